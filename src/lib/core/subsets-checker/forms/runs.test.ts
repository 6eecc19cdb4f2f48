import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	complementRuns,
	firstCongruent,
	inRuns,
	interRuns,
	liftRuns,
	negateRuns,
	normRuns,
	projectRuns,
	shiftRuns,
	type Runs
} from './runs';
import { Work } from '../work';

// Runs of remainders checked against the remainders they stand for, listed one by one.

const m = 12n;
const remainders = (runs: Runs, modulus = m) =>
	[...Array(Number(modulus)).keys()].map(BigInt).filter((v) => inRuns(runs, v));
const runsArb = fc
	.uniqueArray(fc.integer({ min: 0, max: 11 }), { maxLength: 12 })
	.map((vs) => normRuns(vs.map((v): [bigint, bigint] => [BigInt(v), BigInt(v)])));

describe('runs of remainders', () => {
	it('joins touching runs and keeps them sorted', () => {
		expect(
			normRuns([
				[5n, 6n],
				[0n, 1n],
				[2n, 3n]
			])
		).toEqual([
			[0n, 3n],
			[5n, 6n]
		]);
	});

	it('intersects, complements, shifts and negates as the remainders they hold', () => {
		fc.assert(
			fc.property(runsArb, runsArb, fc.integer({ min: -30, max: 30 }), (a, b, s) => {
				const as = remainders(a);
				const bs = remainders(b);
				expect(remainders(interRuns(a, b))).toEqual(as.filter((v) => bs.includes(v)));
				expect(remainders(complementRuns(a, m))).toEqual(
					remainders([[0n, m - 1n]]).filter((v) => !as.includes(v))
				);
				const mod = (v: bigint) => ((v % m) + m) % m;
				const shifted = as.map((v) => mod(v + BigInt(s))).sort((x, y) => Number(x - y));
				expect(remainders(shiftRuns(a, BigInt(s), m))).toEqual(shifted);
				const negated = as.map((v) => mod(-v)).sort((x, y) => Number(x - y));
				expect(remainders(negateRuns(a, m))).toEqual(negated);
			})
		);
	});

	it('reads the same remainders at a multiple of the modulus, and through a divisor', () => {
		fc.assert(
			fc.property(runsArb, (a) => {
				const as = remainders(a);
				const lifted = remainders(liftRuns(new Work(), a, m, 36n), 36n);
				expect(lifted).toEqual(remainders([[0n, 35n]], 36n).filter((v) => as.includes(v % m)));
				const projected = remainders(projectRuns(a, 4n), 4n);
				expect(projected).toEqual([0n, 1n, 2n, 3n].filter((r) => as.some((v) => v % 4n === r)));
			})
		);
	});

	it('finds the smallest remainder of a class modulo a divisor, or none', () => {
		const a: Runs = [
			[3n, 4n],
			[9n, 10n]
		];
		expect(firstCongruent(a, 1n, 4n)).toBe(9n);
		expect(firstCongruent(a, 0n, 4n)).toBe(4n);
		expect(firstCongruent(a, 1n, 6n)).toBeNull();
	});
});
