/**
 * The pre-pass of the player's question: faults found only while building a card's normal form
 * (e.g. a remainder compared on fractions) are the card's fault, said before any answer. Cards
 * read modulus by modulus have none, and their normal form may have a huge period, so they skip it.
 */
import { Compiler } from '../forms/compile';
import { CardError, spanIn } from '../errors';
import { OutOfWork } from '../work';
import type { Decision, Question } from './question';

/** The first card's fault met while bringing each card to normal form, or null. */
export function cardFaults(q: Question): Decision | null {
	if (!q.texts) return null;
	const cards = [
		[q.a, 'a', q.texts.a],
		[q.s, 's', q.texts.s]
	] as const;
	for (const [ir, card, text] of cards) {
		try {
			q.w.begin();
			new Compiler(q.w, { naturalsFrom: q.naturalsFrom, modulus: 12 }).set(ir);
		} catch (err) {
			// Running out of work ends the question (decide says so); other limits are not faults.
			if (err instanceof OutOfWork) throw err;
			if (!(err instanceof CardError)) continue;
			return {
				verdict: err.verdict,
				card,
				code: err.code,
				reason: `Card ${card.toUpperCase()}: ${err.message}`,
				said: err.said,
				span: spanIn(err.position, text)
			};
		}
	}
	return null;
}
