/**
 * The `take` entry and the draft order: the highest bid drafts first, and the last take ends the
 * auction (and, after the eleventh, the round).
 */
import { type RuleViolation, describeValue, refusal } from '../../core/engine';
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
	if (!p)
		return refusal({ code: 'permutations/no-player', value: describeValue(player) }, RULE.players);
	const missing = missingBids(s);
	if (missing.length > 0) {
		return refusal(
			{
				code: 'permutations/take-waiting',
				name: p.name,
				waiting: missing.map((id) => nameOf(s, id))
			},
			RULE.bid,
			p.id
		);
	}
	if (s.takes[p.id] !== undefined) {
		return refusal({ code: 'permutations/take-again', name: p.name }, RULE.oneDraftEach, p.id);
	}
	const next = nextToDraft(s);
	if (next !== p.id) {
		return refusal(
			{ code: 'permutations/take-turn', name: p.name, next: nameOf(s, next as string) },
			RULE.draftOrder,
			p.id
		);
	}
	if (!s.pool.cards.includes(n)) {
		return refusal(
			{ code: 'permutations/take-not-in-pool', name: p.name, value: describeValue(n) },
			RULE.draftFromPool,
			p.id
		);
	}
	const takenBy = Object.keys(s.takes).find((id) => s.takes[id] === n);
	if (takenBy) {
		return refusal(
			{ code: 'permutations/take-taken', name: p.name, card: n, by: nameOf(s, takenBy) },
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
