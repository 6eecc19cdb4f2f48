/**
 * The contract every game engine keeps (docs/ARCHITECTURE.md, "Engines"), checked the same way
 * for each game on a realistic game: the engine never writes to what it is given (every input is
 * deep-frozen, so a write throws or shows), every state survives `structuredClone` and plays on
 * the same from the copy, and replaying the same entries gives the same states and scoreboards.
 */
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEngine, type GameEvent, type SessionPlayer } from '../core/engine';
import { notepadEngine } from './notepad/engine';
import { engine as permutationsEngine } from './permutations/engine';
import { reframingEngine } from './reframing/engine';
import {
	notepadSample,
	permutationsSample,
	reframingSample,
	subsetsSample,
	transformSample
} from './sample-games';
import { engine as subsetsEngine } from './subsets/index';
import { transformEngine } from './transform/engine';

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

describe('the notepad engine keeps the engine contract', () => {
	const { players, houseRules, events } = notepadSample();
	keepsTheContract(notepadEngine, players, houseRules, events);
});

describe('the Permutations engine keeps the engine contract', () => {
	const { players, events } = permutationsSample(36);
	keepsTheContract(permutationsEngine, players, {}, events);
});

describe('the Subsets engine keeps the engine contract', () => {
	const { players, houseRules, events } = subsetsSample();
	keepsTheContract(subsetsEngine, players, houseRules, events);
});

describe('the Transform engine keeps the engine contract', () => {
	const { players, houseRules, events } = transformSample();
	keepsTheContract(transformEngine, players, houseRules, events);
});

describe('the Reframing engine keeps the engine contract', () => {
	const { players, houseRules, events } = reframingSample();
	keepsTheContract(reframingEngine, players, houseRules, events);
});
