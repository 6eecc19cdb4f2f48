import { describe, expect, it } from 'vitest';
import { lucasLehmer, prothForm, prothTest, specialFormProof } from './special';

describe('the Lucas–Lehmer test', () => {
	it('finds the Mersenne primes among 2^p − 1 for prime p', () => {
		for (const p of [89, 107, 127, 521, 607, 1279]) expect(lucasLehmer(p)).toBe(true);
		// 2^67 − 1 = 193707721 · 761838257287 (Cole), 2^101 − 1 and 2^523 − 1 are composite.
		for (const p of [67, 101, 523]) expect(lucasLehmer(p)).toBe(false);
	});
	it('reports its work to the budget hook, which can stop it', () => {
		let spent = 0;
		lucasLehmer(521, (units) => (spent += units));
		expect(spent).toBeGreaterThan(0);
		expect(() =>
			lucasLehmer(607, () => {
				throw new Error('out of work');
			})
		).toThrow('out of work');
	});
});

describe("Proth's theorem and Pépin's test", () => {
	it('reads n = k·2^m + 1 with k < 2^m, and nothing else', () => {
		expect(prothForm(45n * 2n ** 200n + 1n)).toEqual({ k: 45n, m: 200 });
		expect(prothForm(2n ** 128n + 1n)).toEqual({ k: 1n, m: 128 });
		// k = 2^m + 1 is too large; an even number has m = 0.
		expect(prothForm(((1n << 100n) + 1n) * (1n << 100n) + 1n)).toBeNull();
		expect(prothForm(2n ** 90n)).toBeNull();
	});
	it('proves the Proth primes and refutes the other Proth numbers', () => {
		// 45 is the least odd k > 1 with k·2^200 + 1 prime (PARI/GP's isprime).
		expect(prothTest(45n * 2n ** 200n + 1n)).toBe(true);
		for (let k = 3n; k < 45n; k += 2n) expect(prothTest(k * 2n ** 200n + 1n)).toBe(false);
	});
	it("is Pépin's test on the Fermat numbers: F4 is prime, F5 and F7 are not", () => {
		expect(prothTest(2n ** 16n + 1n)).toBe(true);
		expect(prothTest(2n ** 32n + 1n)).toBe(false);
		expect(prothTest(2n ** 128n + 1n)).toBe(false);
	});
});

describe('specialFormProof', () => {
	it('proves or refutes numbers by their form, and leaves others alone', () => {
		expect(specialFormProof(2n ** 521n - 1n)).toBe(true);
		expect(specialFormProof(2n ** 607n - 1n)).toBe(true);
		// 2^4423 − 1 is prime: far past what factoring n − 1 could prove.
		expect(specialFormProof(2n ** 4423n - 1n)).toBe(true);
		// A composite exponent: 2^91 − 1 is divisible by 2^7 − 1.
		expect(specialFormProof(2n ** 91n - 1n)).toBe(false);
		expect(specialFormProof(45n * 2n ** 200n + 1n)).toBe(true);
		expect(specialFormProof(2053501667033065248121384625843n)).toBeNull();
	});
});
