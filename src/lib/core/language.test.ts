import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

const offered = ['en', 'de', 'fr', 'es'] as const;

describe('pickLanguage', () => {
	it('takes the first of the phone’s languages that the app has', () => {
		expect(pickLanguage(['de-DE', 'en-US'], offered, 'en')).toBe('de');
		expect(pickLanguage(['it-IT', 'fr-CA', 'de'], offered, 'en')).toBe('fr');
		expect(pickLanguage(['es_MX'], offered, 'en')).toBe('es');
	});

	it('falls back to the base language when the phone reads none of them', () => {
		expect(pickLanguage(['it-IT', 'ja'], offered, 'en')).toBe('en');
		expect(pickLanguage([], offered, 'en')).toBe('en');
	});

	it('matches the whole tag first, whatever its case', () => {
		expect(pickLanguage(['PT-br'], ['pt', 'pt-BR'], 'pt')).toBe('pt-BR');
	});
});
