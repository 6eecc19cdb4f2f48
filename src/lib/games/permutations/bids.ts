/**
 * The `bid` and `bids` entries: each player's secret bid of a card from their hand.
 */
import { type RuleViolation, describeValue, isViolation, refusal } from '../../core/engine';
import { type CardEntry } from './events';
import { RULE } from './rules';
import { describePlace, learnColour, locate, resolve } from './cards';
import { type PermutationsState, isCardNumber, sum } from './state';

/** A bid as entered: a number alone, or a card with its colour. */
export type BidEntry = number | CardEntry;

export const asCard = (bid: BidEntry): CardEntry => (typeof bid === 'number' ? { n: bid } : bid);

/** The players whose bid is still missing in the current auction, in seat order. */
export function missingBids(state: PermutationsState): string[] {
	return state.players.filter((p) => state.bids[p.id] === undefined).map((p) => p.id);
}

export function applyBid(
	s: PermutationsState,
	player: string,
	{ n, colour: colourGiven }: CardEntry
): PermutationsState | RuleViolation {
	const p = s.players.find((x) => x.id === player);
	if (!p)
		return refusal({ code: 'permutations/no-player', value: describeValue(player) }, RULE.players);
	if (sum(s.pool.hidden) > 0) {
		return refusal(
			{ code: 'permutations/bid-before-pool', name: p.name },
			s.rounds.length === 0 && s.auctionsDone === 0 ? RULE.openingPool : RULE.bidsBecomePool,
			p.id
		);
	}
	if (s.bids[p.id] !== undefined) {
		return refusal({ code: 'permutations/bid-again', name: p.name }, RULE.bid, p.id);
	}
	if (!isCardNumber(n)) {
		return refusal({ code: 'permutations/bid-number', name: p.name }, RULE.oneCardPerNumber, p.id);
	}
	const place = locate(s, n);
	const hand = s.hands[p.id];
	if (place && !(place.at === 'hand' && place.player === p.id)) {
		return refusal(
			{ code: 'permutations/bid-placed', name: p.name, card: n, where: describePlace(s, place) },
			place.at === 'aside' ? RULE.coloursInPlay : RULE.bid,
			p.id
		);
	}
	if (place) {
		const colour = learnColour(s, n, colourGiven, p.id);
		if (typeof colour !== 'string') return colour;
		hand.cards = hand.cards.filter((c) => c !== n);
	} else {
		const colour = learnColour(s, n, colourGiven, p.id);
		if (typeof colour !== 'string') return colour;
		if (!s.inPlay.includes(colour)) {
			return refusal(
				{ code: 'permutations/bid-aside', name: p.name, card: n, colour },
				RULE.coloursInPlay,
				p.id
			);
		}
		if (hand.hidden[colour] === 0) {
			return refusal(
				{ code: 'permutations/bid-no-colour', name: p.name, card: n, colour },
				RULE.bid,
				p.id
			);
		}
		hand.hidden[colour]--;
	}
	s.bids[p.id] = n;
	resolve(s);
	return s;
}

export function applyBids(
	s: PermutationsState,
	given: Partial<Record<string, BidEntry>>
): PermutationsState | RuleViolation {
	const stranger = Object.keys(given).find((id) => !s.players.some((p) => p.id === id));
	if (stranger !== undefined) {
		return refusal(
			{ code: 'permutations/no-player', value: describeValue(stranger) },
			RULE.players
		);
	}
	const missing = missingBids(s);
	let next: PermutationsState | RuleViolation = s;
	for (const p of s.players) {
		if (!missing.includes(p.id)) continue;
		const bid = given[p.id];
		if (bid === undefined)
			return refusal({ code: 'permutations/bid-missing', name: p.name }, RULE.bid, p.id);
		next = applyBid(next, p.id, asCard(bid));
		if (isViolation(next)) return next;
	}
	// A player who had already bid is named by applyBid's own refusal.
	for (const [id, bid] of Object.entries(given)) {
		if (!missing.includes(id) && bid !== undefined) return applyBid(next, id, asCard(bid));
	}
	return next;
}
