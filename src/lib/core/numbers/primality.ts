/**
 * Exact primality for integers of any size.
 *
 * - Trial division by small primes first: most composites end there.
 * - Below 2^32: Miller-Rabin in plain doubles with bases 2, 7, 61 (exact below 4,759,123,141).
 * - Below 2^64: the strong base-2 test with Montgomery multiplication on three 22-bit limbs held
 *   in doubles (no BigInt on the hot path, where almost every composite ends), then the strong
 *   Lucas test: Baillie-PSW, which is exact below 2^64 (Feitsma and Galway listed every base-2
 *   strong pseudoprime below 2^64 and none passes the Lucas test). It costs about half of
 *   Miller-Rabin with Sinclair's seven bases, which the tests use to cross-check it.
 * - Below 3.3·10^24: Miller-Rabin in BigInt with the first 12 or 13 prime bases, which Sorenson and
 *   Webster (2015) proved exact below 318665857834031151167461 and 3317044064679887385961981.
 * - Above: strong Baillie-PSW (a strong base-2 test and a strong Lucas test with Selfridge's
 *   parameters, after a perfect-square check). No composite is known to pass it.
 */
import { abs, gcd, isPerfectSquare, perfectPower } from './integers';

// ---------------------------------------------------------------------------------------------
// Small primes and trial division

const SIEVE_LIMIT = 1 << 16;

/** The primes up to `limit` (a small number), in increasing order, by the sieve of Eratosthenes. */
export function primesUpTo(limit: number): number[] {
	const composite = new Uint8Array(limit + 1);
	const primes: number[] = [];
	for (let i = 2; i <= limit; i++) {
		if (composite[i]) continue;
		primes.push(i);
		for (let j = i * i; j <= limit; j += i) composite[j] = 1;
	}
	return primes;
}

/** The primes below 2^16, in increasing order. */
export const smallPrimes: readonly number[] = primesUpTo(SIEVE_LIMIT - 1);

/**
 * Odd primes grouped so that each group's product stays below `limit`: n mod the product is
 * computed once, then reduced by each prime of the group in cheap small arithmetic.
 */
interface PrimeGroups {
	products: number[];
	bigProducts: bigint[];
	/** Index into `smallPrimes` of each group's first prime; one extra entry closes the last group. */
	starts: number[];
}

function groupPrimes(limit: number, maxPrime: number): PrimeGroups {
	const groups: PrimeGroups = { products: [], bigProducts: [], starts: [] };
	let product = 1;
	for (let i = 1; i < smallPrimes.length && smallPrimes[i] < maxPrime; i++) {
		const p = smallPrimes[i];
		if (product === 1 || product * p >= limit) {
			if (product !== 1) {
				groups.products.push(product);
				groups.bigProducts.push(BigInt(product));
			}
			groups.starts.push(i);
			product = p;
		} else {
			product *= p;
		}
		if (i + 1 === smallPrimes.length || smallPrimes[i + 1] >= maxPrime) {
			groups.products.push(product);
			groups.bigProducts.push(BigInt(product));
			groups.starts.push(i + 1);
		}
	}
	return groups;
}

// For 64-bit values held as two 32-bit halves: (hi mod M)·2^32 + lo stays below 2^53 when M < 2^21.
const TRIAL_64_BOUND = 1200;
const groups64 = groupPrimes(1 << 21, TRIAL_64_BOUND);
const groups64Inverse = groups64.products.map((m) => 1 / m);
// For BigInt values: one BigInt remainder per product below 2^53.
const groupsBig = groupPrimes(2 ** 53, SIEVE_LIMIT);
// Divisibility of a 32-bit x by an odd prime p without dividing: x·p^-1 mod 2^32 <= (2^32-1)/p.
const primeInverse = Int32Array.from(smallPrimes, (p) => {
	let x = p;
	for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(p, x));
	return x;
});
const primeLimit = Uint32Array.from(smallPrimes, (p) => Math.floor(0xffffffff / p));

/** x mod m for 0 <= x < 2^53, with a multiplication by 1/m instead of a slow double remainder. */
function reduce(x: number, m: number, inverse: number): number {
	let r = x - Math.floor(x * inverse) * m;
	if (r < 0) r += m;
	else if (r >= m) r -= m;
	return r;
}

/** The smallest odd prime factor below TRIAL_64_BOUND of hi·2^32 + lo, or 0 when there is none. */
function trialDivide64(hi: number, lo: number): number {
	const { products, starts } = groups64;
	for (let g = 0; g < products.length; g++) {
		const m = products[g];
		const inverse = groups64Inverse[g];
		const r = reduce(reduce(hi, m, inverse) * 4294967296 + lo, m, inverse);
		for (let i = starts[g], end = starts[g + 1]; i < end; i++) {
			if (Math.imul(r, primeInverse[i]) >>> 0 <= primeLimit[i]) return smallPrimes[i];
		}
	}
	return 0;
}

/** The smallest odd prime factor of n below `bound` (at most 2^16), or 0 when there is none. */
function trialDivideBig(n: bigint, bound: number): number {
	const { bigProducts, starts } = groupsBig;
	for (let g = 0; g < bigProducts.length; g++) {
		const start = starts[g];
		if (smallPrimes[start] >= bound) break;
		const r = Number(n % bigProducts[g]);
		for (let i = start, end = starts[g + 1]; i < end; i++) {
			if (r % smallPrimes[i] === 0) return smallPrimes[i];
		}
	}
	return 0;
}

// ---------------------------------------------------------------------------------------------
// Below 2^32: doubles only

/** a·b mod n for a, b < n < 2^32, splitting b in 16-bit halves so every product is exact. */
function mulMod32(a: number, b: number, n: number): number {
	const high = (a * Math.floor(b / 65536)) % n;
	return (high * 65536 + a * (b % 65536)) % n;
}

function strongProbablePrime32(n: number, base: number): boolean {
	let d = n - 1;
	let s = 0;
	while (d % 2 === 0) {
		d /= 2;
		s++;
	}
	let x = 1;
	let b = base % n;
	if (b === 0) return true;
	for (let e = d; e > 0; e = Math.floor(e / 2)) {
		if (e % 2 === 1) x = mulMod32(x, b, n);
		b = mulMod32(b, b, n);
	}
	if (x === 1 || x === n - 1) return true;
	for (let i = 1; i < s; i++) {
		x = mulMod32(x, x, n);
		if (x === n - 1) return true;
	}
	return false;
}

/** The smallest prime factor of 2 <= n < 2^32 when trial division finds one, n itself if prime, else 0. */
function smallestFactor32(n: number): number {
	if (n % 2 === 0) return 2;
	for (let i = 1; i < smallPrimes.length; i++) {
		const p = smallPrimes[i];
		if (p * p > n) return n;
		if (n % p === 0) return p;
		if (p > 300) break;
	}
	// Jaeschke: bases 2, 7 and 61 decide every n < 4,759,123,141.
	const prime =
		strongProbablePrime32(n, 2) && strongProbablePrime32(n, 7) && strongProbablePrime32(n, 61);
	return prime ? n : 0;
}

// ---------------------------------------------------------------------------------------------
// Below 2^64: Montgomery multiplication on three 22-bit limbs in doubles (R = 2^66).
// Every intermediate stays below 2^53, so the arithmetic is exact.

const LIMB = 4194304; // 2^22
const INV_LIMB = 1 / LIMB;
const MASK = LIMB - 1;

/**
 * One modulus n as limbs n0 + n1·2^22 + n2·2^44, with -n^-1 mod 2^22, and the limbs r0..r2 of the
 * last operation's result. Each test builds its own, so nothing outlives a call; results go into
 * r0..r2 instead of a new object so that the hot loop allocates nothing.
 */
interface Montgomery {
	n0: number;
	n1: number;
	n2: number;
	ninv: number;
	r0: number;
	r1: number;
	r2: number;
}

/** The Montgomery context of odd 2^32 <= n = hi·2^32 + lo < 2^64. */
function montgomery(hi: number, lo: number): Montgomery {
	const n0 = lo % LIMB;
	// -n^-1 mod 2^22 by Newton's iteration (n0 is its own inverse mod 8).
	let inv = n0 % 8;
	for (let i = 0; i < 3; i++) {
		let t = (n0 * inv) % LIMB;
		t = (2 - t + LIMB) % LIMB;
		inv = (inv * t) % LIMB;
	}
	return {
		n0,
		n1: Math.floor(lo / LIMB) + (hi % 4096) * 1024,
		n2: Math.floor(hi / 4096),
		ninv: (LIMB - inv) % LIMB,
		r0: 0,
		r1: 0,
		r2: 0
	};
}

/**
 * r0..r2 = a·b·R^-1 mod n for a, b < n. The low 22 bits of a value below 2^53 are taken with `&`
 * (ToInt32 keeps the low 32 bits exactly) and m·n0 is formed with Math.imul, so there is no
 * division or rounding anywhere.
 */
function montMul(
	mont: Montgomery,
	a0: number,
	a1: number,
	a2: number,
	b0: number,
	b1: number,
	b2: number
): void {
	let t0 = a0 * b0;
	let m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = a0 * b1 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	let t1 = a0 * b2 + m * mont.n2;

	t0 += a1 * b0;
	t1 += a1 * b1;
	let t2 = a1 * b2;
	m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = t1 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	t1 = t2 + m * mont.n2;

	t0 += a2 * b0;
	t1 += a2 * b1;
	t2 = a2 * b2;
	m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = t1 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	t1 = t2 + m * mont.n2;

	// Normalise the limbs; the value is below 2n, so at most one subtraction of n.
	let low = t0 & MASK;
	t1 += (t0 - low) * INV_LIMB;
	t0 = low;
	low = t1 & MASK;
	t2 = (t1 - low) * INV_LIMB;
	t1 = low;
	reduceBelow(mont, t0, t1, t2, mont.n0, mont.n1, mont.n2);
}

/**
 * r0..r2 = a²·R^-1 mod n, lazily: for a < 2n the result is below 2n (R = 2^66 > 4n), so the final
 * subtraction is skipped and the three cross products are shared.
 */
function montSquareLazy(mont: Montgomery, a0: number, a1: number, a2: number): void {
	const p01 = a0 * a1;
	const p02 = a0 * a2;
	const p12 = a1 * a2;
	let t0 = a0 * a0;
	let m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = p01 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	let t1 = p02 + m * mont.n2;

	t0 += p01;
	t1 += a1 * a1;
	m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = t1 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	t1 = p12 + m * mont.n2;

	t0 += p02;
	t1 += p12;
	m = Math.imul(t0 & MASK, mont.ninv) & MASK;
	t0 = t1 + m * mont.n1 + (t0 + m * mont.n0) * INV_LIMB;
	t1 = a2 * a2 + m * mont.n2;

	const low0 = t0 & MASK;
	t1 += (t0 - low0) * INV_LIMB;
	const low1 = t1 & MASK;
	mont.r0 = low0;
	mont.r1 = low1;
	mont.r2 = (t1 - low1) * INV_LIMB;
}

/** r0..r2 = 2^k·x mod n by repeated doubling (x < n). */
function doubleMod(mont: Montgomery, x0: number, x1: number, x2: number, k: number): void {
	mont.r0 = x0;
	mont.r1 = x1;
	mont.r2 = x2;
	for (let i = 0; i < k; i++) {
		const { r0, r1, r2 } = mont;
		addReduce(mont, r0, r1, r2, r0, r1, r2, mont.n0, mont.n1, mont.n2);
	}
}

/** The strong base-2 probable-prime test for odd 2^32 <= n = hi·2^32 + lo < 2^64. */
function strongBaseTwo64(mont: Montgomery, hi: number, lo: number): boolean {
	// One in Montgomery form: R mod n.
	doubleMod(mont, 1, 0, 0, 66);
	const one0 = mont.r0;
	const one1 = mont.r1;
	const one2 = mont.r2;
	// n - one, the Montgomery form of -1.
	borrowed(mont, mont.n0 - one0, mont.n1 - one1, mont.n2 - one2);
	const m0 = mont.r0;
	const m1 = mont.r1;
	const m2 = mont.r2;

	// n - 1 = d·2^s with d odd; d held as two unsigned 32-bit halves.
	const lowerMinusOne = lo - 1;
	let s = 0;
	let dHi = hi;
	let dLo = lowerMinusOne;
	if (dLo === 0) {
		dLo = dHi;
		dHi = 0;
		s = 32;
	}
	while (dLo % 2 === 0) {
		dLo = (dLo >>> 1) + (dHi % 2) * 2147483648;
		dHi = dHi >>> 1;
		s++;
	}

	// 2n, the bound of the lazy loop below.
	carried(mont, 2 * mont.n0, 2 * mont.n1, 2 * mont.n2);
	const twoN0 = mont.r0;
	const twoN1 = mont.r1;
	const twoN2 = mont.r2;
	// 2 in Montgomery form is 2R mod n.
	doubleMod(mont, one0, one1, one2, 1);
	let x0 = mont.r0;
	let x1 = mont.r1;
	let x2 = mont.r2;
	// Left-to-right binary powering over the bits of d below its top bit.
	let started = false;
	for (let half = 0; half < 2; half++) {
		const word = half === 0 ? dHi : dLo;
		for (let bit = 31; bit >= 0; bit--) {
			const set = (word >>> bit) & 1;
			if (!started) {
				if (set) started = true;
				continue;
			}
			// Values stay below 2n here and are reduced below n once at the end.
			montSquareLazy(mont, x0, x1, x2);
			x0 = mont.r0;
			x1 = mont.r1;
			x2 = mont.r2;
			if (set) {
				// Multiplying by the base 2 is a doubling, which costs a few additions.
				addReduce(mont, x0, x1, x2, x0, x1, x2, twoN0, twoN1, twoN2);
				x0 = mont.r0;
				x1 = mont.r1;
				x2 = mont.r2;
			}
		}
	}
	reduceBelow(mont, x0, x1, x2, mont.n0, mont.n1, mont.n2);
	x0 = mont.r0;
	x1 = mont.r1;
	x2 = mont.r2;
	if ((x0 === one0 && x1 === one1 && x2 === one2) || (x0 === m0 && x1 === m1 && x2 === m2)) {
		return true;
	}
	for (let i = 1; i < s; i++) {
		montMul(mont, x0, x1, x2, x0, x1, x2);
		x0 = mont.r0;
		x1 = mont.r1;
		x2 = mont.r2;
		if (x0 === m0 && x1 === m1 && x2 === m2) return true;
		if (x0 === one0 && x1 === one1 && x2 === one2) return false;
	}
	return false;
}

/** r0..r2 = t with its carries moved up, for limbs t0, t1 below 2·2^22. */
function carried(mont: Montgomery, t0: number, t1: number, t2: number): void {
	if (t0 >= LIMB) {
		t0 -= LIMB;
		t1 += 1;
	}
	if (t1 >= LIMB) {
		t1 -= LIMB;
		t2 += 1;
	}
	mont.r0 = t0;
	mont.r1 = t1;
	mont.r2 = t2;
}

/** r0..r2 = t with its borrows taken from above, for limbs t0, t1 above -2^22. */
function borrowed(mont: Montgomery, t0: number, t1: number, t2: number): void {
	if (t0 < 0) {
		t0 += LIMB;
		t1 -= 1;
	}
	if (t1 < 0) {
		t1 += LIMB;
		t2 -= 1;
	}
	mont.r0 = t0;
	mont.r1 = t1;
	mont.r2 = t2;
}

/** r0..r2 = t - b when t >= b, else t (normalised limbs, t < 2b). */
function reduceBelow(
	mont: Montgomery,
	t0: number,
	t1: number,
	t2: number,
	b0: number,
	b1: number,
	b2: number
): void {
	if (t2 > b2 || (t2 === b2 && (t1 > b1 || (t1 === b1 && t0 >= b0)))) {
		borrowed(mont, t0 - b0, t1 - b1, t2 - b2);
	} else {
		mont.r0 = t0;
		mont.r1 = t1;
		mont.r2 = t2;
	}
}

/** r0..r2 = x + y, less c once when the sum reaches c (normalised limbs, x + y < 2c). */
function addReduce(
	mont: Montgomery,
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
	carried(mont, x0 + y0, x1 + y1, x2 + y2);
	reduceBelow(mont, mont.r0, mont.r1, mont.r2, c0, c1, c2);
}

/** r0..r2 = a + b mod n (a, b < n). */
function addMod(
	mont: Montgomery,
	a0: number,
	a1: number,
	a2: number,
	b0: number,
	b1: number,
	b2: number
): void {
	addReduce(mont, a0, a1, a2, b0, b1, b2, mont.n0, mont.n1, mont.n2);
}

/** r0..r2 = a - b mod n (a, b < n). */
function subMod(
	mont: Montgomery,
	a0: number,
	a1: number,
	a2: number,
	b0: number,
	b1: number,
	b2: number
): void {
	borrowed(mont, a0 - b0, a1 - b1, a2 - b2);
	if (mont.r2 < 0) carried(mont, mont.r0 + mont.n0, mont.r1 + mont.n1, mont.r2 + mont.n2);
}

/** r0..r2 = x / 2 mod n (x < n, n odd): x/2 when x is even, (x + n)/2 when odd. */
function halfMod(mont: Montgomery, x0: number, x1: number, x2: number): void {
	if (x0 & 1) {
		carried(mont, x0 + mont.n0, x1 + mont.n1, x2 + mont.n2);
		x0 = mont.r0;
		x1 = mont.r1;
		x2 = mont.r2;
	}
	mont.r0 = (x0 >>> 1) + (x1 & 1) * 2097152;
	mont.r1 = (x1 >>> 1) + (x2 & 1) * 2097152;
	mont.r2 = x2 >>> 1;
}

/** r0..r2 = c·x mod n for a small c >= 0, by repeated addition. */
function smallMultiple(mont: Montgomery, c: number, x0: number, x1: number, x2: number): void {
	let t0 = 0;
	let t1 = 0;
	let t2 = 0;
	for (let i = 0; i < c; i++) {
		addMod(mont, t0, t1, t2, x0, x1, x2);
		t0 = mont.r0;
		t1 = mont.r1;
		t2 = mont.r2;
	}
	mont.r0 = t0;
	mont.r1 = t1;
	mont.r2 = t2;
}

/**
 * The strong Lucas test with Selfridge's parameters for n = hi·2^32 + lo, whose Montgomery context
 * is `mont`, in Montgomery form on doubles. Same algorithm as strongLucasProbablePrime.
 */
function strongLucas64(mont: Montgomery, hi: number, lo: number): boolean {
	const nMod4 = lo % 4;
	let d = 5;
	for (let tries = 0; ; tries++) {
		const ad = Math.abs(d);
		let j = jacobiNumber(((hi % ad) * 4294967296 + lo) % ad, ad);
		if (ad % 4 === 3 && nMod4 === 3) j = -j;
		if (d < 0 && nMod4 === 3) j = -j;
		if (j === -1) break;
		// n >= 2^32 > |d|, so a common factor makes n composite.
		if (j === 0) return false;
		if (tries === 8 && isPerfectSquare(BigInt(hi) * 4294967296n + BigInt(lo))) return false;
		d = d > 0 ? -(d + 2) : -(d - 2);
	}
	const q = (1 - d) / 4;
	doubleMod(mont, 1, 0, 0, 66);
	const one0 = mont.r0;
	const one1 = mont.r1;
	const one2 = mont.r2;
	// D and Q in Montgomery form: |v|·one, negated when v < 0.
	smallMultiple(mont, Math.abs(d), one0, one1, one2);
	if (d < 0) subMod(mont, 0, 0, 0, mont.r0, mont.r1, mont.r2);
	const d0 = mont.r0;
	const d1 = mont.r1;
	const d2 = mont.r2;
	smallMultiple(mont, Math.abs(q), one0, one1, one2);
	if (q < 0) subMod(mont, 0, 0, 0, mont.r0, mont.r1, mont.r2);
	const q0 = mont.r0;
	const q1 = mont.r1;
	const q2 = mont.r2;

	// n + 1 = k·2^s with k odd, k as two unsigned 32-bit halves (n + 1 <= 2^64 - 1 here, since
	// 2^64 - 1 is divisible by 3 and never reaches this test).
	let kLo = lo + 1;
	let kHi = hi;
	if (kLo === 4294967296) {
		kLo = 0;
		kHi += 1;
	}
	let s = 0;
	if (kLo === 0) {
		kLo = kHi;
		kHi = 0;
		s = 32;
	}
	while (kLo % 2 === 0) {
		kLo = (kLo >>> 1) + (kHi % 2) * 2147483648;
		kHi = kHi >>> 1;
		s++;
	}

	// U_1 = 1, V_1 = P = 1, Q^1.
	let u0 = one0;
	let u1 = one1;
	let u2 = one2;
	let v0 = one0;
	let v1 = one1;
	let v2 = one2;
	let k0 = q0;
	let k1 = q1;
	let k2 = q2;
	let started = false;
	for (let half = 0; half < 2; half++) {
		const word = half === 0 ? kHi : kLo;
		for (let bit = 31; bit >= 0; bit--) {
			const set = (word >>> bit) & 1;
			if (!started) {
				if (set) started = true;
				continue;
			}
			// U_2k = U_k·V_k; V_2k = V_k² - 2Q^k; Q^2k = (Q^k)².
			montMul(mont, u0, u1, u2, v0, v1, v2);
			u0 = mont.r0;
			u1 = mont.r1;
			u2 = mont.r2;
			addMod(mont, k0, k1, k2, k0, k1, k2);
			const t0 = mont.r0;
			const t1 = mont.r1;
			const t2 = mont.r2;
			montMul(mont, v0, v1, v2, v0, v1, v2);
			subMod(mont, mont.r0, mont.r1, mont.r2, t0, t1, t2);
			v0 = mont.r0;
			v1 = mont.r1;
			v2 = mont.r2;
			montMul(mont, k0, k1, k2, k0, k1, k2);
			k0 = mont.r0;
			k1 = mont.r1;
			k2 = mont.r2;
			if (set) {
				// U_k+1 = (U_k + V_k)/2; V_k+1 = (D·U_k + V_k)/2; Q^k+1 = Q^k·Q.
				addMod(mont, u0, u1, u2, v0, v1, v2);
				halfMod(mont, mont.r0, mont.r1, mont.r2);
				const w0 = mont.r0;
				const w1 = mont.r1;
				const w2 = mont.r2;
				montMul(mont, d0, d1, d2, u0, u1, u2);
				addMod(mont, mont.r0, mont.r1, mont.r2, v0, v1, v2);
				halfMod(mont, mont.r0, mont.r1, mont.r2);
				v0 = mont.r0;
				v1 = mont.r1;
				v2 = mont.r2;
				u0 = w0;
				u1 = w1;
				u2 = w2;
				montMul(mont, k0, k1, k2, q0, q1, q2);
				k0 = mont.r0;
				k1 = mont.r1;
				k2 = mont.r2;
			}
		}
	}
	if ((u0 === 0 && u1 === 0 && u2 === 0) || (v0 === 0 && v1 === 0 && v2 === 0)) return true;
	for (let r = 1; r < s; r++) {
		addMod(mont, k0, k1, k2, k0, k1, k2);
		const t0 = mont.r0;
		const t1 = mont.r1;
		const t2 = mont.r2;
		montMul(mont, v0, v1, v2, v0, v1, v2);
		subMod(mont, mont.r0, mont.r1, mont.r2, t0, t1, t2);
		v0 = mont.r0;
		v1 = mont.r1;
		v2 = mont.r2;
		if (v0 === 0 && v1 === 0 && v2 === 0) return true;
		montMul(mont, k0, k1, k2, k0, k1, k2);
		k0 = mont.r0;
		k1 = mont.r1;
		k2 = mont.r2;
	}
	return false;
}

/**
 * For 2^32 <= n = hi·2^32 + lo < 2^64 (halves as unsigned 32-bit numbers): n when prime, its
 * smallest prime factor when trial division finds one, else 0 (composite, no factor found).
 */
function smallestFactor64(hi: number, lo: number): number {
	if (lo % 2 === 0) return 2;
	const p = trialDivide64(hi, lo);
	if (p !== 0) return p;
	const mont = montgomery(hi, lo);
	if (!strongBaseTwo64(mont, hi, lo)) return 0;
	return strongLucas64(mont, hi, lo) ? -1 : 0;
}

// ---------------------------------------------------------------------------------------------
// BigInt: Miller-Rabin and the strong Lucas test

/** base^e mod m for BigInt. */
export function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
	if (modulus === 1n) return 0n;
	let result = 1n;
	let b = ((base % modulus) + modulus) % modulus;
	let e = exponent;
	while (e > 0n) {
		if (e & 1n) result = (result * b) % modulus;
		e >>= 1n;
		if (e > 0n) b = (b * b) % modulus;
	}
	return result;
}

/** True when odd n > 2 is a strong probable prime to the small base a (a < n). */
function strongProbablePrime(n: bigint, a: bigint): boolean {
	const nMinusOne = n - 1n;
	let d = nMinusOne;
	let s = 0;
	while ((d & 1n) === 0n) {
		d >>= 1n;
		s++;
	}
	// Left to right: the base is small, so each multiplication by it is cheap.
	const bits = d.toString(2);
	let x = a;
	const baseTwo = a === 2n;
	for (let i = 1; i < bits.length; i++) {
		x = (x * x) % n;
		if (bits.charCodeAt(i) === 49) {
			if (baseTwo) {
				x <<= 1n;
				if (x >= n) x -= n;
			} else {
				x = (x * a) % n;
			}
		}
	}
	if (x === 1n || x === nMinusOne) return true;
	for (let i = 1; i < s; i++) {
		x = (x * x) % n;
		if (x === nMinusOne) return true;
		if (x === 1n) return false;
	}
	return false;
}

/** The Jacobi symbol (a/m) for a safe integer a and odd m > 0. */
function jacobiNumber(a: number, m: number): number {
	a %= m;
	if (a < 0) a += m;
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

/** The Jacobi symbol (d/n) for a small odd d (either sign) and a large odd n. */
function jacobiSmall(d: number, n: bigint): number {
	const ad = Math.abs(d);
	// Reciprocity: (|d|/n) = (n mod |d| / |d|) · (-1)^((|d|-1)/2 · (n-1)/2).
	const nMod4 = Number(n & 3n);
	let result = jacobiNumber(Number(n % BigInt(ad)), ad);
	if (ad % 4 === 3 && nMod4 === 3) result = -result;
	// (-1/n) = -1 exactly when n = 3 mod 4.
	if (d < 0 && nMod4 === 3) result = -result;
	return result;
}

/**
 * The strong Lucas probable-prime test with Selfridge's parameters (P = 1, Q = (1 - D)/4, D the
 * first of 5, -7, 9, -11, ... with (D/n) = -1). n must be odd, > 2 and free of factors below 50.
 */
function strongLucasProbablePrime(n: bigint): boolean {
	let d = 5;
	for (let tries = 0; ; tries++) {
		const j = jacobiSmall(d, n);
		if (j === -1) break;
		if (j === 0 && BigInt(Math.abs(d)) !== n) return false;
		// A square never gives -1, so the search would not end: check once early on.
		if (tries === 8 && isPerfectSquare(n)) return false;
		d = d > 0 ? -(d + 2) : -(d - 2);
	}
	const D = BigInt(d);
	const Q = BigInt((1 - d) / 4);
	// n + 1 = k·2^s with k odd.
	let k = n + 1n;
	let s = 0;
	while ((k & 1n) === 0n) {
		k >>= 1n;
		s++;
	}
	const half = (x: bigint): bigint => ((x & 1n) === 0n ? x : x + n) >> 1n;
	const qModN = ((Q % n) + n) % n;
	// U_1 = 1, V_1 = P = 1, Q^1; double (and step by one) down the bits of k.
	let u = 1n;
	let v = 1n;
	let qk = qModN;
	const bits = k.toString(2);
	for (let i = 1; i < bits.length; i++) {
		u = (u * v) % n;
		v = (v * v - 2n * qk) % n;
		if (v < 0n) v += n;
		qk = (qk * qk) % n;
		if (bits.charCodeAt(i) === 49) {
			const nextU = half(u + v);
			let nextV = (D * u + v) % n;
			if (nextV < 0n) nextV += n;
			u = nextU >= n ? nextU - n : nextU;
			v = half(nextV);
			qk = (qk * qModN) % n;
		}
	}
	if (u === 0n || v === 0n) return true;
	for (let r = 1; r < s; r++) {
		v = (v * v - 2n * qk) % n;
		if (v < 0n) v += n;
		if (v === 0n) return true;
		if (r + 1 < s) qk = (qk * qk) % n;
	}
	return false;
}

// Sorenson & Webster (2015): the first 12 / 13 prime bases decide every n below these bounds.
const PSI_12 = 318665857834031151167461n;
const PSI_13 = 3317044064679887385961981n;
const FIRST_PRIME_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
const TWO_64 = 1n << 64n;

/** Trial-division bound for a BigInt of `bits` bits: more when a full test costs more. */
function trialBound(bits: number): number {
	if (bits <= 128) return 1000;
	if (bits <= 600) return 8192;
	return SIEVE_LIMIT;
}

/** For odd n >= 2^64 without small factors: the exact verdict (BPSW above 3.3·10^24). */
function bigIsPrime(n: bigint): boolean {
	if (n < PSI_13) {
		const count = n < PSI_12 ? 12 : 13;
		for (let i = 0; i < count; i++) if (!strongProbablePrime(n, FIRST_PRIME_BASES[i])) return false;
		return true;
	}
	return strongProbablePrime(n, 2n) && strongLucasProbablePrime(n);
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * For n >= 2: n when n is prime; its smallest prime factor when trial division finds it; 0 when
 * n is composite and no factor was found on the way.
 */
function verdict(n: bigint): bigint {
	if (n < 4294967296n) return BigInt(smallestFactor32Safe(Number(n)));
	if (n < TWO_64) {
		const f = smallestFactor64(Number(n >> 32n), Number(n & 0xffffffffn));
		return f === -1 ? n : BigInt(f);
	}
	if ((n & 1n) === 0n) return 2n;
	const bits = n.toString(16).length * 4;
	const p = trialDivideBig(n, trialBound(bits));
	if (p !== 0) return BigInt(p);
	return bigIsPrime(n) ? n : 0n;
}

function smallestFactor32Safe(n: number): number {
	if (n < 2) return 0;
	return smallestFactor32(n);
}

/** True when the safe integer n is prime (only positive primes count). */
export function isPrimeNumber(n: number): boolean {
	if (!Number.isSafeInteger(n)) throw new RangeError('isPrimeNumber takes a safe integer.');
	if (n < 2) return false;
	if (n < 4294967296) return smallestFactor32(n) === n;
	const hi = Math.floor(n / 4294967296);
	return smallestFactor64(hi, n - hi * 4294967296) === -1;
}

/** True when n is prime. 0, 1 and negative numbers are not prime. */
export function isPrime(n: bigint | number): boolean {
	if (typeof n === 'number') return isPrimeNumber(n);
	if (n < 2n) return false;
	return verdict(n) === n;
}

/**
 * Whether n is prime, as far as it can be proven: a composite is always proven composite (by a
 * factor or a failed test), a prime below 3.3·10^24 is proven prime (Sorenson and Webster's bases),
 * and above that a number that passes every test gives null: Baillie-PSW knows no counterexample,
 * but no proof covers it. For callers that must never guess, such as the Subsets checker.
 */
export function provenPrime(n: bigint): boolean | null {
	if (!isPrime(n)) return false;
	return n < PSI_13 ? true : null;
}

/** A primality verdict; for a composite, a factor when one was found quickly. */
export interface Primality {
	prime: boolean;
	/** A factor 1 < f < n: the smallest prime factor when `smallest` is true. */
	factor?: bigint;
	smallest?: boolean;
}

/**
 * Whether n is prime and, for a composite, a factor found by trial division or a short Pollard
 * rho. The factor is the smallest prime factor whenever the search could prove it.
 */
export function primality(n: bigint, rhoBudget?: number): Primality {
	if (n < 2n) return { prime: false };
	const v = verdict(n);
	if (v === n) return { prime: true };
	if (v !== 0n) return { prime: false, factor: v, smallest: true };
	// A short search: rho iterations cost more as the number grows.
	const budget = rhoBudget ?? (n < 1n << 256n ? 1 << 14 : 1 << 9);
	const { primes, unfactored } = factorize(n, budget);
	if (primes.length === 0) return { prime: false };
	// With every piece split into primes, the least of them is the smallest factor.
	return { prime: false, factor: primes[0], smallest: unfactored.length === 0 };
}

/** Prime factors found (with multiplicity, increasing) and composite pieces left unsplit. */
export interface Factorization {
	primes: bigint[];
	unfactored: bigint[];
}

/**
 * Factors |n| (n != 0) by trial division below 2^16 and Pollard-Brent rho with at most `budget`
 * iterations per split. What the budget could not split is returned in `unfactored`.
 */
export function factorize(n: bigint, budget = 1 << 14): Factorization {
	const primes: bigint[] = [];
	const unfactored: bigint[] = [];
	let m = abs(n);
	if (m === 0n) throw new RangeError('Zero has no factorisation.');
	while ((m & 1n) === 0n) {
		primes.push(2n);
		m >>= 1n;
	}
	for (let i = 1; i < smallPrimes.length && m > 1n; i++) {
		const p = BigInt(smallPrimes[i]);
		if (p * p > m) break;
		if (m % p === 0n) {
			do {
				primes.push(p);
				m /= p;
			} while (m % p === 0n);
		}
	}
	const pending = m > 1n ? [m] : [];
	while (pending.length > 0) {
		const piece = pending.pop()!;
		if (isPrime(piece)) {
			primes.push(piece);
			continue;
		}
		const d = pollardRho(piece, budget);
		if (d !== null) {
			pending.push(d, piece / d);
			continue;
		}
		// Rho can miss prime powers; look for one before giving up on the piece.
		const root = piece.toString(2).length <= 1024 ? perfectPower(piece) : null;
		if (root) for (let i = 0; i < root.power; i++) pending.push(root.base);
		else unfactored.push(piece);
	}
	primes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return { primes, unfactored };
}

/** A factor 1 < d < n of the odd composite n by Pollard-Brent rho, or null within the budget. */
function pollardRho(n: bigint, budget: number): bigint | null {
	let spent = 0;
	for (let c = 1n; c < 20n && spent < budget; c++) {
		let y = 2n;
		let x = y;
		let ys = y;
		let g = 1n;
		let q = 1n;
		let r = 1;
		const batch = 64;
		while (g === 1n && spent < budget) {
			x = y;
			for (let i = 0; i < r; i++) y = (y * y + c) % n;
			for (let k = 0; k < r && g === 1n; k += batch) {
				ys = y;
				const steps = Math.min(batch, r - k);
				for (let i = 0; i < steps; i++) {
					y = (y * y + c) % n;
					q = (q * abs(x - y)) % n;
				}
				spent += steps;
				g = gcd(q, n);
			}
			r *= 2;
		}
		if (g === n) {
			// The batch overshot: step back one at a time from the saved point.
			g = 1n;
			for (let i = 0; i < 4 * batch && g === 1n; i++) {
				ys = (ys * ys + c) % n;
				g = gcd(abs(x - ys), n);
			}
		}
		if (g !== 1n && g !== n) return g;
	}
	return null;
}
