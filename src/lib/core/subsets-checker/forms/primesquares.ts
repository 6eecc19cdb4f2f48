/**
 * The primes and the squares at a reading's modulus (compile.ts): the small ones exactly, and
 * above them the residues they may leave, kept on the question's shelf by kind and modulus.
 */
import { gcdNumber } from '../../numbers/integers';
import { primesUpTo } from '../../numbers/primality';
import * as N from './numset';
import * as P from './periodic';
import { factorize } from './residuebases';
import { rat, type Rat } from '../arithmetic/rational';
import { type Approx } from './approx';
import * as S from './setnf';
import { Shelf, type Work } from '../work';

function largestPrimeFactor(m: number): number {
	let largest = 1;
	for (let p = 2; p * p <= m; p++) {
		while (m % p === 0) {
			largest = p;
			m /= p;
		}
	}
	return m > 1 ? Math.max(largest, m) : largest;
}

/** The approximations of primes and squares a question built, by kind and modulus. */
const approximations = new Shelf<Approx>('approximations');

/** Primes: exactly the small ones below; above, numbers coprime to the modulus. */
export function primesApprox(w: Work, m: number): Approx {
	const key = `prime ${m}`;
	const cached = w.kept(approximations).get(key);
	if (cached) return cached;
	if (m > P.maxPeriod) {
		const result = primesByFactors(w, m);
		w.kept(approximations).set(key, result);
		return result;
	}
	const bound = Math.max(largestPrimeFactor(m), 50);
	const small = primesUpTo(bound).map((p) => rat(BigInt(p)));
	const lo = S.numbers(N.ratPoints(small));
	// The residues coprime to m: a sieve by m's prime factors (a gcd per residue cost more).
	const shared = new Uint8Array(m);
	let rest = m;
	for (let p = 2; rest > 1; p++) {
		if (p * p > rest) p = rest;
		if (rest % p) continue;
		while (rest % p === 0) rest /= p;
		for (let r = 0; r < m; r += p) shared[r] = 1;
	}
	const coprime: number[] = [];
	for (let r = 0; r < m; r++) if (!shared[r]) coprime.push(r);
	const above: N.NumSet = {
		d: 1n,
		lat: P.classes(m, coprime, BigInt(bound) + 1n, null),
		q: [],
		irr: [],
		pts: []
	};
	const result = { lo, hi: S.numbers(N.union(w, lo.num, above)) };
	w.kept(approximations).set(key, result);
	return result;
}

/**
 * Primes for a modulus too large to list its residues: the primes up to 50, the prime factors of
 * m, and above 50 the numbers with no remainder 0 on division by any factor of m. Every prime
 * either divides m or leaves a non-zero remainder on division by each of its factors.
 */
function primesByFactors(w: Work, m: number): Approx {
	const small = primesUpTo(50).map((p) => rat(BigInt(p)));
	const lo = S.numbers(N.ratPoints(small));
	const factors = factorize(w, BigInt(m)).map(([b]) => b);
	let above = P.fullRange(51n, null);
	for (const b of factors) above = P.inter(w, above, P.listedClasses(w, b, [0n], false));
	const hi = N.union(w, N.union(w, lo.num, N.ratPoints(factors.map((b) => rat(b)))), {
		d: 1n,
		lat: above,
		q: [],
		irr: [],
		pts: []
	});
	return { lo, hi: S.numbers(hi) };
}

/** The part of a large modulus that residue tables can take (squares and polynomials use it). */
export function periodPart(m: number): number {
	return m <= P.maxPeriod ? m : gcdNumber(m, 720720);
}

/** Squares of integers: the first few exactly; above, residues that squares can leave. */
export function squaresApprox(w: Work, m: number): Approx {
	m = periodPart(m);
	const key = `square ${m}`;
	const cached = w.kept(approximations).get(key);
	if (cached) return cached;
	const k = 12n;
	const small: Rat[] = [];
	for (let i = 0n; i <= k; i++) small.push(rat(i * i));
	const lo = S.numbers(N.ratPoints(small));
	const qr = new Set<number>();
	for (let r = 0; r < m; r++) qr.add((r * r) % m);
	const above: N.NumSet = {
		d: 1n,
		lat: P.classes(m, qr, k * k + 1n, null),
		q: [],
		irr: [],
		pts: []
	};
	const result = { lo, hi: S.numbers(N.union(w, lo.num, above)) };
	w.kept(approximations).set(key, result);
	return result;
}
