import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from './index';
import {
	cardText,
	meetingPoint,
	member,
	numberGrid,
	parseWitness,
	q,
	type Card,
	type CmpOp,
	type Linear,
	type Q,
	type Value
} from './testing/oracle';
import { runs } from './testing/runs';
import { expectVerdicts } from './testing/verdicts';

// Constants inside a term with the variable (issue 26: {x ∈ ℝ | x + √3 > 2}, {x ∈ ℝ | πx < 1},
// {x ∈ ℤ | x·√2 < 5}): hand-worked verdicts, brute force over whole numbers, and the oracle's
// own arithmetic in ℚ(√2) (testing/oracle.ts multiplies (a + s√2)·x out; the checker divides).
// FC_SEED=<n> replays a run; FC_RUNS=<n> runs longer.

describe('√ beside the variable', () => {
	it('decides comparisons in ℚ(√d) exactly (hand-worked)', () => {
		expectVerdicts([
			// x + √3 > 2 is x > 2 − √3 = 0.2679...
			['{x ∈ ℝ | x + √3 > 2}', '(0.26, ∞)', 'subset'],
			['{x ∈ ℝ | x + √3 > 2}', '(0.27, ∞)', 'not-subset', '7/26'],
			['{x ∈ ℝ | x + √3 > 2}', '{x ∈ ℝ | x > 2 - √3}', 'subset'],
			['{x ∈ ℝ | x > 2 - √3}', '{x ∈ ℝ | x + √3 > 2}', 'subset'],
			// √5·x ≥ 1 is x ≥ 1/√5 = √5/5, a closed irrational end.
			['{x ∈ ℝ | √5·x ≥ 1}', '[√5/5, ∞)', 'subset'],
			['{x ∈ ℝ | √5·x ≥ 1}', '(√5/5, ∞)', 'not-subset', '√5/5'],
			['{x ∈ ℚ | √5·x ≥ 1}', '(√5/5, ∞)', 'subset'],
			['{x ∈ ℚ | √5·x ≥ 1}', '(√5/5, ∞) ∩ ℚ', 'subset'],
			// x·√2 < 5 over ℤ: x < 5/√2 = 3.53..., so x ≤ 3.
			['{x ∈ ℤ | x·√2 < 5}', '{x ∈ ℤ | x < 4}', 'subset'],
			['{x ∈ ℤ | x < 4}', '{x ∈ ℤ | x·√2 < 5}', 'subset'],
			['{x ∈ ℤ | x·√2 < 5}', '{x ∈ ℤ | x < 3}', 'not-subset', '3'],
			['{x ∈ ℕ | x√2 < 5}', '{1, 2, 3}', 'subset'],
			// A negative coefficient turns the order round: −√2·x < 1 is x > −√2/2.
			['{x ∈ ℝ | -√2·x < 1}', '(-√2/2, ∞)', 'subset'],
			['{x ∈ ℝ | -√2·x < 1}', '(-0.7, ∞)', 'not-subset', '-7/10'],
			// Chains: 0 < x√2 < 3 is 0 < x < 3√2/2 = 2.12...
			['{x ∈ ℝ | 0 < x√2 < 3}', '(0, 2.2)', 'subset'],
			// 19/9 = 2.111... lies above 2.1 and below 3√2/2.
			['{x ∈ ℝ | 0 < x√2 < 3}', '(0, 2.1)', 'not-subset', '19/9'],
			['{x ∈ ℤ | 0 < x√2 < 3}', '{1, 2}', 'subset'],
			// Only irrational numbers solve √2·x = 1 and x·(1 + √2) = 1 (x = √2 − 1).
			['{x ∈ ℚ | √2·x = 1}', '∅', 'subset'],
			['{x ∈ ℝ | √2·x = 1}', 'ℝ \\ ℚ', 'subset'],
			['{x ∈ ℝ | √2·x = 1}', '{√2/2}', 'subset'],
			['{x ∈ ℝ | (1 + √2)·x = 1}', '{√2 - 1}', 'subset'],
			['{√2 - 1}', '{x ∈ ℝ | (1 + √2)·x = 1}', 'subset'],
			['{x ∈ ℝ | √2·x ≤ 1}', '{x ∈ ℝ | x < √2/2}', 'not-subset', '√2/2'],
			// Two sides with the variable: √3·x + 1 > x is (√3 − 1)·x > −1, x > −(√3 + 1)/2.
			['{x ∈ ℝ | √3·x + 1 > x}', '(-1.37, ∞)', 'subset'],
			['{x ∈ ℝ | √3·x + 1 > x}', '(-1.36, ∞)', 'not-subset', '-15/11'],
			// A product of roots first: √2·√3·x < 6 is x < √6.
			['{x ∈ ℝ | √2·√3·x < 6}', '(-∞, √6)', 'subset'],
			['{x ∈ ℤ | √2·x ≠ 0}', 'ℤ \\ {0}', 'subset'],
			['{1, 2, 3}', '{x ∈ ℝ | x·√2 < 5}', 'subset'],
			['{1, 2, 3, 4}', '{x ∈ ℝ | x·√2 < 5}', 'not-subset', '4']
		]);
	});

	it('refuses a malformed card and names what it does not read', () => {
		expect(checkCard('{x ∈ ℝ | √2·x < }').verdict).toBe('error');
		expect(checkCard('{x ∈ ℝ | √2·x/0 < 1}').verdict).toBe('error');
		expect(checkCard('{x ∈ ℝ | √2·x < y}').verdict).toBe('error');
		const square = checkCard('{x ∈ ℝ | √2·x² < 1}');
		expect(square.verdict).toBe('unsupported');
		expect(square.reason).toMatch(/first degree/);
		const three = checkCard('{x ∈ ℝ | √2·x + √3 < √5}');
		expect(three.verdict).toBe('unsupported');
		expect(three.reason).toMatch(/beyond what the checker computes exactly/);
		const member = checkCard('{x ∈ ℝ | x + √2 ∈ ℚ}');
		expect(member.verdict).toBe('unsupported');
		expect(member.reason).toMatch(/only be compared with a number/);
	});
});

describe('π and e beside the variable', () => {
	it('decides by narrowing bounds (hand-worked)', () => {
		expectVerdicts([
			// πx < 1 is x < 1/π = 0.3183...
			['{x ∈ ℝ | πx < 1}', '{x ∈ ℝ | x < 1/3}', 'subset'],
			['{x ∈ ℝ | πx < 1}', '{x ∈ ℝ | x < 0.3}', 'not-subset', '3/10'],
			['{x ∈ ℝ | πx < 1}', '(-∞, 1/π)', 'subset'],
			['{x ∈ ℝ | πx ≤ 1}', '(-∞, 1/π)', 'not-subset', '1/π'],
			['{x ∈ ℝ | πx ≤ 1}', '(-∞, 1/π]', 'subset'],
			['{x ∈ ℚ | πx = 1}', '∅', 'subset'],
			['{x ∈ ℝ | πx = 1}', 'ℝ \\ ℚ', 'subset'],
			['{x ∈ ℝ | πx = 1}', '{1/π}', 'subset'],
			// x/π < 1 is x < π; e·x > 1 is x > 1/e = 0.367...
			['{x ∈ ℝ | x/π < 1}', '(-∞, π)', 'subset'],
			['{x ∈ ℝ | e·x > 1}', '(0.36, ∞)', 'subset'],
			// 7/19 = 0.3684... lies between 1/e and 0.37.
			['{x ∈ ℝ | e·x > 1}', '(0.37, ∞)', 'not-subset', '7/19'],
			// (π + 1)·x ≥ 2 is x ≥ 2/(π + 1) = 0.4828...
			['{x ∈ ℝ | (π + 1)·x ≥ 2}', '[0.48, ∞)', 'subset'],
			// 15/31 = 0.4838... lies between 2/(π + 1) and 0.49.
			['{x ∈ ℝ | (π + 1)·x ≥ 2}', '[0.49, ∞)', 'not-subset', '15/31'],
			['{x ∈ ℤ | πx < 10}', '{x ∈ ℤ | x ≤ 3}', 'subset'],
			['{x ∈ ℤ | x ≤ 3}', '{x ∈ ℤ | πx < 10}', 'subset'],
			['{x ∈ ℝ | 2πx > 1}', '{x ∈ ℝ | πx > 1/2}', 'subset'],
			['{x ∈ ℝ | x + π > 4}', '(0.85, ∞)', 'subset'],
			// 4 − π = 0.8584..., and 0.86 itself is left out of S.
			['{x ∈ ℝ | x + π > 4}', '(0.86, ∞)', 'not-subset', '43/50'],
			['{1/π}', '{x ∈ ℝ | πx = 1}', 'subset'],
			['{2/(3π)}', '{x ∈ ℝ | 3πx = 2}', 'subset']
		]);
	});

	it('does not read what no one knows to be irrational', () => {
		// (π + e)·x < 1 would place x against 1/(π + e). (2x − e ≤ π, whose end (π + e)/2 is
		// placed by bounds, is read now: decide/unknownrat.test.ts.)
		for (const card of ['{x ∈ ℝ | (π + e)x < 1}']) {
			const got = checkCard(card);
			expect(got.verdict, card).toBe('unsupported');
			expect(got.reason, card).toMatch(/No one knows whether sums and products of π and e/);
		}
		// π and √2 together stay outside the exact forms.
		expect(checkCard('{x ∈ ℝ | πx < √2}').verdict).toBe('unsupported');
	});
});

/** The sign of a + b·√m for rationals a = an/ad, b = bn/bd, whole m ≥ 2 no square: exact. */
function signRoot(an: bigint, bn: bigint, m: bigint): number {
	const sa = an > 0n ? 1 : an < 0n ? -1 : 0;
	const sb = bn > 0n ? 1 : bn < 0n ? -1 : 0;
	if (sb === 0) return sa;
	if (sa === 0 || sa === sb) return sb;
	return an * an > bn * bn * m ? sa : sb;
}

const ops = ['<', '≤', '>', '≥', '=', '≠'] as const;
function holds(sign: number, op: (typeof ops)[number]): boolean {
	return op === '<'
		? sign < 0
		: op === '≤'
			? sign <= 0
			: op === '>'
				? sign > 0
				: op === '≥'
					? sign >= 0
					: op === '='
						? sign === 0
						: sign !== 0;
}

describe('brute force over whole numbers', () => {
	it('lists {x ∈ ℤ | -30 ≤ x ≤ 30 and k√m·x + p op c} as direct arithmetic does', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: -5, max: 5 }).filter((k) => k !== 0),
				fc.constantFrom(2n, 3n, 5n, 6n, 7n),
				fc.integer({ min: -20, max: 20 }),
				fc.constantFrom(...ops),
				fc.integer({ min: -20, max: 20 }),
				(k, m, p, op, c) => {
					const card = `{x ∈ ℤ | -30 ≤ x ≤ 30 and ${k}√${m}·x + (${p}) ${op} ${c}}`;
					// k√m·x + p − c: rational part p − c, root part k·x.
					const listed: number[] = [];
					for (let x = -30; x <= 30; x++)
						if (holds(signRoot(BigInt(p - c), BigInt(k * x), m), op)) listed.push(x);
					const roster = `{${listed.join(', ')}}`;
					expect(decideSubset(card, roster).verdict, `${card} ⊆ ${roster}`).toBe('subset');
					expect(decideSubset(roster, card).verdict, `${roster} ⊆ ${card}`).toBe('subset');
				}
			),
			runs(60)
		);
	});

	it('lists {x ∈ ℤ | -30 ≤ x ≤ 30 and kπ·x op c} from bounds of π written here', () => {
		// 3.14159265358979 < π < 3.14159265358980: whole x and c in range are never that close.
		const lo = q(314159265358979n, 10n ** 14n);
		const hi = q(314159265358980n, 10n ** 14n);
		const signAt = (k: number, x: number, c: number, b: Q): number => {
			const v = b.n * BigInt(k * x) - BigInt(c) * b.d;
			return v > 0n ? 1 : v < 0n ? -1 : 0;
		};
		fc.assert(
			fc.property(
				fc.integer({ min: -4, max: 4 }).filter((k) => k !== 0),
				fc.constantFrom(...ops),
				fc.integer({ min: -40, max: 40 }),
				(k, op, c) => {
					const card = `{x ∈ ℤ | -30 ≤ x ≤ 30 and ${k}πx ${op} ${c}}`;
					const listed: number[] = [];
					for (let x = -30; x <= 30; x++) {
						const s = signAt(k, x, c, lo);
						// kπx − c is 0 only at x = c = 0; elsewhere both bounds agree on its sign.
						if (x !== 0) expect(s).toBe(signAt(k, x, c, hi));
						if (holds(x === 0 ? Math.sign(-c) : s, op)) listed.push(x);
					}
					const roster = `{${listed.join(', ')}}`;
					expect(decideSubset(card, roster).verdict, `${card} ⊆ ${roster}`).toBe('subset');
					expect(decideSubset(roster, card).verdict, `${roster} ⊆ ${card}`).toBe('subset');
				}
			),
			runs(40)
		);
	});
});

// Against the oracle: cards whose comparisons carry a √2 multiple of the variable.
const small = fc.integer({ min: -6, max: 6 });
const fraction = fc.tuple(small, fc.integer({ min: 1, max: 3 })).map(([n, d]) => q(n, d));
const rootLinear: fc.Arbitrary<Linear> = fc
	.tuple(
		fraction,
		fraction.filter((s) => s.n !== 0n),
		fraction
	)
	.map(([a, s, b]) => ({ a, s, b }));
const plainLinear: fc.Arbitrary<Linear> = fraction.map((b) => ({ a: q(0), b }));
const cmpOp = fc.constantFrom<CmpOp>('<', '≤', '>', '≥', '=', '≠');
const domain = fc.constantFrom<Card>(
	{ t: 'named', name: 'ℝ', ascii: false },
	{ t: 'named', name: 'ℚ', ascii: false },
	{ t: 'named', name: 'ℤ', ascii: false }
);
const rootFilter: fc.Arbitrary<Card> = fc
	.tuple(domain, rootLinear, cmpOp, plainLinear, fc.boolean())
	.map(([dom, l, op, r, swap]) => ({
		t: 'filter',
		v: 'x',
		dom,
		cond: { t: 'cmp', terms: swap ? [r, l] : [l, r], ops: [op] },
		style: 0
	}));
const other: fc.Arbitrary<Card> = fc.oneof(
	rootFilter,
	fc
		.tuple(fraction, fraction, fc.boolean(), fc.boolean())
		.map(([x, y, loClosed, hiClosed]): Card => ({
			t: 'interval',
			lo: x,
			hi: y,
			loClosed,
			hiClosed
		})),
	fc.constantFrom<Card>(
		{ t: 'named', name: 'ℚ', ascii: false },
		{ t: 'named', name: 'ℤ', ascii: false },
		{
			t: 'op',
			op: '\\',
			a: { t: 'named', name: 'ℝ', ascii: false },
			b: { t: 'named', name: 'ℚ', ascii: false }
		}
	)
);

/** Points where a card's √2 comparisons change: each meeting point and its neighbours. */
function meetingPoints(card: Card): Value[] {
	if (card.t !== 'filter' || card.cond.t !== 'cmp') return [];
	const [l, r] = card.cond.terms;
	const x = meetingPoint(l, r);
	return x ? [{ kind: 'num', v: x }] : [];
}

const grid = numberGrid(20, [1, 2, 3, 6]);

describe('√2 beside the variable against the oracle', () => {
	it('subset only when the oracle finds no counterexample; witnesses in A and not in S', () => {
		fc.assert(
			fc.property(rootFilter, other, fc.boolean(), (x, y, flip) => {
				const [a, s] = flip ? [y, x] : [x, y];
				const aText = cardText(a);
				const sText = cardText(s);
				const got = decideSubset(aText, sText);
				const where = `${aText} ⊆ ${sText}: ${got.verdict} (${got.reason})`;
				if (got.verdict === 'subset') {
					for (const v of [...grid, ...meetingPoints(a), ...meetingPoints(s)])
						if (member(a, v, 1)) expect(member(s, v, 1), where).toBe(true);
				} else {
					expect(got.verdict, where).toBe('not-subset');
					const w = parseWitness(got.witness ?? '');
					expect(w, `${where}: witness ${got.witness}`).not.toBeNull();
					expect(member(a, w!, 1), `${where}: witness in A`).toBe(true);
					expect(member(s, w!, 1), `${where}: witness not in S`).toBe(false);
				}
			}),
			runs(150)
		);
	});
});

describe('√, π and e in the rule of an image', () => {
	it('decides multiples against ℚ, ℝ \\ ℚ, ℤ, intervals, lists and each other (hand-worked)', () => {
		expectVerdicts([
			// Only k = 0 gives a rational: 0.
			['{k√2 : k ∈ ℤ}', 'ℝ \\ ℚ', 'not-subset', '0'],
			['{k√2 : k ∈ ℕ}', 'ℝ \\ ℚ', 'subset'],
			['{k√2 : k ∈ ℤ}', 'ℚ', 'not-subset', '√2'],
			['{k√2 : k ∈ ℤ}', 'ℤ', 'not-subset', '√2'],
			['{k√2 + 1 : k ∈ ℕ}', '(2, ∞)', 'subset'],
			['{k√2 + 1 : k ∈ ℕ}', '(2.5, ∞)', 'not-subset', '1 + √2'],
			// k + √2 is never rational; k√3 + √3 is rational at k = −1 only.
			['{k + √2 : k ∈ ℤ}', 'ℝ \\ ℚ', 'subset'],
			['{k√3 + √3 : k ∈ ℤ}', 'ℝ \\ ℚ', 'not-subset', '0'],
			['{k√3 + √3 : k ∈ ℕ₀}', 'ℝ \\ ℚ', 'subset'],
			// Unbounded against bounded: a far k is the witness.
			['{kπ : k ∈ ℕ}', '(0, 100)', 'not-subset', '32π'],
			['{kπ : k ∈ ℕ}', '(0, ∞)', 'subset'],
			['{kπ : k ∈ ℕ}', 'ℝ \\ ℚ', 'subset'],
			['{kπ : k ∈ ℤ}', 'ℚ', 'not-subset', 'π'],
			['{k·e : k ∈ ℤ, -2 ≤ k ≤ 2}', '[-6, 6]', 'subset'],
			['{k·e : k ∈ ℤ, -3 ≤ k ≤ 3}', '[-8, 8]', 'not-subset', '3e'],
			// Against each other: {2k√2} ⊆ {k√2}; √2 is no rational multiple of π (π is
			// transcendental), and π none of √2.
			['{2k√2 : k ∈ ℤ}', '{k√2 : k ∈ ℤ}', 'subset'],
			['{k√2 : k ∈ ℤ}', '{2k√2 : k ∈ ℤ}', 'not-subset', '√2'],
			['{k√2 + √2 : k ∈ ℕ}', '{k√2 : k ∈ ℕ}', 'subset'],
			['{k√8 : k ∈ ℤ}', '{k√2 : k ∈ ℤ}', 'subset'],
			['{k√2 : k ∈ ℤ}', '{kπ : k ∈ ℤ}', 'not-subset', '√2'],
			['{kπ : k ∈ ℤ}', '{k√2 : k ∈ ℤ}', 'not-subset', 'π'],
			['{2kπ : k ∈ ℕ}', '{kπ : k ∈ ℕ}', 'subset'],
			// Lists.
			['{√2, 3√2}', '{k√2 : k ∈ ℕ}', 'subset'],
			['{√2, π}', '{k√2 : k ∈ ℕ}', 'not-subset', 'π'],
			['{0}', '{k√2 : k ∈ ℕ}', 'not-subset', '0'],
			['{√2/2}', '{k√2 : k ∈ ℤ}', 'not-subset', '√2/2'],
			['{k√2 : k ∈ ℤ, 1 ≤ k ≤ 2}', '{√2, 2√2}', 'subset']
		]);
	});

	it('continues an ellipsis of such terms (hand-worked)', () => {
		expectVerdicts([
			['{√2, 2√2, 3√2, ...}', '{k√2 : k ∈ ℕ}', 'subset'],
			['{k√2 : k ∈ ℕ}', '{√2, 2√2, 3√2, ...}', 'subset'],
			['{√2, 2√2, ..., 10√2}', '(0, 14.2)', 'subset'],
			// 10√2 = 14.14...
			['{√2, 2√2, ..., 10√2}', '(0, 14.1)', 'not-subset', '10√2'],
			['{..., -√2, 0, √2, ...}', 'ℝ \\ ℚ', 'not-subset', '0'],
			['{π, 2π, 3π, ...}', 'ℚ', 'not-subset', 'π'],
			['{1, 1 + π, 1 + 2π, ...}', '[1, ∞)', 'subset'],
			['{3√2, 2√2, √2, ...}', '(-∞, 5)', 'subset']
		]);
		expect(checkCard('{√2, 2√2, 4√2, ...}').verdict).toBe('error');
		expect(checkCard('{√2, 2√2, ..., 3}').verdict).toBe('error');
		const mixed = checkCard('{√2, √3, ...}');
		expect(mixed.verdict).toBe('unsupported');
		expect(mixed.reason).toMatch(/mix kinds of constants/);
	});

	it('names the images it does not read', () => {
		const mixed = checkCard('{k√2 + π : k ∈ ℤ}');
		expect(mixed.verdict).toBe('unsupported');
		expect(mixed.reason).toMatch(/mixes two kinds of constants/);
		expect(checkCard('{k√2 : k ∈ }').verdict).toBe('error');
		expect(checkCard('{k√2 : k ∈ ℤ}').verdict).toBe('valid');
	});

	it('agrees with direct arithmetic in ℚ(√2) on images (p + r√2)·k + (p′ + r′√2)', () => {
		// Elements of A are worked out here with the oracle's numbers (testing/oracle.ts); a
		// witness must be one of them and outside S, and a subset answer must hold for each.
		const ks: bigint[] = [];
		for (let k = -40n; k <= 40n; k++) ks.push(k);
		for (let j = 5n; j <= 64n; j++) ks.push(1n << j, -(1n << j));
		const domains: [string, (k: bigint) => boolean][] = [
			['ℤ', () => true],
			['ℕ', (k) => k >= 1n],
			['ℕ₀', (k) => k >= 0n],
			['{k ∈ ℤ | -3 ≤ k ≤ 5}', (k) => k >= -3n && k <= 5n]
		];
		const qt = (x: Q) => (x.d === 1n ? `${x.n}` : `${x.n}/${x.d}`);
		fc.assert(
			fc.property(
				fc.tuple(
					small,
					small.filter((r) => r !== 0),
					fc.constantFrom(0, 1)
				),
				fc.tuple(small, small),
				fc.constantFrom(...domains),
				other,
				([p, r, sameField], [p2, r2], [domText, inDom], s) => {
					const shiftRoot = sameField ? r2 : 0;
					const aText = `{(${p} + (${r})√2)·k + (${p2} + (${shiftRoot})√2) : k ∈ ${domText}}`;
					const elements: Value[] = ks.filter(inDom).map((k) => ({
						kind: 'num',
						v: {
							p: q(BigInt(p) * k + BigInt(p2)),
							r: q(BigInt(r) * k + BigInt(shiftRoot))
						}
					}));
					const sText = cardText(s);
					const got = decideSubset(aText, sText);
					const where = `${aText} ⊆ ${sText}: ${got.verdict} (${got.reason})`;
					if (got.verdict === 'subset') {
						for (const x of elements)
							expect(member(s, x, 1), `${where} at ${qt((x as { v: { p: Q } }).v.p)}`).toBe(true);
					} else if (got.verdict === 'not-subset') {
						const w = parseWitness(got.witness ?? '');
						expect(w, `${where}: witness ${got.witness}`).not.toBeNull();
						const same = (x: Value) =>
							x.kind === 'num' &&
							w!.kind === 'num' &&
							x.v.p.n === w!.v.p.n &&
							x.v.p.d === w!.v.p.d &&
							x.v.r.n === w!.v.r.n &&
							x.v.r.d === w!.v.r.d;
						expect(elements.some(same), `${where}: witness in A`).toBe(true);
						expect(member(s, w!, 1), `${where}: witness not in S`).toBe(false);
					} else {
						// Unknown is honest, but the fragment here is decided: say which question.
						expect.soft(got.verdict, where).not.toBe('unknown');
					}
				}
			),
			runs(120)
		);
	});
});
