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
 * from one side by ⌈·⌉ or ⌊·⌋ of a linear function of t, or bounds t alone. Writing t = r + P·n
 * with P the lcm of the bounds' divisors, every ⌈·⌉ and ⌊·⌋ is linear in n, so for each remainder
 * r the n that work form one range: the values are one progression per remainder.
 */
import { blcm, bmod, egcd } from '../../numbers/modular';
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

/** Largest period of the remainders worked through (one progression each). */
const maxPeriod = 1024n;
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

/** Whether some integer (x, y) satisfies every inequality and A·x + B·y = T. */
export function lineHas(w: Work, A: bigint, B: bigint, cons: Ineq[], T: bigint): boolean {
	if (A === 0n && B === 0n) return T === 0n && !isEmptyRegion(w, cons);
	const { g, rows } = along(A, B, cons);
	if (T % g !== 0n) return false;
	const t = T / g;
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

function isEmptyRegion(w: Work, cons: Ineq[]): boolean {
	// The region has an integer point exactly when x takes some value on it.
	return lineValues(w, 1n, 0n, cons).length === 0;
}

/** n with a·n ≥ b: a range of integers (null ends unbounded), or null when none. */
function ray(a: bigint, b: bigint): [bigint | null, bigint | null] | null {
	if (a === 0n) return b <= 0n ? [null, null] : null;
	return a > 0n ? [bceilDiv(b, a), null] : [null, bfloorDiv(-b, -a)];
}

/** The values T = A·x + B·y over the integer points of the region, exactly. */
export function lineValues(w: Work, A: bigint, B: bigint, cons: Ineq[]): P.Periodic {
	if (A === 0n && B === 0n) return isEmptyRegion(w, cons) ? [] : P.points([0n]);
	const { g, rows } = along(A, B, cons);
	const lows = rows.filter((r) => r.k > 0n);
	const highs = rows.filter((r) => r.k < 0n);
	const flat = rows.filter((r) => r.k === 0n);
	let period = 1n;
	for (const r of [...lows, ...highs]) {
		period = blcm(period, r.k < 0n ? -r.k : r.k);
		if (period > maxPeriod) throw new TooComplex('a link between variables with a long period');
	}
	// For each remainder r of t, the n with t = r + period·n that work: one range each.
	const ranges: { r: bigint; lo: bigint | null; hi: bigint | null }[] = [];
	for (let r = 0n; r < period; r++) {
		w.spend(1 + lows.length * highs.length);
		let lo: bigint | null = null;
		let hi: bigint | null = null;
		let none = false;
		const meet = (range: [bigint | null, bigint | null] | null) => {
			if (!range) {
				none = true;
				return;
			}
			if (range[0] !== null && (lo === null || range[0] > lo)) lo = range[0];
			if (range[1] !== null && (hi === null || range[1] < hi)) hi = range[1];
		};
		// e·t + c ≥ 0.
		for (const f of flat) meet(ray(f.e * period, -(f.e * r + f.c)));
		for (const l of lows)
			for (const h of highs) {
				// ⌈(−e₁t − c₁)/k₁⌉ ≤ ⌊(e₂t + c₂)/|k₂|⌋, each linear in n past its value at r.
				const k1 = l.k;
				const k2 = -h.k;
				const low0 = bceilDiv(-(l.e * r + l.c), k1);
				const high0 = bfloorDiv(h.e * r + h.c, k2);
				const lowStep = (-l.e * period) / k1;
				const highStep = (h.e * period) / k2;
				meet(ray(highStep - lowStep, low0 - high0));
			}
		if (none || (lo !== null && hi !== null && lo > hi)) continue;
		ranges.push({ r, lo, hi });
	}
	const ts = assemble(w, period, ranges);
	return g === 1n ? ts : P.affineP(w, ts, g, 0n);
}

/**
 * The values t = r + period·n, n in its range for each remainder r, as one periodic set:
 * between two consecutive ends of the ranges the same remainders are present, so each stretch
 * is one segment of period g·period (or its few points, when it is shorter than that).
 */
function assemble(
	w: Work,
	period: bigint,
	ranges: { r: bigint; lo: bigint | null; hi: bigint | null }[]
): P.Periodic {
	const step = period;
	const ends = ranges.map(({ r, lo, hi }) => ({
		r,
		from: lo === null ? null : r + period * lo,
		to: hi === null ? null : r + period * hi
	}));
	const cuts = new Set<bigint>();
	for (const e of ends) {
		if (e.from !== null) cuts.add(e.from);
		if (e.to !== null) cuts.add(e.to + 1n);
	}
	const sorted = [...cuts].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
	const stretches: [bigint | null, bigint | null][] = [];
	let prev: bigint | null = null;
	for (const c of sorted) {
		stretches.push([prev, c - 1n]);
		prev = c;
	}
	stretches.push([prev, null]);
	const p = Number(step);
	const segs: P.Seg[] = [];
	for (const [from, to] of stretches) {
		w.spend(1 + Math.ceil(ends.length / 64));
		const present = ends.filter(
			(e) =>
				(e.from === null || (from !== null && e.from <= from)) &&
				(e.to === null || (to !== null && e.to >= to))
		);
		if (!present.length) continue;
		if (from !== null && to !== null && to - from < step) {
			// A short stretch: each remainder gives at most one value.
			const values: bigint[] = [];
			for (const e of present) {
				const first = from + bmod(e.r - from, step);
				if (first <= to) values.push(first);
			}
			values.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
			for (const v of values) segs.push({ lo: v, hi: v, p: 1, res: new Uint8Array([1]) });
			continue;
		}
		w.spend(Math.ceil(p / 64));
		const res = new Uint8Array(p);
		for (const e of present) res[Number(e.r)] = 1;
		segs.push({ lo: from, hi: to, p, res });
	}
	return P.normalizeSegs(segs);
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
