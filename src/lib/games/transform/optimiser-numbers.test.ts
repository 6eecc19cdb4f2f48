import { describe, expect, it } from 'vitest';
import { Budget } from './optimiser-search';
import { reachableCounter, searchNumbers } from './optimiser-numbers';
import { scoreOf } from './optimiser';

describe('the running-sum search in doubles', () => {
	it('never counts fewer reachable terms than an order can still make count', () => {
		// a' = 1..5 against b = 1, -1, 2, 0, 3, with 3 and 1 placed first.
		const A = Float64Array.from([1, 2, 3, 4, 5]);
		const B = Float64Array.from([1, -1, 2, 0, 3]);
		const used = Uint8Array.from([1, 0, 1, 0, 0]);
		const perm = Int32Array.from([2, 0, 0, 0, 0]);
		const reachable = reachableCounter(A, B, 2, used, perm);
		// Every completion of the prefix (3, 1): the terms after position 2 that reach 2 or more.
		const rest = [1, 3, 4];
		let most = 0;
		for (const x of rest)
			for (const y of rest)
				for (const z of rest) {
					if (new Set([x, y, z]).size < 3) continue;
					const order = [2, 0, x, y, z].map((j) => A[j]);
					const c = (q: number) => order.slice(0, q + 1).reduce((s, a, i) => s + a * B[q - i], 0);
					most = Math.max(most, [3, 4].filter((q) => c(q) >= 2).length);
				}
		expect(reachable(2)).toBeGreaterThanOrEqual(most);
		expect(reachable(4)).toBe(0);
		expect(reachableCounter(A, B, null, used, perm)(1)).toBe(3);
	});

	it('finds an order that scores what it says', () => {
		const a = [4n, -3n, 7n, 10n, 1n, 6n];
		const b = [1n, 2n, -1n, 3n, 1n, 2n];
		const answer = searchNumbers(a, b, 'prime', 200, {}, new Budget(1e7));
		expect(answer.proven).toBe(true);
		expect(scoreOf(answer.a, b, 'convolution', 'prime')).toBe(answer.score);
		expect([...answer.a].sort()).toEqual([...a].sort());
	});
});
