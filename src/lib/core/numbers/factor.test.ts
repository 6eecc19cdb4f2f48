import { describe, expect, it } from 'vitest';
import { pollardRho, trialFactorWith } from './factor';

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
});
