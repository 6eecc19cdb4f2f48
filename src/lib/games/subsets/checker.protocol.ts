/**
 * The questions the screens send to the card checker's worker, and how one is answered. Kept
 * apart from the worker so it can be tested in Node. A question is answered once; the screen
 * stops one (a new input, or its time budget spent) by terminating the worker.
 */
import type { CardChecker, CheckResult, SetRules, SubsetResult } from './checker';
import { weighPile } from './engine';

export type CheckerQuestion =
	/** Is this card a correct set? */
	| { op: 'check'; card: string; rules: SetRules }
	/** Is card A a subset of card S? */
	| { op: 'subset'; a: string; s: string; rules: SetRules }
	/** Can a pile with this top card be stolen with the drawn card S (the table's reading)? */
	| { op: 'weigh'; top: string; drawn: string; rules: SetRules };

export type CheckerReply =
	/** Sent once when the worker has loaded: a question's time budget starts from here. */
	| { op: 'ready' }
	| { op: 'check'; result: CheckResult }
	| { op: 'subset' | 'weigh'; result: SubsetResult }
	| { op: 'failed'; reason: string };

function readRules(value: unknown): SetRules {
	const from = (value as { naturalsFrom?: unknown } | null)?.naturalsFrom;
	return { naturalsFrom: from === 0 ? 0 : 1 };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Answers one question with `checker`; anything unreadable or thrown becomes a plain failure. */
export function answerQuestion(checker: CardChecker, question: unknown): CheckerReply {
	const q = (typeof question === 'object' && question !== null ? question : {}) as Record<
		string,
		unknown
	>;
	const rules = readRules(q.rules);
	try {
		if (q.op === 'check' && isText(q.card)) {
			return { op: 'check', result: checker.checkCard(q.card, rules) };
		}
		if (q.op === 'subset' && isText(q.a) && isText(q.s)) {
			return { op: 'subset', result: checker.decideSubset(q.a, q.s, rules) };
		}
		if (q.op === 'weigh' && isText(q.top) && isText(q.drawn)) {
			return { op: 'weigh', result: weighPile(checker, q.top, q.drawn, rules) };
		}
		return { op: 'failed', reason: 'The checker was asked something it does not understand.' };
	} catch {
		return { op: 'failed', reason: 'The checker stopped on this card.' };
	}
}
