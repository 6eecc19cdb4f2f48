/**
 * Card knowledge: where each card is as far as the app knows, what colour it is, and what
 * follows when only one holding can hold an unseen card.
 *
 * A card's number may be unknown for a while (the first-round hands before the deck's colours are
 * given, or any hand after a notepad round), so each hand and the pool hold known cards plus a count
 * of unknown cards per colour; a card whose colour is known and that sits in no known place is in one
 * of those unknown slots.
 */
import { type RuleViolation, refusal } from '../../core/engine';
import { type Colour } from './colours';
import { RULE } from './rules';
import { type SaidPlace } from './said';
import {
	CARDS_PER_COLOUR,
	type ColourCounts,
	DECK_SIZE,
	type PermutationsState,
	nameOf,
	placedColour
} from './state';

/** Where a card is, as far as the app knows. */
export type Place =
	| { at: 'aside' }
	| { at: 'pool' }
	| { at: 'bid'; player: string }
	| { at: 'hand'; player: string }
	| { at: 'drafted'; player: string };

/** The known place of card `n`, or null when it sits in an unknown slot (or was never seen). */
export function locate(state: PermutationsState, n: number): Place | null {
	if (state.setAside && state.colourOf[n] === state.setAside) return { at: 'aside' };
	if (state.pool.cards.includes(n)) return { at: 'pool' };
	for (const p of state.players) {
		if (state.bids[p.id] === n) return { at: 'bid', player: p.id };
		if (state.hands[p.id].cards.includes(n)) return { at: 'hand', player: p.id };
		if (state.drafted[p.id].includes(n)) return { at: 'drafted', player: p.id };
	}
	return null;
}

/** A card's known place as a refusal says it: with the player's name, or the colour set aside. */
export function describePlace(state: PermutationsState, place: Place): SaidPlace {
	switch (place.at) {
		case 'aside':
			return { at: 'aside', colour: state.setAside! };
		case 'pool':
			return { at: 'pool' };
		default:
			return { at: place.at, name: nameOf(state, place.player) };
	}
}

function knownOfColour(state: PermutationsState, colour: Colour): number {
	let count = 0;
	for (let n = 1; n <= DECK_SIZE; n++) if (state.colourOf[n] === colour) count++;
	return count;
}

/**
 * Works out the colour of card `n` from what is known and what was entered, and records it.
 * Returns a violation when they disagree, when nothing gives it, or when it would make 13.
 */
export function learnColour(
	s: PermutationsState,
	n: number,
	given: Colour | undefined,
	player?: string,
	field?: string
): Colour | RuleViolation {
	const known = s.colourOf[n];
	if (known) {
		if (given !== undefined && given !== known) {
			return refusal(
				{ code: 'permutations/colour-is', card: n, known, given },
				RULE.oneCardPerNumber,
				player,
				field
			);
		}
		return known;
	}
	if (given === undefined) {
		return refusal(
			{ code: 'permutations/colour-unseen', card: n },
			RULE.rulingDeckMap,
			player,
			field
		);
	}
	if (knownOfColour(s, given) >= CARDS_PER_COLOUR) {
		return refusal(
			{ code: 'permutations/colour-full', card: n, colour: given },
			RULE.deck,
			player,
			field
		);
	}
	s.colourOf[n] = given;
	return given;
}

/**
 * Places known-colour cards whose place is unknown when only one holding could hold them: a
 * colour held unseen by a single player (or only by the pool) must be there.
 */
export function resolve(s: PermutationsState): void {
	for (const colour of s.inPlay) {
		const holders = [...s.players.map((p) => s.hands[p.id]), s.pool].filter(
			(h) => h.hidden[colour] > 0
		);
		if (holders.length !== 1) continue;
		const holder = holders[0];
		for (let n = 1; n <= DECK_SIZE && holder.hidden[colour] > 0; n++) {
			if (s.colourOf[n] === colour && locate(s, n) === null) {
				holder.cards.push(n);
				holder.hidden[colour]--;
			}
		}
	}
}

/** The colours of a player's hand, known and unknown cards together. */
export function handColours(state: PermutationsState, playerId: string): ColourCounts {
	const hand = state.hands[playerId];
	const counts = { ...hand.hidden };
	for (const n of hand.cards) counts[placedColour(state, n)]++;
	return counts;
}
