import { describe, expect, it } from 'vitest';
import { placeText } from './place';

describe('a place in a ranking, in each language', () => {
	it('writes first, second and eleventh as each language does', () => {
		expect([1, 2, 11].map((n) => placeText(n, 'en'))).toEqual(['1st', '2nd', '11th']);
		expect([1, 2, 11].map((n) => placeText(n, 'de'))).toEqual(['1.', '2.', '11.']);
		expect([1, 2, 11].map((n) => placeText(n, 'fr'))).toEqual(['1er', '2e', '11e']);
		expect([1, 2, 11].map((n) => placeText(n, 'es'))).toEqual(['1.º', '2.º', '11.º']);
	});
});
