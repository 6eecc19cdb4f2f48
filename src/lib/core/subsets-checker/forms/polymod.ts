/**
 * Remainders and divisibility of a polynomial in the variable (`x² mod 5 = 4`, `3 | n² + 1`,
 * `x² + x is even`) as the periodic sets they are. A polynomial P with whole coefficients
 * satisfies P(x + M) ≡ P(x) (mod M), so on the integers such a condition depends only on x mod M:
 * the remainders that pass are computed one by one, exactly, and the set is their classes.
 *
 * Over the fractions, "q(x) is a whole number" (a congruence or a divisibility, never an order
 * comparison of the remainder) holds only on a lattice: with Q = L·q of whole coefficients, a
 * fraction u/v in lowest terms with q(u/v) whole has v dividing Q's leading coefficient A (every
 * other term of Q(u/v)·vⁿ is a multiple of v). So x = y/A for a whole y, and the condition on y
 * is periodic again. Over the reals the condition also holds at irrational roots (x² = 14 at
 * √14), which no normal form here holds: compile.ts refuses it.
 */
import { TooComplex } from '../errors';
import { crtCoprime } from '../../numbers/modular';
import { rootClasses, type RootClass } from './polyroots';
import { degree, horner, type Poly, polyAt } from '../read/ir';
import * as N from './numset';
import * as P from './periodic';
import { factorize } from './residuebases';
import {
	clearDenominators,
	cmp,
	div,
	isInt,
	mul,
	rat,
	sign,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import { signHolds, type CompareOp } from '../read/ast';
import type { Work } from '../work';

/** A condition on the remainder of a polynomial: `t − r ∈ m·ℤ` or `(t mod m) op c`. */
export type PolyRemainder =
	| { k: 'mult'; t: Poly; m: Rat; r: Rat }
	| { k: 'modcmp'; arg: Poly; m: Rat; op: CompareOp; c: Rat };

/** Whether the condition holds at the fraction x, by exact arithmetic (for listed domains). */
export function holdsAt(c: PolyRemainder, x: Rat): boolean {
	if (c.k === 'mult') {
		const v = sub(polyAt(c.t, x), c.r);
		return sign(c.m) === 0 ? sign(v) === 0 : isInt(div(v, c.m));
	}
	const v = polyAt(c.arg, x);
	const q = div(v, c.m);
	const rem = sub(v, mul(c.m, rat(floorOf(q))));
	return signHolds(c.op, cmp(rem, c.c));
}

function floorOf(a: Rat): bigint {
	const q = a.n / a.d;
	return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** The lcm of the denominators, and the polynomial times it (whole coefficients). */
function cleared(p: Poly): [bigint, bigint[]] {
	const { l, ints } = clearDenominators(p);
	return [l, ints];
}

/**
 * The residues y mod `period` (whole y) passing `keep`, given P(y) mod period for integer P:
 * each residue costs one evaluation, spent from the work.
 */
function residuesWhere(
	w: Work,
	coefs: bigint[],
	period: bigint,
	keep: (value: number) => boolean
): number[] {
	if (period > BigInt(P.maxPeriod))
		throw new TooComplex('a remainder of a power of the variable with a very long period');
	const m = Number(period);
	const big = period;
	const cs = coefs.map((c) => Number(((c % big) + big) % big));
	const out: number[] = [];
	for (let y = 0; y < m; y++) {
		if (y % 1024 === 0) w.spend(Math.min(1024, m - y) * cs.length);
		// Horner's rule on numbers: each product stays below 2^40, exact in floating point.
		if (keep(horner(cs, 0, (v, c) => (v * y + c) % m))) out.push(y);
	}
	return out;
}

/** Most classes listed for a period put together from its prime powers. */
const maxListed = 1024;
/** Prime powers up to this are searched remainder by remainder; larger ones by their roots. */
const searchedPower = 4096n;

/**
 * The whole y with P(y) ≡ 0 (mod period), as classes. By the Chinese remainder theorem the
 * solutions modulo the period are the combinations of those modulo each prime power of it, so
 * each prime power is solved alone. Small prime powers are searched (10^6 = 2^6·5^6 costs 64 +
 * 15,625 evaluations, not 10^6) when every one is small and the period fits the tables; else a
 * prime power past `searchedPower` is solved by its roots (polyroots.ts: x² ≡ 4 (mod 1000003) has
 * the two roots ±2, found without trying a million remainders), and the set is kept as one
 * condition per prime power, never as the list of their combinations.
 */
function zeroClasses(w: Work, coefs: bigint[], period: bigint): P.Periodic {
	const table = () =>
		P.classes(
			Number(period),
			residuesWhere(w, coefs, period, (v) => v === 0)
		);
	if (period === 1n) return P.fullRange(null, null);
	const powers = factorize(w, period);
	const small = powers.every(([base, e]) => base ** BigInt(e) <= searchedPower);
	if (!small || period > BigInt(P.maxPeriod)) return byRoots(w, coefs, powers);
	if (powers.length === 1) return table();
	let found: bigint[] = [0n];
	let modulus = 1n;
	for (const [base, e] of powers) {
		const pe = base ** BigInt(e);
		const roots = residuesWhere(w, coefs, pe, (v) => v === 0);
		if (!roots.length) return [];
		if (found.length * roots.length > maxListed) return table();
		const next: bigint[] = [];
		for (const r of found)
			for (const root of roots) next.push(crtCoprime(r, modulus, BigInt(root), pe)[0]);
		w.spend(next.length);
		found = next;
		modulus *= pe;
	}
	return P.classes(Number(period), found.map(Number));
}

/** The solutions modulo each prime power (searched when small, else by roots), as one condition each. */
function byRoots(w: Work, coefs: bigint[], powers: [bigint, number][]): P.Periodic {
	const parts: { b: bigint; classes: RootClass[] }[] = [];
	for (const [base, e] of powers) {
		const pe = base ** BigInt(e);
		const classes =
			pe <= searchedPower
				? residuesWhere(w, coefs, pe, (v) => v === 0).map((r) => ({ r: BigInt(r), level: e }))
				: rootClasses(w, coefs, base, e);
		if (!classes.length) return [];
		parts.push({ b: base, classes });
	}
	return P.baseClasses(w, parts);
}

/** Periods up to this are searched remainder by remainder for an order comparison. */
const searchedRemainders = 65536n;
/** Most remainders an order comparison past `searchedRemainders` is taken apart into. */
const maxValues = 64n;

/**
 * The whole y with (P(y) mod m) op bound, when op leaves at most `maxValues` remainders on one
 * side (x² mod 1000003 < 3 is x² ≡ 0, 1 or 2): the union of the solutions of P ≡ v for those
 * remainders v, or what is left of ℤ without them. Null when both sides are too many.
 */
function fewRemainders(
	w: Work,
	coefs: bigint[],
	m: bigint,
	bound: Rat,
	op: CompareOp
): P.Periodic | null {
	// The remainders below the bound (for < and <=) or at most at it (for > and >=).
	const strict = op === '<' || op === '>=';
	const fl = floorOf(bound);
	const upto = strict && isInt(bound) ? fl - 1n : fl;
	const count = upto < 0n ? 0n : upto >= m - 1n ? m : upto + 1n;
	if (count > maxValues) return null;
	let below: P.Periodic = [];
	for (let v = 0n; v < count; v++) {
		const shifted = coefs.map((k, i) => (i === 0 ? k - v : k));
		below = P.combine(w, below, zeroClasses(w, shifted, m), (x, y) => x || y);
	}
	if (op === '<' || op === '<=') return below;
	return P.combine(w, P.fullRange(null, null), below, (x, y) => x && !y);
}

/**
 * The numbers x (whole ones when `whole`, else every fraction) where the condition holds, as a
 * set of numbers; exact for those numbers. For "≠" it is the set where "=" holds, which the
 * caller takes away from the domain (sets in the domain pass "≠"). An order comparison of a
 * remainder needs `whole`.
 */
export function polyRemainderSet(w: Work, c: PolyRemainder, whole: boolean): N.NumSet {
	if (c.k === 'modcmp' && c.op !== '=' && c.op !== '!=') {
		if (!whole) throw new TooComplex('a remainder of fractions compared with < or >');
		// t = P/L with whole P: t(x) mod m = (P(x) mod L·m)/L for whole x, with period L·m.
		const [l, coefs] = cleared(c.arg);
		const mn = c.m.n * l;
		const bound = mul(c.c, rat(l));
		const few = mn > searchedRemainders ? fewRemainders(w, coefs, mn, bound, c.op) : null;
		if (few) return { d: 1n, lat: few, q: [], irr: [], pts: [] };
		const res = residuesWhere(w, coefs, mn, (v) => signHolds(c.op, cmp(rat(BigInt(v)), bound)));
		return { d: 1n, lat: P.classes(Number(mn), res), q: [], irr: [], pts: [] };
	}
	let t: Poly;
	let m: Rat;
	let r: Rat;
	if (c.k === 'mult') [t, m, r] = [c.t, c.m, c.r];
	else {
		// t mod m = c (or its negation, taken by the caller): t − c ∈ m·ℤ when 0 ≤ c < m.
		if (sign(c.c) < 0 || cmp(c.c, c.m) >= 0) return N.emptyNum;
		[t, m, r] = [c.arg, c.m, c.c];
	}
	if (sign(m) === 0) throw new TooComplex('an equation, not a remainder');
	// q(x) = (t(x) − r)/m must be a whole number.
	const q = t.map((coef, i) => div(i === 0 ? sub(coef, r) : coef, m));
	const [, whole0] = cleared(q);
	const lead = whole0[degree(q)];
	const scale = whole ? 1n : lead < 0n ? -lead : lead;
	// x = y/scale: q(y/scale) has the coefficients q_i/scaleⁱ.
	const inY = q.map((coef, i) => div(coef, rat(scale ** BigInt(i))));
	const [l, coefs] = cleared(inY);
	const lattice: N.NumSet = { d: 1n, lat: zeroClasses(w, coefs, l), q: [], irr: [], pts: [] };
	return scale === 1n ? lattice : N.affineN(w, lattice, rat(1n, scale), ZERO);
}
