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
 *   parameters, after a perfect-square check). No composite is known to pass it; provenPrime
 *   (primality.ts) proves what it can.
 */
import { smallestFactor64 } from './prime64';
import { bigIsPrime, TWO_64, trialBound } from './probable';
import { smallestFactor32, trialDivideBig } from './sieve';

/**
 * Work units of one `isPrime(n)`, as a budget hook counts them (a unit is about 128 products of
 * 128-bit numbers): nothing below 2^64, and above it Baillie-PSW's four or so products modulo n
 * per bit of n, each costing the square of n's length. A 10,000-bit number costs about two
 * million units, more than a Subsets question has: a caller that charges this first gives up on
 * it at once instead of testing for seconds.
 */
export function primeTestUnits(n: bigint): number {
	if (n < TWO_64) return 0;
	const bits = n.toString(16).length * 4;
	return Math.ceil((4 * bits * Math.max(1, bits / 128) ** 2) / 128);
}

/**
 * For n >= 2: n when n is prime; its smallest prime factor when trial division finds it; 0 when
 * n is composite and no factor was found on the way.
 */
export function verdict(n: bigint): bigint {
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
