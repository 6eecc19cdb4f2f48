/**
 * Primality proofs from a partial factorisation of n + 1 (Morrison's test, with Lucas sequences):
 * M. A. Morrison, "A note on primality testing using Lucas sequences", Math. Comp. 29 (1975),
 * and Brillhart, Lehmer and Selfridge (1975); in the partial form used here (every prime
 * factor of n is ±1 modulo F) as C. Caldwell's Prime Pages state it, "Finding primes & proving
 * primality", 3.3 (condition II).
 *
 * The sequence U_0 = 0, U_1 = 1, U_(k+1) = P·U_k − Q·U_(k−1), with D = P² − 4Q. For a prime p not
 * dividing 2QD, p divides U_k exactly when the rank of apparition r(p) divides k, and r(p) divides
 * p − (D/p). So when n | U_(n+1) and gcd(U_((n+1)/q), n) = 1 for each prime q of F (F dividing
 * n + 1), every prime p of n has q's power in F dividing r(p), hence F | p ∓ 1 and p >= F − 1.
 * With F − 1 > √n, n has no prime factor up to its square root: it is prime.
 */
import { gcd } from './integers';
import { splitPart, type NMinusOneContext } from './nminus1';
import { jacobiSmall } from './probable';

/** U_k mod n of the Lucas sequence with parameters P and Q (n odd), by doubling. */
export function lucasU(k: bigint, p: bigint, q: bigint, n: bigint): bigint {
	const mod = (x: bigint): bigint => ((x % n) + n) % n;
	const half = (x: bigint): bigint => (x & 1n ? x + n : x) >> 1n;
	const d = mod(p * p - 4n * q);
	const pm = mod(p);
	const qm = mod(q);
	// U_1 = 1, V_1 = P, Q^1; each step doubles the index and adds the next bit of k.
	let u = 1n;
	let v = pm;
	let qk = qm;
	const bits = k.toString(2);
	for (let i = 1; i < bits.length; i++) {
		u = (u * v) % n;
		v = mod(v * v - 2n * qk);
		qk = (qk * qk) % n;
		if (bits.charCodeAt(i) === 49) {
			const nextU = half((pm * u + v) % n);
			v = half((d * u + pm * v) % n);
			u = nextU;
			qk = (qk * qm) % n;
		}
	}
	return k === 0n ? 0n : u;
}

/** The first D of 5, −7, 9, −11, 13, ... with (D/n) = −1 (Selfridge's order), or 0 when none is small. */
function discriminant(n: bigint): number {
	for (let d = 5; Math.abs(d) < 1000; d = d > 0 ? -(d + 2) : -(d - 2)) {
		if (jacobiSmall(d, n) === -1) return d;
	}
	return 0;
}

/**
 * Morrison's condition for each prime q of F, with one D of (D/n) = −1 and P = 1, 3, 5, ...
 * (Q = (P² − D)/4): n | U_(n+1) and gcd(U_((n+1)/q), n) = 1. False when a test proves n
 * composite (n ∤ U_(n+1), which a prime never fails when (D/n) = −1, or a factor shared with 2QD or
 * with some U); null when no small P witnesses every q.
 */
export function morrisonWitnesses(n: bigint, primes: Iterable<bigint>): boolean | null {
	const d = discriminant(n);
	if (d === 0) return null;
	const bigD = BigInt(d);
	const m = n + 1n;
	const all = [...primes];
	for (let p = 1n; p < 20n; p += 2n) {
		const q = (p * p - bigD) / 4n;
		if (q === 0n) continue;
		const g = gcd(2n * q * bigD, n);
		if (g !== 1n) return g === n ? null : false;
		if (lucasU(m, p, q, n) !== 0n) return false;
		let witnessed = true;
		for (const r of all) {
			const h = gcd(lucasU(m / r, p, q, n), n);
			if (h === n) witnessed = false;
			else if (h !== 1n) return false;
			if (!witnessed) break;
		}
		if (witnessed) return true;
	}
	return null;
}

/**
 * A proof that the odd probable prime n is prime from n + 1: true when F (the proven part of
 * n + 1) has (F − 1)² > n and Morrison's conditions hold, false when a test proves n composite,
 * null otherwise (or the budget hook stops it, by throwing).
 */
export function nPlusOneProof(n: bigint, ctx: NMinusOneContext): boolean | null {
	const enough = (f: bigint): boolean => f > 1n && (f - 1n) * (f - 1n) > n;
	const split = splitPart(n + 1n, enough, ctx);
	if (!enough(split.f)) return null;
	return morrisonWitnesses(n, split.primes);
}
