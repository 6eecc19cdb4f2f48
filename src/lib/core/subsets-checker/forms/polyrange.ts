/**
 * Where the values of a quadratic a·x² + b·x + c lie when x runs over a set of real numbers (or
 * of fractions): between its values at the ends of the set's hull and at the vertex −b/2a, when
 * the vertex lies in the hull. So {n² : n ∈ ℚ} lies in [0, ∞) and {x² − 2x : x ∈ ℝ} in [−1, ∞).
 * A bound only (the values need not fill it), used as the upper approximation of the image.
 */
import { coef, degree, type Poly, polyAt } from '../read/ir';
import { boundsN } from './minkowski';
import * as N from './numset';
import { cmp, div, mul, neg, rat, sign, type Rat } from '../arithmetic/rational';
import type { Work } from '../work';

/** A closed interval holding every value of the quadratic on `dom`, or null for other terms. */
export function quadraticRange(w: Work, term: Poly, dom: N.NumSet): N.NumSet | null {
	if (degree(term) !== 2 || N.isEmptyN(dom)) return null;
	const [lo, hi] = boundsN(dom);
	const a = coef(term, 2);
	const up = sign(a) > 0;
	const vertex = neg(div(coef(term, 1), mul(rat(2n), a)));
	const inHull = (lo === null || cmp(lo, vertex) <= 0) && (hi === null || cmp(vertex, hi) <= 0);
	// The extreme at the vertex (a minimum when a > 0), and the other way the ends: unbounded
	// when an end is.
	const ends = [lo, hi].map((x) => (x === null ? null : polyAt(term, x)));
	const far: Rat | null = ends.includes(null)
		? null
		: (ends as Rat[]).reduce((x, y) => ((up ? cmp(y, x) > 0 : cmp(y, x) < 0) ? y : x));
	let near: Rat | null;
	if (inHull) near = polyAt(term, vertex);
	else {
		// The vertex outside the hull: the quadratic is monotone there, so the nearer end.
		const end = lo !== null && cmp(vertex, lo) < 0 ? lo : hi;
		near = end === null ? null : polyAt(term, end);
	}
	const [from, to] = up ? [near, far] : [far, near];
	const rationalsOnly = !dom.irr.length && !dom.pts.length;
	return N.realInterval(
		w,
		{ lo: from, loC: from !== null, hi: to, hiC: to !== null },
		rationalsOnly
	);
}
