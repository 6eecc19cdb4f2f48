import { describe, expect, it } from 'vitest';
import { pollardRho, trialFactorWith } from './factor';
import { primeTestUnits } from './isprime';
import { factorize } from './primality';

describe('factor.ts on its own', () => {
	it('stops dividing once the proof it is given recognises the cofactor as prime', () => {
		const m89 = 2n ** 89n - 1n;
		const n = 3n * 5n ** 2n * m89;
		const asked: bigint[] = [];
		const result = trialFactorWith(n, 1 << 20, undefined, (m) => (asked.push(m), m === m89));
		expect(result).toEqual({
			factors: [
				[3n, 1],
				[5n, 2]
			],
			rest: 2n ** 89n - 1n
		});
		expect(asked).toEqual([n, 25n * m89, m89]);
	});
	it('splits a product of two primes of 32 bits by rho', () => {
		const d = pollardRho(4294967291n * 4294967279n, 1 << 16);
		expect(d === 4294967291n || d === 4294967279n).toBe(true);
	});

	it('charges a primality test of a huge cofactor before running it, so a budget stops it first', () => {
		// 10^3252 − 1 (10,800 bits): 3, 11, 37, ... each left a cofactor of about 10,800 bits,
		// and each was tested for primality at no charge (55 s in a fuzz run).
		const n = 10n ** 3252n - 1n;
		expect(primeTestUnits(n)).toBeGreaterThan(1_000_000);
		expect(primeTestUnits(2n ** 61n - 1n)).toBe(0);
		const charges: number[] = [];
		let left = 200_000;
		const spend = (units: number) => {
			charges.push(units);
			left -= units;
			if (left < 0) throw new Error('out of work');
		};
		expect(() => factorize(n, { spend })).toThrow('out of work');
		// Stopped by the charge for the first test of the whole number, before anything ran.
		expect(charges).toEqual([primeTestUnits(n)]);
	});
});
