/**
 * Counts and lists in the words a player reads: "1 card", "3 entries", "Ada, Bea and Cy".
 * Every plural and every list the app shows goes through here, on the browser's own
 * `Intl.PluralRules` and `Intl.ListFormat` in the language the caller passes (the app's active
 * language, see src/lib/i18n), so the app says each of them one way in each language.
 */

/**
 * British English, the default: lists without a comma before the last "and" ("Ada, Bea and Cy"),
 * as the app has always written them. These formatters are constants; another language's are
 * made for the call (no cache: this module keeps no state between calls).
 */
export const ENGLISH = 'en-GB';
const plurals = new Intl.PluralRules(ENGLISH);
const andList = new Intl.ListFormat(ENGLISH, { type: 'conjunction' });
const orList = new Intl.ListFormat(ENGLISH, { type: 'disjunction' });
const places = new Intl.PluralRules(ENGLISH, { type: 'ordinal' });

/** The app's English is British: plain `en` lists and plurals as `en-GB` does. */
const isEnglish = (locale: string) => locale === ENGLISH || locale === 'en';

function pluralRules(locale: string): Intl.PluralRules {
	return isEnglish(locale) ? plurals : new Intl.PluralRules(locale);
}

function listFormat(locale: string, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
	if (isEnglish(locale)) return type === 'conjunction' ? andList : orList;
	return new Intl.ListFormat(locale, { type });
}
const placeEndings: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd' };

/**
 * `one` when `n` is one thing, else `many`: the noun, verb or pronoun that agrees with a count
 * ("was"/"were", "it"/"them"). A count below zero is a tally, not one thing: "-1 points".
 */
export function oneOrMany(
	n: number | bigint,
	one: string,
	many = `${one}s`,
	locale: string = ENGLISH
): string {
	const count = Number(n);
	return count >= 0 && pluralRules(locale).select(count) === 'one' ? one : many;
}

/**
 * `n` with the noun that agrees with it; `plural` for nouns that do not just take an "s". In
 * `locale`'s rules: French says "0 partie" where English says "0 games".
 */
export function countOf(
	n: number | bigint,
	singular: string,
	plural = `${singular}s`,
	locale: string = ENGLISH
): string {
	return `${n} ${oneOrMany(n, singular, plural, locale)}`;
}

/** "A", "A and B", "A, B and C" ("A, B und C", "A, B et C", "A, B y C"). */
export function listOf(
	items: readonly (string | number | bigint)[],
	locale: string = ENGLISH
): string {
	return listFormat(locale, 'conjunction').format(items.map(String));
}

/** "A", "A or B", "A, B or C" ("A, B oder C", "A, B ou C", "A, B o C"). */
export function eitherOf(
	items: readonly (string | number | bigint)[],
	locale: string = ENGLISH
): string {
	return listFormat(locale, 'disjunction').format(items.map(String));
}

/** "1st", "2nd", "11th", "22nd": a place in a ranking. */
export function ordinal(place: number): string {
	return `${place}${placeEndings[places.select(place)] ?? 'th'}`;
}

/**
 * A sentence split around one of its parts, so a screen can set that part apart (in bold, as a
 * link) while the sentence's word order stays the translation's: `write` is the sentence with
 * the part given, e.g. `(part) => m.home_no_games({ newGame: part })`.
 */
export function splitAround(write: (part: string) => string): [before: string, after: string] {
	const marker = '\u{E000}';
	const sentence = write(marker);
	const at = sentence.indexOf(marker);
	if (at < 0) return [sentence, ''];
	return [sentence.slice(0, at), sentence.slice(at + marker.length)];
}
