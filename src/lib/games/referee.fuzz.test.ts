/**
 * Seeded, bounded fuzzing of every game's batch referee: random and adversarial lines (invalid
 * JSON, wrong field types, unknown ops, huge numbers, control characters, deep nesting, very long
 * strings, mutations of good lines) must each get one JSON line back, with a verdict or an error in
 * plain words, and never internal text. CI uses a fixed seed; a local run draws a new one, printed
 * with any failure so it can be replayed (FUZZ_SEED=<seed>). Inputs that once failed are kept in
 * referee.fuzz.fixtures.jsonl and replayed first.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referee as subsets } from '../core/subsets-checker/referee';
import { sayInEnglish } from '../i18n/said';
import { answerBatchLine, type RefereeModule } from '../core/referee';
import { seededRandom } from '../core/random';
import { referee as permutations } from './permutations/referee';
import { referee as reframing } from './reframing/referee';
import { referee as transform } from './transform/referee';

const FIXED_SEED = 20261125;
const seed = process.env.FUZZ_SEED
	? Number(process.env.FUZZ_SEED)
	: process.env.CI
		? FIXED_SEED
		: Math.floor(Math.random() * 2 ** 31);
// Lines drawn per game: a fixed number, so a run with one seed (CI's) tries the same lines on any
// machine, however busy, and takes as long as those lines take.
const LINES = 1000;

/** Good lines to mutate, one game at a time. */
const even = { A: { red: 4, yellow: 4, green: 3 }, B: { red: 4, yellow: 3, green: 4 } };
/** A whole number as the referees read it: small, near a limit, or long; sometimes as text. */
function anInteger(r: Random): number | string {
	const digits = pick(r, [1, 1, 2, 3, 6, 17, 30, 99, 101]);
	let text = String(int(r, 1, 9));
	for (let i = 1; i < digits; i++) text += String(int(r, 0, 9));
	const signed = (r() < 0.3 ? '-' : '') + text;
	return digits < 8 && r() < 0.4 ? Number(signed) : signed;
}

const colourNames = ['red', 'yellow', 'green', 'blue', 'pink'];
const seatNames = ['A', 'B', 'C', 'D', 'P1', 'P2', 'P3'];

/** Colour counts for some players, mostly plausible. */
function counts(r: Random): Record<string, Record<string, number>> {
	const out: Record<string, Record<string, number>> = {};
	for (const player of seatNames.slice(0, int(r, 2, 5))) {
		out[player] = {};
		for (const colour of colourNames.slice(0, int(r, 1, 5))) out[player][colour] = int(r, -1, 13);
	}
	return out;
}

/** A card of Subsets built from its own symbols, so the parser gets past its first character. */
function card(r: Random): string {
	const tokens = [
		'{',
		'}',
		'x',
		'k',
		'∈',
		'ℕ',
		'ℤ',
		'ℙ',
		'|',
		'mod',
		'=',
		'≠',
		'<',
		'≤',
		'>',
		'1',
		'2',
		'37',
		'-',
		'+',
		'·',
		'^',
		',',
		'…',
		'∪',
		'∩',
		'∖',
		'(',
		')',
		':',
		'∞',
		'and',
		'or'
	];
	return Array.from({ length: int(r, 1, 40) }, () => pick(r, tokens)).join(r() < 0.5 ? ' ' : '');
}

/** Lines that look like each game's own: right ops and fields, values drawn near the edges. */
const plausible: Record<string, (r: Random) => unknown> = {
	permutations: (r) =>
		pick(r, [
			() => ({ op: 'score', max: int(r, -2, 14) }),
			() => ({ op: 'round', counts: counts(r) }),
			() => ({
				op: 'auction',
				pool: Array.from({ length: int(r, 2, 4) }, () => ({
					n: int(r, 0, 50),
					colour: pick(r, colourNames)
				})),
				bids: Object.fromEntries(seatNames.slice(0, int(r, 2, 5)).map((p) => [p, int(r, 0, 50)]))
			}),
			() => {
				const players = seatNames.slice(0, int(r, 2, 5));
				return {
					op: 'game',
					players,
					colours: players.map(() => pick(r, colourNames)),
					ties: pick(r, [undefined, 'extra-round', 'shared']),
					rounds: Array.from({ length: int(r, 0, 6) }, () => counts(r))
				};
			}
		])(),
	subsets: (r) =>
		r() < 0.5
			? { op: 'check', card: card(r), rules: { naturalsFrom: int(r, 0, 2) } }
			: { op: 'subset', a: card(r), s: card(r) },
	transform: (r) => {
		const n = int(r, 1, 9);
		const list = (k: number) => Array.from({ length: k }, () => anInteger(r));
		const formula = pick(r, ['convolution', 'as-printed', 'other']);
		const criterion = pick(r, ['prime', 'prime-abs', 'square', 'fibonacci', 'coprime-previous']);
		return pick(r, [
			() => ({ op: 'isprime', n: anInteger(r) }),
			() => ({
				op: 'round',
				a: list(n),
				b: Array.from({ length: int(r, 1, 4) }, () => list(r() < 0.9 ? n : int(r, 0, 9))),
				formula,
				criterion
			}),
			() => ({
				op: 'best',
				aPrime: list(n),
				b: list(r() < 0.9 ? n : int(r, 0, 9)),
				formula,
				criterion,
				budget: int(r, 1, 20_000)
			})
		])();
	},
	reframing: (r) => {
		const players = seatNames.slice(int(r, 0, 1) * 4, int(r, 5, 7));
		const some = () =>
			Object.fromEntries(
				players
					.filter(() => r() < 0.5)
					.map((p) => [p, Array.from({ length: int(r, 0, 4) }, () => int(r, -1, 45))])
			);
		return {
			op: 'game',
			players,
			rounds: Array.from({ length: int(r, 0, 9) }, (_, i) => ({
				plays: some(),
				...(i === 2
					? { predictions: Object.fromEntries(players.map((p) => [p, int(r, 0, 5)])) }
					: {}),
				...(i === 5 ? { recover: some() } : {}),
				...(i === 6 ? { seed: int(r, -1, 2 ** 32) } : {}),
				...(i === 7 ? { boost: some() } : {})
			}))
		};
	}
};

const games: Record<string, { module: RefereeModule; templates: unknown[] }> = {
	permutations: {
		module: permutations,
		templates: [
			{ op: 'score', max: 5 },
			{ op: 'round', counts: { ...even, C: { red: 3, yellow: 4, green: 4 } } },
			{
				op: 'auction',
				pool: [
					{ n: 12, colour: 'red' },
					{ n: 1, colour: 'yellow' },
					{ n: 2, colour: 'green' }
				],
				bids: { A: 30, B: 7, C: 19 }
			},
			{
				op: 'game',
				players: ['A', 'B', 'C'],
				colours: ['red', 'yellow', 'green'],
				rounds: [{ ...even, C: { red: 3, yellow: 4, green: 4 } }]
			}
		]
	},
	subsets: {
		module: subsets,
		templates: [
			{ op: 'check', card: '{x ∈ ℕ | x mod 3 = 1}' },
			{ op: 'subset', a: '{1, 2}', s: '{x ∈ ℤ | x > 0}', rules: { naturalsFrom: 0 } }
		]
	},
	transform: {
		module: transform,
		templates: [
			{ op: 'isprime', n: '2305843009213693951' },
			{ op: 'round', a: ['1', '2', '3'], b: [['4', '5', '6']], criterion: 'prime' },
			{
				op: 'best',
				aPrime: ['3', '-7', '11', '2'],
				b: ['1', '2', '-3', '4'],
				formula: 'as-printed',
				criterion: 'square',
				budget: 20000
			}
		]
	},
	reframing: {
		module: reframing,
		templates: [
			{
				op: 'game',
				players: ['P1', 'P2', 'P3'],
				rounds: [
					{ plays: { P1: [1, 2], P2: [7] } },
					{},
					{ plays: { P1: [1] }, predictions: { P1: 1, P2: 3, P3: 2 } },
					{},
					{},
					{ recover: { P2: [7] } },
					{ seed: 7 },
					{ boost: { P1: [2] } }
				]
			}
		]
	}
};

type Random = () => number;
const int = (r: Random, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)];

// The letters u, N, I, E and j are left out of random text, so an answer that echoes it can never
// spell "undefined", "NaN", "Infinity", "...Error" or "[object" by chance.
const characters = [
	...'abcdefghiklmnopqrstvwxyzABCDFGHJKLMOPQRSTUVWXYZ0123456789 ',
	...'{}[]:,"\\\'-+.eE0|∈ℕℤℚℝℙ∞≠≤≥∪∩∖(){}…/',
	...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
	'\u007f',
	'\u00a0',
	'\u2028',
	'\u2029',
	'\u200b',
	'\u202e',
	'\ufeff',
	'\ud800',
	'\udfff',
	'🂡',
	'é',
	'١'
].filter((c) => !'uNIEj'.includes(c));

function text(r: Random, length: number): string {
	let out = '';
	for (let i = 0; i < length; i++) out += pick(r, characters);
	return out;
}

const oddNumbers = [
	0,
	-0,
	1,
	-1,
	0.5,
	-2.5,
	1e308,
	-1e308,
	5e-324,
	2 ** 53,
	2 ** 53 + 2,
	-(2 ** 63),
	4294967297,
	12,
	13,
	48,
	49,
	100
];
const oddStrings = [
	'',
	' ',
	'-0',
	'+5',
	'1e5',
	'0x1f',
	' 12 ',
	'１２',
	'١٢',
	'12abc',
	'--3',
	'−7',
	'1'.padEnd(5000, '0'),
	'-' + '9'.repeat(400),
	'__proto__',
	'constructor',
	'toString',
	'red',
	'P1',
	'A',
	'prime',
	'as-printed',
	'game'
];
const keys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'op'];

/** A random JSON value, nested at most `depth` more levels. */
function value(r: Random, depth: number): unknown {
	switch (int(r, 0, depth > 0 ? 9 : 6)) {
		case 0:
			return null;
		case 1:
			return r() < 0.5;
		case 2:
			return pick(r, oddNumbers);
		case 3:
			return int(r, -1000, 1000);
		case 4:
			return pick(r, oddStrings);
		case 5:
			return text(r, int(r, 0, 12));
		case 6:
			return text(r, int(r, 0, 3) === 0 ? int(r, 1000, 20000) : int(r, 0, 40));
		case 7:
		case 8:
			return Array.from({ length: int(r, 0, 5) }, () => value(r, depth - 1));
		default: {
			const out: Record<string, unknown> = {};
			for (let i = int(r, 0, 4); i > 0; i--) {
				const key = r() < 0.3 ? pick(r, keys) : text(r, int(r, 1, 6));
				// Defined as own data, so "__proto__" is a real key of the JSON text.
				Object.defineProperty(out, key, {
					value: value(r, depth - 1),
					enumerable: true,
					configurable: true,
					writable: true
				});
			}
			return out;
		}
	}
}

/** A copy of `template` with a few values replaced, removed or added at random places. */
function mutate(r: Random, template: unknown, ops: string[]): unknown {
	const copy = structuredClone(template) as Record<string, unknown>;
	for (let m = int(r, 1, 3); m > 0; m--) {
		// Walk down to a random container.
		let node: unknown = copy;
		for (let d = 0; d < 4 && r() < 0.7; d++) {
			const children = Object.values(node as object).filter((v) => v && typeof v === 'object');
			if (children.length === 0) break;
			node = pick(r, children);
		}
		const container = node as Record<string, unknown>;
		const names = Object.keys(container);
		const name = names.length && r() < 0.8 ? pick(r, names) : text(r, int(r, 1, 5));
		const how = int(r, 0, 4);
		if (how === 0) delete container[name];
		else if (how === 1 && name === 'op') container.op = pick(r, [...ops, text(r, 6), 'OP', '']);
		else container[name] = value(r, 3);
	}
	return copy;
}

/** One line of input: raw text, a random value, a mutated good line or a hostile shape. */
function line(r: Random, game: string, templates: unknown[], ops: string[]): string {
	const template = pick(r, templates);
	switch (int(r, 0, 11)) {
		case 0:
			return text(r, int(r, 0, 80)).replace(/\n/g, ' ');
		case 1:
			return JSON.stringify(value(r, 4));
		case 2: {
			// A number too large for a double, written out in full: JSON.parse makes it Infinity.
			const big = `${r() < 0.5 ? '-' : ''}1${'0'.repeat(int(r, 300, 100_000))}`;
			const good = JSON.stringify(mutate(r, template, ops));
			return good.replace(/-?\d+(\.\d+)?/, big);
		}
		case 3: {
			// Deep nesting, alone or in place of a field.
			const depth = int(r, 100, 200_000);
			const deep =
				r() < 0.5
					? '['.repeat(depth) + ']'.repeat(depth)
					: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
			if (r() < 0.3) return deep;
			const good = template as Record<string, unknown>;
			const field = pick(
				r,
				Object.keys(good).filter((k) => k !== 'op')
			);
			return JSON.stringify({ ...good, [field]: 0 }).replace(`"${field}":0`, `"${field}":${deep}`);
		}
		case 4:
			return JSON.stringify({ op: pick(r, [...ops, text(r, 5)]), ...(value(r, 2) as object) });
		case 5:
		case 6:
		case 7:
			return JSON.stringify(plausible[game](r));
		default:
			return JSON.stringify(mutate(r, template, ops));
	}
}

// Words and shapes of internal errors that must never reach a user. ("Is undefined" is the Subsets
// checker's own plain words for a remainder on division by zero.)
const internal =
	/\b(?:\w*Error|NaN|Infinity)\b|\bundefined\b(?<!is undefined)|\[object |call stack|\bat .*:\d+:\d+|is not a function|Cannot read/;

/** What is wrong with an answer, or null when it is one JSON line with a verdict or plain error. */
function problem(answer: unknown): string | null {
	if (typeof answer !== 'string') return 'the answer is not text';
	if (answer.includes('\n')) return 'the answer spans more than one line';
	let parsed: unknown;
	try {
		parsed = JSON.parse(answer);
	} catch {
		return 'the answer is not JSON';
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
		return 'the answer is not a JSON object';
	const error = (parsed as { error?: unknown }).error;
	if ('error' in parsed && (typeof error !== 'string' || error.trim() === ''))
		return 'the error is not a sentence';
	// A JSON null shown in a sentence is our own text leaking: random input never spells "null".
	if (typeof error === 'string' && /\bnull\b/.test(error)) return `null in the error: ${error}`;
	if (internal.test(answer)) return `internal text reached the answer: ${answer.slice(0, 300)}`;
	// The catch-all answer is plain, but it means a referee failed: a bug the fuzzing must show.
	if (/the referee failed on it/.test(answer)) return `a referee failed: ${answer}`;
	return null;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Lines that once failed: {"game": ..., "line": ...} one per line. */
const fixtures = readFileSync(join(here, 'referee.fuzz.fixtures.jsonl'), 'utf8')
	.split('\n')
	.filter((l) => l.trim())
	.map((l) => JSON.parse(l) as { game: string; line: string });

describe('every game refuses fields it does not read, in the same words', () => {
	for (const [game, { module, templates }] of Object.entries(games)) {
		it(`${game}: names the unknown field of each op and the fields the op takes`, () => {
			for (const template of templates) {
				const { op } = template as { op: string };
				const answer = JSON.parse(
					answerBatchLine(module, JSON.stringify({ ...(template as object), budjet: 5 }))
				);
				expect(answer.error).toMatch(
					new RegExp(`^A "${op}" line has an unknown field "budjet"; it takes only "op",? .+\\.$`)
				);
			}
		});
	}

	it('refuses unknown fields inside the settings and rounds of a line too', () => {
		const ask = (module: RefereeModule, line: object) =>
			JSON.parse(answerBatchLine(module, JSON.stringify(line), sayInEnglish)).error;
		expect(ask(subsets, { op: 'check', card: '{1}', rules: { naturalsFrom: 0, from: 1 } })).toBe(
			'"rules" has an unknown field "from"; it takes only "naturalsFrom".'
		);
		const players = ['P1', 'P2', 'P3'];
		expect(ask(reframing, { op: 'game', players, rounds: [], houseRules: { target: 3 } })).toBe(
			'"houseRules" has an unknown field "target"; it takes only "thresholds".'
		);
		expect(ask(reframing, { op: 'game', players, rounds: [{}, { play: {} }] })).toMatch(
			/^Round 2 has an unknown field "play"; it takes only "plays", /
		);
	});
});

describe(`referee fuzz (seed ${seed}; replay with FUZZ_SEED=${seed})`, () => {
	it('answers every input that once failed with one plain JSON line', () => {
		for (const { game, line } of fixtures) {
			const answer = answerBatchLine(games[game].module, line, sayInEnglish);
			expect(problem(answer), `${game}: ${line.slice(0, 200)}`).toBeNull();
		}
	});

	for (const [game, { module, templates }] of Object.entries(games)) {
		it(`${game}: answers random and hostile lines with one plain JSON line each`, () => {
			const r = seededRandom(seed ^ game.length);
			const ops = templates.map((t) => (t as { op: string }).op);
			let tries = 0;
			let verdicts = 0;
			let slowest = { ms: 0, line: '' };
			while (tries < LINES) {
				const input = line(r, game, templates, ops);
				tries++;
				const t = Date.now();
				let answer: unknown;
				try {
					answer = answerBatchLine(module, input, sayInEnglish);
				} catch (err) {
					answer = err;
				}
				const ms = Date.now() - t;
				if (ms > slowest.ms) slowest = { ms, line: input };
				const found = problem(answer);
				if (!found && !String(answer).startsWith('{"error"')) verdicts++;
				expect(
					found,
					`${game}, seed ${seed}, try ${tries}: ${found}\ninput: ${input.slice(0, 300)}`
				).toBeNull();
			}
			console.log(
				`${game}: ${tries} lines (${verdicts} answered with a verdict), seed ${seed}, slowest ${slowest.ms} ms: ${slowest.line.slice(0, 80)}`
			);
			expect(tries).toBeGreaterThan(0);
		});
	}
});
