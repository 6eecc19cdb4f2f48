/**
 * Counts in words for the reasons a card passes or fails ("there are four 3s on frame 2").
 */
import { listOf, oneOrMany } from '../../core/words';

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
	return `${amount(n)} ${oneOrMany(n, String(card))}`;
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
	return listOf(items);
}
