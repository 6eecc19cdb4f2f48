import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isqrt } from '../../numbers/integers';
import { decideSubset } from '../index';

const isSquare = (n: bigint) => isqrt(n) ** 2n === n;

describe('n^n as a perfect power (self-power-roots)', () => {
	it('decides hand-worked questions', () => {
		// 4^4 = 16², 6^6 = 216², n^n = (n^(n/2))² for even n.
		expect(decideSubset('{n^n : n ∈ ℕ, n is even}', '{x ∈ ℤ | x is a square}').verdict).toBe(
			'subset'
		);
		expect(decideSubset('{n^n : n ∈ ℕ, n is even}', '{m² : m ∈ ℕ}').verdict).toBe('subset');
		// 3^3 = 27 is no square.
		expect(decideSubset('{n^n : n ∈ ℕ}', '{x ∈ ℤ | x is a square}')).toMatchObject({
			verdict: 'not-subset',
			witness: '27'
		});
		// 3^3 = 3³, 6^6 = 36³.
		expect(decideSubset('{n^n : n ∈ ℕ, 3 | n}', '{m³ : m ∈ ℤ}').verdict).toBe('subset');
	});

	it('never contradicts brute force on remainder classes of n against the squares', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 7 }), (m, r) => {
				const rem = r % m;
				const ns: bigint[] = [];
				for (let n = 1n; n <= 60n; n++) if (n % BigInt(m) === BigInt(rem)) ns.push(n);
				const bad = ns.filter((n) => !isSquare(n ** n));
				const r2 = decideSubset(`{n^n : n ∈ ℕ, n mod ${m} = ${rem}}`, '{x ∈ ℤ | x is a square}');
				if (bad.length) {
					expect(r2.verdict).toBe('not-subset');
					expect(isSquare(BigInt(r2.witness ?? '4'))).toBe(false);
				} else if (ns.every((n) => n % 2n === 0n)) expect(r2.verdict).toBe('subset');
				else expect(r2.verdict).not.toBe('not-subset');
			}),
			{ numRuns: 30 }
		);
	});
});
