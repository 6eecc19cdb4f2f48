/**
 * Numbers built from π alone or from e alone with rationals: a·κ + b and (a1·κ + a0)/(b1·κ + b0),
 * the numbers of π and e (piepoly.ts's `PiE`) whose `of` is 'pi' or 'e'. Each is transcendental,
 * so irrational and equal to no algebraic number; that fact is proven here and used by the
 * checker. Their bounds, equality and card notation are those of every number of π and e
 * (piepoly.ts); numbers built from π and e together are pie.ts's, where no fact of rationality is
 * known.
 *
 * The proof: κ is transcendental. A quotient (a1·κ + a0)/(b1·κ + b0) with a1·b0 ≠ a0·b1 (else it is
 * a rational, and `quotientOf` writes it as one) is too: were it an algebraic y, then
 * a1·κ + a0 = y·(b1·κ + b0) would make κ = (y·b0 − a0)/(a1 − y·b1) algebraic (or a1 = y·b1 and
 * a0 = y·b0, which a1·b0 ≠ a0·b1 rules out). And two such quotients of one κ are equal only when
 * they are the same quotient of polynomials, since κ is the root of no polynomial.
 */
import { isZero, ONE, ZERO, type Rat } from './rational';
import { linearPoly, maxBitsOne, quotientOf, type PiE } from './piepoly';
import type { Alg } from './algebraic';

export { eBounds, piBounds } from './piepoly';

/** A number of π alone or e alone: transcendental (see above). */
export type Transcendental = Extract<PiE, { of: 'pi' | 'e' }>;

/** Most bits of precision used before an order is declared out of reach. */
export const maxBits = maxBitsOne;

/** Whether a number of π and e is of one constant, so proven transcendental. */
export function isTranscendental(x: PiE): x is Transcendental {
	return x.of !== 'both';
}

/**
 * (a1·κ + a0)/(b1·κ + b0) as the simplest number: a rational when the quotient is constant
 * (a1·b0 = a0·b1), else a number of κ. The denominator must not be the zero polynomial.
 */
export function ratio(of: 'pi' | 'e', a1: Rat, a0: Rat, b1: Rat, b0: Rat): Rat | Transcendental {
	const x = quotientOf(linearPoly(of, a1, a0), linearPoly(of, b1, b0));
	if (x === null) throw new RangeError('a quotient by zero');
	return x as Rat | Transcendental;
}

/** a·κ + b for a rational a ≠ 0. */
export function linear(of: 'pi' | 'e', a: Rat, b: Rat): Transcendental {
	return ratio(of, a, b, ZERO, ONE) as Transcendental;
}

/** The coefficient of κ^deg (0 or 1) in a polynomial of one constant. */
function at(p: PiE['num'], deg: number): Rat {
	return p.find((m) => m.i + m.j === deg)?.c ?? ZERO;
}

/** π and e themselves. */
export const piNumber = linear('pi', ONE, ZERO);
export const eNumber = linear('e', ONE, ZERO);

/**
 * x as (a1·κ + a0)/(b1·κ + b0) when it is a rational or a number of one constant (every such
 * number is of degree 1 at most in it); else null.
 */
export function asRatio(
	x: Rat | Alg | PiE
): { of: 'pi' | 'e' | null; a1: Rat; a0: Rat; b1: Rat; b0: Rat } | null {
	if (!('k' in x)) return { of: null, a1: ZERO, a0: x, b1: ZERO, b0: ONE };
	if (x.k !== 'pie' || !isTranscendental(x)) return null;
	const { of, num, den } = x;
	return { of, a1: at(num, 1), a0: at(num, 0), b1: at(den, 1), b0: at(den, 0) };
}

/** x as a·κ + b when it is a rational or a number of one constant with no denominator; else null. */
export function asLinear(x: Rat | Alg | PiE): { of: 'pi' | 'e' | null; a: Rat; b: Rat } | null {
	// `quotientOf` writes a denominator free of κ as 1.
	const r = asRatio(x);
	return r && isZero(r.b1) ? { of: r.of, a: r.a1, b: r.a0 } : null;
}
