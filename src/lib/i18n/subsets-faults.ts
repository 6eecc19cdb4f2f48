/**
 * The Subsets checker's faults in words: a card's fault comes as data (core/subsets-checker/
 * faults.ts: a sentence's key and its values, the card's own symbols and text), worded here in
 * the reader's language. Two kinds of value are codes, worded first: what the card should have
 * had (`wanted`) and a property a number may have (`predicate`).
 */
import { faultKey, type CardFault, type FaultKey } from '../core/subsets-checker/faults';
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

/** A message of a sentence's values (checked against the sentence by `isCardFault`). */
type Words = (inputs: never, o: InLanguage) => string;

/** Each fault sentence's message. */
const SENTENCES: Readonly<Record<FaultKey, Words>> = {
	'constant-e-not': m.l3_f_constant_e_not,
	'p-stands-for': m.l3_f_p_stands_for,
	'before-write-variable': m.l3_f_before_write_variable,
	'set-builder-starts': m.l3_f_set_builder_starts,
	'sets-built-from': m.l3_f_sets_built_from,
	'nothing-varies-in': m.l3_f_nothing_varies_in,
	'image-whose-rule': m.l3_f_image_whose_rule,
	'set-not-condition': m.l3_f_set_not_condition,
	'divisor-must-be': m.l3_f_divisor_must_be,
	'modulus-must-be-fixed': m.l3_f_modulus_must_be_fixed,
	'condition-expected-here': m.l3_f_condition_expected_here,
	'sets-cannot-be': m.l3_f_sets_cannot_be,
	'number-cannot-equal': m.l3_f_number_cannot_equal,
	'comparing-two-sets': m.l3_f_comparing_two_sets,
	'condition-cannot-be-compared': m.l3_f_condition_cannot_be_compared,
	'remainder-can-only-be-compared-with-fixed': m.l3_f_remainder_can_only_be_compared_with_fixed,
	'condition-cannot-be-element': m.l3_f_condition_cannot_be_element,
	'conditions-that-multiply': m.l3_f_conditions_that_multiply,
	'remainder-can-be-checked-only-against-whole': m.l3_f_remainder_can_be_checked_only_against_whole,
	'list-remainders-too': m.l3_f_list_remainders_too,
	'remainder-can-be-checked-only-against-list': m.l3_f_remainder_can_be_checked_only_against_list,
	'root-pi-and-e-can': m.l3_f_root_pi_and_e_can,
	'listed-terms-do': m.l3_f_listed_terms_do,
	'last-term-not': m.l3_f_last_term_not,
	'power-with-variable-as-exponent-other': m.l3_f_power_with_variable_as_exponent_other,
	'number-too-large': m.l3_f_number_too_large,
	'condition-that-links-variables': m.l3_f_condition_that_links_variables,
	'term-with-power': m.l3_f_term_with_power,
	'divides-by-zero': m.l3_f_divides_by_zero,
	'term-may-add': m.l3_f_term_may_add,
	'ellipsis-whose-terms': m.l3_f_ellipsis_whose_terms,
	'ellipsis-needs-at': m.l3_f_ellipsis_needs_at,
	'listed-terms-repeat': m.l3_f_listed_terms_repeat,
	'term-with-root': m.l3_f_term_with_root,
	'root-pi-and-e-read': m.l3_f_root_pi_and_e_read,
	'mix-root-pi': m.l3_f_mix_root_pi,
	'no-one-knows': m.l3_f_no_one_knows,
	'infinity-cannot-be-used-in': m.l3_f_infinity_cannot_be_used_in,
	'remainder-can-only-be-compared-with-number': m.l3_f_remainder_can_only_be_compared_with_number,
	'power-with-variable-as-exponent-cannot': m.l3_f_power_with_variable_as_exponent_cannot,
	'dividing-by-variable': m.l3_f_dividing_by_variable,
	'condition-that-links-two': m.l3_f_condition_that_links_two,
	'power-with-variable-as-exponent-can-only': m.l3_f_power_with_variable_as_exponent_can_only,
	'power-with-variable-as-exponent-can-be-added':
		m.l3_f_power_with_variable_as_exponent_can_be_added,
	'scaled-sets-such': m.l3_f_scaled_sets_such,
	'ellipsis-must-sit': m.l3_f_ellipsis_must_sit,
	'condition-not-set': m.l3_f_condition_not_set,
	'infinity-not-set': m.l3_f_infinity_not_set,
	'both-sides-set': m.l3_f_both_sides_set,
	'condition-cannot-be-element-did': m.l3_f_condition_cannot_be_element_did,
	'infinity-not-number': m.l3_f_infinity_not_number,
	'ellipsis-continues-numbers': m.l3_f_ellipsis_continues_numbers,
	'ellipsis-cannot-be': m.l3_f_ellipsis_cannot_be,
	'these-conditions-not': m.l3_f_these_conditions_not,
	'interval-has-exactly': m.l3_f_interval_has_exactly,
	'ends-interval-must': m.l3_f_ends_interval_must,
	'interval-ends-that': m.l3_f_interval_ends_that,
	'power-variable-too': m.l3_f_power_variable_too,
	'set-where-number': m.l3_f_set_where_number,
	'condition-where-number': m.l3_f_condition_where_number,
	'number-expected-here': m.l3_f_number_expected_here,
	'whole-number-or': m.l3_f_whole_number_or,
	'infinity-cannot-be-used-as': m.l3_f_infinity_cannot_be_used_as,
	'depends-on-variable': m.l3_f_depends_on_variable,
	'power-with-variable-as-exponent-can-be-term': m.l3_f_power_with_variable_as_exponent_can_be_term,
	'n-n-can': m.l3_f_n_n_can,
	'remainder-power-can': m.l3_f_remainder_power_can,
	'sign-root-needs': m.l3_f_sign_root_needs,
	'only-square-roots': m.l3_f_only_square_roots,
	'negative-number-has': m.l3_f_negative_number_has,
	'there-no-remainder': m.l3_f_there_no_remainder,
	'modulus-must-be-positive': m.l3_f_modulus_must_be_positive,
	'only-whole-number': m.l3_f_only_whole_number,
	'negative-exponents-not': m.l3_f_negative_exponents_not,
	'nobody-knows-whether': m.l3_f_nobody_knows_whether,
	'card-ends-too': m.l3_f_card_ends_too,
	'card-nests-its': m.l3_f_card_nests_its,
	'card-blank': m.l3_f_card_blank,
	'there-nothing-before': m.l3_f_there_nothing_before,
	'power-has-nothing': m.l3_f_power_has_nothing,
	'power-set-needs': m.l3_f_power_set_needs,
	'there-nothing-between': m.l3_f_there_nothing_between,
	'there-nothing-after': m.l3_f_there_nothing_after,
	'there-empty-element': m.l3_f_there_empty_element,
	'part-condition-empty': m.l3_f_part_condition_empty,
	'congruence-needs-its': m.l3_f_congruence_needs_its,
	'bracket-card-never': m.l3_f_bracket_card_never,
	'remainders-divisibility-and': m.l3_f_remainders_divisibility_and,
	'remainder-power-variable': m.l3_f_remainder_power_variable,
	'comparing-remainder-with': m.l3_f_comparing_remainder_with,
	'infinite-end-open': m.l3_f_infinite_end_open,
	'closes-nothing': m.l3_f_closes_nothing,
	'does-not-close': m.l3_f_does_not_close,
	'never-closed': m.l3_f_never_closed,
	'nests-brackets': m.l3_f_nests_brackets,
	'nests-brackets-more': m.l3_f_nests_brackets_more,
	'too-long': m.l3_f_too_long,
	'dangling-right': m.l3_f_dangling_right,
	'dangling-here': m.l3_f_dangling_here,
	'ends-where-symbol': m.l3_f_ends_where_symbol,
	'ends-where': m.l3_f_ends_where,
	'out-of-place': m.l3_f_out_of_place,
	'out-of-place-symbol': m.l3_f_out_of_place_symbol,
	'out-of-place-wanted': m.l3_f_out_of_place_wanted,
	'no-operator-between': m.l3_f_no_operator_between,
	'empty-after': m.l3_f_empty_after,
	'unknown-character': m.l3_f_unknown_character,
	'unknown-word': m.l3_f_unknown_word,
	'set-depends-on': m.l3_f_set_depends_on,
	unbound: m.l3_f_unbound,
	'self-domain': m.l3_f_self_domain,
	'domain-depends': m.l3_f_domain_depends,
	russell: m.l3_f_russell,
	'give-domain': m.l3_f_give_domain,
	'links-too-many-ways': m.l3_f_links_too_many_ways,
	'only-numbers-can-be': m.l3_f_only_numbers_can_be,
	'sets-cannot-combine': m.l3_f_sets_cannot_combine,
	'variable-not-set': m.l3_f_variable_not_set,
	'number-not-set': m.l3_f_number_not_set,
	'part-number-not-set': m.l3_f_part_number_not_set
};

const WANTED: Readonly<Record<string, (o: InLanguage) => string>> = {
	bracket: (o) => m.l3_wanted_bracket({}, o),
	'closing-bracket': (o) => m.l3_wanted_closing_bracket({}, o),
	'bar-or-colon': (o) => m.l3_wanted_bar_or_colon({}, o),
	'comma-or-brace': (o) => m.l3_wanted_comma_or_brace({ brace: '}' }, o),
	'paren-after-power': (o) => m.l3_wanted_paren_after_power({}, o),
	property: (o) => m.l3_wanted_property({}, o)
};

const PREDICATE: Readonly<Record<string, (o: InLanguage) => string>> = {
	even: (o) => m.l3_pred_even({}, o),
	odd: (o) => m.l3_pred_odd({}, o),
	prime: (o) => m.l3_pred_prime({}, o),
	square: (o) => m.l3_pred_square({}, o),
	positive: (o) => m.l3_pred_positive({}, o),
	negative: (o) => m.l3_pred_negative({}, o),
	integer: (o) => m.l3_pred_integer({}, o)
};

/** Every fault sentence the screens have words for (a test compares them with the checker's). */
export const wordedFaultSentences: readonly string[] = Object.keys(SENTENCES);

/** A card's fault in the reader's language (the checker's validated data: see `isCardFault`). */
export function sayFault(fault: CardFault, o: InLanguage = {}): string {
	const key = faultKey(fault.code);
	if (key === null) return fault.code;
	const values: Record<string, string> = { ...fault };
	if (fault.wanted !== undefined) values.wanted = WANTED[fault.wanted]?.(o) ?? fault.wanted;
	if (fault.predicate !== undefined)
		values.predicate = PREDICATE[fault.predicate]?.(o) ?? fault.predicate;
	const words = SENTENCES[key] as (inputs: Record<string, string>, o: InLanguage) => string;
	return words(values, o);
}
