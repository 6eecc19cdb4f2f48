import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { primesUpTo } from '../../numbers/primality';
import { Work } from '../work';
import { rootClasses, rootsModPrime } from './polyroots';

// Roots checked by trying every remainder with plain number arithmetic, never through the
// module's own arithmetic.

/** f(x) mod m for small numbers (every product stays below 2^53). */
function valueMod(f: number[], x: number, m: number): number {
	let v = 0;
	for (let i = f.length - 1; i >= 0; i--) v = (((v * x + f[i]) % m) + m) % m;
	return v;
}

function bruteRoots(f: number[], m: number): number[] {
	const out: number[] = [];
	for (let x = 0; x < m; x++) if (valueMod(f, x, m) === 0) out.push(x);
	return out;
}

/** The remainders mod m = p^e that the classes cover, each once (the classes are disjoint). */
function covered(classes: { r: bigint; level: number }[], p: number, e: number): number[] {
	const m = p ** e;
	const out: number[] = [];
	for (const c of classes) {
		const step = p ** c.level;
		expect(Number(c.r)).toBeLessThan(step);
		for (let x = Number(c.r); x < m; x += step) out.push(x);
	}
	return out.sort((a, b) => a - b);
}

const primes = primesUpTo(4000);
const coefArb = fc.integer({ min: -50, max: 50 });

describe('roots modulo a prime', () => {
	it('are every root and only roots, for primes up to a few thousand and degrees up to 5', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...primes),
				fc.array(coefArb, { minLength: 2, maxLength: 6 }),
				(p, f) => {
					if (f.every((c) => c % p === 0)) return;
					const found = rootsModPrime(new Work(), f.map(BigInt), BigInt(p)).map(Number);
					expect(found).toEqual(bruteRoots(f, p));
				}
			),
			{ numRuns: 300 }
		);
	});

	it('are found for products of linear factors, which always have roots', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...primes.filter((p) => p > 600)),
				fc.array(fc.integer({ min: 0, max: 3999 }), { minLength: 3, maxLength: 6 }),
				(p, rs) => {
					// ∏ (x − r) expanded with number arithmetic mod p.
					let f = [1];
					for (const r of rs) {
						const next = new Array<number>(f.length + 1).fill(0);
						for (let i = 0; i < f.length; i++) {
							next[i + 1] = (next[i + 1] + f[i]) % p;
							next[i] = (((next[i] - f[i] * r) % p) + p) % p;
						}
						f = next;
					}
					const found = rootsModPrime(new Work(), f.map(BigInt), BigInt(p)).map(Number);
					expect(found).toEqual([...new Set(rs.map((r) => r % p))].sort((a, b) => a - b));
				}
			),
			{ numRuns: 100 }
		);
	});

	it('settle x² = 4 and x² = −1 modulo primes near a million', () => {
		const w = new Work();
		expect(rootsModPrime(w, [-4n, 0n, 1n], 1000003n)).toEqual([2n, 1000001n]);
		// −1 is a square modulo p exactly when p ≡ 1 (mod 4).
		expect(1000003n % 4n).toBe(3n);
		expect(rootsModPrime(w, [1n, 0n, 1n], 1000003n)).toEqual([]);
		expect(1000033n % 4n).toBe(1n);
		const roots = rootsModPrime(w, [1n, 0n, 1n], 1000033n);
		expect(roots).toHaveLength(2);
		for (const r of roots) expect((r * r + 1n) % 1000033n).toBe(0n);
		// Cube roots of unity: three modulo 1000003 (≡ 1 mod 3), one modulo 10^9 + 7 (≡ 2 mod 3).
		const cubes = rootsModPrime(w, [-1n, 0n, 0n, 1n], 1000003n);
		expect(cubes).toHaveLength(3);
		for (const r of cubes) expect((r * r * r - 1n) % 1000003n).toBe(0n);
		expect(rootsModPrime(w, [-1n, 0n, 0n, 1n], 1000000007n)).toEqual([1n]);
	});
});

describe('roots modulo a prime power', () => {
	it('are the remainders brute force finds, singular roots included', () => {
		const powers: [number, number][] = [];
		for (const p of [2, 3, 5, 7, 11, 13]) for (let e = 1; p ** e <= 3000; e++) powers.push([p, e]);
		fc.assert(
			fc.property(
				fc.constantFrom(...powers),
				fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 5 }),
				([p, e], f) => {
					const classes = rootClasses(new Work(), f.map(BigInt), BigInt(p), e);
					expect(covered(classes, p, e)).toEqual(bruteRoots(f, p ** e));
				}
			),
			{ numRuns: 400 }
		);
	});

	it('handle powers of a polynomial with a repeated root, which lift to whole classes', () => {
		const w = new Work();
		// x² ≡ 0 (mod 3^5): x ≡ 0 (mod 27).
		expect(rootClasses(w, [0n, 0n, 1n], 3n, 5)).toEqual([{ r: 0n, level: 3 }]);
		// (x − 1)² ≡ 0 (mod 2^4): x ≡ 1 (mod 4).
		expect(covered(rootClasses(w, [1n, -2n, 1n], 2n, 4), 2, 4)).toEqual(bruteRoots([1, -2, 1], 16));
		// x² ≡ 1 (mod 3^12): ±1, one class each.
		expect(rootClasses(w, [-1n, 0n, 1n], 3n, 12)).toEqual([
			{ r: 1n, level: 12 },
			{ r: 531440n, level: 12 }
		]);
		// Every number when p^e divides every coefficient.
		expect(rootClasses(w, [9n, 27n], 3n, 2)).toEqual([{ r: 0n, level: 0 }]);
		// x² ≡ 4 (mod 1000003²): ±2 lift uniquely.
		const p = 1000003n;
		expect(rootClasses(w, [-4n, 0n, 1n], p, 2)).toEqual([
			{ r: 2n, level: 2 },
			{ r: p * p - 2n, level: 2 }
		]);
	});

	it('refuse a modulus that is not proven prime', () => {
		expect(() => rootClasses(new Work(), [-1n, 0n, 1n], 1000003n * 1000033n, 1)).toThrow(
			/not proven prime/
		);
	});
});
