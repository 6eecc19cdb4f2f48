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
