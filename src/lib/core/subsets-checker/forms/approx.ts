/**
 * A set as the normal forms know it: exactly, or between two normal forms lo ⊆ set ⊆ hi (with
 * primes or squares). Its own module, so the forms that build approximations (compile.ts,
 * enumerate.ts, minkowski.ts) share it without importing each other.
 */
import type * as N from './numset';
import * as S from './setnf';
import type { Work } from '../work';

/** A set known exactly (lo === hi) or between two normal forms. */
export interface Approx {
	lo: S.SetNF;
	hi: S.SetNF;
}

/** Whether the set is known exactly. */
export function isExact(a: Approx): boolean {
	return a.lo === a.hi;
}

/** The set known exactly as `s`. */
export function exact(s: S.SetNF): Approx {
	return { lo: s, hi: s };
}

/**
 * An approximation whose upper bound lies inside its lower one is the set itself: lo ⊆ set ⊆ hi
 * ⊆ lo. So {x ∈ ℙ | x < 5} is exactly {2, 3}, also as an element of a set of sets.
 */
export function settled(w: Work, a: Approx): Approx {
	return !isExact(a) && S.subset(w, a.hi, a.lo) ? exact(a.lo) : a;
}

/** The operation on both bounds, or once on a set known exactly. */
export function both(a: Approx, b: Approx, f: (x: S.SetNF, y: S.SetNF) => S.SetNF): Approx {
	if (isExact(a) && isExact(b)) return exact(f(a.lo, b.lo));
	return { lo: f(a.lo, b.lo), hi: f(a.hi, b.hi) };
}
/** The union of two sets known exactly or between bounds. */
export function union(w: Work, a: Approx, b: Approx): Approx {
	return both(a, b, (x, y) => S.union(w, x, y));
}
/** Their intersection. */
export function inter(w: Work, a: Approx, b: Approx): Approx {
	return both(a, b, (x, y) => S.inter(w, x, y));
}
/** The difference a \\ b: its lower bound takes b's upper one away. */
export function diff(w: Work, a: Approx, b: Approx): Approx {
	if (isExact(a) && isExact(b)) return exact(S.diff(w, a.lo, b.lo));
	return { lo: S.diff(w, a.lo, b.hi), hi: S.diff(w, a.hi, b.lo) };
}
/** The numbers of both bounds mapped by f (an affine map, say). */
export function mapNums(a: Approx, f: (n: N.NumSet) => N.NumSet): Approx {
	if (isExact(a)) return exact(S.numbers(f(a.lo.num)));
	return { lo: S.numbers(f(a.lo.num)), hi: S.numbers(f(a.hi.num)) };
}
