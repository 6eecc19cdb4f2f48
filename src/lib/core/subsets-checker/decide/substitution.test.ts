import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import { rat, type Rat } from '../arithmetic/rational';
import { polyTrim, type Poly } from '../read/ir';
import { readCard } from '../card';
import { Work } from '../work';
import { decide } from './decide';
import { strategies } from './strategies';
import { compose, rightFactors } from './substitution';

// The table without the rows that look for witnesses: a wrong proof is then not hidden behind a
// witness found first.
const proofsOnly = strategies.filter(
	(row) => row.name !== 'image-witness' && row.name !== 'witness-from-cards'
);

// Images of polynomials against each other, checked by brute force: A = {q(r(k)) + δ : k ∈ D}
// against S = {q(m) : m ∈ E, condition}, with every value of A at small k looked up among the
// values of S over a range of m wide enough to hold every m with q(m) that large.

const ints = (cs: number[]): Poly => polyTrim(cs.map((c) => rat(BigInt(c))));
const same = (x: Poly, y: Poly) =>
	x.length === y.length && x.every((c, i) => c.n === y[i].n && c.d === y[i].d);

describe('right factors of a composition', () => {
	it('finds r back from q∘r, and every factor it gives composes to p', () => {
		const small = fc.integer({ min: -3, max: 3 });
		fc.assert(
			fc.property(
				fc.tuple(small, small, fc.constantFrom(1, 2, -1, 3)),
				fc.tuple(small, small, fc.constantFrom(1, -1, 2)),
				fc.boolean(),
				fc.integer({ min: -2, max: 2 }),
				([q0, q1, q2], [r0, r1, r2], halves, shift) => {
					const q = ints([q0, q1, q2]);
					// r may have halves, as (k² + k)/2 does.
					const r: Poly = polyTrim([
						rat(BigInt(r0), halves ? 2n : 1n),
						rat(BigInt(r1), halves ? 2n : 1n),
						rat(BigInt(r2), halves ? 2n : 1n)
					]);
					const p = compose(q, r);
					expect(rightFactors(p, q).some((f) => same(f, r))).toBe(true);
					const shifted: Poly = polyTrim([(p[0] ?? rat(0n)) as Rat, ...p.slice(1)]).map((c, i) =>
						i === 0 ? rat(c.n + BigInt(shift) * c.d, c.d) : c
					);
					for (const f of rightFactors(shifted, q)) expect(same(compose(q, f), shifted)).toBe(true);
				}
			),
			{ numRuns: 300 }
		);
	});
});

/** A polynomial with whole coefficients in card text, in the letter v. */
function polyText(cs: number[], v: string): string {
	const terms: string[] = [];
	for (let i = cs.length - 1; i >= 0; i--) {
		const c = cs[i];
		if (c === 0) continue;
		const mag = Math.abs(c);
		const power = i === 0 ? '' : i === 1 ? v : `${v}^${i}`;
		const body = i === 0 ? `${mag}` : mag === 1 ? power : `${mag}${power}`;
		terms.push(terms.length ? `${c < 0 ? '-' : '+'} ${body}` : `${c < 0 ? '-' : ''}${body}`);
	}
	return terms.join(' ') || '0';
}

const valueAt = (cs: number[], x: bigint) => cs.reduceRight((acc, c) => acc * x + BigInt(c), 0n);

/** Integer polynomial composition on coefficient lists. */
function composeInts(q: number[], r: number[]): number[] {
	let out: number[] = [];
	for (let i = q.length - 1; i >= 0; i--) {
		const next: number[] = new Array(Math.max(out.length + r.length - 1, 1)).fill(0);
		out.forEach((a, j) => r.forEach((b, k) => (next[j + k] += a * b)));
		next[0] += q[i];
		out = next;
	}
	return out;
}

const domains = { ℤ: -Infinity, ℕ: 1, 'ℕ₀': 0 } as const;
type Dom = keyof typeof domains;
const inDom = (d: Dom, x: bigint) => x >= BigInt(Math.max(-1e9, domains[d]));

const conditions: [string, (m: bigint) => boolean][] = [
	['', () => true],
	[', m is odd', (m) => ((m % 2n) + 2n) % 2n === 1n],
	[', m > 0', (m) => m > 0n],
	[', m mod 3 ∈ {0, 1}', (m) => ((m % 3n) + 3n) % 3n !== 2n],
	[', m² mod 5 ≠ 4', (m) => (((m * m) % 5n) + 5n) % 5n !== 4n]
];

describe('polynomial images against each other', () => {
	it('agree with brute force over small arguments', () => {
		const small = fc.integer({ min: -2, max: 2 });
		fc.assert(
			fc.property(
				fc.constantFrom<number[]>([0, 0, 1], [0, 1, 1], [0, 0, 0, 1], [1, 0, 2], [0, -1, 1]),
				fc.tuple(small, small, fc.constantFrom(1, -1, 2)),
				fc.constantFrom(0, 0, 1),
				fc.constantFrom<Dom>('ℤ', 'ℕ', 'ℕ₀'),
				fc.constantFrom<Dom>('ℤ', 'ℕ', 'ℕ₀'),
				fc.integer({ min: 0, max: conditions.length - 1 }),
				(q, r, delta, da, ds, ci) => {
					const p = composeInts(q, r);
					p[0] += delta;
					const [condText, cond] = conditions[ci];
					const a = `{${polyText(p, 'k')} : k ∈ ${da}}`;
					const s = `{${polyText(q, 'm')} : m ∈ ${ds}${condText}}`;
					const res = decideSubset(a, s, { naturalsFrom: 1 });
					// m with q(m) = v has |m| ≤ √|v| + 10 for these q (degree 2 or 3, small terms).
					const inS = (v: bigint) => {
						const abs = v < 0n ? -v : v;
						let bound = 10n;
						while (bound * bound <= abs) bound *= 2n;
						for (let m = -bound - 10n; m <= bound + 10n; m++)
							if (inDom(ds, m) && cond(m) && valueAt(q, m) === v) return true;
						return false;
					};
					const where = `${a} ⊆ ${s}: ${res.verdict} ${res.witness ?? ''}`;
					const proof = decide(new Work(), readCard(a).set, readCard(s).set, 1, {
						strategies: proofsOnly
					});
					if (proof.verdict === 'subset' && res.verdict !== 'subset')
						throw new Error(`${where}, but without the witness rows: subset (${proof.reason})`);
					if (res.verdict === 'subset') {
						for (let k = -25n; k <= 25n; k++)
							if (inDom(da, k) && !inS(valueAt(p, k)))
								throw new Error(`${where}, but k = ${k} gives ${valueAt(p, k)}`);
					} else if (res.verdict === 'not-subset') {
						const w = BigInt(res.witness ?? 'x');
						let inA = false;
						for (let k = -300n; k <= 300n && !inA; k++) inA = inDom(da, k) && valueAt(p, k) === w;
						if (!inA || inS(w)) throw new Error(`${where}: the witness is wrong`);
					} else if (res.verdict !== 'unknown') throw new Error(where);
				}
			),
			{ numRuns: 120 }
		);
	});

	it('prove by a substitution of degree 2 or more, over the domains and conditions of S', () => {
		const verdict = (a: string, s: string) => {
			const r = decideSubset(a, s, { naturalsFrom: 1 });
			return r.witness === undefined ? r.verdict : `${r.verdict} ${r.witness}`;
		};
		expect(verdict('{k⁶ : k ∈ ℤ}', '{m³ : m ∈ ℤ}')).toBe('subset');
		expect(verdict('{k⁶ : k ∈ ℤ}', '{m³ : m ∈ ℕ₀}')).toBe('subset');
		expect(verdict('{k⁶ : k ∈ ℤ}', '{m³ : m ∈ ℕ}')).toBe('not-subset 0');
		expect(verdict('{k⁴ + 2k² + 1 : k ∈ ℤ}', '{m² : m ∈ ℕ}')).toBe('subset');
		expect(verdict('{(k² + k)² : k ∈ ℤ}', '{4m² : m ∈ ℤ}')).toBe('subset');
		expect(verdict('{k⁶ : k ∈ ℤ}', '{m² : m ∈ ℤ, m ≡ 0 (mod 8) or m is odd}')).toBe('subset');
		expect(verdict('{k⁶ : k ∈ ℤ}', '{m² : m ∈ ℤ, m ≡ 0 (mod 16) or m is odd}')).not.toBe('subset');
		expect(verdict('{(k² + 1)³ : k ∈ ℤ}', '{m³ : m ∈ ℕ, m is odd}')).toBe('not-subset 8');
		// Over ℚ and ℝ: m = n² is rational for rational n, and any real is an argument of ℝ.
		expect(verdict('{n⁴ : n ∈ ℚ}', '{m² : m ∈ ℚ}')).toBe('subset');
		expect(verdict('{n⁶ + 1 : n ∈ ℝ}', '{m³ + 1 : m ∈ ℝ}')).toBe('subset');
		// n = 2^(1/4) gives 2, which is no square of a fraction: not proven, and not guessed.
		expect(verdict('{n⁴ : n ∈ ℝ}', '{m² : m ∈ ℚ}')).toBe('unknown');
		// "n² is whole" over the reals is not read: the row gives no proof, and nothing breaks.
		expect(verdict('{n⁴ : n ∈ ℝ}', '{m² : m ∈ ℤ}')).toBe('not-subset 1/16');
	});
});
