/**
 * Finite unions of intervals of the real line with exact ends (null: infinite, always open),
 * kept sorted, disjoint and non-touching. Ends are rationals, or exact irrationals (real.ts) where
 * a polynomial's root or a constant such as √2 or π ends a piece.
 */
import { cmpEnd as cmp, floorEnd, isIrr, ratBetween, scaleEnd, type End } from '../arithmetic/real';
import { add, div, ONE, rat, sign, sub, ZERO, type Rat } from '../arithmetic/rational';
import { sCmpEnd, type Surd } from '../arithmetic/surd';

export interface Iv {
	lo: End | null;
	loC: boolean;
	hi: End | null;
	hiC: boolean;
}

export type Ivs = Iv[];

export const allReals: Ivs = [{ lo: null, loC: false, hi: null, hiC: false }];

/** Compares two lower ends (null = -∞); a closed end comes before an open one at the same value. */
function cmpLo(a: Iv, b: Iv): number {
	if (a.lo === null) return b.lo === null ? 0 : -1;
	if (b.lo === null) return 1;
	const c = cmp(a.lo, b.lo);
	if (c !== 0) return c;
	return a.loC === b.loC ? 0 : a.loC ? -1 : 1;
}

export function ivEmpty(iv: Iv): boolean {
	if (iv.lo === null || iv.hi === null) return false;
	const c = cmp(iv.lo, iv.hi);
	return c > 0 || (c === 0 && !(iv.loC && iv.hiC));
}

export function isPoint(iv: Iv): iv is Iv & { lo: End; hi: End } {
	return iv.lo !== null && iv.hi !== null && cmp(iv.lo, iv.hi) === 0;
}

/** Sorts, drops empty pieces and merges overlapping or touching ones. */
export function normalize(ivs: Ivs): Ivs {
	const list = ivs.filter((iv) => !ivEmpty(iv)).sort(cmpLo);
	const out: Iv[] = [];
	for (const iv of list) {
		const last = out[out.length - 1];
		if (last && touches(last, iv)) {
			// Extend last's upper end.
			if (
				last.hi !== null &&
				(iv.hi === null || cmp(iv.hi, last.hi) > 0 || (cmp(iv.hi, last.hi) === 0 && iv.hiC))
			) {
				out[out.length - 1] = { ...last, hi: iv.hi, hiC: iv.hiC };
			}
		} else out.push({ ...iv });
	}
	return out;
}

/** Whether b (starting at or after a's start) overlaps or touches a. */
function touches(a: Iv, b: Iv): boolean {
	if (a.hi === null || b.lo === null) return true;
	const c = cmp(b.lo, a.hi);
	return c < 0 || (c === 0 && (a.hiC || b.loC));
}

export function complement(ivs: Ivs): Ivs {
	const out: Iv[] = [];
	let lo: End | null = null;
	let loC = false;
	let open = true;
	for (const iv of ivs) {
		if (iv.lo !== null) out.push({ lo, loC, hi: iv.lo, hiC: !iv.loC });
		if (iv.hi === null) {
			open = false;
			break;
		}
		lo = iv.hi;
		loC = !iv.hiC;
	}
	if (open && (ivs.length === 0 || ivs[ivs.length - 1].hi !== null))
		out.push({ lo, loC, hi: null, hiC: false });
	if (ivs.length === 0) return allReals;
	return normalize(out);
}

export function inter(a: Ivs, b: Ivs): Ivs {
	const out: Iv[] = [];
	for (const x of a) {
		for (const y of b) {
			const lo = cmpLo(x, y) >= 0 ? x : y;
			let hi: Iv;
			if (x.hi === null) hi = y;
			else if (y.hi === null) hi = x;
			else {
				const c = cmp(x.hi, y.hi);
				hi = c < 0 ? x : c > 0 ? y : x.hiC ? y : x;
			}
			const iv = { lo: lo.lo, loC: lo.loC, hi: hi.hi, hiC: hi.hiC };
			if (!ivEmpty(iv)) out.push(iv);
		}
	}
	return normalize(out);
}

export function union(a: Ivs, b: Ivs): Ivs {
	return normalize([...a, ...b]);
}

export function diff(a: Ivs, b: Ivs): Ivs {
	if (!a.length || !b.length) return a;
	return inter(a, complement(b));
}

export function containsRat(ivs: Ivs, x: End): boolean {
	for (const iv of ivs) {
		if (iv.lo !== null) {
			const c = cmp(x, iv.lo);
			if (c < 0 || (c === 0 && !iv.loC)) continue;
		}
		if (iv.hi !== null) {
			const c = cmp(x, iv.hi);
			if (c > 0 || (c === 0 && !iv.hiC)) continue;
		}
		return true;
	}
	return false;
}

export function containsSurd(ivs: Ivs, x: Surd): boolean {
	for (const iv of ivs) {
		if (iv.lo !== null) {
			const c = sCmpEnd(x, iv.lo);
			if (c < 0 || (c === 0 && !iv.loC)) continue;
		}
		if (iv.hi !== null) {
			const c = sCmpEnd(x, iv.hi);
			if (c > 0 || (c === 0 && !iv.hiC)) continue;
		}
		return true;
	}
	return false;
}

/** The image under y = a·x + b (a ≠ 0). */
export function affineIvs(ivs: Ivs, a: Rat, b: Rat): Ivs {
	const f = (x: End | null) => (x === null ? null : scaleEnd(x, a, b));
	if (sign(a) > 0)
		return ivs.map((iv) => ({ lo: f(iv.lo), loC: iv.loC, hi: f(iv.hi), hiC: iv.hiC }));
	return normalize(ivs.map((iv) => ({ lo: f(iv.hi), loC: iv.hiC, hi: f(iv.lo), hiC: iv.loC })));
}

export function sameIvs(a: Ivs, b: Ivs): boolean {
	if (a.length !== b.length) return false;
	return a.every((x, i) => {
		const y = b[i];
		const eqEnd = (p: End | null, q: End | null) =>
			p === null ? q === null : q !== null && cmp(p, q) === 0;
		return eqEnd(x.lo, y.lo) && eqEnd(x.hi, y.hi) && x.loC === y.loC && x.hiC === y.hiC;
	});
}

/** The midpoint of a bounded piece with rational ends, or a rational inside any other piece. */
export function inside(iv: Iv): Rat {
	const { lo, hi } = iv;
	if (lo !== null && hi !== null) {
		if (!isIrr(lo) && !isIrr(hi)) return div(add(lo, hi), rat(2n));
		return ratBetween(lo, hi);
	}
	if (lo !== null) return isIrr(lo) ? rat(floorEnd(lo) + 1n) : add(lo, ONE);
	if (hi !== null) return isIrr(hi) ? rat(floorEnd(hi)) : sub(hi, ONE);
	return ZERO;
}
