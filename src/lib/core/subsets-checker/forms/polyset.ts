/**
 * The real numbers where a polynomial condition holds, p(x) op 0, exactly: the real roots of p
 * split the line into open gaps on which p keeps one sign (read at a rational point of each gap),
 * so the set is a union of gaps and roots. Rational roots are exact fractions; the others are
 * algebraic numbers (real.ts), so {x ∈ ℤ | x² < 10} gets its integer range from exact floors and
 * {x ∈ ℝ | x² = 2} its points ±√2.
 */
import type { CompareOp } from '../read/ast';
import { TooComplex } from '../errors';
import * as I from './intervals';
import type { Iv } from './intervals';
import { signHolds } from '../read/ast';
import type { Poly } from '../read/ir';
import * as N from './numset';
import { cmp, floor, rat, simplestBetween, type Rat } from '../arithmetic/rational';
import { isRat, primitive, realRoots, signAt, type End } from '../arithmetic/real';
import { fromEnd } from '../arithmetic/surd';
import type { Work } from '../work';
import { coef, degree } from '../read/ir';
import { div, isZero, neg, sign } from '../arithmetic/rational';
import { mirrorOp } from '../read/ast';

const allIv: Iv = { lo: null, loC: false, hi: null, hiC: false };

/**
 * The ends of a root's isolating interval (a rational root is its own). A root of an integer
 * polynomial is rational or algebraic, never one of the transcendental constants.
 */
function isoLo(x: End): Rat {
	if (isRat(x)) return x;
	if (x.k === 'alg') return x.lo;
	throw new TypeError('a root of a polynomial is algebraic');
}
function isoHi(x: End): Rat {
	if (isRat(x)) return x;
	if (x.k === 'alg') return x.hi;
	throw new TypeError('a root of a polynomial is algebraic');
}

/**
 * The roots of p, isolated once per question: a question reads its cards several times (one
 * attempt per reading), and isolating the roots of a hard polynomial again each time would
 * multiply the cost. A failure is remembered too.
 */
function rootsOnce(w: Work, p: bigint[]): End[] {
	const key = p.join(' ');
	let found = w.realRoots.get(key);
	if (found === undefined) {
		try {
			found = realRoots(p);
		} catch (err) {
			if (!(err instanceof TooComplex)) throw err;
			found = err;
		}
		w.realRoots.set(key, found);
	}
	if (found instanceof TooComplex) throw found;
	return found;
}

/** {x ∈ ℝ | t(x) op 0} for a polynomial t of degree at least 1. */
export function polyCompare(w: Work, op: CompareOp, t: Poly): N.NumSet {
	const p = primitive(t);
	const roots = rootsOnce(w, p);
	// A rational point in each gap: before the first root, between two, after the last.
	const samples: Rat[] = [];
	if (!roots.length) samples.push(rat(0n));
	else samples.push(rat(floor(isoLo(roots[0])) - 1n));
	for (let i = 0; i + 1 < roots.length; i++) {
		const a = isoHi(roots[i]);
		const b = isoLo(roots[i + 1]);
		// Isolating intervals may share an end, which is then no root: a point of the gap.
		samples.push(cmp(a, b) < 0 ? simplestBetween(a, b) : a);
	}
	if (roots.length) samples.push(rat(floor(isoHi(roots[roots.length - 1])) + 1n));
	const pieces: Iv[] = [];
	for (let i = 0; i < samples.length; i++) {
		if (signHolds(op, signAt(p, samples[i])))
			pieces.push({ lo: roots[i - 1] ?? null, loC: false, hi: roots[i] ?? null, hiC: false });
	}
	if (signHolds(op, 0)) for (const r of roots) pieces.push({ lo: r, loC: true, hi: r, hiC: true });
	// Roots next to gaps close them: (-√2, √2) and both ends give [-√2, √2].
	let out = N.emptyNum;
	for (const iv of I.union(pieces, [])) {
		const part = I.isPoint(iv) ? N.numPoints([fromEnd(iv.lo)]) : N.realInterval(w, iv);
		out = N.union(w, out, part);
	}
	return out;
}

/** {x ∈ ℝ | t(x) op 0} for a polynomial t of any degree (a·x + b op 0 by its root). */
export function compareSet(w: Work, op: CompareOp, t: Poly): N.NumSet {
	if (degree(t) >= 2) return polyCompare(w, op, t);
	const a = coef(t, 1);
	const b = coef(t, 0);
	if (isZero(a)) {
		return signHolds(op, sign(b)) ? N.realInterval(w, allIv) : N.emptyNum;
	}
	// a·x + b op 0  ⟺  x op' -b/a.
	const root = neg(div(b, a));
	let o = op;
	if (sign(a) < 0) o = mirrorOp(op);
	switch (o) {
		case '<':
			return N.realInterval(w, { lo: null, loC: false, hi: root, hiC: false });
		case '<=':
			return N.realInterval(w, { lo: null, loC: false, hi: root, hiC: true });
		case '>':
			return N.realInterval(w, { lo: root, loC: false, hi: null, hiC: false });
		case '>=':
			return N.realInterval(w, { lo: root, loC: true, hi: null, hiC: false });
		case '=':
			return N.realInterval(w, { lo: root, loC: true, hi: root, hiC: true });
		case '!=':
			return N.union(
				w,
				N.realInterval(w, { lo: null, loC: false, hi: root, hiC: false }),
				N.realInterval(w, { lo: root, loC: false, hi: null, hiC: false })
			);
	}
}
