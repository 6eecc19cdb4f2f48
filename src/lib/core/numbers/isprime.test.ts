import { describe, expect, it } from 'vitest';
import { verdict } from './isprime';

describe('verdict', () => {
	it('gives n for a prime, the smallest factor trial division finds, or 0', () => {
		expect(verdict(2n ** 127n - 1n)).toBe(2n ** 127n - 1n);
		expect(verdict(3n * (2n ** 127n - 1n))).toBe(3n);
		expect(verdict((2n ** 61n - 1n) * (2n ** 89n - 1n))).toBe(0n);
		expect(verdict(4294967291n * 4294967279n)).toBe(0n);
	});
});
