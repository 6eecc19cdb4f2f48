/**
 * The integer and rational roots of a polynomial with rational coefficients (evaluate.ts reads
 * membership in a polynomial image through them), by trial of the divisors of its end coefficients.
 */
import { abs } from '../../numbers/integers';

import { type Poly } from '../read/ir';
import { clearDenominators, rat, type Rat } from '../arithmetic/rational';

/** Integer roots of the polynomial (rational coefficients), or null when the search is too wide. */
export function integerRoots(p: Poly): bigint[] | null {
	const q = clearDenominators(p).ints;
	const n = q.length - 1;
	const value = (k: bigint) => {
		let v = 0n;
		for (let i = n; i >= 0; i--) v = v * k + q[i];
		return v;
	};
	const cauchy = (cs: bigint[]): bigint => {
		const lead = abs(cs[cs.length - 1]);
		let m = 0n;
		for (let i = 0; i < cs.length - 1; i++) {
			const r = (abs(cs[i]) + lead - 1n) / lead;
			if (r > m) m = r;
		}
		return m + 1n;
	};
	const deriv = q.slice(1).map((c, i) => c * BigInt(i + 1));
	const crit = deriv.length > 1 ? cauchy(deriv) : 0n;
	if (crit > 20000n) return null;
	const roots = new Set<bigint>();
	for (let k = -crit; k <= crit; k++) if (value(k) === 0n) roots.add(k);
	const bound = cauchy(q);
	// Beyond the critical points the polynomial is monotone: bisect for a root on each side.
	const bisect = (lo: bigint, hi: bigint) => {
		if (lo > hi) return;
		const vl = value(lo);
		const vh = value(hi);
		if (vl === 0n) roots.add(lo);
		if (vh === 0n) roots.add(hi);
		if (vl === 0n || vh === 0n || vl < 0n === vh < 0n) return;
		while (hi - lo > 1n) {
			const mid = (lo + hi) / 2n;
			const vm = value(mid);
			if (vm === 0n) {
				roots.add(mid);
				return;
			}
			if (vm < 0n === vl < 0n) lo = mid;
			else hi = mid;
		}
	};
	bisect(crit + 1n, bound);
	bisect(-bound, -crit - 1n);
	return [...roots];
}

/** Positive divisors of n (n > 0), or null when n is too large to factor by trial division. */
export function divisors(n: bigint): bigint[] | null {
	if (n > 1n << 32n) return null;
	const small: bigint[] = [];
	const large: bigint[] = [];
	for (let d = 1n; d * d <= n; d++) {
		if (n % d !== 0n) continue;
		small.push(d);
		if (d * d !== n) large.unshift(n / d);
	}
	return [...small, ...large];
}

/**
 * Rational roots of the polynomial, or null when the search is too wide. A root p/r in lowest
 * terms has r dividing the leading coefficient c (of the polynomial cleared of denominators), and
 * then p is an integer root of r^n·q(x/r), whose coefficients are integers.
 */
export function rationalRoots(p: Poly): Rat[] | null {
	const q = clearDenominators(p).ints;
	const n = q.length - 1;
	const dens = divisors(abs(q[n]));
	if (dens === null || dens.length > 64) return null;
	const out: Rat[] = [];
	for (const r of dens) {
		const scaled = q.map((c, i) => rat(c * r ** BigInt(n - i)));
		const roots = integerRoots(scaled);
		if (roots === null) return null;
		for (const k of roots) {
			const x = rat(k, r);
			if (!out.some((y) => y.n === x.n && y.d === x.d)) out.push(x);
		}
	}
	return out;
}
