/**
 * The Subsets card checker: is a card a correct set definition, is card A a subset of card S
 * (with a checked witness when not), and what set does a card show. Pure TypeScript; the notation
 * is in docs/SUBSETS-NOTATION.md.
 */
import { readCard } from './card';
import { decide } from './decide/decide';
import { describeSet } from './explain/describe';
import { CardError, spanIn, TooComplex } from './errors';
import { Work, type WorkLimits } from './work';
import { descriptionInEnglish, type SubsetWhy } from './said';

export { type SubsetWhy } from './said';

export interface SetRules {
	naturalsFrom: 0 | 1;
}

export type CheckResult =
	| {
			verdict: 'valid';
			/** In English; `described` is the same, sentence by sentence, as data. */
			description: string;
			described?: SubsetWhy[];
			reason: string;
	  }
	| {
			verdict: 'error' | 'unsupported';
			code: string;
			/** In English; `said` is the same sentence as data (absent for a card too complex). */
			reason: string;
			said?: SubsetWhy;
			span: [number, number];
	  };

export type SubsetResult = {
	verdict: 'subset' | 'not-subset' | 'unknown' | 'error' | 'unsupported';
	card?: 'a' | 's';
	/** For `error` and `unsupported`: the fault's code (errors.ts), which screens put in words. */
	code?: string;
	witness?: string;
	/** In English; `said` is the same sentence as data (a card's fault without its "Card A: "). */
	reason: string;
	said?: SubsetWhy;
	span?: [number, number];
};

const defaultRules: SetRules = { naturalsFrom: 1 };

function fault(err: unknown): CheckResult & { verdict: 'error' | 'unsupported' } {
	if (err instanceof CardError)
		return {
			verdict: err.verdict,
			code: err.code,
			reason: err.message,
			said: err.said,
			span: err.position
		};
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
		const { set, reading } = readCard(text);
		const described = describeSet(set, reading.notes, rules.naturalsFrom);
		return {
			verdict: 'valid',
			description: descriptionInEnglish(described),
			described,
			reason: 'This card is a correct definition of a set.'
		};
	} catch (err) {
		return withSpan(fault(err), text);
	}
}

function withSpan<T extends { span: [number, number] }>(r: T, text: string): T {
	return { ...r, span: spanIn(r.span, text) };
}

/**
 * Whether card A is a subset of card S; a not-subset answer carries a checked witness. `limits`
 * tunes the question's own context (tests lower the period limit to reach the pattern path).
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
		irA = readCard(a).set;
	} catch (err) {
		const f = withSpan(fault(err), a);
		return {
			verdict: f.verdict,
			card: 'a',
			code: f.code,
			reason: `Card A: ${f.reason}`,
			...(f.said ? { said: f.said } : {}),
			span: f.span
		};
	}
	try {
		irS = readCard(s).set;
	} catch (err) {
		const f = withSpan(fault(err), s);
		return {
			verdict: f.verdict,
			card: 's',
			code: f.code,
			reason: `Card S: ${f.reason}`,
			...(f.said ? { said: f.said } : {}),
			span: f.span
		};
	}
	// The question's own limits and memory: no answer depends on an earlier question.
	const d = decide(new Work(limits), irA, irS, rules.naturalsFrom, { texts: { a, s } });
	if (d.card) {
		const code = d.code !== undefined ? { code: d.code } : {};
		const said = d.said ? { said: d.said } : {};
		return { verdict: d.verdict, card: d.card, ...code, reason: d.reason, ...said, span: d.span };
	}
	const said = d.said ? { said: d.said } : {};
	return d.witness
		? { verdict: d.verdict, witness: d.witness, reason: d.reason, ...said }
		: { verdict: d.verdict, reason: d.reason, ...said };
}

/** What set a card shows, in words (or why it shows none). */
export function describeCard(text: string, rules: SetRules = defaultRules): string {
	const r = checkCard(text, rules);
	return r.verdict === 'valid' ? r.description : r.reason;
}
