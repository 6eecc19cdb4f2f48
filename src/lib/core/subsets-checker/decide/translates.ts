/**
 * A ⊆ S for a sum of a discrete set L and a bounded set J (ℤ plus an interval shorter than 1,
 * {a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}), which has no normal form: it is infinitely many separate
 * pieces. A ⊆ S exactly when every translate ℓ + J (ℓ ∈ L) lies in S. Beyond the ends of S's
 * intervals and the bounded stretches of both lattices, S and L repeat with a common period Π, so
 * whether ℓ + J ⊆ S depends only on ℓ mod Π there: the translates between those ends and one
 * period on each side settle every ℓ. When they are too many, the answer is left to other rows.
 */
import { isExact } from '../forms/approx';
import { Compiler } from '../forms/compile';
import { sumApprox } from '../forms/minkowski';
import * as N from '../forms/numset';
import * as P from '../forms/periodic';
import {
	add,
	bceilDiv,
	bfloorDiv,
	cmp,
	ONE,
	rat,
	ratAbs,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import { bounds, isIrr, type End } from '../arithmetic/real';
import { TooComplex } from '../errors';
import { gcd } from '../../numbers/integers';
import { blcm } from '../../numbers/modular';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** Most translates ℓ + J checked one by one. */
const translateLimit = 2048;

/** A rational at most `x` (lower) or at least `x` (upper). */
function below(x: End): Rat {
	return isIrr(x) ? bounds(x, 40)[0] : x;
}
function above(x: End): Rat {
	return isIrr(x) ? bounds(x, 40)[1] : x;
}

/** The least and greatest of a bounded set's ends (rational bounds of them), or null when unbounded. */
function hull(ns: N.NumSet): [Rat, Rat] | null {
	let lo: Rat | null = null;
	let hi: Rat | null = null;
	const meet = (l: Rat, h: Rat) => {
		if (lo === null || cmp(l, lo) < 0) lo = l;
		if (hi === null || cmp(h, hi) > 0) hi = h;
	};
	for (const iv of [...ns.q, ...ns.irr]) {
		if (iv.lo === null || iv.hi === null) return null;
		meet(below(iv.lo), above(iv.hi));
	}
	for (const s of ns.lat) {
		if (s.lo === null || s.hi === null) return null;
		meet(rat(s.lo, ns.d), rat(s.hi, ns.d));
	}
	if (ns.pts.length) return null;
	return lo === null || hi === null ? null : [lo, hi];
}

/**
 * The stretch outside which the set repeats with its period: its interval ends and the ends of
 * its bounded lattice stretches (null when it has none), and that period as a real number.
 */
function irregular(ns: N.NumSet): { lo: Rat | null; hi: Rat | null; period: Rat } | null {
	if (ns.pts.length) return null;
	let lo: Rat | null = null;
	let hi: Rat | null = null;
	const meet = (x: Rat) => {
		if (lo === null || cmp(x, lo) < 0) lo = x;
		if (hi === null || cmp(x, hi) > 0) hi = x;
	};
	for (const iv of [...ns.q, ...ns.irr]) {
		for (const end of [iv.lo, iv.hi]) {
			if (end === null) continue;
			meet(below(end));
			meet(above(end));
		}
	}
	let p = 1n;
	for (const s of ns.lat) {
		if (s.lo !== null) meet(rat(s.lo, ns.d));
		if (s.hi !== null) meet(rat(s.hi, ns.d));
		if (s.lo !== null && s.hi !== null) continue;
		// Residue patterns past the tables are left to the rows that read them.
		if (s.big) return null;
		p = blcm(p, BigInt(s.p));
	}
	return { lo, hi, period: rat(p, ns.d) };
}

/** The least common multiple of two positive rationals: a multiple of each by a whole number. */
function lcmRat(x: Rat, y: Rat): Rat {
	return rat(blcm(x.n, y.n), gcd(x.d, y.d));
}

/** The discrete part and the bounded part of A = L + J, each a set of numbers, or null. */
function splitSum(q: Question): { l: N.NumSet; j: N.NumSet } | null {
	if (q.a.k !== 'sum') return null;
	const compiler = new Compiler(q.w, { naturalsFrom: q.naturalsFrom, modulus: 12 });
	const discrete = [];
	const bounded = [];
	for (const part of q.a.parts) {
		const c = compiler.set(part);
		if (!isExact(c) || c.lo.fam.length) return null;
		const ns = c.lo.num;
		if (!ns.q.length && !ns.irr.length && !ns.pts.length) discrete.push(c);
		else if (hull(ns)) bounded.push(c);
		else return null;
	}
	if (!discrete.length || !bounded.length) return null;
	return { l: sumApprox(q.w, discrete).lo.num, j: sumApprox(q.w, bounded).lo.num };
}

/** The elements n/d of L (scale d) with lo ≤ n/d ≤ hi, ascending; null past the limit. */
function latticeBetween(l: N.NumSet, lo: Rat, hi: Rat): Rat[] | null {
	const from = bceilDiv(lo.n * l.d, lo.d);
	const to = bfloorDiv(hi.n * l.d, hi.d);
	const out: Rat[] = [];
	for (const s of l.lat) {
		let n = P.nextIn(s, from);
		while (n !== null && n <= to) {
			if (out.length >= translateLimit) return null;
			out.push(rat(n, l.d));
			n = n === s.hi ? null : P.nextIn(s, n + 1n);
		}
	}
	return out;
}

/** A ⊆ S for A a discrete set plus a bounded one, translate by translate; null when too many. */
export function byTranslates(q: Question): Decision | null {
	const { w } = q;
	try {
		const split = splitSum(q);
		if (!split) return null;
		const { l, j } = split;
		const cs = new Compiler(w, { naturalsFrom: q.naturalsFrom, modulus: 12 }).set(q.s);
		if (!isExact(cs) || cs.lo.fam.length) return null;
		const s = cs.lo.num;
		const [jLo, jHi] = hull(j) ?? [ZERO, ZERO];
		const rs = irregular(s);
		const rl = irregular(l);
		if (!rs || !rl) return null;
		// Past `top` a translate lies wholly beyond S's irregular stretch and ℓ beyond L's.
		let top = ZERO;
		let bottom = ZERO;
		const atLeast = (x: Rat | null) => {
			if (x !== null && cmp(x, top) > 0) top = x;
		};
		const atMost = (x: Rat | null) => {
			if (x !== null && cmp(x, bottom) < 0) bottom = x;
		};
		atLeast(rs.hi === null ? null : sub(rs.hi, jLo));
		atLeast(rs.lo === null ? null : sub(rs.lo, jLo));
		atLeast(rl.hi);
		atMost(rs.lo === null ? null : sub(rs.lo, jHi));
		atMost(rs.hi === null ? null : sub(rs.hi, jHi));
		atMost(rl.lo);
		const period = lcmRat(rs.period, rl.period);
		const ls = latticeBetween(l, sub(bottom, period), add(add(top, period), ONE));
		if (!ls) return null;
		// The translates nearest zero first, so that a witness is as plain as the cards allow.
		ls.sort((x, y) => cmp(ratAbs(x), ratAbs(y)));
		for (const shift of ls) {
			w.begin();
			const piece = N.affineN(w, j, ONE, shift);
			const outside = N.diff(w, piece, s);
			if (N.isEmptyN(outside)) continue;
			for (const v of N.simplestN(w, outside, 4)) {
				const answer = confirmedWitness(q, { t: 'num', v });
				if (answer) return answer;
			}
			return null;
		}
		return subset({ code: 'sub/translates' });
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
