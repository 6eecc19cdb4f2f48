/**
 * The referee CLI's start-up (issue 23: under 150 ms): the time from starting `node` on the
 * bundle to its answer to one batch line, the process ended. For reference, the same through the
 * launcher (`node scripts/referee-cli.mjs`, which checks the bundle is current), through
 * `npm run -s referee`, and through tsx on the source as before the bundle.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureRefereeBundle } from '../scripts/referee-bundle.mjs';
import { atMost, median, type Figure } from './harness';

const RUNS = 15;
const LINE = '{"op":"score","max":4}\n';
const ANSWER = '{"score":10}\n';

/**
 * Milliseconds from spawning the command to its exit, for each of `runs` runs after a warm-up;
 * each run must answer `answer`.
 */
function timeRuns(command: string, args: string[], runs: number, answer = ANSWER): number[] {
	const once = () => {
		const started = performance.now();
		const result = spawnSync(command, args, { input: LINE, encoding: 'utf8' });
		const ms = performance.now() - started;
		if (result.status !== 0 || result.stdout !== answer) {
			throw new Error(`${command} ${args.join(' ')} did not answer: ${result.stderr.trim()}`);
		}
		return ms;
	};
	once();
	return Array.from({ length: runs }, once);
}

export async function run(): Promise<Figure[]> {
	const { path } = await ensureRefereeBundle();
	const node = process.execPath;
	const args = ['permutations', 'batch'];
	const bare = median(timeRuns(node, ['-e', ''], RUNS, ''));
	return [
		atMost(
			'referee CLI: node on the bundle, start to answer, median',
			median(timeRuns(node, [path, ...args], RUNS)),
			'ms',
			150
		),
		{ name: 'for reference: node doing nothing, median', value: bare, unit: 'ms' },
		{
			name: 'for reference: node scripts/referee-cli.mjs (checks the bundle first), median',
			value: median(timeRuns(node, [join('scripts', 'referee-cli.mjs'), ...args], RUNS)),
			unit: 'ms'
		},
		{
			name: 'for reference: npm run -s referee, median',
			value: median(timeRuns('npm', ['run', '-s', 'referee', '--', ...args], 5)),
			unit: 'ms'
		},
		{
			name: 'for reference: tsx on scripts/referee.ts (before the bundle), median',
			value: median(
				timeRuns(join('node_modules', '.bin', 'tsx'), [join('scripts', 'referee.ts'), ...args], 5)
			),
			unit: 'ms'
		}
	];
}
