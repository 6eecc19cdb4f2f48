/**
 * The `pool` entry: the cards face up for the coming auction.
 */
import { type RuleViolation, violation } from '../../core/engine';
import { listOf } from '../../core/words';
import { COLOURS, type Colour } from './colours';
import { type CardEntry } from './events';
import { RULE } from './rules';
import { describePlace, learnColour, locate, resolve } from './cards';
import {
	type PermutationsState,
	countsText,
	isCardNumber,
	poolCardField,
	sum,
	zeroCounts
} from './state';

export function applyPool(
	s: PermutationsState,
	cards: CardEntry[]
): PermutationsState | RuleViolation {
	if (sum(s.pool.hidden) === 0) {
		return violation(
			'The pool is already on the table: it is the cards bid in the auction before.',
			RULE.bidsBecomePool
		);
	}
	if (cards.length !== s.players.length) {
		return violation(
			`The pool holds one card per player: ${s.players.length} cards.`,
			RULE.poolSize
		);
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
			return violation(
				`Pool card ${index + 1} needs a number from 1 to 48.`,
				RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		if (entered.includes(n)) {
			return violation(
				`Card ${n} is in the pool twice, but there is only one card of each number.`,
				RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		entered.push(n);
		const place = locate(s, n);
		// The pool is wholly unknown here, so a card with a known place is somewhere else.
		if (place) {
			return violation(
				`Card ${n} cannot be in the pool: it ${describePlace(s, place)}.`,
				place.at === 'aside' ? RULE.coloursInPlay : RULE.oneCardPerNumber,
				undefined,
				field
			);
		}
		const colour = learnColour(s, n, given, undefined, field);
		if (typeof colour !== 'string') return colour;
		if (!s.inPlay.includes(colour)) {
			return violation(
				`Card ${n} is ${colour}, the colour set aside, so it is out of the game.`,
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
		const extra = `Card ${entered[index]} is one ${over} card too many`;
		return opening
			? violation(
					`${extra}: the first pool has one card of each colour in play (${listOf(s.inPlay)}).`,
					RULE.rulingPools,
					undefined,
					poolCardField(index)
				)
			: violation(
					`${extra}: the last bids of the round before leave ${countsText(expected)} for this pool.`,
					RULE.lastBids,
					undefined,
					poolCardField(index)
				);
	}
	s.pool = { cards: entered, hidden: zeroCounts() };
	resolve(s);
	return s;
}
