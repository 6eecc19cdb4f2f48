/**
 * The Subsets card checker: is a card a correct set definition, is card A a subset of card S
 * (with a checked witness when not), and what set does a card show. Pure TypeScript; the notation
 * is in docs/SUBSETS-NOTATION.md.
 */
import { analyzeCard } from './analyze';
import { Compiler } from './compile';
import { decide, readCongruences, witnessFromCards, type Decision } from './decide';
import type { SetIR } from './ir';
import { describeSet } from './describe';
import { CardError, TooComplex } from './errors';
import { OutOfWork, Work, type WorkLimits } from './work';

export interface SetRules {
	naturalsFrom: 0 | 1;
}

export type CheckResult =
	| { verdict: 'valid'; description: string; reason: string }
	| { verdict: 'error' | 'unsupported'; code: string; reason: string; span: [number, number] };

export type SubsetResult = {
	verdict: 'subset' | 'not-subset' | 'unknown' | 'error' | 'unsupported';
	card?: 'a' | 's';
	witness?: string;
	reason: string;
	span?: [number, number];
};

const defaultRules: SetRules = { naturalsFrom: 1 };

/** The answer when a question used all its work: honest, never a guess. */
const outOfWork: Decision = {
	verdict: 'unknown',
	reason:
		'The checker could not decide this within its work limit; it gives no answer rather than a guess.'
};

const tooComplex: Decision = {
	verdict: 'unknown',
	reason: 'These cards are too complex for the checker to compare.'
};

function fault(err: unknown): CheckResult & { verdict: 'error' | 'unsupported' } {
	if (err instanceof CardError)
		return { verdict: err.verdict, code: err.code, reason: err.message, span: err.position };
	if (err instanceof TooComplex)
		return {
			verdict: 'unsupported',
			code: 'too-complex',
			reason: 'This card is too complex for the checker.',
			span: [0, 0]
		};
	if (err instanceof RangeError) {
		// A stack or size limit of the engine itself: never a verdict on the card.
		return {
			verdict: 'unsupported',
			code: 'too-complex',
			reason: 'This card is too complex for the checker.',
			span: [0, 0]
		};
	}
	throw err;
}

/** Whether a card is a correct definition of a set: valid (with a description), error or unsupported. */
export function checkCard(text: string, rules: SetRules = defaultRules): CheckResult {
	try {
		const { set, reading } = analyzeCard(text);
		const description = describeSet(set, reading.notes, rules.naturalsFrom);
		return { verdict: 'valid', description, reason: 'This card is a correct definition of a set.' };
	} catch (err) {
		return withSpan(fault(err), text);
	}
}

function withSpan<T extends { span: [number, number] }>(r: T, text: string): T {
	// A fault with no place in the text points at the whole card.
	if (r.span[0] === 0 && r.span[1] === 0) return { ...r, span: [0, text.length] };
	return r;
}

/**
 * Whether card A is a subset of card S; a not-subset answer carries a checked witness. `limits`
 * tunes the question's own context (tests lower the table limit to reach the pattern path).
 */
export function decideSubset(
	a: string,
	s: string,
	rules: SetRules = defaultRules,
	limits: WorkLimits = {}
): SubsetResult {
	let irA;
	let irS;
	try {
		irA = analyzeCard(a).set;
	} catch (err) {
		const f = withSpan(fault(err), a);
		return { verdict: f.verdict, card: 'a', reason: `Card A: ${f.reason}`, span: f.span };
	}
	try {
		irS = analyzeCard(s).set;
	} catch (err) {
		const f = withSpan(fault(err), s);
		return { verdict: f.verdict, card: 's', reason: `Card S: ${f.reason}`, span: f.span };
	}
	// The question's own limits and memory: no answer depends on an earlier question.
	const w = new Work(limits);
	// Faults found only while building the normal form (e.g. a remainder compared on fractions).
	// Cards read modulus by modulus have none, and their normal form may have a huge period.
	const reading = readCongruences(irA, irS, rules.naturalsFrom);
	for (const [ir, card, text] of reading
		? []
		: ([
				[irA, 'a', a],
				[irS, 's', s]
			] as const)) {
		try {
			w.begin();
			new Compiler(w, { naturalsFrom: rules.naturalsFrom, modulus: 12 }).set(ir);
		} catch (err) {
			if (err instanceof OutOfWork) return orWitness(outOfWork, irA, irS, rules);
			if (!(err instanceof CardError)) continue;
			const f = withSpan(fault(err), text);
			return {
				verdict: f.verdict,
				card,
				reason: `Card ${card.toUpperCase()}: ${f.reason}`,
				span: f.span
			};
		}
	}
	let d: Decision;
	try {
		d = decide(w, irA, irS, rules.naturalsFrom, { reading });
	} catch (err) {
		if (err instanceof OutOfWork) d = outOfWork;
		else if (err instanceof TooComplex || err instanceof RangeError) d = tooComplex;
		else throw err;
	}
	return orWitness(d, irA, irS, rules);
}

/** An unknown answer is worth one more, cheap try: a witness among the numbers on the cards. */
function orWitness(d: Decision, a: SetIR, s: SetIR, rules: SetRules): SubsetResult {
	if (d.verdict === 'unknown') d = witnessFromCards(a, s, rules.naturalsFrom) ?? d;
	return d.witness
		? { verdict: d.verdict, witness: d.witness, reason: d.reason }
		: { verdict: d.verdict, reason: d.reason };
}

/** What set a card shows, in words (or why it shows none). */
export function describeCard(text: string, rules: SetRules = defaultRules): string {
	const r = checkCard(text, rules);
	return r.verdict === 'valid' ? r.description : r.reason;
}
