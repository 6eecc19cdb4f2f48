/**
 * Numbers built from π and e with rationals, written one way: a quotient num/den of polynomials in
 * π and e with rational coefficients (2π − 1 is (2π − 1)/1, 1/π is 1/π, (π + e)/2 is itself). The
 * bounds of π and e, the bounds, equality and card notation of every such quotient live here once;
 * what is known about a quotient's rationality does not: transcendental.ts proves numbers of one
 * constant irrational, pie.ts claims nothing of numbers where both meet.
 */
import { TooComplex } from '../errors';
import { gcd } from '../../numbers/integers';
import {
	add,
	clearDenominators,
	cmp,
	div,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	ratPow,
	ratToString,
	sign,
	ZERO,
	type Rat
} from './rational';

/** c·π^i·e^j. */
export interface Mono {
	readonly i: number;
	readonly j: number;
	readonly c: Rat;
}

/** A polynomial in π and e: its non-zero monomials, each (i, j) once, sorted. */
export type PiEPoly = readonly Mono[];

/** num/den; den is no zero polynomial. */
export interface Quotient {
	readonly num: PiEPoly;
	readonly den: PiEPoly;
}

/** Which of π and e a number holds. */
export type Made = 'pi' | 'e' | 'both';

interface PiEOf<Of extends Made> extends Quotient {
	readonly k: 'pie';
	readonly of: Of;
}

/**
 * A number built from π and e with rationals that is no rational: num/den written one way
 * (`quotientOf`: a common factor π^i·e^j taken out, the denominator's highest term 1), and `of`
 * the constants it holds. Of one constant (2π − 1, 1/π, (e + 1)/(e − 2)) it is transcendental,
 * which transcendental.ts proves; of both (π + e, π·e, e/π) nobody knows whether it is rational,
 * and pie.ts claims nothing. `of` lets the type tell them apart.
 */
export type PiE = PiEOf<'pi'> | PiEOf<'e'> | PiEOf<'both'>;

/**
 * Highest power of π or of e kept in one monomial, and most monomials in a polynomial. Powers stay
 * at 1 so that every number here prints as a card the checker reads back (π² alone is not read).
 */
const maxPower = 1;
const maxTerms = 16;

/** floor(arctan(1/x)·2^bits) within ±(terms) units, by the alternating series. */
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

// ------------------------------------------------------------------------------------------
// Polynomials

function key(m: Mono): number {
	return m.i * 64 + m.j;
}

/** Like terms gathered, zeros dropped, sorted (any powers). */
function gather(terms: Mono[]): Mono[] {
	const byKey = new Map<number, Mono>();
	for (const m of terms) {
		const old = byKey.get(key(m));
		byKey.set(key(m), old ? { ...m, c: add(old.c, m.c) } : m);
	}
	return [...byKey.values()].filter((m) => !isZero(m.c)).sort((a, b) => key(a) - key(b));
}

/** Like terms gathered, zeros dropped, sorted; null when the result is too large to keep. */
export function normal(terms: Mono[]): Mono[] | null {
	const out = gather(terms);
	if (out.length > maxTerms || out.some((m) => m.i > maxPower || m.j > maxPower)) return null;
	return out;
}

/** Every product of a term of a with a term of b. */
function products(a: PiEPoly, b: PiEPoly): Mono[] {
	const out: Mono[] = [];
	for (const x of a) for (const y of b) out.push({ i: x.i + y.i, j: x.j + y.j, c: mul(x.c, y.c) });
	return out;
}

export function pAdd(a: PiEPoly, b: PiEPoly): Mono[] | null {
	return normal([...a, ...b]);
}

export function pScale(a: PiEPoly, c: Rat): Mono[] {
	return isZero(c) ? [] : a.map((m) => ({ ...m, c: mul(m.c, c) }));
}

export function pMul(a: PiEPoly, b: PiEPoly): Mono[] | null {
	return normal(products(a, b));
}

/** Whether two monomials are of the same power of π and e. */
export function sameTerm(a: Mono, b: Mono): boolean {
	return key(a) === key(b);
}

/** The polynomial of a rational number. */
export function constPoly(c: Rat): Mono[] {
	return isZero(c) ? [] : [{ i: 0, j: 0, c }];
}

/** a·π + b or a·e + b as a polynomial. */
export function linearPoly(of: 'pi' | 'e', a: Rat, b: Rat): Mono[] {
	const top = of === 'pi' ? { i: 1, j: 0, c: a } : { i: 0, j: 1, c: a };
	return normal([top, ...constPoly(b)]) ?? [];
}

/** Which constants a quotient holds: 'pi', 'e', 'both' or null (a rational). */
export function constantsOf(x: Quotient): 'pi' | 'e' | 'both' | null {
	const all = [...x.num, ...x.den];
	const hasPi = all.some((m) => m.i > 0);
	const hasE = all.some((m) => m.j > 0);
	return hasPi && hasE ? 'both' : hasPi ? 'pi' : hasE ? 'e' : null;
}

/**
 * Whether x and y are the same quotient: num·den' − num'·den is the zero polynomial (products of
 * any power, as π² and e² arise here though they are not kept in a number).
 */
export function sameQuotient(x: Quotient, y: Quotient): boolean {
	const r = products(y.num, x.den).map((m) => ({ ...m, c: neg(m.c) }));
	return gather([...products(x.num, y.den), ...r]).length === 0;
}

/**
 * num/den as a rational or a number of π and e written one way; null for a quotient by zero or
 * one too large to keep.
 */
export function quotientOf(num: PiEPoly, den: PiEPoly): Rat | PiE | null {
	if (!den.length) return null;
	if (!num.length) return ZERO;
	// A common factor π^i·e^j comes out (π·e/e is π).
	const all = [...num, ...den];
	const ci = Math.min(...all.map((m) => m.i));
	const cj = Math.min(...all.map((m) => m.j));
	const lower = (p: PiEPoly) => p.map((m) => ({ ...m, i: m.i - ci, j: m.j - cj }));
	let n = lower(num);
	let d = lower(den);
	// Scaled so the denominator's highest term is 1 (one written form per quotient).
	const lead = d[d.length - 1].c;
	n = pScale(n, div(ONE, lead));
	d = pScale(d, div(ONE, lead));
	// A quotient of proportional polynomials ((2π + 2e)/(π + e)) is the fraction c itself.
	const top = n.find((m) => sameTerm(m, d[d.length - 1]));
	if (top && pAdd(n, pScale(d, neg(top.c)))?.length === 0) return top.c;
	const of = constantsOf({ num: n, den: d });
	if (of === null) return div(n[0]?.c ?? ZERO, d[0].c);
	return { k: 'pie', of, num: n, den: d } as PiE;
}

/** A rational as a quotient. */
export function ratQuotient(r: Rat): Quotient {
	return { num: constPoly(r), den: constPoly(ONE) };
}

/** x + y, x·y, x/y on quotients; null when a result is too large to keep or divides by zero. */
export function combine(op: '+' | '*' | '/', x: Quotient, y: Quotient): Quotient | null {
	if (op === '*') {
		const num = pMul(x.num, y.num);
		const den = pMul(x.den, y.den);
		return num && den ? { num, den } : null;
	}
	if (op === '/') {
		if (!y.num.length) return null;
		const num = pMul(x.num, y.den);
		const den = pMul(x.den, y.num);
		return num && den ? { num, den } : null;
	}
	const l = pMul(x.num, y.den);
	const r = pMul(y.num, x.den);
	const den = pMul(x.den, y.den);
	const num = l && r ? pAdd(l, r) : null;
	return num && den ? { num, den } : null;
}

/** a·x + b for rationals a ≠ 0, b: a number of the same constants, written the same way. */
export function pieAffine<T extends PiE>(x: T, a: Rat, b: Rat): T {
	const num = pAdd(pScale(x.num, a), pScale(x.den, b));
	if (!num || !num.length) throw new RangeError('a number of π and e moved to a rational');
	return { ...x, num };
}

// ------------------------------------------------------------------------------------------
// Bounds

/** c·π^i·e^j at a point, multiplying only by the powers present (each product reduces a fraction). */
function monoAt(m: Mono, pi: Rat, e: Rat): Rat {
	let v = m.c;
	if (m.i > 0) v = mul(v, ratPow(pi, m.i));
	if (m.j > 0) v = mul(v, ratPow(e, m.j));
	return v;
}

/** The sum of rationals, none when empty (zero). */
function total(xs: Rat[]): Rat {
	return xs.length ? xs.reduce((s, x) => add(s, x)) : ZERO;
}

/** Bounds of a polynomial at π in [pl, ph] and e in [el, eh] (all positive). */
function polyBounds(p: PiEPoly, pi: [Rat, Rat], e: [Rat, Rat]): [Rat, Rat] {
	// π^i·e^j grows with π and e, so its bounds are the values at the ends.
	const ends = p.map((m) => {
		const a = monoAt(m, pi[0], e[0]);
		const b = monoAt(m, pi[1], e[1]);
		return sign(m.c) > 0 ? [a, b] : [b, a];
	});
	return [total(ends.map(([l]) => l)), total(ends.map(([, h]) => h))];
}

/** p at a point (π = pi, e = e). */
function valueAt(p: PiEPoly, pi: Rat, e: Rat): Rat {
	return total(p.map((m) => monoAt(m, pi, e)));
}

/** x / d, without the division (and its reduction) when d is 1. */
function over(x: Rat, d: Rat): Rat {
	return d.n === 1n && d.d === 1n ? x : div(x, d);
}

/**
 * Bounds at one precision, or null when the denominator's bounds still hold zero. A quotient of
 * one constant κ of degree 1 at most, (a1·κ + a0)/(b1·κ + b0), is monotonic away from its pole, so
 * its values at the ends of κ's bounds bound it tightly; otherwise numerator and denominator are
 * bounded apart and divided.
 */
function boundsAt(x: Quotient, bits: number, of: 'pi' | 'e' | 'both' | null): [Rat, Rat] | null {
	if (of === 'pi' || of === 'e') {
		const [lo, hi] = of === 'pi' ? piBounds(bits + 16) : eBounds(bits + 16);
		const at = (k: Rat) => (of === 'pi' ? [k, ONE] : [ONE, k]) as [Rat, Rat];
		const dl = valueAt(x.den, ...at(lo));
		const dh = valueAt(x.den, ...at(hi));
		if (sign(dl) * sign(dh) <= 0) return null;
		const l = over(valueAt(x.num, ...at(lo)), dl);
		const h = over(valueAt(x.num, ...at(hi)), dh);
		return cmp(l, h) <= 0 ? [l, h] : [h, l];
	}
	const pi = piBounds(bits + 24);
	const e = eBounds(bits + 24);
	const [nl, nh] = polyBounds(x.num, pi, e);
	const [dl, dh] = polyBounds(x.den, pi, e);
	if (sign(dl) * sign(dh) <= 0) return null;
	const corners = [div(nl, dl), div(nl, dh), div(nh, dl), div(nh, dh)].sort(cmp);
	return [corners[0], corners[3]];
}

/** Most bits of precision tried before a quotient of one constant, or of both, is out of reach. */
export const maxBitsOne = 3000;
export const maxBitsBoth = 2048;

/**
 * Rational bounds lo ≤ x ≤ hi of width about 2^-bits (strict when x is irrational) that narrow as
 * `bits` grows; TooComplex when x is too close to a pole to bound.
 */
export function quotientBounds(x: Quotient, bits: number): [Rat, Rat] {
	const of = constantsOf(x);
	const most = of === 'both' ? maxBitsBoth : maxBitsOne;
	for (let b = bits; b <= 2 * most; b *= 2) {
		const r = boundsAt(x, b, of);
		if (r) return r;
	}
	throw new TooComplex(
		of === 'both'
			? 'a number made of π and e too close to a pole'
			: 'a quotient with π or e too close to its pole'
	);
}

// ------------------------------------------------------------------------------------------
// Card notation

const babs = (a: bigint): bigint => (a < 0n ? -a : a);

/** a·κ + b with rational a ≠ 0, b: `2π`, `π/2`, `3e/4 - 1`, `π/2 + 1/3`. */
function linearText(name: string, a: Rat, b: Rat): string {
	const head =
		a.n === 1n && a.d === 1n
			? name
			: a.n === -1n && a.d === 1n
				? `-${name}`
				: a.d === 1n
					? `${a.n}${name}`
					: `${a.n === 1n ? '' : a.n === -1n ? '-' : a.n}${name}/${a.d}`;
	if (isZero(b)) return head;
	return `${head} ${sign(b) < 0 ? '-' : '+'} ${ratToString(sign(b) < 0 ? neg(b) : b)}`;
}

function monoText(i: number, j: number): string {
	const part = (name: string, n: number) => (n === 0 ? '' : n === 1 ? name : `${name}^${n}`);
	return [part('π', i), part('e', j)].filter(Boolean).join('·');
}

/** A polynomial with whole coefficients, highest terms first: `π·e`, `2π - e + 1`. */
function polyText(p: { i: number; j: number; c: bigint }[]): { text: string; sum: boolean } {
	const terms = [...p].sort((a, b) => b.i + b.j - (a.i + a.j) || b.i - a.i);
	const parts: string[] = [];
	for (const m of terms) {
		const mag = babs(m.c);
		const body = m.i + m.j === 0 ? `${mag}` : `${mag === 1n ? '' : mag}${monoText(m.i, m.j)}`;
		if (!parts.length) parts.push(m.c < 0n ? `-${body}` : body);
		else parts.push(`${m.c < 0n ? '-' : '+'} ${body}`);
	}
	return { text: parts.join(' '), sum: terms.length > 1 };
}

/**
 * Card notation of a quotient that is not a rational: a·κ + b over no denominator as `2π`,
 * `π/2 + 1`; any other over whole numbers, brackets where a sum or product needs them: `1/π`,
 * `2/(3π)`, `(π + 1)/(π - 2)`, `π + e`, `π·e`, `(π + e)/2`, `e/(2π)`.
 */
export function quotientText(x: Quotient): string {
	const of = constantsOf(x);
	const d0 = x.den.length === 1 && x.den[0].i + x.den[0].j === 0 ? x.den[0].c : null;
	if ((of === 'pi' || of === 'e') && d0 && x.num.every((m) => m.i + m.j <= 1)) {
		const at = (deg: number) => x.num.find((m) => m.i + m.j === deg)?.c ?? ZERO;
		return linearText(of === 'pi' ? 'π' : 'e', div(at(1), d0), div(at(0), d0));
	}
	const { l } = clearDenominators([...x.num, ...x.den].map((m) => m.c));
	const whole = (p: PiEPoly) => p.map((m) => ({ i: m.i, j: m.j, c: (m.c.n * l) / m.c.d }));
	let n = whole(x.num);
	let d = whole(x.den);
	let g = 0n;
	for (const m of [...n, ...d]) g = gcd(g, babs(m.c));
	if (g > 1n) {
		n = n.map((m) => ({ ...m, c: m.c / g }));
		d = d.map((m) => ({ ...m, c: m.c / g }));
	}
	// The denominator's highest term positive.
	const dTop = [...d].sort((a, b) => b.i + b.j - (a.i + a.j) || b.i - a.i)[0];
	if (dTop.c < 0n) {
		n = n.map((m) => ({ ...m, c: -m.c }));
		d = d.map((m) => ({ ...m, c: -m.c }));
	}
	const top = polyText(n);
	if (d.length === 1 && d[0].i === 0 && d[0].j === 0 && d[0].c === 1n) return top.text;
	const bottom = polyText(d);
	const plainBottom = d.length === 1 && (d[0].c === 1n || d[0].i + d[0].j === 0);
	const t = top.sum ? `(${top.text})` : top.text;
	return `${t}/${bottom.sum || !plainBottom ? `(${bottom.text})` : bottom.text}`;
}
