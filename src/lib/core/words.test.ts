import { describe, expect, it } from 'vitest';
import { countOf, eitherOf, listOf, oneOrMany, ordinal, splitAround } from './words';

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

describe('in another language', () => {
	it('counts in that language’s plural rules', () => {
		// French takes the singular for zero; German and Spanish do not.
		expect(countOf(0, 'partie', 'parties', 'fr')).toBe('0 partie');
		expect(countOf(2, 'partie', 'parties', 'fr')).toBe('2 parties');
		expect(countOf(0, 'Spiel', 'Spiele', 'de')).toBe('0 Spiele');
		expect(countOf(1, 'partida', 'partidas', 'es')).toBe('1 partida');
		expect(oneOrMany(0, 'fut', 'furent', 'fr')).toBe('fut');
	});

	it('joins lists with that language’s own words', () => {
		expect(listOf(['Ada', 'Bea', 'Cy'], 'de')).toBe('Ada, Bea und Cy');
		expect(listOf(['Ada', 'Bea', 'Cy'], 'fr')).toBe('Ada, Bea et Cy');
		expect(listOf(['Ada', 'Bea', 'Cy'], 'es')).toBe('Ada, Bea y Cy');
		expect(eitherOf([1, 3], 'de')).toBe('1 oder 3');
		expect(eitherOf([1, 3], 'fr')).toBe('1 ou 3');
		expect(eitherOf([1, 3], 'es')).toBe('1 o 3');
	});

	it('keeps the app’s English for plain "en"', () => {
		expect(listOf(['Ada', 'Bea', 'Cy'], 'en')).toBe('Ada, Bea and Cy');
	});
});

describe('splitAround', () => {
	it('gives the words before and after a part, wherever the language puts it', () => {
		expect(splitAround((part) => `For any other game, choose ${part}.`)).toEqual([
			'For any other game, choose ',
			'.'
		]);
		expect(splitAround((part) => `${part} ist neu`)).toEqual(['', ' ist neu']);
	});

	it('keeps a sentence whole that leaves the part out', () => {
		expect(splitAround(() => 'No part here')).toEqual(['No part here', '']);
	});
});
