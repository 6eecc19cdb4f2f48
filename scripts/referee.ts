/**
 * The referee CLI: `npm run -s referee -- <game> <command> [args]`.
 * `batch` reads JSON lines on standard input and writes one JSON line per input line.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { answerBatchLine, type RefereeModule } from '../src/lib/core/referee';

const modules: Record<string, () => Promise<RefereeModule>> = {
	permutations: async () => (await import('../src/lib/games/permutations/referee')).referee,
	subsets: async () => (await import('../src/lib/core/sets/referee')).referee,
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

async function main(): Promise<number> {
	const [game, command, ...args] = process.argv.slice(2);
	const load = game ? modules[game] : undefined;
	if (!load || !command) {
		process.stderr.write(usage + '\n');
		return 2;
	}
	const module = await load();
	if (command === 'batch') {
		const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
		const out: string[] = [];
		for await (const line of lines) {
			out.push(answerBatchLine(module, line));
			// Write in chunks so a long batch streams without building one huge string.
			if (out.length >= 256) process.stdout.write(out.splice(0).join('\n') + '\n');
		}
		if (out.length) process.stdout.write(out.join('\n') + '\n');
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
