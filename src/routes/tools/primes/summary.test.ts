import { describe, expect, test } from 'vitest';
import { primeSummary } from './summary';

const en = { locale: 'en' } as const;

describe('the prime counter summary', () => {
	test('an empty box asks for numbers instead of counting nothing', () => {
		expect(primeSummary(0, 0, 0, en)).toBe('Type one or more whole numbers first.');
	});
	test('entries that are not whole numbers are not counted as "0 of 0"', () => {
		expect(primeSummary(2, 0, 0, en)).not.toContain('0 of 0');
	});
	test('counts the primes among the numbers read', () => {
		expect(primeSummary(6, 5, 3, en)).toBe('3 of 5 numbers are prime');
		expect(primeSummary(1, 1, 1, en)).toBe('1 of 1 number is prime');
	});
	test('says the count in the reader’s language', () => {
		expect(primeSummary(6, 5, 3, { locale: 'de' })).toBe('Primzahlen: 3 von 5');
		expect(primeSummary(6, 5, 3, { locale: 'fr' })).toBe('Nombres premiers\u00a0: 3 sur 5');
		expect(primeSummary(0, 0, 0, { locale: 'es' })).toBe(
			'Escribe primero uno o varios números enteros.'
		);
	});
});
