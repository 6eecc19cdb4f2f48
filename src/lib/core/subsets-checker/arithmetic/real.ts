/**
 * Exact real numbers beyond the rationals: real algebraic numbers (algebraic.ts) and the
 * constants π and e with the numbers built from one of them (transcendental.ts), one type `End`
 * over them all. Decisions never use floating point: an order between two numbers is settled by
 * exact arithmetic or by refining rational bounds until they separate, and when a separation is
 * not found within the budget the answer is `TooComplex` (the question is then "unknown"), never
 * a guess.
 */
import { TooComplex } from '../errors';
import {
	add,
	bfloorDiv,
	cmp,
	floor,
	isZero,
	mul,
	rat,
	ratToString,
	sign,
	simplestBetween,
	sub,
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
import {
	maxBits,
	sameRatio,
	scaleTrans,
	transBounds,
	transToString,
	type Ratio,
	type Trans
} from './transcendental';

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
export { asRatio, eBounds, piBounds, ratio, type Ratio, type Trans } from './transcendental';

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

/** Rational bounds lo < x < hi (lo = hi = x for a rational) of width about 2^-bits or less. */
export function bounds(x: End, bits: number): [Rat, Rat] {
	if (!isIrr(x)) return [x, x];
	return x.k === 'alg' ? algBounds(x, bits) : transBounds(x, bits);
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
	if (x.k === 'alg') return cmpAlgRat(x, r);
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

/** a·x + b for rationals a ≠ 0, b. */
export function scaleEnd(x: End, a: Rat, b: Rat): End {
	return isIrr(x) ? scaleIrr(x, a, b) : add(mul(a, x), b);
}

/** a·x + b for an irrational x and rationals a ≠ 0, b: irrational too. */
export function scaleIrr(x: Irr, a: Rat, b: Rat): Irr {
	return x.k === 'alg' ? scaleAlg(x, a, b) : scaleTrans(x, a, b);
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

/** √2, (1 + √5)/2, 2π, e - 1, √2 + √5; other algebraic numbers by polynomial and interval. */
export function endToString(x: End): string {
	if (!isIrr(x)) return ratToString(x);
	return x.k === 'alg' ? algToString(x) : transToString(x);
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
