/**
 * Primality proofs for the numbers people write on cards by their form, of any size the budget
 * allows: Mersenne numbers 2^p − 1 by the Lucas–Lehmer test, and Proth numbers k·2^m + 1
 * (k < 2^m, Fermat numbers among them) by Proth's theorem, which with a = 3 is Pépin's test.
 */
import { jacobiSmall, powMod } from './probable';

/** The budget hook, as in FactorLimits.spend. */
type Spend = ((units: number) => void) | undefined;

/**
 * Work units for `count` multiplications modulo a number of `bits` bits: a unit is about 128
 * multiplications of 128-bit numbers, and a product costs about the square of the length.
 */
function charge(spend: Spend, count: number, bits: number): void {
	if (!spend) return;
	const scale = Math.max(1, bits / 128) ** 2;
	spend(Math.ceil((count * scale) / 128));
}

/**
 * The Lucas–Lehmer test (É. Lucas, 1878; D. H. Lehmer, "An extended theory of Lucas'
 * functions", Annals of Mathematics, 1930): for an odd prime p, 2^p − 1 is prime exactly when s(p − 2) ≡ 0 (mod 2^p − 1),
 * where s(0) = 4 and s(k + 1) = s(k)² − 2. The exponent p must be an odd prime; the reduction
 * modulo 2^p − 1 is by shifts (2^p ≡ 1).
 */
export function lucasLehmer(p: number, spend?: Spend): boolean {
	const m = (1n << BigInt(p)) - 1n;
	const shift = BigInt(p);
	let s = 4n;
	const batch = 64;
	for (let i = 0; i < p - 2; i++) {
		let t = s * s;
		t = (t & m) + (t >> shift);
		if (t >= m) t -= m;
		s = t >= 2n ? t - 2n : t + m - 2n;
		if (i % batch === batch - 1) charge(spend, batch, p);
	}
	return s === 0n;
}

/**
 * Proth's theorem (Proth 1878; it is Pocklington's theorem, Crandall & Pomerance Theorem 4.1.3,
 * with F = 2^m: F > k makes F² ≥ n, so (F + 1)² > n): n = k·2^m + 1 with k odd and k < 2^m is
 * prime when a^((n−1)/2) ≡ −1 (mod n) for some a. With (a/n) = −1, a prime n must pass (Euler's
 * criterion), so a failure proves n composite. For n = 2^(2^j) + 1 and a = 3 this is Pépin's
 * test (T. Pépin, "Sur la formule 2^(2^n) + 1", Comptes rendus de l'Académie des sciences,
 * 1877; its statement checked against ProofWiki's "Pépin's Test"). True or false, or null when no small a has (a/n) = −1 (n a square).
 */
export function prothTest(n: bigint, spend?: Spend): boolean | null {
	const bits = n.toString(2).length;
	for (const a of [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]) {
		if (BigInt(a) >= n) break;
		const symbol = jacobiSmall(a, n);
		if (symbol === 0) return false;
		if (symbol === 1) continue;
		charge(spend, 1.5 * bits, bits);
		return powMod(BigInt(a), (n - 1n) >> 1n, n) === n - 1n;
	}
	return null;
}

/** k and m with n = k·2^m + 1, k odd, when k < 2^m (a Proth number); else null. */
export function prothForm(n: bigint): { k: bigint; m: number } | null {
	if (n < 3n) return null;
	const x = n - 1n;
	let m = 0;
	while (((x >> BigInt(m)) & 1n) === 0n) m++;
	const k = x >> BigInt(m);
	return m > 0 && k < 1n << BigInt(m) ? { k, m } : null;
}

/**
 * A proof by the form of n (odd, past the small range): Lucas–Lehmer when n = 2^p − 1, Proth
 * when n = k·2^m + 1 with k < 2^m; null when n has neither form (or no proof came of it).
 */
export function specialFormProof(n: bigint, spend?: Spend): boolean | null {
	if (((n + 1n) & n) === 0n) {
		const p = n.toString(2).length;
		// 2^p − 1 with p composite has the factor 2^d − 1 for each divisor d of p.
		for (let d = 2; d * d <= p; d++) if (p % d === 0) return false;
		return lucasLehmer(p, spend);
	}
	return prothForm(n) ? prothTest(n, spend) : null;
}
