/**
 * Numbers of the form p + r·√2 with p, r rational: exact enough for every witness the checker
 * shows (rationals when r = 0; irrationals such as √2/2 or 1 + √2 otherwise).
 */
import { isqrt } from '../numbers/integers';
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

export interface Surd {
	readonly p: Rat;
	readonly r: Rat;
}

export function surd(p: Rat, r: Rat = ZERO): Surd {
	return { p, r };
}
export function isRational(x: Surd): boolean {
	return isZero(x.r);
}
export function sAdd(a: Surd, b: Surd): Surd {
	return { p: add(a.p, b.p), r: add(a.r, b.r) };
}
export function sSub(a: Surd, b: Surd): Surd {
	return { p: sub(a.p, b.p), r: sub(a.r, b.r) };
}
export function sMul(a: Surd, b: Surd): Surd {
	return {
		p: add(mul(a.p, b.p), mul(rat(2n), mul(a.r, b.r))),
		r: add(mul(a.p, b.r), mul(a.r, b.p))
	};
}
export function sScale(a: Surd, c: Rat): Surd {
	return { p: mul(a.p, c), r: mul(a.r, c) };
}
/** a / b for b ≠ 0, through the conjugate. */
export function sDiv(a: Surd, b: Surd): Surd {
	const conj: Surd = { p: b.p, r: neg(b.r) };
	const den = sub(mul(b.p, b.p), mul(rat(2n), mul(b.r, b.r)));
	const num = sMul(a, conj);
	return { p: div(num.p, den), r: div(num.r, den) };
}
/** The sign of p + r√2, exactly. */
export function sSign(x: Surd): number {
	const sp = ratSign(x.p);
	const sr = ratSign(x.r);
	if (sr === 0) return sp;
	if (sp === 0 || sp === sr) return sr || sp;
	// Opposite signs: compare p² with 2r².
	const c = cmp(mul(x.p, x.p), mul(rat(2n), mul(x.r, x.r)));
	return c > 0 ? sp : sr;
}
export function sCmp(a: Surd, b: Surd): number {
	return sSign(sSub(a, b));
}
export function sCmpRat(a: Surd, b: Rat): number {
	return sSign({ p: sub(a.p, b), r: a.r });
}
/** floor(x) exactly. */
export function sFloor(x: Surd): bigint {
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
	if (isRational(x)) return ratToString(x.p);
	const r = x.r;
	const absR = ratSign(r) < 0 ? neg(r) : r;
	const num = absR.n === 1n ? '√2' : `${absR.n}√2`;
	const root = absR.d === 1n ? num : `${num}/${absR.d}`;
	if (isZero(x.p)) return ratSign(r) < 0 ? `-${root}` : root;
	return `${ratToString(x.p)} ${ratSign(r) < 0 ? '-' : '+'} ${root}`;
}
