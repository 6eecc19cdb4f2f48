/**
 * Exact primality and perfect squares for the membership evaluator. Deterministic Miller-Rabin
 * with the first 13 prime bases is proven exact below 3.3·10^24; above that the answer is
 * "unknown" (null), never a guess.
 */
import { isqrt } from '../numbers/integers';

const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
const exactBelow = 3317044064679887385961981n;

function powMod(b: bigint, e: bigint, m: bigint): bigint {
	let r = 1n;
	b %= m;
	while (e > 0n) {
		if (e & 1n) r = (r * b) % m;
		b = (b * b) % m;
		e >>= 1n;
	}
	return r;
}

/** Whether n is a (positive) prime; null when n is too large to be sure. */
export function isPrime(n: bigint): boolean | null {
	if (n < 2n) return false;
	for (const p of bases) {
		if (n === p) return true;
		if (n % p === 0n) return false;
	}
	if (n < 1849n) return true;
	if (n >= exactBelow) return null;
	let d = n - 1n;
	let s = 0;
	while ((d & 1n) === 0n) {
		d >>= 1n;
		s++;
	}
	for (const a of bases) {
		let x = powMod(a, d, n);
		if (x === 1n || x === n - 1n) continue;
		let composite = true;
		for (let i = 1; i < s; i++) {
			x = (x * x) % n;
			if (x === n - 1n) {
				composite = false;
				break;
			}
		}
		if (composite) return false;
	}
	return true;
}

/** Whether n is the square of an integer. */
export function isSquare(n: bigint): boolean {
	if (n < 0n) return false;
	const r = isqrt(n);
	return r * r === n;
}

/** The primes up to `limit` (a small number). */
export function primesUpTo(limit: number): number[] {
	const sieve = new Uint8Array(limit + 1);
	const out: number[] = [];
	for (let i = 2; i <= limit; i++) {
		if (sieve[i]) continue;
		out.push(i);
		for (let j = i * i; j <= limit; j += i) sieve[j] = 1;
	}
	return out;
}
