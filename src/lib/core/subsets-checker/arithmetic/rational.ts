/**
 * Exact rational numbers on BigInt, always reduced with a positive denominator. Plain objects so
 * values stay structured-clonable.
 */
import { gcd } from '../../numbers/integers';

export interface Rat {
	readonly n: bigint;
	readonly d: bigint;
}

/** floor(a / b) for b > 0. */
export function bfloorDiv(a: bigint, b: bigint): bigint {
	const q = a / b;
	return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** ceil(a / b) for b > 0. */
export function bceilDiv(a: bigint, b: bigint): bigint {
	return -bfloorDiv(-a, b);
}

/** A reduced rational n/d. */
export function rat(n: bigint, d: bigint = 1n): Rat {
	if (d === 0n) throw new RangeError('zero denominator');
	if (d < 0n) {
		n = -n;
		d = -d;
	}
	if (d === 1n) return { n, d };
	const g = gcd(n, d);
	return g === 1n ? { n, d } : { n: n / g, d: d / g };
}

export const ZERO = rat(0n);
export const ONE = rat(1n);

export function add(a: Rat, b: Rat): Rat {
	if (a.d === 1n && b.d === 1n) return { n: a.n + b.n, d: 1n };
	return rat(a.n * b.d + b.n * a.d, a.d * b.d);
}
export function sub(a: Rat, b: Rat): Rat {
	if (a.d === 1n && b.d === 1n) return { n: a.n - b.n, d: 1n };
	return rat(a.n * b.d - b.n * a.d, a.d * b.d);
}
export function mul(a: Rat, b: Rat): Rat {
	if (a.d === 1n && b.d === 1n) return { n: a.n * b.n, d: 1n };
	return rat(a.n * b.n, a.d * b.d);
}
/** a / b; the caller rules out b = 0. */
export function div(a: Rat, b: Rat): Rat {
	return rat(a.n * b.d, a.d * b.n);
}
export function neg(a: Rat): Rat {
	return { n: -a.n, d: a.d };
}
export function cmp(a: Rat, b: Rat): number {
	const x = a.n * b.d - b.n * a.d;
	return x < 0n ? -1 : x > 0n ? 1 : 0;
}
export function eq(a: Rat, b: Rat): boolean {
	return a.n === b.n && a.d === b.d;
}
export function sign(a: Rat): number {
	return a.n < 0n ? -1 : a.n > 0n ? 1 : 0;
}
export function isInt(a: Rat): boolean {
	return a.d === 1n;
}
export function isZero(a: Rat): boolean {
	return a.n === 0n;
}
export function floor(a: Rat): bigint {
	return bfloorDiv(a.n, a.d);
}
export function ceil(a: Rat): bigint {
	return bceilDiv(a.n, a.d);
}
export function ratAbs(a: Rat): Rat {
	return a.n < 0n ? neg(a) : a;
}
/** The mathematical remainder a - m·floor(a/m) for m > 0. */
export function ratMod(a: Rat, m: Rat): Rat {
	return sub(a, mul(m, rat(floor(div(a, m)))));
}
/**
 * The lcm l of the denominators, and each number times l: whole numbers in the same ratios (a
 * polynomial with rational coefficients cleared to whole ones).
 */
export function clearDenominators(rs: readonly Rat[]): { l: bigint; ints: bigint[] } {
	let l = 1n;
	for (const r of rs) l = (l / gcd(l, r.d)) * r.d;
	return { l, ints: rs.map((r) => r.n * (l / r.d)) };
}
/** a^e for a small non-negative integer e. */
export function ratPow(a: Rat, e: number): Rat {
	return { n: a.n ** BigInt(e), d: a.d ** BigInt(e) };
}
export function minRat(a: Rat, b: Rat): Rat {
	return cmp(a, b) <= 0 ? a : b;
}
export function maxRat(a: Rat, b: Rat): Rat {
	return cmp(a, b) >= 0 ? a : b;
}
/** Card notation: `3`, `-3/4`. */
export function ratToString(a: Rat): string {
	return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** The rational with the smallest denominator strictly between lo and hi (lo < hi), by continued fractions. */
export function simplestBetween(lo: Rat, hi: Rat): Rat {
	// Integers first: the one nearest zero.
	const fl = floor(lo) + 1n;
	const ch = ceil(hi) - 1n;
	if (fl <= ch) {
		if (fl <= 0n && ch >= 0n) return ZERO;
		return rat(fl > 0n ? fl : ch);
	}
	// lo and hi lie within (k, k+1]: recurse on the fractional parts' reciprocals.
	const k = floor(lo);
	const a = sub(lo, rat(k));
	const b = sub(hi, rat(k));
	// a in [0,1), b in (a, 1]: simplest in (a, b) is 1 / simplest in (1/b, 1/a).
	if (isZero(a)) {
		// (0, b): 1/m with m = floor(1/b) + 1.
		const m = floor(div(ONE, b)) + 1n;
		return add(rat(k), rat(1n, m));
	}
	const inner = simplestBetween(div(ONE, b), div(ONE, a));
	return add(rat(k), div(ONE, inner));
}
