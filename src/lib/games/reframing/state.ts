/**
 * The state the Reframing engine folds entries into: the match's constants, when each card joins
 * the decks, and the shape of entries and round results. Players are addressed by seat index inside
 * the state and by session id in events.
 */
import { type SessionPlayer } from '../../core/engine';
import { type ReframingHouseRules, type Thresholds } from './house-rules';
import { type ReframingWhy } from './said';

export const ROUNDS = 8;

export const FRAMES = 8;

export const MIN_PLAYERS = 2;

export const MAX_PLAYERS = 16;

export const HIGHEST_CARD = 13;

export const MAX_PLAYS = 3;

/** Round 7 names a player for each of frames 1 to this one. */
export const NAMED_FRAMES = 5;

/** From this many players on, a player's five round 7 names can all differ. */
export const DISTINCT_NAMES_FROM = NAMED_FRAMES + 1;

/** The round in which a card number joins every deck. */
export function joinRound(card: number): number {
	if (card <= 7) return 1;
	if (card <= 9) return 2;
	if (card <= 11) return 4;
	return 5;
}

/** The card numbers in every deck during a round, lowest first. */
export function deckInRound(round: number): number[] {
	const cards: number[] = [];
	for (let card = 1; card <= HIGHEST_CARD; card++) if (joinRound(card) <= round) cards.push(card);
	return cards;
}

/** One player's entries for a round. Card lists hold card numbers. */
export interface PlayerInput {
	plays: number[];
	/** Round 3 only. */
	prediction?: number;
	/** Round 6 only: cards taken back to the hand before the plays. */
	recover?: number[];
	/** Round 8 only: cards moved one frame up after the plays. */
	boost?: number[];
}

export interface CardResult {
	/** Seat of the owner. */
	player: number;
	card: number;
	pass: boolean;
	/**
	 * Why, as data: the screen says "3 on frame 2 fails: " and then this, e.g. "there are four 3s on
	 * frame 2" (src/lib/i18n/reframing.ts).
	 */
	why: ReframingWhy;
}

export interface FrameResult {
	frame: number;
	/** By seat, then by card number. */
	cards: CardResult[];
}

export interface PredictionResult {
	/** Cards moved this round onto frame 3 from frames 1 and 2. */
	actual: number;
	guesses: number[];
	points: number[];
}

export interface AssignmentResult {
	/** [seat][frame - 1]: the highest failing card of the named player on that frame, or null. */
	highestFailing: (number | null)[][];
	points: number[];
}

/** What one round's evaluation says; kept in the state so the screens can show any past round. */
export interface RoundResult {
	round: number;
	/** Frames round..1, highest first. */
	frames: FrameResult[];
	/** What each seat did this round. */
	inputs: PlayerInput[];
	/** The plain sum of each seat's cards, before the zero cap. */
	cardPoints: number[];
	/** The card score after the zero cap. */
	cappedPoints: number[];
	/** Round 3 and round 7 bonuses, added after the cap. */
	bonus: number[];
	score: number[];
	totals: number[];
	prediction?: PredictionResult;
	assignment?: AssignmentResult;
}

export interface ReframingState {
	players: SessionPlayer[];
	houseRules: ReframingHouseRules;
	thresholds: Thresholds;
	/** The round being entered, 1 to 8; 9 once the match is over. */
	round: number;
	/** [seat][card - 1]: 0 while the card is in hand, otherwise the frame it lies on. */
	positions: number[][];
	/** Entries made so far for the current round, by seat. */
	pending: (PlayerInput | null)[];
	/** Round 7 names: [frame - 1][seat] = the seat named to that player. Null until drawn. */
	assignments: number[][] | null;
	/** The seed the names were drawn from, when the app drew them. */
	assignmentSeed: number | null;
	results: RoundResult[];
	totals: number[];
}
