/**
 * Strong probable-prime tests on BigInt: Miller-Rabin to the first 12 or 13 prime bases, which
 * Sorenson and Webster (2015) proved exact below 3.3·10^24, and above that strong Baillie-PSW (a
 * strong base-2 test and a strong Lucas test with Selfridge's parameters), run in the WebAssembly
 * kernel (primebig.wat) when n fits it. No composite is known to pass Baillie-PSW.
 */
import { isPerfectSquare } from './integers';
import { BIG_KERNEL_LIMBS, bigKernel, type BigKernel } from './kernel';
import { jacobi } from './prime64';
import { SIEVE_LIMIT } from './sieve';

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
export function strongProbablePrime(n: bigint, a: bigint): boolean {
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
export function jacobiSmall(d: number, n: bigint): number {
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
export const PSI_13 = 3317044064679887385961981n;
const FIRST_PRIME_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
export const TWO_64 = 1n << 64n;

/** Trial-division bound for a BigInt of `bits` bits: more when a full test costs more. */
export function trialBound(bits: number): number {
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
export function oddPart(x: bigint): { d: bigint; s: number } {
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

export function bigIsPrime(n: bigint): boolean {
	return bigIsPrimeWith(n, bigKernel);
}
