import { describe, expect, it } from 'vitest';
import { rat } from './rational';
import {
	algBounds,
	algToString,
	biquadratic,
	cmpAlgRat,
	isRootOf,
	primitive,
	quadratic,
	realRoots,
	sameAlg,
	scaleAlg,
	type Alg
} from './algebraic';

const poly = (...coefs: number[]) => primitive(coefs.map((c) => rat(BigInt(c))));
const irrational = (roots: ReturnType<typeof realRoots>): Alg[] =>
	roots.filter((x): x is Alg => 'k' in x);

describe('real algebraic numbers', () => {
	it('isolates √2 and −√2 from x⁴ − 3x² + 2, beside the rational roots ±1', () => {
		const roots = realRoots(poly(2, 0, -3, 0, 1));
		expect(roots.filter((x) => !('k' in x))).toEqual([rat(-1n), rat(1n)]);
		const [minus, plus] = irrational(roots);
		expect(algToString(plus)).toBe('√2');
		expect(algToString(minus)).toBe('-√2');
		expect(sameAlg(plus, quadratic(rat(0n), rat(1n), 2n))).toBe(true);
		expect(sameAlg(plus, minus)).toBe(false);
	});

	it('orders a root against fractions on either side of it, however close', () => {
		const root2 = quadratic(rat(0n), rat(1n), 2n);
		expect(cmpAlgRat(root2, rat(14142135623n, 10000000000n))).toBe(1);
		expect(cmpAlgRat(root2, rat(14142135624n, 10000000000n))).toBe(-1);
		const [lo, hi] = algBounds(root2, 40);
		expect(cmpAlgRat(root2, lo)).toBe(1);
		expect(cmpAlgRat(root2, hi)).toBe(-1);
	});

	it('knows a root of a polynomial only when it is one', () => {
		const root2 = quadratic(rat(0n), rat(1n), 2n);
		expect(isRootOf([rat(-4n), rat(0n), rat(0n), rat(0n), rat(1n)], root2)).toBe(true);
		expect(isRootOf([rat(-2n), rat(0n), rat(0n), rat(1n)], root2)).toBe(false);
	});

	it('keeps the written form under affine maps and prints it back', () => {
		const golden = quadratic(rat(1n, 2n), rat(1n, 2n), 5n);
		expect(algToString(golden)).toBe('(1 + √5)/2');
		expect(algToString(scaleAlg(golden, rat(2n), rat(-1n)))).toBe('√5');
		const sum = biquadratic(rat(1n), rat(1n), 2n, rat(-1n), 3n);
		expect(algToString(sum)).toBe('1 + √2 - √3');
		expect(algToString(scaleAlg(sum, rat(-1n), rat(0n)))).toBe('-1 - √2 + √3');
	});
});
