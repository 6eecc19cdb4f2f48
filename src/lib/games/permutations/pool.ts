/**
 * The `pool` entry: the cards face up for the coming auction.
 */
import { type RuleViolation, refusal } from '../../core/engine';
import { COLOURS, type Colour } from './colours';
import { type CardEntry } from './events';
import { RULE } from './rules';
import { describePlace, learnColour, locate, resolve } from './cards';
import { type PermutationsState, isCardNumber, poolCardField, sum, zeroCounts } from './state';

export function applyPool(
	s: PermutationsState,
	cards: CardEntry[]
): PermutationsState | RuleViolation {
	if (sum(s.pool.hidden) === 0) {
		return refusal({ code: 'permutations/pool-on-table' }, RULE.bidsBecomePool);
	}
	if (cards.length !== s.players.length) {
		return refusal({ code: 'permutations/pool-size', count: s.players.length }, RULE.poolSize);
	}
	const opening = s.rounds.length === 0 && s.auctionsDone === 0;
	const expected = { ...s.pool.hidden };
	const entered: number[] = [];
	const got = zeroCounts();
	// The card a refusal of the pool points at, by its place in the entry.
	const colours: Colour[] = [];
	for (const [index, { n, colour: given }] of cards.entries()) {
		const field = poolCardField(index);
		if (!isCardNumber(n)) {
			return refusal(
				{ code: 'permutations/pool-card-number', place: index + 1 },
				RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		if (entered.includes(n)) {
			return refusal(
				{ code: 'permutations/pool-twice', card: n },
				RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		entered.push(n);
		const place = locate(s, n);
		// The pool is wholly unknown here, so a card with a known place is somewhere else.
		if (place) {
			return refusal(
				{ code: 'permutations/pool-placed', card: n, where: describePlace(s, place) },
				place.at === 'aside' ? RULE.coloursInPlay : RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		const colour = learnColour(s, n, given, undefined, field);
		if (typeof colour !== 'string') return colour;
		if (!s.inPlay.includes(colour)) {
			return refusal(
				{ code: 'permutations/pool-aside', card: n, colour },
				RULE.coloursInPlay,
				undefined,
				field
			);
		}
		got[colour]++;
		colours.push(colour);
	}
	const over = COLOURS.find((c) => got[c] > expected[c]);
	if (over) {
		// As many cards as the pool holds, so a colour with too many is the fault: its extra card.
		const index = colours.map((c, i) => (c === over ? i : -1)).filter((i) => i >= 0)[
			expected[over]
		];
		const card = entered[index];
		return opening
			? refusal(
					{ code: 'permutations/pool-opening-extra', card, colour: over, inPlay: [...s.inPlay] },
					RULE.rulingPools,
					undefined,
					poolCardField(index)
				)
			: refusal(
					{ code: 'permutations/pool-last-bids-extra', card, colour: over, left: expected },
					RULE.lastBids,
					undefined,
					poolCardField(index)
				);
	}
	s.pool = { cards: entered, hidden: zeroCounts() };
	resolve(s);
	return s;
}
