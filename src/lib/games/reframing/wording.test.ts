import { describe, expect, it } from 'vitest';
import { amount, copiesOf, listAnd, thereAre, thereAreCopies } from './wording';

describe('counts in words', () => {
	it('says counts up to twelve in words and larger ones in digits', () => {
		expect([0, 1, 4, 12, 13].map(amount)).toEqual(['no', 'one', 'four', 'twelve', '13']);
	});

	it('says how many copies of a card there are, singular or plural', () => {
		expect(copiesOf(0, 3)).toBe('no 3s');
		expect(copiesOf(1, 3)).toBe('one 3');
		expect(thereAreCopies(0, 3)).toBe('there is no 3');
		expect(thereAreCopies(1, 3)).toBe('there is one 3');
		expect(thereAreCopies(4, 3)).toBe('there are four 3s');
		expect(thereAre(2, 'different number')).toBe('there are two different numbers');
	});

	it('lists items with "and" before the last', () => {
		expect(listAnd([])).toBe('');
		expect(listAnd(['2'])).toBe('2');
		expect(listAnd(['2', '4', '6'])).toBe('2, 4 and 6');
	});
});
