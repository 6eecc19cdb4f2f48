/**
 * Constant arithmetic with √, π and e as the analysis reads a card: exact values p + r·√d (one
 * square-free d per value), sums of two different roots p + r·√a + s·√b (algebraic numbers of
 * degree 4, such as √2 + √5), and numbers of π and e (2π − 1, 1/π, π + e: arithmetic/piepoly.ts).
 * Products of roots multiply under one root (√2·√3 = √6, √2·√8 = 4). cAdd, cMul and cDiv keep
 * to one of π and e; what leaves the forms (√2 + √3 + √5, π², π + e) is null there, and only
 * cMixed, for the reader of a list, makes a number of π and e together: no proof is known that
 * π + e or π·e is irrational, so the checker never claims it.
 */
import { isqrt } from '../../numbers/integers';
import { fail, f } from '../errors';
import type { Span } from './ast';
import {
	add,
	div,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	sign,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import {
	asLinear,
	biquadratic,
	quadratic,
	scaleAlg,
	type Alg,
	type End,
	type PiE,
	type Transcendental
} from '../arithmetic/real';
import { combine, pieAffine, quotientOf, ratQuotient, type Quotient } from '../arithmetic/piepoly';
import { isMixed } from '../arithmetic/pie';

/**
 * p + r·√d with d > 1 square-free (as far as small factors show) and r ≠ 0, or `sum`:
 * p + r·√a + s·√b with r, s ≠ 0 and √a, √b in different quadratic fields (a·b is no square),
 * kept with its exact value as an algebraic number of degree 4, or a number of π and e: of one
 * constant (2π − 1, 1/π) it is transcendental, of both (π + e, π·e) nobody knows whether it is
 * rational.
 */
export type Constant =
	| { k: 'quad'; p: Rat; r: Rat; d: bigint }
	| { k: 'sum'; x: Alg; p: Rat; r: Rat; a: bigint; s: Rat; b: bigint }
	| PiE;

/** A value: a rational or an irrational constant. */
export type Value = Rat | Constant;

export function isConstant(v: Value): v is Constant {
	return 'k' in v;
}

function quad(p: Rat, r: Rat, d: bigint): Value {
	return isZero(r) ? p : { k: 'quad', p, r, d };
}

/**
 * Whether the reader keeps an image {c·k + s : k ∈ D}: c ≠ 0, and s rational, or c rational, or
 * both p + r·√d of one d, or both a·π + b (or both a·e + b). These have one rational element at
 * most (forms/multipleimages.ts relies on it).
 */
export function multiplesRead(c: Value, s: Value): boolean {
	if (!isConstant(s) || !isConstant(c)) return true;
	if (c.k === 'quad' && s.k === 'quad') return c.d === s.d;
	const u = linearParts(c);
	const v = linearParts(s);
	return u !== null && v !== null && u.of === v.of;
}

/** √x for a rational x ≥ 0 (null when x < 0). */
export function sqrtOf(x: Rat): Value | null {
	if (sign(x) < 0) return null;
	// √(n/d) = √(n·d)/d, then square factors come out: √(s²·k) = s·√k.
	let k = x.n * x.d;
	let s = 1n;
	for (let f = 2n; f * f <= k && f < 10000n; f++) {
		while (k % (f * f) === 0n) {
			k /= f * f;
			s *= f;
		}
	}
	const root = isqrt(k);
	if (root * root === k) return rat(s * root, x.d);
	return quad(ZERO, rat(s, x.d), k);
}

/** v as a·κ + b for κ = π or e (none for a rational), or null. */
export function linearParts(v: Value): { of: 'pi' | 'e' | null; a: Rat; b: Rat } | null {
	return isConstant(v) && v.k !== 'pie' ? null : asLinear(v);
}

/** The square root of a·b as a multiple of √a: t/a·√a when a·b is a square t², else null. */
function sameField(a: bigint, b: bigint): Rat | null {
	const t = isqrt(a * b);
	return t * t === a * b ? rat(t, a) : null;
}

/** A value as p plus roots r·√d (rationals, quads and sums of two roots), or null. */
function rootTerms(v: Value): { p: Rat; roots: [Rat, bigint][] } | null {
	if (!isConstant(v)) return { p: v, roots: [] };
	if (v.k === 'quad') return { p: v.p, roots: [[v.r, v.d]] };
	if (v.k === 'sum')
		return {
			p: v.p,
			roots: [
				[v.r, v.a],
				[v.s, v.b]
			]
		};
	return null;
}

/**
 * p + Σ r·√d, with roots in the same quadratic field gathered first (√b = (t/a)·√a when
 * a·b = t², which a square factor past the small ones can hide): a rational, one root, two roots
 * in different fields (an algebraic number of degree 4), or null for three or more.
 */
function fromRoots(p: Rat, roots: [Rat, bigint][]): Value | null {
	const kept: [Rat, bigint][] = [];
	for (const [r, d] of roots) {
		const i = kept.findIndex(([, a]) => sameField(a, d) !== null);
		if (i < 0) kept.push([r, d]);
		else kept[i] = [add(kept[i][0], mul(r, sameField(kept[i][1], d) ?? ZERO)), kept[i][1]];
	}
	const live = kept.filter(([r]) => !isZero(r));
	if (live.length === 0) return p;
	if (live.length === 1) return quad(p, live[0][0], live[0][1]);
	if (live.length > 2) return null;
	const [[r, a], [s, b]] = live;
	return { k: 'sum', x: biquadratic(p, r, a, s, b), p, r, a, s, b };
}

/** A sum of two roots scaled by c ≠ 0 and shifted by q: c·v + q. */
function affineSum(v: Extract<Constant, { k: 'sum' }>, c: Rat, q: Rat): Value {
	return {
		k: 'sum',
		x: scaleAlg(v.x, c, q),
		p: add(mul(c, v.p), q),
		r: mul(c, v.r),
		a: v.a,
		s: mul(c, v.s),
		b: v.b
	};
}

export function cAdd(x: Value, y: Value): Value | null {
	const a = rootTerms(x);
	const b = rootTerms(y);
	if (a && b) {
		if (isConstant(x) && x.k === 'sum' && !isConstant(y)) return affineSum(x, ONE, y);
		if (isConstant(y) && y.k === 'sum' && !isConstant(x)) return affineSum(y, ONE, x);
		return fromRoots(add(a.p, b.p), [...a.roots, ...b.roots]);
	}
	// Numbers of one of π and e: the sum when it is kept (2π + 1, 1/π + 1; not 1/π + π).
	if (isMixed(x) || isMixed(y)) return null;
	const sum = piAndE('+', x, y);
	return sum !== null && isMixed(sum) ? null : sum;
}

export function cNeg(x: Value): Value {
	if (!isConstant(x)) return neg(x);
	if (x.k === 'quad') return { ...x, p: neg(x.p), r: neg(x.r) };
	if (x.k === 'sum') return affineSum(x, rat(-1n), ZERO);
	return pieAffine(x, rat(-1n), ZERO);
}

/** c·v for a rational c and a constant v. */
function scale(c: Rat, v: Constant): Value {
	if (isZero(c)) return ZERO;
	if (v.k === 'quad') return quad(mul(c, v.p), mul(c, v.r), v.d);
	if (v.k === 'sum') return affineSum(v, c, ZERO);
	return pieAffine(v, c, ZERO);
}

export function cMul(x: Value, y: Value): Value | null {
	if (!isConstant(x)) return isConstant(y) ? scale(x, y) : mul(x, y);
	if (!isConstant(y)) return scale(y, x);
	if (x.k !== 'quad' || y.k !== 'quad') return null;
	if (x.d !== y.d) return rootsTimes(x, y);
	// (p + r√d)(q + s√d) = pq + rs·d + (ps + rq)√d.
	return quad(
		add(mul(x.p, y.p), mul(mul(x.r, y.r), rat(x.d))),
		add(mul(x.p, y.r), mul(x.r, y.p)),
		x.d
	);
}

/**
 * (p + r√a)(q + s√b) for different a, b when one of p, q is zero: r√a·s√b = rs·√(ab), which
 * sqrtOf reduces (√2·√3 = √6, √6·√3 = 3√2), plus the other product; null for three roots.
 */
function rootsTimes(
	x: Extract<Constant, { k: 'quad' }>,
	y: Extract<Constant, { k: 'quad' }>
): Value | null {
	if (!isZero(x.p) && !isZero(y.p)) return null;
	const root = sqrtOf(rat(x.d * y.d));
	if (!root) return null;
	const cross = cMul(mul(x.r, y.r), root);
	if (!cross) return null;
	// x.p·(q + s√b) + y.p·r√a: one of them is zero.
	const rest = isZero(x.p) ? scale(y.p, { ...x, p: ZERO }) : scale(x.p, { ...y, p: ZERO });
	return cAdd(cross, rest);
}

/** x / y; null when y is zero or the quotient leaves the forms. */
export function cDiv(x: Value, y: Value): Value | null {
	if (!isConstant(y)) return isZero(y) ? null : cMul(x, div(rat(1n), y));
	if (y.k === 'pie' && !isMixed(y)) return quotient(x, y);
	if (y.k !== 'quad') return null;
	// 1 / (q + s√d) = (q - s√d) / (q² - s²d); the denominator is not zero as √d is irrational.
	const den = sub(mul(y.p, y.p), mul(mul(y.r, y.r), rat(y.d)));
	const inv = quad(div(y.p, den), div(neg(y.r), den), y.d);
	return cMul(x, inv);
}

/**
 * x / y for y a number of one constant κ (π or e), and x a rational or of the same κ: kept when
 * the quotient is again (a1·κ + a0)/(b1·κ + b0) (1/π, (π + 1)/π, 2/(1/π) = 2π); else null. A
 * number of π and e together is refused where it stands (valueEnd).
 */
function quotient(x: Value, y: Transcendental): Value | null {
	const u = valueEnd(x);
	if ('k' in u && (u.k === 'alg' || u.of !== y.of)) return null;
	return piAndE('/', u, y);
}

/** x^e for a small whole e ≥ 0. */
export function cPow(x: Value, e: number): Value | null {
	let out: Value | null = rat(1n);
	for (let i = 0; i < e && out; i++) out = cMul(out, x);
	return out;
}

/** Which of π and e a value is made of: 'pi', 'e', 'both', none (null) or 'roots' (√). */
export function madeOf(v: Value): 'pi' | 'e' | 'both' | 'roots' | null {
	if (!isConstant(v)) return null;
	return v.k === 'pie' ? v.of : 'roots';
}

/** Whether x with y holds both π and e, and no root (π + e, π·e, (π + e) − 1). */
function mixesPiAndE(x: Value, y: Value): boolean {
	const kinds = [madeOf(x), madeOf(y)];
	if (kinds.includes('roots')) return false;
	return kinds.includes('both') || (kinds.includes('pi') && kinds.includes('e'));
}

/** A value made of π, e and fractions as a quotient of polynomials in π and e; null for roots. */
function quot(v: Value): Quotient | null {
	if (!isConstant(v)) return ratQuotient(v);
	return v.k === 'pie' ? v : null;
}

/**
 * x op y on rationals and numbers of π and e: a number of π and e (of one constant, or of both
 * when they meet), or a rational when they cancel ((π + e) − e − π); null when the result leaves
 * what is kept (π², huge powers), divides by zero, or an operand holds a root.
 */
function piAndE(op: '+' | '*' | '/', x: Value, y: Value): Value | null {
	const a = quot(x);
	const b = quot(y);
	const r = a && b && combine(op, a, b);
	return r ? quotientOf(r.num, r.den) : null;
}

/**
 * x op y when π and e meet (π + e, π·e, e/π, (π + e) − e): the number, or null when the two
 * values do not mix π with e or the result leaves what is kept. Only the reader of a card calls
 * it: cAdd, cMul and cDiv keep answering null there, so no caller that relies on them (images,
 * comparisons with the variable) ever meets a number of unknown rationality.
 */
export function cMixed(op: '+' | '-' | '*' | '/', x: Value, y: Value): Value | null {
	if (!mixesPiAndE(x, y)) return null;
	return op === '-' ? piAndE('+', x, cNeg(y)) : piAndE(op, x, y);
}

/** Why a number made of π and e together is refused where it was written. */
export const pieHere = f('nobody-knows-whether');

/**
 * The value as an exact real number; a number made of π and e together is none (its rationality
 * is unknown), so the card is refused at `span`, where it stands.
 */
export function valueEnd(v: Value, span: Span = [0, 0]): End {
	if (isMixed(v)) fail('irrational-constant', pieHere, span);
	if (!isConstant(v)) return v;
	if (v.k === 'quad') return quadratic(v.p, v.r, v.d);
	if (v.k === 'sum') return v.x;
	return v as Transcendental;
}
