import { describe, expect, it } from 'vitest';
import { TooComplex } from '../errors';
import { decideSubset } from '../index';
import { cmp, rat, sub, type Rat } from './rational';
import {
	bounds,
	cmpEnd,
	eBounds,
	eNumber,
	endToString,
	floorEnd,
	linear,
	piBounds,
	piNumber,
	primitive,
	ratio,
	realRoots,
	scaleEnd,
	type End
} from './real';

const dec = (digits: string): Rat => {
	const [w, f] = digits.split('.');
	return rat(BigInt(w + f), 10n ** BigInt(f.length));
};
const pi: End = piNumber;
const e: End = eNumber;
const roots = (...coefs: number[]) => realRoots(primitive(coefs.map((c) => rat(BigInt(c)))));

describe('exact real numbers', () => {
	it('bounds π and e by rationals around their known digits', () => {
		// π = 3.14159265358979323846264338327950...
		const [plo, phi] = piBounds(80);
		expect(cmp(plo, dec('3.14159265358979323846264338328'))).toBe(-1);
		expect(cmp(phi, dec('3.14159265358979323846264338327'))).toBe(1);
		expect(cmp(plo, dec('3.141592653589793238'))).toBe(1);
		expect(cmp(phi, dec('3.141592653589793239'))).toBe(-1);
		// e = 2.71828182845904523536028747135...
		const [elo, ehi] = eBounds(80);
		expect(cmp(elo, dec('2.71828182845904523536028747136'))).toBe(-1);
		expect(cmp(ehi, dec('2.71828182845904523536028747135'))).toBe(1);
		expect(cmp(sub(ehi, elo), dec('0.000000000000000001'))).toBe(-1);
	});

	it('orders π and e against fractions and each other exactly', () => {
		expect(cmpEnd(pi, dec('3.14'))).toBe(1);
		expect(cmpEnd(pi, dec('3.15'))).toBe(-1);
		expect(cmpEnd(pi, rat(22n, 7n))).toBe(-1);
		expect(cmpEnd(pi, rat(355n, 113n))).toBe(-1);
		expect(cmpEnd(pi, rat(333n, 106n))).toBe(1);
		expect(cmpEnd(e, pi)).toBe(-1);
		expect(cmpEnd(linear('pi', rat(2n), rat(-1n)), linear('pi', rat(2n), rat(-1n)))).toBe(0);
		expect(cmpEnd(linear('pi', rat(1n), rat(1n)), pi)).toBe(1);
	});

	it('answers "too complex" rather than guess when two constants agree beyond the budget', () => {
		// π against e + (π - e) correct to 4000 bits: no proof of their order within 3000 bits.
		const [plo] = piBounds(4000);
		const [elo] = eBounds(4000);
		const near: End = linear('e', rat(1n), sub(plo, elo));
		expect(() => cmpEnd(pi, near)).toThrow(TooComplex);
	});

	it('answers a card question with π against e plus π − e to 1,200 digits "unknown"', () => {
		// The digits are computed, not copied: bounds of π and e far beyond the checker's budget.
		const [plo] = piBounds(4400);
		const [elo] = eBounds(4400);
		const gap = sub(plo, elo);
		const digits = ((gap.n * 10n ** 1200n) / gap.d).toString().padStart(1200, '0');
		const card = `{x ∈ ℝ | x = e + 0.${digits}}`;
		expect(card.length).toBeLessThan(4000);
		expect(decideSubset('{π}', card).verdict).toBe('unknown');
		// A hundred digits are enough for a proof either way.
		expect(decideSubset('{π}', `{x ∈ ℝ | x < e + 0.${digits.slice(0, 100)}}`).verdict).toBe(
			'not-subset'
		);
	});

	it('isolates real roots: rationals exactly, the others as algebraic numbers printed exactly', () => {
		expect(roots(-2, 0, 1).map(endToString)).toEqual(['-√2', '√2']);
		expect(roots(-8, 0, 0, 1).map(endToString)).toEqual(['2']);
		expect(roots(1, -5, 6).map(endToString)).toEqual(['1/3', '1/2']);
		expect(roots(-1, -1, 1).map(endToString)).toEqual(['(1 - √5)/2', '(1 + √5)/2']);
		expect(roots(1, 0, 1)).toEqual([]);
		// (x - 1)²(x² - 2): each root once.
		expect(roots(-2, 4, -1, -2, 1).map(endToString)).toEqual(['-√2', '1', '√2']);
		const [cube] = roots(-2, 0, 0, 1);
		expect(endToString(cube)).toMatch(/^the root of x\^3 - 2 between /);
		expect(floorEnd(cube)).toBe(1n);
		expect(cmpEnd(cube, dec('1.2599'))).toBe(1);
		expect(cmpEnd(cube, dec('1.26'))).toBe(-1);
	});

	it('tells equal algebraic numbers written by different polynomials', () => {
		const [, sqrt2] = roots(-2, 0, 1);
		const fromQuartic = roots(2, 0, -3, 0, 1); // (x² - 1)(x² - 2)
		expect(fromQuartic.map(endToString)).toEqual(['-√2', '-1', '1', '√2']);
		expect(cmpEnd(fromQuartic[3], sqrt2)).toBe(0);
		expect(cmpEnd(fromQuartic[0], sqrt2)).toBe(-1);
		const [lo, hi] = bounds(sqrt2, 40);
		expect(cmp(lo, dec('1.41421356237'))).toBe(1);
		expect(cmp(hi, dec('1.41421356238'))).toBe(-1);
	});
});

describe('quotients of π and e', () => {
	const one = rat(1n);
	const zero = rat(0n);
	it('keep the simplest form and print as a card writes them', () => {
		// 1/π, 2/(3π), (π + 1)/(π - 2), π/(π + 1).
		expect(endToString(ratio('pi', zero, one, one, zero))).toBe('1/π');
		expect(endToString(ratio('pi', zero, rat(2n), rat(3n), zero))).toBe('2/(3π)');
		expect(endToString(ratio('pi', one, one, one, rat(-2n)))).toBe('(π + 1)/(π - 2)');
		expect(endToString(ratio('e', one, zero, one, one))).toBe('e/(e + 1)');
		// A constant quotient is rational, and a denominator without κ gives a·κ + b.
		expect(ratio('pi', rat(2n), rat(4n), one, rat(2n))).toEqual(rat(2n));
		expect(endToString(ratio('pi', rat(2n), zero, zero, rat(4n)))).toBe('π/2');
	});

	it('are ordered by bounds and equal only when they are the same quotient', () => {
		const inv = ratio('pi', zero, one, one, zero);
		// 1/π = 0.318309886...
		const [lo, hi] = bounds(inv, 40);
		expect(cmp(lo, dec('0.3183098861'))).toBe(1);
		expect(cmp(hi, dec('0.3183098862'))).toBe(-1);
		expect(cmpEnd(inv, ratio('pi', zero, rat(2n), rat(2n), zero))).toBe(0);
		expect(cmpEnd(inv, rat(1n, 3n))).toBe(-1);
		expect(cmpEnd(inv, ratio('e', zero, one, one, zero))).toBe(-1);
		// 1 + 1/π = (π + 1)/π, written two ways.
		expect(cmpEnd(scaleEnd(inv, one, one), ratio('pi', one, one, one, zero))).toBe(0);
		expect(cmpEnd(ratio('pi', one, one, one, zero), pi)).toBe(-1);
	});
});
