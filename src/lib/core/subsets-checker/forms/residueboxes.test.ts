import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	combinePat,
	countPat,
	fromResidues,
	hasPat,
	imagePat,
	nextPat,
	preimagePat,
	prevPat,
	type Pattern
} from './residueboxes';
import { factorize } from './residuebases';
import { OutOfWork, Work } from '../work';
import { gcd } from '../../numbers/integers';

// Residue patterns checked against residue tables: a pattern built from flags mod p must hold
// exactly the flagged numbers, and every operation must agree with the same operation done
// number by number over two whole periods.

const table = fc
	.integer({ min: 1, max: 360 })
	.chain((p) =>
		fc
			.array(fc.boolean(), { minLength: p, maxLength: p })
			.map((flags) => ({ p, res: Uint8Array.from(flags, (f) => (f ? 1 : 0)) }))
	);

const holds = (t: { p: number; res: Uint8Array }, n: bigint) =>
	t.res[Number(((n % BigInt(t.p)) + BigInt(t.p)) % BigInt(t.p))] === 1;

function window(...ps: number[]): bigint[] {
	const span = BigInt(2 * ps.reduce((a, b) => a * b, 1));
	const out: bigint[] = [];
	for (let n = -span; n <= span; n++) out.push(n);
	return out;
}

describe('residue patterns', () => {
	// One question's context for all the checks; the patterns here use no shared large factor.
	const w = new Work();
	it('hold exactly the residues they are built from', () => {
		fc.assert(
			fc.property(table, (t) => {
				const pat = fromResidues(w, t.p, t.res);
				for (let n = -2n * BigInt(t.p); n < 2n * BigInt(t.p); n++)
					expect(hasPat(pat, n)).toBe(holds(t, n));
			}),
			{ numRuns: 150 }
		);
	});

	it('combine, map and search like the residue tables', () => {
		const small = table.filter((t) => t.p <= 24);
		fc.assert(
			fc.property(
				small,
				small,
				fc.constantFrom(-3n, -2n, -1n, 1n, 2n, 3n, 4n, 6n),
				fc.integer({ min: -7, max: 7 }).map(BigInt),
				(x, y, c, e) => {
					const a = fromResidues(w, x.p, x.res);
					const b = fromResidues(w, y.p, y.res);
					const ops: [(u: boolean, v: boolean) => boolean, Pattern][] = [
						[(u, v) => u || v, combinePat(w, a, b, (u, v) => u || v)],
						[(u, v) => u && v, combinePat(w, a, b, (u, v) => u && v)],
						[(u, v) => u && !v, combinePat(w, a, b, (u, v) => u && !v)]
					];
					const ns = window(x.p, y.p).slice(0, 2000);
					for (const n of ns) {
						for (const [op, pat] of ops) expect(hasPat(pat, n)).toBe(op(holds(x, n), holds(y, n)));
						// Image under n ↦ c·n + e, and the numbers mapped into a.
						const m = c * n + e;
						expect(hasPat(imagePat(w, a, c, e), m)).toBe(holds(x, n));
						expect(hasPat(preimagePat(a, c, e), n)).toBe(holds(x, m));
					}
					const image = imagePat(w, a, c, e);
					for (const m of ns.slice(0, 200))
						if ((((m - e) % c) + c) % c !== 0n) expect(hasPat(image, m)).toBe(false);
					// Next and previous elements, and counts, against a scan.
					const start = ns[Math.floor(ns.length / 3)];
					let next: bigint | null = null;
					for (let n = start; n <= start + BigInt(x.p); n++)
						if (holds(x, n)) {
							next = n;
							break;
						}
					expect(nextPat(a, start, null)).toBe(next);
					let prev: bigint | null = null;
					for (let n = start; n >= start - BigInt(x.p); n--)
						if (holds(x, n)) {
							prev = n;
							break;
						}
					expect(prevPat(a, start, null)).toBe(prev);
					let count = 0n;
					for (let n = -50n; n <= 77n; n++) if (holds(x, n)) count++;
					expect(countPat(a, -50n, 77n)).toBe(count);
				}
			),
			{ numRuns: 120 }
		);
		// Up to 26 s on a busy 2-core machine, against the default 30 s.
	}, 60_000);

	it('answer for periods of a million and more without listing them', () => {
		// x ≡ 1 (mod 1000003) and x odd: one class mod 2000006.
		const a = fromResidues(w, 2, Uint8Array.from([0, 1]));
		const b = imagePat(w, [[]], 1000003n, 1n);
		const both = combinePat(w, a, b, (u, v) => u && v);
		expect(nextPat(both, 2n, null)).toBe(2000007n);
		expect(prevPat(both, 0n, null)).toBe(-2000005n);
		expect(hasPat(both, 1n)).toBe(true);
		expect(hasPat(both, 1000004n)).toBe(false);
		// x mod 10^12 = 7 minus the odd numbers is empty.
		const big = imagePat(w, [[]], 10n ** 12n, 7n);
		expect(combinePat(w, big, a, (u, v) => u && !v)).toEqual([]);
		expect(countPat(big, 0n, 10n ** 13n)).toBe(10n);
	});

	it('split moduli into prime powers, keeping large factors whole', () => {
		expect(factorize(w, 2000006n)).toEqual([
			[2n, 1],
			[1000003n, 1]
		]);
		expect(factorize(w, 10n ** 12n)).toEqual([
			[2n, 12],
			[5n, 12]
		]);
		const m61 = 2n ** 61n - 1n;
		expect(factorize(w, m61 * m61)).toEqual([[m61, 2]]);
	});

	it('split any modulus into its primes up to 2^20 and coprime larger bases', () => {
		/** Whether 2 <= n < 2^31 is prime, by trying every divisor. */
		const brutePrime = (n: bigint): boolean => {
			for (let d = 2n; d * d <= n; d++) if (n % d === 0n) return false;
			return n >= 2n;
		};
		const small = fc.constantFrom(2n, 3n, 5n, 7n, 65521n, 65537n, 1000003n, 1048573n);
		const large = fc.bigInt({ min: (1n << 20n) + 1n, max: 1n << 30n }).map((n) => {
			while (!brutePrime(n)) n++;
			return n;
		});
		const power = fc.integer({ min: 1, max: 3 });
		fc.assert(
			fc.property(
				fc.array(fc.tuple(small, power), { maxLength: 4 }),
				fc.array(fc.tuple(large, power), { maxLength: 3 }),
				(smalls, larges) => {
					const smallPart = new Map<bigint, number>();
					for (const [p, e] of smalls) smallPart.set(p, (smallPart.get(p) ?? 0) + e);
					const largePart = larges.reduce((acc, [p, e]) => acc * p ** BigInt(e), 1n);
					let n = largePart;
					for (const [p, e] of smallPart) n *= p ** BigInt(e);
					const bases = factorize(new Work(), n);
					const low = bases.filter(([b]) => b <= 1n << 20n);
					const high = bases.filter(([b]) => b > 1n << 20n);
					expect(low).toEqual([...smallPart].sort((x, y) => (x[0] < y[0] ? -1 : 1)));
					expect(high.reduce((acc, [b, e]) => acc * b ** BigInt(e), 1n)).toBe(largePart);
					for (const [b] of high) for (const [c] of high) if (b !== c) expect(gcd(b, c)).toBe(1n);
				}
			),
			{ numRuns: 50 }
		);
	});

	it('charge the search for factors to the question, which stops it when out of work', () => {
		// Two primes near 2^30: trial division finds neither, Pollard's rho splits them.
		const split = 1000000007n * 998244353n;
		expect(factorize(new Work(), split)).toEqual([
			[998244353n, 1],
			[1000000007n, 1]
		]);
		expect(() => factorize(new Work({ units: 10 }), split)).toThrow(OutOfWork);
		// Two primes just above 2^40 are out of rho's reach within its steps: kept whole.
		const hard = 1099511627791n * 1099511627803n;
		expect(factorize(new Work(), hard)).toEqual([[hard, 1]]);
	});
});
