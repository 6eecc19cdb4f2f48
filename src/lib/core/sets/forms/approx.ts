/**
 * A set as the normal forms know it: exactly, or between two normal forms lo ⊆ set ⊆ hi (with
 * primes or squares). Its own module, so the forms that build approximations (compile.ts,
 * enumerate.ts, minkowski.ts) share it without importing each other.
 */
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
