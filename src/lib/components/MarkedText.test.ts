import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import MarkedText from './MarkedText.svelte';

const seats = [
	{ id: 'a', name: 'Ada', colour: '#1f57b5', emoji: '🦉' },
	{ id: 'b', name: 'Bo', colour: '#c0262d' },
	{ id: 'c', name: 'Cy' }
];

/** The page's text as a screen reader reads it: what is hidden from it left out. */
const read = (html: string) =>
	html
		.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
		.replace(/<!--[^>]*-->/g, '')
		.replace(/<[^>]+>/g, '');

describe('a sentence with the marks of the seats it names', () => {
	test("each named seat's colour and emoji stand before its name, hidden from screen readers", () => {
		const { body } = render(MarkedText, {
			props: { text: 'Ada and Bo won with 50; Cy lost.', seats }
		});
		const html = body.replace(/<!--[^>]*-->/g, '').replace(/ svelte-\w+/g, '');
		// Ada: her colour (blue, the palette's first) and her owl, then her name; Bo: his colour.
		expect(html).toContain(
			'<span class="player-mark player-colour-0" aria-hidden="true"></span><span class="player-emoji" aria-hidden="true">🦉</span>Ada and '
		);
		expect(html).toContain(
			' and <span class="player-mark player-colour-1" aria-hidden="true"></span>Bo won'
		);
		expect(body.match(/aria-hidden/g)).toHaveLength(3);
		expect(read(body)).toBe('Ada and Bo won with 50; Cy lost.');
	});
});
