import { afterEach, describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages';

const Real = Intl.PluralRules;
const useRules = (rules: typeof Real) =>
	Object.defineProperty(Intl, 'PluralRules', { value: rules, writable: true, configurable: true });
afterEach(() => useRules(Real));

describe('plural messages', () => {
	it('choose the same form as before, each language its own, making a plural rule once', () => {
		let made = 0;
		useRules(
			class extends Real {
				constructor(...args: ConstructorParameters<typeof Real>) {
					super(...args);
					made++;
				}
			} as typeof Real
		);
		const won = (count: number, locale: 'en' | 'fr') =>
			m.tn_home_won({ names: 'Ana', score: 12, count }, { locale });
		// Home words a "won with" line for each of its 50 finished games.
		for (let i = 0; i < 50; i++) expect(won(1, 'en')).toBe('Ana won with 12');
		expect(won(2, 'en')).toBe('Ana shared the win with 12');
		expect(won(0, 'en')).toBe('Ana shared the win with 12');
		// French counts 0 as "one", English as "other": the rule kept is the language's own.
		expect(won(0, 'fr')).toBe('Ana a gagné avec 12');
		expect(won(2, 'fr')).toBe('Ana se sont partagé la victoire avec 12');
		// At most one rule a language (none when another test made them already).
		expect(made).toBeLessThanOrEqual(2);
	});
});
