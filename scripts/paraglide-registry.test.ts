import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registryMadeOnce } from './paraglide-registry.mjs';

const registry = readFileSync(new URL('../src/lib/paraglide/registry.js', import.meta.url), 'utf8');

describe("Paraglide's registry with its formatters made once", () => {
	it('takes every plural, number and date formatter of the compiled registry from intl-formats', () => {
		const code = registryMadeOnce(registry);
		expect(code).not.toMatch(/new Intl\.(PluralRules|NumberFormat|DateTimeFormat)\(/);
		expect(code).toContain(
			"import { pluralRules, numberFormat, dateTimeFormat } from '../i18n/intl-formats'"
		);
		expect(code).toContain('return pluralRules(locale, options).select(Number(input))');
	});

	it('stops the build when the registry no longer reads as expected', () => {
		const changed = registry.replace('new Intl.PluralRules(', 'Intl.PluralRules.make(');
		expect(() => registryMadeOnce(changed)).toThrow(/PluralRules/);
	});
});
