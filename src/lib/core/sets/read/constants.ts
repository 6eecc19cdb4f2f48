/**
 * Constant arithmetic with √, π and e as the analysis reads a card: exact values p + r·√d (one
 * square-free d per value) and a·π + b, a·e + b. What leaves these forms (√2 + √3, π·e, π²) is
 * null here, and the card is then outside what the checker reads.
 */
import { isqrt } from '../../numbers/integers';
import { add, div, isZero, mul, neg, rat, sign, sub, ZERO, type Rat } from '../forms/rational';
import { quadratic, type End, type Trans } from '../forms/real';

/** p + r·√d with d > 1 square-free (as far as small factors show) and r ≠ 0, or a·c + b. */
export type Constant = { k: 'quad'; p: Rat; r: Rat; d: bigint } | Trans;

/** A value: a rational or an irrational constant. */
export type Value = Rat | Constant;

export function isConstant(v: Value): v is Constant {
	return 'k' in v;
}

function quad(p: Rat, r: Rat, d: bigint): Value {
	return isZero(r) ? p : { k: 'quad', p, r, d };
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

function parts(v: Value): { p: Rat; r: Rat; d: bigint } | null {
	if (!isConstant(v)) return { p: v, r: ZERO, d: 0n };
	return v.k === 'quad' ? v : null;
}

function transParts(v: Value): { k: 'pi' | 'e' | null; a: Rat; b: Rat } | null {
	if (!isConstant(v)) return { k: null, a: ZERO, b: v };
	return v.k === 'quad' ? null : v;
}

export function cAdd(x: Value, y: Value): Value | null {
	const a = parts(x);
	const b = parts(y);
	if (a && b) {
		if (a.d && b.d && a.d !== b.d) return null;
		return quad(add(a.p, b.p), add(a.r, b.r), a.d || b.d);
	}
	const s = transParts(x);
	const t = transParts(y);
	if (!s || !t || (s.k && t.k && s.k !== t.k)) return null;
	const k = s.k ?? t.k;
	const coef = add(s.a, t.a);
	const shift = add(s.b, t.b);
	return k === null || isZero(coef) ? shift : { k, a: coef, b: shift };
}

export function cNeg(x: Value): Value {
	if (!isConstant(x)) return neg(x);
	if (x.k === 'quad') return { ...x, p: neg(x.p), r: neg(x.r) };
	return { k: x.k, a: neg(x.a), b: neg(x.b) };
}

/** c·v for a rational c and a constant v. */
function scale(c: Rat, v: Constant): Value {
	if (isZero(c)) return ZERO;
	if (v.k === 'quad') return quad(mul(c, v.p), mul(c, v.r), v.d);
	return { k: v.k, a: mul(c, v.a), b: mul(c, v.b) };
}

export function cMul(x: Value, y: Value): Value | null {
	if (!isConstant(x)) return isConstant(y) ? scale(x, y) : mul(x, y);
	if (!isConstant(y)) return scale(y, x);
	if (x.k !== 'quad' || y.k !== 'quad' || x.d !== y.d) return null;
	// (p + r√d)(q + s√d) = pq + rs·d + (ps + rq)√d.
	return quad(
		add(mul(x.p, y.p), mul(mul(x.r, y.r), rat(x.d))),
		add(mul(x.p, y.r), mul(x.r, y.p)),
		x.d
	);
}

/** x / y; null when y is zero or the quotient leaves the forms. */
export function cDiv(x: Value, y: Value): Value | null {
	if (!isConstant(y)) return isZero(y) ? null : cMul(x, div(rat(1n), y));
	if (y.k !== 'quad') return null;
	// 1 / (q + s√d) = (q - s√d) / (q² - s²d); the denominator is not zero as √d is irrational.
	const den = sub(mul(y.p, y.p), mul(mul(y.r, y.r), rat(y.d)));
	const inv = quad(div(y.p, den), div(neg(y.r), den), y.d);
	return cMul(x, inv);
}

/** x^e for a small whole e ≥ 0. */
export function cPow(x: Value, e: number): Value | null {
	let out: Value | null = rat(1n);
	for (let i = 0; i < e && out; i++) out = cMul(out, x);
	return out;
}

/** The value as an exact real number. */
export function valueEnd(v: Value): End {
	if (!isConstant(v)) return v;
	if (v.k === 'quad') return quadratic(v.p, v.r, v.d);
	return v;
}
