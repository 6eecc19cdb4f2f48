import { describe, expect, it } from 'vitest';
import { TooComplex } from '../errors';
import { cmp, ONE, rat, type Rat } from './rational';
import {
	constPoly,
	constantsOf,
	linearPoly,
	pAdd,
	pMul,
	quotientBounds,
	quotientText,
	sameQuotient,
	type Quotient
} from './piepoly';

const pi = linearPoly('pi', ONE, rat(0n));
const e = linearPoly('e', ONE, rat(0n));
const one = constPoly(ONE);
const q = (num: Quotient['num'], den: Quotient['den'] = one): Quotient => ({ num, den });
const sum = (a: Quotient['num'], b: Quotient['num']) => pAdd(a, b) ?? [];
const times = (a: Quotient['num'], b: Quotient['num']) => pMul(a, b) ?? [];

/** Whether [lo, hi] lies strictly between the two decimal approximations (digits known here). */
function within([lo, hi]: [Rat, Rat], below: Rat, above: Rat): boolean {
	return cmp(below, lo) < 0 && cmp(hi, above) < 0;
}

describe('quotients of polynomials in π and e', () => {
	it('bounds numbers of one constant and of both between their known digits', () => {
		const d = (n: bigint) => rat(n, 10n ** 15n);
		// 1/π = 0.318309886183790..., π/2 + 1 = 2.570796326794896...
		expect(within(quotientBounds(q(one, pi), 60), d(318309886183790n), d(318309886183791n))).toBe(
			true
		);
		const halfPiPlusOne = q(linearPoly('pi', rat(1n, 2n), ONE));
		expect(
			within(quotientBounds(halfPiPlusOne, 60), d(2570796326794896n), d(2570796326794897n))
		).toBe(true);
		// (π + 1)/(π − 2) = 3.627907590826162..., (π + e)/(π·e) = 0.686189327355232...
		const bent = q(linearPoly('pi', ONE, ONE), linearPoly('pi', ONE, rat(-2n)));
		expect(within(quotientBounds(bent, 60), d(3627907590826162n), d(3627907590826163n))).toBe(true);
		const mixed = q(sum(pi, e), times(pi, e));
		expect(within(quotientBounds(mixed, 60), d(686189327355232n), d(686189327355233n))).toBe(true);
	});

	it('narrows the bounds as the precision grows', () => {
		const mixed = q(sum(pi, e), times(pi, e));
		const width = ([lo, hi]: [Rat, Rat]) => Number(hi.n * lo.d - lo.n * hi.d) / Number(lo.d * hi.d);
		expect(width(quotientBounds(mixed, 80))).toBeLessThan(width(quotientBounds(mixed, 20)));
	});

	it('says a quotient whose denominator is zero cannot be bounded', () => {
		// A zero denominator (π − π) never separates from zero, at any precision.
		expect(() => quotientBounds(q(pi, []), 16)).toThrow(TooComplex);
	});

	it('knows two quotients equal only when they are the same rational function', () => {
		// (2π + 2)/(π + 1) is 2; (π + e)/e is π/e + 1; π/e is not e/π.
		const twoOver = q(linearPoly('pi', rat(2n), rat(2n)), linearPoly('pi', ONE, ONE));
		expect(sameQuotient(twoOver, q(constPoly(rat(2n))))).toBe(true);
		expect(sameQuotient(q(sum(pi, e), e), q(sum(pi, e), e))).toBe(true);
		expect(sameQuotient(q(pi, e), q(e, pi))).toBe(false);
		expect(sameQuotient(q(pi), q(e))).toBe(false);
	});

	it('tells which constants a quotient holds', () => {
		expect(constantsOf(q(pi))).toBe('pi');
		expect(constantsOf(q(one, e))).toBe('e');
		expect(constantsOf(q(pi, e))).toBe('both');
		expect(constantsOf(q(constPoly(rat(3n))))).toBe(null);
	});

	it('writes each quotient in card notation the reader reads back', () => {
		expect(quotientText(q(linearPoly('pi', rat(2n), rat(0n))))).toBe('2π');
		expect(quotientText(q(linearPoly('pi', rat(1n, 2n), ONE)))).toBe('π/2 + 1');
		expect(quotientText(q(linearPoly('e', rat(-3n, 4n), rat(-1n))))).toBe('-3e/4 - 1');
		expect(quotientText(q(one, pi))).toBe('1/π');
		expect(quotientText(q(constPoly(rat(2n)), linearPoly('pi', rat(3n), rat(0n))))).toBe('2/(3π)');
		expect(quotientText(q(linearPoly('pi', ONE, ONE), linearPoly('pi', ONE, rat(-2n))))).toBe(
			'(π + 1)/(π - 2)'
		);
		expect(quotientText(q(sum(pi, e)))).toBe('π + e');
		expect(quotientText(q(times(pi, e)))).toBe('π·e');
		expect(quotientText(q(sum(pi, e), constPoly(rat(2n))))).toBe('(π + e)/2');
		expect(quotientText(q(e, linearPoly('pi', rat(2n), rat(0n))))).toBe('e/(2π)');
	});
});
