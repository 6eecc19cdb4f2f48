import { describe, expect, it } from 'vitest';
import { decideSubset } from './index';

// A proven subset says why in one line: A's few elements, the remainders and bounds that every
// element of A has and S holds in full, or the interval A lies in.

const reason = (a: string, s: string) => {
	const r = decideSubset(a, s);
	expect(r.verdict).toBe('subset');
	return r.reason;
};

describe('subset reasons', () => {
	it('list a few elements', () => {
		expect(reason('{2, 4}', '{x ∈ ℤ | x is even}')).toBe('Every element of A (2, 4) is in S.');
		expect(reason('{7}', 'ℕ')).toBe('The only element of A, 7, is in S.');
	});

	it('name the remainder and the bounds', () => {
		expect(reason('{6k : k ∈ ℤ}', '{x ∈ ℤ | x is even}')).toBe(
			'Every element of A is an even integer, and every such integer is in S.'
		);
		expect(reason('{x ∈ ℤ | x > 5, x mod 3 = 2}', '{x ∈ ℤ | x mod 3 = 2, x ≥ 0}')).toBe(
			'Every element of A is an integer from 8 on that leaves remainder 2 on division by 3, and every such integer is in S.'
		);
		expect(reason('ℕ', 'ℤ')).toBe(
			'Every element of A is an integer from 1 on, and every such integer is in S.'
		);
		expect(reason('{x ∈ ℤ | x ≡ 1 (mod 2000006)}', '{x ∈ ℤ | x ≡ 1 (mod 1000003)}')).toBe(
			'Every element of A is an integer that leaves remainder 1 on division by 1000003, and every such integer is in S.'
		);
	});

	it('name the remainders of primes', () => {
		expect(reason('{x ∈ ℙ | x > 3}', '{x ∈ ℤ | x mod 6 = 1 or x mod 6 = 5}')).toBe(
			'Every element of A is an integer from 5 on that leaves remainder 1 or 5 on division by 6, and every such integer is in S.'
		);
		expect(reason('ℙ \\ {2}', '{x ∈ ℤ | x is odd}')).toBe(
			'Every element of A is an odd integer from 3 on, and every such integer is in S.'
		);
	});

	it('name an interval', () => {
		expect(reason('(1, 2) ∪ (3, 4)', '[0, 5]')).toBe(
			'Every element of A lies in (1, 4), and all of (1, 4) is in S.'
		);
		expect(reason('{x ∈ ℝ | x > 5}', '{x ∈ ℝ | x > 1}')).toBe(
			'Every element of A lies in (5, ∞), and all of (5, ∞) is in S.'
		);
	});

	it('prefer bounds alone when they are enough', () => {
		expect(reason('{x ∈ ℤ | x is even, x > 0}', '{x ∈ ℤ | x > 0, x ≠ 1}')).toBe(
			'Every element of A is an integer from 2 on, and every such integer is in S.'
		);
	});

	it('fall back to the plain sentence', () => {
		expect(reason('ℚ', 'ℝ')).toBe('Every element of A is in S.');
	});
});

describe('unknown reasons', () => {
	it('name a number that passes every test of primality but has no proof', () => {
		// A prime of 300 bits (PARI/GP's nextprime(2^299 + 2^150 + 12345)): it has no special form,
		// and past 256 bits n − 1 is not factored; 2^89 − 1 and 2^521 − 1 are proven (Lucas–Lehmer
		// for the latter).
		const r = decideSubset(
			'{1018517988167243043134222844204689080525734198260215818024030105735476619331163489474458097}',
			'ℙ'
		);
		expect(r.verdict).toBe('unknown');
		expect(r.reason).toBe(
			'The checker could neither prove nor refute this: it met a number of 91 digits, which passes every test of primality, but it cannot prove a number that large prime.'
		);
		expect(decideSubset('{2^89 - 1}', 'ℙ').verdict).toBe('subset');
		expect(decideSubset('{2^521 - 1}', 'ℙ').verdict).toBe('subset');
		// A question that is unknown for another reason keeps its own.
		expect(decideSubset('{π + e}', 'ℚ').reason).toMatch(/rational/);
	});
});
