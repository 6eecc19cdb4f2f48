/**
 * The referee CLI sent one overlong line (issue 34: a 600 MB line crashed it with "Invalid string
 * length" and the next line was never answered): the CLI's peak memory (resident set) while it
 * skips a 600 MB line and then answers a valid one, against its memory after a short line.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureRefereeBundle } from '../scripts/referee-bundle.mjs';
import { atMost, loadNow, type Figure } from './harness';

const MB = 1024 * 1024;
const LONG_LINE_MB = 600;
const VALID = '{"op":"score","max":4}\n';

/** The peak resident set of a process so far, in MB (Linux's VmHWM). */
function peakRss(pid: number): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
	return kb / 1024;
}

/**
 * Runs `batch` on a line of `lineMb` MB (nothing but "x"s after an opening brace) and then a
 * valid line; resolves with the answers and the process's peak memory before it ends.
 */
async function sendLongLine(bundle: string, lineMb: number) {
	const child = spawn(process.execPath, [bundle, 'permutations', 'batch'], {
		stdio: ['pipe', 'pipe', 'inherit']
	});
	child.stdout.setEncoding('utf8');
	let received = '';
	const answered = new Promise<void>((resolve) =>
		child.stdout.on('data', (text: string) => {
			received += text;
			if (received.split('\n').length > 2) resolve();
		})
	);
	const piece = 'x'.repeat(MB);
	const write = (text: string) =>
		new Promise<void>((resolve) => {
			if (child.stdin.write(text)) resolve();
			else child.stdin.once('drain', resolve);
		});
	await write('{');
	for (let i = 0; i < lineMb; i++) await write(piece);
	await write('\n' + VALID);
	await answered;
	const peak = peakRss(child.pid!);
	child.stdin.end();
	await new Promise((resolve) => child.on('close', resolve));
	return { answers: received.trimEnd().split('\n'), peak };
}

export async function run(): Promise<Figure[]> {
	const { path } = await ensureRefereeBundle();
	const load = loadNow();
	const small = await sendLongLine(path, 0);
	const long = await sendLongLine(path, LONG_LINE_MB);
	if (!/longer than/.test(long.answers[0]) || long.answers[1] !== '{"score":10}')
		throw new Error(`the CLI did not skip the long line and answer the next: ${long.answers[0]}`);
	return [
		{
			...atMost('referee: peak memory after a short line', Math.round(small.peak), 'MB', 150),
			load
		},
		{
			...atMost(
				`referee: peak memory skipping a ${LONG_LINE_MB} MB line, then answering the next`,
				Math.round(long.peak),
				'MB',
				150
			),
			load
		}
	];
}
