/**
 * The prime counter's one-line answer: how many of the numbers read are prime, or what to do
 * when there is nothing to count, in the active language or the one asked for.
 */

import { type InLanguage } from '$lib/i18n/values';
import { m } from '$lib/paraglide/messages';

export function primeSummary(
	entries: number,
	numbers: number,
	primes: number,
	o: InLanguage = {}
): string {
	if (entries === 0) return m.tr_primes_none_typed({}, o);
	if (numbers === 0) return m.tr_primes_no_numbers({}, o);
	return m.tr_primes_summary({ primes, count: numbers }, o);
}
