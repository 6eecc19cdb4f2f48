import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import Bars from './Bars.svelte';

function html(items: { label: string; value: number }[]): string {
	return render(Bars, { props: { caption: 'Wins per player', description: 'In words.', items } })
		.body;
}

describe('the bar chart', () => {
	test('draws each bar as long as its share of the largest value', () => {
		const body = html([
			{ label: 'Ada', value: 4 },
			{ label: 'Bea', value: 1 },
			{ label: 'Cy', value: 0 }
		]);
		const widths = [...body.matchAll(/width: ([\d.]+)%/g)].map((m) => Number(m[1]));
		expect(widths).toEqual([100, 25, 0]);
	});

	test('shows a label as text, never as markup', () => {
		const body = html([{ label: '<img src=x onerror=alert(1)> 🎲', value: 2 }]);
		expect(body).not.toContain('<img');
		expect(body).toContain('&lt;img src=x onerror=alert(1)> 🎲');
	});

	test('ties the caption and the sentence to the figure', () => {
		const body = html([{ label: 'Ada', value: 1 }]);
		const labelled = body.match(/aria-labelledby="([^"]+)"/)?.[1];
		const described = body.match(/aria-describedby="([^"]+)"/)?.[1];
		expect(body).toMatch(new RegExp(`id="${labelled}"[^>]*>Wins per player<`));
		expect(body).toMatch(new RegExp(`id="${described}"[^>]*>In words\\.<`));
	});
});
