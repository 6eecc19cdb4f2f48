/**
 * Primality of odd 2^32 <= n < 2^64 without BigInt: trial division, then Baillie-PSW (the strong
 * base-2 test and the strong Lucas test with Selfridge's parameters), which is exact below 2^64:
 * Feitsma and Galway listed every base-2 strong pseudoprime below 2^64, and none passes the
 * strong Lucas test.
 *
 * n is held as two unsigned 32-bit halves, and residues as three 22-bit limbs in doubles, in
 * Montgomery form with R = 2^66: every product of two limbs is below 2^44 and every sum below
 * 2^53, so all arithmetic is exact. Since R > 4n, a Montgomery product of two values below 2n is
 * again below 2n, so residues stay "lazy" in [0, 2n) and are reduced below n only to be compared.
 *
 * The hot loops are written out by hand: one modular squaring is a chain of dependent floating
 * point steps, and a function call or a store per step would cost as much again.
 */

import { isPerfectSquare } from './integers';
import { prime64Kernel, type Prime64Kernel } from './kernel';

const LIMB = 4194304; // 2^22
const INV_LIMB = 1 / LIMB;
const MASK = LIMB - 1;
const TWO_32 = 4294967296;

// ---------------------------------------------------------------------------------------------
// Trial division

/**
 * Odd primes below this bound are tried before the probable-prime test. Each prime tried costs a
 * few nanoseconds for every number that gets that far, and saves the base-2 test (about 2 µs)
 * for one number in p: beyond a thousand or so the saving no longer pays.
 */
const TRIAL_BOUND = 1200;

/** The odd primes below TRIAL_BOUND. */
const trialPrimes: readonly number[] = (() => {
	const composite = new Uint8Array(TRIAL_BOUND);
	const primes: number[] = [];
	for (let i = 3; i < TRIAL_BOUND; i += 2) {
		if (composite[i]) continue;
		primes.push(i);
		for (let j = i * i; j < TRIAL_BOUND; j += 2 * i) composite[j] = 1;
	}
	return primes;
})();

/**
 * The primes in groups whose product m stays below 2^26: n mod m is (hi mod m)·(2^32 mod m) + lo
 * reduced once more, every term below 2^53, and each prime of the group then divides that
 * residue or not. Per group: m, 1/m, 2^32 mod m, and the index of its first prime (one extra
 * index closes the last group).
 */
const groups = (() => {
	const products: number[] = [];
	const starts: number[] = [];
	let product = 1;
	trialPrimes.forEach((p, i) => {
		if (product === 1 || product * p >= 2 ** 26) {
			if (product !== 1) products.push(product);
			starts.push(i);
			product = p;
		} else {
			product *= p;
		}
	});
	products.push(product);
	starts.push(trialPrimes.length);
	return {
		products: Float64Array.from(products),
		inverses: Float64Array.from(products, (m) => 1 / m),
		wraps: Float64Array.from(products, (m) => TWO_32 % m),
		starts: Int32Array.from(starts)
	};
})();

// A 32-bit x is divisible by odd p exactly when x·p^-1 mod 2^32 <= (2^32 - 1)/p.
const primeInverses = Int32Array.from(trialPrimes, (p) => {
	let x = p;
	for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(p, x));
	return x;
});
const primeLimits = Uint32Array.from(trialPrimes, (p) => Math.floor(0xffffffff / p));

/** x mod m for 0 <= x < 2^53, by a product with 1/m (off by at most one, then corrected). */
function reduce(x: number, m: number, inverse: number): number {
	const r = x - Math.floor(x * inverse) * m;
	return r < 0 ? r + m : r >= m ? r - m : r;
}

/** The smallest odd prime factor below TRIAL_BOUND of hi·2^32 + lo, or 0 when there is none. */
function trialDivide(hi: number, lo: number): number {
	const { products, inverses, wraps, starts } = groups;
	for (let g = 0; g < products.length; g++) {
		const m = products[g];
		const inverse = inverses[g];
		const r = reduce(reduce(hi, m, inverse) * wraps[g] + lo, m, inverse);
		for (let i = starts[g], end = starts[g + 1]; i < end; i++) {
			if (Math.imul(r, primeInverses[i]) >>> 0 <= primeLimits[i]) return trialPrimes[i];
		}
	}
	return 0;
}

// ---------------------------------------------------------------------------------------------
// Montgomery arithmetic on three 22-bit limbs

/**
 * The modulus n = n0 + n1·2^22 + n2·2^44 with n0·(-ninv) = 1 mod 2^22, and the limbs r0..r2 of
 * the last result of `product`. Built per test, so nothing outlives a call.
 */
interface Modulus {
	n0: number;
	n1: number;
	n2: number;
	ninv: number;
	/** n0 / 2^22, exact, for the reassociated reduction step. */
	n0Scaled: number;
	r0: number;
	r1: number;
	r2: number;
}

function modulus(hi: number, lo: number): Modulus {
	const n0 = lo & MASK;
	let inverse = n0; // an odd number is its own inverse mod 8; each step doubles the good bits
	for (let i = 0; i < 4; i++) inverse = Math.imul(inverse, 2 - Math.imul(n0, inverse));
	return {
		n0,
		n1: (lo >>> 22) + (hi & 4095) * 1024,
		n2: hi >>> 12,
		ninv: -inverse & MASK,
		n0Scaled: n0 * INV_LIMB,
		r0: 0.5,
		r1: 0.5,
		r2: 0.5
	};
}

/**
 * r0..r2 = a·b·R^-1 mod n, below 2n for a, b below 2n. Each of the three steps adds m·n, with m
 * chosen so the lowest limb becomes zero, and drops that limb: (t + m·n0)/2^22 is written
 * t/2^22 + m·(n0/2^22), two exact terms whose exact sum is an integer, so the shift costs no
 * step of its own in the chain.
 */
function product(
	M: Modulus,
	a0: number,
	a1: number,
	a2: number,
	b0: number,
	b1: number,
	b2: number
): void {
	const { n1, n2, ninv, n0Scaled } = M;
	let t0 = a0 * b0;
	let m = Math.imul(t0, ninv) & MASK;
	t0 = a0 * b1 + a1 * b0 + t0 * INV_LIMB + m * n0Scaled + m * n1;
	let t1 = a0 * b2 + a1 * b1 + m * n2;
	m = Math.imul(t0, ninv) & MASK;
	t0 = t1 + a2 * b0 + t0 * INV_LIMB + m * n0Scaled + m * n1;
	t1 = a1 * b2 + a2 * b1 + m * n2;
	m = Math.imul(t0, ninv) & MASK;
	t0 = t1 + t0 * INV_LIMB + m * n0Scaled + m * n1;
	t1 = a2 * b2 + m * n2;
	const r0 = t0 & MASK;
	t1 += (t0 - r0) * INV_LIMB;
	const r1 = t1 & MASK;
	M.r0 = r0;
	M.r1 = r1;
	M.r2 = (t1 - r1) * INV_LIMB;
}

/**
 * r0..r2 = x - c when x >= c, else x (normalised limbs, x < 2c). Branch-free: which way it goes is
 * a coin toss for a processor's branch predictor, and a wrong guess costs as much as the rest.
 * Limbs stay below 2^24 here, so the arithmetic is on 32-bit integers, where `>> 22` is the carry
 * (or -1 for a borrow) and `& MASK` the limb.
 */
function lessOnce(
	M: Modulus,
	x0: number,
	x1: number,
	x2: number,
	c0: number,
	c1: number,
	c2: number
): void {
	let s0 = x0 - c0;
	let s1 = x1 - c1 + (s0 >> 22);
	const s2 = x2 - c2 + (s1 >> 22);
	s0 &= MASK;
	s1 &= MASK;
	// -1 (every bit set) when x < c, so x is kept.
	const keep = s2 >> 31;
	M.r0 = s0 ^ ((s0 ^ x0) & keep);
	M.r1 = s1 ^ ((s1 ^ x1) & keep);
	M.r2 = s2 ^ ((s2 ^ x2) & keep);
}

/** r0..r2 = x + y with carries, less c once when the sum reaches c (x + y < 2c). */
function sumLess(
	M: Modulus,
	x0: number,
	x1: number,
	x2: number,
	y0: number,
	y1: number,
	y2: number,
	c0: number,
	c1: number,
	c2: number
): void {
	const t0 = x0 + y0;
	const t1 = x1 + y1 + (t0 >> 22);
	lessOnce(M, t0 & MASK, t1 & MASK, x2 + y2 + (t1 >> 22), c0, c1, c2);
}

/** r0..r2 = x - y + c with borrows, less c once when that reaches c (x, y < c). */
function differenceLess(
	M: Modulus,
	x0: number,
	x1: number,
	x2: number,
	y0: number,
	y1: number,
	y2: number,
	c0: number,
	c1: number,
	c2: number
): void {
	const t0 = x0 - y0 + c0;
	const t1 = x1 - y1 + c1 + (t0 >> 22);
	lessOnce(M, t0 & MASK, t1 & MASK, x2 - y2 + c2 + (t1 >> 22), c0, c1, c2);
}

/** r0..r2 = 2x with carries, not reduced. */
function twice(M: Modulus, x0: number, x1: number, x2: number): void {
	const t0 = x0 + x0;
	const t1 = x1 + x1 + (t0 >> 22);
	M.r0 = t0 & MASK;
	M.r1 = t1 & MASK;
	M.r2 = x2 + x2 + (t1 >> 22);
}

/** r0..r2 = R mod n (Montgomery's one), by doubling from the largest power of two below n. */
function montgomeryOne(M: Modulus, hi: number): void {
	const top = 63 - Math.clz32(hi); // 2^top < n, and 32 <= top < 64
	let x0 = 0;
	let x1 = top < 44 ? 2 ** (top - 22) : 0;
	let x2 = top < 44 ? 0 : 2 ** (top - 44);
	for (let i = top; i < 66; i++) {
		sumLess(M, x0, x1, x2, x0, x1, x2, M.n0, M.n1, M.n2);
		x0 = M.r0;
		x1 = M.r1;
		x2 = M.r2;
	}
	M.r0 = x0;
	M.r1 = x1;
	M.r2 = x2;
}

/** n - 1 = d·2^s, or n + 1 (with `add`): d odd, as unsigned 32-bit halves, and s. */
function oddPart(hi: number, lo: number, add: boolean): { dHi: number; dLo: number; s: number } {
	let dLo = add ? lo + 1 : lo - 1;
	let dHi = hi;
	if (dLo === TWO_32) {
		dLo = 0;
		dHi++;
	}
	let s = 0;
	if (dLo === 0) {
		dLo = dHi;
		dHi = 0;
		s = 32;
	}
	const zeros = 31 - Math.clz32(dLo & -dLo);
	if (zeros > 0) {
		dLo = ((dLo >>> zeros) | (dHi << (32 - zeros))) >>> 0;
		dHi >>>= zeros;
		s += zeros;
	}
	return { dHi, dLo, s };
}

// ---------------------------------------------------------------------------------------------
// The strong base-2 test

/** The strong base-2 probable-prime test of odd n = hi·2^32 + lo, 2^32 <= n < 2^64. */
function strongBaseTwo(M: Modulus, hi: number, lo: number): boolean {
	const { n0, n1, n2, ninv, n0Scaled } = M;
	montgomeryOne(M, hi);
	const one0 = M.r0;
	const one1 = M.r1;
	const one2 = M.r2;
	differenceLess(M, 0, 0, 0, one0, one1, one2, n0, n1, n2);
	const minusOne0 = M.r0;
	const minusOne1 = M.r1;
	const minusOne2 = M.r2;
	twice(M, n0, n1, n2);
	const twoN0 = M.r0;
	const twoN1 = M.r1;
	const twoN2 = M.r2;
	const { dHi, dLo, s } = oddPart(hi, lo, false);
	const top = dHi !== 0 ? 63 - Math.clz32(dHi) : 31 - Math.clz32(dLo);

	// x = 2 (in Montgomery form, 2R mod n), then left to right over the bits of d below its top.
	sumLess(M, one0, one1, one2, one0, one1, one2, n0, n1, n2);
	let x0 = M.r0;
	let x1 = M.r1;
	let x2 = M.r2;
	for (let i = top - 1; i >= 0; i--) {
		// x = x² R^-1, lazily below 2n: `product` written out with the cross terms shared.
		const p01 = x0 * x1;
		const p02 = x0 * x2;
		const p12 = x1 * x2;
		let t0 = x0 * x0;
		let m = Math.imul(t0, ninv) & MASK;
		t0 = p01 + p01 + t0 * INV_LIMB + m * n0Scaled + m * n1;
		let t1 = p02 + x1 * x1 + m * n2;
		m = Math.imul(t0, ninv) & MASK;
		t0 = t1 + p02 + t0 * INV_LIMB + m * n0Scaled + m * n1;
		t1 = p12 + p12 + m * n2;
		m = Math.imul(t0, ninv) & MASK;
		t0 = t1 + t0 * INV_LIMB + m * n0Scaled + m * n1;
		t1 = x2 * x2 + m * n2;
		x0 = t0 & MASK;
		t1 += (t0 - x0) * INV_LIMB;
		x1 = t1 & MASK;
		x2 = (t1 - x1) * INV_LIMB;
		if (((i >= 32 ? dHi >>> (i - 32) : dLo >>> i) & 1) !== 0) {
			// Times the base 2: a doubling, kept below 2n. A branch, unlike the helpers: it keeps
			// the doubling off the chain of squarings when the bit is clear.
			sumLess(M, x0, x1, x2, x0, x1, x2, twoN0, twoN1, twoN2);
			x0 = M.r0;
			x1 = M.r1;
			x2 = M.r2;
		}
	}
	for (let r = 0; ; r++) {
		lessOnce(M, x0, x1, x2, n0, n1, n2);
		x0 = M.r0;
		x1 = M.r1;
		x2 = M.r2;
		if (x0 === minusOne0 && x1 === minusOne1 && x2 === minusOne2) return true;
		// 1 before the last square root of 1 was -1: a nontrivial root, so n is composite.
		if (x0 === one0 && x1 === one1 && x2 === one2) return r === 0;
		if (r + 1 >= s) return false;
		product(M, x0, x1, x2, x0, x1, x2);
		x0 = M.r0;
		x1 = M.r1;
		x2 = M.r2;
	}
}

// ---------------------------------------------------------------------------------------------
// The strong Lucas test

/** The Jacobi symbol (a/m) for 0 <= a and odd m > 0, both safe integers. */
export function jacobi(a: number, m: number): number {
	a %= m;
	let result = 1;
	while (a !== 0) {
		while (a % 2 === 0) {
			a /= 2;
			const r = m % 8;
			if (r === 3 || r === 5) result = -result;
		}
		[a, m] = [m, a];
		if (a % 4 === 3 && m % 4 === 3) result = -result;
		a %= m;
	}
	return m === 1 ? result : 0;
}

/**
 * Selfridge's Q = (1 - D)/4 for odd 2^32 <= n = hi·2^32 + lo < 2^64, D the first of 5, -7, 9,
 * -11, ... with (D/n) = -1; or 0 when the search shows n composite (a common factor with D, or a
 * perfect square). Q is never 0 itself, since D is never 1.
 */
function selfridgeQ(hi: number, lo: number): number {
	const nMod4 = lo % 4;
	let d = 5;
	for (let tries = 0; ; tries++) {
		const ad = Math.abs(d);
		let j = jacobi(reduce(reduce(hi, ad, 1 / ad) * (TWO_32 % ad) + lo, ad, 1 / ad), ad);
		if (ad % 4 === 3 && nMod4 === 3) j = -j;
		if (d < 0 && nMod4 === 3) j = -j;
		if (j === -1) return (1 - d) / 4;
		// n >= 2^32 > |d|, so a common factor makes n composite.
		if (j === 0) return 0;
		// A square never gives -1, so the search would not end: check once early on.
		if (tries === 8 && isPerfectSquare(BigInt(hi) * 4294967296n + BigInt(lo))) return 0;
		d = d > 0 ? -(d + 2) : -(d - 2);
	}
}

/** r0..r2 = c·x mod n for a small c >= 0 and x < n, by doubling and adding. */
function smallMultiple(M: Modulus, c: number, x0: number, x1: number, x2: number): void {
	let t0 = 0;
	let t1 = 0;
	let t2 = 0;
	for (let bit = 31 - Math.clz32(c); bit >= 0; bit--) {
		sumLess(M, t0, t1, t2, t0, t1, t2, M.n0, M.n1, M.n2);
		if ((c >>> bit) & 1) sumLess(M, M.r0, M.r1, M.r2, x0, x1, x2, M.n0, M.n1, M.n2);
		t0 = M.r0;
		t1 = M.r1;
		t2 = M.r2;
	}
	M.r0 = t0;
	M.r1 = t1;
	M.r2 = t2;
}

/** r0..r2 = the Montgomery form of the small integer v (either sign), below n. */
function small(M: Modulus, v: number, one0: number, one1: number, one2: number): void {
	smallMultiple(M, Math.abs(v), one0, one1, one2);
	if (v < 0) differenceLess(M, 0, 0, 0, M.r0, M.r1, M.r2, M.n0, M.n1, M.n2);
}

/**
 * The Lucas ladder's state for P = 1 and j the bits of k read so far: V_j (v), V_j+1 (w), Q^j (k),
 * with Q and 2n. One step is a function of its own so that the engine inlines its products into
 * it: inlined into one long loop, most of them would be calls.
 */
interface Ladder {
	v0: number;
	v1: number;
	v2: number;
	w0: number;
	w1: number;
	w2: number;
	k0: number;
	k1: number;
	k2: number;
	q0: number;
	q1: number;
	q2: number;
	twoN0: number;
	twoN1: number;
	twoN2: number;
}

/** j becomes 2j: V_2j = V_j² - 2Q^j, V_2j+1 = V_j·V_j+1 - Q^j, Q^2j = (Q^j)². */
function stepEven(M: Modulus, L: Ladder): void {
	const { v0, v1, v2, k0, k1, k2, twoN0, twoN1, twoN2 } = L;
	// The three products are independent, so the processor overlaps them.
	product(M, v0, v1, v2, L.w0, L.w1, L.w2);
	differenceLess(M, M.r0, M.r1, M.r2, k0, k1, k2, twoN0, twoN1, twoN2);
	L.w0 = M.r0;
	L.w1 = M.r1;
	L.w2 = M.r2;
	sumLess(M, k0, k1, k2, k0, k1, k2, twoN0, twoN1, twoN2);
	const t0 = M.r0;
	const t1 = M.r1;
	const t2 = M.r2;
	product(M, v0, v1, v2, v0, v1, v2);
	differenceLess(M, M.r0, M.r1, M.r2, t0, t1, t2, twoN0, twoN1, twoN2);
	L.v0 = M.r0;
	L.v1 = M.r1;
	L.v2 = M.r2;
	product(M, k0, k1, k2, k0, k1, k2);
	L.k0 = M.r0;
	L.k1 = M.r1;
	L.k2 = M.r2;
}

/** j becomes 2j + 1: V_2j+1 = V_j·V_j+1 - Q^j, V_2j+2 = V_j+1² - 2Q^j+1, Q^2j+1 = Q^j·Q^j+1. */
function stepOdd(M: Modulus, L: Ladder): void {
	const { w0, w1, w2, k0, k1, k2, twoN0, twoN1, twoN2 } = L;
	product(M, L.v0, L.v1, L.v2, w0, w1, w2);
	differenceLess(M, M.r0, M.r1, M.r2, k0, k1, k2, twoN0, twoN1, twoN2);
	L.v0 = M.r0;
	L.v1 = M.r1;
	L.v2 = M.r2;
	product(M, k0, k1, k2, L.q0, L.q1, L.q2);
	const next0 = M.r0;
	const next1 = M.r1;
	const next2 = M.r2;
	sumLess(M, next0, next1, next2, next0, next1, next2, twoN0, twoN1, twoN2);
	const t0 = M.r0;
	const t1 = M.r1;
	const t2 = M.r2;
	product(M, w0, w1, w2, w0, w1, w2);
	differenceLess(M, M.r0, M.r1, M.r2, t0, t1, t2, twoN0, twoN1, twoN2);
	L.w0 = M.r0;
	L.w1 = M.r1;
	L.w2 = M.r2;
	product(M, k0, k1, k2, next0, next1, next2);
	L.k0 = M.r0;
	L.k1 = M.r1;
	L.k2 = M.r2;
}

/**
 * The strong Lucas probable-prime test with Selfridge's parameters (P = 1, Q = (1 - D)/4, D the
 * first of 5, -7, 9, -11, ... with (D/n) = -1) for odd 2^32 <= n = hi·2^32 + lo < 2^64 without
 * small factors. Residues stay below 2n (see the top of the file).
 */
function strongLucas(M: Modulus, hi: number, lo: number, q: number): boolean {
	const { n0, n1, n2 } = M;
	montgomeryOne(M, hi);
	const one0 = M.r0;
	const one1 = M.r1;
	const one2 = M.r2;
	small(M, q, one0, one1, one2);
	const q0 = M.r0;
	const q1 = M.r1;
	const q2 = M.r2;
	twice(M, n0, n1, n2);
	const twoN0 = M.r0;
	const twoN1 = M.r1;
	const twoN2 = M.r2;

	const { dHi: kHi, dLo: kLo, s } = oddPart(hi, lo, true);
	const top = kHi !== 0 ? 63 - Math.clz32(kHi) : 31 - Math.clz32(kLo);
	// V_1 = P = 1 and V_2 = P² - 2Q = 1 - 2Q; Q^1.
	differenceLess(M, one0, one1, one2, q0, q1, q2, n0, n1, n2);
	differenceLess(M, M.r0, M.r1, M.r2, q0, q1, q2, n0, n1, n2);
	const L: Ladder = {
		v0: one0,
		v1: one1,
		v2: one2,
		w0: M.r0,
		w1: M.r1,
		w2: M.r2,
		k0: q0,
		k1: q1,
		k2: q2,
		q0,
		q1,
		q2,
		twoN0,
		twoN1,
		twoN2
	};
	for (let i = top - 1; i >= 0; i--) {
		if (((i >= 32 ? kHi >>> (i - 32) : kLo >>> i) & 1) !== 0) stepOdd(M, L);
		else stepEven(M, L);
	}
	const { w0, w1, w2 } = L;
	let { v0, v1, v2, k0, k1, k2 } = L;
	// U_k = (2V_k+1 - P·V_k)/D, and D is prime to n, so U_k = 0 exactly when 2V_k+1 = V_k.
	sumLess(M, w0, w1, w2, w0, w1, w2, twoN0, twoN1, twoN2);
	differenceLess(M, M.r0, M.r1, M.r2, v0, v1, v2, twoN0, twoN1, twoN2);
	lessOnce(M, M.r0, M.r1, M.r2, n0, n1, n2);
	if (M.r0 === 0 && M.r1 === 0 && M.r2 === 0) return true;
	for (let r = 0; ; r++) {
		lessOnce(M, v0, v1, v2, n0, n1, n2);
		if (M.r0 === 0 && M.r1 === 0 && M.r2 === 0) return true;
		if (r + 1 >= s) return false;
		// V_2k = V_k² - 2Q^k; Q^2k = (Q^k)².
		sumLess(M, k0, k1, k2, k0, k1, k2, twoN0, twoN1, twoN2);
		const twice0 = M.r0;
		const twice1 = M.r1;
		const twice2 = M.r2;
		product(M, v0, v1, v2, v0, v1, v2);
		differenceLess(M, M.r0, M.r1, M.r2, twice0, twice1, twice2, twoN0, twoN1, twoN2);
		v0 = M.r0;
		v1 = M.r1;
		v2 = M.r2;
		product(M, k0, k1, k2, k0, k1, k2);
		k0 = M.r0;
		k1 = M.r1;
		k2 = M.r2;
	}
}

/**
 * smallestFactor64 with the probable-prime tests run by `kernel` (the WebAssembly kernel), or by
 * the JavaScript above when it is null; both answer alike. For tests that compare the two.
 */
export function smallestFactor64With(hi: number, lo: number, kernel: Prime64Kernel | null): number {
	if ((lo & 1) === 0) return 2;
	const p = trialDivide(hi, lo);
	if (p !== 0) return p;
	if (kernel) {
		if (kernel.strongBaseTwo(hi, lo) === 0) return 0;
		const q = selfridgeQ(hi, lo);
		return q !== 0 && kernel.strongLucas(hi, lo, q) !== 0 ? -1 : 0;
	}
	const M = modulus(hi, lo);
	if (!strongBaseTwo(M, hi, lo)) return 0;
	const q = selfridgeQ(hi, lo);
	return q !== 0 && strongLucas(M, hi, lo, q) ? -1 : 0;
}

/**
 * For 2^32 <= n = hi·2^32 + lo < 2^64 (halves as unsigned 32-bit numbers): -1 when n is
 * prime, its smallest prime factor when trial division finds one, else 0 (composite, no factor
 * found). Exact: Baillie-PSW has no counterexample below 2^64. The tests run in WebAssembly
 * where the engine allows it, else in JavaScript.
 */
export function smallestFactor64(hi: number, lo: number): number {
	return smallestFactor64With(hi, lo, prime64Kernel);
}
