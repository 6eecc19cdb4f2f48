/**
 * Events typed at the edge. Each game describes its events once, as a valibot schema; anything
 * that reaches an engine from outside its own code (a screen's entry, a stored log, a backup file)
 * is read through that schema first, so the engine works on data of its declared type and a
 * malformed entry is refused in plain words instead of being guessed at.
 */
import * as v from 'valibot';
import { ENTRY_TEXT_MAX_LENGTH, RECORDED_TEXT_MAX_LENGTH } from './limits';
import {
	isViolation,
	violation,
	type GameEngine,
	type GameEvent,
	type RuleViolation
} from './engine';

/** Any game's event schema: an object with a `type`, whatever else it holds. */
export type EventSchema<Event extends GameEvent> = v.GenericSchema<unknown, Event>;

const NAMED_VALUES = 'a group of named values of the right kind';

/**
 * Values by key (a player's id, a frame's number): a plain object, never a list, whose every value
 * fits `value`. Not valibot's `record`, which leaves out keys such as "__proto__" or "constructor"
 * without a word: a player may be called that, and an entry must never lose a part silently.
 */
export const byKey = <T extends v.GenericSchema>(value: T) =>
	v.custom<Record<string, v.InferOutput<T>>>(
		(input) =>
			typeof input === 'object' &&
			input !== null &&
			!Array.isArray(input) &&
			Object.values(input).every((entry) => v.is(value, entry)),
		NAMED_VALUES
	);

/** Text in an entry: a card, an integer, a player's id; never longer than a card may be. */
export const entryText = v.pipe(v.string(), v.maxLength(ENTRY_TEXT_MAX_LENGTH));

/** Text the app writes into an entry for the record (the checker's reasons), not typed. */
export const recordedText = v.pipe(v.string(), v.maxLength(RECORDED_TEXT_MAX_LENGTH));

/** What one schema problem asks for, in words a player can read. */
function expected(issue: v.BaseIssue<unknown>): string {
	switch (issue.type) {
		case 'string':
			return 'text';
		case 'number':
			return 'a number';
		case 'integer':
			return 'a whole number';
		case 'array':
			return 'a list';
		case 'object':
		case 'record':
			return NAMED_VALUES;
		case 'custom':
			return issue.message;
		case 'max_length':
			return `at most ${Number(issue.requirement).toLocaleString('en')} characters long`;
		case 'boolean':
			return 'yes or no';
		case 'variant':
		case 'literal':
			return 'a kind of entry this game knows';
		case 'picklist':
			return `one of ${issue.expected?.replace(/[()"]/g, '').replaceAll(' | ', ', ')}`;
		default:
			return 'something else';
	}
}

/** The first problem with an entry, as a sentence: where in the entry, and what was expected. */
function plainProblem(issues: readonly v.BaseIssue<unknown>[]): string {
	const issue = issues[0];
	const path = (issue.path ?? []).map((item) => String(item.key));
	if (path.length === 0) {
		const isObject = typeof issue.input === 'object' && issue.input !== null;
		return isObject && !Array.isArray(issue.input)
			? 'This game has no entry of that kind.'
			: 'This entry is not one this game can read.';
	}
	if (path.length === 1 && path[0] === 'type') return 'This game has no entry of that kind.';
	if (issue.input === undefined) return `This entry has no "${path.join('.')}".`;
	return `In this entry, "${path.join('.')}" should be ${expected(issue)}.`;
}

/** Reads an unknown value as an event of `schema`, or refuses it with a plain reason. */
export function readEvent<Event extends GameEvent>(
	schema: EventSchema<Event>,
	raw: unknown
): Event | RuleViolation {
	const result = v.safeParse(schema, raw);
	return result.success ? result.output : violation(plainProblem(result.issues));
}

/**
 * An engine behind its edge: `apply` takes any entry, and `read` gives an entry as the game's
 * schema reads it (fields the game does not know left out), or why it cannot be read.
 */
export interface TypedEngine<State, HouseRules> extends GameEngine<State, GameEvent, HouseRules> {
	read(raw: unknown): GameEvent | RuleViolation;
}

/**
 * The engine with its edge: `apply` reads the event through the game's schema before the engine
 * sees it. Everything outside the engine's own code uses this one.
 */
export function withTypedEvents<State, Event extends GameEvent, HouseRules>(
	engine: GameEngine<State, Event, HouseRules>,
	schema: EventSchema<Event>
): TypedEngine<State, HouseRules> {
	return {
		...engine,
		read: (raw) => readEvent(schema, raw),
		apply(state, raw) {
			const event = readEvent(schema, raw);
			return isViolation(event) ? event : engine.apply(state, event);
		}
	};
}
