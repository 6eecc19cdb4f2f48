import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
	it('gives the same formatter for the same locale and options, another for others', () => {
		const count = numberFormat('de-CH', { maximumFractionDigits: 0 });
		expect(numberFormat('de-CH', { maximumFractionDigits: 0 })).toBe(count);
		expect(numberFormat('de-CH', { maximumFractionDigits: 1 })).not.toBe(count);
		expect(numberFormat('fr', { maximumFractionDigits: 0 })).not.toBe(count);
		expect(listFormat('en', { type: 'conjunction' })).not.toBe(listFormat('en', { type: 'unit' }));
	});

	it('writes as a formatter made for the call does, whatever was asked before', () => {
		const asked = [
			['fr', 1234.5],
			['en-GB', 1234.5],
			['fr', 0.25]
		] as const;
		for (const [locale, n] of asked) {
			const options = { maximumFractionDigits: 1 };
			expect(numberFormat(locale, options).format(n)).toBe(
				new Intl.NumberFormat(locale, options).format(n)
			);
		}
		expect(listFormat('es', { type: 'conjunction' }).format(['Ana', 'Bea'])).toBe('Ana y Bea');
		const day = Date.UTC(2026, 11, 6, 12);
		expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe(
			new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)
		);
	});
});
