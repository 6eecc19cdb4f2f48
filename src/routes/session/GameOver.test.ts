import { render } from 'svelte/server';
import { expect, test } from 'vitest';
import GameOver from './GameOver.svelte';

const seats = [
	{ id: 'a', name: 'Ada', colour: '#1f57b5', emoji: '🦉' },
	{ id: 'b', name: 'Bo', colour: '#c0262d' },
	{ id: 'c', name: 'Cy' }
];

/** The result as a screen reader reads it: the marks are hidden from it. */
const result = (html: string) =>
	/<p class="result[^>]*>(.*?)<\/p>/s
		.exec(html)![1]
		.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
		.replace(/<[^>]+>/g, '');

test('the game-over card puts the marks before the winners', () => {
	const { body } = render(GameOver, {
		props: {
			board: {
				players: ['Ada', 'Bo', 'Cy'],
				rounds: [{ label: 'Round 1', scores: [50, 50, 3] }],
				totals: [50, 50, 3],
				finished: true,
				leaders: [0, 1]
			},
			ended: 'finished',
			played: 60_000,
			seats
		}
	});
	expect(body).toContain('🦉');
	expect(body).toContain('player-colour-1');
	expect(result(body)).toBe('Ada and Bo share the win with 50.');
});
