/**
 * The contract every game engine keeps (docs/ARCHITECTURE.md, "Engines"), checked the same way
 * for each game on a realistic game: the engine never writes to what it is given (every input is
 * deep-frozen, so a write throws or shows), every state survives `structuredClone` and plays on
 * the same from the copy, and replaying the same entries gives the same states and scoreboards.
 */
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEngine, type GameEvent, type SessionPlayer } from '../core/engine';
import { notepadEngine } from './notepad/engine';
import type { NotepadEvent } from './notepad/events';
import { engine as permutationsEngine, type PermutationsEvent } from './permutations/engine';
import { SimulatedTable, randomDeck, seededRandom } from './permutations/simulation';
import { joinRound, reframingEngine, type ReframingEvent } from './reframing/engine';
import { engine as subsetsEngine } from './subsets/index';
import type { SubsetsEvent } from './subsets/engine';
import { transformEngine, type TransformEvent } from './transform/engine';

/** Freezes `value` and everything reachable from it; gives it back for convenience. */
function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const key of Reflect.ownKeys(value))
			deepFreeze((value as Record<PropertyKey, unknown>)[key]);
	}
	return value;
}

/** Where `value` holds something other than plain data (objects, arrays, strings, numbers, BigInt, booleans, null). */
function notPlain(value: unknown, path = 'state'): string[] {
	if (
		value === null ||
		['string', 'number', 'bigint', 'boolean', 'undefined'].includes(typeof value)
	) {
		return [];
	}
	if (typeof value !== 'object') return [`${path} is a ${typeof value}`];
	const prototype = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) {
		return [`${path} is a ${prototype?.constructor?.name ?? 'class instance'}`];
	}
	return Object.entries(value).flatMap(([key, inner]) => notPlain(inner, `${path}.${key}`));
}

interface Played<State> {
	states: State[];
	/** Per entry: the refusal's reason, or null when it was accepted. */
	refusals: (string | null)[];
	boards: unknown[];
	finished: boolean[];
}

/** Plays `events` from a new game, every input frozen first; a refused entry leaves the state. */
function playFrozen<State, Event extends GameEvent, Rules>(
	engine: GameEngine<State, Event, Rules>,
	players: readonly SessionPlayer[],
	rules: Rules,
	events: readonly Event[]
): Played<State> {
	const start = engine.setup(
		deepFreeze(structuredClone(players)),
		deepFreeze(structuredClone(rules))
	);
	if (isViolation(start)) throw new Error(`setup refused: ${start.reason}`);
	let state = deepFreeze(start);
	const played: Played<State> = { states: [state], refusals: [], boards: [], finished: [] };
	for (const event of events) {
		const before = structuredClone(state);
		const next = engine.apply(state, deepFreeze(structuredClone(event)));
		// Frozen, a write would throw; this also catches a write the freeze could not stop.
		expect(state).toEqual(before);
		played.refusals.push(isViolation(next) ? next.reason : null);
		if (!isViolation(next)) state = deepFreeze(next);
		played.states.push(state);
		played.boards.push(engine.scoreboard(state));
		played.finished.push(engine.isFinished(state));
	}
	return played;
}

/** The contract, for one game and one realistic log of its entries. */
function keepsTheContract<State, Event extends GameEvent, Rules>(
	engine: GameEngine<State, Event, Rules>,
	players: readonly SessionPlayer[],
	rules: Rules,
	events: readonly Event[]
): void {
	it('never writes to a frozen state, entry, player list or house rules', () => {
		const played = playFrozen(engine, players, rules, events);
		// The log is a real game: the engine accepted it, to its end.
		const refused = played.refusals.flatMap((reason, i) =>
			reason === null ? [] : [`${i}, ${events[i].type}: ${reason}`]
		);
		expect(refused).toEqual([]);
		expect(played.finished.at(-1)).toBe(true);
	});

	it('keeps every state plain, structured-clonable data: a copy is equal and plays on the same', () => {
		const { states } = playFrozen(engine, players, rules, events);
		states.forEach((state, i) => {
			expect(notPlain(state)).toEqual([]);
			const copy = structuredClone(state);
			expect(copy).toEqual(state);
			expect(engine.scoreboard(copy)).toEqual(engine.scoreboard(state));
			if (i < events.length) {
				expect(engine.apply(copy, structuredClone(events[i]))).toEqual(
					engine.apply(state, events[i])
				);
			}
		});
	});

	it('gives the same states and scoreboards on every replay of the same entries', () => {
		const first = playFrozen(engine, players, rules, events);
		const again = playFrozen(engine, players, rules, events);
		expect(again).toEqual(first);
	});
}

const trio: SessionPlayer[] = [
	{ id: 'ada', name: 'Ada' },
	{ id: 'bo', name: 'Bo' },
	{ id: 'cy', name: 'Cy' }
];

describe('the notepad engine keeps the engine contract', () => {
	const round = (ada: number, bo: number, cy: number): NotepadEvent => ({
		type: 'round',
		scores: { ada, bo, cy }
	});
	keepsTheContract(
		notepadEngine,
		trio,
		{ ...notepadEngine.defaultHouseRules, gameName: 'Catan', rounds: 4 },
		[
			round(5, 3, 1),
			{ type: 'note', round: 1, note: 'Bo built the longest road' },
			round(2, 7, 4),
			{ type: 'correct', round: 1, player: 'cy', value: 6 },
			{ type: 'rename', player: 'bo', name: 'Bob' },
			round(1, 1, 8),
			round(4, 0, 2)
		]
	);
});

describe('the Permutations engine keeps the engine contract', () => {
	const rng = seededRandom(36);
	const deck = randomDeck(rng);
	const table = new SimulatedTable(rng, 3, deck, false);
	// Auctions until the game ends (someone reaches 100), played at random by a simulated table.
	const events: PermutationsEvent[] = [{ type: 'deck', colours: deck }, table.poolEvent()];
	let state = permutationsEngine.setup(table.players, {});
	for (const event of events)
		state = isViolation(state) ? state : permutationsEngine.apply(state, event);
	while (!isViolation(state) && !permutationsEngine.isFinished(state)) {
		for (const event of table.auction()) {
			events.push(event);
			if (!isViolation(state)) state = permutationsEngine.apply(state, event);
		}
	}
	keepsTheContract(permutationsEngine, table.players, {}, events);
});

describe('the Subsets engine keeps the engine contract', () => {
	const events: SubsetsEvent[] = [
		{ type: 'starting-card', player: 'ada', card: '{1}' },
		{ type: 'starting-card', player: 'bo', card: '{1,}' },
		{ type: 'error-call', caller: 'cy' },
		{ type: 'starting-card', player: 'bo', card: '{2, 4}' },
		{ type: 'starting-card', player: 'cy', card: 'ℕ' },
		{ type: 'draw', player: 'ada', card: '{1, 2, 4}' },
		{ type: 'error-call', caller: 'bo' },
		{ type: 'steal', player: 'ada', pile: 'p2' },
		{ type: 'draw', player: 'bo', card: '{x ∈ ℕ : x > 3}' },
		{ type: 'new-pile', player: 'bo' },
		{ type: 'draw', player: 'cy', card: '∅' },
		{ type: 'new-pile', player: 'cy' },
		{ type: 'draw', player: 'ada', card: 'ℤ' },
		{ type: 'steal', player: 'ada', pile: 'p3' },
		{ type: 'flip', player: 'ada', pile: 'p2' },
		{ type: 'deck-exhausted' }
	];
	keepsTheContract(
		subsetsEngine,
		trio,
		{ ...subsetsEngine.defaultHouseRules, wrongCallPenalty: true },
		events
	);
});

describe('the Transform engine keeps the engine contract', () => {
	const events: TransformEvent[] = [];
	for (const [permutator, choosers, criterion] of [
		['ada', ['bo', 'cy'], 'prime'],
		['bo', ['cy', 'ada'], 'square'],
		['cy', ['ada', 'bo'], 'fibonacci']
	] as const) {
		if (permutator !== 'ada') events.push({ type: 'next-round' });
		events.push({ type: 'criterion', criterion });
		for (let t = 0; t < 4; t++) {
			events.push({ type: 'term', player: choosers[t % 2], value: String(3 * t + 1) });
		}
		events.push(
			{ type: 'b-list', player: 'ada', list: ['4', '5', '6', '7'] },
			{ type: 'b-list', player: 'bo', list: ['1', '0', '-1', '2'] },
			{ type: 'b-list', player: 'cy', list: ['-2', '3', '5', '1'] },
			{ type: 'order', player: permutator, a: ['10', '1', '7', '4'] }
		);
	}
	keepsTheContract(
		transformEngine,
		trio,
		{ ...transformEngine.defaultHouseRules, n: 4, roundsPerPlayer: 1 },
		events
	);
});

describe('the Reframing engine keeps the engine contract', () => {
	const events: ReframingEvent[] = [];
	const hands: Record<string, number[]> = {
		ada: [1, 4, 7, 10, 13],
		bo: [2, 5, 8, 11],
		cy: [3, 6, 9, 12]
	};
	for (let round = 1; round <= 8; round++) {
		for (const [player, cards] of Object.entries(hands)) {
			const plays = cards
				.filter((card) => joinRound(card) <= round)
				.slice(round % 2, (round % 2) + 2);
			events.push({
				type: 'submit',
				player,
				plays,
				...(round === 3 ? { prediction: plays.length } : {})
			});
		}
		if (round === 7) events.push({ type: 'draw-assignments', seed: 36 });
		events.push({ type: 'close-round' });
	}
	keepsTheContract(reframingEngine, trio, reframingEngine.defaultHouseRules, events);
});
