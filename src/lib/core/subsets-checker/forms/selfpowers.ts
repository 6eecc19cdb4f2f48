/**
 * {n^n : n ∈ D}, for whole n ≥ 1: 1, 4, 27, 256, ...
 *
 * Its remainders on division by m are periodic in n from n = e on, e the largest exponent of a
 * prime in m, with period lcm(m, λ(m)) (λ: Carmichael's function). For each prime power p^a of
 * m: when p divides n, p^n and so n^n is 0 modulo p^a as soon as n ≥ a; when it does not, n is a
 * unit modulo p^a, so n^n depends only on n mod p^a and on the exponent n mod λ(p^a) (n^λ ≡ 1).
 * Both depend on n mod lcm(m, λ(m)) only, so the remainders of n ≥ e are those of
 * e ≤ n < e + lcm(m, λ(m)), which is what is listed below (when that is short enough).
 */
import { TooComplex } from '../errors';
import { lcmNumber } from '../../numbers/integers';
import type { Work } from '../work';
import { exact, type Approx } from './approx';
import * as N from './numset';
import * as P from './periodic';
import { rat, type Rat } from '../arithmetic/rational';
import * as S from './setnf';
import { isRational, ratValue } from '../arithmetic/surd';

/** Largest n^n written out exactly (bits). */
const maxBits = 4096;
/** Most values of n listed for their remainders. */
const maxListed = 1 << 16;

/** n^n for whole n ≥ 1, or null when too large to write out. */
export function selfPower(n: bigint): bigint | null {
	if (n * BigInt(n.toString(2).length) > BigInt(maxBits)) return null;
	return n ** n;
}

/** The whole n ≥ 1 with n^n = y, or null when there is none (y a rational). */
export function selfRoot(y: Rat): bigint | null {
	if (y.d !== 1n || y.n < 1n) return null;
	for (let n = 1n; ; n++) {
		const v = n ** n;
		if (v === y.n) return n;
		if (v > y.n) return null;
	}
}

/** Carmichael's λ(m) and the largest prime exponent of m (m ≤ 2^20, by trial division). */
function carmichael(m: number): { lambda: number; e: number } {
	let lambda = 1;
	let e = 0;
	let rest = m;
	for (let p = 2; p * p <= rest; p++) {
		if (rest % p) continue;
		let a = 0;
		let pa = 1;
		while (rest % p === 0) {
			rest /= p;
			a++;
			pa *= p;
		}
		e = Math.max(e, a);
		// λ(2^a) is 2^(a−2) from a = 3 on; λ(p^a) = φ(p^a) otherwise.
		const l = p === 2 && a >= 3 ? pa / 4 : (pa / p) * (p - 1);
		lambda = lcmNumber(lambda, l);
	}
	if (rest > 1) {
		e = Math.max(e, 1);
		lambda = lcmNumber(lambda, rest - 1);
	}
	return { lambda, e };
}

/** n^n mod m in floating point (m ≤ 2^20, so products stay exact). */
function selfPowerMod(n: number, m: number): number {
	let result = 1 % m;
	let base = n % m;
	let k = n;
	while (k > 0) {
		if (k & 1) result = (result * base) % m;
		base = (base * base) % m;
		k = Math.floor(k / 2);
	}
	return result;
}

/**
 * {n^n : n ∈ dom}: the simplest few exactly, and above them the remainders n^n leaves on
 * division by m (at most 2^20) between the values at the smallest and largest n.
 */
export function selfPowersApprox(w: Work, dom: Approx, m: number): Approx {
	if (!N.onlyIntegersN(w, dom.hi.num))
		throw new TooComplex('n^n for an n that need not be a whole number');
	const ks = N.integersOf(w, dom.hi.num);
	if (!ks.length) return exact(S.numbers(N.emptyNum));
	const kmin = ks[0].lo;
	const kmax = ks[ks.length - 1].hi;
	// 0^0 has no agreed value, and negative n give fractions: not read.
	if (kmin === null || kmin < 1n) throw new TooComplex('n^n for an n below 1');
	const values: Rat[] = [];
	for (const x of N.simplestN(w, dom.lo.num, 40)) {
		if (!isRational(x)) continue;
		const v = selfPower(ratValue(x).n);
		if (v !== null) values.push(rat(v));
	}
	const lo = S.numbers(N.ratPoints(values));
	const first = selfPower(kmin);
	if (first === null) throw new TooComplex('a power too large');
	const last = kmax === null ? null : selfPower(kmax);
	const { lambda, e } = carmichael(m);
	// The domain repeats too, with its own period from the start of its last segment on.
	const tail = ks[ks.length - 1];
	const period = lcmNumber(lcmNumber(m, lambda), tail.big ? maxListed + 1 : tail.p);
	const tailFrom = tail.lo ?? kmin;
	let lat: P.Periodic;
	if (period > maxListed || tailFrom > BigInt(maxListed)) lat = P.classes(1, [0], first, last);
	else {
		// The remainders of the domain's n up to e and the domain's last start, then one whole
		// period of both, listed one by one.
		const met = new Set<number>();
		const from = Number(kmin);
		const to = Math.max(from, e, Number(tailFrom)) + period;
		for (let n = from; n < to; n++) {
			if (kmax !== null && BigInt(n) > kmax) break;
			if ((n - from) % 1024 === 1023) w.spend(1024);
			if (P.has(ks, BigInt(n))) met.add(selfPowerMod(n, m));
		}
		lat = P.classes(m, met, first, last);
	}
	const found: N.NumSet = { ...N.emptyNum, lat };
	return { lo, hi: S.numbers(N.union(w, lo.num, found)) };
}

/** The period the remainders of n^n repeat with on division by m (tests use it). */
export function selfPowerPeriod(m: number): { start: number; period: number } {
	const { lambda, e } = carmichael(m);
	return { start: e, period: lcmNumber(m, lambda) };
}
