/**
 * Sets pinned down element by element. A set that the normal form knows only between bounds
 * lo ⊆ set ⊆ hi (primes, squares) is exact once every element of a small finite hi has been
 * checked on the card itself: {x ∈ ℤ | 1000 ≤ x ≤ 1020 and x is prime} is {1009, 1013, 1019}.
 */
import type { Approx } from './compile';
import { TooComplex } from './errors';
import type { SetIR } from './ir';
import type { Rat } from './rational';
import * as S from './setnf';
import { isRational } from './surd';
import type { Work } from './work';

/** Whether an element is in the set a card describes: true, false, or null (cannot tell). */
export type Membership = (e: S.Elem, s: SetIR) => boolean | null;

/** Largest upper bound whose elements are checked one by one. */
export const enumerationLimit = 5000;

/** Work units per element checked (the membership itself spends its own). */
const unitsPerElement = 4;

/** The set exactly when each element of its finite upper bound is settled; else `a` unchanged. */
export function pinDown(w: Work, ir: SetIR, a: Approx, member: Membership): Approx {
	if (a.lo === a.hi || !S.isFinite(a.hi)) return a;
	let elements: S.Elem[];
	try {
		const count = S.count(w, a.hi);
		// Listing may take at most half of what is left, so the rest of the question still runs.
		if (count > BigInt(enumerationLimit) || Number(count) * unitsPerElement > w.left() / 2)
			return a;
		elements = S.elements(w, a.hi, enumerationLimit);
	} catch (err) {
		if (err instanceof TooComplex) return a;
		throw err;
	}
	const kept: S.Elem[] = [];
	for (const e of elements) {
		w.spend(unitsPerElement);
		const inside = member(e, ir);
		if (inside === null) return a;
		if (inside) kept.push(e);
	}
	const nf = S.fromElements(w, kept);
	return { lo: nf, hi: nf };
}

/**
 * The numbers of a small finite domain that pass `keep`, one by one, for a condition the normal
 * form cannot hold as a set (a remainder of fractions compared with <); null when the domain is
 * not known exactly, is too large, or holds an irrational number. Sets in the domain are no
 * numbers, so a condition on the number fails for them.
 */
export function filterListed(w: Work, dom: Approx, keep: (x: Rat) => boolean): Approx | null {
	if (dom.lo !== dom.hi || !S.isFinite(dom.lo)) return null;
	let elements: S.Elem[];
	try {
		if (S.count(w, dom.lo) > BigInt(enumerationLimit)) return null;
		elements = S.elements(w, dom.lo, enumerationLimit);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	const kept: S.Elem[] = [];
	for (const e of elements) {
		w.spend(1);
		if (e.t === 'set') continue;
		if (!isRational(e.v)) return null;
		if (keep(e.v.p)) kept.push(e);
	}
	const nf = S.fromElements(w, kept);
	return { lo: nf, hi: nf };
}
