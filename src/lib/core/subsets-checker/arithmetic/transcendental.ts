/**
 * Numbers built from π alone or from e alone with rationals: a·κ + b and (a1·κ + a0)/(b1·κ + b0).
 * Each is transcendental (κ is), so irrational and equal to no algebraic number; that fact is
 * proven here and used by the checker. Their bounds, equality and card notation are those of every
 * quotient of polynomials in π and e (piepoly.ts); numbers built from π and e together are
 * pie.ts's, where no fact of rationality is known.
 */
import { add, div, isZero, mul, ONE, sub, ZERO, type Rat } from './rational';
import {
	constPoly,
	linearPoly,
	maxBitsOne,
	quotientBounds,
	quotientText,
	sameQuotient,
	type Quotient
} from './piepoly';
import type { Alg } from './algebraic';

export { eBounds, piBounds } from './piepoly';

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

/** Most bits of precision used before an order is declared out of reach. */
export const maxBits = maxBitsOne;

/** x as a quotient of polynomials in its constant (piepoly.ts, where bounds and notation live). */
export function transQuotient(x: Trans | Ratio): Quotient {
	if (x.k === 'ratio')
		return { num: linearPoly(x.of, x.a1, x.a0), den: linearPoly(x.of, x.b1, x.b0) };
	return { num: linearPoly(x.k, x.a, x.b), den: constPoly(ONE) };
}

/** Rational bounds lo < x < hi of a·κ + b or a quotient of κ, of width about 2^-bits. */
export function transBounds(x: Trans | Ratio, bits: number): [Rat, Rat] {
	return quotientBounds(transQuotient(x), bits);
}

/** x as (a1·κ + a0)/(b1·κ + b0) when it is a rational, a·κ + b or a quotient of κ; else null. */
export function asRatio(
	x: Rat | Alg | Trans | Ratio
): { of: 'pi' | 'e' | null; a1: Rat; a0: Rat; b1: Rat; b0: Rat } | null {
	if (!('k' in x)) return { of: null, a1: ZERO, a0: x, b1: ZERO, b0: ONE };
	if (x.k === 'alg') return null;
	if (x.k === 'ratio') return x;
	return { of: x.k, a1: x.a, a0: x.b, b1: ZERO, b0: ONE };
}

/**
 * (a1·κ + a0)/(b1·κ + b0) as the simplest end: a rational when the quotient is constant
 * (a1·b0 = a0·b1), a·κ + b when b1 = 0, else a Ratio scaled to b1 = 1. The denominator must not
 * be the zero polynomial.
 */
export function ratio(of: 'pi' | 'e', a1: Rat, a0: Rat, b1: Rat, b0: Rat): Rat | Trans | Ratio {
	if (isZero(b1) && isZero(b0)) throw new RangeError('a quotient by zero');
	if (isZero(sub(mul(a1, b0), mul(a0, b1)))) return isZero(b1) ? div(a0, b0) : div(a1, b1);
	if (isZero(b1)) return { k: of, a: div(a1, b0), b: div(a0, b0) };
	return { k: 'ratio', of, a1: div(a1, b1), a0: div(a0, b1), b1: ONE, b0: div(b0, b1) };
}

/** Whether two quotients of the same κ are equal: as polynomials, since κ is transcendental. */
export function sameRatio(x: Ratio | Trans, y: Ratio | Trans): boolean {
	return sameQuotient(transQuotient(x), transQuotient(y));
}

/** a·x + b for rationals a ≠ 0, b: a quotient of κ scaled stays one. */
export function scaleTrans(x: Trans | Ratio, a: Rat, b: Rat): Trans | Ratio {
	if (x.k === 'ratio') {
		// a·(a1κ + a0)/(b1κ + b0) + b over the same denominator.
		const y = ratio(
			x.of,
			add(mul(a, x.a1), mul(b, x.b1)),
			add(mul(a, x.a0), mul(b, x.b0)),
			x.b1,
			x.b0
		);
		if (!('k' in y)) throw new RangeError('a quotient of π or e scaled to a rational');
		return y;
	}
	return { k: x.k, a: mul(a, x.a), b: add(mul(a, x.b), b) };
}

/** 2π, e - 1, 1/π, (π + 1)/(π - 2) in card notation. */
export function transToString(x: Trans | Ratio): string {
	return quotientText(transQuotient(x));
}
