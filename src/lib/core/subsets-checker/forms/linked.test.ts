import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineHas, lineValues, type Ineq } from './linked';
import * as P from './periodic';
import { Work } from '../work';
import { TooComplex } from '../errors';

/** The values, or null when their period is past what the checker works through. */
function valuesOrNull(A: bigint, B: bigint, cons: Ineq[]): P.Periodic | null {
	try {
		return lineValues(new Work(), A, B, cons);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

// The values of A·x + B·y over the integer points of a region, against listing the points.

const small = fc.integer({ min: -3, max: 3 });
const ineq = fc.record({ a: small, b: small, c: fc.integer({ min: -8, max: 8 }) });
const toIneq = (q: { a: number; b: number; c: number }): Ineq => ({
	a: BigInt(q.a),
	b: BigInt(q.b),
	c: BigInt(q.c)
});

/** |x| ≤ r and |y| ≤ r as inequalities. */
function box(r: number): Ineq[] {
	const R = BigInt(r);
	return [
		{ a: 1n, b: 0n, c: R },
		{ a: -1n, b: 0n, c: R },
		{ a: 0n, b: 1n, c: R },
		{ a: 0n, b: -1n, c: R }
	];
}

/** The values over the points with |x|, |y| ≤ r that satisfy every inequality. */
function listed(A: bigint, B: bigint, cons: Ineq[], r: number): Set<bigint> {
	const out = new Set<bigint>();
	for (let x = -r; x <= r; x++)
		for (let y = -r; y <= r; y++) {
			const X = BigInt(x);
			const Y = BigInt(y);
			if (cons.every((q) => q.a * X + q.b * Y + q.c >= 0n)) out.add(A * X + B * Y);
		}
	return out;
}

describe('values of a linear term over a region (lineValues)', () => {
	it('agrees with listing the points of a bounded region', () => {
		fc.assert(
			fc.property(small, small, fc.array(ineq, { maxLength: 3 }), (a, b, qs) => {
				const cons = [...box(6), ...qs.map(toIneq)];
				const A = BigInt(a);
				const B = BigInt(b);
				const want = listed(A, B, cons, 6);
				const got = valuesOrNull(A, B, cons);
				// A period past the checker's limit ends unknown: nothing to compare.
				if (got === null) return;
				for (let t = -60n; t <= 60n; t++) {
					expect(P.has(got, t), `T = ${t}`).toBe(want.has(t));
					expect(lineHas(new Work(), A, B, cons, t), `T = ${t} on its line`).toBe(want.has(t));
				}
			}),
			{ examples: [[1, 1, [{ a: -1, b: 1, c: -1 }]]] }
		);
	});

	it('finds every value of an unbounded region that small points reach, and its fibres agree', () => {
		fc.assert(
			fc.property(small, small, fc.array(ineq, { minLength: 1, maxLength: 3 }), (a, b, qs) => {
				const cons = qs.map(toIneq);
				const A = BigInt(a);
				const B = BigInt(b);
				const reached = listed(A, B, cons, 12);
				const got = valuesOrNull(A, B, cons);
				if (got === null) return;
				for (const t of reached) expect(P.has(got, t), `T = ${t}`).toBe(true);
				for (let t = -30n; t <= 30n; t++)
					expect(lineHas(new Work(), A, B, cons, t), `T = ${t}`).toBe(P.has(got, t));
			})
		);
	});

	it('works through links whose denominators together have a long period', () => {
		// 9i + 2b over i ≥ 0, b ≥ 0, 3i < 3b, 6i > b: the card {3a + 2b : a ∈ {x ∈ ℤ | x ≥ 0 and
		// x mod 3 = 0}, b ∈ ℕ₀, a − 3b < 0, −2a + b < 0} with a = 3i. Its bounds along the line have
		// the denominators 2, 9, 33 and 21, whose lcm (1386) the checker once had to work through.
		const cons: Ineq[] = [
			{ a: 1n, b: 0n, c: 0n },
			{ a: 0n, b: 1n, c: 0n },
			{ a: -3n, b: 3n, c: -1n },
			{ a: 6n, b: -1n, c: -1n }
		];
		const got = lineValues(new Work(), 9n, 2n, cons);
		// i = 1 gives b = 2..5 (13, 15, 17, 19), i = 2 gives b = 3..11 (24, 26, ..., 40).
		expect(P.elementsOf(P.inter(new Work(), got, P.fullRange(-5n, 30n)), 20)).toEqual([
			13n,
			15n,
			17n,
			19n,
			24n,
			26n,
			28n,
			30n
		]);
	});

	it('agrees with listing the points of a quadrant cut by steep links', () => {
		// x, y ≥ 0 and A, B ≥ 1, so a value up to 60 comes from points with x, y ≤ 60: the listing
		// is complete. Coefficients up to 9 make the bounds' denominators large and coprime.
		const wide = fc.integer({ min: -9, max: 9 });
		const steep = fc.record({ a: wide, b: wide, c: fc.integer({ min: -8, max: 8 }) });
		const positive = fc.integer({ min: 1, max: 9 });
		fc.assert(
			fc.property(
				positive,
				positive,
				fc.array(steep, { minLength: 1, maxLength: 2 }),
				(a, b, qs) => {
					const quadrant: Ineq[] = [
						{ a: 1n, b: 0n, c: 0n },
						{ a: 0n, b: 1n, c: 0n }
					];
					const cons = [...quadrant, ...qs.map(toIneq)];
					const A = BigInt(a);
					const B = BigInt(b);
					const want = listed(A, B, cons, 60);
					const got = lineValues(new Work(), A, B, cons);
					for (let t = -5n; t <= 60n; t++) expect(P.has(got, t), `T = ${t}`).toBe(want.has(t));
				}
			),
			{
				numRuns: 60,
				examples: [
					[
						9,
						2,
						[
							{ a: -3, b: 3, c: -1 },
							{ a: 6, b: -1, c: -1 }
						]
					]
				]
			}
		);
	});

	it('gives a + b over 1 ≤ a < b as every whole number from 3', () => {
		// a ≥ 1, b − a − 1 ≥ 0.
		const cons: Ineq[] = [
			{ a: 1n, b: 0n, c: -1n },
			{ a: -1n, b: 1n, c: -1n }
		];
		const got = lineValues(new Work(), 1n, 1n, cons);
		expect(P.elementsOf(P.inter(new Work(), got, P.fullRange(-5n, 10n)), 20)).toEqual([
			3n,
			4n,
			5n,
			6n,
			7n,
			8n,
			9n,
			10n
		]);
		expect(got[got.length - 1].hi).toBe(null);
	});
});
