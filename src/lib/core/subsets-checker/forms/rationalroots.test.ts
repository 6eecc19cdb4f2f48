import { describe, expect, it } from 'vitest';
import { divisors, integerRoots, rationalRoots } from './rationalroots';
import { rat, type Rat } from '../arithmetic/rational';
import { polyAt } from '../read/ir';

// Roots of polynomials with rational coefficients (lowest degree first), checked by evaluating.

const poly = (...cs: (bigint | [bigint, bigint])[]): Rat[] =>
	cs.map((c) => (typeof c === 'bigint' ? rat(c) : rat(c[0], c[1])));
const isRoot = (p: Rat[], x: Rat) => polyAt(p, x).n === 0n;

describe('roots of a polynomial', () => {
	it('finds the integer roots of (x − 3)(x + 2)(2x − 1), and only those', () => {
		// 2x³ − 3x² − 11x + 6
		const p = poly(6n, -11n, -3n, 2n);
		expect([...(integerRoots(p) ?? [])].sort()).toEqual([-2n, 3n]);
	});

	it('finds the rational roots too, each a root', () => {
		const p = poly(6n, -11n, -3n, 2n);
		const roots = rationalRoots(p) ?? [];
		expect(roots.map((r) => `${r.n}/${r.d}`).sort()).toEqual(['-2/1', '1/2', '3/1']);
		for (const r of roots) expect(isRoot(p, r)).toBe(true);
	});

	it('finds none for x² − 2, and reads fractional coefficients', () => {
		expect(rationalRoots(poly(-2n, 0n, 1n))).toEqual([]);
		// x²/4 − 1 has the roots ±2.
		expect([...(integerRoots(poly(-1n, 0n, [1n, 4n])) ?? [])].sort()).toEqual([-2n, 2n]);
	});

	it('lists the positive divisors of a small number', () => {
		expect([...(divisors(36n) ?? [])].sort((a, b) => Number(a - b))).toEqual([
			1n,
			2n,
			3n,
			4n,
			6n,
			9n,
			12n,
			18n,
			36n
		]);
	});
});
