/**
 * Primality proofs from a partial factorisation of n − 1: Pocklington's theorem and the
 * Brillhart–Lehmer–Selfridge cube-root test, as stated in Crandall & Pomerance, Prime Numbers: A
 * Computational Perspective, 2nd ed., §4.1 "The n − 1 test" (Theorem 4.1.3, Corollary 4.1.4 and
 * Theorem 4.1.5, on its page 175, read against the book), from
 * Brillhart, Lehmer and Selfridge, "New primality criteria and factorizations of 2^m ± 1", Math.
 * Comp. 29 (1975).
 *
 * n − 1 is split by trial division, Pollard-Brent rho and then ECM (ecm.ts); its probable-prime
 * factors past 3.3·10^24 are proven in turn by the caller's `proveFactor`.
 */
import { ecmFactor } from './ecm';
import { pollardRho, trialFactorWith } from './factor';
import { gcd, isqrt, perfectPower } from './integers';
import { isPrime } from './isprime';
import { powMod, PSI_13 } from './probable';

/** What a proof from n − 1 may use. */
export interface NMinusOneContext {
	/** The budget hook, as in FactorLimits.spend: it throws to stop the work. */
	spend?: (units: number) => void;
	/** Whether a piece rho cannot split goes to ECM (else it is left unsplit). */
	thorough: boolean;
	/** A proof for a probable-prime factor of n − 1 past 3.3·10^24 (true, false or null). */
	proveFactor: (q: bigint) => boolean | null;
}

/** Trial division of n − 1 goes this far (BigInt divisions: each costs as much as a rho step). */
const trialLimit = 1 << 12;
/** Pollard-Brent rho iterations per piece of n − 1 before ECM is tried (fewer in a quick proof). */
const rhoLimit = 1 << 13;
const quickRhoLimit = 1 << 12;
/** The ECM curves tried on a piece rho could not split: their stage 1 bounds, in order. */
const ecmBounds = [150, 150, 300, 300, 300, 600, 600, 600, 1000, 1000, 1000, 2000, 2000, 2000];

/**
 * The factored part F of m (n − 1 or n + 1) with its distinct primes, each proven, grown from
 * pieces of m until it is enough for the theorem at hand or nothing more can be split or proven.
 */
export interface Split {
	f: bigint;
	primes: Set<bigint>;
}

/**
 * Splits m into primes (each proven) until `enough(F)`, or as far as the limits allow. Probable
 * primes past 3.3·10^24 are proven only when what is proven already is not enough, the largest
 * first; composite pieces are split only after that, the smallest first.
 */
export function splitPart(
	m: bigint,
	enoughPart: (f: bigint) => boolean,
	ctx: NMinusOneContext
): Split {
	const { factors, rest } = trialFactorWith(m, trialLimit, ctx.spend, () => false);
	const split: Split = { f: 1n, primes: new Set() };
	const take = (q: bigint, times = 1): void => {
		split.primes.add(q);
		for (let k = 0; k < times; k++) split.f *= q;
	};
	for (const [q, e] of factors) take(q, e);
	const enough = (): boolean => enoughPart(split.f);
	const probable: bigint[] = [];
	const composite: bigint[] = [];
	const sort = (piece: bigint): void => {
		if (piece === 1n) return;
		if (!isPrime(piece)) composite.push(piece);
		else if (piece < PSI_13) take(piece);
		else probable.push(piece);
	};
	sort(rest);
	while (!enough()) {
		probable.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
		while (!enough() && probable.length > 0) {
			const q = probable.shift()!;
			if (ctx.proveFactor(q) === true) take(q);
		}
		if (enough() || composite.length === 0) break;
		composite.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
		const piece = composite.shift()!;
		const d = splitPiece(piece, ctx);
		if (d === null) continue;
		if (typeof d === 'bigint') {
			sort(d);
			sort(piece / d);
		} else {
			for (let k = 0; k < d.power; k++) sort(d.base);
		}
	}
	return split;
}

/** A factor of the composite piece by rho then ECM, its root when it is a power, or null. */
function splitPiece(
	piece: bigint,
	{ spend, thorough }: NMinusOneContext
): bigint | { base: bigint; power: number } | null {
	const root = perfectPower(piece);
	if (root) return root;
	const d = pollardRho(piece, thorough ? rhoLimit : quickRhoLimit, spend);
	return d ?? (thorough ? ecmFactor(piece, { bounds: ecmBounds, spend }) : null);
}

/**
 * Theorem 4.1.3's condition for each prime q of F: some a with a^(n−1) ≡ 1 (mod n) and
 * gcd(a^((n−1)/q) − 1, n) = 1. Then every prime factor of n is 1 modulo F. False when a test
 * proves n composite (a^(n−1) ≢ 1 is Fermat's test failing; a gcd strictly between 1 and n is a
 * factor); null when no a below 64 witnesses some q.
 */
export function pocklingtonWitnesses(n: bigint, primes: Iterable<bigint>): boolean | null {
	const m = n - 1n;
	for (const q of primes) {
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

/**
 * Given that every prime factor of n is 1 modulo F (Theorem 4.1.3): n is prime when (F + 1)² > n
 * (Corollary 4.1.4: a composite n would have a prime factor at most √n), and when
 * n^(1/3) ≤ F < n^(1/2) exactly when c1² − 4c2 is not a square, where n = c2·F² + c1·F + 1 in base F
 * (Theorem 4.1.5). When it is a square s², n = (aF + 1)(bF + 1) with a, b = (c1 ± s)/2: false is
 * answered only with that factor checked. Null when F is too small for either.
 */
export function fromFactoredPart(n: bigint, f: bigint): boolean | null {
	if ((f + 1n) * (f + 1n) > n) return true;
	if (f * f * f < n) return null;
	const r = (n - 1n) / f;
	const c1 = r % f;
	const c2 = r / f;
	if (c2 >= f) return null;
	const disc = c1 * c1 - 4n * c2;
	if (disc < 0n) return true;
	const s = isqrt(disc);
	if (s * s !== disc) return true;
	const a = (c1 + s) / 2n;
	const factor = a * f + 1n;
	return (c1 + s) % 2n === 0n && factor > 1n && factor < n && n % factor === 0n ? false : null;
}

/**
 * A proof that the odd probable prime n is prime from n − 1 (Theorems 4.1.3 and 4.1.5): true when
 * proven, false when a test on the way proves n composite, null when n − 1 could not be split far
 * enough within the limits (or the budget hook stopped it, by throwing).
 */
export function nMinusOneProof(n: bigint, ctx: NMinusOneContext): boolean | null {
	const split = splitPart(n - 1n, (f) => f * f * f > n, ctx);
	if (split.f * split.f * split.f < n) return null;
	const witnessed = pocklingtonWitnesses(n, split.primes);
	if (witnessed !== true) return witnessed;
	return fromFactoredPart(n, split.f);
}
