import { describe, expect, it } from 'vitest';
import { solve } from './cubes';
import { and, not, or, range, res, holds, type Formula } from './formula';
import { TooComplex } from '../errors';
import { Work } from '../work';

// Solving formulas over integers: the nearest integer to 0 that satisfies them, or none.

const nearestByScan = (f: Formula, bound: bigint): bigint | null => {
	for (let d = 0n; d <= bound; d++) {
		if (holds(f, d)) return d;
		if (holds(f, -d)) return -d;
	}
	return null;
};

describe('solving formulas over integers', () => {
	it('finds the integer nearest 0 (the positive one at equal distance)', () => {
		const f = or(and(res(7n, [[3n, 3n]]), res(11n, [[5n, 5n]])), range(null, -40n));
		const answer = solve(new Work(), f);
		expect(answer).toEqual({ empty: false, witness: nearestByScan(f, 100n) });
	});

	it('joins moduli with a common factor and sees that they exclude each other', () => {
		// x ≡ 1 (mod 6) and x ≡ 0 (mod 4): x would be both odd and even.
		const f = and(res(6n, [[1n, 1n]]), res(4n, [[0n, 0n]]));
		expect(solve(new Work(), f)).toEqual({ empty: true });
	});

	it('finds an element past the lcm of large coprime moduli without listing it', () => {
		const p = 1_000_003n;
		const q = 998_244_353n;
		const f = and(res(p, [[5n, 5n]]), res(q, [[7n, 7n]]), range(0n, null));
		const answer = solve(new Work(), f);
		expect(answer.empty).toBe(false);
		if (!answer.empty) {
			expect(answer.witness % p).toBe(5n);
			expect(answer.witness % q).toBe(7n);
		}
	});

	it('is empty for "A and not A" however the runs are written', () => {
		const a = or(res(10n, [[2n, 4n]]), range(0n, 9n));
		expect(solve(new Work(), and(a, not(a)))).toEqual({ empty: true });
	});

	it('says it cannot tell (TooComplex), never "empty", when a bounded range misses the nearest tries', () => {
		// The only solution of both remainders is 988428616276958 mod p·q, far past 10^7.
		const f = and(
			res(1_000_003n, [[5n, 5n]]),
			res(998_244_353n, [[7n, 7n]]),
			range(0n, 10_000_000n)
		);
		expect(() => solve(new Work(), f)).toThrow(TooComplex);
	});
});
