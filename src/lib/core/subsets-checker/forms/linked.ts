/**
 * The values of a linear term in two integer variables whose conditions link them, such as
 * {a + b : a, b ∈ ℕ, a < b} or {2a + b : a, b ∈ ℤ, 0 ≤ b < 2}, worked out exactly as an ultimately
 * periodic set of integers (a finite set and arithmetic progressions).
 *
 * Each variable's domain is split into pieces x = p·x' + r (a residue class of a segment), so that
 * in every piece the conditions are linear inequalities α·x' + β·y' + γ ≥ 0 with whole
 * coefficients. The values T = A·x' + B·y' then come fibre by fibre: T is reached exactly when the
 * line A·x + B·y = T holds an integer point of the region. The line's integer points are
 * x = x₀·t + (B/g)·s, y = y₀·t − (A/g)·s with g = gcd(A, B) and T = g·t; each inequality bounds s
 * from one side by ⌈·⌉ or ⌊·⌋ of a linear function of t, or bounds t alone. The t are cut where
 * two bounds of one kind cross; on each stretch between cuts one lower and one upper bound are the
 * tightest, and the fibre's width between them is linear in t: past the few t where it is below 1
 * every line holds a point (or none does), and a width that stays the same repeats with the lcm
 * of those two bounds' divisors. So the work grows with one pair of divisors at a time, not with
 * the lcm of all of them (two links and a residue condition, such as a = 3i with a < 3b < 6a, once
 * made that lcm 1386 and the card "too complex").
 */
import { blcm, egcd } from '../../numbers/modular';
import { TooComplex } from '../errors';
import type { LinearLink as Link, SetIR } from '../read/ir';
import { isExact, type Approx } from './approx';
import * as N from './numset';
import * as P from './periodic';
import { bceilDiv, bfloorDiv, rat, ZERO, type Rat } from '../arithmetic/rational';
import * as S from './setnf';
import type { Work } from '../work';

/** α·x + β·y + γ ≥ 0 over the integers. */
export interface Ineq {
	a: bigint;
	b: bigint;
	c: bigint;
}

/** Most values of t listed one by one on a stretch (each a check of its line). */
const maxListed = 1n << 16n;
/** Most pieces (classes of the domains times the ways a "≠" splits) worked out. */
const maxPieces = 256;

/** The bound on s of one inequality along the line: k·s + e·t + c ≥ 0. */
interface Along {
	k: bigint;
	e: bigint;
	c: bigint;
}

/** The inequalities along the line A·x + B·y = g·t, as bounds on s (see the file's comment). */
function along(A: bigint, B: bigint, cons: Ineq[]): { g: bigint; rows: Along[] } {
	const [g0, s0] = egcd(A, B);
	// egcd gives A·s0 ≡ g0 (mod B); the y that completes it: A·x0 + B·y0 = g.
	const sgn = g0 < 0n ? -1n : 1n;
	const g = g0 * sgn;
	const x0 = s0 * sgn;
	const y0 = B === 0n ? 0n : (g - A * x0) / B;
	const u = B / g;
	const v = A / g;
	const rows = cons.map((q) => ({ k: q.a * u - q.b * v, e: q.a * x0 + q.b * y0, c: q.c }));
	return { g, rows };
}

/**
 * A bound on s along the line as a fraction of t: s ≥ (α·t + β)/κ for a lower bound, s ≤ it for
 * an upper one, with κ > 0.
 */
interface Bound {
	al: bigint;
	be: bigint;
	ka: bigint;
}

const lowBound = (r: Along): Bound => ({ al: -r.e, be: -r.c, ka: r.k });
const highBound = (r: Along): Bound => ({ al: r.e, be: r.c, ka: -r.k });

/** Whether (α₁·t + β₁)/κ₁ > (α₂·t + β₂)/κ₂. */
const above = (x: Bound, y: Bound, t: bigint) =>
	(x.al * t + x.be) * y.ka > (y.al * t + y.be) * x.ka;

/** Whether the fibre at t, ⌈(α_l·t + β_l)/κ_l⌉ ≤ s ≤ ⌊(α_h·t + β_h)/κ_h⌋, holds a whole s. */
function pairHolds(low: Bound, high: Bound, t: bigint): boolean {
	return bceilDiv(low.al * t + low.be, low.ka) <= bfloorDiv(high.al * t + high.be, high.ka);
}

/** Whether some whole s satisfies every row at t. */
function fibreHolds(rows: Along[], t: bigint): boolean {
	let lo: bigint | null = null;
	let hi: bigint | null = null;
	for (const { k, e, c } of rows) {
		const rest = e * t + c;
		if (k === 0n) {
			if (rest < 0n) return false;
		} else if (k > 0n) {
			const b = bceilDiv(-rest, k);
			if (lo === null || b > lo) lo = b;
		} else {
			const b = bfloorDiv(rest, -k);
			if (hi === null || b < hi) hi = b;
		}
	}
	return lo === null || hi === null || lo <= hi;
}

/** Whether some integer (x, y) satisfies every inequality and A·x + B·y = T. */
export function lineHas(w: Work, A: bigint, B: bigint, cons: Ineq[], T: bigint): boolean {
	if (A === 0n && B === 0n) return T === 0n && !isEmptyRegion(w, cons);
	const { g, rows } = along(A, B, cons);
	if (T % g !== 0n) return false;
	return fibreHolds(rows, T / g);
}

function isEmptyRegion(w: Work, cons: Ineq[]): boolean {
	// The region has an integer point exactly when x takes some value on it.
	return lineValues(w, 1n, 0n, cons).length === 0;
}

/** n with a·n ≥ b: a range of integers (null ends unbounded), or null when none. */
function ray(a: bigint, b: bigint): [bigint | null, bigint | null] | null {
	if (a === 0n) return b <= 0n ? [null, null] : null;
	return a > 0n ? [bceilDiv(b, a), null] : [null, bfloorDiv(-b, -a)];
}

type Range = [bigint | null, bigint | null];

/** The common part of two ranges, or null when they do not meet. */
function meetRanges(x: Range, y: Range | null): Range | null {
	if (!y) return null;
	const lo = x[0] === null ? y[0] : y[0] === null ? x[0] : x[0] > y[0] ? x[0] : y[0];
	const hi = x[1] === null ? y[1] : y[1] === null ? x[1] : x[1] < y[1] ? x[1] : y[1];
	return lo !== null && hi !== null && lo > hi ? null : [lo, hi];
}

/**
 * The whole numbers where two bounds of one kind cross (both ⌊·⌋ and ⌈·⌉ of each crossing):
 * between two neighbouring cuts the same lower bound is the largest and the same upper bound the
 * smallest.
 */
function crossingCuts(bounds: Bound[], cuts: Set<bigint>): void {
	for (let i = 0; i < bounds.length; i++)
		for (let j = i + 1; j < bounds.length; j++) {
			const [x, y] = [bounds[i], bounds[j]];
			const den = x.al * y.ka - y.al * x.ka;
			if (den === 0n) continue;
			const num = y.be * x.ka - x.be * y.ka;
			cuts.add(bfloorDiv(num, den));
			cuts.add(bceilDiv(num, den));
		}
}

/** The stretches of t between the cuts, each cut a stretch of its own, inside [lo, hi]. */
function stretchesOf(cuts: Set<bigint>, range: Range): Range[] {
	const sorted = [...cuts].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
	const raw: Range[] = [];
	let prev: bigint | null = null;
	for (const c of sorted) {
		raw.push([prev === null ? null : prev + 1n, c - 1n], [c, c]);
		prev = c;
	}
	raw.push([prev === null ? null : prev + 1n, null]);
	const out: Range[] = [];
	for (const s of raw) {
		const m = meetRanges(s, range);
		if (m) out.push(m);
	}
	return out;
}

/**
 * The t of one stretch whose fibre holds a whole s, where the lower bound `low` and the upper
 * bound `high` are the tightest all along it. The fibre's width W(t) = high(t) − low(t) is linear
 * in t: where W ≥ 1 the fibre holds a whole number, where W < 0 none, so only the t with
 * 0 ≤ W < 1 (at most κ_l·κ_h + 1 of them) are checked one by one. A width that does not change
 * with t repeats with the period lcm(κ_l, κ_h).
 */
function stretchValues(w: Work, rows: Along[], low: Bound, high: Bound, [lo, hi]: Range): P.Seg[] {
	const D = low.ka * high.ka;
	const slope = high.al * low.ka - low.al * high.ka;
	const base = high.be * low.ka - low.be * high.ka;
	const one = (v: bigint): P.Seg => ({ lo: v, hi: v, p: 1, res: new Uint8Array([1]) });
	const listed = (r: Range): P.Seg[] => {
		if (r[0] === null || r[1] === null) throw new Error('an unbounded stretch listed');
		if (r[1] - r[0] >= maxListed)
			throw new TooComplex('a link between variables with a long period');
		const out: P.Seg[] = [];
		for (let t = r[0]; t <= r[1]; t++) {
			w.spend(1);
			if (fibreHolds(rows, t)) out.push(one(t));
		}
		return out;
	};
	if (slope === 0n) {
		if (base >= D) return [{ lo, hi, p: 1, res: new Uint8Array([1]) }];
		if (base < 0n) return [];
		const period = blcm(low.ka, high.ka);
		if (lo !== null && hi !== null && hi - lo < period) return listed([lo, hi]);
		if (period > BigInt(w.periodLimit))
			throw new TooComplex('a link between variables with a long period');
		const p = Number(period);
		w.spend(p);
		const res = new Uint8Array(p);
		for (let r = 0; r < p; r++) res[r] = pairHolds(low, high, BigInt(r)) ? 1 : 0;
		return [{ lo, hi, p, res }];
	}
	// W ≥ 1 where slope·t + base − D ≥ 0 and W ≥ 0 where slope·t + base ≥ 0: the t between are
	// the few to list, and the wide ones a range.
	const stretch: Range = [lo, hi];
	let wide: Range | null;
	let narrow: Range | null;
	if (slope > 0n) {
		const wideFrom = bceilDiv(D - base, slope);
		wide = meetRanges(stretch, [wideFrom, null]);
		narrow = meetRanges(stretch, [bceilDiv(-base, slope), wideFrom - 1n]);
	} else {
		const wideTo = bfloorDiv(base - D, -slope);
		wide = meetRanges(stretch, [null, wideTo]);
		narrow = meetRanges(stretch, [wideTo + 1n, bfloorDiv(base, -slope)]);
	}
	const full: P.Seg[] = wide ? [{ lo: wide[0], hi: wide[1], p: 1, res: new Uint8Array([1]) }] : [];
	const few = narrow ? listed(narrow) : [];
	return slope > 0n ? [...few, ...full] : [...full, ...few];
}

/**
 * The values T = A·x + B·y over the integer points of the region, exactly. Along each line the
 * integer points are an interval of s bounded by the tightest lower and upper bound; the t are cut
 * where two bounds of one kind cross, and on each stretch between cuts one pair of bounds decides
 * (stretchValues), so the work grows with the pair's denominators, not with all of them together.
 */
export function lineValues(w: Work, A: bigint, B: bigint, cons: Ineq[]): P.Periodic {
	if (A === 0n && B === 0n) return isEmptyRegion(w, cons) ? [] : P.points([0n]);
	const { g, rows } = along(A, B, cons);
	const lows = rows.filter((r) => r.k > 0n).map(lowBound);
	const highs = rows.filter((r) => r.k < 0n).map(highBound);
	// e·t + c ≥ 0 bounds t alone.
	let range: Range | null = [null, null];
	for (const f of rows.filter((r) => r.k === 0n))
		range = range && meetRanges(range, ray(f.e, -f.c));
	if (!range) return [];
	const cuts = new Set<bigint>();
	crossingCuts(lows, cuts);
	crossingCuts(highs, cuts);
	const segs: P.Seg[] = [];
	for (const stretch of stretchesOf(cuts, range)) {
		w.spend(1 + rows.length);
		if (!lows.length || !highs.length) {
			// s unbounded on one side: every line of the stretch holds integer points.
			segs.push({ lo: stretch[0], hi: stretch[1], p: 1, res: new Uint8Array([1]) });
			continue;
		}
		const at = stretch[0] ?? stretch[1] ?? 0n;
		const low = lows.reduce((best, b) => (above(b, best, at) ? b : best));
		const high = highs.reduce((best, b) => (above(best, b, at) ? b : best));
		segs.push(...stretchValues(w, rows, low, high, stretch));
	}
	const ts = P.normalizeSegs(segs);
	return g === 1n ? ts : P.affineP(w, ts, g, 0n);
}

/** One piece of a domain: x = p·x' + r with x' in [lo, hi] (null: unbounded). */
export interface Piece {
	p: bigint;
	r: bigint;
	lo: bigint | null;
	hi: bigint | null;
}

/** A domain of integers as pieces, one per residue class of each segment. */
export function piecesOf(set: P.Periodic): Piece[] {
	const out: Piece[] = [];
	for (const s of set) {
		if (s.big) throw new TooComplex('a domain with a long residue pattern');
		const p = BigInt(s.p);
		for (let r = 0; r < s.p; r++) {
			if (!s.res[r]) continue;
			const rr = BigInt(r);
			const lo = s.lo === null ? null : bceilDiv(s.lo - rr, p);
			const hi = s.hi === null ? null : bfloorDiv(s.hi - rr, p);
			if (lo !== null && hi !== null && lo > hi) continue;
			out.push({ p, r: rr, lo, hi });
			if (out.length > maxPieces) throw new TooComplex('a domain of too many pieces');
		}
	}
	return out;
}

/** Scales a rational linear form to whole coefficients (a positive factor keeps its sign). */
function wholeForm(xs: Rat[]): bigint[] {
	let l = 1n;
	for (const x of xs) l = blcm(l, x.d);
	return xs.map((x) => x.n * (l / x.d));
}

/**
 * A link written in one piece of each domain, as the ways it can hold: each a list of
 * inequalities (a "≠" holds in two ways, an "=" is two inequalities).
 */
function linkIn(link: Link, px: Piece, py: Piece): Ineq[][] {
	// a·(p·x' + r) + b·(q·y' + s) + c.
	const [a, b, c] = wholeForm([link.a, link.b, link.c]);
	const row: Ineq = { a: a * px.p, b: b * py.p, c: a * px.r + b * py.r + c };
	const negated: Ineq = { a: -row.a, b: -row.b, c: -row.c };
	const strict = (q: Ineq): Ineq => ({ ...q, c: q.c - 1n });
	switch (link.op) {
		case '>=':
			return [[row]];
		case '>':
			return [[strict(row)]];
		case '<=':
			return [[negated]];
		case '<':
			return [[strict(negated)]];
		case '=':
			return [[row, negated]];
		case '!=':
			return [[strict(row)], [strict(negated)]];
	}
}

function boxOf(piece: Piece, first: boolean): Ineq[] {
	const out: Ineq[] = [];
	const unit = (k: bigint): Ineq => (first ? { a: k, b: 0n, c: 0n } : { a: 0n, b: k, c: 0n });
	if (piece.lo !== null) out.push({ ...unit(1n), c: -piece.lo });
	if (piece.hi !== null) out.push({ ...unit(-1n), c: piece.hi });
	return out;
}

/** The linear term a·x + b·y + c with rational coefficients. */
export interface Term2 {
	a: Rat;
	b: Rat;
	c: Rat;
}

/** Every piece of the question: the whole term's form and the inequalities, per way. */
function* regions(
	xs: Piece[],
	ys: Piece[],
	term: Term2,
	links: Link[][]
): Generator<{ A: bigint; B: bigint; C: bigint; cons: Ineq[] }> {
	const [ta, tb, tc] = wholeForm([term.a, term.b, term.c]);
	let count = 0;
	for (const px of xs)
		for (const py of ys) {
			const ways: Ineq[][] = [];
			for (const together of links) {
				let these: Ineq[][] = [[...boxOf(px, true), ...boxOf(py, false)]];
				for (const link of together) {
					const alts = linkIn(link, px, py);
					these = these.flatMap((w) => alts.map((alt) => [...w, ...alt]));
				}
				ways.push(...these);
			}
			for (const cons of ways) {
				if (++count > maxPieces)
					throw new TooComplex('a link between variables of too many pieces');
				yield { A: ta * px.p, B: tb * py.p, C: ta * px.r + tb * py.r + tc, cons };
			}
		}
}

/** The denominator the term's values share: the values are whole numbers over it. */
export function termScale(term: Term2): bigint {
	let l = 1n;
	for (const x of [term.a, term.b, term.c]) l = blcm(l, x.d);
	return l;
}

/**
 * The values of the term over the two domains under the links, as whole numbers T with the value
 * T / termScale(term).
 */
export function linkedValues(
	w: Work,
	xs: P.Periodic,
	ys: P.Periodic,
	term: Term2,
	links: Link[][]
): P.Periodic {
	let out: P.Periodic = [];
	for (const { A, B, C, cons } of regions(piecesOf(xs), piecesOf(ys), term, links))
		out = P.union(w, out, P.affineP(w, lineValues(w, A, B, cons), 1n, C));
	return out;
}

/** Whether the whole number T (the value times termScale) is a value, fibre by fibre. */
export function linkedHas(
	w: Work,
	xs: P.Periodic,
	ys: P.Periodic,
	term: Term2,
	links: Link[][],
	T: bigint
): boolean {
	for (const { A, B, C, cons } of regions(piecesOf(xs), piecesOf(ys), term, links)) {
		w.spend(1);
		if (lineHas(w, A, B, cons, T - C)) return true;
	}
	return false;
}

/** The whole numbers of a generator's values, or TooComplex when it holds other numbers. */
function wholeNumbers(w: Work, nf: S.SetNF): P.Periodic {
	if (nf.fam.length || !N.onlyIntegersN(w, nf.num))
		throw new TooComplex('a link between variables that need not be whole numbers');
	return N.integersOf(w, nf.num);
}

/** The values as numbers: the whole numbers T over the term's denominator. */
function valuesOf(w: Work, xs: S.SetNF, ys: S.SetNF, ir: SetIR & { k: 'linked' }): S.SetNF {
	const lat = linkedValues(w, wholeNumbers(w, xs), wholeNumbers(w, ys), ir.term, ir.links);
	const l = termScale(ir.term);
	const ints: N.NumSet = { d: 1n, lat, q: [], irr: [], pts: [] };
	return S.numbers(l === 1n ? ints : N.affineN(w, ints, rat(1n, l), ZERO));
}

/**
 * The values of a linked image. More values of the generators give more values of the term, so
 * generators known between bounds give the values between the values of the bounds.
 */
export function linkedApprox(w: Work, x: Approx, y: Approx, ir: SetIR & { k: 'linked' }): Approx {
	if (isExact(x) && isExact(y)) {
		const v = valuesOf(w, x.lo, y.lo, ir);
		return { lo: v, hi: v };
	}
	return { lo: valuesOf(w, x.lo, y.lo, ir), hi: valuesOf(w, x.hi, y.hi, ir) };
}

/** The whole numbers of a generator's values, or null when it may hold other numbers. */
function wholeOrNull(w: Work, nf: S.SetNF): P.Periodic | null {
	return nf.fam.length || !N.onlyIntegersN(w, nf.num) ? null : N.integersOf(w, nf.num);
}

/**
 * Whether the rational is a value: true when it is one over the generators' lower bounds, false
 * when it is none over their upper bounds, else null (and null for generators that may hold
 * numbers other than whole ones, which this reading does not cover).
 */
export function linkedMember(
	w: Work,
	x: Approx,
	y: Approx,
	ir: SetIR & { k: 'linked' },
	value: Rat
): boolean | null {
	const his = [wholeOrNull(w, x.hi), wholeOrNull(w, y.hi)];
	const los = [wholeOrNull(w, x.lo), wholeOrNull(w, y.lo)];
	if (!his[0] || !his[1] || !los[0] || !los[1]) return null;
	const l = termScale(ir.term);
	const scaled = { n: value.n * l, d: value.d };
	if (scaled.n % scaled.d !== 0n) return false;
	const T = scaled.n / scaled.d;
	if (linkedHas(w, los[0], los[1], ir.term, ir.links, T)) return true;
	if (isExact(x) && isExact(y)) return false;
	return linkedHas(w, his[0], his[1], ir.term, ir.links, T) ? null : false;
}
