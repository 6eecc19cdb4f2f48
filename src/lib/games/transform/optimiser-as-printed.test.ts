import { describe, expect, it } from 'vitest';
import { bestAsPrinted } from './optimiser-as-printed';
import { Budget } from './optimiser-search';

describe('the as-printed reading', () => {
	it('gives the same answer from the table of partial sums and from the walk over orders', () => {
		const a = [2n, 7n, -3n, 5n, 11n];
		const b = [3n, 1n, 4n, 1n, 5n];
		for (const criterion of ['prime', 'square', 'fibonacci'] as const) {
			const table = bestAsPrinted(a, b, criterion, {}, new Budget(1e7));
			const walk = bestAsPrinted(a, b, criterion, { periodLimit: 1 }, new Budget(1e7));
			expect([criterion, walk.score, walk.proven]).toEqual([criterion, table.score, true]);
		}
	});

	it('counts every order that reaches the score, through the table', () => {
		// Every order of 1, 2 against 1, 1 sums to 3, a prime: both orders score 2.
		expect(bestAsPrinted([1n, 2n], [1n, 1n], 'prime', {}, new Budget(1e7))).toMatchObject({
			score: 2,
			count: 2,
			proven: true
		});
		// Coprime to the previous term: c = 3 is never coprime to itself, so nothing counts.
		expect(bestAsPrinted([1n, 2n], [1n, 1n], 'coprime-previous', {}, new Budget(1e7)).score).toBe(
			0
		);
	});
});
