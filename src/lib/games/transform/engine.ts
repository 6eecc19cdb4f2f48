/**
 * Transform (Leroy Quet): rounds of secret b-lists, a shared list a′ chosen term by term, the
 * permutator's order, then the reveal and the scores. Pure: every function returns new data and
 * leaves its arguments alone. Integers are kept as decimal strings in state and events so that any
 * size survives storage and export; players are seats inside the state and ids in events.
 */
import {
	refusal,
	type GameEngine,
	type HouseRuleField,
	type RuleViolation,
	type Scoreboard,
	type SessionPlayer
} from '../../core/engine';
import type { TransformEvent } from './events';
import {
	checkList,
	cList,
	countedTerms,
	criterionLabels,
	isFormula,
	isPermutationOf,
	type Criterion,
	type Formula
} from './clists';
import { IntegerParseError, toInteger } from '../../core/numbers/integers';
import { RULE } from './rules';
import { leadersOf } from '../../core/scoreboard';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export const MAX_N = 40;
export const MAX_ROUNDS_PER_PLAYER = 10;

// ---------------------------------------------------------------------------------------------
// House rules

export interface TransformHouseRules {
	/** The length of every list. */
	n: number;
	/** Rounds per player; the game has this times the number of players. */
	roundsPerPlayer: number;
	/** The total number of rounds, when given directly; must be a multiple of the players. */
	rounds?: number;
	/** Rulings rule 1: the convolution reading, or the formula as printed. */
	formula: Formula;
	/** Rulings rule 2: count c when |c| is prime. */
	primeAbs: boolean;
}

export const defaultHouseRules: TransformHouseRules = {
	n: 4,
	roundsPerPlayer: 1,
	formula: 'convolution',
	primeAbs: false
};

export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'n',
		label: 'List length n',
		help: 'Every list in the game has n different integers. Ideally a multiple of the number of players minus one, so every chooser adds the same number of terms to a′.',
		kind: 'number',
		min: 1,
		max: MAX_N,
		default: defaultHouseRules.n
	},
	{
		key: 'roundsPerPlayer',
		label: 'Rounds as permutator per player',
		help: 'The game has this many rounds for each player, so everyone is permutator equally often.',
		kind: 'number',
		min: 1,
		max: MAX_ROUNDS_PER_PLAYER,
		default: defaultHouseRules.roundsPerPlayer
	},
	{
		key: 'formula',
		label: 'c-list formula',
		help: 'The formula as printed gives every term of a c-list the same value. The default reads it as a running sum.',
		kind: 'choice',
		choices: [
			{ value: 'convolution', label: 'Running sum: c(k) = a(k)·b(1) + … + a(1)·b(k)' },
			{ value: 'as-printed', label: 'As printed: every c(k) = a(n)·b(1) + … + a(1)·b(n)' }
		],
		default: defaultHouseRules.formula
	},
	{
		key: 'primeAbs',
		label: 'Count negative primes',
		help: 'When on, a term scores under the prime test when its absolute value is prime, so −7 counts.',
		kind: 'boolean',
		default: defaultHouseRules.primeAbs
	}
];

// ---------------------------------------------------------------------------------------------
// State and events

/** Where the current round stands. */
export type Phase = 'criterion' | 'terms' | 'lists' | 'order' | 'reveal' | 'finished';

export interface TransformRound {
	/** 1-based. */
	number: number;
	/** Seat of the permutator. */
	permutator: number;
	criterion: Criterion | null;
	/** The terms of a′ chosen so far, in the order chosen. */
	aPrime: string[];
	/** Seat that chose each term of a′. */
	choosers: number[];
	/** Each seat's b-list, or null while not entered. */
	bLists: (string[] | null)[];
	/** The permutator's order, once submitted. */
	a: string[] | null;
	/** Each seat's c-list after the reveal. */
	c: string[][] | null;
	/** Which terms of each c-list counted. */
	counted: boolean[][] | null;
	scores: number[] | null;
}

export interface TransformState {
	players: SessionPlayer[];
	houseRules: { n: number; rounds: number; formula: Formula; primeAbs: boolean };
	/**
	 * Set when n is not a multiple of the choosers (players − 1), which is allowed (rulings rule 4)
	 * but gives some choosers more terms: the screen says so.
	 */
	nWarning: { n: number; choosers: number } | null;
	/** Every round so far; the last is the current one. */
	rounds: TransformRound[];
	phase: Phase;
	totals: number[];
}

export type { TransformEvent };

// ---------------------------------------------------------------------------------------------
// Setup

function isWhole(value: unknown, min: number, max: number): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Starts a game: round 1, the first seat is permutator, waiting for the criterion. */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<TransformHouseRules> = defaultHouseRules
): TransformState | RuleViolation {
	const m = players.length;
	if (m < MIN_PLAYERS || m > MAX_PLAYERS) {
		return refusal(
			{ code: 'transform/player-count', min: MIN_PLAYERS, max: MAX_PLAYERS, count: m },
			RULE.players
		);
	}
	if (new Set(players.map((p) => p.id)).size !== m)
		return refusal({ code: 'transform/same-id' }, RULE.players);
	const rules = { ...defaultHouseRules, ...houseRules };
	if (!isWhole(rules.n, 1, MAX_N)) {
		return refusal({ code: 'transform/n-range', max: MAX_N }, RULE.n);
	}
	let rounds: number;
	if (houseRules.rounds !== undefined) {
		if (!isWhole(houseRules.rounds, 1, m * MAX_ROUNDS_PER_PLAYER) || houseRules.rounds % m !== 0) {
			return refusal({ code: 'transform/rounds-multiple', players: m }, RULE.rounds);
		}
		rounds = houseRules.rounds;
	} else {
		if (!isWhole(rules.roundsPerPlayer, 1, MAX_ROUNDS_PER_PLAYER)) {
			return refusal(
				{ code: 'transform/rounds-per-player', max: MAX_ROUNDS_PER_PLAYER },
				RULE.rounds
			);
		}
		rounds = rules.roundsPerPlayer * m;
	}
	if (!isFormula(rules.formula)) {
		return refusal({ code: 'transform/formula' }, RULE.ruling(1));
	}
	if (typeof rules.primeAbs !== 'boolean') {
		return refusal({ code: 'transform/prime-abs' }, RULE.ruling(2));
	}
	const choosers = m - 1;
	const nWarning = rules.n % choosers === 0 ? null : { n: rules.n, choosers };
	return {
		players: players.map((p) => ({ ...p })),
		houseRules: { n: rules.n, rounds, formula: rules.formula, primeAbs: rules.primeAbs },
		nWarning,
		rounds: [newRound(1, 0, m)],
		phase: 'criterion',
		totals: players.map(() => 0)
	};
}

function newRound(number: number, permutator: number, players: number): TransformRound {
	return {
		number,
		permutator,
		criterion: null,
		aPrime: [],
		choosers: [],
		bLists: new Array<string[] | null>(players).fill(null),
		a: null,
		c: null,
		counted: null,
		scores: null
	};
}

// ---------------------------------------------------------------------------------------------
// Queries for the screens

/** The round being played (or the last one, once the game is over). */
export function currentRound(state: TransformState): TransformRound {
	return state.rounds[state.rounds.length - 1];
}

/** The seat whose turn it is to add a term to a′, or null when a′ is complete. */
export function nextChooser(state: TransformState): number | null {
	const round = currentRound(state);
	if (round.aPrime.length >= state.houseRules.n) return null;
	const m = state.players.length;
	// Seat order starting after the permutator, skipping the permutator, round and round again.
	return (round.permutator + 1 + (round.aPrime.length % (m - 1))) % m;
}

/** Seats that have not entered their b-list this round. */
export function missingBLists(state: TransformState): number[] {
	return currentRound(state).bLists.flatMap((list, seat) => (list === null ? [seat] : []));
}

/** The winners' seats once the game is over (several on a tie), else an empty list. */
export function winners(state: TransformState): number[] {
	return isFinished(state) ? leadersOf(state.totals) : [];
}

/** True once the last round has been scored. */
export function isFinished(state: TransformState): boolean {
	return state.phase === 'finished';
}

/** The criterion in force when `criterion` is chosen under these house rules. */
export function effectiveCriterion(criterion: Criterion, primeAbs: boolean): Criterion {
	return criterion === 'prime' && primeAbs ? 'prime-abs' : criterion;
}

/** A scoreboard row's label as data, for the screen to say in the reader's language. */
export interface TransformRow {
	code: 'transform/row';
	round: number;
	/** The permutator's name. */
	name: string;
	criterion?: Criterion;
}

/** The round-by-round table for the shared scoreboard. */
export function scoreboard(state: TransformState): Scoreboard {
	const names = state.players.map((p) => p.name);
	return {
		players: names,
		rounds: state.rounds.map((r) => ({
			label: `Round ${r.number} · ${names[r.permutator]} permutes${r.criterion ? ` · ${criterionLabels[r.criterion]}` : ''}`,
			said: {
				code: 'transform/row',
				round: r.number,
				name: names[r.permutator],
				criterion: r.criterion ?? undefined
			} satisfies TransformRow,
			scores: r.scores ? [...r.scores] : names.map(() => null)
		})),
		totals: [...state.totals],
		finished: isFinished(state),
		leaders: state.rounds.some((r) => r.scores) ? leadersOf(state.totals) : []
	};
}

// ---------------------------------------------------------------------------------------------
// Events

function seatOf(state: TransformState, id: string): number {
	return state.players.findIndex((p) => p.id === id);
}

function name(state: TransformState, seat: number): string {
	return state.players[seat].name;
}

function withRound(
	state: TransformState,
	round: TransformRound,
	patch: Partial<TransformState> = {}
) {
	return { ...state, ...patch, rounds: [...state.rounds.slice(0, -1), round] };
}

/** The phase after a' or a b-list changed. */
function phaseFor(state: TransformState, round: TransformRound): Phase {
	if (round.aPrime.length < state.houseRules.n) return 'terms';
	return round.bLists.every((l) => l !== null) ? 'order' : 'lists';
}

function chooseCriterion(
	state: TransformState,
	criterion: Criterion
): TransformState | RuleViolation {
	if (state.phase !== 'criterion') {
		return refusal({ code: 'transform/criterion-recorded' }, RULE.ruling('5b'));
	}
	const round = {
		...currentRound(state),
		criterion: effectiveCriterion(criterion, state.houseRules.primeAbs)
	};
	return withRound(state, round, { phase: 'terms' });
}

function addTerm(
	state: TransformState,
	player: string,
	value: string
): TransformState | RuleViolation {
	if (state.phase === 'criterion') {
		return refusal({ code: 'transform/criterion-before-terms' }, RULE.ruling('5b'));
	}
	if (state.phase !== 'terms') {
		return refusal({ code: 'transform/a-prime-full', n: state.houseRules.n }, RULE.aPrime);
	}
	const seat = seatOf(state, player);
	if (seat < 0) return refusal({ code: 'transform/not-in-game' }, RULE.players);
	const round = currentRound(state);
	if (seat === round.permutator) {
		return refusal(
			{ code: 'transform/permutator-chooses', name: name(state, seat) },
			RULE.aPrime,
			state.players[seat].id
		);
	}
	const expected = nextChooser(state)!;
	if (seat !== expected) {
		return refusal(
			{ code: 'transform/not-your-turn', expected: name(state, expected), name: name(state, seat) },
			RULE.ruling(4),
			state.players[seat].id
		);
	}
	let term: bigint;
	try {
		term = toInteger(value);
	} catch (err) {
		if (!(err instanceof IntegerParseError)) throw err;
		return refusal(
			{ code: 'transform/term-not-whole', problem: err.problem },
			RULE.aPrime,
			state.players[seat].id
		);
	}
	const text = term.toString();
	if (round.aPrime.includes(text)) {
		return refusal(
			{ code: 'transform/term-twice', value: text },
			RULE.ruling('4b'),
			state.players[seat].id
		);
	}
	const next = { ...round, aPrime: [...round.aPrime, text], choosers: [...round.choosers, seat] };
	return withRound(state, next, { phase: phaseFor(state, next) });
}

function enterBList(
	state: TransformState,
	player: string,
	list: string[]
): TransformState | RuleViolation {
	if (state.phase === 'criterion') {
		return refusal({ code: 'transform/criterion-before-lists' }, RULE.ruling('5b'));
	}
	if (state.phase !== 'terms' && state.phase !== 'lists') {
		return refusal({ code: 'transform/lists-all-in' }, RULE.bLists);
	}
	const seat = seatOf(state, player);
	if (seat < 0) return refusal({ code: 'transform/not-in-game' }, RULE.players);
	const id = state.players[seat].id;
	const round = currentRound(state);
	if (round.bLists[seat] !== null) {
		return refusal({ code: 'transform/list-entered', name: name(state, seat) }, RULE.bLists, id);
	}
	const check = checkList(list, state.houseRules.n, { of: 'b-list', name: name(state, seat) });
	if (!check.ok) return refusal(check.problem, RULE.bLists, id);
	const bLists = [...round.bLists];
	bLists[seat] = check.values.map(String);
	const next = { ...round, bLists };
	return withRound(state, next, { phase: phaseFor(state, next) });
}

function submitOrder(
	state: TransformState,
	player: string,
	order: string[]
): TransformState | RuleViolation {
	const round = currentRound(state);
	if (state.phase === 'terms' || state.phase === 'criterion') {
		return refusal(
			{ code: 'transform/a-prime-incomplete', chosen: round.aPrime.length, n: state.houseRules.n },
			RULE.aPrime
		);
	}
	if (state.phase === 'lists') {
		const waiting = missingBLists(state).map((s) => name(state, s));
		return refusal({ code: 'transform/waiting-for-lists', names: waiting }, RULE.bLists);
	}
	if (state.phase !== 'order') {
		return refusal({ code: 'transform/order-given' }, RULE.order);
	}
	const seat = seatOf(state, player);
	if (seat < 0) return refusal({ code: 'transform/not-in-game' }, RULE.players);
	if (seat !== round.permutator) {
		return refusal(
			{ code: 'transform/only-permutator', name: name(state, round.permutator) },
			RULE.order,
			state.players[seat].id
		);
	}
	const check = checkList(order, state.houseRules.n, { of: 'order' });
	if (!check.ok) return refusal(check.problem, RULE.order, state.players[seat].id);
	const aPrime = round.aPrime.map((t) => BigInt(t));
	if (!isPermutationOf(check.values, aPrime)) {
		return refusal({ code: 'transform/order-not-a-prime' }, RULE.order, state.players[seat].id);
	}
	const a = check.values;
	const criterion = round.criterion!;
	const cLists = round.bLists.map((list) =>
		cList(
			a,
			list!.map((t) => BigInt(t)),
			state.houseRules.formula
		)
	);
	const counted = cLists.map((c) => countedTerms(c, criterion));
	const scores = counted.map((flags) => flags.filter(Boolean).length);
	const next: TransformRound = {
		...round,
		a: a.map(String),
		c: cLists.map((c) => c.map(String)),
		counted,
		scores
	};
	const totals = state.totals.map((t, i) => t + scores[i]);
	const last = round.number >= state.houseRules.rounds;
	return withRound(state, next, { totals, phase: last ? 'finished' : 'reveal' });
}

function nextRound(state: TransformState): TransformState | RuleViolation {
	if (state.phase === 'finished') {
		return refusal({ code: 'transform/game-over', rounds: state.houseRules.rounds }, RULE.rounds);
	}
	if (state.phase !== 'reveal') {
		return refusal({ code: 'transform/not-revealed' }, RULE.reveal);
	}
	const m = state.players.length;
	const number = currentRound(state).number + 1;
	// The permutator role passes in seat order (rulings rule 3).
	return {
		...state,
		rounds: [...state.rounds, newRound(number, (number - 1) % m, m)],
		phase: 'criterion'
	};
}

/** Applies one event, or says why it is refused. */
export function apply(state: TransformState, e: TransformEvent): TransformState | RuleViolation {
	if (state.phase === 'finished') {
		return refusal({ code: 'transform/game-over', rounds: state.houseRules.rounds }, RULE.rounds);
	}
	switch (e.type) {
		case 'criterion':
			return chooseCriterion(state, e.criterion);
		case 'term':
			return addTerm(state, e.player, e.value);
		case 'b-list':
			return enterBList(state, e.player, e.list);
		case 'order':
			return submitOrder(state, e.player, e.a);
		case 'next-round':
			return nextRound(state);
	}
}

export const transformEngine: GameEngine<TransformState, TransformEvent, TransformHouseRules> = {
	id: 'transform',
	defaultHouseRules,
	setup: (players, houseRules) => setup(players, houseRules),
	apply,
	scoreboard,
	isFinished
};
