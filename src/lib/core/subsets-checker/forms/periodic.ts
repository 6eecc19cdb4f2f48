/**
 * Ultimately periodic sets of integers, as sorted disjoint segments: each is a range [lo, hi]
 * (null: unbounded) and a residue pattern modulo a period p. Finite exceptions are segments of
 * one point. Union, intersection and difference are computed range by range at the common
 * period, so sets like {x ∈ ℤ | 0 < x < 10^30, x mod 6 = 1} stay small. A period above the table
 * limit (x ≡ 1 (mod 1000003) and x odd: 2000006) is kept as residue classes instead (residueboxes.ts).
 */
import { gcdNumber as gcdNum, lcmNumber } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { bmod } from '../../numbers/modular';
import { bceilDiv, bfloorDiv } from '../arithmetic/rational';
import * as R from './residueboxes';
import type { Work } from '../work';

export interface Seg {
	lo: bigint | null;
	hi: bigint | null;
	p: number;
	/** res[r] = 1 when n ≡ r (mod p) is in the set. */
	res: Uint8Array;
	/** The residues as classes when the period is above the period limit (then p is 0, res empty). */
	big?: R.Pattern;
}

export type Periodic = Seg[];

/** A segment with both ends: it holds finitely many numbers. */
export type BoundedSeg = Seg & { lo: bigint; hi: bigint };

/** Whether the segment has both ends. */
export function isBounded(s: Seg): s is BoundedSeg {
	return s.lo !== null && s.hi !== null;
}

/** Whether the segment ends before `lo` (false when either is unbounded there). */
function endsBefore(s: Seg, lo: bigint | null): boolean {
	return lo !== null && s.hi !== null && s.hi < lo;
}

/** Largest common period handled. */
export const maxPeriod = 1 << 20;
/**
 * Periods above the question's period limit (`Work.periodLimit`) become residue patterns
 * (residueboxes.ts), which stay small for x ≡ 1 (mod 1000003) where a table would hold a million flags.
 */
export { defaultPeriodLimit } from '../work';

const ALL = new Uint8Array([1]);
const NONE = new Uint8Array(0);

function bigSeg(w: Work, lo: bigint | null, hi: bigint | null, big: R.Pattern): Seg {
	const period = R.periodPat(big);
	if (period <= BigInt(w.periodLimit)) {
		const p = Number(period);
		w.spend(Math.ceil(p / 64));
		return { lo, hi, p, res: R.toResidues(big, p) };
	}
	return { lo, hi, p: 0, res: NONE, big };
}

function patternOf(w: Work, s: Seg): R.Pattern {
	return s.big ?? R.fromResidues(w, s.p, s.res);
}

/** The period of two periods together; past `maxPeriod` the reading is too complex. */
export function lcmNum(a: number, b: number): number {
	const l = lcmNumber(a, b);
	if (l > maxPeriod) throw new TooComplex('period too large');
	return l;
}

function resOf(n: bigint, p: number): number {
	return p === 1 ? 0 : Number(bmod(n, BigInt(p)));
}

/** The numbers n with c·n in the set (c > 0), such as the integers of a lattice of scale c. */
export function shrinkP(w: Work, set: Periodic, c: bigint): Periodic {
	return normalizeSegs(
		set.map((s): Seg => {
			const lo = s.lo === null ? null : bceilDiv(s.lo, c);
			const hi = s.hi === null ? null : bfloorDiv(s.hi, c);
			return bigSeg(w, lo, hi, R.preimagePat(patternOf(w, s), c, 0n));
		})
	);
}

/** Every integer in [lo, hi]. */
export function fullRange(lo: bigint | null, hi: bigint | null): Periodic {
	if (lo !== null && hi !== null && lo > hi) return [];
	return [{ lo, hi, p: 1, res: ALL }];
}

/** The integers n in [lo, hi] with n mod p in `residues`. */
export function classes(
	p: number,
	residues: Iterable<number>,
	lo: bigint | null = null,
	hi: bigint | null = null
): Periodic {
	const res = new Uint8Array(p);
	for (const r of residues) res[((r % p) + p) % p] = 1;
	return normalizeSegs([{ lo, hi, p, res }]);
}

/** The integers n in [lo, hi] whose remainder mod m is listed (inside) or not listed (not inside). */
export function listedClasses(
	w: Work,
	m: bigint,
	listed: bigint[],
	inside: boolean,
	lo: bigint | null = null,
	hi: bigint | null = null
): Periodic {
	return normalizeSegs([bigSeg(w, lo, hi, R.listedPat(w, m, listed, inside))]);
}

export function points(values: bigint[]): Periodic {
	const sorted = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return sorted.map((v) => ({ lo: v, hi: v, p: 1, res: ALL }));
}

export function has(set: Periodic, n: bigint): boolean {
	for (const s of set) {
		if (s.lo !== null && n < s.lo) continue;
		if (s.hi !== null && n > s.hi) continue;
		if (s.big) return R.hasPat(s.big, n);
		return s.res[resOf(n, s.p)] === 1;
	}
	return false;
}

/** The smallest element of the segment that is >= n (n null: its lowest; null if none). */
export function nextIn(s: Seg, n: bigint | null): bigint | null {
	let start = n;
	if (s.lo !== null && (start === null || start < s.lo)) start = s.lo;
	if (start === null) return null;
	if (s.big) return R.nextPat(s.big, start, s.hi);
	const r0 = resOf(start, s.p);
	for (let i = 0; i < s.p; i++) {
		if (s.res[(r0 + i) % s.p]) {
			const v = start + BigInt(i);
			return s.hi !== null && v > s.hi ? null : v;
		}
	}
	return null;
}

/** The largest element of the segment that is <= n (n null: its highest; null if none). */
export function prevIn(s: Seg, n: bigint | null): bigint | null {
	let start = n;
	if (s.hi !== null && (start === null || start > s.hi)) start = s.hi;
	if (start === null) return null;
	if (s.big) return R.prevPat(s.big, start, s.lo);
	const r0 = resOf(start, s.p);
	for (let i = 0; i < s.p; i++) {
		if (s.res[(((r0 - i) % s.p) + s.p) % s.p]) {
			const v = start - BigInt(i);
			return s.lo !== null && v < s.lo ? null : v;
		}
	}
	return null;
}

function minimalPeriod(p: number, res: Uint8Array): [number, Uint8Array] {
	for (let q = 1; q < p; q++) {
		if (p % q) continue;
		let ok = true;
		for (let i = q; i < p && ok; i++) if (res[i] !== res[i % q]) ok = false;
		if (ok) return [q, res.slice(0, q)];
	}
	return [p, res];
}

function samePattern(a: Seg, b: Seg): boolean {
	if (a.p !== b.p) return false;
	for (let i = 0; i < a.p; i++) if (a.res[i] !== b.res[i]) return false;
	return true;
}

/** Tightens ranges to their first and last elements, drops empty segments, merges equal neighbours. */
export function normalizeSegs(segs: Seg[]): Periodic {
	const out: Seg[] = [];
	for (let s of segs) {
		if (s.big ? s.big.length === 0 : !s.res.includes(1)) continue;
		if (!s.big) {
			const [p, res] = minimalPeriod(s.p, s.res);
			s = { lo: s.lo, hi: s.hi, p, res };
		}
		const lo = s.lo === null ? null : nextIn(s, s.lo);
		if (s.lo !== null && lo === null) continue;
		const hi = s.hi === null ? null : prevIn(s, s.hi);
		if (s.hi !== null && hi === null) continue;
		if (lo !== null && hi !== null && lo > hi) continue;
		s =
			lo !== null && lo === hi
				? { lo, hi, p: 1, res: ALL }
				: s.big
					? { lo, hi, p: 0, res: NONE, big: s.big }
					: { lo, hi, p: s.p, res: s.res };
		const last = out[out.length - 1];
		if (last && !last.big && !s.big && last.hi !== null && s.lo !== null) {
			// Merge when the patterns agree and the gap between holds no element of the pattern.
			const merged: Seg = { lo: last.lo, hi: s.hi, p: last.p, res: last.res };
			if (samePattern(last, s)) {
				const gapFirst = nextIn({ lo: last.hi + 1n, hi: s.lo - 1n, p: s.p, res: s.res }, null);
				if (gapFirst === null) {
					out[out.length - 1] = merged;
					continue;
				}
			} else if (
				last.lo === last.hi &&
				s.lo - last.hi <= 1n + BigInt(s.p) &&
				s.res[resOf(last.hi, s.p)]
			) {
				// A single point just before a segment that would include it.
				const gapFirst = nextIn({ lo: last.hi + 1n, hi: s.lo - 1n, p: s.p, res: s.res }, null);
				if (gapFirst === null) {
					out[out.length - 1] = { lo: last.lo, hi: s.hi, p: s.p, res: s.res };
					continue;
				}
			}
		}
		out.push(s);
	}
	return out;
}

function covers(s: Seg, lo: bigint | null, hi: bigint | null): boolean {
	const loOk = s.lo === null || (lo !== null && s.lo <= lo);
	const hiOk = s.hi === null || (hi !== null && s.hi >= hi);
	return loOk && hiOk;
}

/** Combines two sets range by range with a boolean operation (op(false, false) must be false). */
export function combine(
	w: Work,
	a: Periodic,
	b: Periodic,
	op: (x: boolean, y: boolean) => boolean
): Periodic {
	const cuts: bigint[] = [];
	for (const s of a) {
		if (s.lo !== null) cuts.push(s.lo);
		if (s.hi !== null) cuts.push(s.hi + 1n);
	}
	for (const s of b) {
		if (s.lo !== null) cuts.push(s.lo);
		if (s.hi !== null) cuts.push(s.hi + 1n);
	}
	cuts.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
	const uniq: bigint[] = [];
	for (const c of cuts) if (uniq.length === 0 || uniq[uniq.length - 1] !== c) uniq.push(c);
	const ranges: [bigint | null, bigint | null][] = [];
	if (uniq.length === 0) ranges.push([null, null]);
	else {
		ranges.push([null, uniq[0] - 1n]);
		for (let i = 0; i + 1 < uniq.length; i++) ranges.push([uniq[i], uniq[i + 1] - 1n]);
		ranges.push([uniq[uniq.length - 1], null]);
	}
	const out: Seg[] = [];
	let ia = 0;
	let ib = 0;
	for (const [lo, hi] of ranges) {
		while (ia < a.length && endsBefore(a[ia], lo)) ia++;
		while (ib < b.length && endsBefore(b[ib], lo)) ib++;
		const sa = ia < a.length && covers(a[ia], lo, hi) ? a[ia] : null;
		const sb = ib < b.length && covers(b[ib], lo, hi) ? b[ib] : null;
		if (!sa && !sb) continue;
		const pa = sa ? sa.p : 1;
		const pb = sb ? sb.p : 1;
		const l = sa?.big || sb?.big ? Infinity : lcmNumber(pa, pb);
		// A table that does not grow stays a table, such as x mod 10000 < 5000 within ℤ.
		if (l > w.periodLimit && l > Math.max(pa, pb)) {
			// Too long a period for a residue table: combine the patterns class by class.
			const big = R.combinePat(w, sa ? patternOf(w, sa) : [], sb ? patternOf(w, sb) : [], op);
			if (big.length) out.push(bigSeg(w, lo, hi, big));
			continue;
		}
		const p = l;
		w.spend(Math.ceil(p / 64));
		const res = new Uint8Array(p);
		let any = false;
		for (let r = 0; r < p; r++) {
			const x = sa ? sa.res[r % pa] === 1 : false;
			const y = sb ? sb.res[r % pb] === 1 : false;
			if (op(x, y)) {
				res[r] = 1;
				any = true;
			}
		}
		if (any) out.push({ lo, hi, p, res });
	}
	return normalizeSegs(out);
}

export const union = (w: Work, a: Periodic, b: Periodic): Periodic =>
	a.length === 0 ? b : b.length === 0 ? a : combine(w, a, b, (x, y) => x || y);
export const inter = (w: Work, a: Periodic, b: Periodic): Periodic =>
	a.length === 0 || b.length === 0 ? [] : combine(w, a, b, (x, y) => x && y);
export const diff = (w: Work, a: Periodic, b: Periodic): Periodic =>
	a.length === 0 || b.length === 0 ? a : combine(w, a, b, (x, y) => x && !y);

/** The image under n ↦ c·n + e (c ≠ 0). */
export function affineP(w: Work, set: Periodic, c: bigint, e: bigint): Periodic {
	if (c === 1n && e === 0n) return set;
	const ac = c < 0n ? -c : c;
	if (
		ac > BigInt(maxPeriod) &&
		set.every((s) => s.lo !== null && s.hi !== null && s.hi - s.lo <= 10000n)
	)
		return points(elementsOf(set, 20000).map((n) => c * n + e));
	const segs: Seg[] = set.map((s) => {
		const lo = s.lo === null ? null : c * s.lo + e;
		const hi = s.hi === null ? null : c * s.hi + e;
		if (s.big || ac > BigInt(w.periodLimit) || s.p * Number(ac) > w.periodLimit) {
			const big = R.imagePat(w, patternOf(w, s), c, e);
			return c > 0n ? bigSeg(w, lo, hi, big) : bigSeg(w, hi, lo, big);
		}
		const p = s.p * Number(ac);
		w.spend(Math.ceil(p / 64));
		const res = new Uint8Array(p);
		for (let r = 0; r < s.p; r++) if (s.res[r]) res[Number(bmod(c * BigInt(r) + e, BigInt(p)))] = 1;
		return c > 0n ? { lo, hi, p, res } : { lo: hi, hi: lo, p, res };
	});
	if (c < 0n) segs.reverse();
	return normalizeSegs(segs);
}

export function isFinite(set: Periodic): boolean {
	return set.every(isBounded);
}

/** The number of elements of a finite set (a TypeError for an unbounded one: a caller's slip). */
export function countP(set: Periodic): bigint {
	let total = 0n;
	for (const s of set) {
		if (!isBounded(s)) throw new TypeError('an unbounded segment has no count');
		total += countSeg(s);
	}
	return total;
}

/** The number of elements of a bounded segment. */
export function countSeg(s: BoundedSeg): bigint {
	const { lo, hi } = s;
	if (s.big) return R.countPat(s.big, lo, hi);
	const len = hi - lo + 1n;
	const p = BigInt(s.p);
	let per = 0n;
	for (let r = 0; r < s.p; r++) if (s.res[r]) per++;
	let total = (len / p) * per;
	const rest = Number(len % p);
	const r0 = resOf(lo, s.p);
	for (let i = 0; i < rest; i++) if (s.res[(r0 + i) % s.p]) total++;
	return total;
}

/** Up to `limit` elements in increasing order (from the lowest; unbounded-below sets start at -∞ and give none). */
export function elementsOf(set: Periodic, limit: number): bigint[] {
	const out: bigint[] = [];
	for (const s of set) {
		let n = nextIn(s, null);
		while (n !== null && out.length < limit) {
			out.push(n);
			n = nextIn(s, n + 1n);
		}
		if (out.length >= limit) break;
	}
	return out;
}

/** Up to `limit` elements nearest zero: 0, 1, -1, 2, -2, ... order. */
export function nearestZero(set: Periodic, limit: number): bigint[] {
	const found: bigint[] = [];
	for (const s of set) {
		let up = nextIn(s, 0n);
		for (let i = 0; i < limit && up !== null; i++) {
			found.push(up);
			up = nextIn(s, up + 1n);
		}
		let down = prevIn(s, -1n);
		for (let i = 0; i < limit && down !== null; i++) {
			found.push(down);
			down = prevIn(s, down - 1n);
		}
	}
	const key = (n: bigint) => (n < 0n ? -2n * n : 2n * n - 1n);
	found.sort((a, b) => {
		const ka = a === 0n ? -1n : key(a);
		const kb = b === 0n ? -1n : key(b);
		return ka < kb ? -1 : ka > kb ? 1 : 0;
	});
	return found.slice(0, limit);
}

/**
 * The residues modulo m met by elements of the set; for a long segment whose period is too large
 * for a residue table, those of its classes (a superset when some numbers of a class are left out).
 */
export function residuesMet(set: Periodic, m: number, limit = Infinity): Set<number> {
	// Past `limit` residues the caller has its answer: the set is returned as soon as it is larger.
	const out = new Set<number>();
	for (const s of set) {
		const len = isBounded(s) ? s.hi - s.lo + 1n : null;
		// A segment at least lcm(p, m) long meets whole classes (below); a shorter one is listed.
		if (len !== null && len <= 100000n && (s.big || len < BigInt(lcmNumber(s.p, m)))) {
			let n = nextIn(s, null);
			for (let i = 0; n !== null && i < 100000; i++) {
				out.add(resOf(n, m));
				if (out.size > limit) return out;
				n = nextIn(s, n + 1n);
			}
			continue;
		}
		if (s.big) {
			for (const r of R.residuesMod(s.big, m, limit)) out.add(r);
			if (out.size > limit) return out;
			continue;
		}
		// Long or unbounded: n ≡ ρ (mod p) meets every class ≡ ρ (mod gcd(p, m)).
		const g = gcdNum(s.p, m);
		for (let rho = 0; rho < s.p; rho++) {
			if (!s.res[rho]) continue;
			for (let r = rho % g; r < m; r += g) {
				out.add(r);
				if (out.size > limit) return out;
			}
		}
	}
	return out;
}

/** Every integer whose remainder modulo each base's power lies in its classes (residueboxes.ts). */
export function baseClasses(
	w: Work,
	parts: { b: bigint; classes: { r: bigint; level: number }[] }[]
): Periodic {
	return normalizeSegs([bigSeg(w, null, null, R.classesPat(w, parts))]);
}
