import { describe, expect, it } from 'vitest';
import { countOf, listOf } from './words';

describe('countOf', () => {
	it('says one thing in the singular and any other count in the plural', () => {
		expect(countOf(1, 'card')).toBe('1 card');
		expect(countOf(0, 'card')).toBe('0 cards');
		expect(countOf(2, 'card')).toBe('2 cards');
		expect(countOf(-1, 'point')).toBe('-1 points');
	});

	it('takes the plural of a noun that does not just add an s', () => {
		expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
		expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
	});
});

describe('listOf', () => {
	it('joins names with commas and a final "and"', () => {
		expect(listOf([])).toBe('');
		expect(listOf(['Ada'])).toBe('Ada');
		expect(listOf(['Ada', 'Bea'])).toBe('Ada and Bea');
		expect(listOf(['Ada', 'Bea', 'Cy'])).toBe('Ada, Bea and Cy');
	});
});
