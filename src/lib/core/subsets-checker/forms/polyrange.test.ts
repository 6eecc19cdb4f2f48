import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import { Work } from '../work';
import * as N from './numset';
import { quadraticRange } from './polyrange';
import { add, cmp, div, mul, neg, rat, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';

// The range of a quadratic over an interval checked at many points of the interval: every value
// must lie in the bound (the bound is what a "subset" answer rests on), and on a closed bounded
// interval the bound's ends are values the quadratic takes there.

const small = fc.integer({ min: -6, max: 6 });
const ratArb = fc.tuple(small, fc.constantFrom(1, 2, 3)).map(([n, d]) => rat(BigInt(n), BigInt(d)));
const value = (t: Rat[], x: Rat) => add(add(mul(t[2], mul(x, x)), mul(t[1], x)), t[0]);

describe('the range of a quadratic', () => {
	it('holds every value at the points of the interval, and is tight on closed intervals', () => {
		fc.assert(
			fc.property(
				fc.tuple(
					ratArb,
					ratArb,
					ratArb.filter((a) => a.n !== 0n)
				),
				ratArb,
				ratArb,
				fc.boolean(),
				fc.constantFrom('closed', 'open', 'up', 'down', 'all'),
				(t, x0, x1, rationals, shape) => {
					const [lo, hi] = cmp(x0, x1) <= 0 ? [x0, x1] : [x1, x0];
					const iv = {
						lo: shape === 'down' || shape === 'all' ? null : lo,
						loC: shape === 'closed' || shape === 'up',
						hi: shape === 'up' || shape === 'all' ? null : hi,
						hiC: shape === 'closed' || shape === 'down'
					};
					const w = new Work();
					const dom = N.realInterval(w, iv, rationals);
					if (N.isEmptyN(dom)) return;
					const range = quadraticRange(w, t, dom);
					if (range === null) throw new Error('a quadratic has a range');
					for (let n = -40; n <= 40; n++) {
						const x = rat(BigInt(n), 4n);
						if (!N.hasN(dom, surd(x))) continue;
						expect(N.hasN(range, surd(value(t, x)))).toBe(true);
					}
					if (shape === 'closed') {
						// Both ends are values: at an end of the interval or at the vertex.
						const points = [lo, hi, div(neg(t[1]), mul(rat(2n), t[2]))].filter(
							(x) => cmp(lo, x) <= 0 && cmp(x, hi) <= 0
						);
						const values = points.map((x) => value(t, x));
						const least = values.reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
						const most = values.reduce((a, b) => (cmp(a, b) >= 0 ? a : b));
						expect(N.hasN(range, surd(least))).toBe(true);
						expect(N.hasN(range, surd(most))).toBe(true);
						expect(N.hasN(range, surd(add(least, rat(-1n, 1000n))))).toBe(false);
						expect(N.hasN(range, surd(add(most, rat(1n, 1000n))))).toBe(false);
					}
				}
			),
			{ numRuns: 300 }
		);
	});

	it('proves images of quadratics inside rays and intervals', () => {
		const verdict = (a: string, s: string) => {
			const r = decideSubset(a, s, { naturalsFrom: 1 });
			return r.witness === undefined ? r.verdict : `${r.verdict} ${r.witness}`;
		};
		expect(verdict('{n² : n ∈ ℚ}', '{x ∈ ℚ | x ≥ 0}')).toBe('subset');
		expect(verdict('{x² - 2x : x ∈ ℝ}', '[-1, ∞)')).toBe('subset');
		expect(verdict('{x² - 2x : x ∈ ℝ}', '(-1, ∞)')).toBe('not-subset -1');
		expect(verdict('{x² : x ∈ [-3, 2]}', '[0, 9]')).toBe('subset');
		expect(verdict('{x² : x ∈ [1, 2]}', '[1, 4)')).toBe('not-subset 4');
		expect(verdict('{-x² + 4 : x ∈ ℝ}', '(-∞, 4]')).toBe('subset');
	});
});
