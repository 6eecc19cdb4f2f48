/**
 * The Subsets table as the engine keeps it: the piles, the players' loose cards, the phase of the
 * turn and the record of every deal and draw, with the small helpers every applier reads it by.
 */
import type { CheckResult, SetRules, SubsetResult } from './checker';
import type { SubsetWhy } from '../../core/subsets-checker/said';
import type { SubsetsHouseRules } from './house-rules';

/** A pile on the table; `cards` runs from the bottom card to the top card. */
export interface Pile {
	id: string;
	/** The pile's number as the table calls it ("pile 3"), in the order piles were started. */
	number: number;
	/** Seat index of the player the pile is in front of. */
	owner: number;
	faceUp: boolean;
	cards: string[];
}

/** A player and the loose face-down cards in front of them. */
export interface PlayerArea {
	id: string;
	name: string;
	/** Error cards this player captured, face down. */
	captured: string[];
	/** Face-down cards handed over by wrong Error! callers. */
	received: string[];
}

/** How a pile stands against the drawn card. */
export type Stealable = 'proven' | 'ask-table' | 'no';

/** One face-up pile weighed against a drawn card S: the checker's answer and what it allows. */
export interface StealOption {
	pile: string;
	owner: number;
	top: string;
	size: number;
	verdict: SubsetResult['verdict'];
	/** The checker's English; `said` is the same sentence as data, worded by the screen. */
	reason: string;
	said?: SubsetWhy;
	/** The fault's kind when a card is an error or unreadable. */
	fault?: string;
	/** When the top card is not a subset: an element of it that is not in S. */
	witness?: string;
	steal: Stealable;
}

/** What the table thought of a card the checker could not read. */
export type TableSays = 'valid' | 'error';

/** A starting card as it was dealt. */
export interface DealRecord {
	seat: number;
	card: string;
	verdict: CheckResult['verdict'];
	reason: string;
	tableSaid?: TableSays;
	/** Set when the card was an error and someone captured it. */
	capturedBy?: number;
}

export type DrawOutcome =
	| { kind: 'captured'; by: number }
	| {
			kind: 'stole';
			pile: string;
			from: number;
			verdict: SubsetResult['verdict'];
			/** True when the referee could not decide and the table agreed to the steal. */
			tableAgreed: boolean;
	  }
	| { kind: 'new-pile'; pile: string };

/** An Error! call on a card that was not an error, and the card the caller gave up, if any. */
export interface WrongCall {
	caller: number;
	gave: string | null;
}

/** A drawn card and everything that happened because of it. */
export interface DrawRecord {
	number: number;
	seat: number;
	card: string;
	verdict: CheckResult['verdict'];
	reason: string;
	tableSaid?: TableSays;
	wrongCalls: WrongCall[];
	/** Absent while the turn is still being played. */
	outcome?: DrawOutcome;
	flipped?: { pile: string; chosen: boolean };
	/** Cards in front of each player once the draw was settled. */
	counts?: number[];
}

export type Phase =
	| { kind: 'setup'; seat: number }
	| {
			kind: 'error';
			/** The player who dealt (setup) or drew the card. */
			seat: number;
			card: string;
			/** The checker's English (or the table's ruling); `fault` its kind, `said` its sentence as data. */
			reason: string;
			fault?: string;
			said?: SubsetWhy;
			/** The table, not the checker, ruled the card an error. */
			tableRuled?: true;
			span?: [number, number];
			during: 'setup' | 'draw';
	  }
	| { kind: 'draw' }
	| {
			kind: 'move';
			seat: number;
			card: string;
			verdict: 'valid' | 'unsupported';
			reason: string;
			options: StealOption[];
	  }
	| { kind: 'flip'; seat: number; candidates: string[] }
	| { kind: 'over' };

export interface SubsetsState {
	players: PlayerArea[];
	houseRules: SubsetsHouseRules;
	piles: Pile[];
	nextPile: number;
	/** Seat index of the player whose turn it is (or who is being dealt a starting card). */
	turn: number;
	phase: Phase;
	dealt: DealRecord[];
	drawn: DrawRecord[];
	/** Cards in front of each player when setup ended. */
	startCounts?: number[];
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** Beyond this many face-up piles a player must turn one face down. */
export const FACE_UP_LIMIT = 2;

/** The checker's reading choices for this table. */
export function setRules(state: SubsetsState): SetRules {
	return { naturalsFrom: state.houseRules.naturalsFrom };
}

/** A new face-up pile of one card in front of `owner`, numbered after the last one started. */
export function newPile(state: SubsetsState, owner: number, card: string): Pile {
	const number = state.nextPile++;
	return { id: `p${number}`, number, owner, faceUp: true, cards: [card] };
}

/** A card as the history shows it: on one line, cut at 28 characters. */
export function shortCard(card: string): string {
	const flat = card.replace(/\s+/g, ' ').trim();
	return flat.length > 28 ? `${flat.slice(0, 27)}…` : flat;
}

/**
 * A pile's number for a history line, which holds only the event: the number of the pile the
 * event names, read from the id `newPile` gave it. Screens with the table in hand use
 * `pile.number`.
 */
export function pileNumberInEvent(pileId: unknown): string {
	const match = /^p(\d+)$/.exec(String(pileId));
	return match ? match[1] : String(pileId);
}

/** The top card of a pile. */
export function topCard(pile: Pile): string {
	return pile.cards[pile.cards.length - 1];
}

/** A player's piles in the order they were placed in front of them. */
export function pilesOf(state: SubsetsState, seat: number): Pile[] {
	return state.piles.filter((pile) => pile.owner === seat);
}

/** The cards in front of each player, in seat order: every pile card plus loose face-down cards. */
export function cardCounts(state: SubsetsState): number[] {
	return state.players.map(
		(player, seat) =>
			player.captured.length +
			player.received.length +
			pilesOf(state, seat).reduce((sum, pile) => sum + pile.cards.length, 0)
	);
}

/** The seat of the player with this session id, or -1 when no one at the table has it. */
export function seatOf(state: SubsetsState, id: string): number {
	return state.players.findIndex((player) => player.id === id);
}

/** The draw being played: the last one recorded. */
export function currentDraw(next: SubsetsState): DrawRecord {
	return next.drawn[next.drawn.length - 1];
}
