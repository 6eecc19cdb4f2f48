/**
 * Reframing (pseudonam): eight rounds, eight frames, cards numbered 1 to 13, each with a condition
 * that scores or costs its number at the end of every round. Pure: every function returns new data
 * and leaves its arguments alone. Players are addressed by seat index inside the state and by
 * session id in events.
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
import type { AssignmentInput, ReframingEvent } from './events';
import { RULE } from './rules';
import { seededRandom } from '../../core/random';
import { leadersOf } from '../../core/scoreboard';
import { listOf, oneOrMany } from '../../core/words';

export { seededRandom };

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

// ---------------------------------------------------------------------------------------------
// House rules

export type ThresholdMode = 'printed' | 'scaled';

export interface ReframingHouseRules {
	/** Whether conditions 5, 8, 10 and 13 use the printed numbers or numbers scaled to the table. */
	thresholds: ThresholdMode;
}

/** The numbers in conditions 5, 8, 10 and 13. */
export interface Thresholds {
	/** C5: at least this many cards on the frame. */
	frameCards: number;
	/** C8: at most this many 8s on the frame and the higher ones. */
	maxEights: number;
	/** C10: a number must appear at least this often. */
	copies: number;
	/** C13: at least this many different numbers on the frame. */
	differentNumbers: number;
}

export const PRINTED_THRESHOLDS: Thresholds = {
	frameCards: 20,
	maxEights: 8,
	copies: 4,
	differentNumbers: 11
};

/** The table size the printed thresholds were written for. */
export const WRITTEN_FOR = 11;

export const defaultHouseRules: ReframingHouseRules = { thresholds: 'printed' };

export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'thresholds',
		label: 'Condition thresholds',
		help: 'The numbers in conditions 5, 8, 10 and 13 are written for 11 players. Scaling multiplies each by the number of players over 11, rounded, for tables of fewer than 11.',
		kind: 'choice',
		choices: [
			{ value: 'printed', label: 'As printed (20 cards, eight 8s, four copies, 11 numbers)' },
			{ value: 'scaled', label: 'Scaled for smaller tables' }
		],
		default: 'printed'
	}
];

/**
 * The thresholds in force: printed, or for a table of fewer than 11 scaled by players / 11,
 * rounded half up and never below 1 (ruling 5).
 */
export function thresholdsFor(players: number, mode: ThresholdMode): Thresholds {
	if (mode === 'printed' || players >= WRITTEN_FOR) return { ...PRINTED_THRESHOLDS };
	// Integer form of round(value * players / 11) with halves going up.
	const scale = (value: number) =>
		Math.max(1, Math.floor((2 * value * players + WRITTEN_FOR) / (2 * WRITTEN_FOR)));
	return {
		frameCards: scale(PRINTED_THRESHOLDS.frameCards),
		maxEights: scale(PRINTED_THRESHOLDS.maxEights),
		copies: scale(PRINTED_THRESHOLDS.copies),
		differentNumbers: scale(PRINTED_THRESHOLDS.differentNumbers)
	};
}

// ---------------------------------------------------------------------------------------------
// State and events

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
	/** One line, e.g. "3 on frame 2 fails: there are four 3s on frame 2". */
	reason: string;
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

export type { AssignmentInput, ReframingEvent };

// ---------------------------------------------------------------------------------------------
// Wording

const WORDS = [
	'no',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve'
];

/** A count in words up to twelve, digits above. */
function amount(n: number): string {
	return n < WORDS.length ? WORDS[n] : String(n);
}

/** "no 3", "one 3", "four 3s". */
function copiesOf(n: number, card: number): string {
	return `${amount(n)} ${oneOrMany(n, String(card))}`;
}

/** "there is one 3", "there are four 3s", "there is no 3". */
function thereAre(n: number, what: string, plural = `${what}s`): string {
	if (n === 0) return `there is no ${what}`;
	if (n === 1) return `there is one ${what}`;
	return `there are ${amount(n)} ${plural}`;
}

function thereAreCopies(n: number, card: number): string {
	return thereAre(n, String(card), `${card}s`);
}

function listAnd(items: string[]): string {
	return listOf(items);
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** Card counts of every frame: [frame][card] with index 0 unused, plus totals per frame. */
interface FrameCounts {
	copies: number[][];
	total: number[];
}

function countFrames(positions: readonly (readonly number[])[]): FrameCounts {
	const copies = Array.from({ length: FRAMES + 1 }, () =>
		new Array<number>(HIGHEST_CARD + 1).fill(0)
	);
	const total = new Array<number>(FRAMES + 1).fill(0);
	for (const cards of positions) {
		for (let i = 0; i < cards.length; i++) {
			const frame = cards[i];
			if (frame > 0) {
				copies[frame][i + 1]++;
				total[frame]++;
			}
		}
	}
	return { copies, total };
}

/** Whether a non-4 card's condition holds, and why, in words after "passes: " or "fails: ". */
function checkCondition(
	card: number,
	frame: number,
	owner: number,
	positions: readonly (readonly number[])[],
	counts: FrameCounts,
	t: Thresholds,
	names: readonly string[]
): { pass: boolean; why: string } {
	const here = counts.copies[frame];
	const size = counts.total[frame];
	const on = `on frame ${frame}`;
	switch (card) {
		case 1:
			return { pass: size >= 1, why: `it is itself a card ${on}` };
		case 2:
			return { pass: here[1] >= 1, why: `${thereAreCopies(here[1], 1)} ${on}` };
		case 3:
			return { pass: here[3] <= 3, why: `${thereAreCopies(here[3], 3)} ${on}` };
		case 5: {
			const pass = size >= t.frameCards;
			return {
				pass,
				why: `${thereAre(size, 'card')} ${on}, ${pass ? 'at least' : 'fewer than'} ${t.frameCards}`
			};
		}
		case 6: {
			let odd = 0;
			for (let c = 1; c <= HIGHEST_CARD; c += 2) odd += here[c];
			const even = size - odd;
			const pass = odd > even;
			return {
				pass,
				why: `frame ${frame} has ${amount(odd)} odd and ${amount(even)} even ${oneOrMany(even, 'card')}`
			};
		}
		case 7: {
			const missing: string[] = [];
			for (let c = 1; c <= 6; c++) if (here[c] === 0) missing.push(String(c));
			return missing.length === 0
				? { pass: true, why: `frame ${frame} has every number from 1 to 6` }
				: { pass: false, why: `frame ${frame} has no ${listAnd(missing)}` };
		}
		case 8: {
			let eights = 0;
			for (let f = frame; f <= FRAMES; f++) eights += counts.copies[f][8];
			const pass = eights <= t.maxEights;
			const where = frame === FRAMES ? `on frame ${FRAMES}` : `on frames ${frame} to ${FRAMES}`;
			return {
				pass,
				why: `${thereAreCopies(eights, 8)} ${where}, ${pass ? 'at most' : 'more than'} ${amount(t.maxEights)}`
			};
		}
		case 9: {
			const pass = here[3] >= 3;
			return {
				pass,
				why: `${thereAreCopies(here[3], 3)} ${on}${pass ? '' : ', fewer than three'}`
			};
		}
		case 10: {
			const frequent: number[] = [];
			for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] >= t.copies) frequent.push(c);
			const lacking = frequent.filter((c) => positions[owner][c - 1] !== frame);
			const who = names[owner];
			if (frequent.length === 0) {
				return {
					pass: false,
					why: `no number appears ${amount(t.copies)} or more times ${on}`
				};
			}
			if (lacking.length === 0) {
				return {
					pass: false,
					why: `${who} has a card of every number that appears ${amount(t.copies)} or more times ${on}`
				};
			}
			const c = lacking[0];
			return {
				pass: true,
				why: `${thereAreCopies(here[c], c)} ${on} and ${who} has no ${c} there`
			};
		}
		case 11: {
			let biggest = 0;
			let biggestFrame = 0;
			for (let f = 1; f <= FRAMES; f++) {
				if (f !== frame && counts.total[f] > biggest) {
					biggest = counts.total[f];
					biggestFrame = f;
				}
			}
			const pass = size > biggest;
			return pass
				? {
						pass,
						why: `frame ${frame} has ${amount(size)} ${oneOrMany(size, 'card')} and no other frame has ${biggest === 0 ? 'any' : `more than ${amount(biggest)}`}`
					}
				: {
						pass,
						why: `frame ${frame} has ${amount(size)} ${oneOrMany(size, 'card')} and frame ${biggestFrame} has ${amount(biggest)}`
					};
		}
		case 12: {
			const pass = here[12] <= here[1] && here[12] <= here[2];
			return {
				pass,
				why: `frame ${frame} has ${copiesOf(here[12], 12)}, ${copiesOf(here[1], 1)} and ${copiesOf(here[2], 2)}`
			};
		}
		case 13: {
			let different = 0;
			for (let c = 1; c <= HIGHEST_CARD; c++) if (here[c] > 0) different++;
			const pass = different >= t.differentNumbers;
			return {
				pass,
				why: `${thereAre(different, 'different number')} ${on}, ${pass ? 'at least' : 'fewer than'} ${t.differentNumbers}`
			};
		}
		default:
			throw new Error(`There is no card ${card}.`);
	}
}

/**
 * Scores every card on frames 1 to `round`, frames listed highest first. Condition 4 is settled
 * after all the other cards of its frame (ruling 4).
 */
export function evaluateFrames(
	positions: readonly (readonly number[])[],
	round: number,
	thresholds: Thresholds,
	names: readonly string[]
): FrameResult[] {
	const counts = countFrames(positions);
	const frames: FrameResult[] = [];
	for (let frame = Math.min(round, FRAMES); frame >= 1; frame--) {
		const cards: CardResult[] = [];
		const fours: CardResult[] = [];
		const failures: CardResult[] = [];
		for (let player = 0; player < positions.length; player++) {
			for (let card = 1; card <= HIGHEST_CARD; card++) {
				if (positions[player][card - 1] !== frame) continue;
				if (card === 4) {
					const result: CardResult = { player, card, pass: false, reason: '' };
					fours.push(result);
					cards.push(result);
					continue;
				}
				const { pass, why } = checkCondition(
					card,
					frame,
					player,
					positions,
					counts,
					thresholds,
					names
				);
				const reason = `${card} on frame ${frame} ${pass ? 'passes' : 'fails'}: ${why}`;
				const result: CardResult = { player, card, pass, reason };
				if (!pass) failures.push(result);
				cards.push(result);
			}
		}
		for (const four of fours) {
			four.pass = failures.length > 0;
			if (failures.length === 0) {
				four.reason = `4 on frame ${frame} fails: no card other than a 4 fails on frame ${frame}`;
			} else {
				const first = failures[0];
				const others = failures.length - 1;
				four.reason =
					`4 on frame ${frame} passes: ${names[first.player]}’s ${first.card} fails` +
					(others > 0 ? ` (and ${amount(others)} more non-4 ${oneOrMany(others, 'card')})` : '');
			}
		}
		frames.push({ frame, cards });
	}
	return frames;
}

/** Each seat's plain card sum (+number for a pass, -number for a fail). */
export function cardPointsOf(frames: readonly FrameResult[], playerCount: number): number[] {
	const points = new Array<number>(playerCount).fill(0);
	for (const frame of frames) {
		for (const c of frame.cards) points[c.player] += c.pass ? c.card : -c.card;
	}
	return points;
}

/** Round 3: each seat scores one point per other seat whose guess is strictly further off. */
export function predictionPoints(guesses: readonly number[], actual: number): number[] {
	const distance = guesses.map((g) => Math.abs(g - actual));
	return distance.map((mine, seat) =>
		distance.reduce((n, theirs, other) => n + (other !== seat && theirs > mine ? 1 : 0), 0)
	);
}

/** Round 7: for each frame 1..5, the highest failing card of the player named to each seat. */
export function assignmentPoints(
	frames: readonly FrameResult[],
	assignments: readonly (readonly number[])[]
): AssignmentResult {
	const highestByFrame = new Map<string, number>();
	for (const frame of frames) {
		for (const c of frame.cards) {
			if (c.pass) continue;
			const key = `${frame.frame}:${c.player}`;
			highestByFrame.set(key, Math.max(highestByFrame.get(key) ?? 0, c.card));
		}
	}
	const seats = assignments[0]?.length ?? 0;
	const highestFailing: (number | null)[][] = [];
	const points: number[] = [];
	for (let seat = 0; seat < seats; seat++) {
		const row = assignments.map(
			(named, i) => highestByFrame.get(`${i + 1}:${named[seat]}`) ?? null
		);
		highestFailing.push(row);
		points.push(row.reduce<number>((sum, card) => sum + (card ?? 0), 0));
	}
	return { highestFailing, points };
}

// ---------------------------------------------------------------------------------------------
// The round 7 draw

function shuffled<T>(items: readonly T[], random: () => number): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/**
 * A perfect matching receiver -> name allowed by `allowed`, found by augmenting paths over a
 * shuffled graph. The rows drawn before always form a Latin rectangle with the identity, which
 * Hall's theorem says can always be extended, so a matching exists.
 */
function randomMatching(
	n: number,
	allowed: (receiver: number, name: number) => boolean,
	random: () => number
): number[] {
	const seats = Array.from({ length: n }, (_, i) => i);
	const candidates = seats.map((r) =>
		shuffled(
			seats.filter((g) => allowed(r, g)),
			random
		)
	);
	const holder = new Array<number>(n).fill(-1);
	const augment = (r: number, seen: boolean[]): boolean => {
		for (const g of candidates[r]) {
			if (seen[g]) continue;
			seen[g] = true;
			if (holder[g] < 0 || augment(holder[g], seen)) {
				holder[g] = r;
				return true;
			}
		}
		return false;
	};
	for (const r of shuffled(seats, random)) {
		if (!augment(r, new Array<boolean>(n).fill(false))) {
			throw new Error('The round 7 names could not be drawn.');
		}
	}
	const row = new Array<number>(n);
	holder.forEach((r, g) => (row[r] = g));
	return row;
}

/**
 * Draws the round 7 names, [frame - 1][seat] = named seat: on each frame a derangement of the
 * seats. With six or more players a seat's five names all differ; with fewer, names repeat only
 * after a seat has had every other name once.
 */
export function drawAssignments(playerCount: number, seed: number): number[][] {
	const random = seededRandom(seed);
	const block = playerCount >= DISTINCT_NAMES_FROM ? NAMED_FRAMES : playerCount - 1;
	const rows: number[][] = [];
	for (let f = 0; f < NAMED_FRAMES; f++) {
		const sameBlock = rows.slice(Math.floor(f / block) * block);
		rows.push(
			randomMatching(
				playerCount,
				(r, g) => r !== g && sameBlock.every((row) => row[r] !== g),
				random
			)
		);
	}
	return rows;
}

// ---------------------------------------------------------------------------------------------
// Checking entries

function seatOf(state: ReframingState, id: string): number {
	return state.players.findIndex((p) => p.id === id);
}

function isCard(value: number): boolean {
	return Number.isInteger(value) && value >= 1 && value <= HIGHEST_CARD;
}

function joinRule(card: number): string {
	const round = joinRound(card);
	return round === 2 ? RULE.round2 : round === 4 ? RULE.round4 : RULE.round5;
}

/** Checks a list of cards: each a card of the deck this round, none twice. */
function checkCardList(
	value: readonly number[],
	what: string,
	round: number,
	name: string,
	id: string,
	rule: string
): number[] | RuleViolation {
	const seen: number[] = [];
	for (const card of value) {
		if (!isCard(card)) {
			return violation(
				`${name} named ${shownValue(card)} among the ${what}, which is not a card: cards are numbered 1 to ${HIGHEST_CARD}.`,
				RULE.deck,
				id
			);
		}
		if (joinRound(card) > round) {
			return violation(
				`${name} cannot use their ${card} in round ${round}: the ${card}s join the decks in round ${joinRound(card)}.`,
				joinRule(card),
				id
			);
		}
		if (seen.includes(card)) {
			return violation(
				`${name} named the ${card} twice among the ${what}: each card can appear only once.`,
				rule,
				id
			);
		}
		seen.push(card);
	}
	return seen;
}

/**
 * Applies one seat's entries to that seat's card positions: recoveries, then plays, then boosts.
 * Returns the new positions and how many played cards came from frames 1 and 2, or a violation.
 */
function applyInput(
	state: ReframingState,
	seat: number,
	input: PlayerInput
): { positions: number[]; fromEarlierFrames: number } | RuleViolation {
	const { round } = state;
	const { id, name } = state.players[seat];
	const positions = [...state.positions[seat]];

	if (input.recover !== undefined) {
		if (round !== 6) {
			return violation(
				`${name} tried to take cards back in round ${round}: cards can be taken back only in round 6.`,
				RULE.round6,
				id
			);
		}
		const recover = checkCardList(input.recover, 'cards taken back', round, name, id, RULE.round6);
		if (isViolation(recover)) return recover;
		for (const card of recover) {
			if (positions[card - 1] === 0) {
				return violation(
					`${name}’s ${card} is in hand, not on a frame, so it cannot be taken back.`,
					RULE.round6,
					id
				);
			}
			positions[card - 1] = 0;
		}
	}

	const plays = checkCardList(input.plays, 'cards played', round, name, id, RULE.plays);
	if (isViolation(plays)) return plays;
	if (plays.length > MAX_PLAYS) {
		return violation(
			`${name} played a fourth card, the ${plays[MAX_PLAYS]}: a player plays at most three cards a round.`,
			RULE.plays,
			id
		);
	}
	let fromEarlierFrames = 0;
	for (const card of plays) {
		const from = positions[card - 1];
		if (from === 1 || from === 2) fromEarlierFrames++;
		positions[card - 1] = round;
	}

	if (input.boost !== undefined) {
		if (round !== 8) {
			return violation(
				`${name} tried to boost cards in round ${round}: boosting is allowed only in round 8.`,
				RULE.round8,
				id
			);
		}
		const boost = checkCardList(input.boost, 'boosted cards', round, name, id, RULE.round8);
		if (isViolation(boost)) return boost;
		const sources = new Map<number, number>();
		for (const card of boost) {
			const from = positions[card - 1];
			if (plays.includes(card)) {
				return violation(
					`${name} played the ${card} this round, so it cannot also be boosted.`,
					RULE.ruling('10c'),
					id
				);
			}
			if (from === 0) {
				return violation(
					`${name}’s ${card} is in hand, not on a frame, so it cannot be boosted.`,
					RULE.round8,
					id
				);
			}
			if (from >= FRAMES) {
				return violation(
					`${name}’s ${card} is on frame ${FRAMES} and cannot go any higher.`,
					RULE.boostTopFrame,
					id
				);
			}
			const earlier = sources.get(from);
			if (earlier !== undefined) {
				return violation(
					`${name} boosted two cards from frame ${from}, the ${earlier} and the ${card}: only one card per frame may be boosted.`,
					RULE.boostOnePerFrame,
					id
				);
			}
			sources.set(from, card);
		}
		// All boosts move at once, each from where it lay after the plays.
		for (const [from, card] of sources) positions[card - 1] = from + 1;
	}

	if (input.prediction !== undefined) {
		if (round !== 3) {
			return violation(
				`${name} made a guess in round ${round}: guesses are made only in round 3.`,
				RULE.round3,
				id
			);
		}
		if (!Number.isSafeInteger(input.prediction) || input.prediction < 1) {
			const tooLarge =
				input.prediction > Number.MAX_SAFE_INTEGER && Number.isFinite(input.prediction);
			return violation(
				tooLarge
					? `${name}’s guess is too large to be read exactly; no table moves that many cards.`
					: `${name}’s guess, ${shownValue(input.prediction)}, is not a whole number of at least 1.`,
				RULE.round3,
				id
			);
		}
	}

	return { positions, fromEarlierFrames };
}

/** Turns names decided at the table into seat rows, or says which name breaks the rules. */
export function readAssignments(
	state: Pick<ReframingState, 'players'>,
	byFrame: Partial<AssignmentInput>
): number[][] | RuleViolation {
	const players = state.players;
	const n = players.length;
	for (const key of Object.keys(byFrame)) {
		if (!/^[1-5]$/.test(key)) {
			return violation(
				`Round 7 names are given for frames 1 to 5 only, not "${key}".`,
				RULE.round7
			);
		}
	}
	const rows: number[][] = [];
	for (let frame = 1; frame <= NAMED_FRAMES; frame++) {
		const entries = byFrame[String(frame)];
		if (entries === undefined) {
			return violation(`The round 7 names for frame ${frame} are missing.`, RULE.round7);
		}
		const row = new Array<number>(n).fill(-1);
		const receiverOf = new Array<number>(n).fill(-1);
		for (const [receiverId, namedId] of Object.entries(entries)) {
			const receiver = players.findIndex((p) => p.id === receiverId);
			if (receiver < 0) {
				return violation(
					`Frame ${frame} of the round 7 names lists "${receiverId}", who is not playing.`,
					RULE.round7
				);
			}
			const who = players[receiver];
			const named = players.findIndex((p) => p.id === namedId);
			if (named < 0) {
				return violation(
					`On frame ${frame}, ${who.name} is given ${shownValue(namedId)}, who is not playing.`,
					RULE.round7,
					who.id
				);
			}
			if (named === receiver) {
				return violation(
					`On frame ${frame}, ${who.name} is given their own name: each player gets another player’s name.`,
					RULE.round7,
					who.id
				);
			}
			if (receiverOf[named] >= 0) {
				return violation(
					`On frame ${frame}, ${players[named].name}’s name is given to both ${players[receiverOf[named]].name} and ${who.name}: each name goes to exactly one player.`,
					RULE.round7EachNameOnce,
					who.id
				);
			}
			receiverOf[named] = receiver;
			row[receiver] = named;
		}
		const missing = row.indexOf(-1);
		if (missing >= 0) {
			return violation(
				`On frame ${frame}, ${players[missing].name} is given no name.`,
				RULE.round7,
				players[missing].id
			);
		}
		if (n >= DISTINCT_NAMES_FROM) {
			for (let seat = 0; seat < n; seat++) {
				const before = rows.findIndex((r) => r[seat] === row[seat]);
				if (before >= 0) {
					return violation(
						`${players[seat].name} is given ${players[row[seat]].name} on both frame ${before + 1} and frame ${frame}: with six or more players each player’s five names must differ.`,
						RULE.round7NoRepeats,
						players[seat].id
					);
				}
			}
		}
		rows.push(row);
	}
	return rows;
}

function isSeed(value: number): boolean {
	return Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}

// ---------------------------------------------------------------------------------------------
// Engine

/** Starts a match: every card in hand, no frame used. */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<ReframingHouseRules> = defaultHouseRules
): ReframingState | RuleViolation {
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
		return violation(
			`Reframing needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}.`,
			RULE.players
		);
	}
	const ids = new Set(players.map((p) => p.id));
	if (ids.size !== players.length) return violation('Two players have the same id.');
	const mode = houseRules?.thresholds ?? defaultHouseRules.thresholds;
	if (mode !== 'printed' && mode !== 'scaled') {
		return violation(
			`The threshold setting is printed or scaled, not ${shownValue(mode)}.`,
			RULE.ruling(5)
		);
	}
	return {
		players: players.map((p) => ({ ...p })),
		houseRules: { thresholds: mode },
		thresholds: thresholdsFor(players.length, mode),
		round: 1,
		positions: players.map(() => new Array<number>(HIGHEST_CARD).fill(0)),
		pending: players.map(() => null),
		assignments: null,
		assignmentSeed: null,
		results: [],
		totals: players.map(() => 0)
	};
}

function over(state: ReframingState): RuleViolation | null {
	return state.round > ROUNDS
		? violation('The match is over: all eight rounds have been played.', RULE.eightRounds)
		: null;
}

function submit(
	state: ReframingState,
	seat: number,
	input: PlayerInput
): ReframingState | RuleViolation {
	const checked = applyInput(state, seat, input);
	if ('kind' in checked) return checked;
	const entry: PlayerInput = { plays: [...input.plays] };
	if (input.prediction !== undefined) entry.prediction = input.prediction;
	if (input.recover !== undefined) entry.recover = [...input.recover];
	if (input.boost !== undefined) entry.boost = [...input.boost];
	const pending = [...state.pending];
	pending[seat] = entry;
	return { ...state, pending };
}

/** Why names cannot be handed out now, or null when they can; asked before the names are read. */
function namesRefused(state: ReframingState): RuleViolation | null {
	if (state.round !== 7) {
		return violation(
			`Names are handed out in round 7, and this is round ${state.round}.`,
			RULE.round7
		);
	}
	if (state.assignments) {
		return violation('The round 7 names have already been handed out.', RULE.round7);
	}
	return null;
}

function setAssignments(
	state: ReframingState,
	rows: number[][],
	seed: number | null
): ReframingState | RuleViolation {
	return namesRefused(state) ?? { ...state, assignments: rows, assignmentSeed: seed };
}

/** Scores the current round from the pending entries and moves on to the next round. */
export function closeRound(state: ReframingState): ReframingState | RuleViolation {
	const ended = over(state);
	if (ended) return ended;
	const { round, players } = state;
	const guesses: number[] = [];
	if (round === 3) {
		for (const [seat, entry] of state.pending.entries()) {
			if (entry?.prediction === undefined) {
				return violation(
					`${players[seat].name} has not made a round 3 guess yet.`,
					RULE.round3,
					players[seat].id
				);
			}
			guesses.push(entry.prediction);
		}
	}
	if (round === 7 && !state.assignments) {
		return violation('The round 7 names have not been handed out yet.', RULE.round7);
	}
	const inputs = state.pending.map((p) => p ?? { plays: [] });
	const positions: number[][] = [];
	let moved = 0;
	for (let seat = 0; seat < players.length; seat++) {
		const applied = applyInput(state, seat, inputs[seat]);
		if ('kind' in applied) return applied;
		positions.push(applied.positions);
		moved += applied.fromEarlierFrames;
	}
	const names = players.map((p) => p.name);
	const frames = evaluateFrames(positions, round, state.thresholds, names);
	const cardPoints = cardPointsOf(frames, players.length);
	const cappedPoints = cardPoints.map((p) => Math.max(0, p));
	const bonus = players.map(() => 0);
	const result: RoundResult = {
		round,
		frames,
		inputs,
		cardPoints,
		cappedPoints,
		bonus,
		score: [],
		totals: []
	};
	if (round === 3) {
		const points = predictionPoints(guesses, moved);
		result.prediction = { actual: moved, guesses, points };
		points.forEach((p, seat) => (bonus[seat] += p));
	}
	if (round === 7 && state.assignments) {
		result.assignment = assignmentPoints(frames, state.assignments);
		result.assignment.points.forEach((p, seat) => (bonus[seat] += p));
	}
	// Bonuses come after the zero cap (ruling 11).
	result.score = cappedPoints.map((p, seat) => p + bonus[seat]);
	result.totals = state.totals.map((t, seat) => t + result.score[seat]);
	return {
		...state,
		round: round + 1,
		positions,
		pending: players.map(() => null),
		results: [...state.results, result],
		totals: result.totals
	};
}

/**
 * One of a round entry's records, checked for players who are not in the match (the event's
 * schema already made it a record of the right values).
 */
function readRecord<T>(
	state: ReframingState,
	value: Record<string, T> | undefined
): Record<string, T> | RuleViolation {
	if (value === undefined) return {};
	for (const id of Object.keys(value)) {
		if (seatOf(state, id) < 0) return violation(`There is no player "${id}" in this match.`);
	}
	return value;
}

function applyRound(
	state: ReframingState,
	event: Extract<ReframingEvent, { type: 'round' }>
): ReframingState | RuleViolation {
	const plays = readRecord(state, event.plays);
	const prediction = readRecord(state, event.predictions);
	const recover = readRecord(state, event.recover);
	const boost = readRecord(state, event.boost);
	if (isViolation(plays)) return plays;
	if (isViolation(prediction)) return prediction;
	if (isViolation(recover)) return recover;
	if (isViolation(boost)) return boost;
	const fields = { plays, prediction, recover, boost };
	let next = state;
	if (event.assignments !== undefined || event.seed !== undefined) {
		const refused = namesRefused(state);
		if (refused) return refused;
		let rows: number[][] | RuleViolation;
		if (event.assignments !== undefined) {
			rows = readAssignments(state, event.assignments);
		} else if (event.seed !== undefined && isSeed(event.seed)) {
			rows = drawAssignments(state.players.length, event.seed);
		} else {
			rows = violation(
				'The seed for the round 7 draw must be a whole number from 0 to 4294967295.',
				RULE.round7
			);
		}
		if ('kind' in rows) return rows;
		const withNames = setAssignments(
			next,
			rows,
			event.assignments === undefined ? (event.seed ?? null) : null
		);
		if ('kind' in withNames) return withNames;
		next = withNames;
	}
	for (let seat = 0; seat < state.players.length; seat++) {
		const id = state.players[seat].id;
		// Own keys only: a player called "toString" must not find Object.prototype's.
		const given = (record: Record<string, unknown>) => Object.hasOwn(record, id);
		if (!Object.values(fields).some(given)) continue;
		const before = next.pending[seat];
		const input: PlayerInput = {
			plays: given(fields.plays) ? fields.plays[id] : (before?.plays ?? [])
		};
		const prediction = given(fields.prediction) ? fields.prediction[id] : before?.prediction;
		const recover = given(fields.recover) ? fields.recover[id] : before?.recover;
		const boost = given(fields.boost) ? fields.boost[id] : before?.boost;
		if (prediction !== undefined) input.prediction = prediction;
		if (recover !== undefined) input.recover = recover;
		if (boost !== undefined) input.boost = boost;
		const submitted = submit(next, seat, input);
		if ('kind' in submitted) return submitted;
		next = submitted;
	}
	return closeRound(next);
}

/** Applies one event; a refused event returns a violation naming the player, card and rule. */
export function apply(
	state: ReframingState,
	event: ReframingEvent
): ReframingState | RuleViolation {
	const ended = over(state);
	if (ended) return ended;
	switch (event.type) {
		case 'submit': {
			const seat = seatOf(state, event.player);
			if (seat < 0)
				return violation(`There is no player ${shownValue(event.player)} in this match.`);
			const input: PlayerInput = { plays: event.plays };
			if (event.prediction !== undefined) input.prediction = event.prediction;
			if (event.recover !== undefined) input.recover = event.recover;
			if (event.boost !== undefined) input.boost = event.boost;
			return submit(state, seat, input);
		}
		case 'draw-assignments':
			if (!isSeed(event.seed)) {
				return violation(
					'The seed for the round 7 draw must be a whole number from 0 to 4294967295.',
					RULE.round7
				);
			}
			return setAssignments(state, drawAssignments(state.players.length, event.seed), event.seed);
		case 'set-assignments': {
			const refused = namesRefused(state);
			if (refused) return refused;
			const rows = readAssignments(state, event.assignments);
			return 'kind' in rows ? rows : setAssignments(state, rows, null);
		}
		case 'close-round':
			return closeRound(state);
		case 'round':
			return applyRound(state, event);
	}
}

/** The round-by-round table for the shared scoreboard. */
export function scoreboard(state: ReframingState): Scoreboard {
	return {
		players: state.players.map((p) => p.name),
		rounds: state.results.map((r) => ({ label: `Round ${r.round}`, scores: [...r.score] })),
		totals: [...state.totals],
		finished: state.results.length >= ROUNDS,
		leaders: state.results.length === 0 ? [] : leadersOf(state.totals)
	};
}

/** True once round 8 has been scored. */
export function isFinished(state: ReframingState): boolean {
	return state.results.length >= ROUNDS;
}

/** The winners' seats after round 8 (several on a tie), or an empty list before then. */
export function winners(state: ReframingState): number[] {
	return isFinished(state) ? leadersOf(state.totals) : [];
}

export const reframingEngine: GameEngine<ReframingState, ReframingEvent, ReframingHouseRules> = {
	id: 'reframing',
	defaultHouseRules,
	setup: (players, houseRules) => setup(players, houseRules),
	apply,
	scoreboard,
	isFinished
};
