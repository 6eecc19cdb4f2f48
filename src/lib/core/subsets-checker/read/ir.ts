/**
 * The meaning of a card once `analyze` has settled it: sets, numeric terms as polynomials in the
 * bound variable, and conditions. Both the normal form (`compile`) and the independent membership
 * evaluator (`evaluate`) work from this tree.
 */
import type { CompareOp, Span } from './ast';
import type { NamedSet } from './lexer';
import { horner } from '../arithmetic/horner';
import { add, isZero, mul, neg, ZERO, type Rat } from '../arithmetic/rational';
import type { End, Real } from '../arithmetic/real';
import { isMixed, type Mixed } from '../arithmetic/pie';
import type { Value } from './constants';

/** Coefficients c0 + c1·x + c2·x² + ..., without trailing zeros ([] is the zero polynomial). */
export type Poly = Rat[];

export type SetIR =
	| { k: 'named'; name: NamedSet; span: Span }
	| { k: 'roster'; items: ElemIR[]; span: Span }
	/** a + i·d for lo <= i <= hi (null: unbounded), d > 0. */
	| { k: 'prog'; a: Rat; d: Rat; lo: bigint | null; hi: bigint | null; span: Span }
	| {
			k: 'interval';
			lo: End | null;
			loClosed: boolean;
			hi: End | null;
			hiClosed: boolean;
			span: Span;
	  }
	| { k: 'union' | 'inter' | 'diff'; a: SetIR; b: SetIR; span: Span }
	| { k: 'pow'; a: SetIR; span: Span }
	/** {v ∈ dom | cond}; dom null means the real numbers. */
	| { k: 'filter'; v: string; dom: SetIR | null; cond: CondIR; span: Span }
	/** {term : v ∈ dom, cond}; dom null means the real numbers. */
	| { k: 'image'; v: string; dom: SetIR | null; cond: CondIR; term: Poly; span: Span }
	/**
	 * {a₁ + a₂ + ... : aᵢ ∈ partᵢ}, the image of a term with several generators: each part is the
	 * image of one generator's own terms ({2a + 3b : a ∈ ℤ, b ∈ ℤ} is {2a : a ∈ ℤ} + {3b : b ∈ ℤ}).
	 */
	| { k: 'sum'; parts: SetIR[]; span: Span }
	/**
	 * {c·b^v + s : v ∈ dom, cond}: a power with the variable as exponent, b a whole number ≥ 2
	 * ({2^k : k ∈ ℕ}, {3^k + 1 : k ∈ ℕ₀}).
	 */
	| {
			k: 'powers';
			v: string;
			dom: SetIR | null;
			cond: CondIR;
			c: Rat;
			b: bigint;
			s: Rat;
			span: Span;
			/** The exponent is −v, not v: {(1/2)^k : k ∈ ℕ} is {2^(−k) : k ∈ ℕ}. */
			down?: boolean;
	  }
	/** {v^v : v ∈ dom, cond}, the variable to the power of itself ({n^n : n ∈ ℕ}). */
	| { k: 'selfpowers'; v: string; dom: SetIR | null; cond: CondIR; span: Span }
	/**
	 * {a·x + b·y + c : x ∈ X, y ∈ Y, links}: a linear term in two generators whose conditions link
	 * them ({a + b : a, b ∈ ℕ, a < b}). Each of `gens` is the filter of one generator's domain by
	 * its own conditions; `links` are the conditions that mention both, as the ways they can
	 * hold (an "or" of "and"s of comparisons).
	 */
	| {
			k: 'linked';
			gens: [SetIR, SetIR];
			term: { a: Rat; b: Rat; c: Rat };
			links: LinearLink[][];
			span: Span;
	  }
	/**
	 * {x·y : x ∈ X, y ∈ Y}, the image of a product of two generators: each part is the image of one
	 * generator's own factors ({2a·b : a, b ∈ ℤ} is {2a : a ∈ ℤ} times {b : b ∈ ℤ}).
	 */
	| { k: 'product'; parts: [SetIR, SetIR]; span: Span }
	| MultiplesIR;

/**
 * {c·v + s : v ∈ dom, cond} with √, π or e in c or s ({k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ},
 * {k√2 + 1 : k ∈ ℕ}): c ≠ 0, and s rational, c rational, or both of one kind (one quadratic
 * field, or one of π and e), so that at most one element is rational (forms/multipleimages.ts).
 */
export type MultiplesIR = {
	k: 'multiples';
	v: string;
	dom: SetIR | null;
	cond: CondIR;
	c: Value;
	s: Value;
	span: Span;
};

/** A link between two generators x, y of an image: a·x + b·y + c op 0. */
export interface LinearLink {
	a: Rat;
	b: Rat;
	c: Rat;
	op: CompareOp;
}

export type ElemIR =
	/**
	 * A number; one made of π and e together (π + e) is kept as written, its rationality unknown
	 * (arithmetic/pie.ts's `isMixed` tells it).
	 */
	{ k: 'num'; v: Real } | { k: 'set'; s: SetIR };

/** The number an element is, when its rationality is known; null for a set or for π + e. */
export function knownNumber(item: ElemIR): End | null {
	return item.k === 'num' && !isMixed(item.v) ? item.v : null;
}

export type CondIR =
	| { k: 'const'; value: boolean }
	/** term op 0, term a polynomial (a constant term is true or false for numbers only). */
	| { k: 'cmp'; op: CompareOp; t: Poly }
	/** a·x + b op c with b or c irrational (√2, π ...); a = 0 compares two fixed numbers. */
	| { k: 'cmpv'; op: CompareOp; a: Rat; b: End; c: End }
	/**
	 * a·x op c with an irrational coefficient a (√2·x < 3, πx ≥ 1): the card's own numbers, so
	 * that membership is checked by multiplying, apart from the normal form's division.
	 */
	| { k: 'cmpl'; op: CompareOp; a: Value; c: Value }
	/** x op end, end a number made of π and e together ((π + e)/2, e/π): decide/unknownrat.ts. */
	| { k: 'cmppie'; op: CompareOp; end: Mixed }
	/** (arg mod m) op c, m a positive integer. */
	| { k: 'modcmp'; arg: Poly; m: Rat; op: CompareOp; c: Rat }
	/** t ∈ set (t null: the variable itself, which may be a set). */
	| { k: 'in'; t: Poly | null; set: SetIR }
	| { k: 'constin'; elem: ElemIR; set: SetIR }
	/** The variable is a member of itself. */
	| { k: 'self' }
	/** The variable is a set that holds this element. */
	| { k: 'owns'; elem: ElemIR }
	/** The variable equals this set. */
	| { k: 'eqset'; set: SetIR }
	/** t - r ∈ m·ℤ (m = 0: t = r). */
	| { k: 'mult'; t: Poly; m: Rat; r: Rat }
	| { k: 'prime' | 'square'; t: Poly }
	/**
	 * c·b^(±v) + s op r, or with m its remainder on division by m op r: a power with the variable
	 * as exponent in a condition ({x ∈ ℤ | 2^x < 5}, {k ∈ ℕ | 2^k mod 7 = 1}).
	 */
	| {
			k: 'powcmp';
			c: Rat;
			b: bigint;
			s: Rat;
			down?: boolean;
			m: Rat | null;
			op: CompareOp;
			r: Rat;
	  }
	| { k: 'and' | 'or'; args: CondIR[] }
	| { k: 'not'; arg: CondIR };

export function polyTrim(p: Rat[]): Poly {
	let n = p.length;
	while (n > 0 && isZero(p[n - 1])) n--;
	return n === p.length ? p : p.slice(0, n);
}
export function polyConst(c: Rat): Poly {
	return polyTrim([c]);
}
export function polyAdd(a: Poly, b: Poly): Poly {
	const out: Rat[] = [];
	for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(add(a[i] ?? ZERO, b[i] ?? ZERO));
	return polyTrim(out);
}
export function polyNeg(a: Poly): Poly {
	return a.map(neg);
}
export function polyMul(a: Poly, b: Poly): Poly {
	if (!a.length || !b.length) return [];
	const out: Rat[] = new Array(a.length + b.length - 1).fill(ZERO);
	for (let i = 0; i < a.length; i++)
		for (let j = 0; j < b.length; j++) out[i + j] = add(out[i + j], mul(a[i], b[j]));
	return polyTrim(out);
}
export function polyScale(a: Poly, c: Rat): Poly {
	return polyTrim(a.map((x) => mul(x, c)));
}
/** The degree; -1 for the zero polynomial. */
export function degree(p: Poly): number {
	return p.length - 1;
}

export { horner };

/** The value of p at x over the rationals, by Horner's rule. */
export function polyAt(p: Poly, x: Rat): Rat {
	return horner(p, ZERO, (acc, c) => add(mul(acc, x), c));
}

/** Coefficient i (0 when absent). */
export function coef(p: Poly, i: number): Rat {
	return p[i] ?? ZERO;
}
