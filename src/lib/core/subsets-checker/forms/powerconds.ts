/**
 * A power with the variable as exponent inside a condition, c·b^(±v) + s op r or its remainder
 * on division by m op r, as the exact set of whole v that satisfy it:
 * - a comparison is a ray (b^j grows with j): {x ∈ ℤ | 2^x < 5} is x ≤ 2, found by exact powers;
 * - a remainder is eventually periodic in j: b^j mod m runs into a cycle after at most log₂ m
 *   steps, and the remainders are listed until one comes back (so the period used is the cycle
 *   itself, seen twice): {k ∈ ℕ | 2^k mod 7 = 1} is the multiples of 3.
 * Only whole exponents are read; a remainder only at exponents j ≥ 0, where the value is whole.
 */
import { TooComplex } from '../errors';
import type { CondIR } from '../read/ir';
import { mirrorOp, signHolds, type CompareOp } from '../read/ast';
import type { Work } from '../work';
import { blcm } from '../../numbers/modular';
import {
	add,
	cmp,
	div,
	isInt,
	mul,
	rat,
	ratMod,
	sign,
	sub,
	type Rat
} from '../arithmetic/rational';
import * as P from './periodic';

export type PowerCond = CondIR & { k: 'powcmp' };

/** Most remainders listed before a cycle of b^j mod m must come back. */
const maxCycle = 1 << 16;
/** The same for moduli past 2^26, whose remainders are BigInts, many times slower to list. */
const maxBigCycle = 1 << 12;
/** Largest power b^j written out to compare (bits). */
const maxBits = 4096;

/** The value c·b^j + s at a whole exponent j (the sign of v already applied), or null if huge. */
export function powerValue(c: PowerCond, j: bigint): Rat | null {
	const size = (j < 0n ? -j : j) * BigInt(c.b.toString(2).length);
	if (size > BigInt(maxBits)) return null;
	const power = j >= 0n ? rat(c.b ** j) : rat(1n, c.b ** -j);
	return add(mul(c.c, power), c.s);
}

/** Whether the condition holds at the whole v (null when the power is too large to write out). */
export function powerHolds(c: PowerCond, v: bigint): boolean | null {
	const value = powerValue(c, c.down ? -v : v);
	if (value === null) return null;
	if (c.m === null) return signHolds(c.op, cmp(value, c.r));
	const r = ratMod(value, c.m);
	if ((c.op !== '=' && c.op !== '!=' && !isInt(value)) || !isInt(c.m)) return null;
	return signHolds(c.op, cmp(r, c.r));
}

/** The largest whole j with b^j ≤ t (t > 0), and whether b^j = t. */
function floorLog(b: bigint, t: Rat): { j: bigint; exact: boolean } {
	let j = 0n;
	let p = 1n; // b^|j|
	if (t.n >= t.d) {
		// b^j ≤ n/d ⟺ b^j·d ≤ n.
		while (p * b * t.d <= t.n) {
			p *= b;
			j++;
		}
		return { j, exact: p * t.d === t.n };
	}
	// t < 1: the smallest i with 1/b^i ≤ n/d, i.e. d ≤ n·b^i.
	while (t.d > t.n * p) {
		p *= b;
		j--;
	}
	return { j, exact: t.d === t.n * p };
}

/** The whole j with b^j op t, t any rational: a ray, a point, all but a point, or none or all. */
function exponentsCompared(w: Work, b: bigint, op: CompareOp, t: Rat): P.Periodic {
	const all = P.classes(1, [0]);
	if (sign(t) <= 0) return signHolds(op, 1) ? all : []; // b^j > 0 ≥ t
	const { j, exact } = floorLog(b, t);
	switch (op) {
		case '<':
			return P.classes(1, [0], null, exact ? j - 1n : j);
		case '<=':
			return P.classes(1, [0], null, j);
		case '>':
			return P.classes(1, [0], j + 1n, null);
		case '>=':
			return P.classes(1, [0], exact ? j : j + 1n, null);
		case '=':
			return exact ? P.points([j]) : [];
		case '!=':
			return exact ? P.diff(w, all, P.points([j])) : all;
	}
}

/**
 * The test at each remainder ρ_j = b^j mod m from j = 0 until a remainder comes back, and the j
 * where the cycle starts (its first return).
 */
function listCycle<T>(
	w: Work,
	most: number,
	first: T,
	step: (r: T) => T,
	test: (r: T) => boolean
): { holds: boolean[]; start: number } {
	const seen = new Map<T, number>();
	const holds: boolean[] = [];
	let r = first;
	for (let j = 0; !seen.has(r); j++) {
		if (j >= most) throw new TooComplex('a cycle of remainders too long to list');
		if (j % 256 === 255) w.spend(256);
		seen.set(r, j);
		holds.push(test(r));
		r = step(r);
	}
	return { holds, start: seen.get(r) ?? 0 };
}

function numericStep(b: bigint, m: bigint): (r: number) => number {
	const [bn, mn] = [Number(b % m), Number(m)];
	return (r) => (r * bn) % mn;
}

/** Whether (c·ρ + s) mod m op r, for ρ = b^j mod m, in BigInt. */
function bigTest(c: PowerCond, m: bigint, rho: bigint): boolean {
	const value = (((c.c.n * rho + c.s.n) % m) + m) % m;
	return signHolds(c.op, cmp(rat(value), c.r));
}

/** The same test in floating point, for m ≤ 2^26 and a whole r (every product stays exact). */
function numericTest(c: PowerCond, m: bigint): (rho: number) => boolean {
	const mn = Number(m);
	const cm = Number(((c.c.n % m) + m) % m);
	const sm = Number(((c.s.n % m) + m) % m);
	// r outside [0, m) compares like any number beyond the remainders.
	const r = c.r.n < 0n ? -1 : c.r.n >= m ? mn : Number(c.r.n);
	return (rho) => {
		const value = (cm * rho + sm) % mn;
		return signHolds(c.op, value < r ? -1 : value > r ? 1 : 0);
	};
}

/**
 * The whole j ≥ 0 with (c·b^j + s) mod m op r, for whole c and s: the remainders of b^j are
 * listed from j = 0 until one comes back (a cycle, after at most log₂ m steps before it); the js
 * before the cycle are points and the cycle's are classes of its length.
 */
function exponentsByRemainder(w: Work, c: PowerCond, m: bigint): P.Periodic {
	if (!isInt(c.c) || !isInt(c.s))
		throw new TooComplex('the remainder of a power with a fraction in it');
	// In floating point while products of remainders stay exact (m ≤ 2^26), else in BigInt.
	const { holds, start } =
		m <= 1n << 26n && c.r.d === 1n
			? listCycle(w, maxCycle, 1 % Number(m), numericStep(c.b, m), numericTest(c, m))
			: listCycle(
					w,
					maxBigCycle,
					1n % m,
					(r) => (r * (c.b % m)) % m,
					(r) => bigTest(c, m, r)
				);
	const period = holds.length - start;
	const before = holds.slice(0, start).flatMap((h, j) => (h ? [BigInt(j)] : []));
	const inCycle: number[] = [];
	for (let j = start; j < holds.length; j++) if (holds[j]) inCycle.push(j % period);
	const cycle = P.classes(period, inCycle, BigInt(start), null);
	return P.union(w, P.points(before), cycle);
}

/**
 * The whole v of `ints` (sorted segments) for which the condition holds, exactly; too complex when
 * a remainder is asked where the exponent may be negative.
 */
export function powerCondSet(w: Work, c: PowerCond, ints: P.Periodic): P.Periodic {
	let js: P.Periodic;
	if (c.m === null) {
		// c·b^j + s op r ⟺ b^j op' (r − s)/c, op turned round when c < 0.
		const t = div(sub(c.r, c.s), c.c);
		js = exponentsCompared(w, c.b, sign(c.c) > 0 ? c.op : mirrorOp(c.op), t);
	} else {
		if (!isInt(c.m) || sign(c.m) <= 0)
			throw new TooComplex('a remainder on division by a fraction');
		const lowest = ints.length ? ints[0].lo : null;
		const highest = ints.length ? ints[ints.length - 1].hi : null;
		const nonNegative = c.down
			? highest !== null && highest <= 0n
			: lowest !== null && lowest >= 0n;
		if (ints.length && !nonNegative)
			throw new TooComplex('the remainder of a power whose exponent may be negative');
		if (c.op !== '=' && c.op !== '!=' && !isInt(c.r))
			throw new TooComplex('a remainder compared with a fraction');
		js = exponentsByRemainder(w, c, c.m.n);
	}
	const vs = c.down ? P.affineP(w, js, -1n, 0n) : js;
	return P.inter(w, ints, vs);
}

/** The moduli a power's condition brings (its m and the common denominator of its numbers). */
export function powerCondModuli(c: PowerCond): bigint[] {
	return c.m === null ? [] : [c.m.n, blcm(c.c.d, c.s.d)];
}
