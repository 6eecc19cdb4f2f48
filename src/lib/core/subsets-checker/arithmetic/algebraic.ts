/**
 * Real algebraic numbers: a root of a square-free integer polynomial, isolated in a rational
 * interval by Sturm sequences, with its bounds, equality, order against a rational, affine maps,
 * the two written forms p + r·√d and p + r·√a + s·√b, and printing. Never floating point: an
 * interval is narrowed by exact halving, and a root out of reach is `TooComplex`.
 */
import { horner } from './horner';
import { TooComplex } from '../errors';
import {
	clearDenominators,
	add,
	bceilDiv,
	cmp,
	div,
	floor,
	mul,
	neg,
	ONE,
	rat,
	ratToString,
	sign,
	simplestBetween,
	sub,
	ZERO,
	type Rat
} from './rational';
import { gcd, isqrt } from '../../numbers/integers';

/** An integer polynomial, coefficients c0 + c1·x + ... (no trailing zeros). */
export type IntPoly = readonly bigint[];

/**
 * The one root of `p` in the open interval (lo, hi); p is square-free and primitive, p(lo) and
 * p(hi) are non-zero with opposite signs, and the root is irrational (rational roots are Rat).
 */
export interface Alg {
	readonly k: 'alg';
	readonly p: IntPoly;
	readonly lo: Rat;
	readonly hi: Rat;
	/** The number as p + r·√a + s·√b when it was written so (only for printing it). */
	readonly roots?: TwoRoots;
}

/** p + r·√a + s·√b: the written form of a sum of two roots. */
export interface TwoRoots {
	readonly p: Rat;
	readonly r: Rat;
	readonly a: bigint;
	readonly s: Rat;
	readonly b: bigint;
}

function trimInt(p: bigint[]): bigint[] {
	let n = p.length;
	while (n > 0 && p[n - 1] === 0n) n--;
	return p.slice(0, n);
}

function bitLength(a: bigint): number {
	return a === 0n ? 0 : babs(a).toString(2).length;
}

function babs(a: bigint): bigint {
	return a < 0n ? -a : a;
}

/** The primitive integer polynomial with the same sign as the rational one (a positive multiple). */
export function primitive(p: readonly Rat[]): bigint[] {
	return contentFree(trimInt(clearDenominators(p).ints));
}

function contentFree(ints: bigint[]): bigint[] {
	let g = 0n;
	for (const c of ints) g = gcd(g, babs(c));
	return g > 1n ? ints.map((c) => c / g) : ints;
}

/** The sign of p(x), exactly. */
export function signAt(p: IntPoly, x: Rat): number {
	// d^deg·p(n/d) = Σ c_i n^i d^(deg-i): the same sign, all in integers.
	let v = 0n;
	const n = p.length - 1;
	let np = 1n;
	const dp: bigint[] = [1n];
	for (let i = 1; i <= n; i++) dp.push(dp[i - 1] * x.d);
	for (let i = 0; i <= n; i++) {
		v += p[i] * np * dp[n - i];
		np *= x.n;
	}
	return v < 0n ? -1 : v > 0n ? 1 : 0;
}

function derivative(p: IntPoly): bigint[] {
	return trimInt(p.slice(1).map((c, i) => c * BigInt(i + 1)));
}

/** The remainder of a by b (pseudo-division), made primitive, with the sign of the true remainder. */
function remainder(a: IntPoly, b: IntPoly): bigint[] {
	let r = [...a];
	const db = b.length - 1;
	const lb = b[db];
	let steps = 0;
	while (r.length - 1 >= db && r.length) {
		const shift = r.length - 1 - db;
		const lr = r[r.length - 1];
		// r := lb·r - lr·x^shift·b (multiplying by lb flips the sign when lb < 0).
		const next = r.map((c) => c * lb);
		for (let i = 0; i <= db; i++) next[i + shift] -= lr * b[i];
		r = trimInt(next);
		steps++;
	}
	if (lb < 0n && steps % 2 === 1) r = r.map((c) => -c);
	return contentFree(r);
}

function polyGcd(a: IntPoly, b: IntPoly): bigint[] {
	let x = contentFree([...a]);
	let y = contentFree([...b]);
	while (y.length) {
		const r = remainder(x, y);
		x = y;
		y = r;
	}
	return x;
}

/** a / b for b dividing a exactly (over the rationals), made primitive. */
function exactQuotient(a: IntPoly, b: IntPoly): bigint[] {
	const db = b.length - 1;
	const q: Rat[] = new Array(Math.max(a.length - db, 0)).fill(ZERO);
	const r: Rat[] = a.map((c) => rat(c));
	for (let i = a.length - 1; i >= db; i--) {
		const c = div(r[i], rat(b[db]));
		q[i - db] = c;
		for (let j = 0; j <= db; j++) r[i - db + j] = sub(r[i - db + j], mul(c, rat(b[j])));
	}
	return primitive(q);
}

/** The square-free part: the same real roots, each once. */
function squareFree(p: IntPoly): bigint[] {
	const g = polyGcd(p, derivative(p));
	return g.length <= 1 ? contentFree([...p]) : exactQuotient(p, g);
}

function sturm(p: IntPoly): bigint[][] {
	const seq: bigint[][] = [contentFree([...p]), contentFree(derivative(p))];
	while (seq[seq.length - 1].length > 1) {
		const r = remainder(seq[seq.length - 2], seq[seq.length - 1]);
		if (!r.length) break;
		seq.push(r.map((c) => -c));
	}
	return seq;
}

function changes(signs: number[]): number {
	let n = 0;
	let last = 0;
	for (const s of signs) {
		if (s === 0) continue;
		if (last !== 0 && s !== last) n++;
		last = s;
	}
	return n;
}

function changesAt(seq: bigint[][], x: Rat | null, side: 1 | -1): number {
	return changes(
		seq.map((q) => {
			if (x !== null) return signAt(q, x);
			const lead = q[q.length - 1] < 0n ? -1 : 1;
			return side === 1 || (q.length - 1) % 2 === 0 ? lead : -lead;
		})
	);
}

/** A bound B with every real root of p strictly inside (-B, B) (Cauchy). */
function rootBound(p: IntPoly): Rat {
	const lead = babs(p[p.length - 1]);
	let m = 0n;
	for (let i = 0; i < p.length - 1; i++) {
		const r = bceilDiv(babs(p[i]), lead);
		if (r > m) m = r;
	}
	return rat(m + 2n);
}

/** A point of (lo, hi) that is not a root of p. */
function splitPoint(p: IntPoly, lo: Rat, hi: Rat): Rat {
	const width = sub(hi, lo);
	for (let den = 2n; ; den++) {
		for (let num = 1n; num < den; num++) {
			const x = add(lo, mul(width, rat(num, den)));
			if (signAt(p, x) !== 0) return x;
		}
	}
}

/** Narrows the isolating interval (lo, hi) of a root of p with p(lo)·p(hi) < 0 to one half. */
function halve(p: IntPoly, lo: Rat, hi: Rat): [Rat, Rat] {
	const mid = div(add(lo, hi), rat(2n));
	const sm = signAt(p, mid);
	if (sm === 0) return [mid, mid];
	return sm === signAt(p, lo) ? [mid, hi] : [lo, mid];
}

/** Interval halvings allowed for the roots of one polynomial. */
const maxIsolationSteps = 2000;

/**
 * The real roots of p (any non-zero integer polynomial), ascending: rationals exactly, the others
 * as isolated algebraic numbers.
 */
export function realRoots(p: IntPoly): (Rat | Alg)[] {
	const q = squareFree(p);
	if (q.length <= 1) return [];
	const seq = sturm(q);
	const B = rootBound(q);
	const out: (Rat | Alg)[] = [];
	const lead = babs(q[q.length - 1]);
	// Each step halves an interval; very close roots or huge coefficients need many, so a card
	// that needs too many is answered "too complex" rather than holding the page.
	const budget = { steps: maxIsolationSteps };
	const isolate = (lo: Rat, hi: Rat, vlo: number, vhi: number): void => {
		const count = vlo - vhi;
		if (count <= 0) return;
		if (--budget.steps < 0) throw new TooComplex('roots too close to isolate');
		if (count === 1) {
			out.push(oneRoot(q, lo, hi, lead, budget));
			return;
		}
		const mid = splitPoint(q, lo, hi);
		const vmid = changesAt(seq, mid, 1);
		isolate(lo, mid, vlo, vmid);
		isolate(mid, hi, vmid, vhi);
	};
	isolate(neg(B), B, changesAt(seq, neg(B), 1), changesAt(seq, B, 1));
	return out;
}

/** The root of q in (lo, hi): a rational when it is one, else an algebraic number. */
function oneRoot(q: IntPoly, lo: Rat, hi: Rat, lead: bigint, budget: { steps: number }): Rat | Alg {
	// A rational root has a denominator dividing the leading coefficient; two fractions with
	// denominators up to L differ by at least 1/L², so in a narrower interval only the simplest
	// fraction inside can be one.
	const limit = rat(1n, lead * lead * 2n);
	// Fail at once when the halvings needed are beyond the budget (huge leading coefficients).
	const width = sub(hi, lo);
	const needed = bitLength(width.n) - bitLength(width.d) + 2 * bitLength(lead) + 2;
	if (needed > budget.steps) throw new TooComplex('a root too hard to pin down');
	while (cmp(sub(hi, lo), limit) >= 0) {
		if (--budget.steps < 0) throw new TooComplex('a root too hard to pin down');
		const [a, b] = halve(q, lo, hi);
		if (cmp(a, b) === 0) return a;
		[lo, hi] = [a, b];
	}
	const x = simplestBetween(lo, hi);
	if (x.d <= lead && signAt(q, x) === 0) return x;
	return { k: 'alg', p: q, lo, hi };
}

/** A narrower isolating interval (half as wide). */
export function refineAlg(a: Alg): Alg {
	const [lo, hi] = halve(a.p, a.lo, a.hi);
	return { ...a, lo, hi };
}

/** Whether two algebraic numbers are the same root. */
export function sameAlg(a: Alg, b: Alg): boolean {
	const lo = cmp(a.lo, b.lo) > 0 ? a.lo : b.lo;
	const hi = cmp(a.hi, b.hi) < 0 ? a.hi : b.hi;
	if (cmp(lo, hi) >= 0) return false;
	const g = squareFree(polyGcd(a.p, b.p));
	if (g.length <= 1) return false;
	// A common root in both intervals is the root of each.
	const seq = sturm(g);
	const open = (x: Rat) => (signAt(g, x) === 0 ? null : x);
	const l = open(lo);
	const h = open(hi);
	if (l === null || h === null) {
		// An end of the overlap is a root of g, so of one polynomial: not inside that one's interval.
		return sameAlg(refineAlg(a), refineAlg(b));
	}
	return changesAt(seq, l, 1) - changesAt(seq, h, 1) > 0;
}

/** Rational bounds lo < a < hi of width 2^-bits or less. */
export function algBounds(a: Alg, bits: number): [Rat, Rat] {
	const want = rat(1n, 1n << BigInt(bits));
	while (cmp(sub(a.hi, a.lo), want) > 0) a = refineAlg(a);
	return [a.lo, a.hi];
}

/** The order of an algebraic (irrational) x against a rational r: -1 or 1. */
export function cmpAlgRat(x: Alg, r: Rat): number {
	if (cmp(r, x.lo) <= 0) return 1;
	if (cmp(r, x.hi) >= 0) return -1;
	// r is inside the isolating interval and is not the (irrational) root: p keeps its sign
	// from lo up to the root, so the same sign as at lo puts r below the root.
	return signAt(x.p, r) === signAt(x.p, x.lo) ? 1 : -1;
}

/** Whether p(x) = 0 for a rational polynomial p: x is then a root of gcd(p, x's polynomial). */
export function isRootOf(p: readonly Rat[], x: Alg): boolean {
	const g = squareFree(polyGcd(primitive(p), x.p));
	if (g.length <= 1) return false;
	const seq = sturm(g);
	return changesAt(seq, x.lo, 1) - changesAt(seq, x.hi, 1) > 0;
}

/** a·x + b for an algebraic x and rationals a ≠ 0, b. */
export function scaleAlg(x: Alg, a: Rat, b: Rat): Alg {
	// y = a·x + b is a root of p((y - b)/a): expand by Horner in rationals.
	const inv = div(ONE, a);
	const shift = neg(mul(b, inv));
	const out = horner(x.p, [] as Rat[], (acc, c) => {
		// acc·(inv·y + shift) + p_i
		const next: Rat[] = new Array(acc.length + 1).fill(ZERO);
		for (let j = 0; j < acc.length; j++) {
			next[j] = add(next[j], mul(acc[j], shift));
			next[j + 1] = add(next[j + 1], mul(acc[j], inv));
		}
		next[0] = add(next[0], rat(c));
		return next;
	});
	const p = primitive(out);
	const l = add(mul(a, x.lo), b);
	const h = add(mul(a, x.hi), b);
	const roots = x.roots && {
		...x.roots,
		p: add(mul(a, x.roots.p), b),
		r: mul(a, x.roots.r),
		s: mul(a, x.roots.s)
	};
	const [lo, hi] = sign(a) > 0 ? [l, h] : [h, l];
	return roots ? { k: 'alg', p, lo, hi, roots } : { k: 'alg', p, lo, hi };
}

/** p + r·√d (d > 1 square-free, r ≠ 0) as an algebraic number. */
export function quadratic(p: Rat, r: Rat, d: bigint): Alg {
	// (x - p)² = r²·d.
	const poly = primitive([sub(mul(p, p), mul(mul(r, r), rat(d))), mul(rat(-2n), p), ONE]);
	// √d between s/2^k and (s+1)/2^k, then the affine map.
	const k = 32n;
	const s = isqrt(d << (2n * k));
	const lo = rat(s, 1n << k);
	const hi = rat(s + 1n, 1n << k);
	const a = add(p, mul(r, lo));
	const b = add(p, mul(r, hi));
	return sign(r) > 0 ? { k: 'alg', p: poly, lo: a, hi: b } : { k: 'alg', p: poly, lo: b, hi: a };
}

/** Bits of √ precision tried before a sum of two roots is declared too hard to isolate. */
const maxBiquadraticBits = 1024n;

/**
 * p + r·√a + s·√b (r, s ≠ 0; a, b > 1 and a·b not squares, so ℚ(√a, √b) has degree 4) as an
 * algebraic number of degree 4. With y = x - p and C = r²a + s²b, the four numbers ±r√a ± s√b
 * are the roots of (y² - C)² - 4r²s²ab; they are distinct (r√a ≠ ±s√b, as √(a·b) is
 * irrational), and r√a + s√b generates the field, so this is its minimal polynomial: the number
 * is irrational, and of degree exactly 4.
 */
export function biquadratic(p: Rat, r: Rat, a: bigint, s: Rat, b: bigint): Alg {
	const C = add(mul(mul(r, r), rat(a)), mul(mul(s, s), rat(b)));
	const D = mul(mul(mul(r, r), mul(s, s)), rat(4n * a * b));
	// In y: y⁴ - 2C·y² + C² - D; then y = x - p, expanded exactly.
	const inY: Rat[] = [sub(mul(C, C), D), ZERO, mul(rat(-2n), C), ZERO, ONE];
	const shifted: Alg = { k: 'alg', p: primitive(inY), lo: ZERO, hi: ZERO };
	const poly = scaleAlg(shifted, ONE, p).p;
	const seq = sturm(poly);
	for (let k = 32n; k <= maxBiquadraticBits; k *= 2n) {
		const one = 1n << k;
		const ra = isqrt(a << (2n * k));
		const rb = isqrt(b << (2n * k));
		// √a in [ra, ra + 1]/2^k, √b likewise: the sum's bounds, by the signs of r and s.
		const termBounds = (c: Rat, n: bigint): [Rat, Rat] => {
			const l = mul(c, rat(n, one));
			const h = mul(c, rat(n + 1n, one));
			return sign(c) > 0 ? [l, h] : [h, l];
		};
		const [al, ah] = termBounds(r, ra);
		const [bl, bh] = termBounds(s, rb);
		const lo = add(add(p, al), bl);
		const hi = add(add(p, ah), bh);
		if (signAt(poly, lo) === 0 || signAt(poly, hi) === 0) continue;
		if (changesAt(seq, lo, 1) - changesAt(seq, hi, 1) === 1)
			return { k: 'alg', p: poly, lo, hi, roots: { p, r, a, s, b } };
	}
	throw new TooComplex('a sum of two roots too hard to pin down');
}

// ------------------------------------------------------------------------------------------
// Printing

function sqrtParts(n: bigint): [bigint, bigint] {
	// n = s²·d with d square-free (small factors only; the rest stays under the root).
	let s = 1n;
	let d = n;
	for (let f = 2n; f * f <= d && f < 10000n; f++) {
		while (d % (f * f) === 0n) {
			d /= f * f;
			s *= f;
		}
	}
	const r = isqrt(d);
	if (r * r === d) return [s * r, 1n];
	return [s, d];
}

/** (A + S√D)/B in card notation, reduced. */
function radicalText(A: bigint, S: bigint, D: bigint, B: bigint): string {
	if (B < 0n) [A, S, B] = [-A, -S, -B];
	const g = gcd(gcd(babs(A), babs(S)), B);
	[A, S, B] = [A / g, S / g, B / g];
	const root = (s: bigint) => `${babs(s) === 1n ? '' : babs(s)}√${D}`;
	if (A === 0n) {
		const t = `${S < 0n ? '-' : ''}${root(S)}`;
		return B === 1n ? t : `${t}/${B}`;
	}
	const t = `${A} ${S < 0n ? '-' : '+'} ${root(S)}`;
	return B === 1n ? t : `(${t})/${B}`;
}

function polyText(p: IntPoly): string {
	const terms: string[] = [];
	for (let i = p.length - 1; i >= 0; i--) {
		const c = p[i];
		if (c === 0n) continue;
		const mag = babs(c);
		const coefText = mag === 1n && i > 0 ? '' : mag.toString();
		const power = i === 0 ? '' : i === 1 ? 'x' : `x^${i}`;
		const body = `${coefText}${power}`;
		terms.push(terms.length ? `${c < 0n ? '- ' : '+ '}${body}` : `${c < 0n ? '-' : ''}${body}`);
	}
	return terms.join(' ');
}

function divisorsUpTo(n: bigint, limit: number): bigint[] | null {
	if (n > 1n << 40n) return null;
	const out: bigint[] = [];
	for (let d = 1n; d * d <= n; d++) {
		if (n % d) continue;
		out.push(d);
		if (d * d !== n) out.push(n / d);
		if (out.length > limit) return null;
	}
	return out;
}

/**
 * A quadratic factor a·x² + b·x + c of x's polynomial with x as a root, or null. The polynomial
 * of a root is the square-free part of the card's, so √2 can sit in x⁴ - 3x² + 2; its quadratic
 * factor prints it exactly. a divides the leading coefficient and c the constant one, and the
 * other root c/(a·x) fixes b = -a·(x + c/(a·x)), found from close bounds and then checked exactly.
 */
function quadraticFactor(x: Alg): IntPoly | null {
	// Factors x first: x itself is irrational, so it is no root of them.
	let p = x.p;
	while (p[0] === 0n) p = p.slice(1);
	if (p.length === 3) return p;
	if (p.length < 4) return null;
	const leads = divisorsUpTo(babs(p[p.length - 1]), 64);
	const consts = divisorsUpTo(babs(p[0]), 64);
	if (!leads || !consts) return null;
	const [lo, hi] = algBounds(x, 48);
	const mid = div(add(lo, hi), rat(2n));
	for (const a of leads) {
		for (const c0 of consts) {
			for (const c of [c0, -c0]) {
				const s = neg(mul(rat(a), add(mid, div(rat(c), mul(rat(a), mid)))));
				const b0 = floor(add(s, rat(1n, 2n)));
				for (const b of [b0, b0 - 1n, b0 + 1n]) {
					const f = [c, b, a];
					const disc = b * b - 4n * a * c;
					if (disc <= 0n || isqrt(disc) ** 2n === disc) continue;
					if (signAt(f, x.lo) * signAt(f, x.hi) >= 0) continue;
					if (remainder(p, f).length === 0) return f;
				}
			}
		}
	}
	return null;
}

/** (P + R√a + S√b)/B in card notation, over the least common denominator. */
function twoRootsText(x: TwoRoots): string {
	let B = 1n;
	for (const c of [x.p, x.r, x.s]) B = (B / gcd(B, c.d)) * c.d;
	const whole = (c: Rat) => (c.n * B) / c.d;
	const root = (c: bigint, d: bigint) => `${babs(c) === 1n ? '' : babs(c)}√${d}`;
	const P = whole(x.p);
	const R = whole(x.r);
	const S = whole(x.s);
	const parts: string[] = [];
	if (P !== 0n) parts.push(P.toString());
	for (const [c, d] of [
		[R, x.a],
		[S, x.b]
	] as const) {
		if (!parts.length) parts.push(`${c < 0n ? '-' : ''}${root(c, d)}`);
		else parts.push(`${c < 0n ? '-' : '+'} ${root(c, d)}`);
	}
	const t = parts.join(' ');
	return B === 1n ? t : `(${t})/${B}`;
}

/** √2, (1 + √5)/2, √2 + √5; other algebraic numbers by polynomial and interval. */
export function algToString(x: Alg): string {
	if (x.roots) return twoRootsText(x.roots);
	const quad = x.p.length === 3 ? x.p : quadraticFactor(x);
	if (quad) {
		const [c, b, a] = quad;
		// Roots (-b ± √(b² - 4ac)) / 2a: the sign that lands in the isolating interval.
		const [s, d] = sqrtParts(b * b - 4n * a * c);
		const plus: Alg = quadratic(rat(-b, 2n * a), rat(s, 2n * a), d);
		return radicalText(-b, sameAlg(plus, x) ? s : -s, d, 2n * a);
	}
	const [lo, hi] = algBounds(x, 10);
	return `the root of ${polyText(x.p)} between ${ratToString(lo)} and ${ratToString(hi)}`;
}
