import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { maxCount, scoreForMax, scoreRound } from './scoring';
import { setup } from './setup';
import type { ColourCounts, PermutationsState } from './state';

const players = [
	{ id: 'a', name: 'Ann' },
	{ id: 'b', name: 'Bob' },
	{ id: 'c', name: 'Cat' }
];
const counts = (red: number, yellow: number, green: number): ColourCounts => ({
	red,
	yellow,
	green,
	blue: 0
});

function fresh(ties: 'share' | 'extra-round' = 'share'): PermutationsState {
	const state = setup(players, { ties });
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

describe('scoring a round', () => {
	it('scores a maxcount m as m(m+1)/2', () => {
		expect([0, 1, 2, 5, 11].map(scoreForMax)).toEqual([0, 1, 3, 15, 66]);
		expect(maxCount({ red: 2, green: 7 })).toBe(7);
		expect(maxCount({})).toBe(0);
	});

	it('adds each score to the totals and keeps playing below 100', () => {
		const s = fresh();
		scoreRound(s, 'notepad', { a: counts(5, 3, 3), b: counts(4, 4, 3), c: counts(3, 4, 4) });
		expect(s.rounds[0]).toMatchObject({
			number: 1,
			mode: 'notepad',
			score: { a: 15, b: 10, c: 10 }
		});
		expect(s.totals).toEqual({ a: 15, b: 10, c: 10 });
		expect(s.finished).toBe(false);
	});

	it('ends the game when someone reaches 100, the highest total winning', () => {
		const s = fresh();
		s.totals = { a: 90, b: 60, c: 98 };
		scoreRound(s, 'referee', { a: counts(5, 3, 3), b: counts(4, 4, 3), c: counts(3, 4, 4) });
		expect(s.totals).toEqual({ a: 105, b: 70, c: 108 });
		expect(s.finished).toBe(true);
		expect(s.winners).toEqual(['c']);
	});

	it('plays one more round on a tie at the top when the house rules say so', () => {
		const s = fresh('extra-round');
		s.totals = { a: 95, b: 95, c: 10 };
		scoreRound(s, 'notepad', { a: counts(5, 3, 3), b: counts(3, 5, 3), c: counts(3, 3, 5) });
		expect(s.finished).toBe(false);
		expect(s.tieBreak).toBe(true);
		scoreRound(s, 'notepad', { a: counts(6, 3, 2), b: counts(3, 5, 3), c: counts(2, 3, 6) });
		expect(s.rounds[1].tieBreak).toBe(true);
		expect(s.finished).toBe(true);
		expect(s.winners).toEqual(['a']);
	});
});
