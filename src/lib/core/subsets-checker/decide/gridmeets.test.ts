import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { readCard } from '../card';
import { meetGrids } from './gridmeets';

const P = 1099511627791n;
const Q = 1099511627803n;

/** Whether x ≡ a (mod m) and x ≡ b (mod n) has a solution, by trying x below lcm (brute force). */
function meets(s1: number, p1: number, s2: number, p2: number, d: number): number[] {
	// Points (p + s·k)/d of both grids in one window of numerators.
	const out: number[] = [];
	for (let x = -400; x <= 400; x++)
		if ((((x - p1) % s1) + s1) % s1 === 0 && (((x - p2) % s2) + s2) % s2 === 0) out.push(x / d);
	return out;
}

describe('grids of fractions met with each other (grid-meets)', () => {
	it('writes the meeting of two grids as one grid', () => {
		const met = meetGrids(readCard('{k/6 : k ∈ ℤ} ∩ {k/10 : k ∈ ℤ}').set);
		// k/6 = l/10 exactly at the halves.
		expect(met).toMatchObject({ k: 'image', term: [{ n: 0n }, { n: 1n, d: 2n }] });
		expect(meetGrids(readCard('{(2k + 1)/2 : k ∈ ℤ} ∩ ℤ').set)).toMatchObject({
			k: 'roster',
			items: []
		});
		const plain = readCard('{k/6 : k ∈ ℤ} ∩ [0, 1]').set;
		expect(meetGrids(plain)).toBe(plain);
	});

	it('decides hand-worked questions with large coprime denominators', () => {
		// p and q are coprime: k/p = l/q only for whole numbers.
		expect(decideSubset(`{k/${P} : k ∈ ℤ} ∩ {k/${Q} : k ∈ ℤ}`, 'ℤ').verdict).toBe('subset');
		expect(decideSubset('ℤ', `{k/${P} : k ∈ ℤ} ∩ {k/${Q} : k ∈ ℤ}`).verdict).toBe('subset');
		expect(decideSubset(`{k/${P} : k ∈ ℤ} ∩ {k/${Q} : k ∈ ℤ}`, '{2k : k ∈ ℤ}')).toMatchObject({
			verdict: 'not-subset',
			witness: '1'
		});
		// Odd numerators over 2^50 never have a denominator dividing 3^30.
		expect(decideSubset('{(2k + 1)/2^50 : k ∈ ℤ} ∩ {k/3^30 : k ∈ ℤ}', '∅').verdict).toBe('subset');
	});

	it('agrees with brute force on meetings of small grids (brute force)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 12 }),
				fc.integer({ min: 0, max: 11 }),
				fc.integer({ min: 1, max: 12 }),
				fc.integer({ min: 0, max: 11 }),
				fc.integer({ min: 1, max: 5 }),
				fc.integer({ min: 1, max: 6 }),
				(s1, p1, s2, p2, d, m) => {
					// A = {(s1·k + p1)/d} ∩ {(s2·k + p2)/d}; S = the multiples of m/d.
					const a = `{(${s1}k + ${p1})/${d} : k ∈ ℤ} ∩ {(${s2}k + ${p2})/${d} : k ∈ ℤ}`;
					const points = meets(s1, p1, s2, p2, d);
					const outside = points.filter((x) => Math.abs(Math.round(x * d) % m) !== 0);
					const r = decideSubset(a, `{${m}k/${d} : k ∈ ℤ}`);
					if (outside.length === 0) expect(r.verdict).toBe('subset');
					else {
						expect(r.verdict).toBe('not-subset');
						const [n, den] = (r.witness ?? '').split('/').map(Number);
						const w = n / (den || 1);
						expect(points.some((x) => Math.abs(x - w) < 1e-12)).toBe(true);
						expect(Math.round(w * d) % m).not.toBe(0);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});
