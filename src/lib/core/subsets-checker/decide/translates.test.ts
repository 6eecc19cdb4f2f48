import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import {
	cardText,
	member,
	numberGrid,
	parseWitness,
	q,
	type Card,
	type Q,
	type Value
} from '../testing/oracle';

// A lattice plus a short interval, {m·a + b : a ∈ ℤ, b ∈ J}, against cards the independent
// oracle reads: every verdict is checked against a brute-force walk over a grid of rationals
// (each also nudged by an irrational), and every witness on the oracle itself.

const rules = { naturalsFrom: 1 } as const;

const interval = (lo: Q | null, hi: Q | null, loClosed: boolean, hiClosed: boolean): Card => ({
	t: 'interval',
	lo,
	hi,
	loClosed,
	hiClosed
});
const image = (a: number, b: number | Q, dom: Card): Card => ({
	t: 'image',
	v: 'k',
	a: q(a),
	b: typeof b === 'number' ? q(b) : b,
	dom,
	cond: null,
	halfStyle: false
});
const Z: Card = { t: 'named', name: 'ℤ', ascii: false };
const N: Card = { t: 'named', name: 'ℕ', ascii: false };
const R: Card = { t: 'named', name: 'ℝ', ascii: false };
const Qs: Card = { t: 'named', name: 'ℚ', ascii: false };
const op = (o: '∪' | '∩' | '\\', a: Card, b: Card): Card => ({ t: 'op', op: o, a, b });

/** The sets S the sums are asked against. */
const targets: Card[] = [
	R,
	Qs,
	op('\\', R, Z),
	op('\\', R, image(2, 1, Z)),
	op('\\', R, image(3, 1, Z)),
	op('\\', R, image(1, q(1, 2), Z)),
	interval(q(-10), null, false, false),
	interval(q(0), null, true, false),
	op('∪', Z, interval(q(1, 3), q(1, 2), false, false)),
	op('∪', interval(null, q(-3), false, true), op('\\', R, Z)),
	op('\\', interval(q(1), null, false, false), image(1, q(1, 2), Z))
];

interface Sum {
	m: number;
	dom: Card;
	lo: Q;
	hi: Q;
	loClosed: boolean;
	hiClosed: boolean;
}

const sumText = (x: Sum) =>
	`{${x.m === 1 ? '' : x.m}a + b : a ∈ ${cardText(x.dom)}, b ∈ ${cardText(interval(x.lo, x.hi, x.loClosed, x.hiClosed))}}`;

/** Whether y is in {m·a + b : a ∈ dom, b ∈ J}: the few a with y − m·a in J's hull, each tried. */
function inSum(x: Sum, y: Value): boolean {
	if (y.kind !== 'num') return false;
	const approx =
		Number(y.v.p.n) / Number(y.v.p.d) + (Number(y.v.r.n) / Number(y.v.r.d)) * Math.SQRT2;
	const from = Math.floor((approx - Number(x.hi.n) / Number(x.hi.d)) / x.m) - 1;
	const to = Math.ceil((approx - Number(x.lo.n) / Number(x.lo.d)) / x.m) + 1;
	for (let a = from; a <= to; a++) {
		if (!member(x.dom, { kind: 'num', v: { p: q(a), r: q(0) } }, 1)) continue;
		const rest: Value = {
			kind: 'num',
			v: { p: subQ(y.v.p, q(x.m * a)), r: y.v.r }
		};
		if (member(interval(x.lo, x.hi, x.loClosed, x.hiClosed), rest, 1)) return true;
	}
	return false;
}

function subQ(a: Q, b: Q): Q {
	return q(a.n * b.d - b.n * a.d, a.d * b.d);
}

const sums: Sum[] = [];
for (const m of [1, 2, 3])
	for (const dom of [Z, N])
		for (const [lo, hi] of [
			[q(1, 3), q(1, 2)],
			[q(0), q(1, 2)],
			[q(-1, 4), q(1, 4)],
			[q(1, 2), q(5, 4)]
		])
			for (const closed of [false, true]) {
				// Only intervals shorter than the lattice's step: longer ones have a normal form.
				const length = Number(hi.n) / Number(hi.d) - Number(lo.n) / Number(lo.d);
				if (length >= m) continue;
				sums.push({ m, dom, lo, hi, loClosed: closed, hiClosed: closed });
			}

const grid = numberGrid(16, [1, 2, 3, 4, 6, 12]);

describe('a lattice plus a short interval (translates)', () => {
	it('reads the sums it is asked about as the cards they are', () => {
		expect(decideSubset('{a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}', 'ℝ \\ ℤ', rules).verdict).toBe('subset');
		const rational = decideSubset('{a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}', 'ℚ', rules);
		expect(rational.verdict).toBe('not-subset');
		expect(rational.witness).toMatch(/√/);
		expect(decideSubset('{a + b : a ∈ ℕ, b ∈ (1/3, 1/2)}', '(0, ∞)', rules).verdict).toBe('subset');
		expect(
			decideSubset('{2a + b : a ∈ ℤ, b ∈ [0, 1/2]}', 'ℝ \\ {3k + 1 : k ∈ ℤ}', rules)
		).toMatchObject({ verdict: 'not-subset', witness: '-2' });
	});

	it('agrees with brute force and the oracle on every pair, and decides them all', () => {
		let decided = 0;
		let asked = 0;
		for (const x of sums)
			for (const s of targets) {
				asked++;
				const a = sumText(x);
				const r = decideSubset(a, cardText(s), rules);
				const counter = grid.find((y) => inSum(x, y) && !member(s, y, 1));
				const where = `${a} ⊆ ${cardText(s)}`;
				if (r.verdict === 'subset') expect(counter, where).toBeUndefined();
				if (r.verdict === 'not-subset') {
					const wit = parseWitness(r.witness ?? '');
					expect(wit, `${where}: witness ${r.witness}`).not.toBeNull();
					expect(inSum(x, wit as Value), `${where}: ${r.witness} in A`).toBe(true);
					expect(member(s, wit as Value, 1), `${where}: ${r.witness} not in S`).toBe(false);
				}
				if (r.verdict === 'subset' || r.verdict === 'not-subset') decided++;
				else expect(r.verdict, where).toBe('unknown');
			}
		expect(decided).toBe(asked);
	});
});
