/**
 * Sets of powers {c·b^k + s : k ∈ D} (compile.ts): the values at the simplest few k exactly, and
 * above them the residues the powers leave at the reading's modulus, between the values at the
 * ends.
 */
import { powMod } from '../../numbers/primality';
import { TooComplex } from '../errors';
import type { Iv } from './intervals';
import { type SetIR } from '../read/ir';
import * as N from './numset';
import * as P from './periodic';
import { blcm } from '../../numbers/modular';
import { add, mul, rat, sign, ZERO, type Rat } from '../arithmetic/rational';
import { exact, type Approx } from './approx';
import * as S from './setnf';
import { type Work } from '../work';
import { isRational, ratValue } from '../arithmetic/surd';

import { periodPart } from './primesquares';

const allIv: Iv = { lo: null, loC: false, hi: null, hiC: false };

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
	return { ...N.emptyNum, lat: P.inter(w, ks, P.classes(1, [0], 0n, null)) };
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

/**
 * {c·b^k + s : k ∈ dom}: the values of the simplest few k exactly, and above them the residues
 * the powers leave at this reading's modulus (b^k mod m runs into a cycle), between the values
 * at the smallest and largest k (b^k grows with k). Exponents that may be negative or not whole
 * are not bounded here.
 */
export function powersApprox(
	w: Work,
	ir: SetIR & { k: 'powers' },
	domain: Approx,
	modulus: number
): Approx {
	if (!N.onlyIntegersN(w, domain.hi.num))
		throw new TooComplex('a power whose exponent need not be a whole number');
	// b^(−v) over v ∈ D is b^k over k ∈ −D.
	const dom = ir.down ? negatedDomain(w, domain) : domain;
	const valueAt = (k: bigint): Rat | null => {
		const size = (k < 0n ? -k : k) * BigInt(ir.b.toString(2).length);
		if (size > BigInt(maxPowerBits)) return null;
		const power = k >= 0n ? rat(ir.b ** k) : rat(1n, ir.b ** -k);
		return add(mul(ir.c, power), ir.s);
	};
	const values: Rat[] = [];
	// Fractions (negative exponents) only while their common denominator stays small.
	let denominators = 1n;
	for (const x of N.simplestN(w, dom.lo.num, 40)) {
		if (!isRational(x)) continue;
		const v = valueAt(ratValue(x).n);
		if (!v || (denominators > 1n && blcm(denominators, v.d) > maxListedDenominator)) continue;
		denominators = blcm(denominators, v.d);
		values.push(v);
	}
	const lo = S.numbers(N.ratPoints(values));
	const ks = N.integersOf(w, dom.hi.num);
	if (!ks.length) return { lo, hi: lo };
	const kmin = ks[0].lo;
	const kmax = ks[ks.length - 1].hi;
	if (kmin === null || kmin < 0n) {
		// Negative exponents: rationals between the values at the ends, which hold the listed
		// ones too (uniting with those would bring their denominators to the whole lattice).
		const below = negativePowers(w, ir, kmin, kmax, valueAt);
		if (kmax !== null && kmax < 0n) return { lo, hi: S.numbers(below) };
		const rest = powersApprox(
			w,
			{ ...ir, down: false },
			exact(S.numbers(nonNegative(w, ks))),
			modulus
		);
		return { lo, hi: S.numbers(N.union(w, below, rest.hi.num)) };
	}
	const first = valueAt(kmin);
	if (!first) throw new TooComplex('a power too large');
	const l = blcm(ir.c.d, ir.s.d);
	const C = ir.c.n * (l / ir.c.d);
	const Sh = ir.s.n * (l / ir.s.d);
	const m = periodPart(modulus);
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
		if (++steps % 1024 === 0) w.spend(1024);
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
	const scaled = l === 1n ? found : N.affineN(w, found, rat(1n, l), ZERO);
	return { lo, hi: S.numbers(N.union(w, lo.num, scaled)) };
}
