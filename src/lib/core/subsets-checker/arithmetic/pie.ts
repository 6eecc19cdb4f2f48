/**
 * Numbers made from π and e together, such as π + e, π·e, π/e or (π + e)/2: a quotient of two
 * polynomials in π and e with rational coefficients. Nobody knows whether such a number is
 * rational (π + e and π·e cannot both be algebraic, but which one is not, is open), and nobody
 * knows that π and e are algebraically independent, so two different expressions might even be
 * equal. The checker therefore claims only what it can prove: order against other numbers by
 * narrowing rational bounds (which separate unless the numbers are equal), equality when two
 * expressions are the same quotient, and never rationality nor irrationality.
 */
import { TooComplex } from '../errors';
import { cmp, div, floor, neg, ONE, rat, simplestBetween, ZERO, type Rat } from './rational';
import { bounds, isIrr, type End } from './real';
import {
	constantsOf,
	constPoly,
	maxBitsBoth,
	pAdd,
	pMul,
	pScale,
	quotientBounds,
	quotientText,
	sameQuotient,
	sameTerm,
	type PiEPoly
} from './piepoly';

export { constPoly, linearPoly, type Mono, type PiEPoly } from './piepoly';

/**
 * num/den for polynomials in π and e; both π and e occur (else the number is of an older kind:
 * a rational, a·π + b, a quotient of π alone), and den is no zero polynomial.
 */
export interface PiE {
	readonly k: 'pie';
	readonly num: PiEPoly;
	readonly den: PiEPoly;
}

/** Most bits of precision tried before an order is declared out of reach. */
const maxBits = maxBitsBoth;

/**
 * What a quotient num/den of polynomials in π and e is: null for a quotient by zero or one too
 * large to keep; else `{ pie }` when both constants are left, or `{ single }` (num and den in one
 * constant or none) for the caller to bring back to its older kind.
 */
export function quotientOf(
	num: PiEPoly,
	den: PiEPoly
): { pie: PiE } | { single: { of: 'pi' | 'e' | null; num: PiEPoly; den: PiEPoly } } | null {
	if (!den.length) return null;
	if (!num.length) return { single: { of: null, num: [], den: constPoly(ONE) } };
	// A common factor π^i·e^j comes out (π·e/e is π).
	const all = [...num, ...den];
	const ci = Math.min(...all.map((m) => m.i));
	const cj = Math.min(...all.map((m) => m.j));
	const lower = (p: PiEPoly) => p.map((m) => ({ ...m, i: m.i - ci, j: m.j - cj }));
	let n = lower(num);
	let d = lower(den);
	// Scaled so the denominator's first coefficient is 1 (one written form per quotient).
	const lead = d[d.length - 1].c;
	n = pScale(n, div(ONE, lead));
	d = pScale(d, div(ONE, lead));
	// A quotient of proportional polynomials ((2π + 2e)/(π + e)) is the fraction c itself.
	const top = n.find((m) => sameTerm(m, d[d.length - 1]));
	if (top && pAdd(n, pScale(d, neg(top.c)))?.length === 0)
		return { single: { of: null, num: constPoly(top.c), den: constPoly(ONE) } };
	const of = constantsOf({ num: n, den: d });
	if (of === 'both') return { pie: { k: 'pie', num: n, den: d } };
	return { single: { of, num: n, den: d } };
}

/** x + y, x·y, x/y on quotients; null when a result is too large to keep or divides by zero. */
export function combine(
	op: '+' | '*' | '/',
	x: { num: PiEPoly; den: PiEPoly },
	y: { num: PiEPoly; den: PiEPoly }
): { num: PiEPoly; den: PiEPoly } | null {
	if (op === '*') {
		const num = pMul(x.num, y.num);
		const den = pMul(x.den, y.den);
		return num && den ? { num, den } : null;
	}
	if (op === '/') {
		if (!y.num.length) return null;
		const num = pMul(x.num, y.den);
		const den = pMul(x.den, y.num);
		return num && den ? { num, den } : null;
	}
	const l = pMul(x.num, y.den);
	const r = pMul(y.num, x.den);
	const den = pMul(x.den, y.den);
	const num = l && r ? pAdd(l, r) : null;
	return num && den ? { num, den } : null;
}

/** −x. */
export function pieNeg(x: PiE): PiE {
	return { ...x, num: pScale(x.num, rat(-1n)) };
}

// ------------------------------------------------------------------------------------------
// Bounds and order

/** Rational bounds lo ≤ x ≤ hi that narrow as `bits` grows; TooComplex near a pole. */
export function pieBounds(x: PiE, bits: number): [Rat, Rat] {
	return quotientBounds(x, bits);
}

/** Whether x and y are written as the same quotient (num·den' = num'·den as polynomials). */
export function samePie(x: PiE, y: PiE): boolean {
	return sameQuotient(x, y);
}

/**
 * The order of x and an exact number y: -1 or 1 when bounds separate them (then proven); 0 when
 * y is the same quotient; TooComplex when no bounds within the budget separate them, which is
 * what happens when they are equal, and nobody may know whether they are.
 */
export function cmpPie(x: PiE, y: End | PiE): number {
	if ('k' in y && y.k === 'pie' && samePie(x, y)) return 0;
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [xl, xh] = pieBounds(x, bits);
		const [yl, yh] = 'k' in y && y.k === 'pie' ? pieBounds(y, bits) : endBounds(y as End, bits);
		if (cmp(xh, yl) < 0) return -1;
		if (cmp(yh, xl) < 0) return 1;
	}
	throw new TooComplex('a number made of π and e too close to another to order');
}

function endBounds(y: End, bits: number): [Rat, Rat] {
	return isIrr(y) ? bounds(y, bits) : [y, y];
}

/** The whole number n with n < x < n + 1, or null when x may be a whole number (too close). */
export function pieFloorStrict(x: PiE): bigint | null {
	try {
		for (let bits = 16; bits <= maxBits; bits *= 2) {
			const [lo, hi] = pieBounds(x, bits);
			const n = floor(lo);
			// Strictly above n (lo ≥ n and x ≠ lo unless...) is checked exactly below.
			if (floor(hi) === n && cmp(lo, rat(n)) > 0) return n;
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

/** A rational strictly between x and y (x < y, one of them may be a plain end). */
export function ratBetweenPie(x: PiE | End, y: PiE | End): Rat {
	for (let bits = 8; bits <= maxBits; bits *= 2) {
		const xh = isPie(x) ? pieBounds(x, bits)[1] : endBounds(x, bits)[1];
		const yl = isPie(y) ? pieBounds(y, bits)[0] : endBounds(y, bits)[0];
		// The simplest fraction strictly between the bounds, so strictly between x and y.
		if (cmp(xh, yl) < 0) return simplestBetween(xh, yl);
	}
	throw new TooComplex('two numbers too close to separate');
}

/** Whether a number is one made of π and e. */
export function isPie(x: unknown): x is PiE {
	return typeof x === 'object' && x !== null && 'k' in x && (x as { k: unknown }).k === 'pie';
}

/** a·x + b for rationals a ≠ 0, b. */
export function pieAffine(x: PiE, a: Rat, b: Rat): PiE {
	const num = pAdd(pScale(x.num, a), pMul(x.den, constPoly(b)) ?? []);
	if (!num || !num.length) throw new RangeError('a number of π and e moved to zero');
	return { ...x, num };
}

// ------------------------------------------------------------------------------------------
// Printing

/** Card notation: `π + e`, `π·e`, `π/e`, `(π + e)/2`, `e/(2π)`. */
export function pieToString(x: PiE): string {
	return quotientText(x);
}

/** The sign of x; TooComplex when bounds never leave zero (x may be 0: nobody may know). */
export function pieSign(x: PiE): number {
	return cmpPie(x, ZERO);
}
