/**
 * Roots of a polynomial with whole coefficients modulo a prime power, by number theory rather
 * than by trying every remainder, so that x² ≡ 4 (mod 1000003) or x² ≡ 1 (mod 3^12) cost a few
 * steps instead of a million.
 *
 * Modulo a prime p: the first degree directly, the second by the discriminant (Euler's criterion
 * says whether it is a square, Tonelli and Shanks find its root), and higher degrees by the gcd
 * with x^p − x (the product of x − r over the roots r, computed by repeated squaring modulo the
 * polynomial) split into its linear factors by Cantor and Zassenhaus's equal-degree splitting.
 * Small primes are simply tried. Every root found is checked by evaluating the polynomial.
 *
 * Modulo p^e: the solutions are classes r mod p^j (j ≤ e). With g = f/p^v (v: the power of p
 * dividing every coefficient), each root r of g mod p leads to h(t) = g(r + p·t), whose
 * coefficients are all divisible by p, and the solutions of h mod p^(e − v) give those of f
 * with x = r + p·t. The modulus drops at each step, so this ends; a root where g′(r) ≢ 0 lifts
 * to exactly one class (Hensel), and a singular root lifts to every class, or to none, or splits
 * further, as the recursion finds. The classes it returns are disjoint, and there are at most as
 * many as the degree.
 */
import { TooComplex } from '../errors';
import { bmod, modInverse } from '../../numbers/modular';
import { powMod, provenPrime } from '../../numbers/primality';
import { horner } from '../read/ir';
import type { Work } from '../work';

/** The numbers x ≡ r (mod p^level); level 0 is every number. */
export interface RootClass {
	r: bigint;
	level: number;
}

/** Primes up to this are searched remainder by remainder for roots of degree 3 and more. */
const searchPrimes = 512n;
/** Tries of the equal-degree splitting before giving up (each splits with chance about 1/2). */
const splitTries = 64;

type Poly = bigint[];

/** Coefficients reduced mod m, trailing zeros dropped (the zero polynomial is []). */
function reduce(f: Poly, m: bigint): Poly {
	const out = f.map((c) => bmod(c, m));
	while (out.length && out[out.length - 1] === 0n) out.pop();
	return out;
}

function evalMod(f: Poly, x: bigint, m: bigint): bigint {
	const v = horner(f, 0n, (acc, c) => (acc * x + c) % m);
	return bmod(v, m);
}

/** a mod b over the integers mod p, for b ≠ 0 (reduced). */
function polyRem(w: Work, a: Poly, b: Poly, p: bigint): Poly {
	const r = a.slice();
	const db = b.length - 1;
	const inv = modInverse(b[db], p);
	w.spend(Math.max(1, (r.length - db) * b.length));
	for (let i = r.length - 1; i >= db; i--) {
		const c = bmod(r[i] * inv, p);
		if (c === 0n) continue;
		for (let j = 0; j <= db; j++) r[i - db + j] = bmod(r[i - db + j] - c * b[j], p);
	}
	return reduce(r.slice(0, db), p);
}

function polyMulMod(w: Work, a: Poly, b: Poly, f: Poly, p: bigint): Poly {
	if (!a.length || !b.length) return [];
	w.spend(a.length * b.length);
	const out: Poly = new Array<bigint>(a.length + b.length - 1).fill(0n);
	for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
	return polyRem(w, reduce(out, p), f, p);
}

/** base^n mod f over the integers mod p. */
function polyPowMod(w: Work, base: Poly, n: bigint, f: Poly, p: bigint): Poly {
	let result: Poly = [1n];
	let b = polyRem(w, base, f, p);
	while (n > 0n) {
		if (n & 1n) result = polyMulMod(w, result, b, f, p);
		n >>= 1n;
		if (n > 0n) b = polyMulMod(w, b, b, f, p);
	}
	return result;
}

/** The monic gcd of a and b over the integers mod p. */
function polyGcd(w: Work, a: Poly, b: Poly, p: bigint): Poly {
	let x = reduce(a, p);
	let y = reduce(b, p);
	while (y.length) [x, y] = [y, polyRem(w, x, y, p)];
	if (!x.length) return x;
	const inv = modInverse(x[x.length - 1], p);
	return x.map((c) => bmod(c * inv, p));
}

function sub(a: Poly, b: Poly, p: bigint): Poly {
	const out: Poly = [];
	for (let i = 0; i < Math.max(a.length, b.length); i++) out.push((a[i] ?? 0n) - (b[i] ?? 0n));
	return reduce(out, p);
}

/** A square root of a mod the odd prime p, for a square a (Tonelli and Shanks). */
function sqrtMod(w: Work, a: bigint, p: bigint): bigint {
	a = bmod(a, p);
	if (a === 0n) return 0n;
	if (p % 4n === 3n) return powMod(a, (p + 1n) / 4n, p);
	let q = p - 1n;
	let s = 0;
	while (q % 2n === 0n) {
		q /= 2n;
		s++;
	}
	// A non-square z: half the numbers are, and the search is bounded.
	let z = 2n;
	while (powMod(z, (p - 1n) / 2n, p) !== p - 1n) {
		w.spend(1);
		z++;
		if (z > 10000n) throw new TooComplex('no non-square found for a square root');
	}
	let m = s;
	let c = powMod(z, q, p);
	let t = powMod(a, q, p);
	let r = powMod(a, (q + 1n) / 2n, p);
	while (t !== 1n) {
		w.spend(m);
		let i = 0;
		let t2 = t;
		while (t2 !== 1n) {
			t2 = (t2 * t2) % p;
			i++;
			if (i === m) throw new TooComplex('a square root that does not exist');
		}
		let b = c;
		for (let j = 0; j < m - i - 1; j++) b = (b * b) % p;
		m = i;
		c = (b * b) % p;
		t = (t * c) % p;
		r = (r * b) % p;
	}
	return r;
}

/** The roots of the squarefree product of linear factors h (monic), by equal-degree splitting. */
function splitLinear(w: Work, h: Poly, p: bigint, out: bigint[]): void {
	if (h.length === 1) return;
	if (h.length === 2) {
		out.push(bmod(-h[0], p));
		return;
	}
	const half = (p - 1n) / 2n;
	for (let a = 0n; a < BigInt(splitTries); a++) {
		// (x + a)^((p − 1)/2) − 1 vanishes at the roots r where r + a is a non-zero square.
		const power = polyPowMod(w, [a, 1n], half, h, p);
		const g = polyGcd(w, h, sub(power, [1n], p), p);
		if (g.length > 1 && g.length < h.length) {
			splitLinear(w, g, p, out);
			splitLinear(w, polyDiv(w, h, g, p), p, out);
			return;
		}
	}
	throw new TooComplex('a polynomial whose roots modulo a large prime did not split');
}

/** a / b over the integers mod p, for b dividing a (b monic). */
function polyDiv(w: Work, a: Poly, b: Poly, p: bigint): Poly {
	const r = a.slice();
	const db = b.length - 1;
	const q: Poly = new Array<bigint>(a.length - db).fill(0n);
	w.spend(q.length * b.length);
	for (let i = r.length - 1; i >= db; i--) {
		const c = bmod(r[i], p);
		q[i - db] = c;
		if (c === 0n) continue;
		for (let j = 0; j <= db; j++) r[i - db + j] = bmod(r[i - db + j] - c * b[j], p);
	}
	return reduce(q, p);
}

/**
 * The distinct roots in [0, p) of f modulo the prime p (f not the zero polynomial mod p), sorted.
 * The caller has proven p prime.
 */
export function rootsModPrime(w: Work, f: Poly, p: bigint): bigint[] {
	const g = reduce(f, p);
	if (!g.length) throw new TooComplex('the zero polynomial has every root');
	const d = g.length - 1;
	let roots: bigint[];
	if (d === 0) return [];
	if (d === 1) roots = [bmod(-g[0] * modInverse(g[1], p), p)];
	else if (p === 2n || (d > 2 && p <= searchPrimes)) {
		w.spend(Number(p) * g.length);
		roots = [];
		for (let x = 0n; x < p; x++) if (evalMod(g, x, p) === 0n) roots.push(x);
	} else if (d === 2) {
		const [c, b, a] = g;
		const disc = bmod(b * b - 4n * a * c, p);
		const inv2a = modInverse(bmod(2n * a, p), p);
		if (disc === 0n) roots = [bmod(-b * inv2a, p)];
		else if (powMod(disc, (p - 1n) / 2n, p) !== 1n) roots = [];
		else {
			const s = sqrtMod(w, disc, p);
			roots = [bmod((-b + s) * inv2a, p), bmod((-b - s) * inv2a, p)];
		}
	} else {
		// gcd(g, x^p − x) is the product of x − r over the distinct roots r.
		const xp = polyPowMod(w, [0n, 1n], p, g, p);
		const h = polyGcd(w, g, sub(xp, [0n, 1n], p), p);
		roots = [];
		splitLinear(w, h, p, roots);
		if (roots.length !== h.length - 1) throw new TooComplex('roots modulo a prime went missing');
	}
	roots = [...new Set(roots)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
	// Every root is checked; a wrong one would make a wrong set.
	for (const r of roots)
		if (evalMod(g, r, p) !== 0n) throw new TooComplex('a root modulo a prime that is not one');
	return roots;
}

/** The power of p dividing every coefficient of f (at most cap). */
function contentValuation(f: Poly, p: bigint, cap: number): number {
	let v = cap;
	for (const c of f) {
		if (c === 0n) continue;
		let k = 0;
		let x = c;
		while (k < v && x % p === 0n) {
			x /= p;
			k++;
		}
		v = Math.min(v, k);
		if (v === 0) break;
	}
	return v;
}

/** f(r + p·t) as a polynomial in t, coefficients mod m. */
function shifted(w: Work, f: Poly, r: bigint, p: bigint, m: bigint): Poly {
	w.spend(f.length * f.length);
	return horner(f, [] as Poly, (acc, c) => {
		// acc·(r + p·t) + f_i
		const next: Poly = new Array<bigint>(acc.length + 1).fill(0n);
		for (let j = 0; j < acc.length; j++) {
			next[j] += acc[j] * r;
			next[j + 1] += acc[j] * p;
		}
		next[0] += c;
		return next.map((v) => bmod(v, m));
	});
}

function classesOf(w: Work, f: Poly, p: bigint, e: number): RootClass[] {
	if (e <= 0) return [{ r: 0n, level: 0 }];
	const pe = p ** BigInt(e);
	const reduced = f.map((c) => bmod(c, pe));
	const v = contentValuation(reduced, p, e);
	if (v >= e) return [{ r: 0n, level: 0 }];
	const pv = p ** BigInt(v);
	const g = reduced.map((c) => c / pv);
	const rest = e - v;
	const out: RootClass[] = [];
	for (const r of rootsModPrime(w, g, p)) {
		const h = shifted(w, g, r, p, p ** BigInt(rest));
		for (const c of classesOf(w, h, p, rest)) {
			const level = c.level + 1;
			out.push({ r: bmod(r + p * c.r, p ** BigInt(level)), level });
		}
	}
	return out;
}

/**
 * The whole x with f(x) ≡ 0 (mod p^e), as disjoint classes x ≡ r (mod p^level), level ≤ e.
 * Throws TooComplex when p cannot be proven prime.
 */
export function rootClasses(w: Work, f: Poly, p: bigint, e: number): RootClass[] {
	if (provenPrime(p) !== true) throw new TooComplex('a large factor of a modulus not proven prime');
	return classesOf(w, f, p, e);
}
