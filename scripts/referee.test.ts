import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRefereeBundle, staleReason } from './referee-bundle.mjs';
import { BATCH_LINE_MAX_LENGTH } from '../src/lib/core/referee';

// The CLI as `npm run referee` runs it: the launcher, which builds the bundle when it is stale and
// runs it with plain node. So these tests cover the bundle, the argument handling and file reading.
const cli = join('scripts', 'referee-cli.mjs');
function referee(args: string[], input = '') {
	return spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
}

/** Starts `batch` and keeps standard input open, so a test can wait for each answer in turn. */
function openBatch(game: string) {
	const child = spawn(process.execPath, [cli, game, 'batch'], { stdio: 'pipe' });
	child.stdout.setEncoding('utf8');
	let received = '';
	let waiting: (() => void) | undefined;
	child.stdout.on('data', (text: string) => {
		received += text;
		waiting?.();
	});
	return {
		/** Writes text without waiting for an answer. */
		write: (text: string) => void child.stdin.write(text),
		/** Writes one line and resolves with the next answer line, stdin still open. */
		async ask(line: string): Promise<unknown> {
			child.stdin.write(line);
			while (!received.includes('\n')) await new Promise<void>((r) => (waiting = r));
			const end = received.indexOf('\n');
			const answer = received.slice(0, end);
			received = received.slice(end + 1);
			return JSON.parse(answer);
		},
		close: () =>
			new Promise<number | null>((resolve) => {
				child.on('close', resolve);
				child.stdin.end();
			})
	};
}

// Built once here, so no test pays for the build (or races another to write it).
beforeAll(async () => {
	await ensureRefereeBundle();
}, 120_000);

// Each run starts a Node process, which a busy machine can slow down: more time than the default.
describe('referee CLI', { timeout: 60_000 }, () => {
	it('answers every batch line in order, blank and unreadable lines with an error', () => {
		const run = referee(
			['permutations', 'batch'],
			['{"op":"score","max":4}', '', 'not json', '   ', '{"op":"score","max":5}', ''].join('\n')
		);
		expect(run.status).toBe(0);
		const lines = run.stdout
			.trimEnd()
			.split('\n')
			.map((l) => JSON.parse(l));
		expect(lines).toEqual([
			{ score: 10 },
			{ error: expect.stringMatching(/empty/) },
			{ error: expect.stringMatching(/not valid JSON/) },
			{ error: expect.stringMatching(/empty/) },
			{ score: 15 }
		]);
	});

	it('answers each batch line as soon as it is written, before the input ends', async () => {
		const batch = openBatch('permutations');
		expect(await batch.ask('{"op":"score","max":4}\n')).toEqual({ score: 10 });
		expect(await batch.ask('{"op":"score","max":5}\n')).toEqual({ score: 15 });
		expect(await batch.close()).toBe(0);
	});

	it('refuses a line over the limit without reading it, then answers the next line', async () => {
		const batch = openBatch('permutations');
		// Valid JSON, so only its length can be why it is refused; written in pieces, as a pipe
		// delivers a long line, and without its end at first.
		const padding = 'x'.repeat(BATCH_LINE_MAX_LENGTH);
		const long = `{"op":"score","max":4,"pad":"${padding}${padding}"}`;
		for (let i = 0; i < long.length; i += 65_536) batch.write(long.slice(i, i + 65_536));
		expect(await batch.ask('\n')).toEqual({
			error: `This line is longer than ${BATCH_LINE_MAX_LENGTH.toLocaleString('en')} characters, the most the referee reads in one line, so it was skipped unread.`
		});
		expect(await batch.ask('{"op":"score","max":5}\n')).toEqual({ score: 15 });
		// A line just within the limit is read as usual.
		const within = `{"op":"score","max":4,"pad":"${'x'.repeat(BATCH_LINE_MAX_LENGTH - 40)}"}`;
		expect(await batch.ask(`${within}\r\n`)).toEqual({
			error: expect.stringMatching(/"pad"/)
		});
		expect(await batch.close()).toBe(0);
	});

	it('splits lines on line feeds only: a carriage return inside a line keeps it whole', () => {
		// JSON allows a bare carriage return between tokens; CRLF line ends are read as LF.
		const run = referee(
			['permutations', 'batch'],
			'{"op":"score",\r"max":4}\r\n{"op":"score","max":5}\r\nnot json\r\n{"op":"score","max":3}'
		);
		expect(run.status).toBe(0);
		expect(run.stdout.split('\n').map((l) => (l ? JSON.parse(l) : l))).toEqual([
			{ score: 10 },
			{ score: 15 },
			{ error: expect.stringMatching(/not valid JSON/) },
			{ score: 6 },
			''
		]);
	});

	it('gives one answer per line, whatever the line holds', () => {
		const lines = [
			'{"op":"isprime","n":"97"}',
			'{"op":"isprime",\r"n":"91"}',
			'\r',
			'\u0000\u0007\u001b[31m',
			'{"op":"isprime","n":"\u2028"}',
			'{"op":"isprime","n":1' + '0'.repeat(400) + '}',
			'['.repeat(50_000) + ']'.repeat(50_000),
			'"\ud800"',
			'{"op":"best","aPrime":["1","2"],"b":["3"]}',
			'x'.repeat(200_000)
		];
		const run = referee(['transform', 'batch'], lines.join('\r\n') + '\r\n');
		expect(run.status).toBe(0);
		const answers = run.stdout.trimEnd().split('\n');
		expect(answers).toHaveLength(lines.length);
		for (const answer of answers) expect(JSON.parse(answer)).toBeTypeOf('object');
		expect(JSON.parse(answers[1])).toEqual({ prime: false, factor: '7' });
	});

	it('says plainly when a deck file is missing or is a folder', () => {
		const missing = referee(['subsets', 'deck', '/no/such/deck.txt']);
		expect(missing.status).toBe(1);
		expect(missing.stderr.trim()).toBe(
			'"/no/such/deck.txt" cannot be read: there is no such file.'
		);
		const folder = mkdtempSync(join(tmpdir(), 'deck-'));
		expect(referee(['subsets', 'deck', folder]).stderr.trim()).toBe(
			`"${folder}" is a folder, not a file.`
		);
	});

	it('reports a deck file card by card with the number of errors', () => {
		const file = join(mkdtempSync(join(tmpdir(), 'deck-')), 'deck.txt');
		writeFileSync(file, '{1, 2}\n{x ∈ ℕ | x > }\n');
		const run = referee(['subsets', 'deck', file]);
		expect(run.status).toBe(0);
		expect(run.stdout).toMatch(/^line 1: valid: \{1, 2\}$/m);
		expect(run.stdout).toMatch(/^line 2: error: \{x ∈ ℕ \| x > \}$/m);
		expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('1 error in 2 cards.');
	});
});

describe('referee CLI bundle', { timeout: 120_000 }, () => {
	it('is rebuilt when a file it was built from changes, and only then', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'referee-bundle-'));
		const entry = join(dir, 'entry.ts');
		const dependency = join(dir, 'answer.ts');
		const outfile = join(dir, 'out', 'entry.mjs');
		writeFileSync(dependency, 'export const answer: number = 41;\n');
		writeFileSync(entry, "import { answer } from './answer';\nconsole.log(answer + 1);\n");
		// The files are dated in the past, so the build's own clock is surely later.
		const past = new Date(Date.now() - 60_000);
		for (const file of [entry, dependency]) utimesSync(file, past, past);
		const run = () => spawnSync(process.execPath, [outfile], { encoding: 'utf8' }).stdout;

		expect(staleReason({ entry, outfile })).toBe('it has not been built yet');
		expect(await ensureRefereeBundle({ entry, outfile })).toEqual({ path: outfile, built: true });
		expect(run()).toBe('42\n');
		expect(staleReason({ entry, outfile })).toBeNull();
		expect(await ensureRefereeBundle({ entry, outfile })).toEqual({ path: outfile, built: false });

		writeFileSync(dependency, 'export const answer: number = 99;\n');
		expect(staleReason({ entry, outfile })).toBe(`${dependency} changed since it was built`);
		expect(await ensureRefereeBundle({ entry, outfile })).toEqual({ path: outfile, built: true });
		expect(run()).toBe('100\n');
	});
});
