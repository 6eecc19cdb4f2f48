/**
 * The Subsets checker's sentences (core/subsets-checker/said.ts) in words: why A ⊆ S
 * holds, why the checker cannot tell, and what set a card shows. The maths in them (elements,
 * sets, intervals, numbers) is printed in symbols by the checker and reads the same in every
 * language; lists of remainders go through Intl.ListFormat, counts through Intl.NumberFormat.
 */
import { eitherOf } from '../core/words';
import { type SetKind, type SubsetWhy } from '../core/subsets-checker/said';
import { faultKey, type CardFault } from '../core/subsets-checker/faults';
import { sayFault } from './subsets-faults';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { type InLanguage } from './values';
import { numberFormat } from './intl-formats';

const localeOf = (o: InLanguage) => o.locale ?? getLocale();

/** A count the checker gives as digits, written as the language writes numbers. */
function count(digits: string, o: InLanguage): string {
	return /^\d+$/.test(digits)
		? numberFormat(localeOf(o), { useGrouping: false }).format(BigInt(digits))
		: digits;
}

const KIND: Record<SetKind, (o: InLanguage) => string> = {
	integers: (o) => m.sub_kind_integers({}, o),
	rationals: (o) => m.sub_kind_rationals({}, o),
	reals: (o) => m.sub_kind_reals({}, o),
	numbers: (o) => m.sub_kind_numbers({}, o),
	sets: (o) => m.sub_kind_sets({}, o),
	'integers+sets': (o) => m.sub_kind_integers_sets({}, o),
	'rationals+sets': (o) => m.sub_kind_rationals_sets({}, o),
	'reals+sets': (o) => m.sub_kind_reals_sets({}, o)
};

const OF_KIND: Record<SetKind, (o: InLanguage) => string> = {
	integers: (o) => m.sub_of_kind_integers({}, o),
	rationals: (o) => m.sub_of_kind_rationals({}, o),
	reals: (o) => m.sub_of_kind_reals({}, o),
	numbers: (o) => m.sub_of_kind_numbers({}, o),
	sets: (o) => m.sub_of_kind_sets({}, o),
	'integers+sets': (o) => m.sub_of_kind_integers_sets({}, o),
	'rationals+sets': (o) => m.sub_of_kind_rationals_sets({}, o),
	'reals+sets': (o) => m.sub_of_kind_reals_sets({}, o)
};

const kind = (k: string, o: InLanguage) => (KIND[k as SetKind] ?? KIND.numbers)(o);
const ofKind = (k: string, o: InLanguage) => (OF_KIND[k as SetKind] ?? OF_KIND.numbers)(o);

const POWER: Record<string, (o: InLanguage) => string> = {
	'2': (o) => m.sub_power_2({}, o),
	'3': (o) => m.sub_power_3({}, o),
	'4': (o) => m.sub_power_4({}, o),
	'5': (o) => m.sub_power_5({}, o)
};

/** " from 1 to 9", " from 1 on", " up to 9" or nothing. */
function range(lo: string, hi: string, o: InLanguage): string {
	if (lo !== '' && hi !== '') return m.sub_range_from_to({ lo, hi }, o);
	if (lo !== '') return m.sub_range_from({ lo }, o);
	if (hi !== '') return m.sub_range_up_to({ hi }, o);
	return '';
}

const whole = (domain: string, o: InLanguage) =>
	domain === 'domain' ? m.sub_whole_number_of_domain({}, o) : m.sub_whole_number({}, o);

/** The words of each fault kind the checker names (errors.ts). */
const faultMessages: Readonly<Record<string, (inputs: object, o: InLanguage) => string>> = {
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

/** A fault's kind in words; null for a code the checker does not use. */
export function faultText(code: string, o: InLanguage = {}): string | null {
	return Object.hasOwn(faultMessages, code) ? faultMessages[code]({}, o) : null;
}

/** One of the checker's sentences in words. */
export function saySubsetWhy(why: SubsetWhy, o: InLanguage = {}): string {
	if (faultKey(why.code) !== null) return sayFault(why as CardFault, o);
	switch (why.code) {
		case 'sub/only-element':
			return m.sub_only_element(why, o);
		case 'sub/every-listed':
			return m.sub_every_listed(why, o);
		case 'sub/plain':
			return m.sub_plain({}, o);
		case 'sub/interval':
			return m.sub_interval(why, o);
		case 'sub/integers':
			return m.sub_integers({ range: range(why.lo, why.hi, o) }, o);
		case 'sub/parity-integers':
			return (why.parity === 'even' ? m.sub_even_integers : m.sub_odd_integers)(
				{ range: range(why.lo, why.hi, o) },
				o
			);
		case 'sub/remainder-integers':
			return m.sub_remainder_integers(
				{
					range: range(why.lo, why.hi, o),
					met: eitherOf(why.met.split(','), localeOf(o)),
					m: why.m
				},
				o
			);
		case 'sub/by-each-modulus':
			return m.sub_by_each_modulus({}, o);
		case 'sub/empty':
			return m.sub_empty({}, o);
		case 'sub/a-empty':
			return m.sub_a_empty({}, o);
		case 'sub/empty-image':
			return m.sub_empty_image({}, o);
		case 'sub/image-values-one':
			return m.sub_image_values_one({ listed: why.listed && ` (${why.listed})` }, o);
		case 'sub/image-values':
			return m.sub_image_values(
				{ count: count(why.count, o), listed: why.listed && ` (${why.listed})` },
				o
			);
		case 'sub/same-set':
			return m.sub_same_set({}, o);
		case 'sub/same-card':
			return m.sub_same_card({}, o);
		case 'sub/same-text':
			return m.sub_same_text({}, o);
		case 'sub/short-runs':
			return m.sub_short_runs({}, o);
		case 'sub/each-checked':
			return m.sub_each_checked({}, o);
		case 'sub/each-compared':
			return m.sub_each_compared({}, o);
		case 'sub/checked-one':
			return m.sub_checked_one({}, o);
		case 'sub/checked-many':
			return m.sub_checked_many({ count: count(why.count, o) }, o);
		case 'sub/exceptions':
			return m.sub_exceptions({}, o);
		case 'sub/sum-of-parts':
			return m.sub_sum_of_parts({}, o);
		case 'sub/part-by-place':
			return m.sub_part_by_place({}, o);
		case 'sub/sum-remainders':
			return m.sub_sum_remainders(
				{ m: why.m, from: why.lo === '' ? '' : m.sub_from_up({ lo: why.lo }, o) },
				o
			);
		case 'sub/whole-numbers':
			return m.sub_whole_numbers({}, o);
		case 'sub/least-element':
			return m.sub_least_element(why, o);
		case 'sub/grids-meet':
			return m.sub_grids_meet({}, o);
		case 'sub/grids':
			return m.sub_grids({}, o);
		case 'sub/irrational-multiples':
			return m.sub_irrational_multiples({}, o);
		case 'sub/multiples-rule':
			return m.sub_multiples_rule({}, o);
		case 'sub/parts-rule':
			return m.sub_parts_rule(why, o);
		case 'sub/domain':
			return m.sub_domain({}, o);
		case 'sub/intersection':
			return m.sub_intersection({}, o);
		case 'sub/difference':
			return m.sub_difference({}, o);
		case 'sub/both-parts':
			return m.sub_both_parts({}, o);
		case 'sub/one-part':
			return m.sub_one_part({}, o);
		case 'sub/same-rule':
			return m.sub_same_rule(why, o);
		case 'sub/power-exponents':
			return m.sub_power_exponents(why, o);
		case 'sub/power-image':
			return m.sub_power_image({ ...why, whole: whole(why.domain, o) }, o);
		case 'sub/power-image-root':
			return m.sub_power_image_root({ ...why, whole: whole(why.domain, o) }, o);
		case 'sub/power-pairs':
			return m.sub_power_pairs({}, o);
		case 'sub/power-remainders':
			return m.sub_power_remainders(why, o);
		case 'sub/power-sum-remainders':
			return m.sub_power_sum_remainders(why, o);
		case 'sub/products':
			return m.sub_products({}, o);
		case 'sub/not-prime':
			return m.sub_not_prime({}, o);
		case 'sub/not-prime-from':
			return m.sub_not_prime_from(why, o);
		default:
			return sayOther(why, o);
	}
}

/** The sentences of `saySubsetWhy` that say A ⊄ S, why the checker cannot tell, or what a set is. */
function sayOther(why: SubsetWhy, o: InLanguage): string {
	switch (why.code) {
		case 'sub/residues':
			return m.sub_residues(why, o);
		case 'sub/residues-checked':
			return m.sub_residues_checked({}, o);
		case 'sub/self-powers':
			return m.sub_self_powers({ d: why.d, power: (POWER[why.d] ?? (() => why.d))(o) }, o);
		case 'sub/shifted-intervals':
			return m.sub_shifted_intervals({}, o);
		case 'sub/square-image':
			return m.sub_square_image({}, o);
		case 'sub/either-reading':
			return m.sub_either_reading({}, o);
		case 'sub/substitution':
			return m.sub_substitution(why, o);
		case 'sub/translates':
			return m.sub_translates({}, o);
		case 'sub/maybe-only-element':
			return m.sub_maybe_only_element(why, o);
		case 'sub/pi-e-ends':
			return m.sub_pi_e_ends({}, o);
		case 'sub/pi-e-bounds':
			return m.sub_pi_e_bounds({}, o);
		case 'sub/witness':
			return m.subsets_witness_reason(why, o);
		case 'sub/out-of-work':
			return m.sub_out_of_work({}, o);
		case 'sub/too-complex-pair':
			return m.sub_too_complex_pair({}, o);
		case 'sub/partly-understood':
			return m.sub_partly_understood({}, o);
		case 'sub/unproven-prime':
			return m.sub_unproven_prime(why, o);
		case 'sub/unproven-prime-digits':
			return m.sub_unproven_prime_digits({ digits: count(why.digits, o) }, o);
		case 'sub/unconfirmed':
			return m.sub_unconfirmed({}, o);
		case 'sub/unknown-rational':
			return m.sub_unknown_rational(why, o);
		case 'sub/out-of-time':
			return m.sub_out_of_time(why, o);
		case 'sub/desc-pi-e':
			return m.sub_desc_pi_e(why, o);
		case 'sub/desc-approx-finite':
			return m.sub_desc_approx_finite({ kind: ofKind(why.kind, o) }, o);
		case 'sub/desc-approx-multiples':
			return m.sub_desc_approx_multiples({}, o);
		case 'sub/desc-approx-infinite':
			return m.sub_desc_approx_infinite({ kind: ofKind(why.kind, o) }, o);
		case 'sub/desc-holds':
			return m.sub_desc_holds(why, o);
		case 'sub/desc-holds-more':
			return m.sub_desc_holds_more(why, o);
		case 'sub/desc-empty':
			return m.sub_desc_empty({}, o);
		case 'sub/desc-one':
			return m.sub_desc_one(why, o);
		case 'sub/desc-finite-listed':
			return m.sub_desc_finite_listed(
				{ count: count(why.count, o), kind: kind(why.kind, o), set: why.set },
				o
			);
		case 'sub/desc-finite':
			return m.sub_desc_finite({ count: count(why.count, o), kind: kind(why.kind, o) }, o);
		case 'sub/desc-countable':
			return m.sub_desc_countable({ kind: ofKind(why.kind, o), set: why.set }, o);
		case 'sub/desc-uncountable':
			return m.sub_desc_uncountable({ kind: ofKind(why.kind, o), set: why.set }, o);
		case 'sub/desc-too-complex':
			return m.sub_desc_too_complex({}, o);
		case 'sub/desc-naturals-1':
			return m.sub_desc_naturals_1({ naturals: '{1, 2, 3, ...}' }, o);
		case 'sub/desc-naturals-0':
			return m.sub_desc_naturals_0({ naturals: '{0, 1, 2, ...}' }, o);
		case 'sub/note-real-variable':
			return m.sub_note_real_variable(why, o);
		case 'sub/note-real-builder':
			return m.sub_note_real_builder({ builder: `{${why.v} | ...}` }, o);
		default:
			return why.code;
	}
}

/** A card's description (several sentences) in words. */
export function sayDescription(sentences: readonly SubsetWhy[], o: InLanguage = {}): string {
	return sentences.map((why) => saySubsetWhy(why, o)).join(' ');
}
