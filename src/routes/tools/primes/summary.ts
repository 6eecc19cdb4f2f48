/**
 * The prime counter's one-line answer: how many of the numbers read are prime, or what to do
 * when there is nothing to count.
 */

import { oneOrMany } from '$lib/core/words';

export function primeSummary(entries: number, numbers: number, primes: number): string {
	if (entries === 0) return 'Type one or more whole numbers first.';
	if (numbers === 0) return 'None of these is a whole number: type whole numbers such as 7 or -12.';
	return `${primes} of ${numbers} ${oneOrMany(numbers, 'number is', 'numbers are')} prime`;
}
