import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { readCard } from '../card';
import { holdsSumOrProduct } from './exhaustion';
import { Compiler } from '../forms/compile';

/** The primes up to n, by a sieve of its own. */
function primesTo(n: number): boolean[] {
	const prime = Array.from({ length: n + 1 }, (_, i) => i >= 2);
	for (let p = 2; p * p <= n; p++)
		if (prime[p]) for (let q = p * p; q <= n; q += p) prime[q] = false;
	return prime;
}

describe('a finite range checked number by number (exhaustion)', () => {
	it('applies to sums and products of generators', () => {
		expect(holdsSumOrProduct(readCard('{a + b : a, b ∈ ℙ}').set)).toBe(true);
		expect(holdsSumOrProduct(readCard('ℤ \\ {a·b : a, b ∈ ℕ, a, b > 1}').set)).toBe(true);
		expect(holdsSumOrProduct(readCard('ℙ').set)).toBe(false);
	});

	it('checks that every even number from 4 to 1000 is a sum of two primes', () => {
		const r = decideSubset('{x ∈ ℤ | 4 ≤ x ≤ 1000, x is even}', '{a + b : a, b ∈ ℙ}');
		expect(r.verdict).toBe('subset');
	});

	it('compiles the sum once per question, however many numbers it checks', () => {
		const compiles = (hi: number): number => {
			const spy = vi.spyOn(Compiler.prototype, 'set');
			try {
				const r = decideSubset(`{x ∈ ℤ | 4 ≤ x ≤ ${hi}, x is even}`, '{a + b : a, b ∈ ℙ}');
				expect(r.verdict).toBe('subset');
				return spy.mock.calls.length;
			} finally {
				spy.mockRestore();
			}
		};
		// Ten times the numbers, the same compiling (before, each number compiled the parts again).
		expect(compiles(400)).toBe(compiles(40));
	});

	it('agrees with a sieve on ranges against sums of two primes (brute force)', () => {
		const prime = primesTo(400);
		const sumOfTwo = (n: number) => {
			for (let p = 2; p <= n - 2; p++) if (prime[p] && prime[n - p]) return true;
			return false;
		};
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 300 }),
				fc.integer({ min: 0, max: 60 }),
				fc.boolean(),
				(lo, width, evens) => {
					const hi = lo + width;
					const a = `{x ∈ ℤ | ${lo} ≤ x ≤ ${hi}${evens ? ', x is even' : ''}}`;
					const numbers: number[] = [];
					for (let n = lo; n <= hi; n++) if (!evens || n % 2 === 0) numbers.push(n);
					fc.pre(numbers.length > 0);
					const missing = numbers.filter((n) => !sumOfTwo(n));
					const r = decideSubset(a, '{a + b : a, b ∈ ℙ}');
					if (missing.length === 0) expect(r.verdict).toBe('subset');
					else {
						expect(r.verdict).toBe('not-subset');
						expect(missing.map(String)).toContain(r.witness);
					}
				}
			),
			{ numRuns: 40 }
		);
	});
});
