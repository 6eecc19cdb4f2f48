/**
 * The referee CLI: `npm run -s referee -- <game> <command> [args]`.
 * `batch` reads JSON lines on standard input and writes one JSON line per input line.
 */
import { readFileSync } from 'node:fs';
import {
	answerBatchLine,
	BATCH_LINE_MAX_LENGTH,
	OVERLONG_LINE_ANSWER,
	type RefereeModule
} from '../src/lib/core/referee';
import { sayInEnglish } from '../src/lib/i18n/said';

const modules: Record<string, () => Promise<RefereeModule>> = {
	permutations: async () => (await import('../src/lib/games/permutations/referee')).referee,
	subsets: async () => (await import('../src/lib/core/subsets-checker/referee')).referee,
	transform: async () => (await import('../src/lib/games/transform/referee')).referee,
	reframing: async () => (await import('../src/lib/games/reframing/referee')).referee
};

const usage = `Usage: npm run -s referee -- <game> <command> [args]
Games: ${Object.keys(modules).join(', ')}
Every game has "batch" (JSON lines on standard input, one JSON line out per line in).`;

/** Reads a file for a command, or throws an error that says in plain words why it cannot. */
function readFile(path: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch (err) {
		const code = (err as { code?: unknown } | null)?.code;
		const plain: Record<string, string> = {
			ENOENT: `"${path}" cannot be read: there is no such file.`,
			EISDIR: `"${path}" is a folder, not a file.`,
			EACCES: `"${path}" cannot be read: permission denied.`,
			EPERM: `"${path}" cannot be read: permission denied.`
		};
		const message = typeof code === 'string' ? plain[code] : undefined;
		throw message ? new Error(message, { cause: err }) : err;
	}
}

/**
 * Splits input into lines on `\n` only, so a carriage return inside a line (valid in JSON) does
 * not break it; one `\r` before the `\n` is dropped so CRLF files read the same as LF ones.
 * Each line is answered as soon as its `\n` arrives, so a client that writes a line and waits
 * gets its answer; answers to lines that arrive together go out in one write. A line longer than
 * BATCH_LINE_MAX_LENGTH is answered with an error and its characters are dropped as they arrive,
 * never gathered, so memory stays bounded whatever the length of a line.
 */
async function answerLines(input: NodeJS.ReadableStream, answer: (line: string) => string) {
	const withoutCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
	input.setEncoding('utf8');
	// The unfinished line is kept in pieces, so a long line read in many chunks is joined once.
	let pending: string[] = [];
	let pendingLength = 0;
	/** True while the rest of a line already found too long is being skipped. */
	let overlong = false;
	/** Adds a piece to the unfinished line, or drops it and the line when it makes it too long. */
	const keep = (piece: string) => {
		if (overlong) return;
		pendingLength += piece.length;
		// One `\r` may end a line of exactly the limit (a CRLF file).
		if (pendingLength > BATCH_LINE_MAX_LENGTH + 1) {
			overlong = true;
			pending = [];
		} else pending.push(piece);
	};
	/** The answer to the line now complete; the next line starts empty. */
	const finish = (): string => {
		const line = pending.join('');
		const tooLong = overlong || withoutCr(line).length > BATCH_LINE_MAX_LENGTH;
		pending = [];
		pendingLength = 0;
		overlong = false;
		return tooLong ? OVERLONG_LINE_ANSWER : answer(withoutCr(line));
	};
	for await (const chunk of input as AsyncIterable<string>) {
		const pieces = chunk.split('\n');
		const answers: string[] = [];
		for (const [i, piece] of pieces.entries()) {
			keep(piece);
			if (i < pieces.length - 1) answers.push(finish() + '\n');
		}
		if (answers.length) await write(answers.join(''));
	}
	// A last line without its `\n` still gets its answer.
	if (overlong || pendingLength > 0) await write(finish() + '\n');
}

/** Writes to standard output and waits when the reader is slower than we are. */
function write(text: string): Promise<void> {
	return new Promise((resolve) => {
		if (process.stdout.write(text)) resolve();
		else process.stdout.once('drain', resolve);
	});
}

async function main(): Promise<number> {
	const [game, command, ...args] = process.argv.slice(2);
	const load = game ? modules[game] : undefined;
	if (!load || !command) {
		process.stderr.write(usage + '\n');
		return 2;
	}
	const module = await load();
	if (command === 'batch') {
		await answerLines(process.stdin, (line) => answerBatchLine(module, line, sayInEnglish));
		return 0;
	}
	const run = module.commands?.[command];
	if (!run) {
		process.stderr.write(`"${game}" has no command "${command}".\n${usage}\n`);
		return 2;
	}
	const result = run(args, { readFile });
	process.stdout.write(result.output.endsWith('\n') ? result.output : result.output + '\n');
	return result.exitCode;
}

main().then(
	(code) => {
		process.exitCode = code;
	},
	(err: unknown) => {
		process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
		process.exitCode = 1;
	}
);
