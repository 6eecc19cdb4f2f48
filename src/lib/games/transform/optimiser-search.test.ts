import { describe, expect, it } from 'vitest';
import {
	Budget,
	OutOfBudget,
	countOrders,
	inPhases,
	largestValue,
	phasedProgress,
	type SearchState
} from './optimiser-search';

describe('what every optimiser search shares', () => {
	it('says when the budget is spent, and how much of it', () => {
		const budget = new Budget(10);
		expect(budget.spend(4)).toBe(false);
		expect(budget.fraction).toBeCloseTo(0.4);
		expect(budget.spend(7)).toBe(true);
		expect(budget.fraction).toBe(1);
	});

	it('bounds every c by the largest |a| times the sum of |b|', () => {
		expect(largestValue([3n, -7n, 2n], [1n, -2n, 4n])).toBe(49n);
		expect(countOrders(5)).toBe(120);
		expect(countOrders(18)).toBe(6402373705728000);
		expect(countOrders(19)).toBeNull();
	});

	it('keeps a proven score when the budget runs out while counting', () => {
		const state: SearchState = { best: -1, count: 0, bestPerm: new Int32Array([1, 0]) };
		const answer = inPhases(
			[5n, 6n],
			state,
			(ties) => {
				if (ties) throw new OutOfBudget();
				state.best = 2;
			},
			{}
		);
		expect(answer).toEqual({ a: [6n, 5n], score: 2, count: null, proven: true });
	});

	it('lets no other error pass for a spent budget', () => {
		const state: SearchState = { best: -1, count: 0, bestPerm: new Int32Array(0) };
		const broken = () =>
			inPhases(
				[],
				state,
				() => {
					throw new TypeError('bug');
				},
				{}
			);
		expect(broken).toThrow(TypeError);
	});

	it('shows progress that never goes back, half the bar a phase', () => {
		const shown: number[] = [];
		const progress = phasedProgress(new Budget(100), (f) => shown.push(f));
		progress(false, 0.5);
		progress(false, 0.2);
		progress(true, 0.5);
		expect(shown).toEqual([0.25, 0.25, 0.75]);
	});
});
