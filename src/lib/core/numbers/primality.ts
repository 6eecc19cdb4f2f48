/**
 * Exact primality for integers of any size, and proofs of it: the public face of the numbers
 * kernel's prime code, split by what each part does.
 *
 * - sieve.ts: small primes, trial division, and exact tests below 2^32.
 * - probable.ts: Miller-Rabin (exact below 3.3·10^24) and strong Baillie-PSW on BigInt.
 * - isprime.ts: `isPrime`, which picks the test by size (prime64.ts below 2^64).
 * - factor.ts, ecm.ts: trial division, Pollard-Brent rho and elliptic-curve factoring.
 * - special.ts, nminus1.ts, nplus1.ts, combined.ts: proofs by the form of n (Lucas–Lehmer, Proth,
 *   Pépin) and from the factors of n − 1 (Pocklington, Brillhart–Lehmer–Selfridge), of n + 1
 *   (Morrison) or of both (the combined test of Brillhart, Lehmer and Selfridge), used by
 *   `provenPrime`.
 */
import {
	factorizeWith,
	trialFactorWith,
	type Factorization,
	type FactorLimits,
	type TrialFactors
} from './factor';
import { isPrime, primeTestUnits, verdict } from './isprime';
import { nMinusOrPlusOneProof } from './combined';
import { nMinusOneProof } from './nminus1';
import { PSI_13 } from './probable';
import { specialFormProof } from './special';

export type { Factorization, FactorLimits, TrialFactors } from './factor';
export { isPrime, isPrimeNumber, primeNumberWork } from './isprime';
export { bigIsPrimeWith, powMod } from './probable';
export { primesUpTo, smallPrimes } from './sieve';

/**
 * Whether n is prime, as far as it can be proven: a composite is always proven composite (by a
 * factor or a failed test), a prime below 3.3·10^24 is proven prime (Sorenson and Webster's bases),
 * and above that a prime is proven by its form (Lucas–Lehmer for 2^p − 1, Proth's theorem for
 * k·2^m + 1 with k < 2^m, Pépin's test for Fermat numbers) or, up to 256 bits, from the factors of
 * n − 1 (Pocklington's theorem or the Brillhart–Lehmer–Selfridge test), else of n + 1
 * (Morrison's test), else of both (the combined n − 1 / n + 1 test), their large factors proven
 * in turn. Any other number that passes every test gives null: Baillie-PSW knows no counterexample,
 * but no proof covers it. For callers that must never guess, such as the Subsets checker, which
 * passes its budget hook as `spend` (see `FactorLimits`): it throws to stop the proof.
 */
export function provenPrime(n: bigint, spend?: (units: number) => void): boolean | null {
	let left = proofUnits;
	const hook = (units: number): void => {
		spend?.(units);
		left -= units;
		if (left < 0) throw new ProofOutOfWork();
	};
	try {
		return provenWithin(n, certificateDepth, hook, true);
	} catch (error) {
		if (error instanceof ProofOutOfWork) return null;
		throw error;
	}
}

/**
 * The most work units one proof spends, whatever the caller's budget: a prime whose n − 1 and
 * n + 1 both keep large composite parts could otherwise take ECM curve after curve for seconds.
 */
const proofUnits = 50_000;
/** Thrown by provenPrime's own hook past `proofUnits`, and caught by it. */
class ProofOutOfWork extends Error {}

/** How many levels of factors of n − 1 a proof may itself prove by the same theorem. */
const certificateDepth = 8;
/** Numbers past this are proven only by their form: factoring their n − 1 rarely succeeds. */
const certificateBits = 256;

/** provenPrime to a depth; without `thorough`, n − 1 is split by a short rho only (no ECM). */
function provenWithin(
	n: bigint,
	depth: number,
	spend: ((units: number) => void) | undefined,
	thorough: boolean
): boolean | null {
	if (!isPrime(n)) return false;
	if (n < PSI_13) return true;
	const special = specialFormProof(n, spend);
	if (special !== null) return special;
	if (depth <= 0 || n.toString(2).length > certificateBits) return null;
	const ctx = {
		spend,
		thorough,
		proveFactor: (q: bigint) => provenWithin(q, depth - 1, spend, thorough)
	};
	// n + 1, alone or with n − 1 (combined.ts), is tried only in a thorough proof.
	return thorough ? nMinusOrPlusOneProof(n, ctx) : nMinusOneProof(n, ctx);
}

/**
 * Whether a cofactor met while factoring is proven prime, by a quick proof only: factoring is
 * called often, and a cofactor left unproven is merely divided further.
 */
const provenTrue = (m: bigint, spend?: (units: number) => void): boolean => {
	// Its strong tests are charged before they run: a cofactor of 10,000 bits costs more than a
	// Subsets question has, and factoring tests the cofactor again after each factor found.
	spend?.(primeTestUnits(m));
	return provenWithin(m, certificateDepth, spend, false) === true;
};

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
	return trialFactorWith(n, bound, spend, provenTrue);
}

/**
 * Factors |n| (n != 0): trial division up to `trialBound`, then Pollard-Brent rho with at most
 * `rhoBudget` iterations per split, and prime powers found by roots. What the limits could not
 * split is returned in `unfactored`; `spend` hears of the work (see `FactorLimits`).
 */
export function factorize(n: bigint, limits: FactorLimits = {}): Factorization {
	return factorizeWith(n, limits, provenTrue);
}
