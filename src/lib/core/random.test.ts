import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('seededRandom', () => {
	it('repeats for a seed, differs between seeds, and stays in [0, 1)', () => {
		const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
		expect(take(42)).toEqual(take(42));
		expect(take(42)).not.toEqual(take(43));
		const many = Array.from({ length: 10_000 }, seededRandom(7));
		expect(many.every((x) => x >= 0 && x < 1)).toBe(true);
		// Roughly uniform: each tenth of [0, 1) gets a fair share.
		const tenths = new Array(10).fill(0);
		for (const x of many) tenths[Math.floor(x * 10)]++;
		expect(Math.min(...tenths)).toBeGreaterThan(850);
	});
});
