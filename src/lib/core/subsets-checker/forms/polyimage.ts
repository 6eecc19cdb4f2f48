/**
 * A superset of a polynomial's image (compile.ts): the residues its values leave at the reading's
 * modulus, between bounds found by scanning a small domain or at the vertex of a quadratic.
 */
import { horner } from '../arithmetic/horner';
import type { Iv } from './intervals';
import { type Poly } from '../read/ir';
import * as N from './numset';
import * as P from './periodic';
import { quadraticRange } from './polyrange';
import { clearDenominators, rat, ZERO } from '../arithmetic/rational';
import { type Work } from '../work';

import { periodPart } from './primesquares';

const allIv: Iv = { lo: null, loC: false, hi: null, hiC: false };

/** A superset of the image of the integers (or reals) in `dom` under the polynomial. */
export function polyUpper(w: Work, term: Poly, dom: N.NumSet, modulus: number): N.NumSet {
	if (N.isEmptyN(dom)) return N.emptyNum;
	if (!N.onlyIntegersN(w, dom)) return quadraticRange(w, term, dom) ?? N.realInterval(w, allIv);
	const { l, ints } = clearDenominators(term);
	const m = periodPart(modulus);
	const ks = N.integersOf(w, dom);
	const met = P.residuesMet(ks, m);
	const bm = BigInt(m);
	const vals = new Set<number>();
	const value = (k: bigint) => horner(ints, 0n, (v, c) => v * k + c);
	for (const r of met) vals.add(Number(((value(BigInt(r)) % bm) + bm) % bm));
	const [lower, upper] = polyBounds(ints, ks, value);
	const found: N.NumSet = {
		d: 1n,
		lat: P.classes(m, vals, lower, upper),
		q: [],
		irr: [],
		pts: []
	};
	return l === 1n ? found : N.affineN(w, found, rat(1n, l), ZERO);
}

/** Bounds of the polynomial's values over the integers ks: scanned, at the vertex, or at the least k. */
function polyBounds(
	ints: bigint[],
	ks: P.Periodic,
	value: (k: bigint) => bigint
): [bigint | null, bigint | null] {
	const kmin = ks.length && ks[0].lo !== null ? ks[0].lo : null;
	const last = ks[ks.length - 1];
	const kmax = last && last.hi !== null ? last.hi : null;
	if (kmin !== null && kmax !== null) {
		// A finite domain: bound by scanning when small, otherwise give up on bounds.
		if (kmax - kmin <= 100000n) {
			let lo: bigint | null = null;
			let hi: bigint | null = null;
			for (let k = kmin; k <= kmax; k++) {
				const v = value(k);
				if (lo === null || v < lo) lo = v;
				if (hi === null || v > hi) hi = v;
			}
			return [lo, hi];
		}
	}
	if (ints.length === 3) {
		const [c, b, a] = ints;
		void c;
		// Convex (a > 0): the minimum over integers sits next to the vertex -b / 2a, clamped.
		const candidates: bigint[] = [];
		const v = rat(-b, 2n * a);
		const fl = v.n / v.d - 1n;
		for (const k of [fl, fl + 1n, fl + 2n]) {
			let kk = k;
			if (kmin !== null && kk < kmin) kk = kmin;
			if (kmax !== null && kk > kmax) kk = kmax;
			candidates.push(value(kk));
		}
		if (kmin !== null) candidates.push(value(kmin));
		if (kmax !== null) candidates.push(value(kmax));
		const best = candidates.reduce((x, y) => (a > 0n ? (y < x ? y : x) : y > x ? y : x));
		return a > 0n ? [best, null] : [null, best];
	}
	if (kmin !== null && kmin >= 0n && ints.every((c) => c >= 0n)) return [value(kmin), null];
	return [null, null];
}
