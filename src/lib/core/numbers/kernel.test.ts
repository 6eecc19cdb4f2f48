import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bigKernel, BIG_KERNEL_LIMBS } from './kernel';
import { bigIsPrimeWith, isPrime } from './primality';
import { oddOfBits, strongProbablePrime } from './test/reference';

/**
 * The kernel above 2^64 (primebig.wat) against the BigInt path it stands in for, and against the
 * plain reference where that reference is exact. The 64-bit kernel's tests are in prime64.test.ts.
 */

const TWO_64 = 1n << 64n;
const FIRST_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];

/** Exact below 3.3·10^24 (Sorenson and Webster), written plainly. */
function referenceIsPrime(n: bigint): boolean {
	for (const p of FIRST_BASES) if (n % p === 0n) return n === p;
	return FIRST_BASES.every((a) => strongProbablePrime(n, a));
}

/** Both paths' verdicts for odd n >= 2^64. */
function bothPaths(n: bigint): { wasm: boolean; js: boolean } {
	return { wasm: bigIsPrimeWith(n, bigKernel), js: bigIsPrimeWith(n, null) };
}

/**
 * The next prime from n up (trial division first, so most candidates cost little). Bounded, so a
 * kernel that called every number composite fails the test instead of looping forever.
 */
function nextPrime(n: bigint): bigint {
	let p = n | 1n;
	for (let tries = 0; !isPrime(p); tries++) {
		if (tries > 100_000) throw new Error(`No prime found after ${n}.`);
		p += 2n;
	}
	return p;
}

describe('the WebAssembly kernel above 2^64', () => {
	it('is what Node runs, so the comparisons below compare two paths', () => {
		expect(bigKernel).not.toBeNull();
	});

	it('agrees with the BigInt path and the reference on random odd numbers of 65 to 81 bits', () => {
		fc.assert(
			fc.property(oddOfBits(65, 81), (n) => {
				const { wasm, js } = bothPaths(n);
				expect(wasm, n.toString()).toBe(js);
				expect(wasm, n.toString()).toBe(referenceIsPrime(n));
			}),
			{ numRuns: 1000 }
		);
	});

	it('agrees with the BigInt path on random odd numbers and primes up to 1,100 bits', () => {
		fc.assert(
			fc.property(oddOfBits(82, 1100), (n) => {
				const { wasm, js } = bothPaths(n);
				expect(wasm, n.toString()).toBe(js);
				const p = nextPrime(n);
				expect(bothPaths(p), p.toString()).toEqual({ wasm: true, js: true });
			}),
			{ numRuns: 20 }
		);
	});

	it('confirms Mersenne primes up to 2^3217 - 1 and rejects their neighbours and products', () => {
		for (const p of [89n, 127n, 521n, 607n, 1279n, 2203n, 3217n]) {
			const m = (1n << p) - 1n;
			expect(bothPaths(m), `2^${p} - 1`).toEqual({ wasm: true, js: true });
			expect(bothPaths(m + 2n).wasm, `2^${p} + 1`).toBe(bothPaths(m + 2n).js);
		}
		// 2^523 - 1 and 2^1277 - 1 are composite.
		for (const p of [523n, 1277n]) {
			expect(bothPaths((1n << p) - 1n)).toEqual({ wasm: false, js: false });
		}
		const m521 = (1n << 521n) - 1n;
		const m607 = (1n << 607n) - 1n;
		expect(bothPaths(m521 * m607)).toEqual({ wasm: false, js: false });
		expect(bothPaths(m521 * m521)).toEqual({ wasm: false, js: false });
	});

	it('rejects products of two primes, squares, strong pseudoprimes and Carmichael numbers', () => {
		const random = fc.sample(fc.bigInt({ min: 1n << 255n, max: 1n << 1023n }), {
			numRuns: 6,
			seed: 7
		});
		const primes = random.map(nextPrime);
		for (let i = 0; i + 1 < primes.length; i += 2) {
			expect(bothPaths(primes[i] * primes[i + 1])).toEqual({ wasm: false, js: false });
			expect(bothPaths(primes[i] * primes[i])).toEqual({ wasm: false, js: false });
		}
		// Strong pseudoprimes to base 2, p·(2p - 1), above 3.3·10^24 so that BPSW decides them: the
		// kernel's strong test must pass them and its Lucas test reject them.
		const pseudoprimes: bigint[] = [];
		for (let p = (1n << 45n) + 1n; pseudoprimes.length < 3; p += 2n) {
			const n = p * (2n * p - 1n);
			if (referenceIsPrime(p) && referenceIsPrime(2n * p - 1n) && strongProbablePrime(n, 2n))
				pseudoprimes.push(n);
		}
		const carmichael: bigint[] = [];
		for (let k = 1n << 30n; carmichael.length < 3; k++) {
			const factors = [6n * k + 1n, 12n * k + 1n, 18n * k + 1n];
			if (factors.every(referenceIsPrime)) carmichael.push(factors[0] * factors[1] * factors[2]);
		}
		for (const n of [...pseudoprimes, ...carmichael]) {
			expect(bothPaths(n), n.toString()).toEqual({ wasm: false, js: false });
		}
	});

	it('agrees at the edges of its limbs, and past the largest number it takes', () => {
		const wrong: bigint[] = [];
		for (const limbs of [3, 4, 19, 74, BIG_KERNEL_LIMBS]) {
			const top = 1n << BigInt(28 * limbs);
			const count = limbs > 100 ? 2 : limbs > 20 ? 4 : 200;
			for (let n = top - 1n; n > top - 2n * BigInt(count); n -= 2n) {
				const { wasm, js } = bothPaths(n);
				if (wasm !== js) wrong.push(n);
			}
			for (let n = top + 1n; n < top + 2n * BigInt(count); n += 2n) {
				if (n >= TWO_64 && bothPaths(n).wasm !== bothPaths(n).js) wrong.push(n);
			}
		}
		expect(wrong).toEqual([]);
	});
});
