import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gcd, perfectPower } from './integers';
import { blcm, bmod, crt, crtCoprime, egcd, modInverse } from './modular';

const big = fc.bigInt({ min: -(1n << 70n), max: 1n << 70n });
const modulus = fc.bigInt({ min: 1n, max: 1n << 40n });

describe('modular arithmetic', () => {
	it('takes remainders in 0..m-1 that differ from the number by a multiple of m', () => {
		fc.assert(
			fc.property(big, modulus, (a, m) => {
				const r = bmod(a, m);
				expect(r >= 0n && r < m).toBe(true);
				expect((a - r) % m).toBe(0n);
			})
		);
	});

	it('finds Bézout coefficients and the least common multiple', () => {
		fc.assert(
			fc.property(modulus, modulus, (a, b) => {
				const [g, s] = egcd(a, b);
				expect(g).toBe(gcd(a, b));
				expect(bmod(a * s - g, b)).toBe(0n);
				const l = blcm(a, b);
				expect(l % a === 0n && l % b === 0n && (a * b) / gcd(a, b) === l).toBe(true);
			})
		);
	});

	it('inverts a number prime to the modulus', () => {
		expect(modInverse(3n, 7n)).toBe(5n);
		expect(modInverse(-3n, 7n)).toBe(2n);
		expect(modInverse(5n, 1n)).toBe(0n);
		fc.assert(
			fc.property(big, modulus, (a, m) => {
				fc.pre(gcd(bmod(a, m), m) === 1n);
				expect(bmod(a * modInverse(a, m), m)).toBe(bmod(1n, m));
			})
		);
	});

	it('joins two congruences when they agree, and says null when they cannot', () => {
		expect(crt(2n, 3n, 3n, 5n)).toEqual([8n, 15n]);
		expect(crt(1n, 4n, 2n, 6n)).toBeNull();
		fc.assert(
			fc.property(big, modulus, big, modulus, (r1, m1, r2, m2) => {
				const joined = crt(bmod(r1, m1), m1, bmod(r2, m2), m2);
				const agree = bmod(r1 - r2, gcd(m1, m2)) === 0n;
				expect(joined !== null).toBe(agree);
				if (!joined) return;
				const [x, l] = joined;
				expect(l).toBe(blcm(m1, m2));
				expect(x >= 0n && x < l).toBe(true);
				expect(bmod(x - r1, m1)).toBe(0n);
				expect(bmod(x - r2, m2)).toBe(0n);
			})
		);
	});
});

describe('crtCoprime', () => {
	it('joins classes of coprime moduli, and refuses moduli with a common factor', () => {
		expect(crtCoprime(2n, 3n, 3n, 5n)).toEqual([8n, 15n]);
		expect(() => crtCoprime(1n, 4n, 2n, 6n)).toThrow(TypeError);
	});
});

describe('perfect powers', () => {
	it('finds the smallest base and the largest power, within the step asked', () => {
		expect(perfectPower(2n ** 12n)).toEqual({ base: 2n, power: 12 });
		expect(perfectPower(1000003n ** 7n)).toEqual({ base: 1000003n, power: 7 });
		expect(perfectPower(1000003n ** 7n, 6)).toBeNull();
		expect(perfectPower(1000003n ** 10n, 6)).toEqual({ base: 1000003n, power: 10 });
		expect(perfectPower(2n * 3n ** 4n)).toBeNull();
	});

	it('gives back the number it was asked about', () => {
		fc.assert(
			fc.property(
				fc.bigInt({ min: 2n, max: 1n << 20n }),
				fc.integer({ min: 1, max: 9 }),
				(b, k) => {
					const n = b ** BigInt(k);
					const root = perfectPower(n);
					if (k > 1) expect(root).not.toBeNull();
					if (root) expect(root.base ** BigInt(root.power)).toBe(n);
				}
			)
		);
	});
});
