/**
 * A backup file is only text: someone could edit a draw to say that a pile's top card is a subset
 * of the drawn card when it is not, and the table replayed from it would let a wrong steal stand.
 * Before a backup's Subsets game is replayed, every answer of the checker it records is asked
 * again. A file is refused when the checker now gives the opposite answer; an answer it cannot
 * give again (out of time, or a card an older version could not read) is left as the table played
 * it, since nothing shows it is wrong.
 */
import * as v from 'valibot';
import type { CardChecker } from './checker';
import { setRules, topCard, weighPile, type SubsetsState } from './engine';
import { subsetsEvent } from './events';

/** Answers that settle a question, so two different ones contradict each other. */
const settledCard = new Set(['valid', 'error']);
const settledPile = new Set(['subset', 'not-subset', 'error']);

const pileWords: Record<string, string> = {
	subset: 'is a subset of',
	'not-subset': 'is not a subset of',
	error: 'cannot be compared with'
};

/**
 * Why the event's recorded answers cannot be true, in a plain sentence, or null when the checker
 * agrees with each of them (or cannot settle it). `state` is the table before the event.
 */
export function contradictedAnswer(
	checker: CardChecker,
	state: SubsetsState,
	event: unknown
): string | null {
	if (!v.is(subsetsEvent, event)) return null;
	if (event.type !== 'draw' && event.type !== 'starting-card') return null;
	const rules = setRules(state);
	if (event.check && settledCard.has(event.check.verdict)) {
		const now = checker.checkCard(event.card, rules).verdict;
		if (settledCard.has(now) && now !== event.check.verdict)
			return `it records the card ${event.card} as ${event.check.verdict === 'valid' ? 'a correct set' : 'an error'}, and the checker finds it is ${now === 'valid' ? 'a correct set' : 'an error'}`;
	}
	if (event.type !== 'draw') return null;
	for (const recorded of event.checks ?? []) {
		if (!settledPile.has(recorded.verdict)) continue;
		const pile = state.piles.find((p) => p.id === recorded.pile && p.faceUp);
		if (!pile) continue;
		const now = weighPile(checker, topCard(pile), event.card, rules).verdict;
		if (settledPile.has(now) && now !== recorded.verdict)
			return `it records that the top card of pile ${pile.number} ${pileWords[recorded.verdict]} the drawn card, and the checker finds it ${pileWords[now]} it`;
	}
	return null;
}
