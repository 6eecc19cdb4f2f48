import { render } from 'svelte/server';
import { expect, test } from 'vitest';
import ScoreChart from './ScoreChart.svelte';

test('every one of 16 players has a legend entry drawn unlike any other, and the chart keeps its description', () => {
	const players = Array.from({ length: 16 }, (_, i) => `Player ${i + 1}`);
	const { body } = render(ScoreChart, {
		props: {
			board: {
				players,
				rounds: [{ label: 'Round 1', scores: players.map((_, i) => i) }],
				totals: players.map((_, i) => i),
				finished: false,
				leaders: [15]
			}
		}
	});
	const legend = body.slice(body.indexOf('<figcaption'));
	const items = [...legend.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => item);
	expect(items).toHaveLength(16);
	const looks = items.map((item) => {
		const stroke = item.match(/stroke="([^"]+)"/)?.[1];
		const dash = item.match(/stroke-dasharray="([^"]*)"/)?.[1] ?? '';
		const shape = item.match(/data-shape="([^"]+)"/)?.[1];
		return `${stroke}|${dash}|${shape}`;
	});
	expect(new Set(looks).size).toBe(16);
	expect(body).toContain('Player 16 leads');
});
