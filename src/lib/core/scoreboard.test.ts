import { describe, expect, it } from 'vitest';
import type { Scoreboard } from './engine';
import {
	cumulative,
	describeProgress,
	exactSum,
	leadersOf,
	placesOf,
	scoreboardText
} from './scoreboard';

const board: Scoreboard = {
	players: ['Ada', 'Bo', 'Cy'],
	rounds: [
		{ label: 'Round 1', scores: [6, 10, 15] },
		{ label: 'Round 2', scores: [21, 15, null] }
	],
	totals: [27, 25, 15],
	finished: true,
	leaders: [0]
};

describe('scoreboard helpers', () => {
	it('accumulates per player, counting a missing score as nothing', () => {
		expect(cumulative(board)).toEqual([
			[6, 27],
			[10, 25],
			[15, 15]
		]);
	});

	it('finds every leader when tied', () => {
		expect(leadersOf([3, 7, 7])).toEqual([1, 2]);
		expect(leadersOf([])).toEqual([]);
	});

	it('finds the lowest totals as leaders when the lowest total wins', () => {
		expect(leadersOf([3, 7, 3], true)).toEqual([0, 2]);
	});

	it('gives players level the same place and skips the next one', () => {
		expect(placesOf([10, 30, 10, 5])).toEqual([2, 1, 2, 4]);
		expect(placesOf([10, 30, 10, 5], true)).toEqual([2, 4, 2, 1]);
	});

	it('puts the lowest total first, marked the winner, when the lowest total wins', () => {
		const low: Scoreboard = { ...board, leaders: [2], lowestWins: true };
		expect(scoreboardText('Hearts', low).split('\n').slice(0, 7)).toEqual([
			'Hearts',
			'',
			'Lowest total wins.',
			'',
			'Cy: 15 (winner)',
			'Bo: 25',
			'Ada: 27'
		]);
	});

	it('shares names as they were written, markup and emoji included', () => {
		const text = scoreboardText('<b>Night</b> 🎲', {
			...board,
			players: ['<b>Ada</b>', '🦊', 'Cy']
		});
		expect(text).toContain('<b>Ada</b>: 27 (winner)');
		expect(text).toContain('Round 1: <b>Ada</b> 6, 🦊 10, Cy 15');
	});

	it('shares the winner first and every round', () => {
		const text = scoreboardText('Friday game', board);
		expect(text.split('\n').slice(0, 5)).toEqual([
			'Friday game',
			'',
			'Ada: 27 (winner)',
			'Bo: 25',
			'Cy: 15'
		]);
		expect(text).toContain('Round 2: Ada 21, Bo 15, Cy -');
	});

	it("shares a round's note after its scores", () => {
		const noted: Scoreboard = {
			...board,
			rounds: board.rounds.map((r, i) => (i === 0 ? { ...r, note: 'Bo dealt' } : r))
		};
		expect(scoreboardText('Friday game', noted)).toContain(
			'Round 1: Ada 6, Bo 10, Cy 15 (Bo dealt)'
		);
	});

	it('describes the race in a sentence', () => {
		expect(describeProgress(board)).toBe('After 2 rounds, Ada wins. Totals: Ada 27, Bo 25, Cy 15.');
		expect(
			describeProgress({ ...board, finished: false, leaders: [0, 1], totals: [5, 5, 1] })
		).toMatch(/Ada and Bo are level in the lead/);
	});
});

describe('exact sums of decimal scores', () => {
	it('adds scores as they are written, with no binary rounding showing', () => {
		expect(exactSum([0.1, 0.2])).toBe(0.3);
		expect(exactSum([1.15, 2.25, -0.4])).toBe(3);
		expect(exactSum([12, -3])).toBe(9);
		expect(exactSum([])).toBe(0);
	});

	it('gives the chart the same running totals', () => {
		const board = {
			players: ['Ada'],
			rounds: [0.1, 0.2, 0.3].map((s, i) => ({ label: `Round ${i + 1}`, scores: [s] })),
			totals: [0.6],
			finished: false,
			leaders: [0]
		};
		expect(cumulative(board)).toEqual([[0.1, 0.3, 0.6]]);
	});
});
