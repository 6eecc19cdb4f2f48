/**
 * A score notepad for any game the app does not referee: the table writes each round's scores
 * and the app keeps the totals, the places and the end of the game (a target score or a fixed
 * number of rounds). Pure and synchronous like every engine; the state is never mutated.
 */
import {
	describeValue,
	shownValue,
	type GameEngine,
	type HouseRuleField,
	type RuleViolation,
	type Scoreboard,
	type SessionPlayer
} from '../../core/engine';
import { hasLineBreak, nameProblem } from '../../core/names';
import {
	emptyList,
	itemAt,
	pushed,
	toArray,
	withItem,
	type PersistentList
} from '../../core/persistent-list';
import { exactSum, leadersOf } from '../../core/scoreboard';
import type { NotepadEvent } from './events';
import { RULE } from './rules';
import {
	coded,
	joinTeam,
	readTeams,
	teamLeaderSeats,
	teamsOnBoard,
	teamsProblem,
	teamTotals,
	type CoopOutcome,
	type NotepadTeam
} from './teams';
import { countOf, listOf, oneOrMany } from '../../core/words';
import { fitsPlaces, SCORE_LIMIT, scoreKind, scoreProblem } from './scores';
export { fitsPlaces, SCORE_LIMIT, scoreKind } from './scores';
import { scorerProblem, scorerSeats, teamNamesProblem, teamScoresProblem } from './team-scores';

/**
 * The table's choices for a notepad game. Other parts of the app (stats) read these names:
 * keep them.
 */
export interface NotepadRules {
	/** The real name of the game played, e.g. "Catan". */
	gameName: string;
	winBy: 'highest' | 'lowest';
	/** The game ends at the end of a round in which a total reaches this. */
	target: number | null;
	/** The game ends once this many rounds are written down. */
	rounds: number | null;
	/**
	 * A score left blank in a round counts as 0 (the entry form fills it in; the engine still
	 * takes only complete rounds). Absent in games started before it existed: blanks refused.
	 */
	blankIsZero?: boolean;
	/** The entry form offers +1/−1 and +5/−5 buttons, for games scored by counting. */
	tally?: boolean;
	/**
	 * Scores may have up to this many decimal places (1 or 2); absent, scores are whole. Totals
	 * add them exactly as written (see `exactSum`).
	 */
	decimals?: 1 | 2;
	/**
	 * Teams, when the table plays in teams: every player in exactly one; the best team total wins
	 * for each of its players (see teams.ts). Absent in a game without teams.
	 */
	teams?: NotepadTeam[];
	/**
	 * A co-operative game: the table records one result (an `outcome` entry); it has rounds only
	 * with `teamScores` (then the whole table writes one score a round).
	 */
	coop?: true;
	/** One score per team each round instead of one per player (team-scores.ts). */
	teamScores?: true;
}

export interface NotepadRound {
	/**
	 * Scores in seat order. As stored in the state, a round holds the seats there were when it
	 * was written: a later joiner's seat is added (as 0) only by `roundsOf` and `roundAt`.
	 */
	scores: readonly number[];
	note: string;
}

/** A player as the notepad knows them: one who joined late says when, and with what score. */
export interface NotepadPlayer extends SessionPlayer {
	/** For a player who joined late: how many rounds were written down when they joined. */
	joinedAfter?: number;
	/** For a player who joined late: the score they started with, for the rounds before. */
	start?: number;
	/**
	 * For a player who joined late and was then given another name for this game: the name they
	 * joined with, which Stats counts them under (a seated player's is the session's; core/seats.ts).
	 */
	joinedAs?: string;
}

export interface NotepadState {
	players: NotepadPlayer[];
	rules: NotepadRules;
	/**
	 * Every round written down, oldest first, in a list each new state shares with the last (read
	 * it with `roundsOf`, `roundAt` and `roundCount`): a round written or corrected copies a few
	 * small arrays, not every round, so a game of 100,000 rounds folds in linear time and memory.
	 */
	rounds: PersistentList<NotepadRound>;
	/**
	 * Each seat's total so far (as `exactSum` of its starting score and its scores gives it), kept
	 * up as rounds come so that the target's check does not add up every round again.
	 */
	totals: number[];
	/** A co-operative game's result, once the table has recorded it. */
	outcome?: CoopOutcome;
}

/** How many rounds are written down. */
export function roundCount(state: Pick<NotepadState, 'rounds'>): number {
	return state.rounds.size;
}

/** A round with a score for every seat now at the table: 0 in a later joiner's seat. */
function fullRound(round: NotepadRound, seats: number): NotepadRound {
	if (round.scores.length >= seats) return round;
	const scores = [...round.scores];
	while (scores.length < seats) scores.push(0);
	return { ...round, scores };
}

/** Round `round` (from 1), or undefined when it is not written down. */
export function roundAt(
	state: Pick<NotepadState, 'players' | 'rounds'>,
	round: number
): NotepadRound | undefined {
	const found = itemAt(state.rounds, round - 1);
	return found && fullRound(found, state.players.length);
}

/** Every round written down, oldest first, with a score for every seat now at the table. */
export function roundsOf(state: Pick<NotepadState, 'players' | 'rounds'>): NotepadRound[] {
	return toArray(state.rounds).map((r) => fullRound(r, state.players.length));
}

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 12;
/** Longest game name (the length of a game's title). */
export const GAME_NAME_MAX_LENGTH = 60;
/** Longest note on a round. */
export const NOTE_MAX_LENGTH = 200;
export const MAX_ROUNDS = 1000;
/** Longest player name (the forms' limit). */
export const PLAYER_NAME_MAX_LENGTH = 40;

export const defaultHouseRules: NotepadRules = {
	gameName: '',
	winBy: 'highest',
	target: null,
	rounds: null
};

/** The notepad's rules are chosen in its own part of the new-game form, not as generic fields. */
export const houseRuleFields: HouseRuleField[] = [];

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** The house rules read from stored or typed values, or why they cannot start a game. */
export function readRules(raw: unknown): NotepadRules | RuleViolation {
	const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
	const gameName = typeof r.gameName === 'string' ? r.gameName.trim() : '';
	if (!gameName)
		return coded('game_name', {}, 'Give the game a name, such as "Catan".', RULE.setup);
	if (gameName.length > GAME_NAME_MAX_LENGTH)
		return coded(
			'game_name_long',
			{ max: GAME_NAME_MAX_LENGTH },
			`The game's name is too long: at most ${GAME_NAME_MAX_LENGTH} characters.`,
			RULE.setup
		);
	if (r.winBy !== 'highest' && r.winBy !== 'lowest')
		return coded('win_by', {}, 'Say whether the highest or the lowest total wins.', RULE.winBy);
	const target = r.target ?? null;
	if (target !== null && (!isWhole(target) || target < 1 || target > SCORE_LIMIT))
		return coded(
			'target_range',
			{ max: SCORE_LIMIT, value: describeValue(target) },
			`The target score should be a whole number from 1 to ${SCORE_LIMIT.toLocaleString('en')}; it is ${shownValue(target)}.`,
			RULE.target
		);
	const rounds = r.rounds ?? null;
	if (rounds !== null && (!isWhole(rounds) || rounds < 1 || rounds > MAX_ROUNDS))
		return coded(
			'rounds_range',
			{ max: MAX_ROUNDS, value: describeValue(rounds) },
			`The number of rounds should be a whole number from 1 to ${MAX_ROUNDS}; it is ${shownValue(rounds)}.`,
			RULE.rounds
		);
	// The optional choices are kept only when on, so a game stored before they existed and one
	// started with them off have the same rules.
	const decimals = r.decimals ?? 0;
	if (decimals !== 0 && decimals !== 1 && decimals !== 2)
		return coded(
			'decimals',
			{ value: describeValue(decimals) },
			`Scores may have 1 or 2 decimal places, or none; the game asks for ${shownValue(decimals)}.`,
			RULE.scores
		);
	const teams = readTeams(r.teams);
	if (teams && 'kind' in teams) return teams;
	const coop = r.coop === true;
	if (coop && teams)
		return coded(
			'coop_teams',
			{},
			'A co-operative game is played by the whole table together: it has no teams.',
			RULE.coop
		);
	if (coop && target !== null)
		return coded(
			'coop_target',
			{},
			'A co-operative game ends when the table records its result: it has no target score.',
			RULE.coop
		);
	const teamScores = r.teamScores === true;
	const scored =
		teamScoresProblem({ teamScores, teams, coop }) ?? (teams && teamNamesProblem(teams));
	if (scored) return scored;
	return {
		gameName,
		winBy: r.winBy,
		target,
		rounds,
		...(r.blankIsZero === true ? { blankIsZero: true } : {}),
		...(r.tally === true ? { tally: true } : {}),
		...(decimals ? { decimals } : {}),
		...(teams ? { teams } : {}),
		...(coop ? { coop: true as const } : {}),
		...(teamScores ? { teamScores: true as const } : {})
	};
}

/** Null when the names can sit at one table, else why not. */
export function seatingProblem(players: readonly SessionPlayer[]): RuleViolation | null {
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS)
		return coded(
			'seat_count',
			{ min: MIN_PLAYERS, max: MAX_PLAYERS, count: players.length },
			`A notepad game takes ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${players.length} are seated.`,
			RULE.players
		);
	const seen = new Map<string, string>();
	for (const p of players) {
		const name = p.name.trim();
		if (!name) return coded('name_missing', {}, 'Every player needs a name.', RULE.players);
		const key = name.toLocaleLowerCase();
		if (seen.has(key))
			return coded(
				'seated_twice',
				{ name: seen.get(key)! },
				`${seen.get(key)} is at the table twice.`,
				RULE.players,
				p.id
			);
		seen.set(key, name);
	}
	return null;
}

/**
 * Running totals in seat order, exact as the scores are written (decimal scores too); a late
 * joiner's from their starting score.
 */
export function totalsOf(state: NotepadState): number[] {
	return [...state.totals];
}

/** True when the player at `seat` played round `round` (from 1): they had joined by then. */
export function playedRound(state: NotepadState, seat: number, round: number): boolean {
	return round > (state.players[seat]?.joinedAfter ?? 0);
}

/**
 * The seat that deals or plays first in round `round` (from 1): the first seat in round 1, then
 * the next seat each round, round the table as it is now.
 */
export function firstSeatOf(state: Pick<NotepadState, 'players'>, round: number): number {
	return state.players.length === 0 ? 0 : (round - 1) % state.players.length;
}

/** Why `name` cannot be a new name at this table (besides the player `except`), or null. */
function nameProblemAt(
	state: NotepadState,
	name: string,
	except: string | null
): RuleViolation | null {
	if (!name) return coded('name_missing', {}, 'Every player needs a name.', RULE.players);
	const unfit = nameProblem(name);
	if (unfit)
		return coded(
			hasLineBreak(name) ? 'name_line_break' : 'name_unseen',
			{},
			`That name ${unfit}.`,
			RULE.players
		);
	if (name.length > PLAYER_NAME_MAX_LENGTH)
		return coded(
			'name_long',
			{ max: PLAYER_NAME_MAX_LENGTH },
			`A player's name is at most ${PLAYER_NAME_MAX_LENGTH} characters long.`,
			RULE.players
		);
	const key = name.toLocaleLowerCase();
	const same = state.players.find((p) => p.id !== except && p.name.toLocaleLowerCase() === key);
	return same
		? coded(
				'name_taken',
				{ name: same.name },
				`${same.name} is already at the table.`,
				RULE.players,
				same.id
			)
		: null;
}

/**
 * The totals that decide the game: each team's in a team game (see teams.ts), else each player's.
 */
export function decidingTotals(state: NotepadState): number[] {
	const { teams } = state.rules;
	return teams ? teamTotals(teams, state.players, state.totals) : state.totals;
}

/**
 * True once the rules end the game: the fixed rounds are done, a total (a team's, in a team game)
 * reached the target, or a co-operative game's result is recorded.
 */
export function isFinished(state: NotepadState): boolean {
	if (state.rules.coop) return state.outcome !== undefined;
	const { target, rounds } = state.rules;
	if (rounds !== null && roundCount(state) >= rounds) return true;
	return target !== null && roundCount(state) > 0 && decidingTotals(state).some((t) => t >= target);
}

/** Why no round can be added any more, or null while the game goes on. */
function overProblem(state: NotepadState): RuleViolation | null {
	const { target, rounds } = state.rules;
	if (rounds !== null && roundCount(state) >= rounds)
		return coded(
			'rounds_over',
			{ rounds },
			`This game has ${countOf(rounds, 'round')}, and ${oneOrMany(rounds, 'it is', 'all are')} written down: the game is over.`,
			RULE.rounds
		);
	if (state.rules.coop && state.outcome)
		return coded(
			'coop_over',
			{},
			'The table has recorded its result: the game is over.',
			RULE.coop
		);
	if (isFinished(state) && state.rules.teams) {
		return coded(
			'teams_target',
			{ target: target ?? 0 },
			`The game is over: a team reached the target of ${target}.`,
			RULE.target
		);
	}
	if (isFinished(state)) {
		const who = state.players.filter((_, i) => target !== null && state.totals[i] >= target);
		return coded(
			'target_reached',
			{ names: who.map((p) => p.name), target: target ?? 0 },
			`The game is over: ${listOf(who.map((p) => p.name))} reached the target of ${target}.`,
			RULE.target
		);
	}
	return null;
}

function noteProblem(note: string): RuleViolation | null {
	return note.length > NOTE_MAX_LENGTH
		? coded(
				'note_long',
				{ max: NOTE_MAX_LENGTH },
				`A round's note is at most ${NOTE_MAX_LENGTH} characters long.`,
				RULE.note
			)
		: null;
}

/** The round `round` (from 1), or why there is none. */
function roundProblem(state: NotepadState, round: number): RuleViolation | null {
	if (isWhole(round) && round >= 1 && round <= roundCount(state)) return null;
	const written = roundCount(state);
	return coded(
		'no_round',
		{ value: describeValue(round), written },
		`There is no round ${shownValue(round)} to correct: ${
			written === 0
				? 'no round is written down yet'
				: `${countOf(written, 'round is', 'rounds are')} written down`
		}.`,
		RULE.correct
	);
}

/** A player joining between two rounds, or why they cannot. */
function joinPlayer(
	state: NotepadState,
	event: Extract<NotepadEvent, { type: 'join' }>
): NotepadState | RuleViolation {
	const over = overProblem(state);
	if (over) return over;
	if (state.players.length >= MAX_PLAYERS)
		return coded(
			'seats_full',
			{ max: MAX_PLAYERS },
			`A notepad game takes at most ${MAX_PLAYERS} players, and ${MAX_PLAYERS} are seated.`,
			RULE.players
		);
	if (!event.player || state.players.some((p) => p.id === event.player))
		return coded(
			'id_taken',
			{ value: describeValue(event.player) },
			`${shownValue(event.player)} is already at the table.`,
			RULE.join
		);
	const name = event.name.trim();
	const taken = nameProblemAt(state, name, null);
	if (taken) return taken;
	const joiner = { id: event.player, name };
	const start = scoreProblem(event.start, joiner, state.rules.decimals ?? 0);
	if (start) return start;
	const teams = state.rules.teams && joinTeam(state.rules.teams, event.team, joiner.id);
	if (teams && 'kind' in teams) return teams;
	const joinedAfter = roundCount(state);
	// The rounds before are left as they are: read through `roundsOf` and `roundAt`, they
	// hold 0 in the new seat, and the starting score stands for them.
	return {
		...state,
		players: [
			...state.players,
			{ ...joiner, ...(joinedAfter > 0 ? { joinedAfter } : {}), start: event.start }
		],
		totals: [...state.totals, exactSum([event.start])],
		...(teams ? { rules: { ...state.rules, teams } } : {})
	};
}

/** An entry that names someone who is not at this table (a correction, a rename). */
function strangerRefused(player: unknown, rule: string): RuleViolation {
	return coded(
		'stranger',
		{ value: describeValue(player) },
		`${shownValue(player)} is not a player at this table.`,
		rule
	);
}

/** One past score corrected, or why it cannot be. */
function correctScore(
	state: NotepadState,
	event: Extract<NotepadEvent, { type: 'correct' }>
): NotepadState | RuleViolation {
	const missing = roundProblem(state, event.round);
	if (missing) return missing;
	const seat = state.players.findIndex((p) => p.id === event.player);
	if (seat < 0) return strangerRefused(event.player, RULE.correct);
	const player = state.players[seat];
	if (!playedRound(state, seat, event.round))
		return coded(
			'joined_after',
			{ name: player.name, round: event.round },
			`${player.name} joined after round ${event.round}, so it has no score of theirs to correct.`,
			RULE.join,
			player.id
		);
	const problem =
		scorerProblem(state.rules, state.players, seat) ??
		scoreProblem(event.value, player, state.rules.decimals ?? 0);
	if (problem) return problem;
	const before = roundAt(state, event.round)!;
	const old = before.scores[seat];
	if (old === event.value)
		return coded(
			'same_score',
			{ name: player.name, value: event.value, round: event.round },
			`${player.name} already has ${event.value} in round ${event.round}: nothing to correct.`,
			RULE.correct,
			player.id
		);
	const scores = before.scores.map((s, i) => (i === seat ? event.value : s));
	return {
		...state,
		rounds: withItem(state.rounds, event.round - 1, { ...before, scores }),
		totals: state.totals.map((total, i) =>
			i === seat ? exactSum([total, -old, event.value]) : total
		)
	};
}

function apply(state: NotepadState, event: NotepadEvent): NotepadState | RuleViolation {
	switch (event.type) {
		case 'round': {
			if (state.rules.coop && !state.rules.teamScores)
				return coded(
					'coop_no_rounds',
					{},
					'A co-operative game has no rounds of scores: record the table’s result when the game ends.',
					RULE.coop
				);
			const over = overProblem(state);
			if (over) return over;
			const ids = new Set(state.players.map((p) => p.id));
			const stranger = Object.keys(event.scores).find((id) => !ids.has(id));
			if (stranger !== undefined)
				return coded(
					'stranger',
					{ value: describeValue(stranger) },
					`${shownValue(stranger)} is not a player at this table.`,
					RULE.round
				);
			// Scores per team: only each team's scorer writes one (team-scores.ts).
			const scorers = scorerSeats(state.rules, state.players);
			for (const [seat, p] of state.players.entries()) {
				if (scorers && !scorers.includes(seat)) {
					if (event.scores[p.id] === undefined) continue;
					return scorerProblem(state.rules, state.players, seat)!;
				}
				const problem = scoreProblem(event.scores[p.id], p, state.rules.decimals ?? 0);
				if (problem) return problem;
			}
			const note = (event.note ?? '').trim();
			const long = noteProblem(note);
			if (long) return long;
			const scores = state.players.map((p) => event.scores[p.id] ?? 0);
			return {
				...state,
				rounds: pushed(state.rounds, { scores, note }),
				totals: state.totals.map((total, seat) => exactSum([total, scores[seat]]))
			};
		}
		case 'correct':
			return correctScore(state, event);
		case 'note': {
			const missing = roundProblem(state, event.round);
			if (missing) return missing;
			const note = event.note.trim();
			const long = noteProblem(note);
			if (long) return long;
			const before = itemAt(state.rounds, event.round - 1)!;
			return { ...state, rounds: withItem(state.rounds, event.round - 1, { ...before, note }) };
		}
		case 'join':
			return joinPlayer(state, event);
		case 'rename': {
			const seat = state.players.findIndex((p) => p.id === event.player);
			if (seat < 0) return strangerRefused(event.player, RULE.rename);
			const name = event.name.trim();
			const before = state.players[seat];
			if (name === before.name)
				return coded(
					'same_name',
					{ name: before.name },
					`${before.name} already has that name: nothing to change.`,
					RULE.rename
				);
			const taken = nameProblemAt(state, name, before.id);
			if (taken) return taken;
			return {
				...state,
				players: state.players.map((p, i) =>
					i !== seat
						? p
						: {
								...p,
								name,
								// Only the session knows a seated player's first name; a joiner's is kept here.
								...(p.start !== undefined ? { joinedAs: p.joinedAs ?? p.name } : {})
							}
				)
			};
		}
		case 'outcome':
			return recordOutcome(state, event);
	}
}

/** A co-operative game's result recorded, or why it cannot be. */
function recordOutcome(
	state: NotepadState,
	event: Extract<NotepadEvent, { type: 'outcome' }>
): NotepadState | RuleViolation {
	if (!state.rules.coop)
		return coded(
			'coop_only',
			{},
			'Only a co-operative game has a result for the whole table.',
			RULE.coop
		);
	// A fixed number of rounds all written down leaves the result still to record.
	if (state.outcome)
		return coded(
			'coop_over',
			{},
			'The table has recorded its result: the game is over.',
			RULE.coop
		);
	const { score } = event;
	if (score !== undefined) {
		const places = state.rules.decimals ?? 0;
		if (!fitsPlaces(score, places) || Math.abs(score) > SCORE_LIMIT)
			return coded(
				'coop_score',
				{ places, limit: SCORE_LIMIT },
				`The table's score should be ${scoreKind(places)}, at most ${SCORE_LIMIT.toLocaleString('en')} either way; it is ${shownValue(score)}.`,
				RULE.scores
			);
	}
	return { ...state, outcome: { won: event.won, ...(score !== undefined ? { score } : {}) } };
}

/** A co-operative result on the board: with rounds and no score given, the rounds' total. */
function coopOnBoard(state: NotepadState): NonNullable<Scoreboard['cooperative']> {
	const { outcome } = state;
	if (!outcome || outcome.score !== undefined || roundCount(state) === 0) return { ...outcome };
	return { ...outcome, score: exactSum(state.totals) };
}

/** Seat indices of the best totals: the winners once the game is over, else the leaders. */
export function leadersOfState(state: NotepadState): number[] {
	// A co-operative game has no leader: the table wins or loses together.
	if (roundCount(state) === 0 || state.rules.coop) return [];
	const lowest = state.rules.winBy === 'lowest';
	const { teams } = state.rules;
	return teams
		? teamLeaderSeats(teams, state.players, state.totals, lowest)
		: leadersOf(state.totals, lowest);
}

export const notepadEngine: GameEngine<NotepadState, NotepadEvent, NotepadRules> = {
	id: 'notepad',
	defaultHouseRules,
	setup(players, houseRules) {
		const rules = readRules(houseRules);
		if ('kind' in rules) return rules;
		const seating = seatingProblem(players);
		if (seating) return seating;
		const teams = rules.teams && teamsProblem(rules.teams, players);
		if (teams) return teams;
		return {
			players: players.map((p) => ({ ...p })),
			rules,
			rounds: emptyList(),
			// A seat given a starting score counts it, as a late joiner's does.
			totals: players.map((p) => exactSum([(p as NotepadPlayer).start ?? 0]))
		};
	},
	apply,
	scoreboard(state): Scoreboard {
		const scorers = scorerSeats(state.rules, state.players);
		return {
			players: state.players.map((p) => p.name),
			rounds: roundsOf(state).map((r, i) => ({
				label: `Round ${i + 1}`,
				round: i + 1,
				// A late joiner has no score in the rounds before they came.
				// Scores per team: a team's score stands in its scorer's seat, the others have none.
				scores: r.scores.map((score, seat) =>
					playedRound(state, seat, i + 1) && (!scorers || scorers.includes(seat)) ? score : null
				),
				...(r.note ? { note: r.note } : {})
			})),
			totals: [...state.totals],
			finished: isFinished(state),
			leaders: leadersOfState(state),
			...(state.rules.target !== null ? { target: state.rules.target } : {}),
			...(state.rules.winBy === 'lowest' ? { lowestWins: true } : {}),
			...(state.players.some((p) => p.start)
				? { starts: state.players.map((p) => p.start ?? 0) }
				: {}),
			...teamsOnBoard(state.rules.teams, state.players, state.totals),
			...(scorers && state.rules.teams ? { teamScores: true } : {}),
			...(state.rules.coop ? { cooperative: coopOnBoard(state) } : {})
		};
	},
	isFinished
};
