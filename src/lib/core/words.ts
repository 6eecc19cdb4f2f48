/** Counts and lists in the words a player reads: "1 card", "3 entries", "Ada, Bea and Cy". */

/** `n` with the noun that agrees with it; `plural` for nouns that do not just take an "s". */
export function countOf(n: number | bigint, singular: string, plural = `${singular}s`): string {
	return `${n} ${n === 1 || n === 1n ? singular : plural}`;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
	return items.length < 2
		? (items[0] ?? '')
		: `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "1st", "2nd", "11th", "22nd": a place in a ranking. */
export function ordinal(place: number): string {
	const tens = place % 100;
	if (tens >= 11 && tens <= 13) return `${place}th`;
	return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}
