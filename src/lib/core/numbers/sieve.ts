/**
 * Small primes and trial division, and exact primality below 2^32 in plain doubles (Miller-Rabin
 * with bases 2, 7 and 61, exact below 4,759,123,141).
 */

export const SIEVE_LIMIT = 1 << 16;

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
export function trialDivideBig(n: bigint, bound: number): number {
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
export function smallestFactor32(n: number): number {
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
