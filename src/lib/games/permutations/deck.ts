/**
 * The `deck` entry: the colour of every number, given once the deck can be seen.
 */
import { type RuleViolation, violation } from '../../core/engine';
import { COLOURS, type Colour } from './colours';
import { RULE } from './rules';
import { resolve } from './cards';
import {
	CARDS_PER_COLOUR,
	DECK_SIZE,
	type PermutationsState,
	deckColourField,
	isCardNumber,
	zeroCounts
} from './state';

export function applyDeck(
	s: PermutationsState,
	map: Partial<Record<string, Colour>>
): PermutationsState | RuleViolation {
	const colourOf: Colour[] = [];
	const perColour = zeroCounts();
	// How many numbers each colour's list holds, to say which list a missing card belongs to.
	const listed = zeroCounts();
	for (const c of Object.values(map)) if (c !== undefined) listed[c]++;
	for (let n = 1; n <= DECK_SIZE; n++) {
		const c = map[String(n)];
		if (c === undefined) {
			const short = COLOURS.find((colour) => listed[colour] < CARDS_PER_COLOUR);
			return short
				? violation(
						`Card ${n} is in none of the lists: only ${listed[short]} ${short} cards are listed, and the deck has 12 of each colour.`,
						RULE.oneCardPerNumber,
						undefined,
						deckColourField(short)
					)
				: violation(`Card ${n} is in none of the lists.`, RULE.oneCardPerNumber);
		}
		colourOf[n] = c;
		perColour[c]++;
		const known = s.colourOf[n];
		if (known && known !== c) {
			return violation(
				`Card ${n} cannot be ${c}: it was entered as ${known} earlier in this game.`,
				RULE.oneCardPerNumber,
				undefined,
				deckColourField(c)
			);
		}
	}
	const extra = Object.keys(map).find((k) => !isCardNumber(Number(k)) || String(Number(k)) !== k);
	if (extra !== undefined)
		return violation(
			`"${extra}" is not a card number: cards go from 1 to 48.`,
			RULE.oneCardPerNumber
		);
	const wrong = COLOURS.find((c) => perColour[c] !== CARDS_PER_COLOUR);
	if (wrong) {
		return violation(
			`${perColour[wrong]} ${wrong} cards are listed, but the deck has exactly 12 of each colour.`,
			RULE.deck,
			undefined,
			deckColourField(wrong)
		);
	}
	for (let n = 1; n <= DECK_SIZE; n++) s.colourOf[n] = colourOf[n];
	resolve(s);
	return s;
}
