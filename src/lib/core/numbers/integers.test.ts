import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	gcd,
	iroot,
	isFibonacci,
	isPerfectSquare,
	isqrt,
	lcmNumber,
	parseInteger,
	toInteger
} from './integers';

describe('gcd', () => {
	it('is never negative and treats 0 as the identity', () => {
		expect(gcd(0n, 0n)).toBe(0n);
		expect(gcd(0n, -12n)).toBe(12n);
		expect(gcd(-12n, 18n)).toBe(6n);
		expect(gcd(2n ** 80n, 2n ** 70n * 3n)).toBe(2n ** 70n);
	});

	it('divides both numbers, for any sizes', () => {
		fc.assert(
			fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
				const g = gcd(a, b);
				if (g === 0n) return a === 0n && b === 0n;
				return a % g === 0n && b % g === 0n && gcd(a / g, b / g) === 1n;
			})
		);
	});
});

describe('lcmNumber', () => {
	it('is the least number both divide', () => {
		expect(lcmNumber(4, 6)).toBe(12);
		expect(lcmNumber(1, 7)).toBe(7);
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (a, b) => {
				// The least multiple of the larger that the smaller divides, found by counting in
				// steps of the larger (every common multiple is one of them).
				const larger = Math.max(a, b);
				const smaller = Math.min(a, b);
				let least = larger;
				while (least % smaller !== 0) least += larger;
				expect(lcmNumber(a, b)).toBe(least);
			}),
			{ numRuns: 200 }
		);
	});
});

describe('isqrt and isPerfectSquare', () => {
	it('isqrt(n) is the largest r with r² <= n', () => {
		fc.assert(
			fc.property(fc.bigInt({ min: 0n, max: 1n << 300n }), (n) => {
				const r = isqrt(n);
				return r * r <= n && (r + 1n) * (r + 1n) > n;
			})
		);
		expect(() => isqrt(-1n)).toThrow();
	});

	it('recognises squares and their neighbours', () => {
		expect([0n, 1n, 4n, 9n, 10n ** 40n].map(isPerfectSquare)).toEqual([
			true,
			true,
			true,
			true,
			true
		]);
		expect([-1n, -4n, 2n, 3n, 10n ** 41n].map(isPerfectSquare)).toEqual([
			false,
			false,
			false,
			false,
			false
		]);
		fc.assert(
			fc.property(fc.bigInt({ min: 2n, max: 1n << 200n }), (r) => {
				return (
					isPerfectSquare(r * r) && !isPerfectSquare(r * r + 1n) && !isPerfectSquare(r * r - 1n)
				);
			})
		);
	});
});

describe('iroot', () => {
	it('iroot(n, k) is the largest r with r^k <= n', () => {
		for (let k = 1; k <= 6; k++) {
			for (let n = 0n; n <= 5000n; n++) {
				const r = iroot(n, k);
				expect(r ** BigInt(k) <= n && (r + 1n) ** BigInt(k) > n).toBe(true);
			}
			const big = 10n ** 40n + 7n;
			expect(iroot(big ** BigInt(k), k)).toBe(big);
			expect(iroot(big ** BigInt(k) - 1n, k)).toBe(big - 1n);
		}
		fc.assert(
			fc.property(
				fc.bigInt({ min: 0n, max: 1n << 400n }),
				fc.integer({ min: 1, max: 40 }),
				(n, k) => {
					const r = iroot(n, k);
					const K = BigInt(k);
					return r ** K <= n && (r + 1n) ** K > n;
				}
			)
		);
		expect(() => iroot(-8n, 3)).toThrow();
	});
});

describe('isFibonacci', () => {
	it('is true exactly for the Fibonacci numbers', () => {
		const fib = new Set<bigint>();
		let [a, b] = [0n, 1n];
		while (a <= 100000n) {
			fib.add(a);
			[a, b] = [b, a + b];
		}
		for (let n = -50n; n <= 100000n; n++) expect(isFibonacci(n)).toBe(fib.has(n));
	});

	it('recognises a large Fibonacci number and never a negative one', () => {
		let [a, b] = [0n, 1n];
		for (let i = 0; i < 300; i++) [a, b] = [b, a + b];
		expect(isFibonacci(a)).toBe(true);
		expect(isFibonacci(a + 1n)).toBe(false);
		expect(isFibonacci(-1n)).toBe(false);
		expect(isFibonacci(-8n)).toBe(false);
	});
});

describe('parseInteger', () => {
	it('reads signed decimal integers of any size', () => {
		expect(parseInteger(' 42 ')).toBe(42n);
		expect(parseInteger('-7')).toBe(-7n);
		expect(parseInteger('+0')).toBe(0n);
		expect(parseInteger('\u221212')).toBe(-12n);
		expect(parseInteger('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
	});

	it('refuses anything else with a plain reason', () => {
		expect(() => parseInteger('')).toThrow(/empty/);
		expect(() => parseInteger('1.5')).toThrow(/not a whole number/);
		expect(() => parseInteger('1e3')).toThrow(/fraction or exponent/);
		expect(() => parseInteger('12a')).toThrow(/only digits/);
		expect(() => parseInteger('--3')).toThrow(/not a whole number/);
	});

	it('toInteger takes strings and safe whole numbers only', () => {
		expect(toInteger('5')).toBe(5n);
		expect(toInteger(-5)).toBe(-5n);
		expect(() => toInteger(1.5)).toThrow(/not a whole number/);
		expect(() => toInteger(2 ** 60)).toThrow(/as a string/);
		expect(() => toInteger(null)).toThrow(/decimal string/);
	});
});
