/**
 * Builds the normal form of a card from its meaning. Exact for the fragment of the notation spec;
 * primes and squares (and images by higher powers) are outside it and get a pair of sound
 * approximations lo ⊆ set ⊆ hi: residues modulo `modulus` above, small exact elements below.
 */
import { solveLinear } from './irrlinear';
import { multiplesApprox } from './multiples';
import { gcdNumber, isPerfectSquare } from '../../numbers/integers';
import { powMod, primesUpTo } from '../../numbers/primality';
import { mirrorOp, signHolds, type CompareOp, type Span } from '../read/ast';
import { filterListed, pinDown, type Membership } from './enumerate';
import { CardError, TooComplex } from '../errors';
import type { Iv } from './intervals';
import { coef, degree, type CondIR, type Poly, type SetIR, polyAt } from '../read/ir';
import * as N from './numset';
import * as P from './periodic';
import { polyCompare } from './polyset';
import { holdsAt, polyRemainderSet, type PolyRemainder } from './polymod';
import { quadraticRange } from './polyrange';
import { cmpEnd, isIrr, scaleEnd } from '../arithmetic/real';
import * as R from './residues';
import { blcm } from '../../numbers/modular';
import {
	clearDenominators,
	add,
	cmp,
	div,
	isInt,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	sign,
	sub,
	ZERO,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { exact, isExact, settled, type Approx } from './approx';
import * as S from './setnf';
import { sumApprox } from './minkowski';
import { powerCondSet } from './powerconds';
import { selfPowersApprox } from './selfpowers';
import { linkedApprox } from './linked';
import { compositesFrom, productApprox } from './products';
import { Shelf, type Work } from '../work';
import { fromEnd, isRational, ratValue, type Surd } from '../arithmetic/surd';

/** Why a card holding π + e has no normal form. */
const unknownRationality = 'a number made of π and e, whose rationality nobody knows';

export interface CompileOptions {
	naturalsFrom: 0 | 1;
	/** Modulus for the residue approximations of primes and squares. */
	modulus: number;
	/**
	 * Read the primes (and the squares) as an unknown set: all of their residue superset ('full')
	 * or nothing ('empty'). A subset that holds in every such reading holds for the real ones.
	 */
	atoms?: { prime: 'full' | 'empty'; square: 'full' | 'empty' };
	/**
	 * Membership on the card itself (the evaluator): with it, a set known only between bounds
	 * whose upper bound is small and finite is settled element by element (enumerate.ts).
	 */
	member?: Membership;
}

/** Thrown when a card uses primes or squares in a way the atom reading does not cover. */
export class AtomUnusable extends Error {}

const empty = exact(S.emptySet);
const allIv: Iv = { lo: null, loC: false, hi: null, hiC: false };

function both(a: Approx, b: Approx, f: (x: S.SetNF, y: S.SetNF) => S.SetNF): Approx {
	if (isExact(a) && isExact(b)) return exact(f(a.lo, b.lo));
	return { lo: f(a.lo, b.lo), hi: f(a.hi, b.hi) };
}
function union(w: Work, a: Approx, b: Approx): Approx {
	return both(a, b, (x, y) => S.union(w, x, y));
}
function inter(w: Work, a: Approx, b: Approx): Approx {
	return both(a, b, (x, y) => S.inter(w, x, y));
}
function diff(w: Work, a: Approx, b: Approx): Approx {
	if (isExact(a) && isExact(b)) return exact(S.diff(w, a.lo, b.lo));
	return { lo: S.diff(w, a.lo, b.hi), hi: S.diff(w, a.hi, b.lo) };
}
function mapNums(a: Approx, f: (n: N.NumSet) => N.NumSet): Approx {
	if (isExact(a)) return exact(S.numbers(f(a.lo.num)));
	return { lo: S.numbers(f(a.lo.num)), hi: S.numbers(f(a.hi.num)) };
}

function largestPrimeFactor(m: number): number {
	let largest = 1;
	for (let p = 2; p * p <= m; p++) {
		while (m % p === 0) {
			largest = p;
			m /= p;
		}
	}
	return m > 1 ? Math.max(largest, m) : largest;
}

/** The approximations of primes and squares a question built, by kind and modulus. */
const approximations = new Shelf<Approx>('approximations');

/** Primes: exactly the small ones below; above, numbers coprime to the modulus. */
function primesApprox(w: Work, m: number): Approx {
	const key = `prime ${m}`;
	const cached = w.kept(approximations).get(key);
	if (cached) return cached;
	if (m > P.maxPeriod) {
		const result = primesByFactors(w, m);
		w.kept(approximations).set(key, result);
		return result;
	}
	const bound = Math.max(largestPrimeFactor(m), 50);
	const small = primesUpTo(bound).map((p) => rat(BigInt(p)));
	const lo = S.numbers(N.ratPoints(small));
	// The residues coprime to m: a sieve by m's prime factors (a gcd per residue cost more).
	const shared = new Uint8Array(m);
	let rest = m;
	for (let p = 2; rest > 1; p++) {
		if (p * p > rest) p = rest;
		if (rest % p) continue;
		while (rest % p === 0) rest /= p;
		for (let r = 0; r < m; r += p) shared[r] = 1;
	}
	const coprime: number[] = [];
	for (let r = 0; r < m; r++) if (!shared[r]) coprime.push(r);
	const above: N.NumSet = {
		d: 1n,
		lat: P.classes(m, coprime, BigInt(bound) + 1n, null),
		q: [],
		irr: [],
		pts: []
	};
	const result = { lo, hi: S.numbers(N.unionN(w, lo.num, above)) };
	w.kept(approximations).set(key, result);
	return result;
}

/**
 * Primes for a modulus too large to list its residues: the primes up to 50, the prime factors of
 * m, and above 50 the numbers with no remainder 0 on division by any factor of m. Every prime
 * either divides m or leaves a non-zero remainder on division by each of its factors.
 */
function primesByFactors(w: Work, m: number): Approx {
	const small = primesUpTo(50).map((p) => rat(BigInt(p)));
	const lo = S.numbers(N.ratPoints(small));
	const factors = R.factorize(w, BigInt(m)).map(([b]) => b);
	let above = P.fullRange(51n, null);
	for (const b of factors) above = P.interP(w, above, P.listedClasses(w, b, [0n], false));
	const hi = N.unionN(w, N.unionN(w, lo.num, N.ratPoints(factors.map((b) => rat(b)))), {
		d: 1n,
		lat: above,
		q: [],
		irr: [],
		pts: []
	});
	return { lo, hi: S.numbers(hi) };
}

/** Largest size (bits) of a power b^k the compiler writes out. */
const maxPowerBits = 4096;
/**
 * Largest common denominator of the powers written out exactly, past the first fraction: each
 * question about them works at that scale (3^12 made {6·(1/3)^k − 2 : k ∈ ℕ₀} ⊆ ℤ run out).
 */
const maxListedDenominator = 1n << 12n;
/** Most remainders of powers kept in a residue table (beyond, only the bounds are kept). */
const maxPowerResidues = 4096;

/** The domain −D of an exponent −v over v ∈ D. */
function negatedDomain(w: Work, dom: Approx): Approx {
	const flip = (x: S.SetNF) => S.numbers(N.affineN(w, x.num, rat(-1n), ZERO));
	return { lo: flip(dom.lo), hi: flip(dom.hi) };
}

/** The non-negative integers of `ks`. */
function nonNegative(w: Work, ks: P.Periodic): N.NumSet {
	return { ...N.emptyNum, lat: P.interP(w, ks, P.classes(1, [0], 0n, null)) };
}

/**
 * Rationals holding c·b^k + s for the negative k between kmin and kmax (either open): b^k lies in
 * (0, b^min(kmax, −1)], closed at b^kmin when kmin is finite.
 */
function negativePowers(
	w: Work,
	ir: SetIR & { k: 'powers' },
	kmin: bigint | null,
	kmax: bigint | null,
	valueAt: (k: bigint) => Rat | null
): N.NumSet {
	const top = valueAt(kmax !== null && kmax < 0n ? kmax : -1n);
	const bottom = kmin === null ? ir.s : valueAt(kmin);
	if (!top || !bottom) return N.realInterval(w, allIv, true);
	const closedBottom = kmin !== null;
	const iv: Iv =
		sign(ir.c) > 0
			? { lo: bottom, loC: closedBottom, hi: top, hiC: true }
			: { lo: top, loC: true, hi: bottom, hiC: closedBottom };
	return N.realInterval(w, iv, true);
}

/** The part of a large modulus that residue tables can take (squares and polynomials use it). */
function tablePart(m: number): number {
	return m <= P.maxPeriod ? m : gcdNumber(m, 720720);
}

/** Squares of integers: the first few exactly; above, residues that squares can leave. */
function squaresApprox(w: Work, m: number): Approx {
	m = tablePart(m);
	const key = `square ${m}`;
	const cached = w.kept(approximations).get(key);
	if (cached) return cached;
	const k = 12n;
	const small: Rat[] = [];
	for (let i = 0n; i <= k; i++) small.push(rat(i * i));
	const lo = S.numbers(N.ratPoints(small));
	const qr = new Set<number>();
	for (let r = 0; r < m; r++) qr.add((r * r) % m);
	const above: N.NumSet = {
		d: 1n,
		lat: P.classes(m, qr, k * k + 1n, null),
		q: [],
		irr: [],
		pts: []
	};
	const result = { lo, hi: S.numbers(N.unionN(w, lo.num, above)) };
	w.kept(approximations).set(key, result);
	return result;
}

function compareSet(w: Work, op: CompareOp, t: Poly): N.NumSet {
	if (degree(t) >= 2) return polyCompare(w, op, t);
	const a = coef(t, 1);
	const b = coef(t, 0);
	if (isZero(a)) {
		return signHolds(op, sign(b)) ? N.realInterval(w, allIv) : N.emptyNum;
	}
	// a·x + b op 0  ⟺  x op' -b/a.
	const root = neg(div(b, a));
	let o = op;
	if (sign(a) < 0) o = mirrorOp(op);
	switch (o) {
		case '<':
			return N.realInterval(w, { lo: null, loC: false, hi: root, hiC: false });
		case '<=':
			return N.realInterval(w, { lo: null, loC: false, hi: root, hiC: true });
		case '>':
			return N.realInterval(w, { lo: root, loC: false, hi: null, hiC: false });
		case '>=':
			return N.realInterval(w, { lo: root, loC: true, hi: null, hiC: false });
		case '=':
			return N.realInterval(w, { lo: root, loC: true, hi: root, hiC: true });
		case '!=':
			return N.unionN(
				w,
				N.realInterval(w, { lo: null, loC: false, hi: root, hiC: false }),
				N.realInterval(w, { lo: root, loC: false, hi: null, hiC: false })
			);
	}
}

function isPlainSquare(term: Poly): boolean {
	return (
		degree(term) === 2 &&
		isZero(coef(term, 0)) &&
		isZero(coef(term, 1)) &&
		cmp(coef(term, 2), ONE) === 0
	);
}

/**
 * [k, missing] when the sizes |n| of the numbers n in the set are the integers k, k + 1, ...
 * except a few (`missing`), so that {n² : n in the set} is the squares from k² on but theirs.
 */
function sizesFrom(w: Work, d: N.NumSet): [bigint, bigint[]] | null {
	if (!N.onlyIntegersN(w, d)) return null;
	const up = N.interN(w, d, N.intRange(0n, null));
	const down = N.affineN(w, N.interN(w, d, N.intRange(null, 0n)), rat(-1n), ZERO);
	const sizes = N.unionN(w, up, down);
	const first = N.elementsN(sizes, 1)[0];
	if (!first) return null;
	const k = ratValue(first).n;
	const gaps = N.diffN(w, N.intRange(k, null), sizes);
	if (!N.isFiniteN(gaps) || N.countN(gaps) > 20n) return null;
	return [k, N.elementsN(gaps, 20).map((x) => ratValue(x).n)];
}

export class Compiler {
	opts: CompileOptions;
	span: Span = [0, 0];
	/** Atoms met while compiling (with `opts.atoms`). */
	usedAtoms = new Set<'prime' | 'square'>();
	/** Depth inside set elements, power sets or shifted memberships, where atoms cannot be split. */
	private nested = 0;
	/** The question's limits and memory. */
	readonly w: Work;
	/** Sets settled element by element so far, and those being settled now. */
	private pinned = new WeakMap<SetIR, Approx>();
	private pinning = new Set<SetIR>();
	constructor(w: Work, opts: CompileOptions) {
		this.w = w;
		this.opts = opts;
	}

	set(ir: SetIR): Approx {
		const a = this.build(ir);
		const member = this.opts.member;
		// Not while reading atoms, whose readings must stay the same whatever the elements are;
		// and not inside its own check, which compiles parts of the same set.
		if (isExact(a) || !member || this.opts.atoms || this.pinning.has(ir)) return a;
		const known = this.pinned.get(ir);
		if (known) return known;
		this.pinning.add(ir);
		try {
			const out = pinDown(this.w, ir, a, member);
			this.pinned.set(ir, out);
			return out;
		} finally {
			this.pinning.delete(ir);
		}
	}

	private build(ir: SetIR): Approx {
		switch (ir.k) {
			case 'named':
				return this.named(ir.name);
			case 'roster': {
				const nums: Surd[] = [];
				let hi: S.SetNF = S.emptySet;
				let isEx = true;
				const fam: S.Cell[] = [];
				for (const item of ir.items) {
					if (item.k === 'num') {
						nums.push(fromEnd(item.v));
						continue;
					}
					// π + e has no place in a normal form: nobody knows whether it is rational.
					if (item.k === 'pie') throw new TooComplex(unknownRationality);
					const el = settled(
						this.w,
						this.inside(() => this.set(item.s))
					);
					if (isExact(el)) fam.push(S.singletonSet(el.lo));
					else {
						isEx = false;
						hi = S.union(this.w, hi, S.powerSet(el.hi));
					}
				}
				const base: S.SetNF = { num: N.numPoints(nums), fam };
				if (isEx) return exact(base);
				return { lo: base, hi: S.union(this.w, base, hi) };
			}
			case 'prog':
				return exact(S.numbers(N.progression(this.w, ir.a, ir.d, ir.lo, ir.hi)));
			case 'interval':
				return exact(
					S.numbers(
						N.realInterval(this.w, { lo: ir.lo, loC: ir.loClosed, hi: ir.hi, hiC: ir.hiClosed })
					)
				);
			case 'union':
				return union(this.w, this.set(ir.a), this.set(ir.b));
			case 'inter':
				return inter(this.w, this.set(ir.a), this.set(ir.b));
			case 'diff':
				return diff(this.w, this.set(ir.a), this.set(ir.b));
			case 'pow': {
				const a = settled(
					this.w,
					this.inside(() => this.set(ir.a))
				);
				if (isExact(a)) return exact(S.powerSet(a.lo));
				return { lo: S.powerSet(a.lo), hi: S.powerSet(a.hi) };
			}
			case 'filter': {
				const dom = ir.dom ? this.set(ir.dom) : exact(S.numbers(N.realInterval(this.w, allIv)));
				const saved = this.span;
				this.span = ir.span;
				const out = this.cond(ir.cond, dom);
				this.span = saved;
				return out;
			}
			case 'image': {
				const build = () => this.boundDomain(ir);
				// An atom read in the domain of {k + 1 : k ∈ ℙ} is about k, not about the elements
				// k + 1 that the atom reading splits on: only an identity term keeps them the same.
				const identity =
					degree(ir.term) === 1 && isZero(coef(ir.term, 0)) && cmp(coef(ir.term, 1), ONE) === 0;
				const dom = this.opts.atoms && !identity ? this.inside(build) : build();
				return this.image(ir.term, dom);
			}
			case 'sum': {
				// The atom reading splits on the elements of the sum, not of its parts.
				const parts = ir.parts.map((part) =>
					this.opts.atoms ? this.inside(() => this.set(part)) : this.set(part)
				);
				return sumApprox(this.w, parts);
			}
			case 'linked': {
				// Like a sum, the atom reading splits on the values, not on the generators.
				const [x, y] = ir.gens.map((g) =>
					this.opts.atoms ? this.inside(() => this.set(g)) : this.set(g)
				);
				return linkedApprox(this.w, x, y, ir);
			}
			case 'product': {
				const [x, y] = ir.parts.map((part) =>
					this.opts.atoms ? this.inside(() => this.set(part)) : this.set(part)
				);
				const out = productApprox(this.w, x, y, tablePart(this.opts.modulus), (from) =>
					this.set(compositesFrom(from, ir.span))
				);
				if (this.opts.atoms && !isExact(out)) throw new AtomUnusable('a product of two variables');
				return out;
			}
			case 'powers': {
				const build = () => this.boundDomain(ir);
				// Like a polynomial image, an atom read in the domain is about k, not about b^k.
				return this.powers(ir, this.opts.atoms ? this.inside(build) : build());
			}
			case 'multiples': {
				const build = () => this.boundDomain(ir);
				return multiplesApprox(this.w, ir, this.opts.atoms ? this.inside(build) : build());
			}
			case 'selfpowers': {
				const build = () => this.boundDomain(ir);
				const dom = this.opts.atoms ? this.inside(build) : build();
				return selfPowersApprox(this.w, dom, tablePart(this.opts.modulus));
			}
		}
	}

	/** The values a generator's variable takes: its domain (ℝ when none) under its condition. */
	private boundDomain(ir: SetIR & { k: 'image' | 'powers' | 'multiples' | 'selfpowers' }): Approx {
		const dom0 = ir.dom ? this.set(ir.dom) : exact(S.numbers(N.realInterval(this.w, allIv)));
		const saved = this.span;
		this.span = ir.span;
		const dom = this.cond(ir.cond, dom0);
		this.span = saved;
		return dom;
	}

	/**
	 * {c·b^k + s : k ∈ dom}: the values of the simplest few k exactly, and above them the residues
	 * the powers leave at this reading's modulus (b^k mod m runs into a cycle), between the values
	 * at the smallest and largest k (b^k grows with k). Exponents that may be negative or not whole
	 * are not bounded here.
	 */
	powers(ir: SetIR & { k: 'powers' }, domain: Approx): Approx {
		if (!N.onlyIntegersN(this.w, domain.hi.num))
			throw new TooComplex('a power whose exponent need not be a whole number');
		// b^(−v) over v ∈ D is b^k over k ∈ −D.
		const dom = ir.down ? negatedDomain(this.w, domain) : domain;
		const valueAt = (k: bigint): Rat | null => {
			const size = (k < 0n ? -k : k) * BigInt(ir.b.toString(2).length);
			if (size > BigInt(maxPowerBits)) return null;
			const power = k >= 0n ? rat(ir.b ** k) : rat(1n, ir.b ** -k);
			return add(mul(ir.c, power), ir.s);
		};
		const values: Rat[] = [];
		// Fractions (negative exponents) only while their common denominator stays small.
		let denominators = 1n;
		for (const x of N.simplestN(this.w, dom.lo.num, 40)) {
			if (!isRational(x)) continue;
			const v = valueAt(ratValue(x).n);
			if (!v || (denominators > 1n && blcm(denominators, v.d) > maxListedDenominator)) continue;
			denominators = blcm(denominators, v.d);
			values.push(v);
		}
		const lo = S.numbers(N.ratPoints(values));
		const ks = N.integersOf(this.w, dom.hi.num);
		if (!ks.length) return { lo, hi: lo };
		const kmin = ks[0].lo;
		const kmax = ks[ks.length - 1].hi;
		if (kmin === null || kmin < 0n) {
			// Negative exponents: rationals between the values at the ends, which hold the listed
			// ones too (uniting with those would bring their denominators to the whole lattice).
			const below = negativePowers(this.w, ir, kmin, kmax, valueAt);
			if (kmax !== null && kmax < 0n) return { lo, hi: S.numbers(below) };
			const rest = this.powers({ ...ir, down: false }, exact(S.numbers(nonNegative(this.w, ks))));
			return { lo, hi: S.numbers(N.unionN(this.w, below, rest.hi.num)) };
		}
		const first = valueAt(kmin);
		if (!first) throw new TooComplex('a power too large');
		const l = blcm(ir.c.d, ir.s.d);
		const C = ir.c.n * (l / ir.c.d);
		const Sh = ir.s.n * (l / ir.s.d);
		const m = tablePart(this.opts.modulus);
		// b^k mod m for k from kmin on, until a remainder comes back (m ≤ 2^20, so products of
		// two remainders stay exact in floating point).
		const bm = BigInt(m);
		const toM = (x: bigint) => Number(((x % bm) + bm) % bm);
		const [cm, sm, bmod] = [toM(C), toM(Sh), toM(ir.b)];
		const vals = new Set<number>();
		const seen = new Uint8Array(m);
		let r = Number(powMod(ir.b, kmin, bm));
		let steps = 0;
		for (
			let k = kmin;
			(kmax === null || k <= kmax) && !seen[r] && vals.size <= maxPowerResidues;
			k++
		) {
			if (++steps % 1024 === 0) this.w.spend(1024);
			seen[r] = 1;
			vals.add((cm * r + sm) % m);
			r = (r * bmod) % m;
		}
		// A long cycle (a large prime modulus) says little for its cost: keep only the bounds.
		const long = vals.size > maxPowerResidues;
		const last = kmax === null ? null : valueAt(kmax);
		const ends = [first, last].map((v) => (v === null ? null : v.n * (l / v.d)));
		const [lower, upper] = C > 0n ? ends : [ends[1], ends[0]];
		const found: N.NumSet = {
			d: 1n,
			lat: long ? P.classes(1, [0], lower, upper) : P.classes(m, vals, lower, upper),
			q: [],
			irr: [],
			pts: []
		};
		const scaled = l === 1n ? found : N.affineN(this.w, found, rat(1n, l), ZERO);
		return { lo, hi: S.numbers(N.unionN(this.w, lo.num, scaled)) };
	}

	named(name: SetIR & { k: 'named' } extends { name: infer T } ? T : never): Approx {
		switch (name) {
			case 'N':
				return exact(S.numbers(N.intRange(BigInt(this.opts.naturalsFrom), null)));
			case 'N0':
				return exact(S.numbers(N.intRange(0n, null)));
			case 'Z':
				return exact(S.numbers(N.intRange(null, null)));
			case 'Z+':
				return exact(S.numbers(N.intRange(1n, null)));
			case 'Z-':
				return exact(S.numbers(N.intRange(null, -1n)));
			case 'Q':
				return exact(S.numbers(N.realInterval(this.w, allIv, true)));
			case 'Q+':
				return exact(
					S.numbers(N.realInterval(this.w, { lo: ZERO, loC: false, hi: null, hiC: false }, true))
				);
			case 'R':
				return exact(S.numbers(N.realInterval(this.w, allIv)));
			case 'R+':
				return exact(
					S.numbers(N.realInterval(this.w, { lo: ZERO, loC: false, hi: null, hiC: false }))
				);
			case 'P':
				return this.atom('prime') ?? primesApprox(this.w, this.opts.modulus);
			case 'Empty':
				return empty;
		}
	}

	image(term: Poly, dom: Approx): Approx {
		const deg = degree(term);
		if (deg <= 0) {
			const c = S.numbers(N.ratPoints([coef(term, 0)]));
			const lo = N.isEmptyN(dom.lo.num) ? S.emptySet : c;
			const hi = N.isEmptyN(dom.hi.num) ? S.emptySet : c;
			return lo === hi ? exact(lo) : { lo, hi };
		}
		if (deg === 1) return mapNums(dom, (n) => N.affineN(this.w, n, coef(term, 1), coef(term, 0)));
		if (this.opts.atoms) {
			// {n² : n ∈ D} is the squares from k² on when the sizes |n| of D are k, k + 1, ...
			const sizes =
				isExact(dom) && !dom.lo.fam.length && isPlainSquare(term)
					? sizesFrom(this.w, dom.lo.num)
					: null;
			const atom = sizes === null ? null : this.atom('square');
			if (sizes && atom) {
				const [k, missing] = sizes;
				const range = N.diffN(
					this.w,
					N.intRange(k * k, null),
					N.ratPoints(missing.map((f) => rat(f * f)))
				);
				return inter(this.w, exact(S.numbers(range)), atom);
			}
			throw new AtomUnusable('a polynomial image');
		}
		// Higher powers: a few exact values below, residues (and a bound) above.
		// Over a domain with fractions (ℚ, intervals) the simplest fractions give values too, so
		// {n² : n ∈ ℚ} ⊄ ℤ can be shown by 1/4. Only a few: each new denominator (cubed, say)
		// refines the common scale of the numbers, and {n³ : n ∈ ℚ} took 0.4 s with 24 of them.
		const fractions = N.onlyIntegersN(this.w, dom.lo.num)
			? []
			: N.simplestN(this.w, N.diffN(this.w, dom.lo.num, N.intRange(null, null)), 8);
		// Over an interval the simplest 40 numbers are fractions too: as few as the fractions.
		const whole = N.onlyIntegersN(this.w, dom.lo.num);
		const values = [...N.simplestN(this.w, dom.lo.num, whole ? 40 : 8), ...fractions]
			.filter(isRational)
			.map((x) => polyAt(term, x.p));
		const lo = S.numbers(N.ratPoints(values));
		return { lo, hi: S.numbers(N.unionN(this.w, lo.num, this.polyUpper(term, dom.hi.num))) };
	}

	/** A superset of the image of the integers (or reals) in `dom` under the polynomial. */
	polyUpper(term: Poly, dom: N.NumSet): N.NumSet {
		if (N.isEmptyN(dom)) return N.emptyNum;
		if (!N.onlyIntegersN(this.w, dom))
			return quadraticRange(this.w, term, dom) ?? N.realInterval(this.w, allIv);
		const { l, ints } = clearDenominators(term);
		const m = tablePart(this.opts.modulus);
		const ks = N.integersOf(this.w, dom);
		const met = P.residuesMet(ks, m);
		const bm = BigInt(m);
		const vals = new Set<number>();
		const value = (k: bigint) => {
			let v = 0n;
			for (let i = ints.length - 1; i >= 0; i--) v = v * k + ints[i];
			return v;
		};
		for (const r of met) vals.add(Number(((value(BigInt(r)) % bm) + bm) % bm));
		const [lower, upper] = this.polyBounds(ints, ks, value);
		const found: N.NumSet = {
			d: 1n,
			lat: P.classes(m, vals, lower, upper),
			q: [],
			irr: [],
			pts: []
		};
		return l === 1n ? found : N.affineN(this.w, found, rat(1n, l), ZERO);
	}

	polyBounds(
		ints: bigint[],
		ks: P.Periodic,
		value: (k: bigint) => bigint
	): [bigint | null, bigint | null] {
		const kmin = ks.length && ks[0].lo !== null ? ks[0].lo : null;
		const last = ks[ks.length - 1];
		const kmax = last && last.hi !== null ? last.hi : null;
		if (kmin !== null && kmax !== null) {
			// A finite domain: bound by scanning when small, otherwise give up on bounds.
			if (kmax - kmin <= 100000n) {
				let lo: bigint | null = null;
				let hi: bigint | null = null;
				for (let k = kmin; k <= kmax; k++) {
					const v = value(k);
					if (lo === null || v < lo) lo = v;
					if (hi === null || v > hi) hi = v;
				}
				return [lo, hi];
			}
		}
		if (ints.length === 3) {
			const [c, b, a] = ints;
			void c;
			// Convex (a > 0): the minimum over integers sits next to the vertex -b / 2a, clamped.
			const candidates: bigint[] = [];
			const v = rat(-b, 2n * a);
			const fl = v.n / v.d - 1n;
			for (const k of [fl, fl + 1n, fl + 2n]) {
				let kk = k;
				if (kmin !== null && kk < kmin) kk = kmin;
				if (kmax !== null && kk > kmax) kk = kmax;
				candidates.push(value(kk));
			}
			if (kmin !== null) candidates.push(value(kmin));
			if (kmax !== null) candidates.push(value(kmax));
			const best = candidates.reduce((x, y) => (a > 0n ? (y < x ? y : x) : y > x ? y : x));
			return a > 0n ? [best, null] : [null, best];
		}
		if (kmin !== null && kmin >= 0n && ints.every((c) => c >= 0n)) return [value(kmin), null];
		return [null, null];
	}

	/** Compiles inside a set element, a power set or a shifted membership. */
	inside<T>(f: () => T): T {
		this.nested++;
		try {
			return f();
		} finally {
			this.nested--;
		}
	}

	/** The primes or squares as an atom (see `atoms`), or null when not reading atoms. */
	atom(kind: 'prime' | 'square'): Approx | null {
		const atoms = this.opts.atoms;
		if (!atoms) return null;
		if (this.nested > 0) throw new AtomUnusable('an atom inside a set element');
		this.usedAtoms.add(kind);
		if (atoms[kind] === 'empty') return empty;
		const base =
			kind === 'prime'
				? primesApprox(this.w, this.opts.modulus)
				: squaresApprox(this.w, this.opts.modulus);
		return exact(base.hi);
	}

	/**
	 * A power of the variable in a condition (powerconds.ts): its whole numbers that satisfy it,
	 * exactly; no set and no other number has a power here.
	 */
	powerCond(c: CondIR & { k: 'powcmp' }, dom: Approx): Approx {
		if (!N.onlyIntegersN(this.w, dom.hi.num))
			throw new TooComplex('a power whose exponent need not be a whole number');
		const held = powerCondSet(this.w, c, N.integersOf(this.w, dom.hi.num));
		const ints = exact(S.numbers({ ...N.emptyNum, lat: held }));
		return inter(this.w, { lo: S.numbers(dom.lo.num), hi: S.numbers(dom.hi.num) }, ints);
	}

	/** The residue superset of the atom. */
	atomBound(kind: 'prime' | 'square'): S.SetNF {
		return (
			kind === 'prime'
				? primesApprox(this.w, this.opts.modulus)
				: squaresApprox(this.w, this.opts.modulus)
		).hi;
	}

	cond(c: CondIR, dom: Approx): Approx {
		switch (c.k) {
			case 'const':
				return c.value ? dom : empty;
			case 'cmp':
				// A constant comparison holds or fails for every element, sets included; "x ≠ c" is
				// the negation of "x = c", so it holds for sets (no set is a number).
				if (degree(c.t) <= 0) return N.isEmptyN(compareSet(this.w, c.op, c.t)) ? empty : dom;
				if (c.op === '!=') return diff(this.w, dom, exact(S.numbers(compareSet(this.w, '=', c.t))));
				return inter(this.w, dom, exact(S.numbers(compareSet(this.w, c.op, c.t))));
			case 'modcmp':
				return this.modcmp(c, dom);
			case 'powcmp':
				return this.powerCond(c, dom);
			case 'cmpv':
				return this.compareValue(c, dom);
			case 'cmppie':
				// (π + e)/2 has no place in a normal form: nobody knows whether it is rational.
				throw new TooComplex(unknownRationality);
			case 'cmpl': {
				// a·x op c with a irrational: x op' c/a, an exact end.
				const { op, root } = solveLinear(c.op, c.a, c.c);
				return this.compareValue({ k: 'cmpv', op, a: ONE, b: ZERO, c: root }, dom);
			}
			case 'in': {
				if (c.t === null) return inter(this.w, dom, this.set(c.set));
				const s = this.inside(() => this.set(c.set));
				const a = coef(c.t, 1);
				const b = coef(c.t, 0);
				return inter(
					this.w,
					dom,
					mapNums(s, (n) => N.preimageN(this.w, n, a, b))
				);
			}
			case 'constin': {
				const s = this.inside(() => this.set(c.set));
				const given = c.elem;
				if (given.k === 'num') {
					const el: S.Elem = { t: 'num', v: fromEnd(given.v) };
					if (S.has(this.w, s.lo, el)) return dom;
					if (!S.has(this.w, s.hi, el)) return empty;
					return { lo: S.emptySet, hi: dom.hi };
				}
				if (given.k === 'pie') throw new TooComplex(unknownRationality);
				const e = settled(
					this.w,
					this.inside(() => this.set(given.s))
				);
				if (isExact(e)) {
					const v: S.Elem = { t: 'set', v: e.lo };
					if (S.has(this.w, s.lo, v)) return dom;
					if (!S.has(this.w, s.hi, v)) return empty;
				}
				return { lo: S.emptySet, hi: dom.hi };
			}
			case 'owns':
				return this.owns(c, dom, true);
			case 'self':
				// Over a given domain nothing is a member of itself: numbers hold nothing and every
				// set on a card is built from numbers upward.
				return empty;
			case 'eqset': {
				const e = settled(
					this.w,
					this.inside(() => this.set(c.set))
				);
				if (!isExact(e)) return { lo: S.emptySet, hi: { num: N.emptyNum, fam: dom.hi.fam } };
				const one: S.SetNF = { num: N.emptyNum, fam: [S.singletonSet(e.lo)] };
				return inter(this.w, dom, exact(one));
			}
			case 'mult': {
				if (degree(c.t) >= 2) return this.polyRemainder(c, dom);
				const a = coef(c.t, 1);
				const b = coef(c.t, 0);
				if (isZero(a)) {
					// A constant: true or false for every element, sets included.
					const rest = add(b, neg(c.r));
					const holds = isZero(c.m) ? isZero(rest) : isInt(div(rest, c.m));
					return holds ? dom : empty;
				}
				if (isZero(c.m))
					return inter(
						this.w,
						dom,
						exact(S.numbers(compareSet(this.w, '=', [add(b, neg(c.r)), a])))
					);
				const lattice = N.preimageN(this.w, N.cosetN(this.w, c.m, ZERO), a, add(b, neg(c.r)));
				return inter(this.w, dom, exact(S.numbers(lattice)));
			}
			case 'prime':
			case 'square': {
				const a = coef(c.t, 1);
				const b = coef(c.t, 0);
				if (isZero(a)) {
					const holds = isInt(b)
						? c.k === 'prime'
							? this.w.provenPrime(b.n)
							: isPerfectSquare(b.n)
						: false;
					if (holds === null) return { lo: S.emptySet, hi: dom.hi };
					return holds ? dom : empty;
				}
				const atom = a.n === 1n && a.d === 1n && isZero(b) ? this.atom(c.k) : null;
				if (atom) return inter(this.w, dom, atom);
				if (this.opts.atoms) throw new AtomUnusable('a shifted prime or square');
				const base =
					c.k === 'prime'
						? primesApprox(this.w, this.opts.modulus)
						: squaresApprox(this.w, this.opts.modulus);
				return inter(
					this.w,
					dom,
					mapNums(base, (n) => N.preimageN(this.w, n, a, b))
				);
			}
			case 'and': {
				let out = dom;
				for (const arg of c.args) out = this.cond(arg, out);
				return out;
			}
			case 'or': {
				let out = empty;
				for (const arg of c.args) out = union(this.w, out, this.cond(arg, dom));
				return out;
			}
			case 'not': {
				if (c.arg.k === 'owns') return this.owns(c.arg, dom, false);
				const inner = this.cond(c.arg, dom);
				if (isExact(dom) && isExact(inner)) return exact(S.diff(this.w, dom.lo, inner.lo));
				return { lo: S.diff(this.w, dom.lo, inner.hi), hi: S.diff(this.w, dom.hi, inner.lo) };
			}
		}
	}

	/**
	 * The sets of the domain that hold the element (or lack it). Within a power-set cell of p,
	 * holding c is not lying inside p \ {c}, one more "not" set; lacking c is lying inside p \ {c}.
	 */
	owns(c: CondIR & { k: 'owns' }, dom: Approx, holds: boolean): Approx {
		const given = c.elem;
		if (given.k === 'pie') throw new TooComplex(unknownRationality);
		const e =
			given.k === 'num'
				? exact(S.numbers(N.numPoints([fromEnd(given.v)])))
				: settled(
						this.w,
						this.inside(() => this.set(given.s))
					);
		if (!isExact(e))
			return { lo: S.emptySet, hi: holds ? { num: N.emptyNum, fam: dom.hi.fam } : dom.hi };
		const elem: S.Elem =
			c.elem.k === 'num' ? { t: 'num', v: fromEnd(c.elem.v) } : { t: 'set', v: e.lo };
		const single = S.fromElements(this.w, [elem]);
		// Numbers hold no elements: they pass only "c ∉ x", as its negation says.
		const pick = (nf: S.SetNF): S.SetNF => ({
			num: holds ? N.emptyNum : nf.num,
			fam: nf.fam.flatMap((cell): S.Cell[] => {
				if (cell.k === 'one') return S.has(this.w, cell.v, elem) === holds ? [cell] : [];
				const rest = S.diff(this.w, cell.p, single);
				return [holds ? { ...cell, not: [...cell.not, rest] } : { ...cell, p: rest }];
			})
		});
		return both(dom, dom, pick);
	}

	/** a·x + b op c with irrational b or c: x op' (c - b)/a, an exact end; or a fixed truth. */
	compareValue(c: CondIR & { k: 'cmpv' }, dom: Approx): Approx {
		if (isZero(c.a)) return signHolds(c.op, cmpEnd(c.b, c.c)) ? dom : empty;
		// a·x + b op c  ⟺  x op' (c - b)/a, where b is rational (the variable's side is a
		// polynomial with rational coefficients).
		// An irrational b there would be the reader's slip: answered as too complex, never guessed.
		if (isIrr(c.b)) throw new TooComplex('a comparison with an irrational beside the variable');
		const inv = div(ONE, c.a);
		const root = scaleEnd(c.c, inv, neg(mul(inv, c.b)));
		let op = c.op;
		if (sign(c.a) < 0) op = mirrorOp(op);
		const below: Iv = { lo: null, loC: false, hi: root, hiC: op === '<=' };
		const above: Iv = { lo: root, loC: op === '>=', hi: null, hiC: false };
		const point = N.numPoints([fromEnd(root)]);
		let set: N.NumSet;
		if (op === '<' || op === '<=') set = N.realInterval(this.w, below);
		else if (op === '>' || op === '>=') set = N.realInterval(this.w, above);
		else if (op === '=') set = point;
		else
			set = N.unionN(
				this.w,
				N.realInterval(this.w, { ...below, hiC: false }),
				N.realInterval(this.w, { ...above, loC: false })
			);
		if (op === '<=' || op === '>=') set = N.unionN(this.w, set, point);
		if (op === '!=') return diff(this.w, dom, exact(S.numbers(point)));
		return inter(this.w, dom, exact(S.numbers(set)));
	}

	/**
	 * A remainder or divisibility of a polynomial of degree 2 or more (polymod.ts): exact over
	 * whole numbers, and over fractions for "=" and "≠"; a small listed domain is checked number
	 * by number; over the reals it is refused, since irrational roots would pass too.
	 */
	polyRemainder(c: PolyRemainder, dom: Approx): Approx {
		if (c.k === 'mult' && isZero(c.m))
			return this.cond({ k: 'cmp', op: '=', t: [sub(coef(c.t, 0), c.r), ...c.t.slice(1)] }, dom);
		const nums = dom.hi.num;
		const whole = N.onlyIntegersN(this.w, nums);
		const byEquality = c.k === 'mult' || c.op === '=' || c.op === '!=';
		if (whole || (byEquality && !nums.irr.length && !nums.pts.length)) {
			const hit = exact(S.numbers(polyRemainderSet(this.w, c, whole)));
			// The negation of "=": sets in the domain stay, as with a linear remainder.
			if (c.k === 'modcmp' && c.op === '!=') return diff(this.w, dom, hit);
			return inter(this.w, dom, hit);
		}
		const listed = filterListed(this.w, dom, (x) => holdsAt(c, x));
		if (listed) return listed;
		throw new CardError(
			'unsupported-form',
			byEquality
				? 'Remainders, divisibility and parity of a power of the variable are read only over whole numbers and fractions: over the reals they also hold at roots such as √14.'
				: 'A remainder of a power of the variable compared with < or > is read only over whole numbers.',
			this.span
		);
	}

	modcmp(c: CondIR & { k: 'modcmp' }, dom: Approx): Approx {
		if (degree(c.arg) >= 2) return this.polyRemainder(c, dom);
		const a = coef(c.arg, 1);
		const b = coef(c.arg, 0);
		const m = c.m;
		const classOf = (r: Rat): N.NumSet => N.preimageN(this.w, N.cosetN(this.w, m, r), a, b);
		if (c.op === '=' || c.op === '!=') {
			const inRange = sign(c.c) >= 0 && cmp(c.c, m) < 0;
			const hit = inRange ? classOf(c.c) : N.emptyNum;
			if (c.op === '=') return inter(this.w, dom, exact(S.numbers(hit)));
			// The negation of "=": sets in the domain stay, as with "not (x mod m = r)".
			return diff(this.w, dom, exact(S.numbers(hit)));
		}
		// Order comparisons: exact when the argument is a whole number on the whole domain.
		const wholes = N.preimageN(this.w, N.intRange(null, null), a, b);
		if (!N.isEmptyN(N.diffN(this.w, dom.hi.num, wholes))) {
			const listed = filterListed(this.w, dom, (x) => {
				const v = add(mul(a, x), b);
				const r = add(v, neg(mul(m, rat(floor(div(v, m))))));
				const d = cmp(r, c.c);
				return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : d >= 0;
			});
			if (listed) return listed;
			throw new CardError(
				'unsupported-form',
				'Comparing a remainder with < or > is only supported when the numbers are whole.',
				this.span
			);
		}
		if (m.d === 1n) {
			// The remainders that pass form one run lo..hi of 0..m-1.
			const fl = floor(c.c);
			const ce = ceil(c.c);
			let lo = c.op === '<' || c.op === '<=' ? 0n : c.op === '>' ? fl + 1n : ce;
			let hi = c.op === '<' ? ce - 1n : c.op === '<=' ? fl : m.n - 1n;
			if (lo < 0n) lo = 0n;
			if (hi > m.n - 1n) hi = m.n - 1n;
			const run = (from: bigint, to: bigint) => {
				const out: bigint[] = [];
				for (let r = from; r <= to; r++) out.push(r);
				return out;
			};
			let lat: P.Periodic;
			if (lo > hi) lat = [];
			else if (m.n <= BigInt(P.defaultTableLimit))
				lat = P.classes(Number(m.n), run(lo, hi).map(Number));
			else if (hi - lo < 32n) lat = P.listedClasses(this.w, m.n, run(lo, hi), true);
			else if (m.n - (hi - lo + 1n) <= 32n)
				lat = P.listedClasses(this.w, m.n, [...run(0n, lo - 1n), ...run(hi + 1n, m.n - 1n)], false);
			else if (m.n <= BigInt(P.maxPeriod)) lat = P.classes(Number(m.n), run(lo, hi).map(Number));
			else throw new TooComplex('too many remainders to list');
			const hit = N.preimageN(this.w, { d: 1n, lat, q: [], irr: [], pts: [] }, a, b);
			return inter(this.w, dom, exact(S.numbers(hit)));
		}
		if (m.n > 100000n) throw new TooComplex('modulus too large');
		let hit = N.emptyNum;
		for (let r = 0n; r < m.n; r++) {
			const rr = rat(r);
			const x = cmp(rr, c.c);
			const holds = c.op === '<' ? x < 0 : c.op === '<=' ? x <= 0 : c.op === '>' ? x > 0 : x >= 0;
			if (holds) hit = N.unionN(this.w, hit, classOf(rr));
		}
		return inter(this.w, dom, exact(S.numbers(hit)));
	}
}
