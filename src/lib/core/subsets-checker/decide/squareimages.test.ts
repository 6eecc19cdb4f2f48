import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import { rat } from '../arithmetic/rational';
import { squareRoot } from './squareimages';

// Perfect-square images: the square root of the term is checked by multiplying back, and every
// verdict against the values of the term at small arguments.

const rules = { naturalsFrom: 1 } as const;

/** The coefficients of g², lowest first. */
function square(g: number[]): number[] {
	const out = new Array<number>(2 * g.length - 1).fill(0);
	g.forEach((x, i) => g.forEach((y, j) => (out[i + j] += x * y)));
	return out;
}

const polyText = (p: number[]) =>
	p
		.map((c, i) => ({ c, i }))
		.filter(({ c }) => c !== 0)
		.reverse()
		.map(({ c, i }, n) => {
			const sign = c < 0 ? ' - ' : n === 0 ? '' : ' + ';
			const a = Math.abs(c);
			const coef = i === 0 || a !== 1 ? String(a) : '';
			return `${n === 0 && c < 0 ? '-' : sign}${coef}${i === 0 ? '' : i === 1 ? 'k' : `k^${i}`}`;
		})
		.join('');

const isSquare = (x: bigint) => {
	if (x < 0n) return false;
	let r = BigInt(Math.floor(Math.sqrt(Number(x))));
	while (r * r > x) r--;
	while ((r + 1n) * (r + 1n) <= x) r++;
	return r * r === x;
};

const gs: number[][] = [];
for (const a of [1, 2, 3])
	for (const b of [-2, 0, 1, 3]) for (const c of [-1, 0, 2]) gs.push([c, b, a]);
for (const a of [1, 2]) for (const b of [-3, 1]) gs.push([b, a]);

describe('perfect-square images (square-images)', () => {
	it('finds the square root of a square polynomial, and none of a square plus a constant', () => {
		for (const g of gs) {
			const root = squareRoot(square(g).map((c) => rat(BigInt(c))));
			expect(root?.map((x) => Number(x.n))).toEqual(g);
			const shifted = square(g);
			shifted[0] += 1;
			expect(squareRoot(shifted.map((c) => rat(BigInt(c))))).toBeNull();
		}
	});

	it('proves g(k)² is a square, and never says so of g(k)² + 1 or + 2', () => {
		for (const g of gs) {
			const p = square(g);
			const a = `{${polyText(p)} : k ∈ ℤ}`;
			expect(decideSubset(a, '{x ∈ ℤ | x is a square}', rules).verdict, a).toBe('subset');
			for (const c of [1, 2]) {
				const q = [...p];
				q[0] += c;
				const shifted = `{${polyText(q)} : k ∈ ℤ}`;
				const r = decideSubset(shifted, '{x ∈ ℤ | x is a square}', rules);
				expect(r.verdict, shifted).not.toBe('subset');
				if (r.verdict === 'not-subset') {
					const x = BigInt(r.witness ?? 'x');
					const values = Array.from({ length: 41 }, (_, i) =>
						q.reduce((s, c, j) => s + BigInt(c) * BigInt(i - 20) ** BigInt(j), 0n)
					);
					expect(values.includes(x) && !isSquare(x), `${shifted}: ${r.witness}`).toBe(true);
				}
			}
		}
	});
});
