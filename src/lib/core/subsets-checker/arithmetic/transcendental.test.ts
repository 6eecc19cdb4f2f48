import { describe, expect, it } from 'vitest';
import { cmp, rat, type Rat } from './rational';
import {
	asRatio,
	eBounds,
	piBounds,
	piNumber as pi,
	ratio,
	type Transcendental
} from './transcendental';
import { pieAffine, quotientBounds, quotientText, sameQuotient } from './piepoly';

describe('numbers made from π or from e alone', () => {
	it('bounds π and e strictly, between their known digits', () => {
		const [plo, phi] = piBounds(64);
		expect(cmp(plo, rat(3141592653589793n, 10n ** 15n))).toBe(1);
		expect(cmp(phi, rat(3141592653589794n, 10n ** 15n))).toBe(-1);
		const [elo, ehi] = eBounds(64);
		expect(cmp(elo, rat(2718281828459045n, 10n ** 15n))).toBe(1);
		expect(cmp(ehi, rat(2718281828459046n, 10n ** 15n))).toBe(-1);
	});

	it('bounds 1/π and 2π − 1 from the bounds of π, between their known digits', () => {
		// 1/π = 0.31830988618..., 2π − 1 = 5.28318530717...
		const between = ([lo, hi]: [Rat, Rat], below: Rat, above: Rat) =>
			cmp(below, lo) < 0 && cmp(hi, above) < 0;
		const inverse = ratio('pi', rat(0n), rat(1n), rat(1n), rat(0n)) as Transcendental;
		const digits = (n: bigint) => rat(n, 10n ** 11n);
		expect(between(quotientBounds(inverse, 48), digits(31830988618n), digits(31830988619n))).toBe(
			true
		);
		const twoPiLessOne = pieAffine(pi, rat(2n), rat(-1n));
		expect(
			between(quotientBounds(twoPiLessOne, 48), digits(528318530717n), digits(528318530718n))
		).toBe(true);
	});

	it('writes each number the simplest way, and a constant quotient as the rational it is', () => {
		expect(ratio('e', rat(2n), rat(2n), rat(1n), rat(1n))).toEqual(rat(2n));
		expect(quotientText(ratio('pi', rat(2n), rat(0n), rat(0n), rat(3n)) as Transcendental)).toBe(
			'2π/3'
		);
		expect(quotientText(ratio('pi', rat(0n), rat(2n), rat(3n), rat(0n)) as Transcendental)).toBe(
			'2/(3π)'
		);
		expect(quotientText(ratio('e', rat(1n), rat(1n), rat(1n), rat(-2n)) as Transcendental)).toBe(
			'(e + 1)/(e - 2)'
		);
		expect(quotientText(pieAffine(pi, rat(-1n), rat(1n, 2n)))).toBe('-π + 1/2');
	});

	it('tells two quotients of the same constant equal only when they are the same function', () => {
		const a = ratio('pi', rat(2n), rat(2n), rat(1n), rat(3n)) as Transcendental;
		const b = ratio('pi', rat(4n), rat(4n), rat(2n), rat(6n)) as Transcendental;
		expect(sameQuotient(a, b)).toBe(true);
		expect(sameQuotient(a, pieAffine(b, rat(1n), rat(1n, 1000000n)))).toBe(false);
		expect(asRatio(rat(5n))).toEqual({
			of: null,
			a1: rat(0n),
			a0: rat(5n),
			b1: rat(0n),
			b0: rat(1n)
		});
	});
});
