/**
 * Modular arithmetic on BigInt: remainders, least common multiples, Bézout coefficients, inverses
 * and the Chinese remainder theorem. The one home of these; the Subsets test oracle keeps its own
 * copy on purpose (subsets-checker/testing/oracle.ts), so a mistake here cannot hide behind itself.
 */
import { gcd } from './integers';

/** Mathematical remainder in 0..m-1 for m > 0. */
export function bmod(a: bigint, m: bigint): bigint {
	const r = a % m;
	return r < 0n ? r + m : r;
}

/** The least common multiple of two positive BigInts. */
export function blcm(a: bigint, b: bigint): bigint {
	return (a / gcd(a, b)) * b;
}

/** [g, s] with g = gcd(a, b) (up to sign) and a·s ≡ g (mod b): the extended Euclid algorithm. */
export function egcd(a: bigint, b: bigint): [bigint, bigint] {
	let [r0, r1] = [a, b];
	let [s0, s1] = [1n, 0n];
	while (r1) {
		const q = r0 / r1;
		[r0, r1] = [r1, r0 - q * r1];
		[s0, s1] = [s1, s0 - q * s1];
	}
	return [r0, s0];
}

/** The inverse of a modulo m > 0, in 0..m-1, when gcd(a, m) = 1 (0 for m = 1). */
export function modInverse(a: bigint, m: bigint): bigint {
	return m === 1n ? 0n : bmod(egcd(bmod(a, m), m)[1], m);
}

/**
 * The x with x ≡ r1 (mod m1) and x ≡ r2 (mod m2), as [x, lcm(m1, m2)] with 0 <= x < lcm, or null
 * when the two disagree (m1, m2 > 0).
 */
export function crt(r1: bigint, m1: bigint, r2: bigint, m2: bigint): [bigint, bigint] | null {
	const [g, s] = egcd(m1, m2);
	const diff = r2 - r1;
	if (diff % g !== 0n) return null;
	const l = (m1 / g) * m2;
	return [bmod(r1 + m1 * bmod((diff / g) * s, m2 / g), l), l];
}

/**
 * `crt` for coprime moduli, where the two classes always meet: [x, m1·m2]. A TypeError when they
 * do not, which only a caller passing moduli with a common factor can cause.
 */
export function crtCoprime(r1: bigint, m1: bigint, r2: bigint, m2: bigint): [bigint, bigint] {
	const met = crt(r1, m1, r2, m2);
	if (met === null) throw new TypeError('The moduli share a factor.');
	return met;
}
