import { describe, expect, it } from 'vitest';
import { bigKernel } from './kernel';
import { bigIsPrimeWith, jacobiSmall, strongProbablePrime } from './probable';

describe('the strong probable-prime tests', () => {
	it('are fooled where strong pseudoprimes are, and only there', () => {
		expect(strongProbablePrime(2047n, 2n)).toBe(true);
		expect(strongProbablePrime(2047n, 3n)).toBe(false);
	});
	it('compute the Jacobi symbol for small d of either sign', () => {
		// 2^127 − 1 ≡ 3 (mod 4) and ≡ 2 (mod 5): (5/n) = (2/5) = −1, and (−1/n) = −1; 2^89 − 1 ≡ 1
		// (mod 5), so (5/n) = 1 there.
		expect(jacobiSmall(5, 2n ** 127n - 1n)).toBe(-1);
		expect(jacobiSmall(-1, 2n ** 127n - 1n)).toBe(-1);
		expect(jacobiSmall(5, 2n ** 89n - 1n)).toBe(1);
	});
	it('answer alike in BigInt and in the WebAssembly kernel', () => {
		const numbers = [2n ** 89n - 1n, 2n ** 127n - 1n, (2n ** 61n - 1n) * (2n ** 89n - 1n)];
		for (const n of numbers) expect(bigIsPrimeWith(n, null)).toBe(bigIsPrimeWith(n, bigKernel));
		expect(numbers.map((n) => bigIsPrimeWith(n, null))).toEqual([true, true, false]);
	});
});
