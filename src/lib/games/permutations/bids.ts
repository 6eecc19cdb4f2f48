/**
 * The `bid` and `bids` entries: each player's secret bid of a card from their hand.
 */
import { type RuleViolation, isViolation, shownValue, violation } from '../../core/engine';
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
	if (!p) return violation(`There is no player ${shownValue(player)} at this table.`, RULE.players);
	if (sum(s.pool.hidden) > 0) {
		return violation(
			`Enter the pool before the bids: ${p.name} bids for one of its cards.`,
			s.rounds.length === 0 && s.auctionsDone === 0 ? RULE.openingPool : RULE.bidsBecomePool,
			p.id
		);
	}
	if (s.bids[p.id] !== undefined) {
		return violation(
			`${p.name} has already bid in this auction; undo that bid to change it.`,
			RULE.bid,
			p.id
		);
	}
	if (!isCardNumber(n)) {
		return violation(
			`${p.name}'s bid needs a card number from 1 to 48.`,
			RULE.oneCardPerNumber,
			p.id
		);
	}
	const place = locate(s, n);
	const hand = s.hands[p.id];
	if (place && !(place.at === 'hand' && place.player === p.id)) {
		return violation(
			`${p.name} cannot bid card ${n}: it ${describePlace(s, place)}.`,
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
			return violation(
				`${p.name} cannot bid card ${n}: ${colour} is the colour set aside.`,
				RULE.coloursInPlay,
				p.id
			);
		}
		if (hand.hidden[colour] === 0) {
			return violation(
				`${p.name} cannot bid card ${n}: it is ${colour}, and ${p.name} has no ${colour} card in hand that could be it.`,
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
		return violation(`There is no player "${stranger}" at this table.`, RULE.players);
	}
	const missing = missingBids(s);
	let next: PermutationsState | RuleViolation = s;
	for (const p of s.players) {
		if (!missing.includes(p.id)) continue;
		const bid = given[p.id];
		if (bid === undefined) return violation(`${p.name}'s bid is missing.`, RULE.bid, p.id);
		next = applyBid(next, p.id, asCard(bid));
		if (isViolation(next)) return next;
	}
	// A player who had already bid is named by applyBid's own refusal.
	for (const [id, bid] of Object.entries(given)) {
		if (!missing.includes(id) && bid !== undefined) return applyBid(next, id, asCard(bid));
	}
	return next;
}
