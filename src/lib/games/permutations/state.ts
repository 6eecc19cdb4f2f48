/**
 * The state the Permutations engine folds entries into, with its constants and the small helpers
 * every part of the engine shares (an empty count, a working copy, the colour of a placed card).
 */
import { type RuleViolation } from '../../core/engine';
import { COLOURS, type Colour } from './colours';
import { type PermutationsHouseRules } from './house-rules';

export type ColourCounts = Record<Colour, number>;

export const DECK_SIZE = 48;
export const CARDS_PER_COLOUR = 12;
export const AUCTIONS_PER_ROUND = 11;
export const TARGET = 100;

/** A card with its colour known. */
export interface Card {
	n: number;
	colour: Colour;
}

export interface PlayerInfo {
	id: string;
	name: string;
	/** The colour of the hand they were dealt. */
	colour: Colour;
}

/** Cards the app knows by number, plus how many of each colour it knows only by colour. */
export interface Holding {
	cards: number[];
	hidden: ColourCounts;
}

export interface RoundResult {
	number: number;
	mode: 'notepad' | 'referee';
	tieBreak: boolean;
	counts: Record<string, ColourCounts>;
	max: Record<string, number>;
	score: Record<string, number>;
}

export interface PermutationsState {
	players: PlayerInfo[];
	/** Colours in play, in the deck's order. */
	inPlay: Colour[];
	setAside: Colour | null;
	houseRules: PermutationsHouseRules;
	/** Known colour of each number; index 0 unused. */
	colourOf: (Colour | null)[];
	hands: Record<string, Holding>;
	pool: Holding;
	/** The auction under way: bids (secret until all are in) and the cards taken so far. */
	bids: Record<string, number>;
	takes: Record<string, number>;
	/** Auctions completed in the current round. */
	auctionsDone: number;
	drafted: Record<string, number[]>;
	rounds: RoundResult[];
	totals: Record<string, number>;
	/** The round under way is the house-rule extra round. */
	tieBreak: boolean;
	finished: boolean;
	winners: string[];
}

/** A count of 0 for every colour. */
export const zeroCounts = (): ColourCounts => ({ red: 0, yellow: 0, green: 0, blue: 0 });

/** How many cards the counts hold in all. */
export const sum = (counts: ColourCounts): number => COLOURS.reduce((t, c) => t + counts[c], 0);

/** Whether a value is one of the four card colours. */
export const isColour = (value: unknown): value is Colour =>
	typeof value === 'string' && (COLOURS as readonly string[]).includes(value);

/** Whether a value is a card number, a whole number from 1 to 48. */
export const isCardNumber = (n: unknown): n is number =>
	typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= DECK_SIZE;

/**
 * Which part of an entry a refusal points at (`RuleViolation.field`): a pool card by its place in
 * the entry (from 0), or a colour of the deck's lists.
 */
export const poolCardField = (index: number): string => `cards.${index}`;

export const deckColourField = (colour: Colour): string => `colour.${colour}`;

/** The place in the pool entry (from 0) of the card a refusal points at, or null. */
export function poolCardOf(v: RuleViolation | null | undefined): number | null {
	const match = v?.field?.match(/^cards\.(\d+)$/);
	return match ? Number(match[1]) : null;
}

/** The colour of the deck's lists a refusal points at, or null. */
export function deckColourOf(v: RuleViolation | null | undefined): Colour | null {
	const colour = v?.field?.match(/^colour\.(\w+)$/)?.[1];
	return isColour(colour) ? colour : null;
}

export function nameOf(state: PermutationsState, id: string): string {
	return state.players.find((p) => p.id === id)?.name ?? id;
}

function cloneHolding(h: Holding): Holding {
	return { cards: [...h.cards], hidden: { ...h.hidden } };
}

// A working copy; `rounds` entries are never changed once written, so they are shared.
export function clone(s: PermutationsState): PermutationsState {
	const hands: Record<string, Holding> = {};
	const drafted: Record<string, number[]> = {};
	for (const p of s.players) {
		hands[p.id] = cloneHolding(s.hands[p.id]);
		drafted[p.id] = [...s.drafted[p.id]];
	}
	return {
		...s,
		colourOf: [...s.colourOf],
		hands,
		pool: cloneHolding(s.pool),
		bids: { ...s.bids },
		takes: { ...s.takes },
		drafted,
		rounds: [...s.rounds],
		totals: { ...s.totals },
		winners: [...s.winners]
	};
}

/**
 * The colour of a card the app has placed in a hand, the pool or a draft: a card is placed only
 * once its colour is known, so a missing one is a fault of the engine, never of an entry.
 */
export function placedColour(state: PermutationsState, n: number): Colour {
	const colour = state.colourOf[n];
	if (colour === null) throw new Error(`Card ${n} was placed without a known colour.`);
	return colour;
}

/**
 * Colour counts as words, e.g. "3 red, 1 blue", in colour order; `none` when every count is 0.
 * Counts may be partial (a stored notepad entry names only some colours).
 */
export function countsText(
	counts: Partial<Record<Colour, number>> | undefined,
	none = 'nothing'
): string {
	const parts = COLOURS.filter((c) => (counts?.[c] ?? 0) > 0).map((c) => `${counts?.[c]} ${c}`);
	return parts.length ? parts.join(', ') : none;
}
