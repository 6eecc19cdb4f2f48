/**
 * Exact primality for integers of any size.
 *
 * - Trial division by small primes first: most composites end there.
 * - Below 2^32: Miller-Rabin in plain doubles with bases 2, 7, 61 (exact below 4,759,123,141).
 * - Below 2^64 (prime64.ts): trial division below 1200, then the strong base-2 test and the strong
 *   Lucas test with Montgomery multiplication on three 22-bit limbs held in doubles, no BigInt:
 *   Baillie-PSW, which is exact below 2^64 (Feitsma and Galway listed every base-2 strong
 *   pseudoprime below 2^64 and none passes the Lucas test). The tests cross-check it against
 *   Miller-Rabin with Sinclair's seven bases, also exact below 2^64.
 * - Below 3.3·10^24: Miller-Rabin in BigInt with the first 12 or 13 prime bases, which Sorenson and
 *   Webster (2015) proved exact below 318665857834031151167461 and 3317044064679887385961981.
 * - Above: strong Baillie-PSW (a strong base-2 test and a strong Lucas test with Selfridge's
 *   parameters, after a perfect-square check). No composite is known to pass it.
 */
import { abs, gcd, isPerfectSquare, perfectPower } from './integers';
import { BIG_KERNEL_LIMBS, bigKernel, type BigKernel } from './kernel';
import { jacobi, smallestFactor64 } from './prime64';

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

// For BigInt values: one BigInt remainder per product below 2^53.
const groupsBig = groupPrimes(2 ** 53, SIEVE_LIMIT);
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

/** The Jacobi symbol (d/n) for a small odd d (either sign) and a large odd n. */
function jacobiSmall(d: number, n: bigint): number {
	const ad = Math.abs(d);
	// Reciprocity: (|d|/n) = (n mod |d| / |d|) · (-1)^((|d|-1)/2 · (n-1)/2).
	const nMod4 = Number(n & 3n);
	let result = jacobi(Number(n % BigInt(ad)), ad);
	if (ad % 4 === 3 && nMod4 === 3) result = -result;
	// (-1/n) = -1 exactly when n = 3 mod 4.
	if (d < 0 && nMod4 === 3) result = -result;
	return result;
}

/**
 * Selfridge's D for odd n > 2: the first of 5, -7, 9, -11, ... with (D/n) = -1, or 0 when the
 * search shows n composite (a common factor with D, or a perfect square).
 */
function selfridgeD(n: bigint): number {
	let d = 5;
	for (let tries = 0; ; tries++) {
		const j = jacobiSmall(d, n);
		if (j === -1) return d;
		if (j === 0 && BigInt(Math.abs(d)) !== n) return 0;
		// A square never gives -1, so the search would not end: check once early on.
		if (tries === 8 && isPerfectSquare(n)) return 0;
		d = d > 0 ? -(d + 2) : -(d - 2);
	}
}

/**
 * The strong Lucas probable-prime test with Selfridge's parameters (P = 1, Q = (1 - D)/4, D the
 * first of 5, -7, 9, -11, ... with (D/n) = -1). n must be odd, > 2 and free of factors below 50.
 */
function strongLucasProbablePrime(n: bigint): boolean {
	const d = selfridgeD(n);
	if (d === 0) return false;
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
	// Q = -1 (D = 5, about half of all n) keeps Q^k at ±1, whose square is 1: no product needed.
	const square = Q === -1n ? () => 1n : (x: bigint) => (x * x) % n;
	const bits = k.toString(2);
	for (let i = 1; i < bits.length; i++) {
		u = (u * v) % n;
		v = (v * v - 2n * qk) % n;
		if (v < 0n) v += n;
		qk = square(qk);
		if (bits.charCodeAt(i) === 49) {
			const nextU = half(u + v);
			let nextV = (D * u + v) % n;
			if (nextV < 0n) nextV += n;
			u = nextU >= n ? nextU - n : nextU;
			v = half(nextV);
			// Q is small: a product by it (either sign) costs far less than one by Q mod n.
			qk = (qk * Q) % n;
			if (qk < 0n) qk += n;
		}
	}
	if (u === 0n || v === 0n) return true;
	for (let r = 1; r < s; r++) {
		v = (v * v - 2n * qk) % n;
		if (v < 0n) v += n;
		if (v === 0n) return true;
		if (r + 1 < s) qk = square(qk);
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

// ---------------------------------------------------------------------------------------------
// The same tests in the WebAssembly kernel (primebig.wat), for n of up to BIG_KERNEL_LIMBS limbs

/** The kernel's limb width: 7 hexadecimal digits, so limbs are read straight from n.toString(16). */
const LIMB_BITS = 28;
const LIMB_HEX = 7;
/** Byte offsets of the kernel's slots (see primebig.wat). */
const SLOT_N = 0;
const SLOT_ONE = 1024;
const SLOT_C = 2048;
const SLOT_E = 3072;

/** Writes 0 <= x < 2^(28·limbs) into the slot at byte `offset`, as `limbs` 28-bit limbs. */
function writeLimbs(words: Int32Array, offset: number, x: bigint, limbs: number): void {
	const hex = x.toString(16);
	let end = hex.length;
	for (let i = 0, w = offset / 4; i < limbs; i++, w++) {
		const start = Math.max(0, end - LIMB_HEX);
		words[w] = end > 0 ? parseInt(hex.slice(start, end), 16) : 0;
		end = start;
	}
}

/** The index of the top bit of x > 0. */
function topBit(x: bigint): number {
	const hex = x.toString(16);
	return (hex.length - 1) * 4 + 31 - Math.clz32(parseInt(hex[0], 16));
}

/** x = d·2^s with d odd, for x > 0. */
function oddPart(x: bigint): { d: bigint; s: number } {
	let s = 0;
	while ((x & (1n << BigInt(s))) === 0n) s++;
	return { d: x >> BigInt(s), s };
}

/** The number of 28-bit limbs the kernel uses for n. */
function limbsOf(n: bigint): number {
	return Math.ceil(n.toString(16).length / LIMB_HEX);
}

/**
 * bigIsPrimeWith's tests in the kernel, for n of `limbs` limbs: n, Montgomery's one (R mod n with
 * R = 2^(28·limbs)) and the exponent are written once, then each test writes what is its own.
 */
function kernelIsPrime(kernel: BigKernel, n: bigint, limbs: number): boolean {
	const words = new Int32Array(kernel.memory.buffer);
	const one = (1n << BigInt(LIMB_BITS * limbs)) % n;
	writeLimbs(words, SLOT_N, n, limbs);
	writeLimbs(words, SLOT_ONE, one, limbs);
	const { d, s } = oddPart(n - 1n);
	writeLimbs(words, SLOT_E, d, limbs);
	const top = topBit(d);
	const probablePrime = (a: bigint): boolean => {
		// The base in Montgomery form; base 2 is a doubling, and needs none.
		if (a !== 2n) writeLimbs(words, SLOT_C, (a * one) % n, limbs);
		return kernel.strongProbablePrime(limbs, a === 2n ? 1 : 0, top, s) === 1;
	};
	if (n < PSI_13) {
		const count = n < PSI_12 ? 12 : 13;
		for (let i = 0; i < count; i++) if (!probablePrime(FIRST_PRIME_BASES[i])) return false;
		return true;
	}
	if (!probablePrime(2n)) return false;
	const selfridge = selfridgeD(n);
	if (selfridge === 0) return false;
	const q = (1 - selfridge) / 4;
	writeLimbs(words, SLOT_C, ((((BigInt(q) % n) + n) % n) * one) % n, limbs);
	const lucas = oddPart(n + 1n);
	writeLimbs(words, SLOT_E, lucas.d, limbs);
	return kernel.strongLucas(limbs, q, topBit(lucas.d), lucas.s) === 1;
}

/**
 * For odd n >= 2^64 without small factors: the exact verdict (BPSW above 3.3·10^24), its tests
 * run by `kernel` when it is given and n fits it, else in BigInt; both answer alike.
 */
export function bigIsPrimeWith(n: bigint, kernel: BigKernel | null): boolean {
	if (kernel) {
		const limbs = limbsOf(n);
		if (limbs <= BIG_KERNEL_LIMBS) return kernelIsPrime(kernel, n, limbs);
	}
	if (n < PSI_13) {
		const count = n < PSI_12 ? 12 : 13;
		for (let i = 0; i < count; i++) if (!strongProbablePrime(n, FIRST_PRIME_BASES[i])) return false;
		return true;
	}
	return strongProbablePrime(n, 2n) && strongLucasProbablePrime(n);
}

function bigIsPrime(n: bigint): boolean {
	return bigIsPrimeWith(n, bigKernel);
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
		const lo = low32(n);
		const f = smallestFactor64(high32(n, lo), lo);
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

/** The low 32 bits of 0 <= n < 2^64, as an unsigned number. */
function low32(n: bigint): number {
	return Number(BigInt.asUintN(32, n));
}

/**
 * The high 32 bits of 0 <= n < 2^64 whose low 32 bits are `lo`, without a BigInt shift: Number(n)
 * is within 2^10 of n, and so is the difference with lo, so the quotient is within 2^-21 of the
 * high half and rounds to it.
 */
function high32(n: bigint, lo: number): number {
	return Math.round((Number(n) - lo) / 4294967296);
}

/**
 * isPrimeNumber, and whether it took the probable-prime tests (`tested`) rather than a glance
 * (below 2, or settled by trial division): for callers that count their work, such as the
 * Transform optimiser's budget.
 */
export function primeNumberWork(n: number): { prime: boolean; tested: boolean } {
	if (!Number.isSafeInteger(n)) throw new RangeError('primeNumberWork takes a safe integer.');
	if (n < 2) return { prime: false, tested: false };
	if (n < 4294967296) {
		// Trial division alone settles a prime below 307² (see smallestFactor32).
		const f = smallestFactor32(n);
		return { prime: f === n, tested: f === 0 || (f === n && n >= 94249) };
	}
	const hi = Math.floor(n / 4294967296);
	const f = smallestFactor64(hi, n - hi * 4294967296);
	return { prime: f === -1, tested: f <= 0 };
}

/** True when n is prime. 0, 1 and negative numbers are not prime. */
export function isPrime(n: bigint | number): boolean {
	if (typeof n === 'number') return isPrimeNumber(n);
	if (n < 4294967296n) return n >= 2n && smallestFactor32(Number(n)) === Number(n);
	if (n < TWO_64) {
		// The hot path of bulk tests: no BigInt is made for the answer.
		const lo = low32(n);
		return smallestFactor64(high32(n, lo), lo) === -1;
	}
	return verdict(n) === n;
}

/**
 * Whether n is prime, as far as it can be proven: a composite is always proven composite (by a
 * factor or a failed test), a prime below 3.3·10^24 is proven prime (Sorenson and Webster's bases),
 * and above that (up to 256 bits) one whose n − 1 factors far enough is proven by Pocklington's
 * theorem. Any other number that passes every test gives null: Baillie-PSW knows no
 * counterexample, but no proof covers it. For callers that must never guess, such as the Subsets
 * checker, which passes its budget hook as `spend` (see `FactorLimits`).
 */
export function provenPrime(n: bigint, spend?: (units: number) => void): boolean | null {
	if (!isPrime(n)) return false;
	return n < PSI_13 ? true : pocklington(n, certificateDepth, spend);
}

/** How many levels of factors of n − 1 a proof may itself prove by the same theorem. */
const certificateDepth = 3;
/** Numbers past this are left unproven: factoring their n − 1 far enough rarely succeeds. */
const certificateBits = 256;

/**
 * A proof that n (a probable prime) is prime by Pocklington's theorem, or null when none is found
 * within a short factoring of n − 1. Let F divide n − 1 with F's prime factors known and proven,
 * and (F + 1)² > n. If for each prime q of F some a has a^(n−1) ≡ 1 and gcd(a^((n−1)/q) − 1, n)
 * = 1 (mod n), then for every prime p dividing n the order of a mod p is a multiple of q's power
 * in n − 1, so F divides p − 1 and p > √n: n has no prime factor up to its square root. False
 * only when a test on the way proves n composite (never, for a number that passed isPrime, but
 * the answer stays exact either way).
 */
function pocklington(n: bigint, depth: number, spend?: (units: number) => void): boolean | null {
	if (n.toString(2).length > certificateBits) return null;
	const m = n - 1n;
	const { primes } = factorize(m, { rhoBudget: 1 << 12, trialBound: 1 << 12, spend });
	const enough = (f: bigint) => (f + 1n) * (f + 1n) > n;
	const powerOf = (q: bigint) => primes.reduce((x, r) => (r === q ? x * q : x), 1n);
	// Every factor found is not enough: no proof, and none of the large ones is worth proving.
	if (!enough(primes.reduce((x, q) => x * q, 1n))) return null;
	// The small primes are proven already; a large one is proven in turn only while it is needed,
	// the largest first.
	const distinct = [...new Set(primes)];
	const used = distinct.filter((q) => q < PSI_13);
	let f = used.reduce((x, q) => x * powerOf(q), 1n);
	for (const q of distinct.filter((q) => q >= PSI_13).reverse()) {
		if (enough(f) || depth <= 0) break;
		if (pocklington(q, depth - 1, spend) !== true) continue;
		used.push(q);
		f *= powerOf(q);
	}
	if (!enough(f)) return null;
	for (const q of used) {
		let witnessed = false;
		for (let a = 2n; a < 64n && !witnessed; a++) {
			if (powMod(a, m, n) !== 1n) return false;
			const g = gcd(powMod(a, m / q, n) - 1n, n);
			if (g === 1n) witnessed = true;
			else if (g !== n) return false;
		}
		if (!witnessed) return null;
	}
	return true;
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
	const { primes, unfactored } = factorize(n, { rhoBudget: budget });
	if (primes.length === 0) return { prime: false };
	// With every piece split into primes, the least of them is the smallest factor.
	return { prime: false, factor: primes[0], smallest: unfactored.length === 0 };
}

/** Prime factors found (with multiplicity, increasing) and composite pieces left unsplit. */
export interface Factorization {
	primes: bigint[];
	unfactored: bigint[];
}

/** How far `factorize` may go, and how it reports the work it does. */
export interface FactorLimits {
	/** Pollard rho iterations per split (2^14 unless given); 0 stops after trial division. */
	rhoBudget?: number;
	/** Trial division by every prime up to this bound (2^16 - 1 unless given; at most 2^26). */
	trialBound?: number;
	/**
	 * The budget hook: called with the units spent as the work goes (a unit is 1024 trial
	 * divisions or 64 rho steps). A caller with a budget throws from it to stop the factorisation,
	 * as the Subsets checker does to answer "unknown" rather than run long; without it the
	 * factorisation runs to its own limits.
	 */
	spend?: (units: number) => void;
}

/** Trial divisions per unit reported to `FactorLimits.spend`. */
const divisionsPerUnit = 1024;
/** Numbers from here on are divided as BigInt: a double no longer holds them exactly. */
const TWO_53 = 1n << 53n;

/** The primes up to a bound dividing n, with their exponents, and the cofactor free of them. */
export interface TrialFactors {
	/** [prime, exponent] in increasing order of the prime, every prime at most the bound. */
	factors: [bigint, number][];
	/** |n| divided by those primes: 1, or a number above the bound with no prime factor up to it. */
	rest: bigint;
}

/**
 * Splits |n| (n != 0) by trial division by every prime up to `bound` (at most 2^26). A cofactor
 * above 2^53 that `provenPrime` proves prime is recognised first, so it costs no divisions;
 * `spend`, when given, hears of the work as in `FactorLimits`.
 */
export function trialFactor(
	n: bigint,
	bound: number,
	spend?: (units: number) => void
): TrialFactors {
	let m = abs(n);
	if (m === 0n) throw new RangeError('Zero has no factorisation.');
	if (!(bound <= 1 << 26)) throw new RangeError('Trial division goes at most to 2^26.');
	const factors: [bigint, number][] = [];
	if (bound >= 2 && (m & 1n) === 0n) {
		let e = 0;
		while ((m & 1n) === 0n) {
			m >>= 1n;
			e++;
		}
		factors.push([2n, e]);
	}
	// Candidates: the odd small primes, then every odd number past them (the composite ones
	// cannot divide, their prime factors being gone already).
	const lastSmall = smallPrimes[smallPrimes.length - 1];
	const candidate = (i: number): number =>
		i < smallPrimes.length ? smallPrimes[i] : lastSmall + 2 * (i - smallPrimes.length + 1);
	let i = 1;
	let divisions = 0;
	const count = (): void => {
		if (spend && ++divisions % divisionsPerUnit === 0) spend(1);
	};
	// BigInt division while m does not fit a double, unless m is prime (a large prime would
	// otherwise take every division up to the bound).
	let prime = m >= TWO_53 && provenPrime(m) === true;
	for (let q = candidate(i); !prime && m >= TWO_53 && q <= bound; q = candidate(++i)) {
		const bq = BigInt(q);
		if (bq * bq > m) break;
		count();
		if (m % bq !== 0n) continue;
		let e = 0;
		while (m % bq === 0n) {
			m /= bq;
			e++;
		}
		factors.push([bq, e]);
		prime = m >= TWO_53 && provenPrime(m) === true;
	}
	if (!prime && m < TWO_53) {
		let r = Number(m);
		// The hot loop of a factorisation (a modulus p·q of two primes near 2^20 tries half a
		// million divisors): plain double arithmetic, the work counted in whole units.
		let q = candidate(i);
		let sinceSpent = divisions % divisionsPerUnit;
		while (q <= bound && q * q <= r) {
			if (r % q === 0) {
				let e = 0;
				while (r % q === 0) {
					r /= q;
					e++;
				}
				factors.push([BigInt(q), e]);
			}
			if (++sinceSpent === divisionsPerUnit) {
				sinceSpent = 0;
				spend?.(1);
			}
			q = ++i < smallPrimes.length ? smallPrimes[i] : q + 2;
		}
		m = BigInt(r);
	}
	// What is left below the bound had no factor up to its square root: a prime.
	if (m > 1n && m <= BigInt(bound)) {
		factors.push([m, 1]);
		m = 1n;
	}
	return { factors, rest: m };
}

/**
 * Factors |n| (n != 0): trial division up to `trialBound`, then Pollard-Brent rho with at most
 * `rhoBudget` iterations per split, and prime powers found by roots. What the limits could not
 * split is returned in `unfactored`; `spend` hears of the work (see `FactorLimits`).
 */
export function factorize(n: bigint, limits: FactorLimits = {}): Factorization {
	const { rhoBudget = 1 << 14, trialBound = SIEVE_LIMIT - 1, spend } = limits;
	const { factors, rest } = trialFactor(n, trialBound, spend);
	const primes: bigint[] = [];
	for (const [p, e] of factors) for (let k = 0; k < e; k++) primes.push(p);
	const unfactored: bigint[] = [];
	const pending = rest > 1n ? [rest] : [];
	while (pending.length > 0) {
		const piece = pending.pop()!;
		if (isPrime(piece)) {
			primes.push(piece);
			continue;
		}
		const d = rhoBudget > 0 ? pollardRho(piece, rhoBudget, spend) : null;
		if (d !== null) {
			pending.push(d, piece / d);
			continue;
		}
		// Rho can miss prime powers; look for one before giving up on the piece.
		const root = piece.toString(2).length <= 1024 ? perfectPower(piece) : null;
		if (root) for (let k = 0; k < root.power; k++) pending.push(root.base);
		else unfactored.push(piece);
	}
	primes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return { primes, unfactored };
}

/** A factor 1 < d < n of the odd composite n by Pollard-Brent rho, or null within the budget. */
function pollardRho(n: bigint, budget: number, spend?: (units: number) => void): bigint | null {
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
				spend?.(1);
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
