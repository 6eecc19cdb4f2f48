/**
 * The normal form of a set: its numbers (`NumSet`) and its elements that are sets (a `Family`).
 * A family is a union of cells: a single set `{Y}`, or the power-set cell
 * {Y : Y ⊆ p, Y ⊄ each of `not`, Y ≠ each of `ex`}, which is closed under union, intersection
 * and difference. Sets are compared extensionally, recursively; A ⊆ S is "A \ S is empty".
 */
import { TooComplex } from '../errors';
import * as N from './numset';
import { isRational, sCmp, type Surd } from '../arithmetic/surd';
import type { Work } from '../work';

export type Cell = { k: 'one'; v: SetNF } | { k: 'pow'; p: SetNF; not: SetNF[]; ex: SetNF[] };

export interface SetNF {
	num: N.NumSet;
	fam: Cell[];
}

export type Elem = { t: 'num'; v: Surd } | { t: 'set'; v: SetNF };

export const emptySet: SetNF = { num: N.emptyNum, fam: [] };

export function numbers(num: N.NumSet): SetNF {
	return { num, fam: [] };
}

export function union(w: Work, a: SetNF, b: SetNF): SetNF {
	w.spend();
	return { num: N.union(w, a.num, b.num), fam: [...a.fam, ...b.fam] };
}

export function inter(w: Work, a: SetNF, b: SetNF): SetNF {
	w.spend();
	const fam: Cell[] = [];
	for (const x of a.fam) for (const y of b.fam) fam.push(...interCells(w, x, y));
	return { num: N.inter(w, a.num, b.num), fam };
}

export function diff(w: Work, a: SetNF, b: SetNF): SetNF {
	w.spend();
	let fam = a.fam;
	for (const y of b.fam) fam = fam.flatMap((x) => diffCell(w, x, y));
	return { num: N.diff(w, a.num, b.num), fam };
}

export function powerSet(a: SetNF): SetNF {
	return { num: N.emptyNum, fam: [{ k: 'pow', p: a, not: [], ex: [] }] };
}

export function singletonSet(v: SetNF): Cell {
	return { k: 'one', v };
}

function interCells(w: Work, x: Cell, y: Cell): Cell[] {
	if (x.k === 'one') return memberCell(w, x.v, y) ? [x] : [];
	if (y.k === 'one') return memberCell(w, y.v, x) ? [y] : [];
	return [{ k: 'pow', p: inter(w, x.p, y.p), not: [...x.not, ...y.not], ex: [...x.ex, ...y.ex] }];
}

function diffCell(w: Work, x: Cell, y: Cell): Cell[] {
	w.spend();
	if (x.k === 'one') return memberCell(w, x.v, y) ? [] : [x];
	if (y.k === 'one') return memberCell(w, y.v, x) ? [{ ...x, ex: [...x.ex, y.v] }] : [x];
	// Y ⊆ x.p, not in y: Y ⊄ y.p, or Y ⊆ one of y.not, or Y is one of y.ex.
	const out: Cell[] = [{ k: 'pow', p: x.p, not: [...x.not, y.p], ex: x.ex }];
	for (const n of y.not) out.push({ k: 'pow', p: inter(w, x.p, n), not: x.not, ex: x.ex });
	for (const e of y.ex) if (memberCell(w, e, x)) out.push({ k: 'one', v: e });
	return out;
}

function memberCell(w: Work, y: SetNF, c: Cell): boolean {
	w.spend();
	if (c.k === 'one') return equal(w, y, c.v);
	if (!subset(w, y, c.p)) return false;
	if (c.not.some((n) => subset(w, y, n))) return false;
	return !c.ex.some((e) => equal(w, y, e));
}

/** Whether the element is in the set. */
export function has(w: Work, s: SetNF, e: Elem): boolean {
	if (e.t === 'num') return N.hasN(s.num, e.v);
	return s.fam.some((c) => memberCell(w, e.v, c));
}

export function isEmpty(w: Work, s: SetNF): boolean {
	return N.isEmptyN(s.num) && s.fam.every((c) => cellWitness(w, c) === null);
}

// Normal forms are never changed once built, so answers can be kept per pair of objects for the
// question (`Work.subsets`); without this, comparing nested sets such as {{{1}}} would take
// exponential time.
export function subset(w: Work, a: SetNF, b: SetNF): boolean {
	if (a === b) return true;
	let row = w.subsets.get(a);
	const known = row?.get(b);
	if (known !== undefined) return known;
	const answer = isEmpty(w, diff(w, a, b));
	if (!row) w.subsets.set(a, (row = new WeakMap()));
	row.set(b, answer);
	return answer;
}

export function equal(w: Work, a: SetNF, b: SetNF): boolean {
	// Cheap mismatches first: a finite set never equals an infinite one.
	if (N.isEmptyN(a.num) !== N.isEmptyN(b.num) && a.fam.length === 0 && b.fam.length === 0)
		return false;
	const fa = isFinite(a);
	if (fa !== isFinite(b)) return false;
	return subset(w, a, b) && subset(w, b, a);
}

export function isFinite(s: SetNF): boolean {
	return N.isFiniteN(s.num) && s.fam.every((c) => c.k === 'one' || isFinite(c.p));
}

/** A set in normal form built from finitely many elements. */
export function fromElements(w: Work, elems: Elem[]): SetNF {
	const nums = elems.filter((e) => e.t === 'num').map((e) => e.v);
	const fam: Cell[] = [];
	for (const e of elems)
		if (e.t === 'set' && !fam.some((c) => c.k === 'one' && equal(w, c.v, e.v)))
			fam.push({ k: 'one', v: e.v });
	return { num: N.numPoints(nums), fam };
}

/** An element of the cell, as simple as can be found, or null when the cell is empty. */
function cellWitness(w: Work, c: Cell): SetNF | null {
	w.spend();
	if (c.k === 'one') return c.v;
	// Y must be inside p and, for each "not" set n, hold an element of p outside n.
	const needed: Elem[] = [];
	for (const n of c.not) {
		const rest = diff(w, c.p, n);
		const e = simplest(w, rest, 1)[0];
		if (!e) return null;
		if (!needed.some((x) => sameElem(w, x, e))) needed.push(e);
	}
	const base = fromElements(w, needed);
	if (!c.ex.some((e) => equal(w, base, e))) return base;
	// Some exceptions take the simplest choices: add one more element of p, trying a few.
	const extra = simplest(w, diff(w, c.p, base), c.ex.length + 1);
	for (const e of extra) {
		const y = fromElements(w, [...needed, e]);
		if (!c.ex.some((x) => equal(w, y, x))) return y;
	}
	// p has few elements left: try every subset of a small finite p.
	if (isFinite(c.p)) {
		const all = elements(w, c.p, 13);
		if (all.length > 12) throw new TooComplex('too many subsets to try');
		for (let mask = 0; mask < 1 << all.length; mask++) {
			const y = fromElements(
				w,
				all.filter((_, i) => mask & (1 << i))
			);
			if (memberCell(w, y, c)) return y;
		}
		return null;
	}
	throw new TooComplex('could not find an element of a power-set cell');
}

function sameElem(w: Work, a: Elem, b: Elem): boolean {
	if (a.t === 'num' && b.t === 'num') return sCmp(a.v, b.v) === 0;
	if (a.t === 'set' && b.t === 'set') return equal(w, a.v, b.v);
	return false;
}

/** Elements of a finite set (numbers ascending, then sets), at most `limit`. */
export function elements(w: Work, s: SetNF, limit: number): Elem[] {
	const out: Elem[] = N.elementsN(s.num, limit).map((v) => ({ t: 'num', v }));
	for (const c of s.fam) {
		if (out.length >= limit) break;
		if (c.k === 'one') {
			if (!out.some((e) => e.t === 'set' && equal(w, e.v, c.v))) out.push({ t: 'set', v: c.v });
			continue;
		}
		const all = elements(w, c.p, 13);
		if (all.length > 12) throw new TooComplex('too many subsets to list');
		for (let mask = 0; mask < 1 << all.length && out.length < limit; mask++) {
			const y = fromElements(
				w,
				all.filter((_, i) => mask & (1 << i))
			);
			if (memberCell(w, y, c) && !out.some((e) => e.t === 'set' && equal(w, e.v, y)))
				out.push({ t: 'set', v: y });
		}
	}
	return out.slice(0, limit);
}

/** Number of elements of a finite set. */
export function count(w: Work, s: SetNF): bigint {
	let total = N.countN(s.num);
	// A whole power set of a finite set has 2^|p| elements: no need to list them.
	if (s.fam.length === 1 && s.fam[0].k === 'pow' && !s.fam[0].not.length && !s.fam[0].ex.length)
		return total + 2n ** count(w, s.fam[0].p);
	if (s.fam.length) total += BigInt(elements(w, s, 5000).filter((e) => e.t === 'set').length);
	return total;
}

function setSize(w: Work, s: SetNF): number {
	return isFinite(s) ? Number(count(w, s)) : Infinity;
}

/**
 * Up to `limit` elements in order of simplicity: integers, fractions, then sets (smallest first),
 * then irrational numbers.
 */
export function simplest(w: Work, s: SetNF, limit: number): Elem[] {
	const nums = N.simplestN(w, s.num, limit);
	const rational = nums.filter(isRational).map((v): Elem => ({ t: 'num', v }));
	const irrational = nums.filter((v) => !isRational(v)).map((v): Elem => ({ t: 'num', v }));
	const sets: SetNF[] = [];
	for (const c of s.fam) {
		const y = cellWitness(w, c);
		if (y && !sets.some((v) => equal(w, v, y))) sets.push(y);
	}
	sets.sort((a, b) => setSize(w, a) - setSize(w, b));
	const setElems = sets.map((v): Elem => ({ t: 'set', v }));
	return [...rational, ...setElems, ...irrational].slice(0, limit);
}

/** Whether the set has uncountably many elements. */
export function isUncountable(w: Work, s: SetNF): boolean {
	if (N.isUncountableN(s.num)) return true;
	return s.fam.some((c) => c.k === 'pow' && !isFinite(c.p) && cellWitness(w, c) !== null);
}

/** The largest period among the integer parts, for choosing moduli of approximations. */
export function periodOf(s: SetNF): number {
	let p = N.periodOf(s.num);
	for (const c of s.fam) {
		try {
			p = Math.max(p, c.k === 'one' ? periodOf(c.v) : periodOf(c.p));
		} catch {
			/* keep what we have */
		}
	}
	return p;
}
