/**
 * Everything the Transform referee says, as data: a refusal, a problem with a list, or why a term
 * of a c-list counts, is a code and the values its sentence needs (names, counts, integers as
 * decimal strings), never the sentence. The screen says it in the reader's language
 * (src/lib/i18n/transform.ts); the referee CLI asks for English. The codes are listed once in
 * `TRANSFORM_CODES`, so a test can ask every language for every code.
 */
import { type IntegerProblem } from '../../core/numbers/integers';

/** Which list a problem is about, as its sentence names it. */
export type ListName =
	/** A player's b-list, on the shared table ("Ada’s b-list"). */
	| { of: 'b-list'; name: string }
	/** The b-list typed on the secret entry screen ("Your b-list"). */
	| { of: 'your-b-list' }
	/** The permutator's order ("The order a"). */
	| { of: 'order' }
	/** A field of a referee CLI line, named as written there ('"b" list 2'). */
	| { of: 'field'; field: string };

/** What is wrong with a list someone typed or sent (clists.ts `checkList`). */
export type ListProblem =
	| { code: 'transform/list-not-list'; list: ListName }
	| { code: 'transform/list-empty'; list: ListName }
	| { code: 'transform/list-length'; list: ListName; has: number; wants: number }
	| { code: 'transform/list-term'; list: ListName; term: number; problem: IntegerProblem }
	| { code: 'transform/list-twice'; list: ListName; value: string };

/** Why the best-order helper cannot use a model of the others' lists (opponents.ts). */
export type ModelProblem =
	| { code: 'transform/model-not-whole' }
	| { code: 'transform/model-too-far'; max: number }
	| { code: 'transform/model-too-narrow'; low: number; high: number; n: number }
	| { code: 'transform/model-samples'; max: number }
	| { code: 'transform/model-seed' };

/** Why a move is refused. */
export type TransformRefusal =
	| ListProblem
	| { code: 'transform/player-count'; min: number; max: number; count: number }
	| { code: 'transform/same-id' }
	| { code: 'transform/n-range'; max: number }
	| { code: 'transform/rounds-multiple'; players: number }
	| { code: 'transform/rounds-per-player'; max: number }
	| { code: 'transform/formula' }
	| { code: 'transform/prime-abs' }
	| { code: 'transform/criterion-recorded' }
	| { code: 'transform/criterion-before-terms' }
	| { code: 'transform/criterion-before-lists' }
	| { code: 'transform/a-prime-full'; n: number }
	| { code: 'transform/not-in-game' }
	| { code: 'transform/permutator-chooses'; name: string }
	| { code: 'transform/not-your-turn'; expected: string; name: string }
	| { code: 'transform/term-not-whole'; problem: IntegerProblem }
	| { code: 'transform/term-twice'; value: string }
	| { code: 'transform/lists-all-in' }
	| { code: 'transform/list-entered'; name: string }
	| { code: 'transform/a-prime-incomplete'; chosen: number; n: number }
	| { code: 'transform/waiting-for-lists'; names: string[] }
	| { code: 'transform/order-given' }
	| { code: 'transform/only-permutator'; name: string }
	| { code: 'transform/order-not-a-prime' }
	| { code: 'transform/game-over'; rounds: number }
	| { code: 'transform/not-revealed' };

/**
 * Why one term of a c-list counts or not under the round's test (explain.ts), after the value
 * itself ("12: not prime, smallest factor 2"). `size` is the absolute value a prime-in-absolute-
 * value test looks at, given when the term is negative.
 */
export type TermWhy =
	| { code: 'transform/why-below-two'; size?: string }
	| { code: 'transform/why-prime'; size?: string }
	| { code: 'transform/why-factor'; size?: string; factor: string; smallest: boolean }
	| { code: 'transform/why-no-small-factor'; size?: string }
	| { code: 'transform/why-fibonacci-negative' }
	| { code: 'transform/why-fibonacci' }
	| { code: 'transform/why-fibonacci-between'; below: string; above: string }
	| { code: 'transform/why-square-negative' }
	| { code: 'transform/why-square'; root: string }
	| { code: 'transform/why-square-between'; below: string; above: string }
	| { code: 'transform/why-first-term' }
	| { code: 'transform/why-both-zero' }
	| { code: 'transform/why-coprime'; previous: string }
	| { code: 'transform/why-shares'; factor: string; previous: string };

export type TransformSaid = TransformRefusal | ModelProblem | TermWhy;

/** Every code the Transform referee can say, once each (the compiler keeps it whole). */
const CODES: Record<TransformSaid['code'], true> = {
	'transform/list-not-list': true,
	'transform/list-empty': true,
	'transform/list-length': true,
	'transform/list-term': true,
	'transform/list-twice': true,
	'transform/player-count': true,
	'transform/same-id': true,
	'transform/n-range': true,
	'transform/rounds-multiple': true,
	'transform/rounds-per-player': true,
	'transform/formula': true,
	'transform/prime-abs': true,
	'transform/criterion-recorded': true,
	'transform/criterion-before-terms': true,
	'transform/criterion-before-lists': true,
	'transform/a-prime-full': true,
	'transform/not-in-game': true,
	'transform/permutator-chooses': true,
	'transform/not-your-turn': true,
	'transform/term-not-whole': true,
	'transform/term-twice': true,
	'transform/lists-all-in': true,
	'transform/list-entered': true,
	'transform/a-prime-incomplete': true,
	'transform/waiting-for-lists': true,
	'transform/order-given': true,
	'transform/only-permutator': true,
	'transform/order-not-a-prime': true,
	'transform/game-over': true,
	'transform/not-revealed': true,
	'transform/model-not-whole': true,
	'transform/model-too-far': true,
	'transform/model-too-narrow': true,
	'transform/model-samples': true,
	'transform/model-seed': true,
	'transform/why-below-two': true,
	'transform/why-prime': true,
	'transform/why-factor': true,
	'transform/why-no-small-factor': true,
	'transform/why-fibonacci-negative': true,
	'transform/why-fibonacci': true,
	'transform/why-fibonacci-between': true,
	'transform/why-square-negative': true,
	'transform/why-square': true,
	'transform/why-square-between': true,
	'transform/why-first-term': true,
	'transform/why-both-zero': true,
	'transform/why-coprime': true,
	'transform/why-shares': true
};
export const TRANSFORM_CODES = Object.keys(CODES) as TransformSaid['code'][];

/** True when `said` is something the Transform referee says. */
export function isTransformSaid(said: { code: string }): said is TransformSaid {
	return Object.hasOwn(CODES, said.code);
}
