/**
 * Permutations' entry forms as drafts: what the table has typed or chosen but not recorded (the
 * way the round is entered, the colour counts, the pool), kept per session so a look at the
 * rules, a reload or an undo never loses it. Stored drafts are checked here before they reach a
 * form, since they may come from another round or an older build.
 */
import { isViolation, type GameEvent } from '$lib/core/engine';
import { readEvent } from '$lib/core/events';
import {
	AUCTIONS_PER_ROUND,
	COLOURS,
	handOf,
	isCardNumber,
	isColour,
	missingBids,
	type CardEntry,
	type Colour,
	type PermutationsState
} from '$lib/games/permutations/engine';
import { permutationsEvent } from '$lib/games/permutations/events';

export type EntryMode = 'notepad' | 'referee';

/** The way the table chose to enter a round. */
export interface ModeForm {
	round: number;
	mode: EntryMode;
}

/** A round's colour counts as the notepad form holds them, by player id then colour. */
export interface CountsForm {
	round: number;
	counts: Record<string, Partial<Record<Colour, number>>>;
}

/** The pool as typed: one number (null while empty) and colour ('' unchosen) per player. */
export interface PoolForm {
	round: number;
	auction: number;
	numbers: (number | null)[];
	colours: (Colour | '')[];
}

/** How bids reach the app: tapped in once turned over at the table, or chosen in secret on it. */
export type Bidding = 'table' | 'secret';

/** The bids of the auction under way not recorded yet, by player id. */
export interface BidsForm {
	round: number;
	auction: number;
	bids: Record<string, CardEntry>;
}

/** The deck's numbers of each colour as typed, e.g. "1-12". */
export type DeckLists = Record<Colour, string>;

export const MODE_DRAFT = 'mode';
export const DECK_DRAFT = 'deck';
export const BIDDING_DRAFT = 'bidding';
export const BIDS_DRAFT = 'bids';
export const COUNTS_DRAFT = 'counts';
export const POOL_DRAFT = 'pool';

const record = (value: unknown): Record<string, unknown> | undefined =>
	typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: undefined;

/** The round being entered and the auction under way in it (1-based). */
export function position(game: PermutationsState): { round: number; auction: number } {
	return { round: game.rounds.length + 1, auction: game.auctionsDone + 1 };
}

/**
 * A stored mode choice, or undefined when malformed. It keeps its round: the screen uses it only
 * while that round is being entered.
 */
export function restoreMode(stored: unknown): ModeForm | undefined {
	const d = record(stored);
	if (!d || typeof d.round !== 'number' || !Number.isInteger(d.round) || d.round < 1)
		return undefined;
	return d.mode === 'notepad' || d.mode === 'referee'
		? { round: d.round, mode: d.mode }
		: undefined;
}

/** The counts form for `round`, starting from an entry's counts (or nothing). */
export function countsFrom(counts: unknown, round: number, game: PermutationsState): CountsForm {
	const table = record(counts) ?? {};
	const form: CountsForm = { round, counts: {} };
	for (const p of game.players) {
		const row = record(table[p.id]);
		if (!row) continue;
		const kept: Partial<Record<Colour, number>> = {};
		for (const c of game.inPlay) {
			const n = row[c];
			if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= AUCTIONS_PER_ROUND)
				kept[c] = n;
		}
		form.counts[p.id] = kept;
	}
	return form;
}

/** Typed counts in words ("Ada: 3 red, 2 blue; Bo: 5 green"), or null when none is typed. */
export function describeCounts(form: CountsForm, game: PermutationsState): string | null {
	const players = game.players.flatMap((p) => {
		const row = form.counts[p.id] ?? {};
		const colours = game.inPlay.filter((c) => (row[c] ?? 0) > 0).map((c) => `${row[c]} ${c}`);
		return colours.length ? [`${p.name}: ${colours.join(', ')}`] : [];
	});
	return players.length ? players.join('; ') : null;
}

/**
 * A stored counts draft for `round` with only this table's players and colours in play kept, or
 * undefined when it is for another round or not one. The engine checks the counts when recorded.
 */
export function restoreCounts(
	stored: unknown,
	round: number,
	game: PermutationsState
): CountsForm | undefined {
	const d = record(stored);
	if (!d || d.round !== round) return undefined;
	return countsFrom(d.counts, round, game);
}

/** An empty pool form for the auction under way. */
export function emptyPool(game: PermutationsState): PoolForm {
	return {
		...position(game),
		numbers: game.players.map(() => null),
		colours: game.players.map(() => '')
	};
}

/** A stored pool draft for the auction under way, or undefined when it is for another or junk. */
export function restorePool(stored: unknown, game: PermutationsState): PoolForm | undefined {
	const d = record(stored);
	const at = position(game);
	if (!d || d.round !== at.round || d.auction !== at.auction) return undefined;
	if (!Array.isArray(d.numbers) || !Array.isArray(d.colours)) return undefined;
	const size = game.players.length;
	if (d.numbers.length !== size || d.colours.length !== size) return undefined;
	return {
		...at,
		numbers: d.numbers.map((n: unknown) => (isCardNumber(n) ? n : null)),
		colours: d.colours.map((c: unknown) => (isColour(c) ? c : ''))
	};
}

/** A stored deck lists draft, text kept only under the four colours, or undefined when not one. */
export function restoreDeckLists(stored: unknown): DeckLists | undefined {
	const d = record(stored);
	if (!d) return undefined;
	const text = (c: Colour) => (typeof d[c] === 'string' ? (d[c] as string).slice(0, 200) : '');
	return { red: text('red'), yellow: text('yellow'), green: text('green'), blue: text('blue') };
}

/** A stored way of bidding, or undefined when it is not one. */
export function restoreBidding(stored: unknown): { way: Bidding } | undefined {
	const way = record(stored)?.way;
	return way === 'table' || way === 'secret' ? { way } : undefined;
}

/** The card a player must bid when their hand holds one card the app knows, else undefined. */
export function forcedBid(game: PermutationsState, playerId: string): number | undefined {
	const hand = handOf(game, playerId);
	const unseen = COLOURS.reduce((t, c) => t + hand.hidden[c], 0);
	return hand.cards.length === 1 && unseen === 0 ? hand.cards[0].n : undefined;
}

/**
 * The bids form for the auction under way, from `bids` (a draft or an undone entry): only
 * players still to bid, only card numbers and colours kept; a forced bid is filled in.
 */
export function bidsFrom(bids: unknown, game: PermutationsState): BidsForm {
	const given = record(bids) ?? {};
	const form: BidsForm = { ...position(game), bids: {} };
	for (const id of missingBids(game)) {
		const raw = given[id];
		const bid = typeof raw === 'number' ? { n: raw } : record(raw);
		const forced = forcedBid(game, id);
		if (bid && isCardNumber(bid.n))
			form.bids[id] = { n: bid.n, ...(isColour(bid.colour) ? { colour: bid.colour } : {}) };
		else if (forced !== undefined) form.bids[id] = { n: forced };
	}
	return form;
}

/** A stored bids draft for the auction under way, or undefined when it is for another or junk. */
export function restoreBids(stored: unknown, game: PermutationsState): BidsForm | undefined {
	const d = record(stored);
	const at = position(game);
	if (!d || d.round !== at.round || d.auction !== at.auction) return undefined;
	return bidsFrom(d.bids, game);
}

/**
 * The form an undone entry goes back to, in the state after the undo: a round's counts, a pool
 * or an auction's bids; null for entries no form makes.
 */
export function formOfUndone(
	event: GameEvent,
	game: PermutationsState
):
	| { draft: typeof COUNTS_DRAFT; mode: 'notepad'; value: CountsForm }
	| { draft: typeof POOL_DRAFT; mode: 'referee'; value: PoolForm }
	| { draft: typeof BIDS_DRAFT; mode: 'referee'; value: BidsForm }
	| null {
	// Read as the engine read it when it was entered.
	const entry = readEvent(permutationsEvent, event);
	if (isViolation(entry)) return null;
	if (entry.type === 'bids') {
		return { draft: BIDS_DRAFT, mode: 'referee', value: bidsFrom(entry.bids, game) };
	}
	if (entry.type === 'round') {
		const { round } = position(game);
		return { draft: COUNTS_DRAFT, mode: 'notepad', value: countsFrom(entry.counts, round, game) };
	}
	if (entry.type === 'pool') {
		const { cards } = entry;
		const stored = {
			...position(game),
			numbers: cards.map((c) => c.n),
			colours: cards.map((c) => c.colour ?? '')
		};
		const value = restorePool(stored, game);
		return value ? { draft: POOL_DRAFT, mode: 'referee', value } : null;
	}
	return null;
}
