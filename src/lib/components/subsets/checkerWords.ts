/**
 * The Subsets checker's answers in the reader's language. The checker (pure, in core/) returns
 * data: a verdict, a fault's code, a witness, its sentences as codes (how a subset was proven, why
 * it cannot tell, what set a card shows, what is wrong with a card and where); these turn them
 * into messages. An answer without its sentence as data (kept from an older version, or from
 * another phone) is shown in the checker's English, marked `lang="en"`, or, for a fault, as the
 * fault's kind in the reader's language. Loaded when first shown (verdictWords.svelte.ts); the
 * words that need none of these sentences are in laneWords.ts.
 */
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';
import { CHECKER_BUDGET_MS } from '$lib/state/checker-lanes';
import { isSubsetWhy } from '$lib/core/subsets-checker/said';
import { faultText, sayDescription, saySubsetWhy, wordedFaults } from '$lib/i18n/subsets';

/** Every fault code the screens have words for (a test compares them with the checker's). */
export { wordedFaults };

/** A sentence to show, and whether it is the checker's English (to be marked `lang="en"`). */
export interface Worded {
	text: string;
	english: boolean;
}

const reading = (text: string): Worded => ({ text, english: getLocale() !== 'en' });
const own = (text: string): Worded => ({ text, english: false });

/**
 * Why a card is an error or unreadable: its sentence as data; else (an answer kept from an older
 * version) the checker's own English for English readers and the fault's kind for the others.
 */
export function faultWords(result: { code?: string; reason: string; said?: unknown }): Worded {
	if (isSubsetWhy(result.said)) return own(saySubsetWhy(result.said));
	const { code, reason } = result;
	const text = code === undefined ? null : faultText(code);
	if (getLocale() === 'en' || text === null) return reading(reason);
	return own(text);
}

/** What a valid card's set is, in words: its sentences as data, else the checker's English. */
export function descriptionWords(result: { description: string; described?: unknown }): Worded {
	const sentences = result.described;
	if (Array.isArray(sentences) && sentences.length && sentences.every(isSubsetWhy))
		return own(sayDescription(sentences));
	return reading(result.description);
}

/** What a pair's answer (as shown or kept in the history) says under its headline. */
export function pairReason(answer: {
	verdict: string;
	witness?: string;
	card?: 'a' | 's';
	code?: string;
	reason: string;
	said?: unknown;
}): Worded {
	if (answer.verdict === 'out-of-time') {
		return own(m.subsets_tool_out_of_time_reason({ seconds: CHECKER_BUDGET_MS / 1000 }));
	}
	if (answer.verdict === 'not-subset' && answer.witness !== undefined) {
		return own(m.subsets_witness_reason({ witness: answer.witness }));
	}
	if (answer.card && (isSubsetWhy(answer.said) || getLocale() !== 'en')) {
		const fault = faultWords(answer);
		if (!fault.english) {
			const inCard = answer.card === 'a' ? m.subsets_fault_in_card_a : m.subsets_fault_in_card_s;
			return own(inCard({ fault: fault.text }));
		}
	}
	if (isSubsetWhy(answer.said)) return own(saySubsetWhy(answer.said));
	return reading(answer.reason);
}
