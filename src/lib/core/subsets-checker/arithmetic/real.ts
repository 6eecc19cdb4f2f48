/**
 * Exact real numbers beyond the rationals: real algebraic numbers (algebraic.ts) and the numbers
 * built from π and e (piepoly.ts), one type `Real` over them all. `End` is the part whose
 * rationality is known: rationals, algebraic irrationals and the numbers of one constant
 * (transcendental.ts); numbers of π and e together (pie.ts) are `Real` only. Decisions never use floating point: an order between two numbers is settled by
 * exact arithmetic or by refining rational bounds until they separate, and when a separation is
 * not found within the budget the answer is `TooComplex` (the question is then "unknown"), never
 * a guess.
 */
import { horner } from './horner';
import { TooComplex } from '../errors';
import {
	add,
	bfloorDiv,
	cmp,
	floor,
	mul,
	rat,
	ratToString,
	sign,
	simplestBetween,
	ZERO,
	type Rat
} from './rational';
import {
	algBounds,
	algToString,
	cmpAlgRat,
	isRootOf,
	sameAlg,
	scaleAlg,
	type Alg
} from './algebraic';
import { maxBits, type Transcendental } from './transcendental';
import {
	combine,
	pieAffine,
	quotientBounds,
	quotientOf,
	quotientText,
	sameQuotient,
	type PiE
} from './piepoly';

export {
	biquadratic,
	primitive,
	quadratic,
	realRoots,
	scaleAlg,
	signAt,
	type Alg,
	type IntPoly,
	type TwoRoots
} from './algebraic';
export {
	asLinear,
	asRatio,
	eBounds,
	eNumber,
	linear,
	piBounds,
	piNumber,
	ratio,
	type Transcendental
} from './transcendental';
export type { PiE } from './piepoly';

/** A number proven irrational: algebraic of degree 2 or more, or built from π or e alone. */
export type Irr = Alg | Transcendental;

/** A real number that can end an interval: rational or one of the irrationals above. */
export type End = Rat | Irr;

/** Every exact number the checker meets: an End, or a number of π and e together (pie.ts). */
export type Real = End | PiE;

/** Whether an end is irrational (algebraic or transcendental); else it is a rational. */
export function isIrr(x: End): x is Irr {
	return 'k' in x;
}

/** Whether an end is a rational number. */
export function isRat(x: Real): x is Rat {
	return !('k' in x);
}

/** Rational bounds lo < x < hi (lo = hi = x for a rational) of width about 2^-bits or less. */
export function bounds(x: Real, bits: number): [Rat, Rat] {
	if (!('k' in x)) return [x, x];
	return x.k === 'alg' ? algBounds(x, bits) : quotientBounds(x, bits);
}

/**
 * The order of x and y: -1, 0 or 1, exactly; TooComplex when no proof is found in the budget.
 * Equality is claimed only when it is proven (the same algebraic number, the same quotient of
 * π and e, or a difference that is the rational 0); every other answer comes from bounds that
 * part, so two numbers nobody can tell apart (π + e against a fraction) stay TooComplex.
 */
export function cmpEnd(x: Real, y: Real): number {
	if (!('k' in x)) return 'k' in y ? -cmpIrrRat(y, x) : cmp(x, y);
	if (!('k' in y)) return cmpIrrRat(x, y);
	const a = x;
	const b = y;
	if (a.k === 'pie' && b.k === 'pie') {
		if (sameQuotient(a, b)) return 0;
		// Two numbers of one constant κ: a − b as one quotient when it is kept (a·κ + b's are),
		// which is 0 only as a polynomial (κ is transcendental).
		const d = a.of === b.of && a.of !== 'both' ? difference(a, b) : null;
		if (d !== null) return 'k' in d ? cmpIrrRat(d, ZERO) : sign(d);
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

/** x − y as one quotient, or null when it is too large to keep. */
function difference(x: PiE, y: PiE): Rat | PiE | null {
	const q = combine('+', x, pieAffine(y, rat(-1n), ZERO));
	return q && quotientOf(q.num, q.den);
}

function cmpIrrRat(x: Alg | PiE, r: Rat): number {
	if (x.k === 'alg') return cmpAlgRat(x, r);
	// A number of π and e against r: equal to none when of one constant (it is transcendental),
	// and of both nobody knows, so only bounds that part say anything.
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

/** a·x + b for rationals a ≠ 0, b. */
export function scaleEnd(x: End, a: Rat, b: Rat): End {
	return isIrr(x) ? scaleIrr(x, a, b) : add(mul(a, x), b);
}

/** a·x + b for an irrational x and rationals a ≠ 0, b: irrational too. */
export function scaleIrr<T extends Alg | PiE>(x: T, a: Rat, b: Rat): T {
	return (x.k === 'alg' ? scaleAlg(x, a, b) : pieAffine(x, a, b)) as T;
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

/**
 * √2, (1 + √5)/2, 2π, e - 1, 1/π, π + e, (π + e)/2, √2 + √5; other algebraic numbers by
 * polynomial and interval.
 */
export function endToString(x: Real): string {
	if (!('k' in x)) return ratToString(x);
	return x.k === 'alg' ? algToString(x) : quotientText(x);
}

/**
 * The sign of p(x) for a rational polynomial p at an irrational x, by interval evaluation on
 * refining bounds of x (the membership evaluator's own way, apart from root isolation). A zero is
 * recognised exactly: p(α) = 0 only when α is a root of gcd(p, α's polynomial).
 */
export function signAtIrr(p: readonly Rat[], x: Irr): number {
	if (x.k === 'alg' && isRootOf(p, x)) return 0;
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [lo, hi] = bounds(x, bits);
		// Horner on intervals [l, h].
		const [l, h] = horner(p, [ZERO, ZERO], ([low, high], pi) => {
			const c = [mul(low, lo), mul(low, hi), mul(high, lo), mul(high, hi)].sort(cmp);
			return [add(c[0], pi), add(c[3], pi)];
		});
		if (sign(l) > 0) return 1;
		if (sign(h) < 0) return -1;
	}
	throw new TooComplex('the sign of a polynomial at a constant');
}
