/**
 * The `auction` entry: a whole auction (pool, bids and takes) entered at once.
 */
import { type RuleViolation, isViolation, refusal } from '../../core/engine';
import { type PermutationsEvent } from './events';
import { RULE } from './rules';
import { type BidEntry, applyBid, asCard } from './bids';
import { applyTake, draftOrder } from './draft';
import { applyPool } from './pool';
import { type PermutationsState, nameOf } from './state';

export function applyAuction(
	s: PermutationsState,
	e: Extract<PermutationsEvent, { type: 'auction' }>
): PermutationsState | RuleViolation {
	let next: PermutationsState | RuleViolation = s;
	if (e.pool !== undefined) next = applyPool(next, e.pool);
	const bids: Partial<Record<string, BidEntry>> = e.bids;
	const takes: Partial<Record<string, number>> = e.takes;
	for (const p of s.players) {
		if (isViolation(next)) return next;
		const bid = bids[p.id];
		if (bid === undefined) {
			return refusal({ code: 'permutations/bid-missing', name: p.name }, RULE.oneDraftEach, p.id);
		}
		next = applyBid(next, p.id, asCard(bid));
	}
	if (isViolation(next)) return next;
	for (const id of draftOrder(next.bids)) {
		const take = takes[id];
		if (take === undefined) {
			return refusal({ code: 'permutations/no-take', name: nameOf(s, id) }, RULE.oneDraftEach, id);
		}
		next = applyTake(next, id, take);
		if (isViolation(next)) return next;
	}
	return next;
}
