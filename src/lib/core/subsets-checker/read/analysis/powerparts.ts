/**
 * A power with the variable as exponent as one part of a term with several generators
 * ({2^a + 3^b : a, b ∈ ℕ}, {2^a + b² : a ∈ ℕ, b ∈ ℤ}): each part is then a set of powers, and
 * the card the sum of those sets. A power added to a polynomial of its own variable (3^k + k) is
 * no such part and is not read.
 */
import type { Node } from '../ast';
import { degree, polyAdd, polyScale, type Poly } from '../ir';
import { fail, f } from '../../errors';
import { add, isZero, mul, ZERO, type Rat } from '../../arithmetic/rational';

/** c·b^v + s (b^(−v) when `down`), b a whole number ≥ 2. */
export interface PowerTerm {
	c: Rat;
	b: bigint;
	s: Rat;
	down?: boolean;
}

/** The power term, with `down` only when it is set (as the single-generator reading does). */
export function powerTerm(c: Rat, b: bigint, s: Rat, down?: boolean): PowerTerm {
	return down ? { c, b, s, down: true } : { c, b, s };
}

/** A polynomial or a power, times a fixed number (times 0 is the zero polynomial). */
export function scaleTerm(t: Poly | PowerTerm, x: Rat): Poly | PowerTerm {
	if (Array.isArray(t)) return polyScale(t, x);
	if (isZero(x)) return [];
	return powerTerm(mul(t.c, x), t.b, mul(t.s, x), t.down);
}

const notRead = f('power-with-variable-as-exponent-can-be-added');

/** The sum of two terms in one variable: polynomials add, a power takes in a fixed number. */
export function addParts(x: Poly | PowerTerm, y: Poly | PowerTerm, node: Node): Poly | PowerTerm {
	if (Array.isArray(x) && Array.isArray(y)) return polyAdd(x, y);
	if (Array.isArray(x)) return addParts(y, x, node);
	if (Array.isArray(y) && degree(y) <= 0)
		return powerTerm(x.c, x.b, add(x.s, y[0] ?? ZERO), x.down);
	fail('nonlinear', notRead, node.span);
}
