import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import type { Scoreboard as Board } from '$lib/core/engine';
import { PLAYER_PALETTE } from '$lib/core/player-colours';
import Scoreboard from './Scoreboard.svelte';

const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal'];

function html(board: Board): string {
	return render(Scoreboard, { props: { board } }).body;
}

describe('the shared scoreboard', () => {
	test('nobody is called the leader at 0–0 before any score, even when the engine lists all', () => {
		const before = html({
			players: names.slice(0, 3),
			rounds: [{ label: 'Round 1', scores: [null, null, null] }],
			totals: [0, 0, 0],
			finished: false,
			leaders: [0, 1, 2]
		});
		expect(before).not.toContain('Leader');
		expect(before).not.toContain('(leader)');
		const noRounds = html({
			players: names.slice(0, 3),
			rounds: [],
			totals: [0, 0, 0],
			finished: false,
			leaders: [0, 1, 2]
		});
		expect(noRounds).not.toContain('Leader');
	});

	test('each bar toward the target is fullest for the best placed, where the lowest total wins too', () => {
		const board = (lowestWins: boolean): Board => ({
			players: names.slice(0, 2),
			rounds: [{ label: 'Round 1', scores: [10, 60] }],
			totals: [10, 60],
			finished: false,
			leaders: lowestWins ? [0] : [1],
			target: 100,
			...(lowestWins ? { lowestWins } : {})
		});
		const bars = (body: string) =>
			[...body.matchAll(/<progress[^>]*value="(\d+)"[^>]*>([^<]*)</g)].map((m) => [
				Number(m[1]),
				m[2]
			]);
		expect(bars(html(board(false)))).toEqual([
			[10, '10 of 100'],
			[60, '60 of 100']
		]);
		expect(bars(html(board(true)))).toEqual([
			[90, '90 left before 100'],
			[40, '40 left before 100']
		]);
	});

	test('the leader is shown once a score exists', () => {
		const after = html({
			players: names.slice(0, 3),
			rounds: [{ label: 'Round 1', scores: [4, 1, 0] }],
			totals: [4, 1, 0],
			finished: false,
			leaders: [0]
		});
		expect(after.match(/>Leader</g)).toHaveLength(1);
	});

	test('the score table for many players is a labelled region that takes keyboard focus', () => {
		const body = html({
			players: names,
			rounds: [{ label: 'Round 1', scores: names.map((_, i) => i) }],
			totals: names.map((_, i) => i),
			finished: false,
			leaders: [7]
		});
		const wrap = body.match(/<div[^>]*class="table-wrap"[^>]*>/)?.[0] ?? '';
		expect(wrap).toContain('role="region"');
		expect(wrap).toContain('tabindex="0"');
		expect(wrap).toMatch(/aria-label="Scores by round/);
	});

	test("each seat's colour mark and emoji stand before its name, on the cards and over the rounds", () => {
		const board: Board = {
			players: ['Ana', 'Bo'],
			rounds: [{ label: 'Round 1', scores: [3, 5] }],
			totals: [3, 5],
			finished: false,
			leaders: [1]
		};
		const seats = [{ colour: PLAYER_PALETTE[2].light, emoji: '🦊' }, {}];
		const shown = render(Scoreboard, { props: { board, seats } }).body;
		// Twice each: the card and the table's column heading; Bo has neither.
		expect(shown.match(/player-colour-2/g)).toHaveLength(2);
		expect(shown.match(/🦊/g)).toHaveLength(2);
		expect(shown.match(/player-mark/g)).toHaveLength(2);
		// Seats that are not the board's (another count) mark nobody rather than the wrong player.
		const other = render(Scoreboard, { props: { board, seats: seats.slice(0, 1) } }).body;
		expect(other).not.toContain('🦊');
	});
});
