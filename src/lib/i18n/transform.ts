/**
 * What Transform's referee says (games/transform/said.ts) in words, in the active language or the
 * one asked for: refusals, problems with a typed list, the helper's model problems and why each
 * term of a c-list counts. Integers of any size go through Intl.NumberFormat (which takes BigInt);
 * a term is written without grouping, as it is typed and as the lists show it.
 */
import { elided } from './elision';
import { type IntegerProblem } from '../core/numbers/integers';
import { listOf } from '../core/words';
import { type Criterion } from '../games/transform/clists';
import { type ListName, type TermWhy, type TransformSaid } from '../games/transform/said';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { type InLanguage } from './values';
import { numberFormat } from './intl-formats';

const localeOf = (o: InLanguage) => o.locale ?? getLocale();

/** An integer (a decimal string, a number or a BigInt) as a term: "-12", digits ungrouped. */
export function term(value: string | number | bigint, o: InLanguage = {}): string {
	const n = typeof value === 'string' ? BigInt(value) : value;
	return numberFormat(localeOf(o), { useGrouping: false }).format(n);
}

/** A count or bound in a sentence, grouped as the language groups digits: "1,000,000,000". */
export function amount(value: number | bigint, o: InLanguage = {}): string {
	return numberFormat(localeOf(o)).format(value);
}

/** Terms of a list in order, as the lists show them: "3, -1, 0". */
export function terms(values: readonly (string | number | bigint)[], o: InLanguage = {}): string {
	return values.map((v) => term(v, o)).join(', ');
}

/**
 * A name after French "de", elided before a vowel or a mute h ("d’Ana", "de Bo"); the other
 * languages' messages take the name itself.
 */
export function ofName(name: string): string {
	return elided(`de ${name}`, 'fr');
}

/** Why a typed value is not a whole number. */
export function sayIntegerProblem(problem: IntegerProblem, o: InLanguage = {}): string {
	switch (problem.why) {
		case 'not-text':
			return m.tr_number_not_text({}, o);
		case 'empty':
			return m.tr_number_empty({}, o);
		case 'fraction':
			return m.tr_number_fraction({ shown: problem.shown }, o);
		case 'not-digits':
			return m.tr_number_not_digits({ shown: problem.shown }, o);
		case 'too-large':
			return m.tr_number_too_large({}, o);
		case 'not-whole':
			return m.tr_number_not_whole({ value: problem.value }, o);
		case 'unsafe':
			return m.tr_number_unsafe({ value: problem.value }, o);
		case 'not-decimal':
			return m.tr_number_not_decimal({}, o);
	}
}

function listName(list: ListName, o: InLanguage): string {
	switch (list.of) {
		case 'b-list':
			return m.tr_list_b_of({ name: list.name, ofName: ofName(list.name) }, o);
		case 'your-b-list':
			return m.tr_list_yours({}, o);
		case 'order':
			return m.tr_list_order({}, o);
		case 'field':
			return list.field;
	}
}

const termCount = (count: number, o: InLanguage) => m.tr_terms({ count }, o);
const numberCount = (count: number, o: InLanguage) => m.tr_numbers({ count }, o);

/** A refusal, a list or model problem, or why a term counts, in words. */
export function sayTransform(said: TransformSaid, o: InLanguage = {}): string {
	switch (said.code) {
		case 'transform/list-not-list':
			return m.tr_list_not_list({ list: listName(said.list, o) }, o);
		case 'transform/list-empty':
			return m.tr_list_empty({ list: listName(said.list, o) }, o);
		case 'transform/list-length':
			return m.tr_list_length(
				{
					list: listName(said.list, o),
					has: numberCount(said.has, o),
					wants: numberCount(said.wants, o)
				},
				o
			);
		case 'transform/list-term':
			return m.tr_list_term(
				{ list: listName(said.list, o), term: said.term, why: sayIntegerProblem(said.problem, o) },
				o
			);
		case 'transform/list-twice':
			return m.tr_list_twice({ list: listName(said.list, o), value: term(said.value, o) }, o);
		case 'transform/player-count':
			return m.tr_player_count(said, o);
		case 'transform/same-id':
			return m.tr_same_id({}, o);
		case 'transform/n-range':
			return m.tr_n_range(said, o);
		case 'transform/rounds-multiple':
			return m.tr_rounds_multiple({ players: said.players, twice: 2 * said.players }, o);
		case 'transform/rounds-per-player':
			return m.tr_rounds_per_player(said, o);
		case 'transform/formula':
			return m.tr_formula({}, o);
		case 'transform/prime-abs':
			return m.tr_prime_abs({}, o);
		case 'transform/criterion-recorded':
			return m.tr_criterion_recorded({}, o);
		case 'transform/criterion-before-terms':
			return m.tr_criterion_before_terms({}, o);
		case 'transform/criterion-before-lists':
			return m.tr_criterion_before_lists({}, o);
		case 'transform/a-prime-full':
			return m.tr_a_prime_full({ terms: termCount(said.n, o) }, o);
		case 'transform/not-in-game':
			return m.tr_not_in_game({}, o);
		case 'transform/permutator-chooses':
			return m.tr_permutator_chooses(said, o);
		case 'transform/not-your-turn':
			return m.tr_not_your_turn(said, o);
		case 'transform/term-not-whole':
			return sayIntegerProblem(said.problem, o);
		case 'transform/term-twice':
			return m.tr_term_twice({ value: term(said.value, o) }, o);
		case 'transform/lists-all-in':
			return m.tr_lists_all_in({}, o);
		case 'transform/list-entered':
			return m.tr_list_entered(said, o);
		case 'transform/a-prime-incomplete':
			return m.tr_a_prime_incomplete({ chosen: said.chosen, terms: termCount(said.n, o) }, o);
		case 'transform/waiting-for-lists':
			return m.tr_waiting_for_lists({ names: listOf(said.names, localeOf(o)) }, o);
		case 'transform/order-given':
			return m.tr_order_given({}, o);
		case 'transform/only-permutator':
			return m.tr_only_permutator(said, o);
		case 'transform/order-not-a-prime':
			return m.tr_order_not_a_prime({}, o);
		case 'transform/game-over':
			return m.tr_game_over(said, o);
		case 'transform/not-revealed':
			return m.tr_not_revealed({}, o);
		case 'transform/model-not-whole':
			return m.tr_model_not_whole({}, o);
		case 'transform/model-too-far':
			return m.tr_model_too_far({ low: amount(-said.max, o), high: amount(said.max, o) }, o);
		case 'transform/model-too-narrow':
			return m.tr_model_too_narrow(
				{
					low: amount(said.low, o),
					high: amount(said.high, o),
					numbers: m.tr_different_whole({ count: said.n }, o)
				},
				o
			);
		case 'transform/model-samples':
			return m.tr_model_samples(said, o);
		case 'transform/model-seed':
			return m.tr_model_seed({}, o);
		default:
			return sayWhy(said, o);
	}
}

/** A prime test's verdict, on the value itself or (given `size`) on its absolute value. */
function onSize(size: string | undefined, why: string, o: InLanguage): string {
	return size === undefined ? why : m.tr_why_size({ size: term(size, o), why }, o);
}

/** Why one term counts or not, after its value: "not prime, smallest factor 2". */
export function sayWhy(why: TermWhy, o: InLanguage = {}): string {
	switch (why.code) {
		case 'transform/why-below-two':
			return onSize(why.size, m.tr_why_below_two({}, o), o);
		case 'transform/why-prime':
			return onSize(why.size, m.tr_why_prime({}, o), o);
		case 'transform/why-factor': {
			const factor = term(why.factor, o);
			const text = why.smallest
				? m.tr_why_smallest_factor({ factor }, o)
				: m.tr_why_a_factor({ factor }, o);
			return onSize(why.size, text, o);
		}
		case 'transform/why-no-small-factor':
			return onSize(why.size, m.tr_why_no_small_factor({}, o), o);
		case 'transform/why-fibonacci-negative':
			return m.tr_why_fibonacci_negative({}, o);
		case 'transform/why-fibonacci':
			return m.tr_why_fibonacci({}, o);
		case 'transform/why-fibonacci-between':
			return m.tr_why_fibonacci_between(
				{ below: term(why.below, o), above: term(why.above, o) },
				o
			);
		case 'transform/why-square-negative':
			return m.tr_why_square_negative({}, o);
		case 'transform/why-square':
			return m.tr_why_square({ root: term(why.root, o) }, o);
		case 'transform/why-square-between':
			return m.tr_why_square_between({ below: term(why.below, o), above: term(why.above, o) }, o);
		case 'transform/why-first-term':
			return m.tr_why_first_term({}, o);
		case 'transform/why-both-zero':
			return m.tr_why_both_zero({}, o);
		case 'transform/why-coprime':
			return m.tr_why_coprime({ previous: term(why.previous, o) }, o);
		case 'transform/why-shares':
			return m.tr_why_shares({ factor: term(why.factor, o), previous: term(why.previous, o) }, o);
	}
}

/** One line of the reveal's check: "12: not prime, smallest factor 2". */
export function sayTermLine(line: { value: string; why: TermWhy }, o: InLanguage = {}): string {
	return m.tr_term_line({ value: term(line.value, o), why: sayWhy(line.why, o) }, o);
}

/** The name of a scoring test, as the screens and the reveal show it. */
export function criterionName(criterion: Criterion, o: InLanguage = {}): string {
	switch (criterion) {
		case 'prime':
			return m.tr_criterion_prime({}, o);
		case 'prime-abs':
			return m.tr_criterion_prime_abs({}, o);
		case 'fibonacci':
			return m.tr_criterion_fibonacci({}, o);
		case 'square':
			return m.tr_criterion_square({}, o);
		case 'coprime-previous':
			return m.tr_criterion_coprime({}, o);
	}
}

/** The reveal's check button for one player: "Show primes and factors for Ada", or Hide. */
export function checkButton(
	criterion: Criterion,
	name: string,
	shown: boolean,
	o: InLanguage = {}
): string {
	switch (criterion) {
		case 'prime':
		case 'prime-abs':
			return shown ? m.tr_hide_primes({ name }, o) : m.tr_show_primes({ name }, o);
		case 'fibonacci':
			return shown ? m.tr_hide_fibonacci({ name }, o) : m.tr_show_fibonacci({ name }, o);
		case 'square':
			return shown ? m.tr_hide_squares({ name }, o) : m.tr_show_squares({ name }, o);
		case 'coprime-previous':
			return shown ? m.tr_hide_common({ name }, o) : m.tr_show_common({ name }, o);
	}
}
