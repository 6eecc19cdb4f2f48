import { describe, expect, it } from 'vitest';
import { describeValue } from '../core/engine';
import { sayValue } from './values';

describe('a value someone gave, in words', () => {
	it('quotes text and writes numbers as given, in every language', () => {
		expect(sayValue(describeValue('zed'), { locale: 'de' })).toBe('"zed"');
		expect(sayValue(describeValue(14), { locale: 'fr' })).toBe('14');
	});

	it('names what a value was where it cannot be shown', () => {
		expect(sayValue(describeValue([1]), { locale: 'en' })).toBe('a list');
		expect(sayValue(describeValue(null), { locale: 'de' })).toBe('nichts');
		expect(sayValue(describeValue(Infinity), { locale: 'es' })).toBe('un número demasiado grande');
		expect(sayValue(describeValue({ a: 1 }), { locale: 'fr' })).toBe('un ensemble de champs');
	});
});
