import { describe, expect, it } from 'vitest';
import { searchBigInts } from './optimiser-bigints';
import { searchNumbers } from './optimiser-numbers';
import { Budget } from './optimiser-search';

describe('the running-sum search in BigInt', () => {
	it('gives the score and count of the search in doubles where both are exact', () => {
		const a = [5n, -2n, 9n, 14n, 3n, 8n];
		const b = [1n, 3n, -1n, 2n, 2n, 1n];
		for (const criterion of ['prime', 'square', 'coprime-previous'] as const) {
			const big = searchBigInts(a, b, criterion, {}, new Budget(1e7));
			const small = searchNumbers(a, b, criterion, 200, { beamFrom: 99 }, new Budget(1e7));
			expect([criterion, big.score, big.count]).toEqual([criterion, small.score, small.count]);
		}
	});

	it('reads terms past 2^53 exactly', () => {
		const huge = 2n ** 60n;
		// As a double 2^60 + 1 rounds to 2^60 = (2^30)², a square; exactly, no running sum is one.
		const answer = searchBigInts([huge + 1n, 2n], [1n, 1n], 'square', {}, new Budget(1e7));
		expect(answer.proven).toBe(true);
		expect(answer.score).toBe(0);
	});
});
