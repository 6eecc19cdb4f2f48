/**
 * Sets of real numbers in normal form. With a lattice scale d:
 * - `lat`: the lattice points n/d in the set (an ultimately periodic set of n);
 * - `q`: intervals whose rational points off the lattice are in the set;
 * - `irr`: intervals whose irrational points are in the set;
 * - `pts`: single irrational points (only witnesses build these).
 * With d = 1 these are the integers, the other rationals and the irrationals. Union,
 * intersection and difference are computed part by part after bringing both sets to a common d.
 */
import { TooComplex } from '../errors';
import * as I from './intervals';
import * as P from './periodic';
import type { Work } from '../work';
import { blcm } from '../../numbers/modular';
import {
	bceilDiv,
	bfloorDiv,
	cmp,
	div,
	isInt,
	mul,
	neg,
	ONE,
	rat,
	simplestBetween,
	sub,
	add,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { bounds, floorScaled, isIrr, type End, type Irr } from '../arithmetic/real';
import {
	isQuad,
	isRational,
	sAffine,
	sCmp,
	surd,
	toEnd as quadEnd,
	type Surd
} from '../arithmetic/surd';

export interface NumSet {
	d: bigint;
	lat: P.Periodic;
	q: I.Ivs;
	irr: I.Ivs;
	pts: Surd[];
}

export const emptyNum: NumSet = { d: 1n, lat: [], q: [], irr: [], pts: [] };

/** Largest lattice scale handled. */
const maxScale = 1n << 40n;

/** Integers n with n/d in the interval. */
function latticeRange(iv: I.Iv, d: bigint): [bigint | null, bigint | null] {
	let lo: bigint | null = null;
	let hi: bigint | null = null;
	// An irrational end is never a lattice point, so open or closed it gives floor + 1 and floor.
	if (iv.lo !== null) {
		if (isIrr(iv.lo)) lo = floorScaled(iv.lo, d) + 1n;
		else {
			const x = mul(iv.lo, rat(d));
			lo = iv.loC ? ceil(x) : floor(x) + 1n;
		}
	}
	if (iv.hi !== null) {
		if (isIrr(iv.hi)) hi = floorScaled(iv.hi, d);
		else {
			const x = mul(iv.hi, rat(d));
			hi = iv.hiC ? floor(x) : ceil(x) - 1n;
		}
	}
	return [lo, hi];
}

/** The lattice points n/d lying in the intervals, with n mod p in `residues`. */
export function latticeIn(
	w: Work,
	ivs: I.Ivs,
	d: bigint,
	p = 1,
	residues: number[] = [0]
): P.Periodic {
	let out: P.Periodic = [];
	for (const iv of ivs) {
		const [lo, hi] = latticeRange(iv, d);
		if (lo !== null && hi !== null && lo > hi) continue;
		out = P.union(w, out, P.classes(p, residues, lo, hi));
	}
	return out;
}

/** The lattice points n/d lying in the intervals, with n mod k other than `skip`. */
function latticeExcept(w: Work, ivs: I.Ivs, d: bigint, k: bigint, skip: bigint): P.Periodic {
	if (k <= BigInt(P.defaultPeriodLimit)) {
		const others: number[] = [];
		for (let r = 0; r < Number(k); r++) if (BigInt(r) !== skip) others.push(r);
		return latticeIn(w, ivs, d, Number(k), others);
	}
	let out: P.Periodic = [];
	for (const iv of ivs) {
		const [lo, hi] = latticeRange(iv, d);
		if (lo !== null && hi !== null && lo > hi) continue;
		out = P.union(w, out, P.listedClasses(w, k, [skip], false, lo, hi));
	}
	return out;
}

function clean(ns: NumSet): NumSet {
	// A single point in q is a fraction off the lattice; one at an irrational holds no rational.
	const q = ns.q.filter((iv) => !(I.isPoint(iv) && (isIrr(iv.lo) || isInt(mul(iv.lo, rat(ns.d))))));
	// A single point in irr holds an irrational only when it is one: then it is a point of pts.
	const irr = ns.irr.filter((iv) => !I.isPoint(iv));
	const lone = ns.irr
		.map((iv) => (I.isPoint(iv) ? iv.lo : null))
		.filter((x): x is Irr => x !== null && isIrr(x));
	const pts = sortPts([...ns.pts, ...lone]).filter((x) => !I.containsSurd(irr, x));
	return q.length === ns.q.length && irr.length === ns.irr.length && pts.length === ns.pts.length
		? ns
		: { ...ns, q, irr, pts };
}

/** The same set at the finer scale d2 (a multiple of ns.d). */
function rescale(w: Work, ns: NumSet, d2: bigint): NumSet {
	if (d2 === ns.d) return ns;
	if (d2 > maxScale) throw new TooComplex('lattice scale too large');
	const k = d2 / ns.d;
	let lat = P.affineP(w, ns.lat, k, 0n);
	if (ns.q.length) lat = P.union(w, lat, latticeExcept(w, ns.q, d2, k, 0n));
	return clean({ d: d2, lat, q: ns.q, irr: ns.irr, pts: ns.pts });
}

function align(w: Work, a: NumSet, b: NumSet): [NumSet, NumSet] {
	if (a.d === b.d) return [a, b];
	const d = blcm(a.d, b.d);
	return [rescale(w, a, d), rescale(w, b, d)];
}

function sortPts(pts: Surd[]): Surd[] {
	const out: Surd[] = [];
	for (const p of [...pts].sort(sCmp))
		if (!out.length || sCmp(out[out.length - 1], p) !== 0) out.push(p);
	return out;
}

export function union(w: Work, a: NumSet, b: NumSet): NumSet {
	if (isEmptyN(a)) return b;
	if (isEmptyN(b)) return a;
	[a, b] = align(w, a, b);
	return clean({
		d: a.d,
		lat: P.union(w, a.lat, b.lat),
		q: I.union(a.q, b.q),
		irr: I.union(a.irr, b.irr),
		pts: sortPts([...a.pts, ...b.pts])
	});
}

export function inter(w: Work, a: NumSet, b: NumSet): NumSet {
	if (isEmptyN(a) || isEmptyN(b)) return emptyNum;
	[a, b] = align(w, a, b);
	const pts = sortPts([
		...a.pts.filter((x) => hasN(b, x)),
		...b.pts.filter((x) => I.containsSurd(a.irr, x))
	]);
	return clean({
		d: a.d,
		lat: P.inter(w, a.lat, b.lat),
		q: I.inter(a.q, b.q),
		irr: I.inter(a.irr, b.irr),
		pts
	});
}

export function diff(w: Work, a: NumSet, b: NumSet): NumSet {
	if (isEmptyN(a) || isEmptyN(b)) return a;
	[a, b] = align(w, a, b);
	// Irrational points of b split a's irrational pieces: ends are exact numbers too.
	const holes = b.pts
		.filter((x) => I.containsSurd(a.irr, x))
		.map((x): I.Iv => {
			const e = toEndOf(x);
			return { lo: e, loC: true, hi: e, hiC: true };
		});
	return clean({
		d: a.d,
		lat: P.diff(w, a.lat, b.lat),
		q: I.diff(a.q, b.q),
		irr: I.diff(a.irr, holes.length ? I.union(b.irr, holes) : b.irr),
		pts: a.pts.filter((x) => !hasN(b, x))
	});
}

function toEndOf(x: Surd): End {
	return isQuad(x) ? quadEnd(x) : x;
}

export function isEmptyN(a: NumSet): boolean {
	return a.lat.length === 0 && a.q.length === 0 && a.irr.length === 0 && a.pts.length === 0;
}

export function hasN(a: NumSet, x: Surd): boolean {
	if (!isRational(x)) return I.containsSurd(a.irr, x) || a.pts.some((p) => sCmp(p, x) === 0);
	const v = x.p;
	const scaled = mul(v, rat(a.d));
	if (isInt(scaled)) return P.has(a.lat, scaled.n);
	return I.containsRat(a.q, v);
}

// ------------------------------------------------------------------------------------------
// Constructors

/** The integers in [lo, hi] (null: unbounded). */
export function intRange(lo: bigint | null, hi: bigint | null): NumSet {
	return { d: 1n, lat: P.fullRange(lo, hi), q: [], irr: [], pts: [] };
}

/** Every real number in the interval (kind: all), or only its rationals. */
export function realInterval(w: Work, iv: I.Iv, rationalsOnly = false): NumSet {
	if (I.ivEmpty(iv)) return emptyNum;
	return clean({
		d: 1n,
		lat: latticeIn(w, [iv], 1n),
		q: [iv],
		irr: rationalsOnly ? [] : [iv],
		pts: []
	});
}

/** The irrational numbers in the interval. */
export function irrationalInterval(iv: I.Iv): NumSet {
	return clean({ d: 1n, lat: [], q: [], irr: [iv], pts: [] });
}

export function ratPoints(values: Rat[]): NumSet {
	if (!values.length) return emptyNum;
	let d = 1n;
	for (const v of values) d = blcm(d, v.d);
	if (d > maxScale) throw new TooComplex('denominators too large');
	return { d, lat: P.points(values.map((v) => v.n * (d / v.d))), q: [], irr: [], pts: [] };
}

export function numPoints(values: Surd[]): NumSet {
	const rats = values.filter(isRational).map((x) => x.p);
	const irr = values.filter((x) => !isRational(x));
	const base = ratPoints(rats);
	return irr.length ? { ...base, pts: sortPts(irr) } : base;
}

/** {a + i·step : lo <= i <= hi}, step > 0. */
export function progression(
	w: Work,
	a: Rat,
	step: Rat,
	lo: bigint | null,
	hi: bigint | null
): NumSet {
	const d = blcm(a.d, step.d);
	if (d > maxScale) throw new TooComplex('denominators too large');
	const an = a.n * (d / a.d);
	const sn = step.n * (d / step.d);
	const base = P.fullRange(lo, hi);
	return { d, lat: P.affineP(w, base, sn, an), q: [], irr: [], pts: [] };
}

/** The image under y = a·x + b (a ≠ 0). */
export function affineN(w: Work, ns: NumSet, a: Rat, b: Rat): NumSet {
	if (isEmptyN(ns)) return ns;
	// x = n/d ↦ (a1·b2·n + b1·a2·d) / (a2·b2·d).
	const d2 = a.d * b.d * ns.d;
	if (d2 > maxScale) throw new TooComplex('denominators too large');
	const c = a.n * b.d;
	const e = b.n * a.d * ns.d;
	let lat = P.affineP(w, ns.lat, c, e);
	const q = I.affineIvs(ns.q, a, b);
	if (q.length) {
		const ac = c < 0n ? -c : c;
		if (ac > 1n) lat = P.union(w, lat, latticeExcept(w, q, d2, ac, ((e % ac) + ac) % ac));
	}
	const irr = I.affineIvs(ns.irr, a, b);
	const pts = sortPts(ns.pts.map((x) => sAffine(x, a, b)));
	return clean({ d: d2, lat, q, irr, pts });
}

/** {x : a·x + b ∈ ns} (a ≠ 0). */
export function preimageN(w: Work, ns: NumSet, a: Rat, b: Rat): NumSet {
	const inv = div(ONE, a);
	return affineN(w, ns, inv, neg(mul(b, inv)));
}

/** {m·n + r : n ∈ ℤ} (m > 0). */
export function cosetN(w: Work, m: Rat, r: Rat): NumSet {
	return affineN(w, intRange(null, null), m, r);
}

// ------------------------------------------------------------------------------------------
// Questions

export function isFiniteN(a: NumSet): boolean {
	return P.isFinite(a.lat) && a.q.every(I.isPoint) && a.irr.length === 0;
}

/** Whether the set has uncountably many elements. */
export function isUncountableN(a: NumSet): boolean {
	return a.irr.length > 0;
}

export function countN(a: NumSet): bigint {
	return P.countP(a.lat) + BigInt(a.q.length + a.pts.length);
}

/** Every element of a finite set, ascending (at most `limit`). */
export function elementsN(a: NumSet, limit: number): Surd[] {
	const out: Surd[] = P.elementsOf(a.lat, limit).map((n) => surd(rat(n, a.d)));
	// The pieces of a finite set are points; an irrational one holds no rational.
	for (const iv of a.q) if (iv.lo !== null && !isIrr(iv.lo)) out.push(surd(iv.lo));
	out.push(...a.pts);
	return out.sort(sCmp).slice(0, limit);
}

/** Whether every element is an integer (no fractions, no irrationals). */
export function onlyIntegersN(w: Work, a: NumSet): boolean {
	if (a.q.length || a.irr.length || a.pts.length) return false;
	if (a.d === 1n) return true;
	return isEmptyN(diff(w, a, intRange(null, null)));
}

/** The integer part as a periodic set (scale 1). */
export function integersOf(w: Work, a: NumSet): P.Periodic {
	if (a.d === 1n) return a.lat;
	const large = a.d > BigInt(P.maxPeriod);
	const multiples = large
		? P.affineP(w, P.fullRange(null, null), a.d, 0n)
		: P.classes(Number(a.d), [0]);
	const ints = P.inter(w, a.lat, multiples);
	if (!ints.length) return [];
	// Residue patterns too long for a table are divided class by class.
	return large || ints.some((s) => s.big) ? P.shrinkP(w, ints, a.d) : scaleDown(w, ints, a.d);
}

function scaleDown(w: Work, set: P.Periodic, d: bigint): P.Periodic {
	// Elements are multiples of d: divide them by d.
	return P.combine(
		w,
		set.flatMap((s): P.Periodic => {
			if (s.lo !== null && s.hi !== null && s.hi - s.lo <= 200000n)
				return P.points(P.elementsOf([s], 200000).map((n) => n / d));
			const p = s.p % Number(d) === 0 ? s.p / Number(d) : s.p;
			const res = new Uint8Array(p);
			for (let r = 0; r < s.p; r++)
				if (s.res[r] && r % Number(d) === 0) res[(r / Number(d)) % p] = 1;
			return [
				{
					lo: s.lo === null ? null : bceilDiv(s.lo, d),
					hi: s.hi === null ? null : bfloorDiv(s.hi, d),
					p,
					res
				}
			];
		}),
		[],
		(x) => x
	);
}

function simplicityKey(x: Rat): [bigint, bigint, number] {
	return [x.d, x.n < 0n ? -x.n : x.n, x.n < 0n ? 1 : 0];
}
function cmpSimple(a: Rat, b: Rat): number {
	const ka = simplicityKey(a);
	const kb = simplicityKey(b);
	for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
	return 0;
}

/** An interval with rational (or infinite) ends. */
type RatIv = I.Iv & { lo: Rat | null; hi: Rat | null };

/**
 * The piece with each irrational end moved just inside to a rational (open there): what is lost
 * is a sliver next to that end, which only the search for simple witnesses looks at.
 */
function ratPiece(iv: I.Iv): RatIv {
	const { lo, hi } = iv;
	if ((lo === null || !isIrr(lo)) && (hi === null || !isIrr(hi))) return { ...iv, lo, hi };
	for (let bits = 8; ; bits *= 2) {
		const l = lo === null ? null : isIrr(lo) ? bounds(lo, bits)[1] : lo;
		const h = hi === null ? null : isIrr(hi) ? bounds(hi, bits)[0] : hi;
		if (l === null || h === null || cmp(l, h) < 0)
			return {
				lo: l,
				loC: lo !== null && !isIrr(lo) && iv.loC,
				hi: h,
				hiC: hi !== null && !isIrr(hi) && iv.hiC
			};
		if (bits > 4096) throw new TooComplex('a piece too narrow');
	}
}

/** A few of the simplest rationals off the lattice inside a piece. */
function rationalsInPiece(whole: I.Iv, d: bigint, want: number): Rat[] {
	if (I.isPoint(whole)) return isIrr(whole.lo) ? [] : [whole.lo];
	const iv = ratPiece(whole);
	const out: Rat[] = [];
	const lo = iv.lo ?? sub(iv.hi ?? rat(0n), rat(1000n));
	const hi = iv.hi ?? add(iv.lo ?? rat(0n), rat(1000n));
	// Denominators 2, 3, ... that are off the lattice; nearest zero within the piece.
	for (let den = 2n; den < 400n && out.length < want; den++) {
		if (d % den === 0n) continue;
		const inPiece = (x: Rat) => I.containsRat([iv], x);
		const start = bceilDiv(lo.n * den, lo.d);
		const end = bfloorDiv(hi.n * den, hi.d);
		const candidates: bigint[] = [];
		if (start <= 0n && end >= 0n) candidates.push(1n, -1n, 2n, -2n, 3n, -3n);
		candidates.push(start, start + 1n, end, end - 1n);
		for (const num of candidates) {
			const x = rat(num, den);
			if (x.d === den && inPiece(x) && d % x.d !== 0n && !out.some((y) => cmp(x, y) === 0))
				out.push(x);
		}
	}
	if (!out.length) {
		// A tiny piece: the simplest rational inside, nudged off the lattice if need be.
		let x = simplestBetween(lo, hi);
		for (let i = 0; i < 64 && (d % x.d === 0n || !I.containsRat([iv], x)); i++)
			x = div(add(x, hi), rat(2n));
		if (I.containsRat([iv], x) && d % x.d !== 0n) out.push(x);
	}
	return out.sort(cmpSimple).slice(0, want);
}

/** An irrational number inside a non-degenerate piece, of a simple form (√2/2, 1 + √2, ...). */
function irrationalInPiece(whole: I.Iv): Surd {
	// A closed irrational end is the simplest irrational there is to show: √2 in [√2, 2].
	if (whole.loC && whole.lo !== null && isIrr(whole.lo)) return whole.lo;
	if (whole.hiC && whole.hi !== null && isIrr(whole.hi)) return whole.hi;
	const iv = ratPiece(whole);
	const ok = (x: Surd) => I.containsSurd([iv], x);
	const mid = I.inside(iv);
	const near = iv.lo !== null && iv.hi !== null ? simplestBetween(iv.lo, iv.hi) : mid;
	const bases: Rat[] = [];
	for (const b of [rat(0n), rat(mid.n / mid.d), near, iv.lo ?? mid, iv.hi ?? mid]) {
		for (const dlt of [0n, 1n, -1n, 2n, -2n]) bases.push(rat(b.n / b.d + dlt));
	}
	// Simplest first: small whole-number parts, then small divisors of √2.
	bases.sort((x, y) => {
		const ax = x.n < 0n ? -x.n : x.n;
		const ay = y.n < 0n ? -y.n : y.n;
		return ax < ay ? -1 : ax > ay ? 1 : 0;
	});
	bases.push(near);
	for (const b of bases) {
		for (const k of [1n, 2n, 3n, 4n]) {
			for (const s of [1n, -1n]) {
				const x = surd(b, rat(s, k));
				if (ok(x)) return x;
			}
		}
	}
	for (const k of [5n, 6n, 8n, 10n]) {
		for (const b of bases) {
			for (const s of [1n, -1n]) {
				const x = surd(b, rat(s, k));
				if (ok(x)) return x;
			}
		}
	}
	// A very narrow piece: halve the offset until it fits.
	let k = 16n;
	for (;;) {
		const x = surd(near, rat(1n, k));
		if (ok(x)) return x;
		const y = surd(near, rat(-1n, k));
		if (ok(y)) return y;
		k *= 2n;
	}
}

/**
 * Up to `limit` elements in order of simplicity: integers nearest zero, then fractions with small
 * denominators, then irrationals.
 */
export function simplestN(w: Work, a: NumSet, limit: number): Surd[] {
	if (isEmptyN(a)) return [];
	const ints = P.nearestZero(integersOf(w, a), limit).map((n) => surd(rat(n)));
	if (ints.length >= limit) return ints;
	const fracs: Rat[] = [];
	if (a.d !== 1n) {
		for (const n of P.nearestZero(a.lat, limit * 4 + 8)) {
			const x = rat(n, a.d);
			if (!isInt(x)) fracs.push(x);
		}
		// On a fine lattice the points nearest zero are not the simplest: try 1/2, 1/3, ... too.
		for (let den = 2n; den <= 12n; den++) {
			if (a.d % den !== 0n) continue;
			for (let num = -2n * den; num <= 2n * den; num++) {
				const x = rat(num, den);
				if (x.d === den && P.has(a.lat, num * (a.d / den))) fracs.push(x);
			}
		}
	}
	for (const iv of a.q) fracs.push(...rationalsInPiece(iv, a.d, limit));
	fracs.sort(cmpSimple);
	for (let i = fracs.length - 1; i > 0; i--)
		if (cmp(fracs[i], fracs[i - 1]) === 0) fracs.splice(i, 1);
	const out = [...ints, ...fracs.slice(0, limit - ints.length).map((x) => surd(x))];
	if (out.length >= limit) return out;
	const irr: Surd[] = [...a.pts, ...a.irr.map(irrationalInPiece)];
	const whole = (x: Surd) => (isQuad(x) ? x.p : bounds(x, 4)[0]);
	irr.sort((x, y) => {
		const kx = simplicityKey(whole(x));
		const ky = simplicityKey(whole(y));
		return kx[1] !== ky[1] ? (kx[1] < ky[1] ? -1 : 1) : 0;
	});
	return [...out, ...irr].slice(0, limit);
}

/** The largest period and lattice scale used, for picking moduli of approximations. */
export function periodOf(a: NumSet): number {
	let p = 1;
	for (const s of a.lat) if (!s.big) p = P.lcmNum(p, s.p);
	return p;
}
