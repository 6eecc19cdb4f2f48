import { describe, expect, it } from 'vitest';
import { nMinusOneProof } from './nminus1';
import { lucasU, morrisonWitnesses, nPlusOneProof } from './nplus1';

// From PARI/GP (setrand(12)): a prime n whose n + 1 is 2 times four primes near 2^25 while n − 1
// is 12 times a prime of 96 bits; and a prime 2r − 1 with r a prime of 100 bits.
const smoothPlus = 609362068249797216708249600637n;
const twiceMinus = 2534872465444592080438088167153n;
const half = 1267436232722296040219044083577n;
const none = { thorough: true, proveFactor: () => null };

describe('Lucas sequences', () => {
	it('give the Fibonacci and Pell numbers', () => {
		expect(lucasU(10n, 1n, -1n, 1000003n)).toBe(55n);
		expect(lucasU(5n, 2n, -1n, 1000003n)).toBe(29n);
		expect(lucasU(40n, 1n, -1n, 1000003n)).toBe(102334155n % 1000003n);
	});
});

describe("Morrison's n + 1 test (Morrison 1975)", () => {
	it('finds the witnesses for a prime and fails a composite', () => {
		expect(morrisonWitnesses(2n ** 127n - 1n, [2n])).toBe(true);
		expect(morrisonWitnesses((2n ** 61n - 1n) * (2n ** 89n - 1n), [2n])).toBe(false);
	});
	it('proves a prime whose n + 1 splits where n − 1 does not', () => {
		expect(nMinusOneProof(smoothPlus, none)).toBeNull();
		expect(nPlusOneProof(smoothPlus, none)).toBe(true);
	});
	it('leaves a prime unproven when n + 1 keeps a large factor not proven', () => {
		expect(nPlusOneProof(twiceMinus, none)).toBeNull();
		const proveFactor = (r: bigint) => r === half;
		expect(nPlusOneProof(twiceMinus, { thorough: true, proveFactor })).toBe(true);
	});
});
