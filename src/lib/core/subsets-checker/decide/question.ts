/**
 * One subset question as the strategies see it: the two cards, the question's work, what earlier
 * strategies learnt, and the shape every strategy has. Made anew per question (no module state).
 */
import type { Approx } from '../forms/approx';
import type { Reading } from '../forms/congruences';
import type { Evaluator } from '../forms/evaluate';
import type { SetIR } from '../read/ir';
import { printElem } from '../forms/print';
import type * as S from '../forms/setnf';
import type { Work } from '../work';
import { whyInEnglish, type SubsetWhy } from '../said';

export type Verdict = 'subset' | 'not-subset' | 'unknown';

export interface Decision {
	verdict: Verdict | 'error' | 'unsupported';
	witness?: string;
	/** In English, for the CLI and the tests; `said` is the same sentence as data. */
	reason: string;
	said?: SubsetWhy;
	/** The card at fault, for `error` and `unsupported`. */
	card?: 'a' | 's';
	/** The fault's code (errors.ts), for `error` and `unsupported`: the screen words it. */
	code?: string;
	span?: [number, number];
	/** The strategy that answered; none for an unknown answer. */
	by?: string;
}

/** The names of the rows run, and of those that answered, in a question and in all its parts. */
export interface Trace {
	ran: string[];
	answered: string[];
}

/** The cards' texts, given only for the player's own question (not for its parts). */
export interface CardTexts {
	a: string;
	s: string;
}

/** The cards brought to normal form at one modulus, for the strategies run once per reading. */
export interface ReadingOfCards {
	modulus: number;
	/** Null when the cards could not be brought to normal form at this modulus (too complex). */
	cards: { a: Approx; s: Approx; exact: boolean } | null;
	/** A strategy of this reading gave up (too complex). */
	failed: boolean;
}

export interface Question {
	readonly w: Work;
	readonly a: SetIR;
	readonly s: SetIR;
	readonly naturalsFrom: 0 | 1;
	/** How deep the proofs from the cards' parts may still ask about smaller cards. */
	readonly depth: number;
	/** The cards' texts when this is the player's own question; the pre-pass and the witness fallback run only then. */
	readonly texts: CardTexts | null;
	/** The question read modulus by modulus (congruences.ts), or null outside that reading. */
	readonly congruences: Reading | null;
	readonly evaluator: Evaluator;
	/**
	 * Whether card S has a fault met only in normal form (decide/fault.ts): S is compiled for it
	 * once, when a row first asks, however many rows ask.
	 */
	readonly faultOfS: boolean;
	/** The strategies this question is decided with; its parts are decided with the same ones. */
	readonly strategies: readonly Strategy[];
	/**
	 * X ⊆ Y asked as a part of this question, `depth` deep, with a quarter of the work left (so the
	 * parts after it still have some); 'unknown' when that runs out.
	 */
	readonly part: (x: SetIR, y: SetIR, depth: number) => Verdict;
	/** The reading being tried, for the strategies run once per reading. */
	reading: ReadingOfCards | null;
	/** Some reading of the cards was too complex to finish. */
	tooComplex: boolean;
	/** Some reading could only approximate the cards (primes, squares). */
	approximate: boolean;
	/** An exact reading found a difference it could not confirm: said only if nothing else works. */
	unconfirmed: Decision | null;
	/** The names of the strategies that have run in this question (for the once-per-question ones). */
	readonly ran: string[];
	/** Where the rows run and the rows that answered are collected, here and in the parts (tests). */
	readonly trace: Trace | null;
}

/**
 * A way of deciding A ⊆ S. `decide` runs the table's rows in order until one answers: null means
 * "no answer here, try the next". Rows with `perReading` run once for each reading of the cards
 * (each modulus tried), in table order; a `once` row of them runs at most once per question, and
 * right after the readings when no reading called for it.
 */
export interface Strategy {
	/** The name tests and the trace use; each answer's family is the strategy that gave it. */
	name: string;
	/** What it does, in a line. */
	summary: string;
	/** The largest fraction of the work left that it may spend (1: it shares its work out itself). */
	share: number;
	perReading?: boolean;
	once?: boolean;
	/** Runs on a budget of its own, even after the question ran out of work. */
	ownBudget?: boolean;
	applies(q: Question): boolean;
	run(q: Question): Decision | null;
}

/** The one "in A but not in S" answer: `e` is a witness already confirmed by the evaluator. */
export function inAButNotInS(w: Work, e: S.Elem): Decision {
	const text = printElem(w, e);
	return notSubset(text);
}

/** The answer "not a subset" with its witness, printed. */
export function notSubset(witness: string): Decision {
	return said('not-subset', { code: 'sub/witness', witness });
}

/** An answer with its sentence as data and in English. */
export function said(verdict: Verdict, why: SubsetWhy): Decision {
	const answer: Decision = { verdict, reason: whyInEnglish(why), said: why };
	return why.code === 'sub/witness' ? { ...answer, witness: why.witness } : answer;
}

/** The answer "not a subset" when the evaluator confirms `e` is in A and not in S, else null. */
export function confirmedWitness(q: Question, e: S.Elem): Decision | null {
	return q.evaluator.member(e, q.a) === true && q.evaluator.member(e, q.s) === false
		? inAButNotInS(q.w, e)
		: null;
}

/** A subset answer with its reason. */
export function subset(why: SubsetWhy): Decision {
	return said('subset', why);
}
