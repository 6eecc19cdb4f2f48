/**
 * The numbers the checker shows as witnesses and holds as elements: p + r·√2 with p, r rational
 * (rationals when r = 0; irrationals such as √2/2 or 1 + √2 otherwise), which have exact field
 * arithmetic, and the other exact irrationals of real.ts (roots of polynomials, π, e), which are
 * only ordered and moved by a·x + b.
 */
import { isqrt } from '../../numbers/integers';
import {
	add,
	cmp,
	div,
	floor as ratFloor,
	isZero,
	mul,
	neg,
	rat,
	ratToString,
	sign as ratSign,
	sub,
	ZERO,
	type Rat
} from './rational';
import {
	cmpEnd,
	endToString,
	floorEnd,
	isIrr,
	quadratic,
	scaleIrr,
	type End,
	type Irr
} from './real';

export interface Quad {
	readonly p: Rat;
	readonly r: Rat;
}

export type Surd = Quad | Irr;

export function isQuad(x: Surd): x is Quad {
	return !('k' in x);
}

export function surd(p: Rat, r: Rat = ZERO): Quad {
	return { p, r };
}
/** A Quad known to be rational (a brand for narrowing only; no value carries it). */
export type RatQuad = Quad & { readonly rationalBrand: true };

export function isRational(x: Surd): x is RatQuad {
	return isQuad(x) && isZero(x.r);
}
/** The value of a number known to be rational. */
export function ratValue(x: Surd): Rat {
	if (!isRational(x)) throw new RangeError('not a rational');
	return x.p;
}
/** The number as an interval end (p + r√2 becomes the root of its quadratic). */
export function toEnd(x: Surd): End {
	if (!isQuad(x)) return x;
	return isZero(x.r) ? x.p : quadratic(x.p, x.r, 2n);
}
/** An interval end as a number. */
export function fromEnd(x: End): Surd {
	return isIrr(x) ? x : surd(x);
}
/** a·x + b for rationals a ≠ 0, b. */
export function sAffine(x: Surd, a: Rat, b: Rat): Surd {
	if (!isQuad(x)) return scaleIrr(x, a, b);
	return sAdd(sScale(x, a), surd(b));
}
/** The order of a number and an interval end. */
export function sCmpEnd(a: Surd, b: End): number {
	if (isQuad(a) && !isIrr(b)) return sCmpRat(a, b);
	return cmpEnd(toEnd(a), b);
}
export function sAdd(a: Quad, b: Quad): Quad {
	return { p: add(a.p, b.p), r: add(a.r, b.r) };
}
export function sSub(a: Quad, b: Quad): Quad {
	return { p: sub(a.p, b.p), r: sub(a.r, b.r) };
}
export function sMul(a: Quad, b: Quad): Quad {
	return {
		p: add(mul(a.p, b.p), mul(rat(2n), mul(a.r, b.r))),
		r: add(mul(a.p, b.r), mul(a.r, b.p))
	};
}
export function sScale(a: Quad, c: Rat): Quad {
	return { p: mul(a.p, c), r: mul(a.r, c) };
}
/** a / b for b ≠ 0, through the conjugate. */
export function sDiv(a: Quad, b: Quad): Quad {
	const conj: Quad = { p: b.p, r: neg(b.r) };
	const den = sub(mul(b.p, b.p), mul(rat(2n), mul(b.r, b.r)));
	const num = sMul(a, conj);
	return { p: div(num.p, den), r: div(num.r, den) };
}
/** The sign of p + r√2, exactly. */
export function sSign(x: Surd): number {
	if (!isQuad(x)) return cmpEnd(x, ZERO);
	const sp = ratSign(x.p);
	const sr = ratSign(x.r);
	if (sr === 0) return sp;
	if (sp === 0 || sp === sr) return sr || sp;
	// Opposite signs: compare p² with 2r².
	const c = cmp(mul(x.p, x.p), mul(rat(2n), mul(x.r, x.r)));
	return c > 0 ? sp : sr;
}
export function sCmp(a: Surd, b: Surd): number {
	if (isQuad(a) && isQuad(b)) return sSign(sSub(a, b));
	return cmpEnd(toEnd(a), toEnd(b));
}
export function sCmpRat(a: Surd, b: Rat): number {
	if (!isQuad(a)) return cmpEnd(a, b);
	return sSign({ p: sub(a.p, b), r: a.r });
}
/** floor(x) exactly. */
export function sFloor(x: Surd): bigint {
	if (!isQuad(x)) return floorEnd(x);
	if (isRational(x)) return ratFloor(x.p);
	// Estimate with 60 fractional bits, then correct by exact comparisons.
	const scale = 1n << 60n;
	const root2 = isqrt(2n * scale * scale);
	const est = ratFloor(add(x.p, mul(x.r, rat(root2, scale))));
	let n = est - 1n;
	while (sCmpRat(x, rat(n + 1n)) >= 0) n++;
	while (sCmpRat(x, rat(n)) < 0) n--;
	return n;
}
/** Card notation: `3`, `-3/4`, `√2/2`, `1 + √2`, `1/2 - 2√2/3`. */
export function surdToString(x: Surd): string {
	if (!isQuad(x)) return endToString(x);
	if (isRational(x)) return ratToString(x.p);
	const r = x.r;
	const absR = ratSign(r) < 0 ? neg(r) : r;
	const num = absR.n === 1n ? '√2' : `${absR.n}√2`;
	const root = absR.d === 1n ? num : `${num}/${absR.d}`;
	if (isZero(x.p)) return ratSign(r) < 0 ? `-${root}` : root;
	return `${ratToString(x.p)} ${ratSign(r) < 0 ? '-' : '+'} ${root}`;
}
