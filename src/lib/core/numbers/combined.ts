/**
 * A primality proof from partial factorisations of both n − 1 and n + 1, for when neither alone
 * proves n: the combined test of Brillhart, Lehmer and Selfridge, "New primality criteria and
 * factorizations of 2^m ± 1", Math. Comp. 29 (1975), 620–647 (the theorems on factors of both
 * N − 1 and N + 1), as set out in C. Caldwell's Prime Pages, "Finding primes & proving
 * primality", 3.3 Combined tests (t5k.org/prove/prove3_3.html), in its plain form (search bound
 * b = 1).
 *
 * With n − 1 = F1·R1 and n + 1 = F2·R2, F1 and F2 fully factored into proven primes:
 * - Pocklington's condition for every prime of F1 (nminus1.ts) makes every prime factor q of n
 *   q ≡ 1 (mod F1);
 * - Morrison's condition for every prime of F2 with one discriminant D, (D/n) = −1 (nplus1.ts),
 *   makes every prime factor q ≡ ±1 (mod F2).
 * If n were composite, the factors ≡ ±1 (mod F2) multiply to n ≡ −1, so some prime q | n has
 * q ≡ −1 (mod F2) (trivially so when F2 ≤ 2); its cofactor m = n/q > 1 is then ≡ 1 modulo F1 and
 * modulo F2, hence modulo L = lcm(F1, F2), and q ≥ max(F1 + 1, F2 − 1). So a composite n is at
 * least max(F1 + 1, F2 − 1)·(L + 1), and n below that bound is prime.
 *
 * That bound is the one the proof gives (with L = F1·F2/2 when both are even it is the page's
 * "bounded version" at b = 1). The page's rounder statement, n < max(F1²F2/2, F1F2²/2), is not
 * used: its second term does not follow from the proof, since (F2 − 1)(1 + F1F2/2) is below
 * F1F2²/2 whenever F1 ≥ 2.
 */
import { gcd } from './integers';
import {
	fromFactoredPart,
	pocklingtonWitnesses,
	splitPart,
	type NMinusOneContext,
	type Split
} from './nminus1';
import { morrisonWitnesses } from './nplus1';

/** The least composite n that could pass both conditions with these factored parts. */
export function combinedBound(f1: bigint, f2: bigint): bigint {
	const lcm = (f1 / gcd(f1, f2)) * f2;
	const q = f1 + 1n > f2 - 1n ? f1 + 1n : f2 - 1n;
	return q * (lcm + 1n);
}

/**
 * n is prime when n < combinedBound(F1, F2) and both conditions hold: true then, false when a
 * test on the way proves n composite, null when the parts are too small or no small witness is
 * found.
 */
export function fromBothParts(n: bigint, minus: Split, plus: Split): boolean | null {
	if (n >= combinedBound(minus.f, plus.f)) return null;
	const pocklington = pocklingtonWitnesses(n, minus.primes);
	if (pocklington !== true) return pocklington;
	return morrisonWitnesses(n, plus.primes);
}

/**
 * A proof that the odd probable prime n is prime from n − 1, else n + 1, else both: n − 1 alone
 * (Pocklington, Brillhart–Lehmer–Selfridge's cube-root test) when its factored part reaches
 * n^(1/3); then n + 1 is split until Morrison's test alone ((F2 − 1)² > n) or the combined bound
 * is met. True when proven, false when a test proves n composite, null otherwise (or the budget
 * hook stops it, by throwing).
 */
export function nMinusOrPlusOneProof(n: bigint, ctx: NMinusOneContext): boolean | null {
	const minus = splitPart(n - 1n, (f) => f * f * f > n, ctx);
	if (minus.f * minus.f * minus.f >= n) {
		const witnessed = pocklingtonWitnesses(n, minus.primes);
		if (witnessed === false) return false;
		const alone = witnessed && fromFactoredPart(n, minus.f);
		if (alone !== null) return alone;
	}
	const plusAlone = (f: bigint): boolean => f > 1n && (f - 1n) * (f - 1n) > n;
	const plus = splitPart(n + 1n, (f) => plusAlone(f) || n < combinedBound(minus.f, f), ctx);
	if (plusAlone(plus.f)) return morrisonWitnesses(n, plus.primes);
	return fromBothParts(n, minus, plus);
}
