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

/**
 * Adversarial shapes, each at the size the checker still reads (4,000 characters, 100 brackets):
 * a family's figure is its slowest answer, checked alone and decided against a few common sets.
 */
function adversarial(): Record<string, string[]> {
	const moduli = [2249, 3914, 5077, 7919, 10007, 24593, 49157, 65521, 86243, 99991];
	const congruence = (m: number, i: number) =>
		`x mod ${m} ${i % 2 ? '=' : '≠'} ${(i * 37 + 21) % m}`;
	const fill = (head: string, unit: string, tail: string) =>
		head + unit.repeat(Math.floor((3990 - head.length - tail.length) / unit.length)) + tail;
	return {
		'unary chains': [
			'-'.repeat(3999) + '1',
			`{${'-'.repeat(3990)}1}`,
			`{${'-('.repeat(99)}1${')'.repeat(99)}}`
		],
		'nesting depth': [
			'{'.repeat(100) + '}'.repeat(100),
			`${'('.repeat(99)}ℤ${')'.repeat(99)}`,
			`{${'{'.repeat(98)}1${'}'.repeat(98)}}`
		],
		'long or chains': [
			`{x ∈ ℤ | ${moduli.map(congruence).join(' or ')}}`,
			fill('{x ∈ ℤ | x = 0', ' or x = 1', '}'),
			fill('{x ∈ ℤ | x mod 7 = 0', ' or x mod 1000003 = 5', '}')
		],
		'long and chains': [
			`{x ∈ ℤ | ${moduli.map(congruence).join(' and ')}}`,
			fill('{x ∈ ℤ | x > 0', ' and x ≠ 5', '}'),
			fill('{x ∈ ℤ | x > 0', ', x mod 99991 ≠ 7', '}')
		],
		'many unions': [
			fill('{0}', ' ∪ {1}', ''),
			fill('ℤ', ' ∪ (0, 1)', ''),
			fill('{x ∈ ℤ | x mod 5 = 0}', ' ∪ {x ∈ ℤ | x mod 7 = 1}', '')
		]
	};
}

/** Slowest single answer of a family, in ms: every card checked, and decided against each set. */
function familyTimes(cards: string[]): { check: number; decide: number } {
	const against = ['ℙ', 'ℤ', '{-k : k ∈ (-15, ∞)}', '{x ∈ ℤ | x is odd}'];
	let check = 0;
	let decide = 0;
	for (const c of cards) {
		check = Math.max(check, ...timeEach(() => checkCard(c), 1, 0));
		for (const s of against) {
			decide = Math.max(decide, ...timeEach(() => decideSubset(c, s), 1, 0));
			decide = Math.max(decide, ...timeEach(() => decideSubset(s, c), 1, 0));
		}
	}
	return { check, decide };
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

	const families = Object.entries(adversarial()).flatMap(([family, shapes]) => {
		const t = familyTimes(shapes);
		return [
			atMost(`subsets adversarial, ${family}: check a card, slowest`, t.check, 'ms', 50),
			atMost(`subsets adversarial, ${family}: decide a pair, slowest`, t.decide, 'ms', 2000)
		];
	});

	return [
		...families,
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
