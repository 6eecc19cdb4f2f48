/**
 * Lenstra's elliptic-curve factoring (ECM), for the factors Pollard rho is too slow to find (past
 * about 2^30): Montgomery curves B·y² = x³ + A·x² + x in projective x-only coordinates (X : Z),
 * Suyama's parametrisation, stage 1 to a bound B1 and a baby-step giant-step stage 2 to B2. See
 * Crandall & Pomerance, Prime Numbers: A Computational Perspective, 2nd ed., §7.4 (Algorithms
 * 7.4.4 and 7.4.5, Montgomery's curves and Suyama's parametrisation), and Montgomery, "Speeding
 * the Pollard and elliptic curve methods of factorization", Math. Comp. 48 (1987).
 *
 * Everything is deterministic (the curves are σ = 6, 7, 8, ...), so the same number always takes
 * the same work; the work is reported to `spend` as the factoring in factor.ts reports it.
 */
import { gcd } from './integers';
import { primesUpTo } from './sieve';

/** A point (X : Z) on the curve, the y coordinate dropped. */
interface Point {
	x: bigint;
	z: bigint;
}

/** One curve modulo n, with (A + 2)/4 and the multiplications counted. */
interface Curve {
	n: bigint;
	a24: bigint;
	count: (mulmods: number) => void;
}

/** 2P: four multiplications and a product by (A + 2)/4. */
function double(c: Curve, p: Point): Point {
	const { n } = c;
	const s = (p.x + p.z) % n;
	const d = (p.x - p.z + n) % n;
	const ss = (s * s) % n;
	const dd = (d * d) % n;
	const t = (ss - dd + n) % n;
	c.count(5);
	return { x: (ss * dd) % n, z: (t * ((dd + c.a24 * t) % n)) % n };
}

/** P + Q from P, Q and P − Q (Montgomery's differential addition). */
function add(c: Curve, p: Point, q: Point, diff: Point): Point {
	const { n } = c;
	const u = ((p.x - p.z + n) * (q.x + q.z)) % n;
	const v = ((p.x + p.z) * (q.x - q.z + n)) % n;
	const sum = u + v;
	const dif = u - v + n;
	c.count(6);
	return { x: (diff.z * ((sum * sum) % n)) % n, z: (diff.x * ((dif * dif) % n)) % n };
}

/** k·P for k >= 1 by Montgomery's ladder. */
function multiply(c: Curve, p: Point, k: bigint): Point {
	if (k === 1n) return p;
	let r0 = p;
	let r1 = double(c, p);
	const bits = k.toString(2);
	for (let i = 1; i < bits.length; i++) {
		if (bits.charCodeAt(i) === 49) {
			r0 = add(c, r1, r0, p);
			r1 = double(c, r1);
		} else {
			r1 = add(c, r1, r0, p);
			r0 = double(c, r0);
		}
	}
	return r0;
}

/**
 * The curve of Suyama's parameter σ and its starting point: u = σ² − 5, v = 4σ, the point
 * (u³ : v³) and (A + 2)/4 = (v − u)³(3u + v) / (16u³v). When 16u³v has a common factor with n,
 * that factor is returned instead.
 */
function suyama(
	n: bigint,
	sigma: bigint,
	count: (mulmods: number) => void
): { curve: Curve; point: Point } | bigint {
	const u = (sigma * sigma - 5n) % n;
	const v = (4n * sigma) % n;
	const u3 = (u * u * u) % n;
	const vu = (v - u + n) % n;
	const numerator = (((vu * vu * vu) % n) * ((3n * u + v) % n)) % n;
	const denominator = (16n * u3 * v) % n;
	const g = gcd(denominator, n);
	if (g !== 1n) return g;
	const a24 = (numerator * inverse(denominator, n)) % n;
	return { curve: { n, a24, count }, point: { x: u3, z: (v * v * v) % n } };
}

/** a⁻¹ mod n for a coprime to n (extended Euclid). */
function inverse(a: bigint, n: bigint): bigint {
	let [r0, r1] = [n, a % n];
	let [t0, t1] = [0n, 1n];
	while (r1 !== 0n) {
		const q = r0 / r1;
		[r0, r1] = [r1, r0 - q * r1];
		[t0, t1] = [t1, t0 - q * t1];
	}
	return ((t0 % n) + n) % n;
}

/** The stage 2 giant step: D = 2·3·5·7, and the odd j < D/2 prime to D as baby steps. */
const GIANT = 210;
const BABY = [
	1, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103
];

/**
 * Stage 2: with Q the stage-1 point, every prime q in (B1, B2] is m·D ± j for a giant step m and
 * a baby step j, and q·Q = O modulo a prime p of n makes the x coordinates of mD·Q and j·Q agree
 * modulo p, so p divides X(mD·Q)·Z(j·Q) − X(j·Q)·Z(mD·Q). The product of these is kept.
 */
function stageTwo(c: Curve, q: Point, b1: number, b2: number): bigint {
	const { n } = c;
	// Baby steps j·Q for odd j: Q, 3Q, 5Q, ... by differential addition with 2Q.
	const twice = double(c, q);
	const odd: Point[] = [q, add(c, twice, q, q)];
	while (odd.length < GIANT / 4) {
		const k = odd.length;
		odd.push(add(c, odd[k - 1], twice, odd[k - 2]));
	}
	const babies = BABY.map((j) => odd[(j - 1) / 2]);
	const giant = multiply(c, q, BigInt(GIANT));
	const first = Math.max(1, Math.floor(b1 / GIANT));
	// The giant steps mD·Q from m = first + 1 (the few primes just past B1 below it are left out).
	let previous = multiply(c, giant, BigInt(first));
	let current = multiply(c, giant, BigInt(first + 1));
	let product = 1n;
	for (let m = first + 1; (m - 1) * GIANT < b2; m++) {
		for (const b of babies) product = (product * ((current.x * b.z - b.x * current.z) % n)) % n;
		c.count(3 * babies.length);
		const next = add(c, current, giant, previous);
		previous = current;
		current = next;
	}
	return product;
}

/** One curve's attempt: a factor 1 < d < n, or null. */
function tryCurve(
	n: bigint,
	sigma: bigint,
	b1: number,
	b2: number,
	primes: readonly number[],
	count: (mulmods: number) => void
): bigint | null {
	const start = suyama(n, sigma, count);
	if (typeof start === 'bigint') return start !== n ? start : null;
	const { curve } = start;
	let point = start.point;
	// Stage 1: Q = (the product of every prime power up to B1)·P.
	for (const p of primes) {
		if (p > b1) break;
		let power = p;
		while (power * p <= b1) power *= p;
		point = multiply(curve, point, BigInt(power));
	}
	const g1 = gcd(point.z, n);
	if (g1 !== 1n) return g1 !== n ? g1 : null;
	const g2 = gcd(stageTwo(curve, point, b1, b2), n);
	return g2 !== 1n && g2 !== n ? g2 : null;
}

/** How hard `ecmFactor` tries: curves with growing B1 (B2 = 50·B1), a few of each. */
export interface EcmLimits {
	/** The stage 1 bounds, one entry per curve, tried in order. */
	bounds: readonly number[];
	/** Called with work units (128 modular multiplications each), as FactorLimits.spend. */
	spend?: (units: number) => void;
}

/** Multiplications modulo n per unit reported to `spend`. */
const mulmodsPerUnit = 128;

/**
 * A factor 1 < d < n of the odd composite n (not a prime power) found by ECM within the limits,
 * or null. The factor need not be prime.
 */
export function ecmFactor(n: bigint, limits: EcmLimits): bigint | null {
	const largest = Math.max(0, ...limits.bounds);
	const primes = primesUpTo(largest);
	let done = 0;
	const count = (mulmods: number): void => {
		done += mulmods;
		if (done >= mulmodsPerUnit) {
			const units = Math.floor(done / mulmodsPerUnit);
			done -= units * mulmodsPerUnit;
			limits.spend?.(units);
		}
	};
	for (let i = 0; i < limits.bounds.length; i++) {
		const b1 = limits.bounds[i];
		const d = tryCurve(n, BigInt(6 + i), b1, 50 * b1, primes, count);
		if (d !== null) return d;
	}
	return null;
}
