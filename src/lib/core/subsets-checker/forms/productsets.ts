/**
 * Products of two sets of numbers, {x·y : x ∈ X, y ∈ Y}, for images such as {a·b : a, b ∈ ℕ}.
 *
 * Exact where a rule gives the whole set: a small finite part scales the other (each of its
 * elements c gives c·Y); multiples m·ℤ times a set of multiples of its own least element b give
 * m·b·ℤ; the whole numbers from 1 times those from k give those from k. Products of two whole
 * numbers from 2 and from 2 (or 3) on are the numbers from 4 (or 6) on that are not prime: that
 * card is returned for the compiler to read (`composites`). Otherwise the products are known
 * between bounds: a few products of simple elements below, and above, the remainders products of
 * remainders can leave, between the least and greatest products when the signs allow.
 */
import { gcd } from '../../numbers/integers';
import { TooComplex } from '../errors';
import * as N from './numset';
import * as P from './periodic';
import { exact, isExact, type Approx } from './approx';
import { mul, rat, sign, type Rat } from '../arithmetic/rational';
import type { Span } from '../read/ast';
import type { SetIR } from '../read/ir';
import * as S from './setnf';
import { isRational, ratValue } from '../arithmetic/surd';
import type { Work } from '../work';

/** A finite part with at most this many elements scales the other part, one copy per element. */
const fewElements = 64n;
/** Most pairs of remainders multiplied for the upper bound. */
const maxPairs = 1 << 18;
/** Simple elements of each part multiplied for the lower bound. */
const sampled = 24;

/** The least and greatest element of a set of integers (null: unbounded), or null when empty. */
function range(set: P.Periodic): [bigint | null, bigint | null] | null {
	if (!set.length) return null;
	const first = set[0];
	const last = set[set.length - 1];
	const lo = first.lo === null ? null : P.nextIn(first, null);
	const hi = last.hi === null ? null : P.prevIn(last, null);
	return [lo, hi];
}

/** The integers of the set when it holds nothing else, else null. */
function integers(w: Work, ns: N.NumSet): P.Periodic | null {
	return N.onlyIntegersN(w, ns) ? N.integersOf(w, ns) : null;
}

/** Whether the set of integers is every whole number from k on. */
function rayFrom(w: Work, set: P.Periodic): bigint | null {
	const r = range(set);
	if (!r || r[0] === null || r[1] !== null) return null;
	return P.diff(w, P.fullRange(r[0], null), set).length === 0 ? r[0] : null;
}

/** m when the set is exactly m·ℤ (m ≥ 1). */
function multiples(w: Work, set: P.Periodic): bigint | null {
	const r = range(set);
	if (!r || r[0] !== null || r[1] !== null) return null;
	const small = P.nearestZero(set, 2).filter((x) => x !== 0n);
	const m = small.length ? (small[0] < 0n ? -small[0] : small[0]) : null;
	if (m === null) return null;
	const all = P.affineP(w, P.fullRange(null, null), m, 0n);
	return P.diff(w, set, all).length === 0 && P.diff(w, all, set).length === 0 ? m : null;
}

/** The least |b| ≠ 0 of the set when the set holds it and only its multiples (and 0). */
function generator(w: Work, set: P.Periodic): bigint | null {
	const near = P.nearestZero(set, 3).filter((x) => x !== 0n);
	if (!near.length) return null;
	let b = near[0] < 0n ? -near[0] : near[0];
	for (const x of near) b = gcd(b, x);
	const all = P.affineP(w, P.fullRange(null, null), b, 0n);
	if (P.diff(w, set, all).length) return null;
	return P.has(set, b) || P.has(set, -b) ? b : null;
}

/** What an exact product is, when a rule gives it: a set, or the composites from a bound on. */
export type ExactProduct = { k: 'set'; v: N.NumSet } | { k: 'composites'; from: bigint } | null;

/** The product of two exact sets of numbers when a rule of this file gives it whole. */
export function exactProduct(w: Work, x: N.NumSet, y: N.NumSet): ExactProduct {
	if (N.isEmptyN(x) || N.isEmptyN(y)) return { k: 'set', v: N.emptyNum };
	for (const [a, b] of [
		[x, y],
		[y, x]
	]) {
		if (N.isFiniteN(a) && N.countN(a) <= fewElements && a.pts.length === 0) {
			let out = N.emptyNum;
			for (const c of N.elementsN(a, Number(fewElements))) {
				w.spend(1);
				if (!isRational(c)) throw new TooComplex('a product with an irrational factor');
				const v = ratValue(c);
				out = N.union(
					w,
					out,
					sign(v) === 0 ? N.ratPoints([v]) : N.affineN(w, b, v, { n: 0n, d: 1n })
				);
			}
			return { k: 'set', v: out };
		}
	}
	const xi = integers(w, x);
	const yi = integers(w, y);
	if (!xi || !yi) return null;
	for (const [a, b] of [
		[xi, yi],
		[yi, xi]
	]) {
		const m = multiples(w, a);
		const g = m === null ? null : generator(w, b);
		if (m !== null && g !== null)
			return {
				k: 'set',
				v: { d: 1n, lat: P.affineP(w, P.fullRange(null, null), m * g, 0n), q: [], irr: [], pts: [] }
			};
	}
	const kx = rayFrom(w, xi);
	const ky = rayFrom(w, yi);
	if (kx !== null && ky !== null && kx >= 1n && ky >= 1n) {
		const [lo, hi] = kx <= ky ? [kx, ky] : [ky, kx];
		if (lo === 1n) return { k: 'set', v: N.intRange(hi, null) };
		if (lo === 2n && hi <= 3n) return { k: 'composites', from: lo * hi };
	}
	return null;
}

/** Up to `limit` simple rational elements of the set. */
function simple(w: Work, ns: N.NumSet, limit: number): Rat[] {
	return N.simplestN(w, ns, limit).filter(isRational).map(ratValue);
}

/** A few products of simple elements: all of them are products of the two sets. */
export function sampleProducts(w: Work, x: N.NumSet, y: N.NumSet): N.NumSet {
	const xs = simple(w, x, sampled);
	const ys = simple(w, y, sampled);
	w.spend(xs.length * ys.length);
	const out: Rat[] = [];
	for (const a of xs) for (const b of ys) out.push(mul(a, b));
	return N.ratPoints(out);
}

/**
 * A set holding every product: the remainders mod m that products of the parts' remainders
 * leave, between the least and greatest products (interval arithmetic on the parts' ranges).
 * Every real number when a part holds more than whole numbers.
 */
export function productsAbove(w: Work, x: N.NumSet, y: N.NumSet, m: number): N.NumSet {
	const xi = integers(w, x);
	const yi = integers(w, y);
	const everything = N.realInterval(w, { lo: null, loC: false, hi: null, hiC: false });
	if (!xi || !yi) return everything;
	const rx = range(xi);
	const ry = range(yi);
	if (!rx || !ry) return N.emptyNum;
	let ax = P.residuesMet(xi, m, m + 1);
	let ay = P.residuesMet(yi, m, m + 1);
	// Too many pairs of remainders to multiply: keep only the range.
	if (ax.size * ay.size > maxPairs) {
		m = 1;
		ax = ay = new Set([0]);
	}
	w.spend(Math.ceil((ax.size * ay.size) / 64));
	const res = new Set<number>();
	for (const a of ax) for (const b of ay) res.add(Number((BigInt(a) * BigInt(b)) % BigInt(m)));
	const [lo, hi] = productRange(rx, ry);
	return { d: 1n, lat: P.classes(m, res, lo, hi), q: [], irr: [], pts: [] };
}

type Ext = bigint | 'inf' | '-inf';

function times(a: Ext, b: Ext): Ext {
	if (typeof a === 'bigint' && typeof b === 'bigint') return a * b;
	// An infinite end is never reached: 0 times it stays 0.
	const sa = typeof a === 'bigint' ? (a > 0n ? 1 : a < 0n ? -1 : 0) : a === 'inf' ? 1 : -1;
	const sb = typeof b === 'bigint' ? (b > 0n ? 1 : b < 0n ? -1 : 0) : b === 'inf' ? 1 : -1;
	const s = sa * sb;
	return s === 0 ? 0n : s > 0 ? 'inf' : '-inf';
}

function below(a: Ext, b: Ext): boolean {
	if (a === b) return false;
	if (a === '-inf' || b === 'inf') return true;
	if (a === 'inf' || b === '-inf') return false;
	return a < b;
}

/** The least and greatest product of two ranges of whole numbers (null: unbounded). */
export function productRange(
	x: [bigint | null, bigint | null],
	y: [bigint | null, bigint | null]
): [bigint | null, bigint | null] {
	const ends = (r: [bigint | null, bigint | null]): Ext[] => [r[0] ?? '-inf', r[1] ?? 'inf'];
	const corners: Ext[] = [];
	for (const a of ends(x)) for (const b of ends(y)) corners.push(times(a, b));
	let lo = corners[0];
	let hi = corners[0];
	for (const c of corners) {
		if (below(c, lo)) lo = c;
		if (below(hi, c)) hi = c;
	}
	return [typeof lo === 'bigint' ? lo : null, typeof hi === 'bigint' ? hi : null];
}

/** Whether every element of the set is a whole number of at least 2 (or at most −2). */
export function noUnits(w: Work, ns: N.NumSet): boolean {
	const xi = integers(w, ns);
	if (!xi) return false;
	return P.inter(w, xi, P.fullRange(-1n, 1n)).length === 0;
}

/** The product of the two parts: exact by a rule, else bounds (the compiler reads composites). */
export function productApprox(
	w: Work,
	x: Approx,
	y: Approx,
	m: number,
	composites: (from: bigint) => Approx
): Approx {
	if (isExact(x) && isExact(y)) {
		const known = exactProduct(w, x.lo.num, y.lo.num);
		if (known?.k === 'set') return exact(S.numbers(known.v));
		if (known?.k === 'composites') return composites(known.from);
	}
	// Products of fractions or reals are read only through the exact rules: no membership test
	// could confirm one of their elements as a witness.
	if (!integers(w, x.hi.num) || !integers(w, y.hi.num))
		throw new TooComplex('a product of numbers that need not be whole');
	const lo = sampleProducts(w, x.lo.num, y.lo.num);
	const hi = N.union(w, lo, productsAbove(w, x.hi.num, y.hi.num, m));
	return { lo: S.numbers(lo), hi: S.numbers(hi) };
}

/** Whether the whole number n is x·y for a whole x of `xs` and y of `ys`, by its divisors. */
export function isProductOf(
	n: bigint,
	has: (x: bigint, first: boolean) => boolean | null,
	limit: bigint,
	w: Work
): boolean | null {
	if (n === 0n) return null;
	const size = n < 0n ? -n : n;
	let unsure = false;
	let tried = 0n;
	for (let d = 1n; d * d <= size; d++) {
		if (++tried > limit) return null;
		if ((tried & 3n) === 0n) w.spend(1);
		if (size % d) continue;
		for (const a of [d, size / d])
			for (const sa of [1n, -1n]) {
				const x = sa * a;
				const y = n / x;
				const hx = has(x, true);
				if (hx === false) continue;
				const hy = has(y, false);
				if (hx === true && hy === true) return true;
				if (hy === null || hx === null) unsure = true;
			}
	}
	return unsure ? null : false;
}

/** {x ∈ ℤ | x ≥ from and x is not prime}: the products of two whole numbers from 2 (or 3) on. */
export function compositesFrom(from: bigint, span: Span): SetIR {
	return {
		k: 'filter',
		v: 'x',
		dom: { k: 'named', name: 'Z', span },
		cond: {
			k: 'and',
			args: [
				{ k: 'cmp', op: '>=', t: [rat(-from), rat(1n)] },
				{ k: 'not', arg: { k: 'prime', t: [rat(0n), rat(1n)] } }
			]
		},
		span
	};
}
