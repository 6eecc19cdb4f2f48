/**
 * The Permutations engine: a pure fold over the table's entries.
 *
 * A round is entered either as colour counts (notepad) or auction by auction (referee). In referee
 * mode the engine tracks where every card is. A card's number may be unknown for a while (the
 * first-round hands before the deck's colours are given, or any hand after a notepad round), so
 * each hand and the pool hold known cards plus a count of unknown cards per colour; a card whose
 * colour is known and that sits in no known place is in one of those unknown slots.
 */
import {
	isViolation,
	shownValue,
	violation,
	type GameEngine,
	type HouseRuleField,
	type RuleViolation,
	type Scoreboard,
	type SessionPlayer
} from '../../core/engine';
import type { CardEntry, PermutationsEvent } from './events';
import { COLOURS, type Colour } from './colours';
import { RULE } from './rules';
import { leadersOf } from '../../core/scoreboard';
import { listOf } from '../../core/words';

export type { CardEntry, PermutationsEvent };

export { COLOURS, type Colour };
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

export interface PermutationsHouseRules {
	/** What equal highest totals at the end mean: a shared win, or one more round. */
	ties: 'share' | 'extra-round';
	/** With three players, the colour whose cards stay out of the game (ruling 2). */
	setAside: Colour;
	/**
	 * Whether notepad rounds must leave colours that the last bids could form (rule 10). On in
	 * the app; the CLI's `game` op turns it off to check exactly what its contract lists.
	 */
	checkLastBids?: boolean;
}

export const defaultHouseRules: PermutationsHouseRules = { ties: 'share', setAside: 'blue' };

/** The house rules a table can change when it creates a game. */
export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'ties',
		label: 'When the highest totals are equal at the end',
		help: 'Ruling 6c: the tied players share the win, or everyone plays one more round to break the tie.',
		kind: 'choice',
		choices: [
			{ value: 'share', label: 'Share the win' },
			{ value: 'extra-round', label: 'Play one more round' }
		],
		default: 'share'
	},
	{
		key: 'setAside',
		label: 'Colour set aside with three players',
		help: 'Ruling 2b: a three-player game leaves one colour out. Who starts with which of the others can be changed on the game screen before the first auction.',
		kind: 'choice',
		choices: [
			{ value: 'red', label: 'Red' },
			{ value: 'yellow', label: 'Yellow' },
			{ value: 'green', label: 'Green' },
			{ value: 'blue', label: 'Blue' }
		],
		default: 'blue'
	}
];

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

const zeroCounts = (): ColourCounts => ({ red: 0, yellow: 0, green: 0, blue: 0 });
const sum = (counts: ColourCounts): number => COLOURS.reduce((t, c) => t + counts[c], 0);
/** Whether a value is one of the four card colours. */
export const isColour = (value: unknown): value is Colour =>
	typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
/** Whether a value is a card number, a whole number from 1 to 48. */
export const isCardNumber = (n: unknown): n is number =>
	typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= DECK_SIZE;

/** The round score for a maxcount m: m(m+1)/2 (ruling 1). */
export function scoreForMax(m: number): number {
	return (m * (m + 1)) / 2;
}

/** The largest same-colour count of a player's drafted cards. */
export function maxCount(counts: Partial<Record<Colour, number>>): number {
	return Math.max(0, ...COLOURS.map((c) => counts[c] ?? 0));
}

/** Player ids by bid, highest first: the draft order (ruling 4: bids never tie). */
export function draftOrder(bids: Record<string, number>): string[] {
	return Object.keys(bids).sort((a, b) => bids[b] - bids[a]);
}

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

function nameOf(state: PermutationsState, id: string): string {
	return state.players.find((p) => p.id === id)?.name ?? id;
}

function cloneHolding(h: Holding): Holding {
	return { cards: [...h.cards], hidden: { ...h.hidden } };
}

// A working copy; `rounds` entries are never changed once written, so they are shared.
function clone(s: PermutationsState): PermutationsState {
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
function placedColour(state: PermutationsState, n: number): Colour {
	const colour = state.colourOf[n];
	if (colour === null) throw new Error(`Card ${n} was placed without a known colour.`);
	return colour;
}

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

function describePlace(state: PermutationsState, place: Place): string {
	switch (place.at) {
		case 'aside':
			return `is ${state.setAside}, the colour set aside`;
		case 'pool':
			return 'is in the pool';
		case 'bid':
			return `is ${nameOf(state, place.player)}'s bid in this auction`;
		case 'hand':
			return `is in ${nameOf(state, place.player)}'s hand`;
		case 'drafted':
			return `was drafted by ${nameOf(state, place.player)} this round`;
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
function learnColour(
	s: PermutationsState,
	n: number,
	given: Colour | undefined,
	player?: string,
	field?: string
): Colour | RuleViolation {
	const known = s.colourOf[n];
	if (known) {
		if (given !== undefined && given !== known) {
			return violation(
				`Card ${n} is ${known}, not ${given}.`,
				RULE.oneCardPerNumber,
				player,
				field
			);
		}
		return known;
	}
	if (given === undefined) {
		return violation(
			`Give the colour of card ${n} too: it has not been seen yet in this game.`,
			RULE.rulingDeckMap,
			player,
			field
		);
	}
	if (knownOfColour(s, given) >= CARDS_PER_COLOUR) {
		return violation(
			`Card ${n} cannot be ${given}: all 12 ${given} cards have been seen already.`,
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
function resolve(s: PermutationsState): void {
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

/** True before the first pool, bid or round: the starting colours can still be changed. */
export function nothingEnteredYet(s: PermutationsState): boolean {
	return (
		s.rounds.length === 0 &&
		s.auctionsDone === 0 &&
		Object.keys(s.bids).length === 0 &&
		s.pool.cards.length === 0
	);
}

function deal(s: PermutationsState, colours: Record<string, Colour>): void {
	s.inPlay = COLOURS.filter((c) => s.players.some((p) => colours[p.id] === c));
	s.setAside = s.players.length === 3 ? (COLOURS.find((c) => !s.inPlay.includes(c)) ?? null) : null;
	s.players = s.players.map((p) => ({ ...p, colour: colours[p.id] }));
	for (const p of s.players) {
		const hidden = zeroCounts();
		hidden[p.colour] = CARDS_PER_COLOUR - 1;
		s.hands[p.id] = { cards: [], hidden };
	}
	const poolHidden = zeroCounts();
	for (const c of s.inPlay) poolHidden[c] = 1;
	s.pool = { cards: [], hidden: poolHidden };
	resolve(s);
}

function checkColourAssignment(
	players: readonly { id: string; name: string }[],
	colours: Partial<Record<string, Colour>>
): RuleViolation | null {
	const seen = new Map<string, string>();
	for (const p of players) {
		const c = colours[p.id];
		if (c === undefined) {
			return violation(
				`${p.name} needs one of the colours red, yellow, green or blue.`,
				RULE.hands,
				p.id
			);
		}
		if (seen.has(c)) {
			return violation(
				`${p.name} and ${seen.get(c)} cannot both start with ${c}: each player takes a different colour.`,
				RULE.differentColours,
				p.id
			);
		}
		seen.set(c, p.name);
	}
	return null;
}

/**
 * A new game. Each player starts with the colour given as their `colour` when it is a card colour
 * name (the CLI's way; the app's players carry display colours, which are ignored). Players without
 * one take the free colours in seat order, skipping the house rules' `setAside` colour in a
 * three-player game. A `colours` event can change this before play starts.
 */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<PermutationsHouseRules> = {}
): PermutationsState | RuleViolation {
	if (players.length < 3 || players.length > 4) {
		return violation(`Permutations is for 3 or 4 players, not ${players.length}.`, RULE.players);
	}
	const ids = new Set(players.map((p) => p.id));
	if (ids.size !== players.length) return violation('Two players share an id.', RULE.players);
	const ties = houseRules.ties ?? defaultHouseRules.ties;
	if (ties !== 'share' && ties !== 'extra-round') {
		return violation(
			`Ties are settled by "share" or "extra-round", not ${shownValue(ties)}.`,
			RULE.rulingTies
		);
	}
	const setAside = houseRules.setAside ?? defaultHouseRules.setAside;
	if (!isColour(setAside)) {
		return violation(
			`The colour set aside must be a card colour, not ${shownValue(setAside)}.`,
			RULE.rulingColourSetAside
		);
	}
	const colours: Record<string, Colour> = {};
	const taken = new Set<Colour>();
	for (const p of players) {
		if (isColour(p.colour)) {
			if (taken.has(p.colour)) {
				return violation(
					`Two players cannot both start with ${p.colour}: each player takes a different colour.`,
					RULE.differentColours,
					p.id
				);
			}
			colours[p.id] = p.colour;
			taken.add(p.colour);
		}
	}
	const aside = players.length === 3 && !taken.has(setAside) ? setAside : null;
	for (const p of players) {
		if (colours[p.id]) continue;
		const free = COLOURS.find((c) => !taken.has(c) && c !== aside) as Colour;
		colours[p.id] = free;
		taken.add(free);
	}
	const state: PermutationsState = {
		players: players.map((p) => ({ id: p.id, name: p.name, colour: colours[p.id] })),
		inPlay: [],
		setAside: null,
		houseRules: { ties, setAside, checkLastBids: houseRules.checkLastBids ?? true },
		colourOf: new Array<Colour | null>(DECK_SIZE + 1).fill(null),
		hands: {},
		pool: { cards: [], hidden: zeroCounts() },
		bids: {},
		takes: {},
		auctionsDone: 0,
		drafted: Object.fromEntries(players.map((p) => [p.id, []])),
		rounds: [],
		totals: Object.fromEntries(players.map((p) => [p.id, 0])),
		tieBreak: false,
		finished: false,
		winners: []
	};
	deal(state, colours);
	return state;
}

function applyColours(
	s: PermutationsState,
	colours: Record<string, Colour>
): PermutationsState | RuleViolation {
	if (!nothingEnteredYet(s)) {
		return violation(
			'The starting colours can only be changed before the first pool, bid or round is entered.',
			RULE.rulingColours
		);
	}
	const stranger = Object.keys(colours).find((id) => !s.players.some((p) => p.id === id));
	if (stranger !== undefined)
		return violation(`There is no player ${shownValue(stranger)} at this table.`, RULE.players);
	const problem = checkColourAssignment(s.players, colours);
	if (problem) return problem;
	deal(s, colours);
	return s;
}

function applyDeck(
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

function applyPool(s: PermutationsState, cards: CardEntry[]): PermutationsState | RuleViolation {
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

function gameOver(s: PermutationsState): RuleViolation {
	return violation(
		'The game is over: a round ended with someone at 100 or more.',
		s.houseRules.ties === 'extra-round' ? RULE.rulingTies : RULE.gameEnd
	);
}

function applyBid(
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

/** A bid as entered: a number alone, or a card with its colour. */
type BidEntry = number | CardEntry;
const asCard = (bid: BidEntry): CardEntry => (typeof bid === 'number' ? { n: bid } : bid);

function applyBids(
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

function applyTake(
	s: PermutationsState,
	player: string,
	n: number
): PermutationsState | RuleViolation {
	const p = s.players.find((x) => x.id === player);
	if (!p) return violation(`There is no player ${shownValue(player)} at this table.`, RULE.players);
	const missing = missingBids(s);
	if (missing.length > 0) {
		return violation(
			`${p.name} cannot draft yet: still waiting for the bid of ${missing.map((id) => nameOf(s, id)).join(', ')}.`,
			RULE.bid,
			p.id
		);
	}
	if (s.takes[p.id] !== undefined) {
		return violation(
			`${p.name} has already drafted a card in this auction.`,
			RULE.oneDraftEach,
			p.id
		);
	}
	const next = nextToDraft(s);
	if (next !== p.id) {
		return violation(
			`It is ${nameOf(s, next as string)}'s turn to draft, not ${p.name}'s: the highest bid drafts first.`,
			RULE.draftOrder,
			p.id
		);
	}
	if (!s.pool.cards.includes(n)) {
		return violation(
			`${p.name} cannot take card ${shownValue(n)}: it is not in the pool.`,
			RULE.draftFromPool,
			p.id
		);
	}
	const takenBy = Object.keys(s.takes).find((id) => s.takes[id] === n);
	if (takenBy) {
		return violation(
			`${p.name} cannot take card ${n}: ${nameOf(s, takenBy)} already took it.`,
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

function scoreRound(
	s: PermutationsState,
	mode: RoundResult['mode'],
	counts: Record<string, ColourCounts>
): void {
	const max: Record<string, number> = {};
	const score: Record<string, number> = {};
	for (const p of s.players) {
		max[p.id] = maxCount(counts[p.id]);
		score[p.id] = scoreForMax(max[p.id]);
		s.totals[p.id] += score[p.id];
	}
	s.rounds.push({ number: s.rounds.length + 1, mode, tieBreak: s.tieBreak, counts, max, score });
	s.auctionsDone = 0;
	const top = leaderIds(s);
	if (s.tieBreak) {
		s.finished = true;
		s.winners = top;
	} else if (s.players.some((p) => s.totals[p.id] >= TARGET)) {
		if (top.length > 1 && s.houseRules.ties === 'extra-round') s.tieBreak = true;
		else {
			s.finished = true;
			s.winners = top;
		}
	}
}

/** Totals in seat order, as the shared scoreboard helpers take them. */
function seatTotals(s: PermutationsState): number[] {
	return s.players.map((p) => s.totals[p.id]);
}

/** The ids of the players with the highest total. */
function leaderIds(s: PermutationsState): string[] {
	return leadersOf(seatTotals(s)).map((seat) => s.players[seat].id);
}

/** Reads a notepad entry into full counts, or says which player's entry is malformed. */
function readCounts(
	s: PermutationsState,
	table: Partial<Record<string, Partial<ColourCounts>>>
): Record<string, ColourCounts> | RuleViolation {
	const unknown = Object.keys(table).find((id) => !s.players.some((p) => p.id === id));
	if (unknown !== undefined) {
		return violation(`There is no player "${unknown}" at this table.`, RULE.players);
	}
	const counts: Record<string, ColourCounts> = {};
	for (const p of s.players) {
		const given = table[p.id];
		if (given === undefined) {
			return violation(`${p.name}'s colour counts are missing.`, RULE.rulingCounts, p.id);
		}
		const row = zeroCounts();
		for (const key of COLOURS) {
			const value = given[key];
			if (value === undefined) continue;
			if (!Number.isInteger(value) || value < 0) {
				return violation(
					`${p.name}'s ${key} count must be a whole number of cards, 0 or more.`,
					RULE.rulingCounts,
					p.id
				);
			}
			if (value > 0 && !s.inPlay.includes(key)) {
				return violation(
					`${p.name} cannot have drafted ${key}: it is the colour set aside.`,
					RULE.rulingColours,
					p.id
				);
			}
			row[key] = value;
		}
		counts[p.id] = row;
	}
	return counts;
}

/** Checks a notepad round against what can be known without seeing the cards (ruling 8). */
function checkNotepadRound(
	s: PermutationsState,
	counts: Record<string, ColourCounts>
): RuleViolation | null {
	for (const p of s.players) {
		const total = sum(counts[p.id]);
		if (total !== AUCTIONS_PER_ROUND) {
			return violation(
				`${p.name}'s counts add up to ${total}, but every player drafts exactly 11 cards a round.`,
				RULE.rulingCounts,
				p.id
			);
		}
	}
	const left = zeroCounts();
	for (const c of s.inPlay) {
		const drafted = s.players.reduce((t, p) => t + counts[p.id][c], 0);
		if (drafted > CARDS_PER_COLOUR) {
			const heaviest = s.players.reduce((a, b) => (counts[b.id][c] > counts[a.id][c] ? b : a));
			return violation(
				`${drafted} ${c} cards were drafted in all, but there are only 12 ${c} cards.`,
				RULE.rulingColourLimit,
				heaviest.id
			);
		}
		left[c] = CARDS_PER_COLOUR - drafted;
	}
	// The leftovers are the last bids: one card from each player's hand as the round began.
	const starts = s.players.map((p) => handColours(s, p.id));
	if (s.houseRules.checkLastBids !== false && !canGiveOneEach(starts, left)) {
		return violation(
			`These counts leave ${countsText(left)} for the next pool, but that pool is the last card each player bid, and each player bids from the colours they held when the round began (${s.players.map((p, i) => `${p.name} held ${countsText(starts[i])}`).join('; ')}).`,
			RULE.lastBids
		);
	}
	return null;
}

/** Whether each hand can give one card so that together they make exactly `left`. */
function canGiveOneEach(hands: ColourCounts[], left: ColourCounts): boolean {
	if (hands.length === 0) return sum(left) === 0;
	const [first, ...rest] = hands;
	return COLOURS.some((c) => {
		if (first[c] === 0 || left[c] === 0) return false;
		return canGiveOneEach(rest, { ...left, [c]: left[c] - 1 });
	});
}

/** The colours of a player's hand, known and unknown cards together. */
export function handColours(state: PermutationsState, playerId: string): ColourCounts {
	const hand = state.hands[playerId];
	const counts = { ...hand.hidden };
	for (const n of hand.cards) counts[placedColour(state, n)]++;
	return counts;
}

function applyRound(
	s: PermutationsState,
	counts: Partial<Record<string, Partial<ColourCounts>>>
): PermutationsState | RuleViolation {
	if (s.auctionsDone > 0 || Object.keys(s.bids).length > 0) {
		return violation(
			'This round is being refereed auction by auction; finish it that way or undo its auctions first.',
			RULE.elevenAuctions
		);
	}
	const read = readCounts(s, counts);
	if (isViolation(read)) return read;
	const problem = checkNotepadRound(s, read);
	if (problem) return problem;
	const left = zeroCounts();
	for (const c of s.inPlay) {
		left[c] = CARDS_PER_COLOUR - s.players.reduce((t, p) => t + read[p.id][c], 0);
	}
	for (const p of s.players) s.hands[p.id] = { cards: [], hidden: { ...read[p.id] } };
	s.pool = { cards: [], hidden: left };
	scoreRound(s, 'notepad', read);
	resolve(s);
	return s;
}

function applyAuction(
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
			return violation(`${p.name}'s bid is missing.`, RULE.oneDraftEach, p.id);
		}
		next = applyBid(next, p.id, asCard(bid));
	}
	if (isViolation(next)) return next;
	for (const id of draftOrder(next.bids)) {
		const take = takes[id];
		if (take === undefined) {
			return violation(
				`${nameOf(s, id)} drafts no card, but every player drafts one card each auction.`,
				RULE.oneDraftEach,
				id
			);
		}
		next = applyTake(next, id, take);
		if (isViolation(next)) return next;
	}
	return next;
}

/** Applies one entry; never changes `state`. */
export function apply(
	state: PermutationsState,
	e: PermutationsEvent
): PermutationsState | RuleViolation {
	if (state.finished && e.type !== 'deck') return gameOver(state);
	const s = clone(state);
	switch (e.type) {
		case 'colours':
			return applyColours(s, e.colours);
		case 'deck':
			return applyDeck(s, e.colours);
		case 'pool':
			return applyPool(s, e.cards);
		case 'bid':
			return applyBid(s, e.player, e);
		case 'bids':
			return applyBids(s, e.bids);
		case 'take':
			return applyTake(s, e.player, e.n);
		case 'auction':
			return applyAuction(s, e);
		case 'round':
			return applyRound(s, e.counts);
	}
}

/** The players whose bid is still missing in the current auction, in seat order. */
export function missingBids(state: PermutationsState): string[] {
	return state.players.filter((p) => state.bids[p.id] === undefined).map((p) => p.id);
}

/** Who drafts next once every bid is in, or null while bids are missing or the auction is done. */
export function nextToDraft(state: PermutationsState): string | null {
	if (missingBids(state).length > 0) return null;
	return draftOrder(state.bids).find((id) => state.takes[id] === undefined) ?? null;
}

/** What the auction screen needs: the phase, the pool, and who is expected to do what. */
export interface AuctionView {
	round: number;
	/** 1 to 11. */
	auction: number;
	phase: 'pool' | 'bids' | 'draft' | 'over';
	/** The pool cards known so far, with colours. */
	pool: Card[];
	/** While the pool must be entered: the colours it must hold. */
	poolColours: ColourCounts | null;
	/** Players who have bid (the bids stay in `state.bids` for the reveal). */
	bidders: string[];
	missingBids: string[];
	/** The draft order, once every bid is in. */
	order: string[] | null;
	nextToDraft: string | null;
	/** Pool cards nobody has taken yet in this auction. */
	remaining: Card[];
	takes: Record<string, number>;
	/** Whether the round can still be entered as counts instead. */
	notepadAllowed: boolean;
}

/** The current auction as the referee screen shows it. */
export function auctionView(state: PermutationsState): AuctionView {
	const asCard = (n: number): Card => ({ n, colour: placedColour(state, n) });
	const poolUnknown = sum(state.pool.hidden) > 0;
	const missing = missingBids(state);
	const order = missing.length === 0 ? draftOrder(state.bids) : null;
	const taken = Object.values(state.takes);
	return {
		round: state.rounds.length + 1,
		auction: state.auctionsDone + 1,
		phase: state.finished ? 'over' : poolUnknown ? 'pool' : missing.length > 0 ? 'bids' : 'draft',
		pool: state.pool.cards.map(asCard),
		poolColours: poolUnknown ? roundPoolColours(state) : null,
		bidders: state.players.filter((p) => state.bids[p.id] !== undefined).map((p) => p.id),
		missingBids: missing,
		order,
		nextToDraft: nextToDraft(state),
		remaining: state.pool.cards.filter((n) => !taken.includes(n)).map(asCard),
		takes: { ...state.takes },
		notepadAllowed:
			!state.finished && state.auctionsDone === 0 && Object.keys(state.bids).length === 0
	};
}

function roundPoolColours(state: PermutationsState): ColourCounts {
	const counts = { ...state.pool.hidden };
	for (const n of state.pool.cards) counts[placedColour(state, n)]++;
	return counts;
}

/** A player's hand: the cards known by number (sorted) and how many are known only by colour. */
export function handOf(
	state: PermutationsState,
	playerId: string
): { cards: Card[]; hidden: ColourCounts } {
	const hand = state.hands[playerId];
	return {
		cards: [...hand.cards]
			.sort((a, b) => a - b)
			.map((n) => ({ n, colour: placedColour(state, n) })),
		hidden: { ...hand.hidden }
	};
}

/** The cards a player has drafted so far this round. */
export function draftedOf(state: PermutationsState, playerId: string): Card[] {
	return state.drafted[playerId].map((n) => ({ n, colour: placedColour(state, n) }));
}

/** The colours of a player's drafted cards so far this round. */
export function draftedColours(state: PermutationsState, playerId: string): ColourCounts {
	const counts = zeroCounts();
	for (const n of state.drafted[playerId]) counts[placedColour(state, n)]++;
	return counts;
}

/** True once every number 1-48 has a known colour (the referee then only asks for numbers). */
export function deckKnown(state: PermutationsState): boolean {
	return state.colourOf.slice(1).every((c) => c !== null);
}

/** The ids of the players with the highest total now (all of them before any round). */
export function leaders(state: PermutationsState): string[] {
	return leaderIds(state);
}

/** The round-by-round score table, with progress toward 100. */
export function scoreboard(state: PermutationsState): Scoreboard {
	const index = (id: string) => state.players.findIndex((p) => p.id === id);
	return {
		players: state.players.map((p) => p.name),
		rounds: state.rounds.map((r) => ({
			label: r.tieBreak ? `Round ${r.number} (tie-break)` : `Round ${r.number}`,
			scores: state.players.map((p) => r.score[p.id])
		})),
		totals: seatTotals(state),
		finished: state.finished,
		leaders: state.finished
			? state.winners.map(index)
			: state.rounds.length === 0
				? []
				: leadersOf(seatTotals(state)),
		target: TARGET
	};
}

export const engine: GameEngine<
	PermutationsState,
	PermutationsEvent,
	Partial<PermutationsHouseRules>
> = {
	id: 'permutations',
	defaultHouseRules,
	setup,
	apply,
	scoreboard,
	isFinished: (state) => state.finished
};
