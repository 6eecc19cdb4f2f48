/**
 * The Subsets checker's words that need no sentence of its own: why it gave no answer, why a
 * card was left unchecked, a pair's headline. Apart from checkerWords.ts, whose sentences in four
 * languages are the biggest part of the checker's screens: those load when first shown
 * (verdictWords.svelte.ts), these with the screens.
 */
import { m } from '$lib/paraglide/messages';
import { CHECKER_BUDGET_MS, type LaneProblem } from '$lib/state/checker-lanes';
import { type InLanguage } from '$lib/i18n/values';

/** Why the checker gave no answer: its lane's problem in words, else the worker's own reason. */
export function laneFailureWords(
	failed: { reason: string; problem?: LaneProblem },
	o: InLanguage = {}
): string {
	switch (failed.problem) {
		case 'not-started':
			return m.hi_lane_not_started({}, o);
		case 'stopped':
			return m.hi_lane_stopped({}, o);
		case 'no-worker':
			return m.hi_lane_no_worker({}, o);
	}
	return failed.reason;
}

/** Why the deck validator left a card unchecked, as data: out of time, or the lane's failure. */
export type Unchecked =
	{ outOfTime: true } | { failure: { reason: string; problem?: LaneProblem } };

/** Why a card was left unchecked, in the reader's language (read again when it changes). */
export function uncheckedWords(unchecked: Unchecked, o: InLanguage = {}): string {
	if ('outOfTime' in unchecked) return m.sub_out_of_time({ seconds: CHECKER_BUDGET_MS / 1000 }, o);
	return laneFailureWords(unchecked.failure, o);
}

/** The headline of a pair's verdict. */
export function pairHeadline(verdict: string): string {
	switch (verdict) {
		case 'subset':
			return m.subsets_verdict_subset();
		case 'not-subset':
			return m.subsets_verdict_not_subset();
		case 'unknown':
			return m.subsets_verdict_unknown();
		case 'error':
			return m.subsets_verdict_error();
		case 'unsupported':
			return m.subsets_verdict_unsupported();
		default:
			return m.subsets_verdict_out_of_time();
	}
}
