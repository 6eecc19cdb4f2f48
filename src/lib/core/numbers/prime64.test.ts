import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prime64Kernel } from './kernel';
import { smallestFactor64, smallestFactor64With } from './prime64';
import { isPrime, isPrimeNumber } from './primality';
import { oddOfBits, plainPowMod as powMod, strongProbablePrime } from './test/reference';

/**
 * A slow reference written plainly on BigInt: trial division by the first twelve primes, then
 * Miller-Rabin with those twelve bases, which Sorenson and Webster proved exact below
 * 318665857834031151167461 (far above 2^64).
 */
const BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

function referenceIsPrime(n: bigint): boolean {
	if (n < 2n) return false;
	for (const p of BASES) {
		if (n === p) return true;
		if (n % p === 0n) return false;
	}
	return BASES.every((a) => strongProbablePrime(n, a));
}

/** What smallestFactor64 says of n, as a BigInt: n when prime, else a factor or 0. */
function factor64(n: bigint): bigint {
	const f = smallestFactor64(Number(n >> 32n), Number(n & 0xffffffffn));
	return f === -1 ? n : BigInt(f);
}

const TWO_32 = 1n << 32n;
const TWO_53 = 1n << 53n;
const TWO_64 = 1n << 64n;

describe('primality below 2^64 without BigInt', () => {
	it('agrees with Miller-Rabin on twelve bases for random numbers of 33 to 64 bits', () => {
		fc.assert(
			fc.property(oddOfBits(33, 64), (n) => {
				expect(isPrime(n), n.toString()).toBe(referenceIsPrime(n));
			}),
			{ numRuns: 3000 }
		);
	});

	it('agrees on every odd number near 2^32, 2^53, 2^63 and 2^64', () => {
		const wrong: bigint[] = [];
		for (const centre of [TWO_32, TWO_53, 1n << 63n, TWO_64]) {
			for (let n = centre - 2001n; n <= centre + 2001n; n += 2n) {
				if (n >= TWO_64) continue;
				if (isPrime(n) !== referenceIsPrime(n)) wrong.push(n);
				if (n <= TWO_53 && isPrimeNumber(Number(n)) !== referenceIsPrime(n)) wrong.push(-n);
			}
		}
		expect(wrong).toEqual([]);
	});

	it('rejects squares and products of primes near 2^32, with a factor when it is small', () => {
		const primes: bigint[] = [];
		for (let n = TWO_32 - 1n; primes.length < 20; n -= 2n) if (referenceIsPrime(n)) primes.push(n);
		for (const p of primes) for (const q of primes) expect(isPrime(p * q), `${p}·${q}`).toBe(false);
		for (const p of [1201n, 1213n, 65521n, 4294967291n]) expect(isPrime(p * p)).toBe(false);
		expect(factor64(1193n * 4294967291n)).toBe(1193n);
		expect(factor64(1201n * 4294967291n)).toBe(0n);
	});

	it('rejects strong pseudoprimes and Carmichael numbers above 2^32', () => {
		// Strong pseudoprimes to the first 5, 6, 8 and 11 prime bases (OEIS A014233), base 2 included.
		const strong = [2152302898747n, 3474749660383n, 341550071728321n, 3825123056546413051n];
		// Chernick's Carmichael numbers (6k+1)(12k+1)(18k+1) above 2^32, where all three are prime.
		const carmichael: bigint[] = [];
		for (let k = 20n; carmichael.length < 30; k++) {
			const factors = [6n * k + 1n, 12n * k + 1n, 18n * k + 1n];
			if (!factors.every(referenceIsPrime)) continue;
			const n = factors[0] * factors[1] * factors[2];
			expect(powMod(2n, n - 1n, n)).toBe(1n); // a Fermat pseudoprime, as Korselt says
			if (n > TWO_32 && n < TWO_64) carmichael.push(n);
		}
		for (const n of [...strong, ...carmichael]) expect(isPrime(n), n.toString()).toBe(false);
		// 2^64 - 59, the largest prime below 2^64, and 2^64 - 1 (divisible by 3).
		expect(isPrime(TWO_64 - 59n)).toBe(true);
		expect(isPrime(TWO_64 - 1n)).toBe(false);
		expect(factor64(TWO_64 - 1n)).toBe(3n);
	});
});

/** Both paths' answers for n: the WebAssembly kernel's and the JavaScript's. */
function bothPaths(n: bigint): { wasm: number; js: number } {
	const hi = Number(n >> 32n);
	const lo = Number(n & 0xffffffffn);
	return {
		wasm: smallestFactor64With(hi, lo, prime64Kernel),
		js: smallestFactor64With(hi, lo, null)
	};
}

/** Base-2 strong pseudoprimes p·(2p - 1) with p from `start` up, each below 2^64. */
function strongPseudoprimes(start: bigint, count: number): bigint[] {
	const found: bigint[] = [];
	for (let p = start | 1n; found.length < count; p += 2n) {
		const n = p * (2n * p - 1n);
		if (n >= TWO_64) break;
		if (referenceIsPrime(p) && referenceIsPrime(2n * p - 1n) && strongProbablePrime(n, 2n))
			found.push(n);
	}
	return found;
}

describe('the WebAssembly kernel below 2^64', () => {
	it('is what Node runs, so the comparisons below compare two paths', () => {
		expect(prime64Kernel).not.toBeNull();
	});

	it('agrees with the JavaScript path and the reference on random odd numbers', () => {
		fc.assert(
			fc.property(oddOfBits(33, 64), (n) => {
				const { wasm, js } = bothPaths(n);
				expect(wasm, n.toString()).toBe(js);
				expect(wasm === -1, n.toString()).toBe(referenceIsPrime(n));
			}),
			{ numRuns: 3000 }
		);
	});

	it('answers its two tests as the plain BigInt strong base-2 test does, and rejects what passes it', () => {
		const kernel = prime64Kernel!;
		// Strong pseudoprimes to base 2 near 2^32 and near 2^64: the Lucas test must reject them.
		const pseudoprimes = [
			...strongPseudoprimes(1201n, 10),
			...strongPseudoprimes(3_000_000_000n, 5),
			3825123056546413051n
		];
		expect(pseudoprimes.length).toBe(16);
		for (const n of pseudoprimes) {
			expect(kernel.strongBaseTwo(Number(n >> 32n), Number(n & 0xffffffffn)), n.toString()).toBe(1);
			expect(bothPaths(n), n.toString()).toEqual({ wasm: 0, js: 0 });
		}
		// Chernick's Carmichael numbers, squares of primes, and primes and composites near 2^64.
		const carmichael: bigint[] = [];
		for (let k = 200n; carmichael.length < 10; k++) {
			const factors = [6n * k + 1n, 12n * k + 1n, 18n * k + 1n];
			if (factors.every(referenceIsPrime)) carmichael.push(factors[0] * factors[1] * factors[2]);
		}
		const squares = [65537n, 4294967291n, 4294967279n].map((p) => p * p);
		const near: bigint[] = [];
		for (let n = TWO_64 - 4001n; n < TWO_64; n += 2n) near.push(n);
		for (const n of [...carmichael, ...squares, ...near]) {
			const { wasm, js } = bothPaths(n);
			expect(wasm, n.toString()).toBe(js);
			expect(wasm === -1, n.toString()).toBe(referenceIsPrime(n));
			const hi = Number(n >> 32n);
			const lo = Number(n & 0xffffffffn);
			expect(kernel.strongBaseTwo(hi, lo) === 1, n.toString()).toBe(strongProbablePrime(n, 2n));
		}
	});
});
