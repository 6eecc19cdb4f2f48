import { describe, expect, it } from 'vitest';
import { rat } from '../arithmetic/rational';
import { horner, polyAt } from './ir';

// One polynomial evaluation for every number type: the same coefficients give the same value
// whole, mod m and as fractions, and each agrees with the sum of its terms written out.

describe('Horner’s rule in any number type', () => {
	const coefs = [7n, -3n, 0n, 2n]; // 7 − 3x + 2x³
	const bySum = (x: bigint) => coefs.reduce((s, c, i) => s + c * x ** BigInt(i), 0n);

	it('agrees with the sum of the terms, whole, mod m and over the rationals', () => {
		for (let x = -6n; x <= 6n; x++) {
			expect(horner(coefs, 0n, (v, c) => v * x + c)).toBe(bySum(x));
			const m = 11n;
			const modular = horner(coefs, 0n, (v, c) => (v * x + c) % m);
			expect(((modular % m) + m) % m).toBe(((bySum(x) % m) + m) % m);
			expect(
				polyAt(
					coefs.map((c) => rat(c)),
					rat(x)
				)
			).toEqual(rat(bySum(x)));
		}
	});

	it('reads the coefficients lowest first, and the empty polynomial as zero', () => {
		expect(horner([1n, 10n, 100n], 0n, (v, c) => v * 10n + c)).toBe(10101n);
		expect(horner(['a', 'b', 'c'], '', (v, c) => v + c)).toBe('cba');
		expect(horner([], 0n, (v, c: bigint) => v * 5n + c)).toBe(0n);
		expect(polyAt([rat(1n), rat(1n)], rat(1n, 2n))).toEqual(rat(3n, 2n));
	});
});
