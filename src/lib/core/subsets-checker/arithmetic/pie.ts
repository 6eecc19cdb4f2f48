/**
 * Numbers made from π and e together, such as π + e, π·e, π/e or (π + e)/2: a quotient of two
 * polynomials in π and e with rational coefficients. Nobody knows whether such a number is
 * rational (π + e and π·e cannot both be algebraic, but which one is not, is open), and nobody
 * knows that π and e are algebraically independent, so two different expressions might even be
 * equal. The checker therefore claims only what it can prove: order against other numbers by
 * narrowing rational bounds (which separate unless the numbers are equal), equality when two
 * expressions are the same quotient, and never rationality nor irrationality.
 */
import { TooComplex } from '../errors';
import { gcd } from '../../numbers/integers';
import {
	clearDenominators,
	ratPow,
	add,
	cmp,
	div,
	floor,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	sign,
	simplestBetween,
	ZERO,
	type Rat
} from './rational';
import { bounds, eBounds, isIrr, piBounds, type End } from './real';

/** c·π^i·e^j. */
export interface Mono {
	readonly i: number;
	readonly j: number;
	readonly c: Rat;
}

/** A polynomial in π and e: its non-zero monomials, each (i, j) once, sorted. */
export type PiEPoly = readonly Mono[];

/**
 * num/den for polynomials in π and e; both π and e occur (else the number is of an older kind:
 * a rational, a·π + b, a quotient of π alone), and den is no zero polynomial.
 */
export interface PiE {
	readonly k: 'pie';
	readonly num: PiEPoly;
	readonly den: PiEPoly;
}

/**
 * Highest power of π or of e kept in one monomial, and most monomials in a polynomial. Powers stay
 * at 1 so that every number here prints as a card the checker reads back (π² alone is not read).
 */
const maxPower = 1;
const maxTerms = 16;
/** Most bits of precision tried before an order is declared out of reach. */
const maxBits = 2048;

function key(m: Mono): number {
	return m.i * 64 + m.j;
}

function normal(terms: Mono[]): Mono[] | null {
	const byKey = new Map<number, Mono>();
	for (const m of terms) {
		const old = byKey.get(key(m));
		byKey.set(key(m), old ? { ...m, c: add(old.c, m.c) } : m);
	}
	const out = [...byKey.values()].filter((m) => !isZero(m.c)).sort((a, b) => key(a) - key(b));
	if (out.length > maxTerms || out.some((m) => m.i > maxPower || m.j > maxPower)) return null;
	return out;
}

function pAdd(a: PiEPoly, b: PiEPoly): Mono[] | null {
	return normal([...a, ...b]);
}

function pScale(a: PiEPoly, c: Rat): Mono[] {
	return isZero(c) ? [] : a.map((m) => ({ ...m, c: mul(m.c, c) }));
}

function pMul(a: PiEPoly, b: PiEPoly): Mono[] | null {
	const out: Mono[] = [];
	for (const x of a) for (const y of b) out.push({ i: x.i + y.i, j: x.j + y.j, c: mul(x.c, y.c) });
	return normal(out);
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

/**
 * What a quotient num/den of polynomials in π and e is: null for a quotient by zero or one too
 * large to keep; else `{ pie }` when both constants are left, or `{ single }` (num and den in one
 * constant or none) for the caller to bring back to its older kind.
 */
export function quotientOf(
	num: PiEPoly,
	den: PiEPoly
): { pie: PiE } | { single: { of: 'pi' | 'e' | null; num: PiEPoly; den: PiEPoly } } | null {
	if (!den.length) return null;
	if (!num.length) return { single: { of: null, num: [], den: constPoly(ONE) } };
	// A common factor π^i·e^j comes out (π·e/e is π).
	const all = [...num, ...den];
	const ci = Math.min(...all.map((m) => m.i));
	const cj = Math.min(...all.map((m) => m.j));
	const lower = (p: PiEPoly) => p.map((m) => ({ ...m, i: m.i - ci, j: m.j - cj }));
	let n = lower(num);
	let d = lower(den);
	// Scaled so the denominator's first coefficient is 1 (one written form per quotient).
	const lead = d[d.length - 1].c;
	n = pScale(n, div(ONE, lead));
	d = pScale(d, div(ONE, lead));
	// A quotient of proportional polynomials ((2π + 2e)/(π + e)) is the fraction c itself.
	const top = n.find((m) => key(m) === key(d[d.length - 1]));
	if (top && pAdd(n, pScale(d, neg(top.c)))?.length === 0)
		return { single: { of: null, num: constPoly(top.c), den: constPoly(ONE) } };
	const hasPi = [...n, ...d].some((m) => m.i > 0);
	const hasE = [...n, ...d].some((m) => m.j > 0);
	if (hasPi && hasE) return { pie: { k: 'pie', num: n, den: d } };
	return { single: { of: hasPi ? 'pi' : hasE ? 'e' : null, num: n, den: d } };
}

/** x + y, x·y, x/y on quotients; null when a result is too large to keep or divides by zero. */
export function combine(
	op: '+' | '*' | '/',
	x: { num: PiEPoly; den: PiEPoly },
	y: { num: PiEPoly; den: PiEPoly }
): { num: PiEPoly; den: PiEPoly } | null {
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

/** −x. */
export function pieNeg(x: PiE): PiE {
	return { ...x, num: pScale(x.num, rat(-1n)) };
}

// ------------------------------------------------------------------------------------------
// Bounds and order

/** Bounds of a polynomial at π in [pl, ph] and e in [el, eh] (all positive). */
function polyBounds(p: PiEPoly, pi: [Rat, Rat], e: [Rat, Rat]): [Rat, Rat] {
	let lo = ZERO;
	let hi = ZERO;
	for (const m of p) {
		// π^i·e^j grows with π and e, so its bounds are the values at the ends.
		const ml = mul(ratPow(pi[0], m.i), ratPow(e[0], m.j));
		const mh = mul(ratPow(pi[1], m.i), ratPow(e[1], m.j));
		const a = mul(m.c, ml);
		const b = mul(m.c, mh);
		const [l, h] = sign(m.c) > 0 ? [a, b] : [b, a];
		lo = add(lo, l);
		hi = add(hi, h);
	}
	return [lo, hi];
}

/**
 * Rational bounds lo ≤ x ≤ hi of width about 2^-bits or less, or null when the bounds of the
 * denominator at this precision still hold zero.
 */
function boundsAt(x: PiE, bits: number): [Rat, Rat] | null {
	const pi = piBounds(bits + 24);
	const e = eBounds(bits + 24);
	const [nl, nh] = polyBounds(x.num, pi, e);
	const [dl, dh] = polyBounds(x.den, pi, e);
	if (sign(dl) * sign(dh) <= 0) return null;
	const corners = [div(nl, dl), div(nl, dh), div(nh, dl), div(nh, dh)].sort(cmp);
	return [corners[0], corners[3]];
}

/** Rational bounds lo ≤ x ≤ hi that narrow as `bits` grows; TooComplex near a pole. */
export function pieBounds(x: PiE, bits: number): [Rat, Rat] {
	for (let b = bits; b <= 2 * maxBits; b *= 2) {
		const r = boundsAt(x, b);
		if (r) return r;
	}
	throw new TooComplex('a number made of π and e too close to a pole');
}

/** Whether x and y are written as the same quotient (num·den' = num'·den as polynomials). */
export function samePie(x: PiE, y: PiE): boolean {
	const l = pMul(x.num, y.den);
	const r = pMul(y.num, x.den);
	if (!l || !r) return false;
	const diff = pAdd(l, pScale(r, rat(-1n)));
	return diff !== null && diff.length === 0;
}

/**
 * The order of x and an exact number y: -1 or 1 when bounds separate them (then proven); 0 when
 * y is the same quotient; TooComplex when no bounds within the budget separate them, which is
 * what happens when they are equal, and nobody may know whether they are.
 */
export function cmpPie(x: PiE, y: End | PiE): number {
	if ('k' in y && y.k === 'pie' && samePie(x, y)) return 0;
	for (let bits = 16; bits <= maxBits; bits *= 2) {
		const [xl, xh] = pieBounds(x, bits);
		const [yl, yh] = 'k' in y && y.k === 'pie' ? pieBounds(y, bits) : endBounds(y as End, bits);
		if (cmp(xh, yl) < 0) return -1;
		if (cmp(yh, xl) < 0) return 1;
	}
	throw new TooComplex('a number made of π and e too close to another to order');
}

function endBounds(y: End, bits: number): [Rat, Rat] {
	return isIrr(y) ? bounds(y, bits) : [y, y];
}

/** The whole number n with n < x < n + 1, or null when x may be a whole number (too close). */
export function pieFloorStrict(x: PiE): bigint | null {
	try {
		for (let bits = 16; bits <= maxBits; bits *= 2) {
			const [lo, hi] = pieBounds(x, bits);
			const n = floor(lo);
			// Strictly above n (lo ≥ n and x ≠ lo unless...) is checked exactly below.
			if (floor(hi) === n && cmp(lo, rat(n)) > 0) return n;
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

/** A rational strictly between x and y (x < y, one of them may be a plain end). */
export function ratBetweenPie(x: PiE | End, y: PiE | End): Rat {
	for (let bits = 8; bits <= maxBits; bits *= 2) {
		const xh = isPie(x) ? pieBounds(x, bits)[1] : endBounds(x, bits)[1];
		const yl = isPie(y) ? pieBounds(y, bits)[0] : endBounds(y, bits)[0];
		// The simplest fraction strictly between the bounds, so strictly between x and y.
		if (cmp(xh, yl) < 0) return simplestBetween(xh, yl);
	}
	throw new TooComplex('two numbers too close to separate');
}

/** Whether a number is one made of π and e. */
export function isPie(x: unknown): x is PiE {
	return typeof x === 'object' && x !== null && 'k' in x && (x as { k: unknown }).k === 'pie';
}

/** a·x + b for rationals a ≠ 0, b. */
export function pieAffine(x: PiE, a: Rat, b: Rat): PiE {
	const num = pAdd(pScale(x.num, a), pMul(x.den, constPoly(b)) ?? []);
	if (!num || !num.length) throw new RangeError('a number of π and e moved to zero');
	return { ...x, num };
}

// ------------------------------------------------------------------------------------------
// Printing

function monoText(i: number, j: number): string {
	const part = (name: string, n: number) => (n === 0 ? '' : n === 1 ? name : `${name}^${n}`);
	return [part('π', i), part('e', j)].filter(Boolean).join('·');
}

/** A polynomial with whole coefficients, highest terms first: `π·e`, `2π - e + 1`. */
function polyText(p: { i: number; j: number; c: bigint }[]): { text: string; sum: boolean } {
	const terms = [...p].sort((a, b) => b.i + b.j - (a.i + a.j) || b.i - a.i);
	const parts: string[] = [];
	for (const m of terms) {
		const mag = m.c < 0n ? -m.c : m.c;
		const body = m.i + m.j === 0 ? `${mag}` : `${mag === 1n ? '' : mag}${monoText(m.i, m.j)}`;
		if (!parts.length) parts.push(m.c < 0n ? `-${body}` : body);
		else parts.push(`${m.c < 0n ? '-' : '+'} ${body}`);
	}
	return { text: parts.join(' '), sum: terms.length > 1 };
}

/** Card notation: `π + e`, `π·e`, `π/e`, `(π + e)/2`, `e/(2π)`. */
export function pieToString(x: PiE): string {
	const { l } = clearDenominators([...x.num, ...x.den].map((m) => m.c));
	const whole = (p: PiEPoly) => p.map((m) => ({ i: m.i, j: m.j, c: (m.c.n * l) / m.c.d }));
	let n = whole(x.num);
	let d = whole(x.den);
	let g = 0n;
	for (const m of [...n, ...d]) g = gcd(g, m.c < 0n ? -m.c : m.c);
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

/** The sign of x; TooComplex when bounds never leave zero (x may be 0: nobody may know). */
export function pieSign(x: PiE): number {
	return cmpPie(x, ZERO);
}
