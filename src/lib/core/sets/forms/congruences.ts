/**
 * Sets of integers read modulus by modulus, never expanding the lcm of the moduli. A card made of
 * integer ranges, finite lists and conditions on remainders (x mod m in a run of remainders) is
 * read as a formula over such atoms; A ⊆ S is then "A and not S" having no integer, which is
 * split into conjunctions of atoms (cubes). Each cube is solved exactly: remainders for the same
 * modulus are intersected as runs, single classes are joined by the Chinese remainder theorem,
 * moduli sharing a factor are lifted to their lcm only while few runs result (else split by the
 * remainder mod the common factor, or compared through it), and moduli left pairwise coprime
 * are independent, so a cube is empty exactly when one of them allows no remainder. A listed
 * element is tested directly. So {2k : k ∈ ℤ} ∪ ... ∪ {41k : k ∈ ℤ} against ℤ \ {1, -1} takes a
 * test of 1 and -1 per class, and x mod 10^18 < c a single run. Cards outside this reading
 * (fractions, sets of sets, primes, powers) and cubes out of its reach are left to the general
 * normal forms (setnf.ts).
 */
import { gcd } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { coef, degree, type CondIR, type Poly, type SetIR } from '../read/ir';
import { mirrorOp, signHolds, type CompareOp } from '../read/ast';
import { bmod, crt, modInverse } from '../../numbers/modular';
import {
	clearDenominators,
	bceilDiv,
	bfloorDiv,
	cmp,
	isInt,
	mul,
	rat,
	sign,
	sub,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { isIrr } from '../arithmetic/real';
import type { Work } from '../work';

/** Sorted disjoint runs [lo, hi] of remainders, inside [0, m - 1]. */
export type Runs = [bigint, bigint][];

export type Formula =
	| { k: 'true' }
	| { k: 'false' }
	/** x mod m lies in one of the runs. */
	| { k: 'res'; m: bigint; runs: Runs }
	/** lo <= x <= hi (null: unbounded). */
	| { k: 'range'; lo: bigint | null; hi: bigint | null }
	| { k: 'pts'; v: bigint[] }
	| { k: 'and' | 'or'; args: Formula[] }
	| { k: 'not'; arg: Formula };

/** Thrown when a card leaves the fragment read here; the general path then answers. */
class Outside extends Error {}

const TRUE: { k: 'true' } = { k: 'true' };
const FALSE: { k: 'false' } = { k: 'false' };

/** What `res` and `range` build: a remainder or range condition, or a fixed truth. */
type Basic =
	| typeof TRUE
	| typeof FALSE
	| { k: 'res'; m: bigint; runs: Runs }
	| { k: 'range'; lo: bigint | null; hi: bigint | null };

/** A conjunction or disjunction of formulas of one kind (a Formula, or one in `Nnf`). */
type Junction<F> = { k: 'and' | 'or'; args: F[] };

/**
 * Most runs a lift to a common modulus may make: a quarter of the question's residue table limit
 * (tests lower it to reach the other ways of joining moduli with small ones).
 */
function maxRuns(w: Work): bigint {
	return BigInt(w.tableLimit >> 2);
}
/** Most integers of a bounded cube tested one by one. */
const maxScan = 4096;
/** Integers nearest the start tried before a witness is built by the remainder theorem. */
const nearTries = 256;

// ------------------------------------------------------------------------------------------
// Runs

function normRuns(runs: Runs): Runs {
	const sorted = runs.filter(([lo, hi]) => lo <= hi).sort((x, y) => (x[0] < y[0] ? -1 : 1));
	const out: Runs = [];
	for (const [lo, hi] of sorted) {
		const last = out[out.length - 1];
		if (last && lo <= last[1] + 1n) {
			if (hi > last[1]) last[1] = hi;
		} else out.push([lo, hi]);
	}
	return out;
}

function interRuns(a: Runs, b: Runs): Runs {
	const out: Runs = [];
	let i = 0;
	let j = 0;
	while (i < a.length && j < b.length) {
		const lo = a[i][0] > b[j][0] ? a[i][0] : b[j][0];
		const hi = a[i][1] < b[j][1] ? a[i][1] : b[j][1];
		if (lo <= hi) out.push([lo, hi]);
		if (a[i][1] < b[j][1]) i++;
		else j++;
	}
	return out;
}

function complementRuns(a: Runs, m: bigint): Runs {
	const out: Runs = [];
	let next = 0n;
	for (const [lo, hi] of a) {
		if (lo > next) out.push([next, lo - 1n]);
		next = hi + 1n;
	}
	if (next <= m - 1n) out.push([next, m - 1n]);
	return out;
}

/** The runs of v + s for v in the runs, modulo m. */
function shiftRuns(a: Runs, s: bigint, m: bigint): Runs {
	s = bmod(s, m);
	if (s === 0n) return a;
	const out: Runs = [];
	for (const [lo, hi] of a) {
		const l = lo + s;
		const h = hi + s;
		if (l >= m) out.push([l - m, h - m]);
		else if (h >= m) out.push([l, m - 1n], [0n, h - m]);
		else out.push([l, h]);
	}
	return normRuns(out);
}

/** The runs of -v modulo m. */
function negateRuns(a: Runs, m: bigint): Runs {
	const out: Runs = [];
	for (const [lo, hi] of a) {
		if (lo === 0n) {
			out.push([0n, 0n]);
			if (hi >= 1n) out.push([m - hi, m - 1n]);
		} else out.push([m - hi, m - lo]);
	}
	return normRuns(out);
}

/** The same remainders read modulo l, a multiple of m. */
function liftRuns(w: Work, a: Runs, m: bigint, l: bigint): Runs {
	const times = l / m;
	if (BigInt(a.length) * times > maxRuns(w)) throw new TooComplex('too many runs');
	w.spend(a.length * Number(times));
	const out: Runs = [];
	for (let t = 0n; t < times; t++) for (const [lo, hi] of a) out.push([lo + t * m, hi + t * m]);
	return normRuns(out);
}

/** The remainders mod g (a divisor of the runs' modulus) of the numbers in the runs. */
function projectRuns(a: Runs, g: bigint): Runs {
	const out: Runs = [];
	for (const [lo, hi] of a) {
		if (hi - lo + 1n >= g) return [[0n, g - 1n]];
		const l = bmod(lo, g);
		const h = bmod(hi, g);
		if (l <= h) out.push([l, h]);
		else out.push([l, g - 1n], [0n, h]);
	}
	return normRuns(out);
}

function inRuns(a: Runs, v: bigint): boolean {
	let lo = 0;
	let hi = a.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (v < a[mid][0]) hi = mid - 1;
		else if (v > a[mid][1]) lo = mid + 1;
		else return true;
	}
	return false;
}

/** The smallest remainder in the runs that is ≡ r (mod g), or null. */
function firstCongruent(a: Runs, r: bigint, g: bigint): bigint | null {
	for (const [lo, hi] of a) {
		const v = lo + bmod(r - lo, g);
		if (v <= hi) return v;
	}
	return null;
}

function isFullRuns(a: Runs, m: bigint): boolean {
	return a.length === 1 && a[0][0] === 0n && a[0][1] === m - 1n;
}

// ------------------------------------------------------------------------------------------
// Arithmetic

// ------------------------------------------------------------------------------------------
// Formulas

// Generic over the kind of formula, so a formula in negation normal form stays one.
function and<F extends { k: string }>(...args: F[]): F | Junction<F> | Basic {
	if (args.some((f) => f.k === 'false')) return FALSE;
	const kept = args.filter((f) => f.k !== 'true');
	return kept.length === 0 ? TRUE : kept.length === 1 ? kept[0] : { k: 'and', args: kept };
}
function or<F extends { k: string }>(...args: F[]): F | Junction<F> | Basic {
	if (args.some((f) => f.k === 'true')) return TRUE;
	const kept = args.filter((f) => f.k !== 'false');
	return kept.length === 0 ? FALSE : kept.length === 1 ? kept[0] : { k: 'or', args: kept };
}
function not(f: Formula): Formula {
	return f.k === 'true' ? FALSE : f.k === 'false' ? TRUE : { k: 'not', arg: f };
}
function res(m: bigint, runs: Runs): Basic {
	if (m === 1n) return runs.length ? TRUE : FALSE;
	const r = normRuns(runs);
	return r.length === 0 ? FALSE : isFullRuns(r, m) ? TRUE : { k: 'res', m, runs: r };
}
function range(lo: bigint | null, hi: bigint | null): Basic {
	if (lo !== null && hi !== null && lo > hi) return FALSE;
	return lo === null && hi === null ? TRUE : { k: 'range', lo, hi };
}
function classOf(r: bigint, m: bigint): Formula {
	const v = bmod(r, m);
	return res(m, [[v, v]]);
}

/** Whether the integer x satisfies the formula. */
export function holds(f: Formula, x: bigint): boolean {
	switch (f.k) {
		case 'true':
			return true;
		case 'false':
			return false;
		case 'res':
			return inRuns(f.runs, bmod(x, f.m));
		case 'range':
			return (f.lo === null || x >= f.lo) && (f.hi === null || x <= f.hi);
		case 'pts':
			return f.v.includes(x);
		case 'and':
			return f.args.every((g) => holds(g, x));
		case 'or':
			return f.args.some((g) => holds(g, x));
		case 'not':
			return !holds(f.arg, x);
	}
}

type Atom = Formula & { k: 'res' | 'range' | 'pts' };

/** The formula with each atom replaced, and the connectives kept. */
function mapAtoms(f: Formula, atom: (a: Atom) => Formula): Formula {
	switch (f.k) {
		case 'true':
		case 'false':
			return f;
		case 'and':
		case 'or':
			return { k: f.k, args: f.args.map((g) => mapAtoms(g, atom)) };
		case 'not':
			return not(mapAtoms(f.arg, atom));
		default:
			return atom(f);
	}
}

/** {x : -x satisfies f}. */
function negated(f: Formula): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? res(g.m, negateRuns(g.runs, g.m))
			: g.k === 'range'
				? range(g.hi === null ? null : -g.hi, g.lo === null ? null : -g.lo)
				: { k: 'pts', v: g.v.map((v) => -v) }
	);
}

/** {x : x - s satisfies f}. */
function shifted(f: Formula, s: bigint): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? res(g.m, shiftRuns(g.runs, s, g.m))
			: g.k === 'range'
				? range(g.lo === null ? null : g.lo + s, g.hi === null ? null : g.hi + s)
				: { k: 'pts', v: g.v.map((v) => v + s) }
	);
}

/**
 * For a > 0 and 0 <= b0 < a: a formula that agrees, on x ≡ b0 (mod a), with "(x - b0)/a
 * satisfies f" (off that class it may say anything: it is always taken with the class).
 */
function stretched(f: Formula, a: bigint, b0: bigint): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? // x mod a·m = a·((x - b0)/a mod m) + b0.
				res(
					a * g.m,
					g.runs.map(([lo, hi]) => [a * lo + b0, a * hi + b0])
				)
			: g.k === 'range'
				? range(g.lo === null ? null : a * g.lo + b0, g.hi === null ? null : a * g.hi + b0)
				: { k: 'pts', v: g.v.map((v) => a * v + b0) }
	);
}

/** {a·k + b : k satisfies f} for integers a ≠ 0, b. */
function imageOf(f: Formula, a: bigint, b: bigint): Formula {
	if (a < 0n) return imageOf(negated(f), -a, b);
	const q = bfloorDiv(b, a);
	const b0 = b - a * q;
	// a·k + b = a·(k + q) + b0.
	return and(classOf(b0, a), stretched(shifted(f, q), a, b0));
}

/** {x : a·x + b satisfies f} for integers a ≠ 0, b. */
function preimageOf(f: Formula, a: bigint, b: bigint): Formula {
	if (a < 0n) return preimageOf(negated(f), -a, -b);
	const g = shifted(f, -b);
	if (a === 1n) return g;
	return preimageScaled(g, a);
}

/** {x : a·x satisfies f} for a > 1. */
function preimageScaled(f: Formula, a: bigint): Formula {
	return mapAtoms(f, (g) => {
		if (g.k === 'range')
			return range(
				g.lo === null ? null : bceilDiv(g.lo, a),
				g.hi === null ? null : bfloorDiv(g.hi, a)
			);
		if (g.k === 'pts') return { k: 'pts', v: g.v.filter((v) => v % a === 0n).map((v) => v / a) };
		const m = g.m;
		// a·x mod m depends on x mod m/gcd(a, m) only: a single remainder (or all but one) is a
		// congruence, and otherwise m/gcd(a, m) must be small enough to list.
		if (g.runs.length === 1 && g.runs[0][0] === g.runs[0][1]) return congruence(a, g.runs[0][0], m);
		const comp = complementRuns(g.runs, m);
		if (comp.length === 1 && comp[0][0] === comp[0][1]) return not(congruence(a, comp[0][0], m));
		const mm = m / gcd(a, m);
		if (mm > 4096n) throw new Outside('a scaled remainder run');
		const out: Runs = [];
		for (let t = 0n; t < mm; t++) if (inRuns(g.runs, bmod(a * t, m))) out.push([t, t]);
		return res(mm, out);
	});
}

/** {x : a·x ≡ c (mod m)}, m > 0. */
function congruence(a: bigint, c: bigint, m: bigint): Formula {
	a = bmod(a, m);
	if (a === 0n) return bmod(c, m) === 0n ? TRUE : FALSE;
	const g = gcd(a, m);
	if (bmod(c, g) !== 0n) return FALSE;
	const mm = m / g;
	return classOf((c / g) * modInverse(a / g, mm), mm);
}

// ------------------------------------------------------------------------------------------
// Reading cards

interface Trace {
	/** Which integers are in the set. */
	f: Formula;
	/** Whether the set holds integers only (no fractions, irrationals or sets). */
	ints: boolean;
}

function intOf(r: Rat): bigint {
	if (!isInt(r)) throw new Outside('a fraction');
	return r.n;
}

/** How a card is read: ℕ from 0 or 1, and the scale d of the lattice (elements are n/d). */
interface Scale {
	naturalsFrom: 0 | 1;
	d: bigint;
}

/** d·r as an integer, or null when it is not one. */
function scaled(r: Rat, d: bigint): bigint | null {
	const v = mul(r, rat(d));
	return isInt(v) ? v.n : null;
}

/** The n with n/d in the set, and whether the set holds such numbers only (`ints`). */
function traceSet(ir: SetIR, sc: Scale): Trace {
	const d = sc.d;
	const lattice = res(d, [[0n, 0n]]);
	switch (ir.k) {
		case 'named':
			switch (ir.name) {
				case 'N':
					return { f: and(range(BigInt(sc.naturalsFrom) * d, null), lattice), ints: true };
				case 'N0':
					return { f: and(range(0n, null), lattice), ints: true };
				case 'Z':
					return { f: lattice, ints: true };
				case 'Z+':
					return { f: and(range(d, null), lattice), ints: true };
				case 'Z-':
					return { f: and(range(null, -d), lattice), ints: true };
				case 'Q':
				case 'R':
					return { f: TRUE, ints: false };
				case 'Q+':
				case 'R+':
					return { f: range(1n, null), ints: false };
				case 'Empty':
					return { f: FALSE, ints: true };
				default:
					throw new Outside('primes');
			}
		case 'roster': {
			const v: bigint[] = [];
			let ints = true;
			for (const item of ir.items) {
				// π + e might be on a lattice (nobody knows whether it is rational): not read here.
				if (item.k === 'pie') throw new Outside('a number of unknown rationality');
				// An irrational element is off every lattice, as a fraction off this one is.
				const n = item.k === 'num' && !isIrr(item.v) ? scaled(item.v, d) : null;
				if (n === null) ints = false;
				else v.push(n);
			}
			return { f: v.length ? { k: 'pts', v: [...new Set(v)] } : FALSE, ints };
		}
		case 'prog': {
			const step = scaled(ir.d, d);
			const first = scaled(ir.a, d);
			if (step === null || first === null) throw new Outside('a progression off the lattice');
			return { f: imageOf(range(ir.lo, ir.hi), step, first), ints: true };
		}
		case 'interval': {
			if ((ir.lo !== null && isIrr(ir.lo)) || (ir.hi !== null && isIrr(ir.hi)))
				throw new Outside('an interval with an irrational end');
			const lo = ir.lo === null ? null : mul(ir.lo, rat(d));
			const hi = ir.hi === null ? null : mul(ir.hi, rat(d));
			const point = lo !== null && hi !== null && cmp(lo, hi) === 0;
			const none = lo !== null && hi !== null && cmp(lo, hi) > 0;
			return {
				f: range(
					lo === null ? null : ir.loClosed ? ceil(lo) : floor(lo) + 1n,
					hi === null ? null : ir.hiClosed ? floor(hi) : ceil(hi) - 1n
				),
				ints: none || (point && ir.loClosed && ir.hiClosed && isInt(lo))
			};
		}
		case 'union': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: or(a.f, b.f), ints: a.ints && b.ints };
		}
		case 'inter': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: and(a.f, b.f), ints: a.ints || b.ints };
		}
		case 'diff': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: and(a.f, not(b.f)), ints: a.ints };
		}
		case 'pow':
			return { f: FALSE, ints: false };
		case 'filter': {
			const dom = ir.dom ? traceSet(ir.dom, sc) : { f: TRUE, ints: false };
			return { f: and(dom.f, traceCond(ir.cond, sc, dom.ints && d === 1n)), ints: dom.ints };
		}
		case 'image': {
			// The variable runs over integers: its domain and condition are read at scale 1.
			const whole = { naturalsFrom: sc.naturalsFrom, d: 1n };
			const dom = ir.dom ? traceSet(ir.dom, whole) : { f: TRUE, ints: false };
			if (!dom.ints) throw new Outside('an image of numbers that are not all integers');
			if (degree(ir.term) > 1) throw new Outside('a power of the variable');
			const a = scaled(coef(ir.term, 1), d);
			const b = scaled(coef(ir.term, 0), d);
			if (a === null || b === null) throw new Outside('an image off the lattice');
			if (a === 0n) throw new Outside('a constant image');
			return { f: imageOf(and(dom.f, traceCond(ir.cond, whole, true)), a, b), ints: true };
		}
		case 'sum':
			// Sums of several generators have their own exact reading (minkowski.ts).
			throw new Outside('a sum of several generators');
		case 'powers':
		case 'selfpowers':
			throw new Outside('a power with the variable as exponent');
		case 'multiples':
			throw new Outside('an image with √, π or e in its rule');
		case 'linked':
			throw new Outside('a link between two variables');
		case 'product':
			throw new Outside('a product of two variables');
	}
}

/**
 * The n for which the condition holds at x = n/d; `whole` tells whether the domain holds
 * integers only, as a remainder compared with < or > must be of a whole number (compile.ts).
 */
function traceCond(c: CondIR, sc: Scale, whole: boolean): Formula {
	// The term t(x) as a term in n.
	const inN = (t: Poly): Poly => {
		if (degree(t) > 1) throw new Outside('a power of the variable');
		return [coef(t, 0), mul(coef(t, 1), rat(1n, sc.d))];
	};
	switch (c.k) {
		case 'const':
			return c.value ? TRUE : FALSE;
		case 'and':
			return and(...c.args.map((x) => traceCond(x, sc, whole)));
		case 'or':
			return or(...c.args.map((x) => traceCond(x, sc, whole)));
		case 'not':
			return not(traceCond(c.arg, sc, whole));
		case 'cmp':
			return compare(c.op, inN(c.t));
		case 'in': {
			const inner = traceSet(c.set, sc).f;
			if (c.t === null) return inner;
			// d·(a·n/d + b) = a·n + d·b must be an integer point of the lattice.
			const a = intOf(coef(c.t, 1));
			const b = scaled(coef(c.t, 0), sc.d);
			if (degree(c.t) > 1 || b === null) throw new Outside('a membership off the lattice');
			if (a === 0n) return holds(inner, b) ? TRUE : FALSE;
			return preimageOf(inner, a, b);
		}
		case 'modcmp':
			if (!whole && c.op !== '=' && c.op !== '!=') throw new Outside('a remainder of a fraction');
			return remainder(c.op, inN(c.arg), c.m, c.c);
		case 'mult': {
			// t - r ∈ m·ℤ, cleared of denominators: A·n + B ∈ M·ℤ.
			const t = inN(c.t);
			const [A, B, M] = cleared([t[1], sub(t[0], c.r), c.m]);
			const m = M < 0n ? -M : M;
			if (m === 0n) {
				if (A === 0n) return B === 0n ? TRUE : FALSE;
				return B % A === 0n ? { k: 'pts', v: [-B / A] } : FALSE;
			}
			return congruence(A, -B, m);
		}
		default:
			throw new Outside('a condition outside remainders and ranges');
	}
}

/** The rationals times the lcm of their denominators: integers in the same ratios. */
function cleared(rs: Rat[]): bigint[] {
	return clearDenominators(rs).ints;
}

/** The integers x with a·x + b op 0. */
function compare(op: CompareOp, t: Poly): Formula {
	if (degree(t) > 1) throw new Outside('a power of the variable');
	const a = coef(t, 1);
	const b = coef(t, 0);
	if (sign(a) === 0) return signHolds(op, sign(b)) ? TRUE : FALSE;
	// x op' root, root = -b/a.
	const root = rat(-b.n * a.d, b.d * a.n);
	let o = op;
	if (sign(a) < 0) o = mirrorOp(op);
	switch (o) {
		case '<':
			return range(null, ceil(root) - 1n);
		case '<=':
			return range(null, floor(root));
		case '>':
			return range(floor(root) + 1n, null);
		case '>=':
			return range(ceil(root), null);
		case '=':
			return isInt(root) ? { k: 'pts', v: [root.n] } : FALSE;
		default:
			return isInt(root) ? not({ k: 'pts', v: [root.n] }) : TRUE;
	}
}

/** The integers n with t(n) mod m op c, for a term t of degree at most 1. */
function remainder(op: string, t: Poly, m: Rat, c: Rat): Formula {
	if (sign(m) <= 0) throw new Outside('a modulus that is not positive');
	const order = op !== '=' && op !== '!=';
	if (order && !(isInt(coef(t, 0)) && isInt(coef(t, 1))))
		throw new Outside('a remainder of a fraction compared by order');
	// Times the lcm L of the denominators: L·(y mod m) = (L·y) mod (L·m), compared with L·c.
	const [a, b, M, C] = cleared([coef(t, 1), coef(t, 0), m, c]);
	let runs: Runs;
	if (!order) {
		const hit: Runs = C >= 0n && C < M ? [[C, C]] : [];
		runs = op === '=' ? hit : complementRuns(hit, M);
	} else {
		let lo = op === '<' || op === '<=' ? 0n : op === '>' ? C + 1n : C;
		let hi = op === '<' ? C - 1n : op === '<=' ? C : M - 1n;
		if (lo < 0n) lo = 0n;
		if (hi > M - 1n) hi = M - 1n;
		runs = lo <= hi ? [[lo, hi]] : [];
	}
	const f = res(M, runs);
	if (a === 0n) return holds(f, b) ? TRUE : FALSE;
	return preimageOf(f, a, b);
}

// ------------------------------------------------------------------------------------------
// Solving

type Lit =
	| { k: 'res'; m: bigint; runs: Runs }
	| { k: 'range'; lo: bigint | null; hi: bigint | null }
	| { k: 'pts'; v: bigint[] }
	| { k: 'notpts'; v: bigint[] };

/** A formula in negation normal form: literals joined by "and" and "or". */
type Nnf = Lit | typeof TRUE | typeof FALSE | NnfJunction;
interface NnfJunction {
	k: 'and' | 'or';
	args: Nnf[];
}

/** Negations pushed down to the atoms. */
function nnf(f: Formula, positive: boolean): Nnf {
	switch (f.k) {
		case 'true':
			return positive ? TRUE : FALSE;
		case 'false':
			return positive ? FALSE : TRUE;
		case 'res':
			return positive ? f : { k: 'res', m: f.m, runs: complementRuns(f.runs, f.m) };
		case 'range':
			if (positive) return f;
			return or(
				f.lo === null ? FALSE : range(null, f.lo - 1n),
				f.hi === null ? FALSE : range(f.hi + 1n, null)
			);
		case 'pts':
			return positive ? f : { k: 'notpts', v: f.v };
		case 'not':
			return nnf(f.arg, !positive);
		case 'and':
		case 'or': {
			const args = f.args.map((g) => nnf(g, positive));
			return (f.k === 'and') === positive ? and(...args) : or(...args);
		}
	}
}

export type CubeAnswer = { empty: true } | { empty: false; witness: bigint };

/**
 * An integer satisfying the formula (nearest to 0 among those found, or the first found with
 * `anyWitness`), or empty: true when there is none. Throws TooComplex when it cannot tell within its means.
 */
export function solve(w: Work, f: Formula, anyWitness = false): CubeAnswer {
	const root = nnf(f, true);
	let best: bigint | null = null;
	const search: Search = { tries: scanChecks, witnessKnown: false };
	const visit = (todo: Nnf[], cube: Lit[]): void => {
		w.spend();
		if (anyWitness && best !== null) return;
		// A witness is known and no test is left to find a nearer one: nothing more to learn.
		if (search.witnessKnown && search.tries <= 0) return;
		if (!todo.length) {
			const answer = solveOrScan(w, cube, search);
			if (answer.empty || answer.witness === null) return;
			if (best === null || closer(answer.witness, best)) best = answer.witness;
			search.witnessKnown = true;
			return;
		}
		const [first, ...rest] = todo;
		switch (first.k) {
			case 'true':
				return visit(rest, cube);
			case 'false':
				return;
			case 'and':
				return visit([...first.args, ...rest], cube);
			case 'or':
				for (const g of first.args) visit([g, ...rest], cube);
				return;
			default:
				if (first.k === 'res' && quickEmpty(first, cube)) return;
				return visit(rest, [...cube, first]);
		}
	};
	visit([root], []);
	return best === null ? { empty: true } : { empty: false, witness: best };
}

/** Whether x is nearer 0 than y; at equal distance the positive one is. */
function closer(x: bigint, y: bigint): boolean {
	const ax = x < 0n ? -x : x;
	const ay = y < 0n ? -y : y;
	return ax < ay || (ax === ay && x > y);
}

/** Whether the cube already holds a class of the same modulus that the new runs exclude. */
function quickEmpty(lit: Lit & { k: 'res' }, cube: Lit[]): boolean {
	for (const c of cube)
		if (c.k === 'res' && c.m === lit.m && interRuns(c.runs, lit.runs).length === 0) return true;
	return false;
}

function litHolds(l: Lit, x: bigint): boolean {
	return l.k === 'notpts' ? !l.v.includes(x) : holds(l, x);
}

/** The integers start, start + 1, start - 1, ... inside [lo, hi], at most n of them. */
function* near(start: bigint, lo: bigint | null, hi: bigint | null, n: number): Generator<bigint> {
	let made = 0;
	for (let d = 0n; made < n; d++) {
		const up = start + d;
		const down = start - d;
		const upIn = (lo === null || up >= lo) && (hi === null || up <= hi);
		const downIn = d > 0n && (lo === null || down >= lo) && (hi === null || down <= hi);
		if (!upIn && !downIn) return;
		if (upIn) {
			made++;
			yield up;
		}
		if (downIn) {
			made++;
			yield down;
		}
	}
}

/**
 * What the cubes of one formula share: the integers they may still test near the start (a cube
 * whose remainders are rarely all met would otherwise test hundreds of them in vain), and whether
 * a witness is known already (then a cube only looks for a nearer one, by testing).
 */
interface Search {
	tries: number;
	witnessKnown: boolean;
}

/** Tests of one literal at one integer that the cubes of a formula share (see Search). */
const scanChecks = 40000;

/**
 * A cube solved exactly, or when that is out of reach, a witness found by testing the integers
 * nearest the start (a not-subset answer needs one element, not the whole structure).
 */
function solveOrScan(
	w: Work,
	cube: Lit[],
	search: Search
): { empty: true } | { empty: false; witness: bigint | null } {
	try {
		return solveCube(w, cube, search);
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		const [lo, hi] = rangeOf(cube);
		const tries = Math.floor(search.tries / cube.length);
		search.tries = 0;
		for (const x of near(startOf(lo, hi), lo, hi, tries)) {
			w.spend(cube.length);
			if (cube.every((l) => litHolds(l, x))) return { empty: false, witness: x };
		}
		throw err;
	}
}

/** The bounds of the cube's ranges (null: unbounded). */
function rangeOf(cube: Lit[]): [bigint | null, bigint | null] {
	let lo: bigint | null = null;
	let hi: bigint | null = null;
	for (const l of cube)
		if (l.k === 'range') {
			if (l.lo !== null && (lo === null || l.lo > lo)) lo = l.lo;
			if (l.hi !== null && (hi === null || l.hi < hi)) hi = l.hi;
		}
	return [lo, hi];
}

/** Where witnesses are looked for first: 0, or the end of the range nearest it. */
function startOf(lo: bigint | null, hi: bigint | null): bigint {
	return lo !== null && lo > 0n ? lo : hi !== null && hi < 0n ? hi : 0n;
}

/**
 * Whether every two of the moduli have a common factor dividing M (coprime ones have 1), shown
 * at once for each by its common factor with the product of the others.
 */
function compatible(moduli: bigint[], M: bigint): boolean {
	let product = 1n;
	for (const m of moduli) product *= m;
	return moduli.every((m) => M % gcd(m, (product / m) % m) === 0n);
}

/** Most cases a cube is split into by the remainder modulo a common factor of two moduli. */
const maxSplit = 64;

/**
 * The cube split by x mod g, over the remainders that agree with r mod known (known divides g):
 * in each case the common factor g divides the class's modulus.
 */
function splitBy(
	w: Work,
	cube: Lit[],
	search: Search,
	g: bigint,
	r: bigint,
	known: bigint
): { empty: true } | { empty: false; witness: bigint | null } {
	let best: bigint | null = null;
	let any = false;
	for (let c = bmod(r, known); c < g; c += known) {
		const answer = solveCube(w, [...cube, { k: 'res', m: g, runs: [[c, c]] }], search);
		if (answer.empty) continue;
		any = true;
		if (answer.witness !== null && (best === null || closer(answer.witness, best)))
			best = answer.witness;
	}
	return any ? { empty: false, witness: best } : { empty: true };
}

/** Empty or not; a non-empty cube may leave its witness out (null) when one is known already. */
function solveCube(
	w: Work,
	cube: Lit[],
	search: Search
): { empty: true } | { empty: false; witness: bigint | null } {
	w.spend(cube.length);
	const [lo, hi] = rangeOf(cube);
	let listed: bigint[] | null = null;
	const except = new Set<bigint>();
	const byModulus = new Map<bigint, Runs>();
	for (const l of cube) {
		if (l.k === 'range') continue;
		if (l.k === 'pts') listed = listed ? listed.filter((v) => l.v.includes(v)) : l.v;
		else if (l.k === 'notpts') for (const v of l.v) except.add(v);
		else {
			const old = byModulus.get(l.m);
			const runs = old ? interRuns(old, l.runs) : l.runs;
			if (!runs.length) return { empty: true };
			byModulus.set(l.m, runs);
		}
	}
	if (lo !== null && hi !== null && lo > hi) return { empty: true };
	const all = (x: bigint) => cube.every((l) => litHolds(l, x));
	const start = startOf(lo, hi);
	// A listed element, or a short range: test each integer.
	const scan = (candidates: Iterable<bigint>): CubeAnswer => {
		let best: bigint | null = null;
		for (const x of candidates) {
			w.spend(cube.length);
			if (all(x) && (best === null || closer(x, best))) best = x;
		}
		return best === null ? { empty: true } : { empty: false, witness: best };
	};
	if (listed) return scan(listed);
	if (lo !== null && hi !== null && hi - lo < BigInt(maxScan))
		return scan(near(start, lo, hi, maxScan));

	// Single classes joined into one (r mod M); runs for moduli sharing a factor joined too.
	let r = 0n;
	let M = 1n;
	let multi: [bigint, Runs][] = [];
	const addClass = (v: bigint, m: bigint): boolean => {
		const c = crt(r, M, v, m);
		if (!c) return false;
		[r, M] = c;
		return true;
	};
	for (const [m, runs] of byModulus) {
		if (runs.length === 1 && runs[0][0] === runs[0][1]) {
			if (!addClass(runs[0][0], m)) return { empty: true };
		} else multi.push([m, runs]);
	}
	// Two moduli whose common factor divides M need nothing more: remainders that agree with
	// the class r mod M agree with each other there. Other pairs are joined at their lcm when few
	// runs result, split by the remainder mod their common factor when it is small, or compared
	// through it when they share factors with no other modulus.
	const [r0, M0] = [r, M];
	let projected = false;
	for (
		let merged = !compatible(
			multi.map(([m]) => m),
			M
		);
		merged;
	) {
		merged = false;
		search: for (let i = 0; i < multi.length; i++)
			for (let j = i + 1; j < multi.length; j++) {
				const [mi, ri] = multi[i];
				const [mj, rj] = multi[j];
				const g = gcd(mi, mj);
				if (M % g === 0n) continue;
				const l = (mi / g) * mj;
				if (BigInt(ri.length) * (l / mi) + BigInt(rj.length) * (l / mj) <= maxRuns(w)) {
					const runs = interRuns(liftRuns(w, ri, mi, l), liftRuns(w, rj, mj, l));
					if (!runs.length) return { empty: true };
					multi = multi.filter((_, k) => k !== i && k !== j);
					if (runs.length === 1 && runs[0][0] === runs[0][1]) {
						if (!addClass(runs[0][0], l)) return { empty: true };
					} else multi.push([l, runs]);
					merged = true;
					break search;
				}
				const known = gcd(g, M);
				if (g / known <= BigInt(maxSplit)) return splitBy(w, cube, search, g, r, known);
				// x mod mi = u and x mod mj = v agree exactly when u ≡ v (mod g): two moduli that
				// share factors with no other are compared through their remainders mod g.
				const alone = multi.every(
					([mk], k) => k === i || k === j || (gcd(mk, mi) === 1n && gcd(mk, mj) === 1n)
				);
				if (!alone || gcd(M, mi) !== 1n || gcd(M, mj) !== 1n)
					throw new TooComplex('moduli sharing factors, with too many runs at their lcm');
				const common = interRuns(projectRuns(ri, g), projectRuns(rj, g));
				if (!common.length) return { empty: true };
				const c = common[0][0];
				multi = multi.filter((_, k) => k !== i && k !== j);
				// c is a remainder mod g of both runs, so each holds a class congruent to it.
				const ci = firstCongruent(ri, c, g);
				const cj = firstCongruent(rj, c, g);
				if (ci === null || cj === null) throw new TypeError('a common remainder was lost');
				addClass(ci, mi);
				addClass(cj, mj);
				projected = true;
				merged = true;
				break search;
			}
	}
	// Pairwise coprime runs: each needs a remainder that agrees with the class r mod M.
	const choice: bigint[] = [];
	for (const [m, runs] of multi) {
		const v = firstCongruent(runs, r, gcd(M, m));
		if (v === null) return { empty: true };
		choice.push(v);
	}
	// Not empty, and periodic: infinite unless bounded on both sides. The elements of the class
	// nearest the start first, as the simplest witnesses (before a comparison mod a common factor
	// picked one class of its own).
	const bounded = lo !== null && hi !== null;
	const [sr, sM] = projected ? [r0, M0] : [r, M];
	const t0 = bfloorDiv(start - sr, sM);
	const tLo = lo === null ? null : bceilDiv(lo - sr, sM);
	const tHi = hi === null ? null : bfloorDiv(hi - sr, sM);
	let found: bigint | null = null;
	const tries = Math.min(nearTries, Math.floor(search.tries / cube.length));
	search.tries = tries === 0 ? 0 : search.tries - tries * cube.length;
	for (const t of near(t0, tLo, tHi, tries)) {
		w.spend(cube.length);
		const x = sr + sM * t;
		if (all(x) && (found === null || closer(x - start, found - start))) found = x;
		// Past the first hit, only the other side at the same distance can be nearer.
		if (found !== null && (t < t0 ? t0 - t : t - t0) > 1n) break;
	}
	// The ends of the runs, a period either side: remainder conditions are often met first there.
	for (const [m, runs] of byModulus)
		for (const [a, b] of runs.slice(0, 8))
			for (const x of [a, b, a + m, b - m, a - m, b + m]) {
				w.spend(cube.length);
				if (all(x) && (found === null || closer(x - start, found - start))) found = x;
			}
	if (found !== null || search.witnessKnown) return { empty: false, witness: found };
	// Built by the remainder theorem from the chosen remainders, then the nearest one to start.
	let x0 = r;
	let P = M;
	multi.forEach(([m], i) => {
		const c = crt(x0, P, choice[i], m);
		if (!c) throw new Error('coprime remainders must agree');
		[x0, P] = c;
	});
	let x = start + bmod(x0 - start, P);
	if ((hi !== null && x > hi) || (lo === null && closer(x - P - start, x - start))) x -= P;
	if (bounded && (x < lo || x > hi)) throw new TooComplex('a bounded search over large moduli');
	for (let i = 0; i <= except.size; i++) {
		if (all(x)) return { empty: false, witness: x };
		x = hi !== null && lo === null ? x - P : x + P;
		if (bounded && x > hi) break;
	}
	throw new TooComplex('no element found in a bounded range');
}

// ------------------------------------------------------------------------------------------
// The question

/** The moduli a formula uses. */
function moduliOf(f: Formula, out: Set<bigint>): void {
	if (f.k === 'res') out.add(f.m);
	else if (f.k === 'and' || f.k === 'or') for (const g of f.args) moduliOf(g, out);
	else if (f.k === 'not') moduliOf(f.arg, out);
}

export interface Reading {
	/** The elements are n/scale: the lcm of the denominators written on A. */
	scale: bigint;
	/** The n of A, and those of S. */
	a: Formula;
	s: Formula;
	/** The n of A that are not in S. */
	outside: Formula;
	/** The lcm of the moduli the cards use, capped just above `cap`. */
	period: bigint;
}

/** Finest lattice read: A's elements are multiples of 1/d for d at most this. */
const maxScale = 1n << 20n;

/** The lcm of the denominators of the numbers written in a card's meaning (capped above maxScale). */
function denominators(ir: unknown, l = 1n): bigint {
	if (ir === null || typeof ir !== 'object' || l > maxScale) return l;
	if ('n' in ir && 'd' in ir && typeof ir.n === 'bigint' && typeof ir.d === 'bigint')
		return (l / gcd(l, ir.d)) * ir.d;
	for (const value of Object.values(ir)) l = denominators(value, l);
	return l;
}

/**
 * A ⊆ S read modulus by modulus, or null when A is not a set of numbers n/d read here, with d the
 * lcm of the denominators on A (S may hold other numbers: only those n/d matter).
 */
export function readQuestion(a: SetIR, s: SetIR, naturalsFrom: 0 | 1, cap: bigint): Reading | null {
	try {
		const scale = denominators(a);
		if (scale > maxScale) return null;
		const ta = traceSet(a, { naturalsFrom, d: scale });
		if (!ta.ints) return null;
		const ts = traceSet(s, { naturalsFrom, d: scale });
		const outside = and(ta.f, not(ts.f));
		// The cards' own moduli: A and not S may simplify to nothing, which says nothing of them.
		const moduli = new Set<bigint>();
		moduliOf(ta.f, moduli);
		moduliOf(ts.f, moduli);
		let period = 1n;
		for (const m of moduli) {
			period = (period / gcd(period, m)) * m;
			if (period > cap) break;
		}
		return { scale, a: ta.f, s: ts.f, outside, period };
	} catch (err) {
		if (err instanceof Outside) return null;
		throw err;
	}
}

/**
 * Why A ⊆ S in one fact, for a reason in words: a modulus m and at most three remainders such that
 * every element of A leaves one of them, and every integer that does is in S; null when no
 * modulus among the small ones and the cards' own gives such a fact.
 */
export function commonRemainders(w: Work, q: Reading): [bigint, bigint[]] | null {
	const moduli = new Set<bigint>();
	moduliOf(q.a, moduli);
	moduliOf(q.s, moduli);
	const candidates = [
		...[1n, 2n, 3n, 4n, 5n, 6n, 8n, 9n, 10n, 12n],
		...[...moduli].filter((m) => m > 12n).sort((x, y) => (x < y ? -1 : 1))
	].slice(0, 24);
	for (const m of candidates) {
		try {
			const met: bigint[] = [];
			for (;;) {
				const other = solve(
					w,
					and(
						q.a,
						not(
							res(
								m,
								met.map((r): [bigint, bigint] => [r, r])
							)
						)
					),
					true
				);
				if (other.empty || met.length > 3) break;
				met.push(bmod(other.witness, m));
			}
			if (met.length > 3 || (m > 1n && BigInt(met.length) === m)) continue;
			const such = res(
				m,
				met.map((r): [bigint, bigint] => [r, r])
			);
			if (solve(w, and(such, not(q.s))).empty) return [m, met.sort((x, y) => (x < y ? -1 : 1))];
		} catch (err) {
			// This modulus cannot be compared with the cards' own: try the next.
			if (!(err instanceof TooComplex)) throw err;
		}
	}
	return null;
}
