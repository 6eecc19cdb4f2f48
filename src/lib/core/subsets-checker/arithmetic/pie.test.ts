import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TooComplex } from '../errors';
import { rat, type Rat } from './rational';
import { isMixed, pieFloorStrict, type Mixed } from './pie';
import {
	combine,
	constPoly,
	linearPoly,
	pieAffine,
	quotientOf,
	sameQuotient,
	type Mono
} from './piepoly';
import { cmpEnd, endToString } from './real';
import { isTranscendental } from './transcendental';
import { readCard } from '../card';
import { knownNumber } from '../read/ir';

// π and e to 400 bits, computed here by fixed-point series of our own (Machin's formula with
// arctan(1/x), and Σ 1/k!), apart from the code under test, with their errors bounded: each
// truncated term is off by less than one unit.
function atanInv(x: bigint, scale: bigint): bigint {
	let sum = 0n;
	let power = scale / x;
	for (let k = 0n; power !== 0n; k++) {
		sum += (k % 2n === 0n ? 1n : -1n) * (power / (2n * k + 1n));
		power /= x * x;
	}
	return sum;
}
const piFixed = (scale: bigint) => 16n * atanInv(5n, scale) - 4n * atanInv(239n, scale);
function eFixed(scale: bigint): bigint {
	let sum = 0n;
	let term = scale;
	for (let k = 1n; term !== 0n; k++) {
		sum += term;
		term /= k;
	}
	return sum;
}
const BITS = 400n;
const SCALE = 1n << BITS;
const PI_FIX = piFixed(SCALE);
const E_FIX = eFixed(SCALE);
// Both are within 2^-390 of the truth, far below the gaps the tests below rely on.

/** c0 + c1·π + c2·e + c3·π·e at the fixed-point values, scaled by SCALE (an estimate). */
function estimate(c: [Rat, Rat, Rat, Rat]): { n: bigint; d: bigint } {
	// Over the common denominator D of the coefficients: Σ c_i·D·value_i, still scaled by SCALE.
	const D = c.reduce((l, x) => (l * x.d) / gcdB(l, x.d), 1n);
	const w = c.map((x) => (x.n * D) / x.d);
	const n = w[0] * SCALE + w[1] * PI_FIX + w[2] * E_FIX + (w[3] * PI_FIX * E_FIX) / SCALE;
	return { n, d: D * SCALE };
}
function gcdB(a: bigint, b: bigint): bigint {
	a = a < 0n ? -a : a;
	b = b < 0n ? -b : b;
	while (b) [a, b] = [b, a % b];
	return a;
}

function poly(c: [Rat, Rat, Rat, Rat]): Mono[] {
	const terms: Mono[] = [
		{ i: 0, j: 0, c: c[0] },
		{ i: 1, j: 0, c: c[1] },
		{ i: 0, j: 1, c: c[2] },
		{ i: 1, j: 1, c: c[3] }
	];
	return combine(
		'+',
		{ num: terms.filter((m) => m.c.n !== 0n), den: constPoly(rat(1n)) },
		{
			num: [],
			den: constPoly(rat(1n))
		}
	)!.num as Mono[];
}

function pieOf(num: Mono[], den: Mono[] = constPoly(rat(1n))): Mixed {
	const q = quotientOf(num, den);
	if (!q || !isMixed(q)) throw new Error('not a number of π and e together');
	return q;
}

const piPlusE = pieOf(poly([rat(0n), rat(1n), rat(1n), rat(0n)]));
const piTimesE = pieOf(poly([rat(0n), rat(0n), rat(0n), rat(1n)]));
const piOverE = pieOf(linearPoly('pi', rat(1n), rat(0n)), linearPoly('e', rat(1n), rat(0n)));
const eOverPi = pieOf(linearPoly('e', rat(1n), rat(0n)), linearPoly('pi', rat(1n), rat(0n)));

describe('numbers made of π and e', () => {
	it('orders π + e, π·e, π/e and e/π against their known digits', () => {
		// π + e = 5.85987448..., π·e = 8.53973422..., π/e = 1.15572734..., e/π = 0.86525597...
		expect(cmpEnd(piPlusE, rat(585987448n, 10n ** 8n))).toBe(1);
		expect(cmpEnd(piPlusE, rat(585987449n, 10n ** 8n))).toBe(-1);
		expect(cmpEnd(piTimesE, rat(853973422n, 10n ** 8n))).toBe(1);
		expect(cmpEnd(piTimesE, rat(853973423n, 10n ** 8n))).toBe(-1);
		expect(cmpEnd(piOverE, rat(115572734n, 10n ** 8n))).toBe(1);
		expect(cmpEnd(piOverE, rat(115572735n, 10n ** 8n))).toBe(-1);
		expect(cmpEnd(eOverPi, rat(86525597n, 10n ** 8n))).toBe(1);
		expect(cmpEnd(eOverPi, rat(86525598n, 10n ** 8n))).toBe(-1);
		expect(cmpEnd(piOverE, eOverPi)).toBe(1);
	});

	it('knows the same quotient written twice, and nothing else, as equal', () => {
		const again = pieOf(poly([rat(0n), rat(2n), rat(2n), rat(0n)]), constPoly(rat(2n)));
		expect(sameQuotient(piPlusE, again)).toBe(true);
		expect(cmpEnd(piPlusE, again)).toBe(0);
		expect(sameQuotient(piPlusE, piTimesE)).toBe(false);
		// π·e/e cancels to π: no longer a number of both constants.
		const q = quotientOf(
			poly([rat(0n), rat(0n), rat(0n), rat(1n)]),
			linearPoly('e', rat(1n), rat(0n))
		);
		expect(q && 'k' in q && q.of).toBe('pi');
	});

	it('gives up, never guesses, when bounds cannot part two numbers', () => {
		// A fraction within 2^-5000 of π + e: no bounds within the work tell them apart.
		const scale = 1n << 5020n;
		const r = rat(piFixed(scale) + eFixed(scale), scale);
		expect(() => cmpEnd(piPlusE, r)).toThrow(TooComplex);
	});

	it('places π + e strictly between 5 and 6, and π·e between 8 and 9', () => {
		expect(pieFloorStrict(piPlusE)).toBe(5n);
		expect(pieFloorStrict(piTimesE)).toBe(8n);
		expect(pieFloorStrict(pieAffine(piPlusE, rat(1n, 2n), rat(0n)))).toBe(2n);
	});

	it('prints in card notation', () => {
		expect(endToString(piPlusE)).toBe('π + e');
		expect(endToString(piTimesE)).toBe('π·e');
		expect(endToString(piOverE)).toBe('π/e');
		expect(endToString(eOverPi)).toBe('e/π');
		expect(endToString(pieAffine(piPlusE, rat(1n, 2n), rat(0n)))).toBe('(π + e)/2');
		expect(endToString(pieAffine(piTimesE, rat(-1n), rat(1n)))).toBe('-π·e + 1');
	});

	it('orders random combinations c0 + c1·π + c2·e + c3·π·e as independent digits do', () => {
		const coef = fc
			.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 12 }))
			.map(([n, d]) => rat(BigInt(n), BigInt(d)));
		fc.assert(
			fc.property(
				fc.tuple(coef, coef, coef, coef),
				fc.integer({ min: -4000, max: 4000 }),
				fc.integer({ min: 1, max: 97 }),
				(c, rn, rd) => {
					// Both constants present, so the number is of this kind.
					fc.pre((c[1].n !== 0n || c[3].n !== 0n) && (c[2].n !== 0n || c[3].n !== 0n));
					const x = pieOf(poly(c));
					const r = rat(BigInt(rn), BigInt(rd));
					const est = estimate(c);
					// est/d − r, scaled: the estimate is off by far less than 2^-300 of a unit.
					const gap = est.n * r.d - r.n * est.d;
					const margin = (est.d * r.d) >> 300n;
					if (gap > margin) expect(cmpEnd(x, r)).toBe(1);
					else if (gap < -margin) expect(cmpEnd(x, r)).toBe(-1);
				}
			),
			{ numRuns: 300 }
		);
	});

	it('is one type with the numbers of one constant, and only those are called irrational', () => {
		// {π + e, 1/π, 2π − 1} is read as three numbers of π and e; the first of both constants.
		const ir = readCard('{π + e, 1/π, 2π − 1}').set;
		if (ir.k !== 'roster') throw new Error('not a list');
		const [sum, inverse, line] = ir.items;
		if (sum.k !== 'num' || inverse.k !== 'num' || line.k !== 'num') throw new Error('not numbers');
		expect(isMixed(sum.v)).toBe(true);
		expect(knownNumber(sum)).toBeNull();
		for (const x of [inverse.v, line.v]) {
			expect(isMixed(x)).toBe(false);
			expect('k' in x && x.k === 'pie' && isTranscendental(x)).toBe(true);
		}
		expect(knownNumber(inverse)).toBe(inverse.v);
		// One order and one notation for all of them.
		expect(cmpEnd(inverse.v, sum.v)).toBe(-1);
		expect(cmpEnd(line.v, sum.v)).toBe(-1);
		expect([sum, inverse, line].map((x) => endToString(x.v))).toEqual(['π + e', '1/π', '2π - 1']);
	});
});
