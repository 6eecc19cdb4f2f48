/**
 * The Subsets checker's answers in the reader's language. The checker (pure, in core/) returns
 * data: a verdict, a fault's code, a witness; these turn them into messages. Its detailed
 * sentences (which word is out of place, how a subset was proven, what set a card shows) are
 * English only so far: English readers get them, others the fault's kind in their language, and
 * what is still English is marked `lang="en"` by the screens.
 */
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';
import { CHECKER_BUDGET_MS } from '$lib/state/checker-lanes';

const faultMessages: Readonly<Record<string, () => string>> = {
	'empty-card': m.subsets_fault_empty_card,
	'unexpected-character': m.subsets_fault_unexpected_character,
	'unexpected-token': m.subsets_fault_unexpected_token,
	unbalanced: m.subsets_fault_unbalanced,
	'dangling-operator': m.subsets_fault_dangling_operator,
	'empty-element': m.subsets_fault_empty_element,
	'empty-condition': m.subsets_fault_empty_condition,
	'unbound-variable': m.subsets_fault_unbound_variable,
	'self-domain': m.subsets_fault_self_domain,
	'division-by-zero': m.subsets_fault_division_by_zero,
	paradox: m.subsets_fault_paradox,
	'ellipsis-unclear': m.subsets_fault_ellipsis_unclear,
	'ellipsis-end': m.subsets_fault_ellipsis_end,
	'closed-infinity': m.subsets_fault_closed_infinity,
	'not-a-set': m.subsets_fault_not_a_set,
	'not-a-number': m.subsets_fault_not_a_number,
	'not-a-condition': m.subsets_fault_not_a_condition,
	'bad-builder': m.subsets_fault_bad_builder,
	'bad-interval': m.subsets_fault_bad_interval,
	'bad-power': m.subsets_fault_bad_power,
	'too-long': m.subsets_fault_too_long,
	'too-deep': m.subsets_fault_too_deep,
	'too-big': m.subsets_fault_too_big,
	'irrational-constant': m.subsets_fault_irrational_constant,
	nonlinear: m.subsets_fault_nonlinear,
	'several-generators': m.subsets_fault_several_generators,
	'unknown-word': m.subsets_fault_unknown_word,
	'no-domain': m.subsets_fault_no_domain,
	'unsupported-form': m.subsets_fault_unsupported_form,
	'too-complex': m.subsets_fault_too_complex,
	'out-of-time': m.subsets_fault_out_of_time
};

/** Every fault code the screens have words for (a test compares them with the checker's). */
export const wordedFaults: readonly string[] = Object.keys(faultMessages);

/** A sentence to show, and whether it is the checker's English (to be marked `lang="en"`). */
export interface Worded {
	text: string;
	english: boolean;
}

const reading = (text: string): Worded => ({ text, english: getLocale() !== 'en' });
const own = (text: string): Worded => ({ text, english: false });

/** Why a card is an error or unreadable: the checker's own reason in English, else its kind. */
export function faultWords(code: string | undefined, reason: string): Worded {
	const message = code === undefined ? undefined : faultMessages[code];
	if (getLocale() === 'en' || !message) return reading(reason);
	return own(message());
}

/** What a pair's answer (as shown or kept in the history) says under its headline. */
export function pairReason(answer: {
	verdict: string;
	witness?: string;
	card?: 'a' | 's';
	code?: string;
	reason: string;
}): Worded {
	if (answer.verdict === 'out-of-time') {
		return own(m.subsets_tool_out_of_time_reason({ seconds: CHECKER_BUDGET_MS / 1000 }));
	}
	if (answer.verdict === 'not-subset' && answer.witness !== undefined) {
		return own(m.subsets_witness_reason({ witness: answer.witness }));
	}
	if (answer.card && getLocale() !== 'en') {
		const fault = faultWords(answer.code, answer.reason);
		if (!fault.english) {
			const inCard = answer.card === 'a' ? m.subsets_fault_in_card_a : m.subsets_fault_in_card_s;
			return own(inCard({ fault: fault.text }));
		}
	}
	return reading(answer.reason);
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
