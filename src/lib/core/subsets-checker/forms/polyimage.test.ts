import { describe, expect, it } from 'vitest';
import { polyUpper } from './polyimage';
import * as N from './numset';
import { rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { Work } from '../work';

// A superset of a polynomial's image: every value is in it; numbers whose remainder no value
// leaves, or beyond the bounds, are not.

const isIn = (set: N.NumSet, n: bigint) => N.hasN(set, surd(rat(n)));

describe("a polynomial's image from above", () => {
	it('holds every k² + 1 over ℤ, and leaves out 0 and the numbers ≡ 3 (mod 8)', () => {
		const term = [rat(1n), rat(0n), rat(1n)];
		const image = polyUpper(new Work(), term, N.intRange(null, null), 8);
		for (let k = -200n; k <= 200n; k++) expect(isIn(image, k * k + 1n)).toBe(true);
		expect(isIn(image, 0n)).toBe(false);
		expect(isIn(image, 8n * 12345n + 3n)).toBe(false);
	});

	it('bounds the values over a small finite domain by scanning it', () => {
		// 2k + k³ over k in [-3, 4]: between -33 and 72.
		const term = [rat(0n), rat(2n), rat(0n), rat(1n)];
		const image = polyUpper(new Work(), term, N.intRange(-3n, 4n), 1);
		for (let k = -3n; k <= 4n; k++) expect(isIn(image, 2n * k + k ** 3n)).toBe(true);
		expect(isIn(image, 73n)).toBe(false);
		expect(isIn(image, -34n)).toBe(false);
	});
});
