/**
 * The `take` entry and the draft order: the highest bid drafts first, and the last take ends the
 * auction (and, after the eleventh, the round).
 */
import { type RuleViolation, shownValue, violation } from '../../core/engine';
import { listOf } from '../../core/words';
import { RULE } from './rules';
import { missingBids } from './bids';
import { scoreRound } from './scoring';
import {
	AUCTIONS_PER_ROUND,
	type ColourCounts,
	type PermutationsState,
	nameOf,
	placedColour,
	zeroCounts
} from './state';

/** Player ids by bid, highest first: the draft order (ruling 4: bids never tie). */
export function draftOrder(bids: Record<string, number>): string[] {
	return Object.keys(bids).sort((a, b) => bids[b] - bids[a]);
}

/** Who drafts next once every bid is in, or null while bids are missing or the auction is done. */
export function nextToDraft(state: PermutationsState): string | null {
	if (missingBids(state).length > 0) return null;
	return draftOrder(state.bids).find((id) => state.takes[id] === undefined) ?? null;
}

export function applyTake(
	s: PermutationsState,
	player: string,
	n: number
): PermutationsState | RuleViolation {
	const p = s.players.find((x) => x.id === player);
	if (!p) return violation(`There is no player ${shownValue(player)} at this table.`, RULE.players);
	const missing = missingBids(s);
	if (missing.length > 0) {
		return violation(
			`${p.name} cannot draft yet: still waiting for the bid of ${listOf(missing.map((id) => nameOf(s, id)))}.`,
			RULE.bid,
			p.id
		);
	}
	if (s.takes[p.id] !== undefined) {
		return violation(
			`${p.name} has already drafted a card in this auction.`,
			RULE.oneDraftEach,
			p.id
		);
	}
	const next = nextToDraft(s);
	if (next !== p.id) {
		return violation(
			`It is ${nameOf(s, next as string)}'s turn to draft, not ${p.name}'s: the highest bid drafts first.`,
			RULE.draftOrder,
			p.id
		);
	}
	if (!s.pool.cards.includes(n)) {
		return violation(
			`${p.name} cannot take card ${shownValue(n)}: it is not in the pool.`,
			RULE.draftFromPool,
			p.id
		);
	}
	const takenBy = Object.keys(s.takes).find((id) => s.takes[id] === n);
	if (takenBy) {
		return violation(
			`${p.name} cannot take card ${n}: ${nameOf(s, takenBy)} already took it.`,
			RULE.draftFromPool,
			p.id
		);
	}
	s.takes[p.id] = n;
	if (Object.keys(s.takes).length === s.players.length) finishAuction(s);
	return s;
}

function finishAuction(s: PermutationsState): void {
	for (const p of s.players) s.drafted[p.id].push(s.takes[p.id]);
	s.pool = { cards: s.players.map((p) => s.bids[p.id]), hidden: zeroCounts() };
	s.bids = {};
	s.takes = {};
	s.auctionsDone++;
	if (s.auctionsDone < AUCTIONS_PER_ROUND) return;
	const counts: Record<string, ColourCounts> = {};
	for (const p of s.players) {
		counts[p.id] = zeroCounts();
		for (const n of s.drafted[p.id]) counts[p.id][placedColour(s, n)]++;
		s.hands[p.id] = { cards: s.drafted[p.id], hidden: zeroCounts() };
		s.drafted[p.id] = [];
	}
	scoreRound(s, 'referee', counts);
}
