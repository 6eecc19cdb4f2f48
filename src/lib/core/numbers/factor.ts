/**
 * Factorisation: trial division, then Pollard-Brent rho, and prime powers by roots.
 */
import { abs, gcd, perfectPower } from './integers';
import { isPrime, primeTestUnits } from './isprime';
import { smallPrimes, SIEVE_LIMIT } from './sieve';

/** Prime factors found (with multiplicity, increasing) and composite pieces left unsplit. */
export interface Factorization {
	primes: bigint[];
	unfactored: bigint[];
}

/** How far `factorize` may go, and how it reports the work it does. */
export interface FactorLimits {
	/** Pollard rho iterations per split (2^14 unless given); 0 stops after trial division. */
	rhoBudget?: number;
	/** Trial division by every prime up to this bound (2^16 - 1 unless given; at most 2^26). */
	trialBound?: number;
	/**
	 * The budget hook: called with the units spent as the work goes (a unit is 1024 trial
	 * divisions or 64 rho steps). A caller with a budget throws from it to stop the factorisation,
	 * as the Subsets checker does to answer "unknown" rather than run long; without it the
	 * factorisation runs to its own limits.
	 */
	spend?: (units: number) => void;
}

/** Trial divisions per unit reported to `FactorLimits.spend`. */
const divisionsPerUnit = 1024;
/** Numbers from here on are divided as BigInt: a double no longer holds them exactly. */
const TWO_53 = 1n << 53n;

/** The primes up to a bound dividing n, with their exponents, and the cofactor free of them. */
export interface TrialFactors {
	/** [prime, exponent] in increasing order of the prime, every prime at most the bound. */
	factors: [bigint, number][];
	/** |n| divided by those primes: 1, or a number above the bound with no prime factor up to it. */
	rest: bigint;
}

/**
 * Splits |n| (n != 0) by trial division by every prime up to `bound` (at most 2^26). A cofactor
 * above 2^53 that `isProvenPrime` proves prime (primality.ts passes `provenPrime`, which factors
 * in turn: hence a parameter, not an import) is recognised first, so it costs no divisions;
 * `spend`, when given, hears of the work as in `FactorLimits`.
 */
export function trialFactorWith(
	n: bigint,
	bound: number,
	spend: ((units: number) => void) | undefined,
	isProvenPrime: (m: bigint, spend?: (units: number) => void) => boolean
): TrialFactors {
	let m = abs(n);
	if (m === 0n) throw new RangeError('Zero has no factorisation.');
	if (!(bound <= 1 << 26)) throw new RangeError('Trial division goes at most to 2^26.');
	const factors: [bigint, number][] = [];
	if (bound >= 2 && (m & 1n) === 0n) {
		let e = 0;
		while ((m & 1n) === 0n) {
			m >>= 1n;
			e++;
		}
		factors.push([2n, e]);
	}
	// Candidates: the odd small primes, then every odd number past them (the composite ones
	// cannot divide, their prime factors being gone already).
	const lastSmall = smallPrimes[smallPrimes.length - 1];
	const candidate = (i: number): number =>
		i < smallPrimes.length ? smallPrimes[i] : lastSmall + 2 * (i - smallPrimes.length + 1);
	let i = 1;
	let divisions = 0;
	const count = (): void => {
		if (spend && ++divisions % divisionsPerUnit === 0) spend(1);
	};
	// BigInt division while m does not fit a double, unless m is prime (a large prime would
	// otherwise take every division up to the bound).
	let prime = m >= TWO_53 && isProvenPrime(m, spend);
	for (let q = candidate(i); !prime && m >= TWO_53 && q <= bound; q = candidate(++i)) {
		const bq = BigInt(q);
		if (bq * bq > m) break;
		count();
		if (m % bq !== 0n) continue;
		let e = 0;
		while (m % bq === 0n) {
			m /= bq;
			e++;
		}
		factors.push([bq, e]);
		prime = m >= TWO_53 && isProvenPrime(m, spend);
	}
	if (!prime && m < TWO_53) {
		let r = Number(m);
		// The hot loop of a factorisation (a modulus p·q of two primes near 2^20 tries half a
		// million divisors): plain double arithmetic, the work counted in whole units.
		let q = candidate(i);
		let sinceSpent = divisions % divisionsPerUnit;
		while (q <= bound && q * q <= r) {
			if (r % q === 0) {
				let e = 0;
				while (r % q === 0) {
					r /= q;
					e++;
				}
				factors.push([BigInt(q), e]);
			}
			if (++sinceSpent === divisionsPerUnit) {
				sinceSpent = 0;
				spend?.(1);
			}
			q = ++i < smallPrimes.length ? smallPrimes[i] : q + 2;
		}
		m = BigInt(r);
	}
	// What is left below the bound had no factor up to its square root: a prime.
	if (m > 1n && m <= BigInt(bound)) {
		factors.push([m, 1]);
		m = 1n;
	}
	return { factors, rest: m };
}

/**
 * Factors |n| (n != 0): trial division up to `trialBound`, then Pollard-Brent rho with at most
 * `rhoBudget` iterations per split, and prime powers found by roots. What the limits could not
 * split is returned in `unfactored`; `spend` hears of the work (see `FactorLimits`), and
 * `isProvenPrime` is as in `trialFactorWith`.
 */
export function factorizeWith(
	n: bigint,
	limits: FactorLimits,
	isProvenPrime: (m: bigint, spend?: (units: number) => void) => boolean
): Factorization {
	const { rhoBudget = 1 << 14, trialBound = SIEVE_LIMIT - 1, spend } = limits;
	const { factors, rest } = trialFactorWith(n, trialBound, spend, isProvenPrime);
	const primes: bigint[] = [];
	for (const [p, e] of factors) for (let k = 0; k < e; k++) primes.push(p);
	const unfactored: bigint[] = [];
	const pending = rest > 1n ? [rest] : [];
	while (pending.length > 0) {
		const piece = pending.pop()!;
		// Charged before it runs, so that a budget stops the test of a huge piece beforehand.
		spend?.(primeTestUnits(piece));
		if (isPrime(piece)) {
			primes.push(piece);
			continue;
		}
		const d = rhoBudget > 0 ? pollardRho(piece, rhoBudget, spend) : null;
		if (d !== null) {
			pending.push(d, piece / d);
			continue;
		}
		// Rho can miss prime powers; look for one before giving up on the piece.
		const root = piece.toString(2).length <= 1024 ? perfectPower(piece) : null;
		if (root) for (let k = 0; k < root.power; k++) pending.push(root.base);
		else unfactored.push(piece);
	}
	primes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
	return { primes, unfactored };
}

/** A factor 1 < d < n of the odd composite n by Pollard-Brent rho, or null within the budget. */
export function pollardRho(
	n: bigint,
	budget: number,
	spend?: (units: number) => void
): bigint | null {
	let spent = 0;
	for (let c = 1n; c < 20n && spent < budget; c++) {
		let y = 2n;
		let x = y;
		let ys = y;
		let g = 1n;
		let q = 1n;
		let r = 1;
		const batch = 64;
		while (g === 1n && spent < budget) {
			x = y;
			for (let i = 0; i < r; i++) y = (y * y + c) % n;
			for (let k = 0; k < r && g === 1n; k += batch) {
				ys = y;
				const steps = Math.min(batch, r - k);
				for (let i = 0; i < steps; i++) {
					y = (y * y + c) % n;
					q = (q * abs(x - y)) % n;
				}
				spent += steps;
				spend?.(1);
				g = gcd(q, n);
			}
			r *= 2;
		}
		if (g === n) {
			// The batch overshot: step back one at a time from the saved point.
			g = 1n;
			for (let i = 0; i < 4 * batch && g === 1n; i++) {
				ys = (ys * ys + c) % n;
				g = gcd(abs(x - ys), n);
			}
		}
		if (g !== 1n && g !== n) return g;
	}
	return null;
}
