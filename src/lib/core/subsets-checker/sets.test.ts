import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCard } from './card';
import { knownNumber } from './read/ir';
import { Compiler } from './forms/compile';
import { Evaluator } from './forms/evaluate';
import { checkCard, decideSubset, describeCard, type SetRules } from './index';
import { rat } from './arithmetic/rational';
import type * as S from './forms/setnf';
import { fromEnd, surd } from './arithmetic/surd';
import { isMixed } from './arithmetic/pie';
import { Work } from './work';

const here = dirname(fileURLToPath(import.meta.url));

interface Case {
	op: 'check' | 'subset';
	card?: string;
	a?: string;
	s?: string;
	rules?: SetRules;
	expect: string;
	witness?: string;
}

function readCases(path: string): Case[] {
	return readFileSync(path, 'utf8')
		.split('\n')
		.filter((l) => l.trim())
		.map((l) => JSON.parse(l) as Case & { card?: string });
}

function run(c: Case & { card?: string }) {
	if (c.op === 'check') return checkCard(c.card as string, c.rules);
	return decideSubset(c.a as string, c.s as string, c.rules);
}

const samplesPath = join(here, '../../../../tests/fixtures/subsets-public.jsonl');

function casesSuite(name: string, cases: (Case & { card?: string })[]) {
	describe(name, () => {
		for (const c of cases) {
			const label = c.op === 'check' ? `check ${c.card}` : `${c.a} ⊆ ${c.s}`;
			it(`${label}${c.rules ? ` (ℕ from ${c.rules.naturalsFrom})` : ''} -> ${c.expect}`, () => {
				const r = run(c) as { verdict: string; witness?: string; card?: string };
				expect(r.verdict).toBe(c.expect);
				if (c.witness !== undefined) expect(r.witness).toBe(c.witness);
				if (c.op === 'subset' && c.card) expect(r.card).toBe(c.card);
			});
		}
	});
}

casesSuite('public samples', readCases(samplesPath));
casesSuite('own corpus', readCases(join(here, 'testing/corpus.jsonl')));

describe('results', () => {
	it('gives error spans in UTF-16 units of the original text', () => {
		const r = checkCard('{x ∈ ℤ | y > 3}');
		expect(r).toMatchObject({ verdict: 'error', code: 'unbound-variable', span: [9, 10] });
		const text = '𝒫({1}) ∪ {z}';
		const s = checkCard(text);
		expect(s.verdict).toBe('error');
		if (s.verdict !== 'valid') expect(text.slice(s.span[0], s.span[1])).toBe('z');
	});
	it('blames the faulty card of a pair', () => {
		expect(decideSubset('{1}', '{x | x ∉ x}')).toMatchObject({ verdict: 'error', card: 's' });
		expect(decideSubset('{√2 + √3 + √5}', '{1}')).toMatchObject({
			verdict: 'unsupported',
			card: 'a'
		});
	});
	it('describes sets in words', () => {
		expect(describeCard('{1, 2, 2}')).toContain('2 integers');
		expect(describeCard('ℝ \\ ℚ')).toContain('uncountable');
		expect(describeCard('{x | x > 2}')).toContain('real numbers, since no domain is given');
		expect(describeCard('ℕ', { naturalsFrom: 0 })).toContain('{0, 1, 2, ...}');
		expect(describeCard('{2/0}')).toContain('zero');
	});
	it('finds fractions among the preimages of an image by a power', () => {
		// 1/4 = (1/2)², while 1/2 is the square of no rational; over ℝ it is √2/2, so no answer.
		const inImage = (x: string, card: string) => {
			const [n, d] = x.split('/').map(BigInt);
			return evaluator().member({ t: 'num', v: surd(rat(n, d ?? 1n)) }, readCard(card).set);
		};
		expect(inImage('1/4', '{n² : n ∈ ℚ}')).toBe(true);
		expect(inImage('1/2', '{n² : n ∈ ℚ}')).toBe(false);
		expect(inImage('1/2', '{n² : n ∈ ℝ}')).toBe(null);
		expect(inImage('-27/8', '{n³ : n ∈ ℚ, n < 0}')).toBe(true);
		expect(inImage('1/4', '{n² : n ∈ ℚ, n > 1}')).toBe(false);
	});

	it('says why a pair is or is not a subset', () => {
		expect(decideSubset('{3}', '{1, 2}').reason).toBe('3 is in A but not in S.');
		expect(decideSubset('∅', '{1}').reason).toContain('empty set');
	});
});

// ------------------------------------------------------------------------------------------
// Property tests

const small = fc.integer({ min: -6, max: 12 });
const positive = fc.integer({ min: 1, max: 6 });

/** Cards of the exact fragment, as text. */
const atom: fc.Arbitrary<string> = fc.oneof(
	fc.constantFrom(
		'ℕ',
		'ℕ₀',
		'ℤ',
		'ℤ⁺',
		'ℤ⁻',
		'ℚ',
		'ℚ⁺',
		'ℝ',
		'ℝ⁺',
		'∅',
		'ℝ \\ ℚ',
		'{∅, {1}}',
		'𝒫({1, 2})',
		'{ℕ, {1}}'
	),
	fc.array(small, { maxLength: 5 }).map((xs) => `{${xs.join(', ')}}`),
	fc
		.tuple(small, small, fc.boolean(), fc.boolean())
		.map(([a, b, lc, rc]) => `${lc ? '[' : '('}${a}, ${b}${rc ? ']' : ')'}`),
	fc.tuple(small, positive).map(([a, d]) => `{${a}, ${a + d}, ...}`),
	fc.tuple(small, positive).map(([a, d]) => `{..., ${a}, ${a + d}}`),
	fc.tuple(positive, fc.integer({ min: 0, max: 5 })).map(([m, r]) => `{x ∈ ℤ | x mod ${m} = ${r}}`),
	fc.tuple(small, small).map(([a, b]) => `{x ∈ ℤ | ${a} < x ≤ ${b}}`),
	fc.tuple(positive, small).map(([m, r]) => `{${m}k + ${r} : k ∈ ℕ}`),
	fc.tuple(positive, small).map(([m, r]) => `{k/${m} : k ∈ ℤ, k > ${r}}`),
	fc.tuple(small, positive).map(([a, m]) => `{x ∈ ℚ | x > ${a}, x is a multiple of ${m}}`)
);

const card: fc.Arbitrary<string> = fc.letrec<{ card: string }>((tie) => ({
	card: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		atom,
		fc
			.tuple(tie('card'), fc.constantFrom('∪', '∩', '\\'), tie('card'))
			.map(([a, op, b]) => `(${a}) ${op} (${b})`)
	)
})).card;

/** The independent evaluator, with a context of its own for each question it is asked. */
const evaluator = () => new Evaluator(new Work(), 1);

/** Reads a printed witness back as an element: a number, √2 form, or a set card. */
function readWitness(text: string): S.Elem {
	const surdForm = /^(?:(-?\d+(?:\/\d+)?) ([+-]) )?(-)?(\d*)√2(?:\/(\d+))?$/.exec(text);
	if (surdForm) {
		const [, p, op, minus, k, den] = surdForm;
		let r = rat(BigInt(k || '1'), BigInt(den || '1'));
		if (minus || op === '-') r = rat(-r.n, r.d);
		const base = p ? rat(BigInt(p.split('/')[0]), BigInt(p.split('/')[1] ?? '1')) : rat(0n);
		return { t: 'num', v: surd(base, r) };
	}
	const ir = readCard(`{${text}}`).set;
	if (ir.k !== 'roster' || ir.items.length !== 1) throw new Error(`unreadable witness ${text}`);
	const item = ir.items[0];
	if (item.k === 'num' && isMixed(item.v))
		throw new Error(`a witness of unknown rationality: ${text}`);
	const v = knownNumber(item);
	if (v !== null) return { t: 'num', v: fromEnd(v) };
	if (item.k !== 'set') throw new Error(`unreadable witness ${text}`);
	return { t: 'set', v: new Compiler(new Work(), { naturalsFrom: 1, modulus: 12 }).set(item.s).lo };
}

describe('runs of signs', () => {
	it('answers a card of thousands of minus signs, quoting none of our own words', () => {
		const card = '-'.repeat(3999) + '1';
		const r = checkCard(card);
		expect(r).toMatchObject({ verdict: 'error', code: 'not-a-set', span: [0, 4000] });
		expect(r.reason).toBe(
			'This part of the card is a number, not a set; a set of one number is written in braces, as in {3}.'
		);
	});
	it('quotes the card itself when a short number stands for a set', () => {
		expect(checkCard('-------1').reason).toMatch(/^"-------1" is a number, not a set/);
		expect(checkCard('3').reason).toMatch(/^"3" is a number, not a set/);
	});
	it('keeps the sign of an odd or even run', () => {
		const odd = '{x ∈ ℤ | x = ' + '-'.repeat(3001) + '1}';
		const even = '{x ∈ ℤ | x = ' + '-'.repeat(3000) + '1}';
		expect(decideSubset(odd, '{-1}').verdict).toBe('subset');
		expect(decideSubset(even, '{1}').verdict).toBe('subset');
		expect(decideSubset('{' + '-'.repeat(3000) + '2, 3}', '{2, 3}').verdict).toBe('subset');
	});
	it('reads signs nested in brackets once each', () => {
		// Each bracket level holds one sign: 99 levels, an odd count, give -5.
		const card = '{' + '-('.repeat(99) + '5' + ')'.repeat(99) + '}';
		expect(decideSubset(card, '{-5}').verdict).toBe('subset');
		expect(decideSubset('{-5}', card).verdict).toBe('subset');
	});
});

describe('properties', () => {
	const exactVerdicts = ['subset', 'not-subset'];
	it('A ⊆ A (spelled differently)', () => {
		fc.assert(
			fc.property(card, (a) => {
				const r = decideSubset(a, `(${a}) ∪ ∅`);
				expect(r.verdict === 'subset' || r.verdict === 'unknown').toBe(true);
			}),
			{ numRuns: 150 }
		);
	});
	it('∅ ⊆ A', () => {
		fc.assert(
			fc.property(card, (a) => {
				expect(decideSubset('∅', a).verdict).toBe('subset');
			}),
			{ numRuns: 150 }
		);
	});
	it('A ⊆ A ∪ B, A ∩ B ⊆ A, A \\ B ⊆ A', () => {
		fc.assert(
			fc.property(card, card, (a, b) => {
				for (const [x, y] of [
					[a, `(${a}) ∪ (${b})`],
					[`(${a}) ∩ (${b})`, a],
					[`(${a}) \\ (${b})`, a]
				]) {
					const r = decideSubset(x, y);
					expect(['subset', 'unknown']).toContain(r.verdict);
				}
			}),
			{ numRuns: 120 }
		);
	});
	it('a not-subset witness is in A and not in S by the independent evaluator', () => {
		let seen = 0;
		fc.assert(
			fc.property(card, card, (a, s) => {
				const r = decideSubset(a, s);
				expect(['subset', 'not-subset', 'unknown']).toContain(r.verdict);
				if (r.verdict !== 'not-subset') return;
				seen++;
				const w = readWitness(r.witness as string);
				expect(evaluator().member(w, readCard(a).set)).toBe(true);
				expect(evaluator().member(w, readCard(s).set)).toBe(false);
			}),
			{ numRuns: 200 }
		);
		expect(seen).toBeGreaterThan(20);
	});
	it('answers exactly on the exact fragment', () => {
		fc.assert(
			fc.property(card, card, (a, s) => {
				expect(exactVerdicts).toContain(decideSubset(a, s).verdict);
			}),
			{ numRuns: 150 }
		);
	});
	it('matches brute force on finite integer sets', () => {
		const range = fc.tuple(
			fc.integer({ min: -8, max: 8 }),
			fc.integer({ min: -8, max: 8 }),
			fc.integer({ min: 1, max: 4 }),
			fc.integer({ min: 0, max: 3 })
		);
		/** The same finite set as a card of varied forms, and its elements. */
		const finite = fc.oneof(
			fc
				.uniqueArray(fc.integer({ min: -8, max: 8 }), { maxLength: 6 })
				.map((xs) => ({ text: `{${xs.join(', ')}}`, els: xs })),
			range.map(([lo, hi, m, r]) => {
				const els: number[] = [];
				for (let x = lo; x <= hi; x++) if (((x % m) + m) % m === r % m) els.push(x);
				return { text: `{x ∈ ℤ | ${lo} ≤ x ≤ ${hi}, x mod ${m} = ${r % m}}`, els };
			}),
			fc
				.tuple(
					fc.integer({ min: -8, max: 8 }),
					fc.integer({ min: 1, max: 3 }),
					fc.integer({ min: 1, max: 5 })
				)
				.map(([a, d, n]) => {
					const els = Array.from({ length: n + 1 }, (_, i) => a + i * d);
					return { text: `{${a}, ${a + d}, ..., ${a + n * d}}`, els };
				}),
			fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 })).map(([lo, hi]) => {
				const els: number[] = [];
				for (let x = lo; x <= hi; x++) els.push(x);
				return { text: `[${lo}, ${hi}] ∩ ℤ`, els };
			})
		);
		fc.assert(
			fc.property(finite, finite, (a, s) => {
				const missing = a.els.filter((x) => !s.els.includes(x));
				const r = decideSubset(a.text, s.text);
				expect(r.verdict).toBe(missing.length ? 'not-subset' : 'subset');
				if (missing.length) {
					const simplest = [...missing].sort((x, y) => Math.abs(x) - Math.abs(y) || y - x)[0];
					expect(r.witness).toBe(String(simplest));
				}
			}),
			{ numRuns: 300 }
		);
	});
	it('never throws or hangs on random text', () => {
		const alphabet = fc.constantFrom(
			...'{}()[],|:∈∉∪∩\\-+*/^<>=≠≤≥xnkyNZQRP0123456789 .…∞²ℕℤℚℝℙ∅∧∨¬𝒫'.split(''),
			' and ',
			' or ',
			' not ',
			' in ',
			' mod ',
			' is ',
			'even',
			'prime',
			'...'
		);
		fc.assert(
			fc.property(
				fc.array(alphabet, { maxLength: 40 }),
				fc.array(alphabet, { maxLength: 20 }),
				(xs, ys) => {
					const a = xs.join('');
					const s = ys.join('');
					const c = checkCard(a);
					expect(['valid', 'error', 'unsupported']).toContain(c.verdict);
					const d = decideSubset(a, s);
					expect(['subset', 'not-subset', 'unknown', 'error', 'unsupported']).toContain(d.verdict);
				}
			),
			{ numRuns: 1500 }
		);
	});
});
