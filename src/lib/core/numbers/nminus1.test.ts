import { describe, expect, it } from 'vitest';
import { fromFactoredPart, nMinusOneProof, pocklingtonWitnesses } from './nminus1';

// From PARI/GP (setrand(7)): a prime n = R·2^40 + 1 with R near 2^60, so F = 2^40 lies between
// n^(1/3) and n^(1/2); and n = p·q with p, q = a·2^40 + 1 both prime, a, b < 2^12.
const F = 2n ** 40n;
const blsPrime = 745374909187653434008852758529n;
const p = 2847735115939841n;
const q = 2800456115945473n;
// A safe prime 2r + 1 with r a prime of 100 bits.
const safe = 2053501667033065248121384625843n;
const safeHalf = 1026750833516532624060692312921n;

describe("Pocklington's theorem (Crandall & Pomerance, Theorem 4.1.3)", () => {
	it('finds a witness a for each prime of F when n is prime', () => {
		expect(pocklingtonWitnesses(blsPrime, [2n])).toBe(true);
		expect(pocklingtonWitnesses(safe, [2n, safeHalf])).toBe(true);
	});
	it('refutes a Carmichael number, which passes Fermat tests to bases prime to it', () => {
		// 561 − 1 = 2^4 · 5 · 7; a = 2 gives gcd(2^280 − 1, 561) = 561, a = 3 fails Fermat's test.
		expect(pocklingtonWitnesses(561n, [2n, 5n, 7n])).toBe(false);
		// 1105 = 5 · 13 · 17: the gcd at q = 2 is a factor.
		expect(pocklingtonWitnesses(1105n, [2n, 3n, 23n])).toBe(false);
	});
	it('proves n prime when (F + 1)² > n (Corollary 4.1.4), and not when F is too small', () => {
		expect(fromFactoredPart(safe, safe - 1n)).toBe(true);
		expect(fromFactoredPart(blsPrime, 2n ** 20n)).toBeNull();
	});
});

describe('the Brillhart–Lehmer–Selfridge test (Crandall & Pomerance, Theorem 4.1.5)', () => {
	it('proves n prime with n^(1/3) <= F < n^(1/2) when c1² − 4c2 is not a square', () => {
		expect(F * F * F > blsPrime && F * F < blsPrime).toBe(true);
		expect(fromFactoredPart(blsPrime, F)).toBe(true);
	});
	it('refutes n = (aF + 1)(bF + 1) with the factor its square gives', () => {
		expect(F * F * F > p * q).toBe(true);
		// Every prime factor of p·q is 1 modulo F, so Theorem 4.1.3's conclusion holds for it.
		expect(fromFactoredPart(p * q, F)).toBe(false);
	});
});

describe('nMinusOneProof', () => {
	it('proves a prime whose n − 1 splits, and proves its large factors only through the caller', () => {
		expect(nMinusOneProof(blsPrime, { thorough: true, proveFactor: () => null })).toBe(true);
		// n − 1 = 2·r: no proof unless r is proven.
		expect(nMinusOneProof(safe, { thorough: true, proveFactor: () => null })).toBeNull();
		const asked: bigint[] = [];
		const proveFactor = (r: bigint) => (asked.push(r), true);
		expect(nMinusOneProof(safe, { thorough: true, proveFactor })).toBe(true);
		expect(asked).toEqual([safeHalf]);
	});
});
