import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { readCard } from '../card';
import { exceptionsOf } from './exceptions';

/** Whether n = a·b with whole a, b > m (brute force over the divisors). */
function productAbove(n: number, m: number): boolean {
	for (let a = m + 1; a * a <= n; a++) if (n % a === 0 && n / a > m) return true;
	return false;
}

describe('a product set against a few numbers left out (exceptions)', () => {
	it('peels T \\ F₁ \\ F₂ into one list of numbers', () => {
		const split = exceptionsOf(readCard('ℤ \\ {22} \\ {26, 34}').set);
		expect(split?.rest).toMatchObject({ k: 'named', name: 'Z' });
		expect(split?.except).toHaveLength(3);
		expect(exceptionsOf(readCard('ℤ \\ {{1}}').set)).toBeNull();
		expect(exceptionsOf(readCard('ℤ \\ ℕ').set)).toBeNull();
	});

	it('decides hand-worked questions', () => {
		// 22 = 2·11 and 26 = 2·13: no factor pair above 3. 20 = 4·5 has one.
		expect(decideSubset('{a·b : a, b ∈ ℕ, a, b > 3}', 'ℤ \\ {22}').verdict).toBe('subset');
		expect(decideSubset('{a·b : a, b ∈ ℕ, a, b > 3}', 'ℤ \\ {20}')).toMatchObject({
			verdict: 'not-subset',
			witness: '20'
		});
		expect(decideSubset('{a·b : a, b ∈ ℕ, a, b > 3}', 'ℕ \\ {22, 26, 34}').verdict).toBe('subset');
		// 11 = 2 + 9 or 3 + 8 or 5 + 6 or 7 + 4: never two primes; 13 = 2 + 11.
		expect(decideSubset('{a + b : a, b ∈ ℙ}', 'ℤ \\ {11}').verdict).toBe('subset');
		expect(decideSubset('{a + b : a, b ∈ ℙ}', 'ℤ \\ {13}')).toMatchObject({
			verdict: 'not-subset',
			witness: '13'
		});
	});

	it('agrees with brute force on products of whole numbers above m (brute force)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 6 }),
				fc.uniqueArray(fc.integer({ min: 2, max: 400 }), { minLength: 1, maxLength: 3 }),
				(m, left) => {
					const r = decideSubset(`{a·b : a, b ∈ ℕ, a, b > ${m}}`, `ℕ \\ {${left.join(', ')}}`);
					const inA = left.filter((n) => productAbove(n, m));
					if (inA.length === 0) expect(r.verdict).toBe('subset');
					else {
						expect(r.verdict).toBe('not-subset');
						expect(inA.map(String)).toContain(r.witness);
					}
				}
			),
			{ numRuns: 40 }
		);
	});
});
