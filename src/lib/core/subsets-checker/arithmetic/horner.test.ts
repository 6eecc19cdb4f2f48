import { describe, expect, it } from 'vitest';
import { horner } from './horner';

describe('horner', () => {
	it('evaluates coefficients from the constant term up, in any number type', () => {
		// 3 + 0·x − 2x² + x³ at x = 5: 3 − 50 + 125.
		expect(horner([3n, 0n, -2n, 1n], 0n, (acc, c) => acc * 5n + c)).toBe(78n);
		// The same polynomial mod 7 at x = 5.
		expect(horner([3n, 0n, -2n, 1n], 0n, (acc, c) => (acc * 5n + c) % 7n)).toBe(78n % 7n);
	});

	it('gives the zero it was handed for the zero polynomial', () => {
		expect(horner<bigint, bigint>([], 0n, (acc, c) => acc * 2n + c)).toBe(0n);
	});

	it('expands a composition when x is itself a polynomial', () => {
		// q(y) = 1 + y², y = x + 1: 1 + (x + 1)² = 2 + 2x + x², coefficients from x⁰ up.
		const times = (a: number[], b: number[]) =>
			a.reduce((out, ai, i) => {
				b.forEach((bj, j) => (out[i + j] = (out[i + j] ?? 0) + ai * bj));
				return out;
			}, [] as number[]);
		const plus = (a: number[], c: number) => (a.length ? [a[0] + c, ...a.slice(1)] : [c]);
		expect(horner([1, 0, 1], [] as number[], (acc, c) => plus(times(acc, [1, 1]), c))).toEqual([
			2, 2, 1
		]);
	});
});
