import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { readCard } from '../card';
import { shiftedCopies } from './shiftedintervals';

describe('an interval against a lattice plus an interval (shifted-intervals)', () => {
	it('reads S as copies of one interval along a lattice', () => {
		expect(shiftedCopies(readCard('{a + b : a ∈ ℤ, b ∈ [0, 1/2]}').set)).toMatchObject({
			step: { n: 1n },
			hi: { n: 1n, d: 2n }
		});
		expect(shiftedCopies(readCard('{b + 3a : b ∈ (0, 1), a ∈ ℤ}').set)).toMatchObject({
			step: { n: 3n },
			loClosed: false
		});
		expect(shiftedCopies(readCard('{a + b : a ∈ ℕ, b ∈ [0, 1/2]}').set)).toBeNull();
	});

	it('decides hand-worked questions', () => {
		expect(decideSubset('[0, 1/2]', '{a + b : a ∈ ℤ, b ∈ [0, 1/2]}').verdict).toBe('subset');
		expect(decideSubset('[3, 3.6]', '{a + b : a ∈ ℤ, b ∈ [0, 1/2]}')).toMatchObject({
			verdict: 'not-subset',
			witness: '18/5'
		});
		// Copies [−4, −3.5] and [−3, −2.5]: −13/4 lies between.
		expect(decideSubset('[-7/2, -3]', '{a + b : a ∈ ℤ, b ∈ [0, 1/2]}')).toMatchObject({
			verdict: 'not-subset',
			witness: '-13/4'
		});
		// [0, 1) + ℤ is ℝ; (0, 1) + ℤ misses the whole numbers.
		expect(decideSubset('[0, 10]', '{a + b : a ∈ ℤ, b ∈ [0, 1)}').verdict).toBe('subset');
		expect(decideSubset('[0, 10]', '{a + b : a ∈ ℤ, b ∈ (0, 1)}')).toMatchObject({
			verdict: 'not-subset',
			witness: '0'
		});
		// √2 = 1.414...: [√2, 1.45] lies in [1, 1.5].
		expect(decideSubset('[√2, 1.45]', '{a + b : a ∈ ℤ, b ∈ [0, 1/2]}').verdict).toBe('subset');
	});

	it('agrees with brute force on a fine grid of points (brute force)', () => {
		// Every end is a multiple of 1/4 (A) or 1/q (J), so the gaps of S inside A have ends on
		// the grid of 1/(4q) and hold a point of the grid of 1/(8q): checking that grid decides.
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 3 }),
				fc.integer({ min: 2, max: 6 }),
				fc.integer({ min: -6, max: 6 }),
				fc.integer({ min: 0, max: 12 }),
				fc.boolean(),
				fc.boolean(),
				fc.integer({ min: -24, max: 24 }),
				fc.integer({ min: 0, max: 24 }),
				(d, q, jl, jw, lc, hc, al, aw) => {
					const grid = 8 * q * 4;
					const inS = (x: number) => {
						// x = d·n + b with b in J (all scaled by grid).
						for (let n = -40; n <= 40; n++) {
							const b = x - d * n * grid;
							const lo = (jl * grid) / q;
							const hi = ((jl + jw) * grid) / q;
							if ((b > lo || (lc && b === lo)) && (b < hi || (hc && b === hi))) return true;
						}
						return false;
					};
					const missing: number[] = [];
					for (let x = (al * grid) / 4; x <= ((al + aw) * grid) / 4; x++)
						if (!inS(x)) missing.push(x / grid);
					const j = `${lc ? '[' : '('}${jl}/${q}, ${jl + jw}/${q}${hc ? ']' : ')'}`;
					const r = decideSubset(`[${al}/4, ${al + aw}/4]`, `{${d}a + b : a ∈ ℤ, b ∈ ${j}}`);
					if (missing.length === 0) expect(r.verdict).toBe('subset');
					else {
						expect(r.verdict).toBe('not-subset');
						const [n, den] = (r.witness ?? '').split('/').map(Number);
						expect(inS((n / (den || 1)) * grid)).toBe(false);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});
