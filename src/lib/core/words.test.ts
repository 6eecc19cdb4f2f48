import { describe, expect, it } from 'vitest';
import { countOf, eitherOf, listOf, oneOrMany, ordinal } from './words';

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

describe('oneOrMany', () => {
	it('picks the word that agrees with a count, nouns, verbs and pronouns alike', () => {
		expect(oneOrMany(1, 'was', 'were')).toBe('was');
		expect(oneOrMany(2, 'was', 'were')).toBe('were');
		expect(oneOrMany(0, 'it', 'them')).toBe('them');
		expect(oneOrMany(1n, 'card')).toBe('card');
		expect(oneOrMany(3n, 'card')).toBe('cards');
		expect(oneOrMany(1.5, 'point')).toBe('points');
	});
});

describe('eitherOf', () => {
	it('joins choices with commas and a final "or"', () => {
		expect(eitherOf([1n])).toBe('1');
		expect(eitherOf([1n, 3n])).toBe('1 or 3');
		expect(eitherOf([0, 2, 5])).toBe('0, 2 or 5');
	});
});

describe('ordinal', () => {
	it('says a place in a ranking', () => {
		expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
			'1st',
			'2nd',
			'3rd',
			'4th',
			'11th',
			'12th',
			'13th',
			'21st',
			'22nd',
			'23rd',
			'101st',
			'111th',
			'112th'
		]);
	});
});
