/**
 * The `deck` entry: the colour of every number, given once the deck can be seen.
 */
import { type RuleViolation, refusal } from '../../core/engine';
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
				? refusal(
						{ code: 'permutations/deck-short', card: n, listed: listed[short], colour: short },
						RULE.oneCardPerNumber,
						undefined,
						deckColourField(short)
					)
				: refusal({ code: 'permutations/deck-missing', card: n }, RULE.oneCardPerNumber);
		}
		colourOf[n] = c;
		perColour[c]++;
		const known = s.colourOf[n];
		if (known && known !== c) {
			return refusal(
				{ code: 'permutations/deck-conflict', card: n, colour: c, known },
				RULE.oneCardPerNumber,
				undefined,
				deckColourField(c)
			);
		}
	}
	const extra = Object.keys(map).find((k) => !isCardNumber(Number(k)) || String(Number(k)) !== k);
	if (extra !== undefined)
		return refusal({ code: 'permutations/deck-not-a-card', key: extra }, RULE.oneCardPerNumber);
	const wrong = COLOURS.find((c) => perColour[c] !== CARDS_PER_COLOUR);
	if (wrong) {
		return refusal(
			{ code: 'permutations/deck-colour-count', count: perColour[wrong], colour: wrong },
			RULE.deck,
			undefined,
			deckColourField(wrong)
		);
	}
	for (let n = 1; n <= DECK_SIZE; n++) s.colourOf[n] = colourOf[n];
	resolve(s);
	return s;
}
