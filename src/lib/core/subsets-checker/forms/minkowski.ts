/**
 * Minkowski sums A + B = {a + b : a ∈ A, b ∈ B} of sets of numbers in normal form, for images with
 * several generators: {2a + 3b : a ∈ ℤ, b ∈ ℤ} is {2a : a ∈ ℤ} + {3b : b ∈ ℤ}. Every sum is exact;
 * a sum the normal form cannot hold (ℤ + [0, 1/2], a union of infinitely many intervals) or that
 * would take too long gives up with TooComplex, so the question is answered "unknown".
 *
 * A set is split into its discrete part (lattice points n/d, listed fractions) and its intervals of
 * rationals and of irrationals; the sum is the union of the sums of the parts:
 * - lattice + lattice: residue classes add (period gcd of the periods) in the middle of the
 *   ranges; the few values near bounded ends are checked one by one;
 * - lattice + interval: the translates of the interval, which cover one interval when the gaps of
 *   the lattice are shorter than it, or a few translates when the lattice is a few points;
 * - interval + interval: the interval of the sums (a rational plus an irrational is irrational,
 *   two irrationals give every real number strictly inside).
 */
import { gcdNumber } from '../../numbers/integers';
import { TooComplex } from '../errors';
import * as I from './intervals';
import * as N from './numset';
import * as P from './periodic';
import type { Approx } from './approx';
import { blcm } from '../../numbers/modular';
import { add, cmp, isInt, isZero, mul, rat, sub, type Rat } from '../arithmetic/rational';
import { floorEnd, isIrr, type End } from '../arithmetic/real';
import * as S from './setnf';
import { isQuad } from '../arithmetic/surd';
import type { Work } from '../work';

/** A rational interval end; sums are worked out on rational ends only, others give up honestly. */
function ratEnd(x: End): Rat {
	if (isIrr(x)) throw new TooComplex('a sum with an irrational end');
	return x;
}

/** Largest number of points explicitly paired or translated. */
const pointLimit = 4096;
/** Largest common period of two summed segments (the ends are checked value by value). */
const periodLimit = 1024;
/** A finite segment this small is summed point by point. */
const fewPoints = 64n;

type Kind = 'rat' | 'irr';

interface Parts {
	d: bigint;
	/** Lattice points n/d, listed fractions included. */
	lat: P.Periodic;
	/** Intervals whose every rational is in the set. */
	rat: I.Ivs;
	/** Intervals whose every irrational is in the set. */
	irr: I.Ivs;
}

/** The set split into a discrete part and full intervals of rationals and of irrationals. */
function partsOf(w: Work, ns: N.NumSet): Parts {
	if (ns.pts.length) throw new TooComplex('a sum with single irrational points');
	const points = ns.q.filter(I.isPoint);
	const wide = ns.q.filter((iv) => !I.isPoint(iv));
	const full: I.Iv[] = [];
	for (const iv of wide) {
		// Q ∩ iv is in the set only when the lattice points inside it are too.
		const interior: I.Iv = { ...iv, loC: false, hiC: false };
		if (P.diff(w, N.latticeIn(w, [interior], ns.d), ns.lat).length)
			throw new TooComplex('a sum with an interval missing some of its points');
		const onLattice = (x: Rat) => isInt(mul(x, rat(ns.d)));
		const closedAt = (x: Rat | null, flag: boolean) =>
			x !== null && (onLattice(x) ? P.has(ns.lat, mul(x, rat(ns.d)).n) : flag);
		const lo = iv.lo === null ? null : ratEnd(iv.lo);
		const hi = iv.hi === null ? null : ratEnd(iv.hi);
		full.push({ ...iv, loC: closedAt(lo, iv.loC), hiC: closedAt(hi, iv.hiC) });
	}
	const covered = full.length ? N.latticeIn(w, full, ns.d) : [];
	const rest: N.NumSet = { d: ns.d, lat: P.diff(w, ns.lat, covered), q: [], irr: [], pts: [] };
	const discrete = points.length
		? // An irrational point holds no rational, so it adds nothing here.
			N.union(w, rest, N.ratPoints(points.flatMap((iv) => (isIrr(iv.lo) ? [] : [iv.lo]))))
		: rest;
	return { d: discrete.d, lat: discrete.lat, rat: I.normalize(full), irr: ns.irr };
}

function lattice(d: bigint, lat: P.Periodic): N.NumSet {
	return { d, lat, q: [], irr: [], pts: [] };
}

function ofKind(w: Work, ivs: I.Ivs, kind: Kind): N.NumSet {
	if (kind === 'irr') return { d: 1n, lat: [], q: [], irr: I.normalize(ivs), pts: [] };
	let out = N.emptyNum;
	for (const iv of I.normalize(ivs)) out = N.union(w, out, N.realInterval(w, iv, true));
	return out;
}

/** A + B, exactly (TooComplex when it cannot be held or takes too long). */
export function sumN(w: Work, a: N.NumSet, b: N.NumSet): N.NumSet {
	if (N.isEmptyN(a) || N.isEmptyN(b)) return N.emptyNum;
	const pa = partsOf(w, a);
	const pb = partsOf(w, b);
	let out = N.emptyNum;
	if (pa.lat.length && pb.lat.length) {
		const d = blcm(pa.d, pb.d);
		const la = P.affineP(w, pa.lat, d / pa.d, 0n);
		const lb = P.affineP(w, pb.lat, d / pb.d, 0n);
		out = N.union(w, out, lattice(d, latticeSum(w, la, lb)));
	}
	for (const [x, y] of [
		[pa, pb],
		[pb, pa]
	]) {
		if (!x.lat.length) continue;
		for (const kind of ['rat', 'irr'] as const)
			for (const iv of y[kind]) out = N.union(w, out, latticePlusIv(w, x, iv, kind));
	}
	const pairs: [I.Ivs, I.Ivs, (x: I.Iv, y: I.Iv) => N.NumSet][] = [
		[pa.rat, pb.rat, (x, y) => ofKind(w, [ivSum(x, y)], 'rat')],
		[pa.rat, pb.irr, (x, y) => ofKind(w, [ivSum(x, y)], 'irr')],
		[pa.irr, pb.rat, (x, y) => ofKind(w, [ivSum(x, y)], 'irr')],
		[
			pa.irr,
			pb.irr,
			(x, y) => {
				// Two irrationals give every real strictly inside: q = (q/2 + t) + (q/2 - t).
				const open = { ...ivSum(x, y), loC: false, hiC: false };
				return N.union(w, ofKind(w, [open], 'rat'), ofKind(w, [open], 'irr'));
			}
		]
	];
	for (const [xs, ys, f] of pairs)
		for (const x of xs)
			for (const y of ys) {
				w.spend(1);
				out = N.union(w, out, f(x, y));
			}
	return out;
}

function ivSum(x: I.Iv, y: I.Iv): I.Iv {
	return {
		lo: x.lo === null || y.lo === null ? null : add(ratEnd(x.lo), ratEnd(y.lo)),
		loC: x.lo !== null && y.lo !== null && x.loC && y.loC,
		hi: x.hi === null || y.hi === null ? null : add(ratEnd(x.hi), ratEnd(y.hi)),
		hiC: x.hi !== null && y.hi !== null && x.hiC && y.hiC
	};
}

/** The lattice points of `x` plus the numbers of one kind in the interval. */
function latticePlusIv(w: Work, x: Parts, iv: I.Iv, kind: Kind): N.NumSet {
	if (P.isFinite(x.lat) && P.countP(x.lat) <= BigInt(pointLimit)) {
		const shifted = P.elementsOf(x.lat, pointLimit).map((n) =>
			I.affineIvs([iv], rat(1n), rat(n, x.d))
		);
		w.spend(shifted.length);
		return ofKind(w, shifted.flat(), kind);
	}
	// Infinitely many translates: one interval when each gap of the lattice is covered.
	if (x.lat.length !== 1 || x.lat[0].big)
		throw new TooComplex('a sum of a lattice and an interval');
	const seg = x.lat[0];
	let gap = 0;
	let last = -1;
	let first = -1;
	for (let r = 0; r < seg.p; r++) {
		if (!seg.res[r]) continue;
		if (first < 0) first = r;
		else gap = Math.max(gap, r - last);
		last = r;
	}
	gap = Math.max(gap, first + seg.p - last);
	const width = iv.lo === null || iv.hi === null ? null : sub(ratEnd(iv.hi), ratEnd(iv.lo));
	if (width !== null) {
		const c = cmp(rat(BigInt(gap), x.d), width);
		const touching = kind === 'irr' || iv.loC || iv.hiC;
		if (c > 0 || (c === 0 && !touching))
			throw new TooComplex('the translates of an interval leave gaps');
	}
	const lowest = seg.lo === null ? null : P.nextIn(seg, null);
	const highest = seg.hi === null ? null : P.prevIn(seg, null);
	const whole: I.Iv = {
		lo: lowest === null || iv.lo === null ? null : add(rat(lowest, x.d), ratEnd(iv.lo)),
		loC: lowest !== null && iv.lo !== null && iv.loC,
		hi: highest === null || iv.hi === null ? null : add(rat(highest, x.d), ratEnd(iv.hi)),
		hiC: highest !== null && iv.hi !== null && iv.hiC
	};
	return ofKind(w, [whole], kind);
}

/** The sums of two sets of integers. */
export function latticeSum(w: Work, a: P.Periodic, b: P.Periodic): P.Periodic {
	let out: P.Periodic = [];
	for (const sa of a)
		for (const sb of b) {
			w.spend(1);
			out = P.union(w, out, segSum(w, sa, sb));
		}
	return out;
}

/** The elements of a finite segment (TooComplex when there are too many to list). */
function explode(s: P.BoundedSeg): bigint[] {
	if (P.countSeg(s) > BigInt(pointLimit)) throw new TooComplex('too many points to list');
	return P.elementsOf([s], pointLimit);
}

function small(s: P.Seg, limit: bigint): s is P.BoundedSeg {
	return P.isBounded(s) && P.countSeg(s) <= limit;
}

function translates(w: Work, xs: bigint[], s: P.Seg): P.Periodic {
	let out: P.Periodic = [];
	for (const x of xs) out = P.union(w, out, P.affineP(w, [s], 1n, x));
	return out;
}

function pairwise(w: Work, xs: bigint[], ys: bigint[]): P.Periodic {
	if (xs.length * ys.length > pointLimit * 4) throw new TooComplex('too many sums to list');
	w.spend(xs.length * ys.length);
	const sums: bigint[] = [];
	for (const x of xs) for (const y of ys) sums.push(x + y);
	return P.points(sums);
}

/** The sums of two segments (residue classes inside ranges). */
function segSum(w: Work, a: P.Seg, b: P.Seg): P.Periodic {
	if (a.big || b.big) throw new TooComplex('a sum of residue patterns');
	// Bounds that are elements, so the ends of the sum are sums of ends.
	const tight = (s: P.Seg): P.Seg | null => {
		const lo = s.lo === null ? null : P.nextIn(s, null);
		const hi = s.hi === null ? null : P.prevIn(s, null);
		if ((s.lo !== null && lo === null) || (s.hi !== null && hi === null)) return null;
		if (lo !== null && hi !== null && lo > hi) return null;
		return { ...s, lo, hi };
	};
	const x = tight(a);
	const y = tight(b);
	if (!x || !y) return [];
	if (small(x, fewPoints) && small(y, fewPoints)) return pairwise(w, explode(x), explode(y));
	if (small(x, fewPoints)) return translates(w, explode(x), y);
	if (small(y, fewPoints)) return translates(w, explode(y), x);
	const g = gcdNumber(x.p, y.p);
	const L = BigInt((x.p / g) * y.p);
	const lo = x.lo === null || y.lo === null ? null : x.lo + y.lo;
	const hi = x.hi === null || y.hi === null ? null : x.hi + y.hi;
	// Bounded ends are checked value by value over one common period.
	if ((lo !== null || hi !== null) && L > BigInt(periodLimit))
		throw new TooComplex('periods too large to add');
	// A segment shorter than the common period is a few points.
	const short = (s: P.Seg): s is P.BoundedSeg => P.isBounded(s) && s.hi - s.lo < L - 1n;
	if (short(x) && short(y)) return pairwise(w, explode(x), explode(y));
	if (short(x)) return translates(w, explode(x), y);
	if (short(y)) return translates(w, explode(y), x);
	// Residues: (r + p·ℤ) + (s + q·ℤ) = r + s + gcd(p, q)·ℤ.
	const rx = new Set<number>();
	const ry = new Set<number>();
	for (let r = 0; r < x.p; r++) if (x.res[r]) rx.add(r % g);
	for (let r = 0; r < y.p; r++) if (y.res[r]) ry.add(r % g);
	const ends = lo === null && hi === null ? 0 : Number(L) * Number(L);
	w.spend(Math.ceil((rx.size * ry.size) / 64) + Math.ceil(ends / 256));
	const sums = new Set<number>();
	for (const r of rx) for (const s of ry) sums.add((r + s) % g);
	// Inside, each class has a preimage within one common period of both ranges.
	const from = lo === null ? null : lo + L - 1n;
	const to = hi === null ? null : hi - L + 1n;
	let out = P.classes(g, sums, from, to);
	const reached = (v: bigint): boolean => {
		let start = y.hi === null ? x.lo : v - y.hi;
		if (x.lo !== null && (start === null || start < x.lo)) start = x.lo;
		let end = y.lo === null ? x.hi : v - y.lo;
		if (x.hi !== null && (end === null || end > x.hi)) end = x.hi;
		if (start === null || end === null) throw new TooComplex('an unbounded end');
		for (let u = start; u <= end; u++) if (P.has([x], u) && P.has([y], v - u)) return true;
		return false;
	};
	const near: bigint[] = [];
	if (lo !== null) for (let v = lo; v < lo + L - 1n; v++) if (reached(v)) near.push(v);
	if (hi !== null) for (let v = hi - L + 2n; v <= hi; v++) if (reached(v)) near.push(v);
	out = P.union(w, out, P.points(near));
	return out;
}

/** The least and greatest elements' bounds (null: unbounded), for a non-empty set. */
export function boundsN(ns: N.NumSet): [Rat | null, Rat | null] {
	if (ns.pts.length) return [null, null];
	const los: (Rat | null)[] = [];
	const his: (Rat | null)[] = [];
	if (ns.lat.length) {
		const first = ns.lat[0];
		const last = ns.lat[ns.lat.length - 1];
		const lo = first.lo === null ? null : P.nextIn(first, null);
		const hi = last.hi === null ? null : P.prevIn(last, null);
		los.push(lo === null ? null : rat(lo, ns.d));
		his.push(hi === null ? null : rat(hi, ns.d));
	}
	for (const iv of [...ns.q, ...ns.irr]) {
		// An irrational end is replaced by a whole number just outside it: still a bound.
		los.push(iv.lo === null ? null : isIrr(iv.lo) ? rat(floorEnd(iv.lo)) : iv.lo);
		his.push(iv.hi === null ? null : isIrr(iv.hi) ? rat(floorEnd(iv.hi) + 1n) : iv.hi);
	}
	const pick = (xs: (Rat | null)[], sign: number): Rat | null => {
		let out: Rat | null = xs.length ? xs[0] : null;
		for (const x of xs) {
			if (x === null || out === null) return null;
			if (cmp(x, out) * sign > 0) out = x;
		}
		return out;
	};
	return [pick(los, -1), pick(his, 1)];
}

/**
 * The sum of the parts of an image with several generators. Exact parts give an exact sum; for
 * parts known only between bounds (primes, squares) the sums of the bounds bound the sum, since
 * a sum grows with its parts. A bound too complex to add is replaced by a sound one: a few sums
 * of simple elements below, every real number above.
 */
export function sumApprox(w: Work, parts: Approx[]): Approx {
	const total = (sets: N.NumSet[]) => sets.reduce((x, y) => sumN(w, x, y));
	if (parts.every((p) => p.lo === p.hi)) {
		const s = S.numbers(total(parts.map((p) => p.lo.num)));
		return { lo: s, hi: s };
	}
	let lo: N.NumSet;
	try {
		lo = total(parts.map((p) => p.lo.num));
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		lo = sampleSums(w, parts);
	}
	let hi: N.NumSet;
	try {
		hi = total(parts.map((p) => p.hi.num));
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		hi = N.realInterval(w, I.allReals[0]);
	}
	return { lo: S.numbers(lo), hi: S.numbers(hi) };
}

/** Sums of a few of the simplest rational elements of each part's lower bound. */
function sampleSums(w: Work, parts: Approx[]): N.NumSet {
	if (parts.length > 3) return N.emptyNum;
	let sums: Rat[] = [rat(0n)];
	for (const part of parts) {
		const xs = N.simplestN(w, part.lo.num, 12).flatMap((x) =>
			isQuad(x) && isZero(x.r) ? [x.p] : []
		);
		sums = sums.flatMap((s) => xs.map((x) => add(s, x)));
	}
	return N.ratPoints(sums);
}
