import { describe, expect, test } from 'vitest';
import { primeSummary } from './summary';

describe('the prime counter summary', () => {
	test('an empty box asks for numbers instead of counting nothing', () => {
		expect(primeSummary(0, 0, 0)).toBe('Type one or more whole numbers first.');
	});
	test('entries that are not whole numbers are not counted as "0 of 0"', () => {
		expect(primeSummary(2, 0, 0)).not.toContain('0 of 0');
	});
	test('counts the primes among the numbers read', () => {
		expect(primeSummary(6, 5, 3)).toBe('3 of 5 numbers are prime');
		expect(primeSummary(1, 1, 1)).toBe('1 of 1 number is prime');
	});
});
