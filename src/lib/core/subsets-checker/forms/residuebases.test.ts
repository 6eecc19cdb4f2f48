import { describe, expect, it } from 'vitest';
import { factorize, split } from './residuebases';
import { Work } from '../work';

// The bases of residue patterns: pairwise coprime, and their powers multiply back to the number.

describe('the bases of a modulus', () => {
	it('splits a modulus into coprime bases whose powers give it back', () => {
		for (const n of [360n, 2n ** 61n - 1n, 1000003n * 998244353n * 12n, 10n ** 18n + 9n]) {
			const bases = factorize(new Work(), n);
			expect(bases.reduce((p, [b, e]) => p * b ** BigInt(e), 1n)).toBe(n);
			for (const [b] of bases) for (const [c] of bases) if (b !== c) expect(gcdOf(b, c)).toBe(1n);
		}
	});

	it('takes the largest power of a base out of a number', () => {
		expect(split(5n * 3n ** 4n, 3n)).toEqual([4, 5n]);
		expect(split(7n, 3n)).toEqual([0, 7n]);
	});
});

function gcdOf(a: bigint, b: bigint): bigint {
	while (b) [a, b] = [b, a % b];
	return a;
}
