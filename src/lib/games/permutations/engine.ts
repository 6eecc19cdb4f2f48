/**
 * The Permutations engine: a pure fold over the table's entries.
 *
 * A round is entered either as colour counts (notepad) or auction by auction (referee). In referee
 * mode the engine tracks where every card is (cards.ts). This module assembles the parts: the state
 * and its helpers (state.ts, house-rules.ts), a new game (setup.ts), one applier per entry (deck.ts,
 * pool.ts, bids.ts, draft.ts, auction.ts, round.ts), scoring (scoring.ts) and the read-only views
 * the screens use (views.ts). Importers keep importing from here.
 */
import { type GameEngine, type RuleViolation, refusal } from '../../core/engine';
import type { CardEntry, PermutationsEvent } from './events';
import { RULE } from './rules';
import { applyAuction } from './auction';
import { applyBid, applyBids } from './bids';
import { applyDeck } from './deck';
import { applyTake } from './draft';
import { type PermutationsHouseRules, defaultHouseRules } from './house-rules';
import { applyPool } from './pool';
import { applyRound } from './round';
import { applyColours, setup } from './setup';
import { type PermutationsState, clone } from './state';
import { scoreboard } from './views';

export type { CardEntry, PermutationsEvent };
export { COLOURS, type Colour } from './colours';
export {
	AUCTIONS_PER_ROUND,
	CARDS_PER_COLOUR,
	DECK_SIZE,
	TARGET,
	countsText,
	deckColourField,
	deckColourOf,
	isCardNumber,
	isColour,
	poolCardField,
	poolCardOf,
	type Card,
	type ColourCounts,
	type Holding,
	type PermutationsState,
	type PlayerInfo,
	type RoundResult
} from './state';
export { defaultHouseRules, houseRuleFields, type PermutationsHouseRules } from './house-rules';
export { handColours, locate, type Place } from './cards';
export { nothingEnteredYet, setup } from './setup';
export { missingBids } from './bids';
export { draftOrder, nextToDraft } from './draft';
export { maxCount, scoreForMax } from './scoring';
export {
	auctionView,
	deckKnown,
	draftedColours,
	draftedOf,
	handOf,
	leaders,
	scoreboard,
	type AuctionView
} from './views';

function gameOver(s: PermutationsState): RuleViolation {
	return refusal(
		{ code: 'permutations/game-over' },
		s.houseRules.ties === 'extra-round' ? RULE.rulingTies : RULE.gameEnd
	);
}

/** Applies one entry; never changes `state`. */
export function apply(
	state: PermutationsState,
	e: PermutationsEvent
): PermutationsState | RuleViolation {
	if (state.finished && e.type !== 'deck') return gameOver(state);
	const s = clone(state);
	switch (e.type) {
		case 'colours':
			return applyColours(s, e.colours);
		case 'deck':
			return applyDeck(s, e.colours);
		case 'pool':
			return applyPool(s, e.cards);
		case 'bid':
			return applyBid(s, e.player, e);
		case 'bids':
			return applyBids(s, e.bids);
		case 'take':
			return applyTake(s, e.player, e.n);
		case 'auction':
			return applyAuction(s, e);
		case 'round':
			return applyRound(s, e.counts);
	}
}

export const engine: GameEngine<
	PermutationsState,
	PermutationsEvent,
	Partial<PermutationsHouseRules>
> = {
	id: 'permutations',
	defaultHouseRules,
	setup,
	apply,
	scoreboard,
	isFinished: (state) => state.finished
};
