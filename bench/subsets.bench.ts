/**
 * Subsets card checker: check a card, decide a pair (samples and corpus), reject a megabyte of
 * text, the batch CLI's throughput on 1,000 pairs, and the scaling of the exact fragment's hard
 * families (K classes with moduli from 10 to 10^18).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPrime } from '../src/lib/core/numbers/primality';
import { checkCard, decideSubset } from '../src/lib/core/subsets-checker/index';
import { ensureRefereeBundle } from '../scripts/referee-bundle.mjs';
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

/** One question of a scaling family and the verdict it must get. */
interface Scaled {
	a: string;
	s: string;
	expect: 'subset' | 'not-subset';
}

/** The k smallest primes from `from` on. */
function primesFrom(from: bigint, k: number): bigint[] {
	const out: bigint[] = [];
	for (let n = from; out.length < k; n++) if (isPrime(n)) out.push(n);
	return out;
}

/** Products 2^a·3^b in increasing order: numbers no prime from 5 on divides. */
function smooth(k: number): bigint[] {
	const out: bigint[] = [];
	for (let n = 1n; out.length < k; n++) {
		let r = n;
		while (r % 2n === 0n) r /= 2n;
		while (r % 3n === 0n) r /= 3n;
		if (r === 1n) out.push(n);
	}
	return out;
}

/** The classic covering system without its last class, 7 mod 12 (which 7 itself is in). */
const cover = '{2k : k ∈ ℤ} ∪ {3k : k ∈ ℤ} ∪ {4k + 1 : k ∈ ℤ} ∪ {6k + 5 : k ∈ ℤ}';

/**
 * The hard families of the exact fragment, for K classes whose moduli are the K primes from m on
 * (for one remainder range, the modulus m itself). Each gives one question that holds and one
 * that does not.
 */
const scalingFamilies: Record<string, (k: number, m: bigint) => Scaled[]> = {
	'multiples of K primes': (k, m) => {
		const a = primesFrom(m, k)
			.map((p) => `{${p}k : k ∈ ℤ}`)
			.join(' ∪ ');
		// The even numbers miss the odd primes (and with 2 alone, 4ℤ misses 2).
		const even = k === 1 && m < 3n ? '{4k : k ∈ ℤ}' : '{2k : k ∈ ℤ}';
		return [
			{ a, s: 'ℤ \\ {1, -1}', expect: 'subset' },
			{ a, s: even, expect: 'not-subset' }
		];
	},
	'remainder ranges': (k, m) => {
		const ps = k === 1 ? [m] : primesFrom(m, k);
		const ranges = (op: string) =>
			`{x ∈ ℤ | ${ps.map((p) => `x mod ${p} ${op} ${p / 2n}`).join(' or ')}}`;
		return [
			{ a: ranges('<'), s: ranges('≤'), expect: 'subset' },
			{ a: ranges('≤'), s: ranges('<'), expect: 'not-subset' }
		];
	},
	'CRT systems': (k, m) => {
		const ps = primesFrom(m, k);
		const a = `{x ∈ ℤ | ${ps.map((p, i) => `x mod ${p} = ${i + 1}`).join(', ')}}`;
		return [
			{ a, s: `{x ∈ ℤ | x mod ${ps[0]} = 1}`, expect: 'subset' },
			{ a, s: '{x ∈ ℤ | x mod 2 = 0}', expect: 'not-subset' }
		];
	},
	'covering systems': (k, m) => {
		const a = primesFrom(m, k)
			.map((p, i) => `{${p}k + ${i + 7} : k ∈ ℤ}`)
			.join(' ∪ ');
		return [
			{ a, s: `${cover} ∪ {12k + 7 : k ∈ ℤ}`, expect: 'subset' },
			{ a, s: cover, expect: 'not-subset' }
		];
	},
	'finite exceptions': (k, m) => {
		const ps = primesFrom(m < 5n ? 5n : m, k);
		const a = ps.map((p) => `{${p}k : k ∈ ℤ}`).join(' ∪ ');
		const f = smooth(k);
		return [
			{ a, s: `ℤ \\ {${f.join(', ')}}`, expect: 'subset' },
			{ a, s: `ℤ \\ {${[...f, 7n * ps[k - 1]].join(', ')}}`, expect: 'not-subset' }
		];
	}
};

/** m = 10^e; with e = 0 the moduli are the primes from 2 on, the smallest pairwise coprime ones. */
const scalingMagnitudes = [0, 1, 3, 6, 9, 12, 15, 18];

/**
 * One line per family, K and m: the slowest of the family's questions (median of three runs when
 * under a second), beside the worst-case target; a wrong or unknown verdict is a miss whatever
 * the time. Then each family's median and slowest over all its questions.
 */
export function scaling(): Figure[] {
	const out: Figure[] = [];
	for (const [family, make] of Object.entries(scalingFamilies)) {
		const all: number[] = [];
		let allRight = true;
		for (const k of [1, 10, 100]) {
			for (const e of scalingMagnitudes) {
				const m = 10n ** BigInt(e);
				let slowest = 0;
				const wrong: string[] = [];
				let longest = 0;
				const questions = make(k, m);
				for (const q of questions) longest = Math.max(longest, q.a.length, q.s.length);
				if (longest > 4000) {
					// Not a card: the checker refuses it as too long before reading it.
					out.push({
						name: `${family}, K = ${k}, m = 10^${e}: over the 4,000-character card limit`,
						value: longest,
						unit: 'characters'
					});
					continue;
				}
				for (const q of questions) {
					let verdict = '';
					const once = timeEach(() => (verdict = decideSubset(q.a, q.s).verdict), 1, 0)[0];
					const t = once > 1000 ? once : median(timeEach(() => decideSubset(q.a, q.s), 3, 0));
					if (verdict !== q.expect) wrong.push(`${verdict} where ${q.expect} is right`);
					slowest = Math.max(slowest, t);
					all.push(t);
				}
				allRight &&= wrong.length === 0;
				out.push({
					...atMost(`${family}, K = ${k}, m = 10^${e}`, slowest, 'ms', 1000),
					...(wrong.length
						? { name: `${family}, K = ${k}, m = 10^${e}: ${wrong.join('; ')}`, ok: false }
						: {})
				});
			}
		}
		out.push(
			{
				...atMost(`${family}: median of ${all.length} questions`, median(all), 'ms', 50),
				ok: allRight && median(all) <= 50
			},
			atMost(`${family}: slowest`, Math.max(...all), 'ms', 1000)
		);
	}
	return out;
}

export async function run(): Promise<Figure[]> {
	const all = [
		...lines(join(root, 'tests/fixtures/subsets-public.jsonl')),
		...lines(join(root, 'src/lib/core/subsets-checker/testing/corpus.jsonl'))
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
	// As `npm run referee` runs it: the bundle, built first (outside the timing) when stale.
	const { path: cli } = await ensureRefereeBundle();
	const start = performance.now();
	const child = spawnSync(process.execPath, [cli, 'subsets', 'batch'], {
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
		...scaling(),
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
