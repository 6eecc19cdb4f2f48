/**
 * Counts and lists in the words a player reads: "1 card", "3 entries", "Ada, Bea and Cy".
 * Every plural and every list the app shows goes through here, on the browser's own
 * `Intl.PluralRules` and `Intl.ListFormat`, so the app says each of them one way.
 */

/**
 * British English: lists without a comma before the last "and" ("Ada, Bea and Cy"), as the app
 * has always written them. The formatters are constants: they hold no state between calls.
 */
const english = 'en-GB';
const plurals = new Intl.PluralRules(english);
const andList = new Intl.ListFormat(english, { type: 'conjunction' });
const orList = new Intl.ListFormat(english, { type: 'disjunction' });
const places = new Intl.PluralRules(english, { type: 'ordinal' });
const placeEndings: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd' };

/**
 * `one` when `n` is one thing, else `many`: the noun, verb or pronoun that agrees with a count
 * ("was"/"were", "it"/"them"). A count below zero is a tally, not one thing: "-1 points".
 */
export function oneOrMany(n: number | bigint, one: string, many = `${one}s`): string {
	const count = Number(n);
	return count >= 0 && plurals.select(count) === 'one' ? one : many;
}

/** `n` with the noun that agrees with it; `plural` for nouns that do not just take an "s". */
export function countOf(n: number | bigint, singular: string, plural = `${singular}s`): string {
	return `${n} ${oneOrMany(n, singular, plural)}`;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly (string | number | bigint)[]): string {
	return andList.format(items.map(String));
}

/** "A", "A or B", "A, B or C". */
export function eitherOf(items: readonly (string | number | bigint)[]): string {
	return orList.format(items.map(String));
}

/** "1st", "2nd", "11th", "22nd": a place in a ranking. */
export function ordinal(place: number): string {
	return `${place}${placeEndings[places.select(place)] ?? 'th'}`;
}
