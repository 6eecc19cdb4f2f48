/**
 * Subsets card checker: check a card, decide a pair (samples and corpus), reject a megabyte of
 * text, and the batch CLI's throughput on 1,000 pairs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCard, decideSubset } from '../src/lib/core/sets/index';
import { atLeast, atMost, median, timeEach, type Figure } from './harness';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Line {
	op: string;
	card?: string;
	a?: string;
	s?: string;
	rules?: { naturalsFrom: 0 | 1 };
}

function lines(path: string): Line[] {
	if (!existsSync(path)) return [];
	return readFileSync(path, 'utf8')
		.split('\n')
		.filter((l) => l.trim())
		.map((l) => JSON.parse(l) as Line);
}

export async function run(): Promise<Figure[]> {
	const all = [
		...lines(join(root, 'tests/fixtures/subsets-public.jsonl')),
		...lines(join(root, 'src/lib/core/sets/corpus.jsonl'))
	];
	const cards = all.flatMap((l) =>
		l.op === 'check' ? [l.card as string] : [l.a as string, l.s as string]
	);
	const pairs = all.filter((l) => l.op === 'subset');

	const checkTimes = cards.map((c) => median(timeEach(() => checkCard(c), 5, 2)));
	const pairTimes = pairs.map((p) =>
		median(timeEach(() => decideSubset(p.a as string, p.s as string, p.rules), 3, 1))
	);
	const mega = '{' + '1, '.repeat(350000) + '1}';
	const rejectTimes = timeEach(() => checkCard(mega), 5, 1);

	// The CLI, spawned once with 1,000 pairs.
	const batch: string[] = [];
	for (let i = 0; batch.length < 1000; i++) {
		const p = pairs[i % pairs.length];
		batch.push(JSON.stringify({ op: 'subset', a: p.a, s: p.s, rules: p.rules }));
	}
	const start = performance.now();
	const child = spawnSync('npx', ['tsx', 'scripts/referee.ts', 'subsets', 'batch'], {
		cwd: root,
		input: batch.join('\n') + '\n',
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024
	});
	const seconds = (performance.now() - start) / 1000;
	const answered = child.stdout.split('\n').filter((l) => l.startsWith('{"verdict"')).length;

	return [
		atMost('subsets: check a card, median', median(checkTimes), 'ms', 0.2),
		{
			name: `subsets: check a card, slowest of ${cards.length}`,
			value: Math.max(...checkTimes),
			unit: 'ms'
		},
		atMost(`subsets: decide a pair (${pairs.length} pairs), median`, median(pairTimes), 'ms', 1),
		atMost('subsets: decide a pair, slowest', Math.max(...pairTimes), 'ms', 50),
		atMost('subsets: reject 1 MB of input, median', median(rejectTimes), 'ms', 100),
		{
			name: `subsets: batch CLI, ${answered} of 1,000 pairs answered, total (with start-up)`,
			value: seconds,
			unit: 's'
		},
		atLeast('subsets: batch CLI throughput', Math.round(answered / seconds), 'pairs/s', 100)
	];
}
