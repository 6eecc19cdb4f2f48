/**
 * Read-only views of a Permutations state for the screens: the auction under way, hands, drafts
 * and the score table.
 */
import { type Scoreboard } from '../../core/engine';
import { leadersOf } from '../../core/scoreboard';
import { missingBids } from './bids';
import { draftOrder, nextToDraft } from './draft';
import { leaderIds, seatTotals } from './scoring';
import {
	type Card,
	type ColourCounts,
	type PermutationsState,
	TARGET,
	placedColour,
	sum,
	zeroCounts
} from './state';

/** What the auction screen needs: the phase, the pool, and who is expected to do what. */
export interface AuctionView {
	round: number;
	/** 1 to 11. */
	auction: number;
	phase: 'pool' | 'bids' | 'draft' | 'over';
	/** The pool cards known so far, with colours. */
	pool: Card[];
	/** While the pool must be entered: the colours it must hold. */
	poolColours: ColourCounts | null;
	/** Players who have bid (the bids stay in `state.bids` for the reveal). */
	bidders: string[];
	missingBids: string[];
	/** The draft order, once every bid is in. */
	order: string[] | null;
	nextToDraft: string | null;
	/** Pool cards nobody has taken yet in this auction. */
	remaining: Card[];
	takes: Record<string, number>;
	/** Whether the round can still be entered as counts instead. */
	notepadAllowed: boolean;
}

/** The current auction as the referee screen shows it. */
export function auctionView(state: PermutationsState): AuctionView {
	const asCard = (n: number): Card => ({ n, colour: placedColour(state, n) });
	const poolUnknown = sum(state.pool.hidden) > 0;
	const missing = missingBids(state);
	const order = missing.length === 0 ? draftOrder(state.bids) : null;
	const taken = Object.values(state.takes);
	return {
		round: state.rounds.length + 1,
		auction: state.auctionsDone + 1,
		phase: state.finished ? 'over' : poolUnknown ? 'pool' : missing.length > 0 ? 'bids' : 'draft',
		pool: state.pool.cards.map(asCard),
		poolColours: poolUnknown ? roundPoolColours(state) : null,
		bidders: state.players.filter((p) => state.bids[p.id] !== undefined).map((p) => p.id),
		missingBids: missing,
		order,
		nextToDraft: nextToDraft(state),
		remaining: state.pool.cards.filter((n) => !taken.includes(n)).map(asCard),
		takes: { ...state.takes },
		notepadAllowed:
			!state.finished && state.auctionsDone === 0 && Object.keys(state.bids).length === 0
	};
}

function roundPoolColours(state: PermutationsState): ColourCounts {
	const counts = { ...state.pool.hidden };
	for (const n of state.pool.cards) counts[placedColour(state, n)]++;
	return counts;
}

/** A player's hand: the cards known by number (sorted) and how many are known only by colour. */
export function handOf(
	state: PermutationsState,
	playerId: string
): { cards: Card[]; hidden: ColourCounts } {
	const hand = state.hands[playerId];
	return {
		cards: [...hand.cards]
			.sort((a, b) => a - b)
			.map((n) => ({ n, colour: placedColour(state, n) })),
		hidden: { ...hand.hidden }
	};
}

/** The cards a player has drafted so far this round. */
export function draftedOf(state: PermutationsState, playerId: string): Card[] {
	return state.drafted[playerId].map((n) => ({ n, colour: placedColour(state, n) }));
}

/** The colours of a player's drafted cards so far this round. */
export function draftedColours(state: PermutationsState, playerId: string): ColourCounts {
	const counts = zeroCounts();
	for (const n of state.drafted[playerId]) counts[placedColour(state, n)]++;
	return counts;
}

/** True once every number 1-48 has a known colour (the referee then only asks for numbers). */
export function deckKnown(state: PermutationsState): boolean {
	return state.colourOf.slice(1).every((c) => c !== null);
}

/** The ids of the players with the highest total now (all of them before any round). */
export function leaders(state: PermutationsState): string[] {
	return leaderIds(state);
}

/** The round-by-round score table, with progress toward 100. */
export function scoreboard(state: PermutationsState): Scoreboard {
	const index = (id: string) => state.players.findIndex((p) => p.id === id);
	return {
		players: state.players.map((p) => p.name),
		rounds: state.rounds.map((r) => ({
			label: r.tieBreak ? `Round ${r.number} (tie-break)` : `Round ${r.number}`,
			scores: state.players.map((p) => r.score[p.id])
		})),
		totals: seatTotals(state),
		finished: state.finished,
		leaders: state.finished
			? state.winners.map(index)
			: state.rounds.length === 0
				? []
				: leadersOf(seatTotals(state)),
		target: TARGET
	};
}
