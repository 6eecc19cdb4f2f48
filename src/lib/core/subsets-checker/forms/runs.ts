/**
 * Runs of remainders: sorted disjoint intervals [lo, hi] inside [0, m - 1], the remainder
 * conditions of the modulus-by-modulus reading (congruences.ts), intersected, complemented,
 * shifted and lifted without listing the remainders one by one.
 */
import { TooComplex } from '../errors';
import { bmod } from '../../numbers/modular';
import type { Work } from '../work';

/** Sorted disjoint runs [lo, hi] of remainders, inside [0, m - 1]. */
export type Runs = [bigint, bigint][];

/**
 * Most runs a lift to a common modulus may make: a quarter of the question's period limit
 * (tests lower it to reach the other ways of joining moduli with small ones).
 */
export function maxRuns(w: Work): bigint {
	return BigInt(w.periodLimit >> 2);
}

export function normRuns(runs: Runs): Runs {
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

export function interRuns(a: Runs, b: Runs): Runs {
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

export function complementRuns(a: Runs, m: bigint): Runs {
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
export function shiftRuns(a: Runs, s: bigint, m: bigint): Runs {
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
export function negateRuns(a: Runs, m: bigint): Runs {
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
export function liftRuns(w: Work, a: Runs, m: bigint, l: bigint): Runs {
	const times = l / m;
	if (BigInt(a.length) * times > maxRuns(w)) throw new TooComplex('too many runs');
	w.spend(a.length * Number(times));
	const out: Runs = [];
	for (let t = 0n; t < times; t++) for (const [lo, hi] of a) out.push([lo + t * m, hi + t * m]);
	return normRuns(out);
}

/** The remainders mod g (a divisor of the runs' modulus) of the numbers in the runs. */
export function projectRuns(a: Runs, g: bigint): Runs {
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

export function inRuns(a: Runs, v: bigint): boolean {
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
export function firstCongruent(a: Runs, r: bigint, g: bigint): bigint | null {
	for (const [lo, hi] of a) {
		const v = lo + bmod(r - lo, g);
		if (v <= hi) return v;
	}
	return null;
}

export function isFullRuns(a: Runs, m: bigint): boolean {
	return a.length === 1 && a[0][0] === 0n && a[0][1] === m - 1n;
}
