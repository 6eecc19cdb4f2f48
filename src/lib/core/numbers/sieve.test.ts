import { describe, expect, it } from 'vitest';
import { smallestFactor32, smallPrimes, trialDivideBig } from './sieve';

describe('the small primes and trial division', () => {
	it('lists the primes below 2^16', () => {
		expect(smallPrimes.length).toBe(6542);
		expect(smallPrimes[smallPrimes.length - 1]).toBe(65521);
	});
	it('finds the smallest odd prime factor below the bound', () => {
		expect(trialDivideBig(1009n * 65521n * (2n ** 89n - 1n), 2000)).toBe(1009);
		expect(trialDivideBig(65521n * (2n ** 89n - 1n), 2000)).toBe(0);
	});
	it('decides every number below 2^32 (Jaeschke: bases 2, 7 and 61)', () => {
		expect(smallestFactor32(4294967291)).toBe(4294967291);
		// 25326001 = 2251 · 11251, a strong pseudoprime to bases 2, 3 and 5: composite, no factor.
		expect(smallestFactor32(25326001)).toBe(0);
		expect(smallestFactor32(3215031751)).toBe(151);
	});
});
