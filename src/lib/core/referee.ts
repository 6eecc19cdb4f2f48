/**
 * The shape of a game's module for the referee CLI (`npm run referee -- <game> <command>`).
 * Kept pure: the CLI script does the reading and writing, so the same handlers serve tests and
 * benchmarks in-process.
 */

import { type RuleViolation, type Said } from './engine';
import { eitherOf, listOf, oneOrMany } from './words';

/** What a one-shot command returns: text to print and the process exit code. */
export interface CommandResult {
	output: string;
	exitCode: number;
}

export interface RefereeModule {
	/** Answers one parsed JSON line of `batch`; throws (any Error) to produce an `{"error"}` line. */
	batch(input: unknown): unknown;
	/** Other commands, by name; `readFile` is given by the CLI so the module stays free of `fs`. */
	commands?: Record<
		string,
		(args: string[], io: { readFile(path: string): string }) => CommandResult
	>;
}

/**
 * The longest line `batch` reads, in characters. A whole game in one line (Reframing's `game`,
 * Permutations' `game`) is a few tens of thousands; a longer line is refused unread, so the
 * CLI's memory stays bounded whatever it is sent.
 */
export const BATCH_LINE_MAX_LENGTH = 1_000_000;

/** The answer to a line longer than BATCH_LINE_MAX_LENGTH, whose characters were never kept. */
export const OVERLONG_LINE_ANSWER = JSON.stringify({
	error: `This line is longer than ${BATCH_LINE_MAX_LENGTH.toLocaleString('en')} characters, the most the referee reads in one line, so it was skipped unread.`
});

/** Writes what a game said as data in words; the CLI passes English (src/lib/i18n/said.ts). */
export type Say = (said: Said) => string;

/**
 * Answers one line of batch input: parses it, calls the module and never throws. A refusal the
 * game gives as data (`RefusedLine`) is written in words by `say`; without it, its code shows.
 */
export function answerBatchLine(
	module: RefereeModule,
	line: string,
	say: Say = (said) => said.code
): string {
	// Every line in gets a line out, so answers stay matched to questions by position.
	if (line.trim() === '') {
		return JSON.stringify({ error: 'This line is empty; each line should hold one JSON object.' });
	}
	let input: unknown;
	try {
		input = JSON.parse(line);
	} catch {
		return JSON.stringify({ error: 'This line is not valid JSON.' });
	}
	try {
		const answer = JSON.stringify(module.batch(input), (_key, value) =>
			typeof value === 'bigint' ? value.toString() : value
		);
		// Every answer is a JSON object; anything else is the referee's own fault.
		if (answer === undefined || !answer.startsWith('{')) return JSON.stringify({ error: INTERNAL });
		return answer;
	} catch (err) {
		return JSON.stringify({ error: plainMessage(err, say) });
	}
}

const INTERNAL =
	'This line could not be answered: the referee failed on it. Please report the line.';

/**
 * The message of a thrown error if it is one of ours, written for the user; the engine's own
 * errors (a TypeError, a stack overflow...) carry internal text, so they become a plain sentence.
 */
function plainMessage(err: unknown, say: Say): string {
	if (err instanceof RangeError && /call stack/i.test(err.message)) {
		return 'This line is nested too deeply to be answered.';
	}
	const builtIn = [TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError];
	if (!(err instanceof Error) || builtIn.some((type) => err.constructor === type)) return INTERNAL;
	const said = err instanceof RefusedLine ? err.refused.said : undefined;
	if (err instanceof RefusedLine && said) {
		const rule = err.refused.rule ? ` (rule ${err.refused.rule})` : '';
		return `${err.before}${say(said)}${rule}`;
	}
	return err.message;
}

/** An error a batch handler throws for input it cannot use. */
export class BadRequest extends Error {}

/**
 * A line the game's engine refused: `before` (e.g. "Round 3: ") then the refusal, in the words
 * `answerBatchLine` is given, and the rule it cites.
 */
export class RefusedLine extends BadRequest {
	constructor(
		readonly refused: RuleViolation,
		readonly before = ''
	) {
		super(`${before}${refused.reason}${refused.rule ? ` (rule ${refused.rule})` : ''}`);
	}
}

/** Narrows a batch line to an object with an `op`, or says what is missing. */
export function requireOp(input: unknown): { op: string } & Record<string, unknown> {
	if (typeof input !== 'object' || input === null || Array.isArray(input)) {
		throw new BadRequest('Each line must be a JSON object.');
	}
	const op = (input as { op?: unknown }).op;
	if (typeof op !== 'string') throw new BadRequest('The line has no "op" field.');
	return input as { op: string } & Record<string, unknown>;
}

/** How much of a field name an error quotes: a name can be as long as the line. */
const SHOWN_NAME_LENGTH = 40;

function quotedName(name: string): string {
	const chars = [...name];
	return JSON.stringify(
		chars.length > SHOWN_NAME_LENGTH ? `${chars.slice(0, SHOWN_NAME_LENGTH).join('')}…` : name
	);
}

/**
 * Refuses an object holding fields nobody reads, so a misspelt field ("budjet") is never silently
 * ignored. `what` names the object ('A "best" line', 'Round 3', '"rules"'); the message names the
 * unknown fields and the ones it takes. Every game's CLI uses this one wording.
 */
export function refuseUnknownFields(
	value: Record<string, unknown>,
	known: readonly string[],
	what: string
): void {
	const unknown = Object.keys(value).filter((key) => !known.includes(key));
	if (unknown.length === 0) return;
	const shown = unknown.slice(0, 3).map(quotedName);
	if (unknown.length > 3) shown.push(`${unknown.length - 3} more`);
	const takes =
		known.length === 0 ? 'takes no fields' : `takes only ${listOf(known.map((k) => `"${k}"`))}`;
	throw new BadRequest(
		`${what} has ${oneOrMany(unknown.length, 'an unknown field', 'unknown fields')} ${listOf(shown)}; it ${takes}.`
	);
}

/**
 * Reads a line whose op is one of `fields`' keys and whose other fields are among that op's:
 * returns the line, or throws naming the unknown op or fields in the same words in every game.
 */
export function readOpLine<Op extends string>(
	input: unknown,
	fields: Record<Op, readonly string[]>,
	game: string
): { op: Op } & Record<string, unknown> {
	const line = requireOp(input);
	const ops = Object.keys(fields) as Op[];
	if (!Object.hasOwn(fields, line.op)) {
		const names = ops.map((op) => `"${op}"`);
		throw new BadRequest(
			ops.length === 1
				? `${game} has no op ${quotedName(line.op)}; the one op is ${names[0]}.`
				: `${game} has no op ${quotedName(line.op)}; use ${eitherOf(names)}.`
		);
	}
	const op = line.op as Op;
	refuseUnknownFields(line, ['op', ...fields[op]], `A "${op}" line`);
	return line as { op: Op } & Record<string, unknown>;
}
