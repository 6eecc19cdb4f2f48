/**
 * The shape of a game's module for the referee CLI (`npm run referee -- <game> <command>`).
 * Kept pure: the CLI script does the reading and writing, so the same handlers serve tests and
 * benchmarks in-process.
 */

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

/** Answers one line of batch input: parses it, calls the module and never throws. */
export function answerBatchLine(module: RefereeModule, line: string): string {
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
		return JSON.stringify({ error: plainMessage(err) });
	}
}

const INTERNAL =
	'This line could not be answered: the referee failed on it. Please report the line.';

/**
 * The message of a thrown error if it is one of ours, written for the user; the engine's own
 * errors (a TypeError, a stack overflow...) carry internal text, so they become a plain sentence.
 */
function plainMessage(err: unknown): string {
	if (err instanceof RangeError && /call stack/i.test(err.message)) {
		return 'This line is nested too deeply to be answered.';
	}
	const builtIn = [TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError];
	if (!(err instanceof Error) || builtIn.some((type) => err.constructor === type)) return INTERNAL;
	return err.message;
}

/** An error a batch handler throws for input it cannot use. */
export class BadRequest extends Error {}

/** Narrows a batch line to an object with an `op`, or says what is missing. */
export function requireOp(input: unknown): { op: string } & Record<string, unknown> {
	if (typeof input !== 'object' || input === null || Array.isArray(input)) {
		throw new BadRequest('Each line must be a JSON object.');
	}
	const op = (input as { op?: unknown }).op;
	if (typeof op !== 'string') throw new BadRequest('The line has no "op" field.');
	return input as { op: string } & Record<string, unknown>;
}
