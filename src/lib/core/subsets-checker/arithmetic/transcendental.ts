/**
 * The constants π and e alone: rational bounds for each (Machin's formula, the series of e), and
 * the numbers built from one of them with rationals, a·κ + b and (a1·κ + a0)/(b1·κ + b0), with
 * their bounds, equality and printing. Each such number is transcendental (κ is), so irrational
 * and equal to no algebraic number; numbers built from π and e together are pie.ts's, where no
 * such fact is known.
 */
import { TooComplex } from '../errors';
import {
	clearDenominators,
	add,
	cmp,
	div,
	isZero,
	mul,
	neg,
	ONE,
	ratToString,
	rat,
	sign,
	sub,
	ZERO,
	type Rat
} from './rational';
import { gcd } from '../../numbers/integers';
import type { Alg } from './algebraic';

/** a·π + b or a·e + b with a ≠ 0 (both constants are transcendental). */
export interface Trans {
	readonly k: 'pi' | 'e';
	readonly a: Rat;
	readonly b: Rat;
}

/**
 * (a1·κ + a0)/(b1·κ + b0) for κ = π or e, with b1 = 1 (kept so by `ratio`) and a1·b0 ≠ a0·b1: a
 * quotient such as 1/π or 2/(π + 1). It is transcendental like κ: were it an algebraic y, then
 * a1·κ + a0 = y·(κ + b0) would make κ = (y·b0 − a0)/(a1 − y) algebraic (or a1 = y and a0 = y·b0,
 * which a1·b0 ≠ a0 rules out). So it is irrational, and no algebraic number equals it.
 */
export interface Ratio {
	readonly k: 'ratio';
	readonly of: 'pi' | 'e';
	readonly a1: Rat;
	readonly a0: Rat;
	readonly b1: Rat;
	readonly b0: Rat;
}

/** Most bits of precision used before an order is declared out of reach. */
export const maxBits = 3000;

/** floor(arctan(1/x)·2^bits) within ±1 for -(terms) ... by the alternating series. */
function atanInv(x: bigint, scale: bigint): bigint {
	// Σ (-1)^k / ((2k+1)·x^(2k+1)), each term truncated: the error is at most one unit per term.
	let sum = 0n;
	let power = scale / x;
	const x2 = x * x;
	for (let k = 0n; power !== 0n; k++) {
		const term = power / (2n * k + 1n);
		sum += k % 2n === 0n ? term : -term;
		power /= x2;
	}
	return sum;
}

/** [lo, hi] with lo < π < hi and hi - lo ≤ 2^(10-bits). */
export function piBounds(bits: number): [Rat, Rat] {
	const scale = 1n << BigInt(bits);
	// Machin: π = 16·arctan(1/5) - 4·arctan(1/239). Each truncated sum is within (terms + 1) units.
	const v = 16n * atanInv(5n, scale) - 4n * atanInv(239n, scale);
	const err = 16n * BigInt(bits + 4);
	return [rat(v - err, scale), rat(v + err, scale)];
}

/** [lo, hi] with lo < e < hi and hi - lo ≤ 2^(10-bits). */
export function eBounds(bits: number): [Rat, Rat] {
	const scale = 1n << BigInt(bits);
	// e = Σ 1/k!: truncated terms, and the tail after the last non-zero term is below one unit.
	let sum = 0n;
	let term = scale;
	let n = 0n;
	for (let k = 1n; term !== 0n; k++) {
		sum += term;
		term /= k;
		n++;
	}
	const err = n + 2n;
	return [rat(sum - err, scale), rat(sum + err, scale)];
}

/** Rational bounds lo < x < hi of a·κ + b or a quotient of κ, of width about 2^-bits. */
export function transBounds(x: Trans | Ratio, bits: number): [Rat, Rat] {
	if (x.k === 'ratio') return ratioBounds(x, bits);
	const [lo, hi] = x.k === 'pi' ? piBounds(bits + 16) : eBounds(bits + 16);
	const l = add(mul(x.a, lo), x.b);
	const h = add(mul(x.a, hi), x.b);
	return sign(x.a) > 0 ? [l, h] : [h, l];
}

/** Rational bounds of κ = π or e (strict, width about 2^-bits). */
function constantBounds(of: 'pi' | 'e', bits: number): [Rat, Rat] {
	return of === 'pi' ? piBounds(bits + 16) : eBounds(bits + 16);
}

/**
 * Bounds of (a1·κ + a0)/(κ + b0): the map is monotonic away from its pole −b0, which κ (being
 * irrational) is not, so bounds of κ that leave the pole outside give strict bounds of the value.
 */
function ratioBounds(x: Ratio, bits: number): [Rat, Rat] {
	for (let b = bits; b <= 2 * maxBits; b *= 2) {
		const [lo, hi] = constantBounds(x.of, b);
		const dl = add(mul(x.b1, lo), x.b0);
		const dh = add(mul(x.b1, hi), x.b0);
		if (sign(dl) * sign(dh) <= 0) continue;
		const l = div(add(mul(x.a1, lo), x.a0), dl);
		const h = div(add(mul(x.a1, hi), x.a0), dh);
		return cmp(l, h) <= 0 ? [l, h] : [h, l];
	}
	throw new TooComplex('a quotient with π or e too close to its pole');
}

/** x as (a1·κ + a0)/(b1·κ + b0) when it is a rational, a·κ + b or a quotient of κ; else null. */
export function asRatio(
	x: Rat | Alg | Trans | Ratio
): { of: 'pi' | 'e' | null; a1: Rat; a0: Rat; b1: Rat; b0: Rat } | null {
	if (!('k' in x)) return { of: null, a1: ZERO, a0: x, b1: ZERO, b0: ONE };
	if (x.k === 'alg') return null;
	if (x.k === 'ratio') return x;
	return { of: x.k, a1: x.a, a0: x.b, b1: ZERO, b0: ONE };
}

/**
 * (a1·κ + a0)/(b1·κ + b0) as the simplest end: a rational when the quotient is constant
 * (a1·b0 = a0·b1), a·κ + b when b1 = 0, else a Ratio scaled to b1 = 1. The denominator must not
 * be the zero polynomial.
 */
export function ratio(of: 'pi' | 'e', a1: Rat, a0: Rat, b1: Rat, b0: Rat): Rat | Trans | Ratio {
	if (isZero(b1) && isZero(b0)) throw new RangeError('a quotient by zero');
	if (isZero(sub(mul(a1, b0), mul(a0, b1)))) return isZero(b1) ? div(a0, b0) : div(a1, b1);
	if (isZero(b1)) return { k: of, a: div(a1, b0), b: div(a0, b0) };
	return { k: 'ratio', of, a1: div(a1, b1), a0: div(a0, b1), b1: ONE, b0: div(b0, b1) };
}

/** Whether two quotients of the same κ are equal: a1·b1' κ² + ... is then the zero polynomial. */
export function sameRatio(x: Ratio | Trans, y: Ratio | Trans): boolean {
	const u = asRatio(x);
	const v = asRatio(y);
	if (!u || !v) return false;
	// (u.a1 κ + u.a0)(v.b1 κ + v.b0) − (v.a1 κ + v.a0)(u.b1 κ + u.b0) ≡ 0, since κ is transcendental.
	const c2 = sub(mul(u.a1, v.b1), mul(v.a1, u.b1));
	const c1 = sub(add(mul(u.a1, v.b0), mul(u.a0, v.b1)), add(mul(v.a1, u.b0), mul(v.a0, u.b1)));
	const c0 = sub(mul(u.a0, v.b0), mul(v.a0, u.b0));
	return isZero(c2) && isZero(c1) && isZero(c0);
}

/** a·x + b for rationals a ≠ 0, b: a quotient of κ scaled stays one. */
export function scaleTrans(x: Trans | Ratio, a: Rat, b: Rat): Trans | Ratio {
	if (x.k === 'ratio') {
		// a·(a1κ + a0)/(b1κ + b0) + b over the same denominator.
		const y = ratio(
			x.of,
			add(mul(a, x.a1), mul(b, x.b1)),
			add(mul(a, x.a0), mul(b, x.b0)),
			x.b1,
			x.b0
		);
		if (!('k' in y)) throw new RangeError('a quotient of π or e scaled to a rational');
		return y;
	}
	return { k: x.k, a: mul(a, x.a), b: add(mul(a, x.b), b) };
}

const babs = (a: bigint): bigint => (a < 0n ? -a : a);

/** (a1·κ + a0)/(b1·κ + b0) in card notation over whole numbers: `1/π`, `2/(3π)`, `(π + 1)/(π - 2)`. */
function ratioText(x: Ratio): string {
	let [n1, n0, d1, d0] = clearDenominators([x.a1, x.a0, x.b1, x.b0]).ints;
	const g = gcd(gcd(babs(n1), babs(n0)), gcd(babs(d1), babs(d0)));
	[n1, n0, d1, d0] = [n1, n0, d1, d0].map((c) => c / g);
	if (d1 < 0n) [n1, n0, d1, d0] = [-n1, -n0, -d1, -d0];
	const name = x.of === 'pi' ? 'π' : 'e';
	const term = (c: bigint) => `${c === 1n ? '' : c === -1n ? '-' : c}${name}`;
	// A sum needs brackets on either side of the bar; a product (3π) only below it.
	const linear = (c1: bigint, c0: bigint): [string, 'plain' | 'product' | 'sum'] => {
		if (c1 === 0n) return [c0.toString(), 'plain'];
		if (c0 === 0n) return [term(c1), c1 === 1n ? 'plain' : 'product'];
		return [`${term(c1)} ${c0 < 0n ? '-' : '+'} ${babs(c0)}`, 'sum'];
	};
	const [top, topKind] = linear(n1, n0);
	const [bottom, bottomKind] = linear(d1, d0);
	const t = topKind === 'sum' ? `(${top})` : top;
	return `${t}/${bottomKind === 'plain' ? bottom : `(${bottom})`}`;
}

/** 2π, e - 1, 1/π, (π + 1)/(π - 2) in card notation. */
export function transToString(x: Trans | Ratio): string {
	if (x.k === 'ratio') return ratioText(x);
	const name = x.k === 'pi' ? 'π' : 'e';
	const a = x.a;
	const head =
		a.n === 1n && a.d === 1n
			? name
			: a.n === -1n && a.d === 1n
				? `-${name}`
				: a.d === 1n
					? `${a.n}${name}`
					: `${a.n === 1n ? '' : a.n === -1n ? '-' : a.n}${name}/${a.d}`;
	if (isZero(x.b)) return head;
	return `${head} ${sign(x.b) < 0 ? '-' : '+'} ${ratToString(sign(x.b) < 0 ? neg(x.b) : x.b)}`;
}
