import { describe, expect, it } from 'vitest';
import { isPrimeNumber } from '../../core/numbers/primality';
import { beamOrder } from './optimiser-beam';
import { Budget, OptimiserStopped } from './optimiser-search';

const A = Float64Array.from([3, 8, 1, 12, 5, 7, 2, 10, 4, 9]);
const B = Float64Array.from([1, 2, 1, 3, 1, 1, 2, 1, 1, 2]);
const prime = (c: number) => isPrimeNumber(c);

/** The running sums c(1..n) of an order against B, and how many are prime. */
function primes(perm: Int32Array): number {
	let count = 0;
	for (let k = 0; k < A.length; k++) {
		let c = 0;
		for (let i = 0; i <= k; i++) c += A[perm[i]] * B[k - i];
		if (isPrimeNumber(c)) count++;
	}
	return count;
}

describe('the beam’s first order', () => {
	it('is an order of every term, scoring what it says, the same on every run', () => {
		const first = beamOrder(A, B, prime, (n) => n, new Budget(1e7), undefined);
		expect([...first.perm].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(primes(first.perm)).toBe(first.score);
		expect(beamOrder(A, B, prime, (n) => n, new Budget(1e7), undefined)).toEqual(first);
	});

	it('still gives an order when the budget is tiny, and stops when asked', () => {
		const first = beamOrder(A, B, prime, (n) => n, new Budget(1), undefined);
		expect(new Set(first.perm).size).toBe(10);
		expect(() =>
			beamOrder(
				A,
				B,
				prime,
				(n) => n,
				new Budget(1e7),
				() => true
			)
		).toThrow(OptimiserStopped);
	});
});
