/**
 * Counts in words for the reasons a card passes or fails ("there are four 3s on frame 2").
 */

const WORDS = [
	'no',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve'
];

/** A count in words up to twelve, digits above. */
export function amount(n: number): string {
	return n < WORDS.length ? WORDS[n] : String(n);
}

/** "no 3", "one 3", "four 3s". */
export function copiesOf(n: number, card: number): string {
	return `${amount(n)} ${card}${n === 1 ? '' : 's'}`;
}

/** "there is one 3", "there are four 3s", "there is no 3". */
export function thereAre(n: number, what: string, plural = `${what}s`): string {
	if (n === 0) return `there is no ${what}`;
	if (n === 1) return `there is one ${what}`;
	return `there are ${amount(n)} ${plural}`;
}

export function thereAreCopies(n: number, card: number): string {
	return thereAre(n, String(card), `${card}s`);
}

export function listAnd(items: string[]): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
