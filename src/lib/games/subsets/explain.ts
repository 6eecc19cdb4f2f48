/** Plain sentences about the Subsets table for the screen: verdicts on piles, flips, results. */
import { pileNumberInEvent, pilesOf, type StealOption, type SubsetsState } from './engine';
import { countOf } from '../../core/words';

/** The relation in symbols, e.g. "{2, 4} ⊆ {x ∈ ℕ | x is even}" (with "?" when undecided). */
export function relation(option: StealOption, drawn: string): string {
	if (option.steal === 'proven') return `${option.top} ⊆ ${drawn}`;
	if (option.steal === 'no') return `${option.top} ⊄ ${drawn}`;
	return `${option.top} ⊆ ${drawn} ?`;
}

/** Why a pile can or cannot be stolen, in words. */
export function verdictText(option: StealOption, drawn: string): string {
	if (option.steal === 'proven') return `Can be stolen: ${option.reason}`;
	if (option.steal === 'no') {
		return option.witness !== undefined
			? `Not a subset: ${option.witness} is in ${option.top} but not in ${drawn}.`
			: `Not a subset: ${option.reason}`;
	}
	return `The referee cannot decide (${option.reason}) Ask the table.`;
}

/** A short label for a pile: whose it is, its number and its size. */
export function pileLabel(state: SubsetsState, pileId: string): string {
	const pile = state.piles.find((p) => p.id === pileId);
	if (!pile) return `Pile ${pileNumberInEvent(pileId)}`;
	const cards = countOf(pile.cards.length, 'card');
	return `${state.players[pile.owner].name}’s pile ${pile.number} (${cards})`;
}

/**
 * When the last settled draw turned a pile face down by itself, says so, so the table sees the
 * flip rule fire; otherwise null.
 */
export function flipNotice(state: SubsetsState): string | null {
	const last = state.drawn[state.drawn.length - 1];
	if (!last?.flipped || !last.counts) return null;
	const name = state.players[last.seat].name;
	const pile = state.piles.find((p) => p.id === last.flipped!.pile);
	const size = pile ? ` (${countOf(pile.cards.length, 'card')})` : '';
	// A face-down pile can be emptied later (a wrong-call penalty): its number is then the event's.
	const number = pile ? pile.number : pileNumberInEvent(last.flipped.pile);
	return last.flipped.chosen
		? `${name} had more than two face-up piles and turned pile ${number}${size} face down.`
		: `${name} had more than two face-up piles, so the largest, pile ${number}${size}, was turned face down.`;
}

/** How many face-up and face-down piles a player has, in words. */
export function pileSummary(state: SubsetsState, seat: number): string {
	const piles = pilesOf(state, seat);
	const up = piles.filter((p) => p.faceUp).length;
	const down = piles.length - up;
	const count = (n: number, what: string) => countOf(n, `${what} pile`);
	return down ? `${count(up, 'face-up')}, ${count(down, 'face-down')}` : count(up, 'face-up');
}

/** "1st", "2nd", ... for a place in the final ranking (one helper for every game). */
export { ordinal } from '../../core/words';

/**
 * One sentence for each wrong "Error!" call on the card in play, saying what it cost, so the
 * table sees that the call was recorded; none once the card's move is made.
 */
export function wrongCallLines(state: SubsetsState): string[] {
	if (state.phase.kind !== 'move') return [];
	const drawer = state.players[state.phase.seat].name;
	const calls = state.drawn[state.drawn.length - 1]?.wrongCalls ?? [];
	return calls.map(({ caller, gave }) => {
		const name = state.players[caller].name;
		const wrong = `${name}’s call of “Error!” was wrong.`;
		if (gave !== null) return `${wrong} ${name} gave one face-down card to ${drawer}.`;
		return state.houseRules.wrongCallPenalty
			? `${wrong} ${name} has no face-down card to give.`
			: `${wrong} It costs nothing at this table.`;
	});
}
