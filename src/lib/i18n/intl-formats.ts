/**
 * `Intl` formatters made once for each locale and set of options, then used again. Making one is
 * the costly part (a tenth of a millisecond each on a laptop, several times that on a phone), and
 * the Stats screen words hundreds of numbers and pairs as it opens: made afresh for each, they
 * were most of the time before its first paint (issue 37). A formatter is immutable and the same
 * for the same locale and options, so keeping them changes no answer, whatever the order of the
 * questions. Paraglide's compiled messages take theirs from here too (a plural message used to
 * make its `Intl.PluralRules` at every call: scripts/paraglide-registry.mjs).
 */

type Formatter = Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat | Intl.PluralRules;

const kept = new Map<string, Formatter>();

/** The formatter `make` gives for `kind`, `locale` and `options`, made at its first use. */
function once<F extends Formatter>(
	kind: string,
	locale: string,
	options: object,
	make: () => F
): F {
	const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
	let formatter = kept.get(key) as F | undefined;
	if (!formatter) {
		formatter = make();
		kept.set(key, formatter);
	}
	return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
	once('number', locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, made once. */
export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
	once('list', locale, options, () => new Intl.ListFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
	once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.PluralRules(locale, options)`, made once. */
export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}) =>
	once('plural', locale, options, () => new Intl.PluralRules(locale, options));
