/**
 * Sets pinned down element by element. A set that the normal form knows only between bounds
 * lo ⊆ set ⊆ hi (primes, squares) is exact once every element of a small finite hi has been
 * checked on the card itself: {x ∈ ℤ | 1000 ≤ x ≤ 1020 and x is prime} is {1009, 1013, 1019}.
 */
import type { Approx } from './approx';
import { TooComplex } from '../errors';
import type { SetIR } from '../read/ir';
import type { Rat } from '../arithmetic/rational';
import * as S from './setnf';
import { isRational } from '../arithmetic/surd';
import type { Work } from '../work';

/** Whether an element is in the set a card describes: true, false, or null (cannot tell). */
export type Membership = (e: S.Elem, s: SetIR) => boolean | null;

/** Largest upper bound whose elements are checked one by one. */
export const enumerationLimit = 5000;

/** Work units per element checked (the membership itself spends its own). */
const unitsPerElement = 4;

/**
 * The elements of a finite set when there are at most `enumerationLimit` of them and checking
 * each (at `unitsEach`) takes at most half of the work left, so the rest of the question still
 * runs; null otherwise.
 */
function listable(w: Work, nf: S.SetNF, unitsEach: number): S.Elem[] | null {
	if (!S.isFinite(nf)) return null;
	try {
		const count = S.count(w, nf);
		if (count > BigInt(enumerationLimit) || Number(count) * unitsEach > w.left() / 2) return null;
		return S.elements(w, nf, enumerationLimit);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** The set exactly when each element of its finite upper bound is settled; else `a` unchanged. */
export function pinDown(w: Work, ir: SetIR, a: Approx, member: Membership): Approx {
	const elements = a.lo === a.hi ? null : listable(w, a.hi, unitsPerElement);
	if (!elements) return a;
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
	const elements = dom.lo === dom.hi ? listable(w, dom.lo, 1) : null;
	if (!elements) return null;
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
