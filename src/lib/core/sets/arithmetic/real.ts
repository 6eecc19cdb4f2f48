/**
 * Exact real numbers beyond the rationals: real algebraic numbers (a root of a square-free integer
 * polynomial, isolated in a rational interval) and the constants π and e (with rational bounds
 * that refine as far as asked). Decisions never use floating point: an order between two numbers
 * is settled by exact arithmetic or by refining rational bounds until they separate, and when a
 * separation is not found within the budget the answer is `TooComplex` (the question is then
 * "unknown"), never a guess.
 */
import { TooComplex } from '../errors';
import {
	clearDenominators,
	add,
	bceilDiv,
	bfloorDiv,
	cmp,
	div,
	floor,
	isZero,
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

/** a·π + b or a·e + b with a ≠ 0 (both constants are transcendental). */
export interface Trans {
	readonly k: 'pi' | 'e';
	readonly a: Rat;
	readonly b: Rat;
}

/**
 * (a1·κ + a0)/(b1·κ + b0) for κ = π or e, with b1 = 1 (kept so by `ratio`) and a1·b0 ≠ a0·b1: a
 * quotient such as 1/π or 2/(π + 1). It is transcendental like κ: were it an algebraic y, then
 * a1·κ + a0 = y·(κ + b0) would make κ = (y·b0 − a0)/(a1 − y) algebraic (or a1 = y and a0 = y·b0,
 * which a1·b0 ≠ a0 rules out). So it is irrational, and no algebraic number equals it.
 */
export interface Ratio {
	readonly k: 'ratio';
	readonly of: 'pi' | 'e';
	readonly a1: Rat;
	readonly a0: Rat;
	readonly b1: Rat;
	readonly b0: Rat;
}

export type Irr = Alg | Trans | Ratio;

/** A real number that can end an interval: rational or one of the irrationals above. */
export type End = Rat | Irr;

/** Whether an end is irrational (algebraic or transcendental); else it is a rational. */
export function isIrr(x: End): x is Irr {
	return 'k' in x;
}

/** Whether an end is a rational number. */
export function isRat(x: End): x is Rat {
	return !('k' in x);
}

// ------------------------------------------------------------------------------------------
// Integer polynomials

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
export function realRoots(p: IntPoly): End[] {
	const q = squareFree(p);
	if (q.length <= 1) return [];
	const seq = sturm(q);
	const B = rootBound(q);
	const out: End[] = [];
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
function oneRoot(q: IntPoly, lo: Rat, hi: Rat, lead: bigint, budget: { steps: number }): End {
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
function refineAlg(a: Alg): Alg {
	const [lo, hi] = halve(a.p, a.lo, a.hi);
	return { ...a, lo, hi };
}

// ------------------------------------------------------------------------------------------
// π and e: rational bounds

/** Most bits of precision used before an order is declared out of reach. */
const maxBits = 3000;

/** floor(arctan(1/x)·2^bits) within ±1 for -(terms) ... by the alternating series. */
function atanInv(x: bigint, scale: bigint): bigint {
	// Σ (-1)^k / ((2k+1)·x^(2k+1)), each term truncated: the error is at most one unit per term.
	let sum = 0n;
	let power = scale / x;
	const x2 = x * x;
	for (let k = 0n; power !== 0n; k++) {
		const term = power / (2n * k + 1n);
		sum += k % 2n === 0n ? term : -term;
		power /= x2;
	}
	return sum;
}

/** [lo, hi] with lo < π < hi and hi - lo ≤ 2^(10-bits). */
export function piBounds(bits: number): [Rat, Rat] {
	const scale = 1n << BigInt(bits);
	// Machin: π = 16·arctan(1/5) - 4·arctan(1/239). Each truncated sum is within (terms + 1) units.
	const v = 16n * atanInv(5n, scale) - 4n * atanInv(239n, scale);
	const err = 16n * BigInt(bits + 4);
	return [rat(v - err, scale), rat(v + err, scale)];
}

/** [lo, hi] with lo < e < hi and hi - lo ≤ 2^(10-bits). */
export function eBounds(bits: number): [Rat, Rat] {
	const scale = 1n << BigInt(bits);
	// e = Σ 1/k!: truncated terms, and the tail after the last non-zero term is below one unit.
	let sum = 0n;
	let term = scale;
	let n = 0n;
	for (let k = 1n; term !== 0n; k++) {
		sum += term;
		term /= k;
		n++;
	}
	const err = n + 2n;
	return [rat(sum - err, scale), rat(sum + err, scale)];
}

/** Rational bounds lo < x < hi (lo = hi = x for a rational) of width about 2^-bits or less. */
export function bounds(x: End, bits: number): [Rat, Rat] {
	if (!isIrr(x)) return [x, x];
	if (x.k === 'alg') {
		let a: Alg = x;
		const want = rat(1n, 1n << BigInt(bits));
		while (cmp(sub(a.hi, a.lo), want) > 0) a = refineAlg(a);
		return [a.lo, a.hi];
	}
	if (x.k === 'ratio') return ratioBounds(x, bits);
	const [lo, hi] = x.k === 'pi' ? piBounds(bits + 16) : eBounds(bits + 16);
	const l = add(mul(x.a, lo), x.b);
	const h = add(mul(x.a, hi), x.b);
	return sign(x.a) > 0 ? [l, h] : [h, l];
}

/** Rational bounds of κ = π or e (strict, width about 2^-bits). */
function constantBounds(of: 'pi' | 'e', bits: number): [Rat, Rat] {
	return of === 'pi' ? piBounds(bits + 16) : eBounds(bits + 16);
}

/**
 * Bounds of (a1·κ + a0)/(κ + b0): the map is monotonic away from its pole −b0, which κ (being
 * irrational) is not, so bounds of κ that leave the pole outside give strict bounds of the value.
 */
function ratioBounds(x: Ratio, bits: number): [Rat, Rat] {
	for (let b = bits; b <= 2 * maxBits; b *= 2) {
		const [lo, hi] = constantBounds(x.of, b);
		const dl = add(mul(x.b1, lo), x.b0);
		const dh = add(mul(x.b1, hi), x.b0);
		if (sign(dl) * sign(dh) <= 0) continue;
		const l = div(add(mul(x.a1, lo), x.a0), dl);
		const h = div(add(mul(x.a1, hi), x.a0), dh);
		return cmp(l, h) <= 0 ? [l, h] : [h, l];
	}
	throw new TooComplex('a quotient with π or e too close to its pole');
}

/** x as (a1·κ + a0)/(b1·κ + b0) when it is a rational, a·κ + b or a quotient of κ; else null. */
export function asRatio(
	x: End
): { of: 'pi' | 'e' | null; a1: Rat; a0: Rat; b1: Rat; b0: Rat } | null {
	if (!isIrr(x)) return { of: null, a1: ZERO, a0: x, b1: ZERO, b0: ONE };
	if (x.k === 'alg') return null;
	if (x.k === 'ratio') return x;
	return { of: x.k, a1: x.a, a0: x.b, b1: ZERO, b0: ONE };
}

/**
 * (a1·κ + a0)/(b1·κ + b0) as the simplest end: a rational when the quotient is constant
 * (a1·b0 = a0·b1), a·κ + b when b1 = 0, else a Ratio scaled to b1 = 1. The denominator must not
 * be the zero polynomial.
 */
export function ratio(of: 'pi' | 'e', a1: Rat, a0: Rat, b1: Rat, b0: Rat): End {
	if (isZero(b1) && isZero(b0)) throw new RangeError('a quotient by zero');
	if (isZero(sub(mul(a1, b0), mul(a0, b1)))) return isZero(b1) ? div(a0, b0) : div(a1, b1);
	if (isZero(b1)) return { k: of, a: div(a1, b0), b: div(a0, b0) };
	return { k: 'ratio', of, a1: div(a1, b1), a0: div(a0, b1), b1: ONE, b0: div(b0, b1) };
}

/** Whether two quotients of the same κ are equal: a1·b1' κ² + ... is then the zero polynomial. */
function sameRatio(x: Ratio | Trans, y: Ratio | Trans): boolean {
	const u = asRatio(x);
	const v = asRatio(y);
	if (!u || !v) return false;
	// (u.a1 κ + u.a0)(v.b1 κ + v.b0) − (v.a1 κ + v.a0)(u.b1 κ + u.b0) ≡ 0, since κ is transcendental.
	const c2 = sub(mul(u.a1, v.b1), mul(v.a1, u.b1));
	const c1 = sub(add(mul(u.a1, v.b0), mul(u.a0, v.b1)), add(mul(v.a1, u.b0), mul(v.a0, u.b1)));
	const c0 = sub(mul(u.a0, v.b0), mul(v.a0, u.b0));
	return isZero(c2) && isZero(c1) && isZero(c0);
}

// ------------------------------------------------------------------------------------------
// Order

/** Whether two algebraic numbers are the same root. */
function sameAlg(a: Alg, b: Alg): boolean {
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

/** The order of x and y: -1, 0 or 1, exactly; TooComplex when no proof is found in the budget. */
export function cmpEnd(x: End, y: End): number {
	if (!isIrr(x)) return isIrr(y) ? -cmpIrrRat(y, x) : cmp(x, y);
	if (!isIrr(y)) return cmpIrrRat(x, y);
	const a = x;
	const b = y;
	if (a.k !== 'alg' && b.k !== 'alg' && (a.k === 'ratio' || b.k === 'ratio')) {
		// Quotients of π or e (1/π): equal only as the same rational function of the constant.
		const ofA = a.k === 'ratio' ? a.of : a.k;
		const ofB = b.k === 'ratio' ? b.of : b.k;
		if (ofA === ofB && sameRatio(a, b)) return 0;
	} else if ((a.k === 'pi' && b.k === 'pi') || (a.k === 'e' && b.k === 'e')) {
		// a1·c + b1 - (a2·c + b2) = (a1 - a2)·c + (b1 - b2): zero only when both parts are.
		const da = sub(a.a, b.a);
		const db = sub(a.b, b.b);
		if (isZero(da)) return sign(db);
		return cmpIrrRat({ k: a.k, a: da, b: db }, ZERO);
	}
	if (a.k === 'alg' && b.k === 'alg' && sameAlg(a, b)) return 0;
	// Different numbers (or π against e, whose order is found numerically or not at all).
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [al, ah] = bounds(a, bits);
		const [bl, bh] = bounds(b, bits);
		if (cmp(ah, bl) < 0) return -1;
		if (cmp(bh, al) < 0) return 1;
	}
	throw new TooComplex('two constants too close to order');
}

function cmpIrrRat(x: Irr, r: Rat): number {
	if (x.k === 'alg') {
		if (cmp(r, x.lo) <= 0) return 1;
		if (cmp(r, x.hi) >= 0) return -1;
		// r is inside the isolating interval and is not the (irrational) root: p keeps its sign
		// from lo up to the root, so the same sign as at lo puts r below the root.
		return signAt(x.p, r) === signAt(x.p, x.lo) ? 1 : -1;
	}
	// a·c + b against r: never equal (c is irrational).
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [lo, hi] = bounds(x, bits);
		if (cmp(hi, r) < 0) return -1;
		if (cmp(lo, r) > 0) return 1;
	}
	throw new TooComplex('a constant too close to a fraction');
}

export function floorEnd(x: End): bigint {
	if (!isIrr(x)) return floor(x);
	for (let bits = 8; ; bits *= 2) {
		const [lo, hi] = bounds(x, bits);
		if (floor(lo) === floor(hi)) return floor(lo);
		const k = floor(hi);
		// hi is at or past an integer k: which side x is on is an exact comparison.
		return cmpEnd(x, rat(k)) >= 0 ? k : k - 1n;
	}
}

/** floor(x·d) for a positive integer d. */
export function floorScaled(x: End, d: bigint): bigint {
	if (!isIrr(x)) return bfloorDiv(x.n * d, x.d);
	return floorEnd(scaleEnd(x, rat(d), ZERO));
}

// ------------------------------------------------------------------------------------------
// Arithmetic kept inside the type

/** a·x + b for rationals a ≠ 0, b. */
export function scaleEnd(x: End, a: Rat, b: Rat): End {
	return isIrr(x) ? scaleIrr(x, a, b) : add(mul(a, x), b);
}

/** a·x + b for an irrational x and rationals a ≠ 0, b: irrational too. */
export function scaleIrr(x: Irr, a: Rat, b: Rat): Irr {
	if (x.k === 'ratio') {
		// a·(a1κ + a0)/(b1κ + b0) + b over the same denominator.
		const y = ratio(
			x.of,
			add(mul(a, x.a1), mul(b, x.b1)),
			add(mul(a, x.a0), mul(b, x.b0)),
			x.b1,
			x.b0
		);
		if (!isIrr(y)) throw new RangeError('a quotient of π or e scaled to a rational');
		return y;
	}
	if (x.k !== 'alg') return { k: x.k, a: mul(a, x.a), b: add(mul(a, x.b), b) };
	return scaleAlg(x, a, b);
}

/** a·x + b for an algebraic x and rationals a ≠ 0, b. */
export function scaleAlg(x: Alg, a: Rat, b: Rat): Alg {
	// y = a·x + b is a root of p((y - b)/a): expand by Horner in rationals.
	const inv = div(ONE, a);
	const shift = neg(mul(b, inv));
	let out: Rat[] = [];
	for (let i = x.p.length - 1; i >= 0; i--) {
		// out := out·(inv·y + shift) + p_i
		const next: Rat[] = new Array(out.length + 1).fill(ZERO);
		for (let j = 0; j < out.length; j++) {
			next[j] = add(next[j], mul(out[j], shift));
			next[j + 1] = add(next[j + 1], mul(out[j], inv));
		}
		next[0] = add(next[0], rat(x.p[i]));
		out = next;
	}
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

/** A rational strictly between x < y. */
export function ratBetween(x: End, y: End): Rat {
	if (!isIrr(x) && !isIrr(y)) return simplestBetween(x, y);
	for (let bits = 4; bits <= maxBits; bits *= 2) {
		const xh = bounds(x, bits)[1];
		const yl = bounds(y, bits)[0];
		if (cmp(xh, yl) < 0) return simplestBetween(xh, yl);
		if (cmp(xh, yl) === 0 && isIrr(x) && isIrr(y)) return xh;
	}
	throw new TooComplex('two numbers too close to separate');
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
	const [lo, hi] = bounds(x, 48);
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

/** (a1·κ + a0)/(b1·κ + b0) in card notation over whole numbers: `1/π`, `2/(3π)`, `(π + 1)/(π - 2)`. */
function ratioText(x: Ratio): string {
	let [n1, n0, d1, d0] = clearDenominators([x.a1, x.a0, x.b1, x.b0]).ints;
	const g = gcd(gcd(babs(n1), babs(n0)), gcd(babs(d1), babs(d0)));
	[n1, n0, d1, d0] = [n1, n0, d1, d0].map((c) => c / g);
	if (d1 < 0n) [n1, n0, d1, d0] = [-n1, -n0, -d1, -d0];
	const name = x.of === 'pi' ? 'π' : 'e';
	const term = (c: bigint) => `${c === 1n ? '' : c === -1n ? '-' : c}${name}`;
	// A sum needs brackets on either side of the bar; a product (3π) only below it.
	const linear = (c1: bigint, c0: bigint): [string, 'plain' | 'product' | 'sum'] => {
		if (c1 === 0n) return [c0.toString(), 'plain'];
		if (c0 === 0n) return [term(c1), c1 === 1n ? 'plain' : 'product'];
		return [`${term(c1)} ${c0 < 0n ? '-' : '+'} ${babs(c0)}`, 'sum'];
	};
	const [top, topKind] = linear(n1, n0);
	const [bottom, bottomKind] = linear(d1, d0);
	const t = topKind === 'sum' ? `(${top})` : top;
	return `${t}/${bottomKind === 'plain' ? bottom : `(${bottom})`}`;
}

/** √2, (1 + √5)/2, 2π, e - 1, √2 + √5; other algebraic numbers by polynomial and interval. */
export function endToString(x: End): string {
	if (!isIrr(x)) return ratToString(x);
	if (x.k === 'ratio') return ratioText(x);
	if (x.k !== 'alg') {
		const name = x.k === 'pi' ? 'π' : 'e';
		const a = x.a;
		const head =
			a.n === 1n && a.d === 1n
				? name
				: a.n === -1n && a.d === 1n
					? `-${name}`
					: a.d === 1n
						? `${a.n}${name}`
						: `${a.n === 1n ? '' : a.n === -1n ? '-' : a.n}${name}/${a.d}`;
		if (isZero(x.b)) return head;
		return `${head} ${sign(x.b) < 0 ? '-' : '+'} ${ratToString(sign(x.b) < 0 ? neg(x.b) : x.b)}`;
	}
	if (x.roots) return twoRootsText(x.roots);
	const quad = x.p.length === 3 ? x.p : quadraticFactor(x);
	if (quad) {
		const [c, b, a] = quad;
		// Roots (-b ± √(b² - 4ac)) / 2a: the sign that lands in the isolating interval.
		const [s, d] = sqrtParts(b * b - 4n * a * c);
		const plus: Alg = quadratic(rat(-b, 2n * a), rat(s, 2n * a), d);
		return radicalText(-b, sameAlg(plus, x) ? s : -s, d, 2n * a);
	}
	const [lo, hi] = bounds(x, 10);
	return `the root of ${polyText(x.p)} between ${ratToString(lo)} and ${ratToString(hi)}`;
}

/**
 * The sign of p(x) for a rational polynomial p at an irrational x, by interval evaluation on
 * refining bounds of x (the membership evaluator's own way, apart from root isolation). A zero is
 * recognised exactly: p(α) = 0 only when α is a root of gcd(p, α's polynomial).
 */
export function signAtIrr(p: readonly Rat[], x: Irr): number {
	if (x.k === 'alg') {
		const g = squareFree(polyGcd(primitive(p), x.p));
		if (g.length > 1) {
			const seq = sturm(g);
			if (changesAt(seq, x.lo, 1) - changesAt(seq, x.hi, 1) > 0) return 0;
		}
	}
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [lo, hi] = bounds(x, bits);
		// Horner on intervals [l, h].
		let l = ZERO;
		let h = ZERO;
		for (let i = p.length - 1; i >= 0; i--) {
			const c = [mul(l, lo), mul(l, hi), mul(h, lo), mul(h, hi)].sort(cmp);
			l = add(c[0], p[i]);
			h = add(c[3], p[i]);
		}
		if (sign(l) > 0) return 1;
		if (sign(h) < 0) return -1;
	}
	throw new TooComplex('the sign of a polynomial at a constant');
}
