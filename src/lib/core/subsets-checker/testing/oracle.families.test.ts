import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import { q } from './oracle';
import {
	exceptionsCase,
	exhaustionCase,
	gridsCase,
	meetGridsByCrt,
	multiplesCase,
	powersCase,
	selfPowerCase,
	shiftedCase,
	type Bound,
	type FamilyCase,
	type Grid,
	type GridTarget,
	type PairSet,
	type PowerGen,
	type PowerSet,
	type SelfPowerCond,
	type Span
} from './oracle.families';
import { runs } from './runs';

// The finite-witness, power and grid families against the independent oracle (oracle.families.ts
// decides each card with its own arithmetic, never the engine's). `unknown` is allowed; a wrong
// `subset`, or a witness that is not in A or is in S, is not. Each family must also decide most
// of its questions: a checker that gave up on all of them would pass the first check alone.

/** Asks the checker and holds its answer to the oracle's; returns whether it decided. */
function expectNoWrongAnswer<X>(c: FamilyCase<X>): boolean {
	const res = decideSubset(c.a, c.s);
	const where = `${c.a} ⊆ ${c.s}: ${res.verdict} ${res.witness ?? ''} (${res.reason})`;
	if (res.verdict === 'subset') expect(c.subset, where).toBe(true);
	else if (res.verdict === 'not-subset') {
		expect(c.subset, where).toBe(false);
		const w = c.parse(res.witness ?? '');
		expect(w, `${where}: the witness reads`).not.toBeNull();
		if (w !== null) {
			expect(c.inA(w), `${where}: witness in A`).toBe(true);
			expect(c.inS(w), `${where}: witness not in S`).toBe(false);
		}
	} else expect(res.verdict, where).toBe('unknown');
	return res.verdict !== 'unknown';
}

/** Runs the property and expects at least `share` of its questions decided. */
function checkFamily<T>(
	arb: fc.Arbitrary<T>,
	toCase: (t: T) => FamilyCase<unknown>,
	share: number,
	n = 60
) {
	let asked = 0;
	let decided = 0;
	fc.assert(
		fc.property(arb, (t) => {
			asked++;
			if (expectNoWrongAnswer(toCase(t))) decided++;
		}),
		runs(n)
	);
	expect(decided, `${decided} of ${asked} decided`).toBeGreaterThanOrEqual(share * asked);
}

const pairSet: fc.Arbitrary<PairSet> = fc.oneof(
	fc.integer({ min: 1, max: 6 }).map((m): PairSet => ({ t: 'product-above', m: BigInt(m) })),
	fc.constant<PairSet>({ t: 'prime-sum' }),
	fc.constant<PairSet>({ t: 'prime-product' })
);

// Small numbers, and a few a careless divisor check gets wrong: 101·9901, 101·103, a prime,
// twice a prime, an odd number that is no sum of two primes.
const listed = fc.oneof(
	fc.integer({ min: -5, max: 600 }).map(BigInt),
	fc.constantFrom(1000001n, 10403n, 1009n, 22n, 26n, 34n, 11n, 13n, 27n, 4n)
);

const bound = (lo: number, hi: number): fc.Arbitrary<Bound> =>
	fc.record({ at: fc.integer({ min: lo, max: hi }).map((n) => q(n)), closed: fc.boolean() });

const powerGen = (maxBeta: number): fc.Arbitrary<PowerGen> =>
	fc.record({
		beta: fc.integer({ min: 1, max: maxBeta }),
		from: fc.constantFrom<0 | 1>(0, 1),
		mod: fc.integer({ min: 1, max: 3 }),
		rem: fc.integer({ min: 0, max: 2 })
	});
const powerSet = (maxBeta: number): fc.Arbitrary<PowerSet> =>
	fc.record({
		gens: fc.array(powerGen(maxBeta), { minLength: 1, maxLength: 2 }),
		op: fc.constantFrom<'∩' | '∪'>('∩', '∪')
	});

// Two primes near 2^40 and powers of 2 and 3: large coprime denominators.
const BIG = [1099511627791n, 1099511627803n, 2n ** 50n, 3n ** 30n];
const grid: fc.Arbitrary<Grid> = fc.record({
	s: fc.integer({ min: 1, max: 12 }).map(BigInt),
	p: fc.integer({ min: 0, max: 11 }).map(BigInt),
	d: fc.oneof(fc.integer({ min: 1, max: 6 }).map(BigInt), fc.constantFrom(...BIG))
});

const quarterSpan = (den: number): fc.Arbitrary<Span> =>
	fc
		.record({
			lo: fc.integer({ min: -6 * den, max: 6 * den }),
			width: fc.integer({ min: 0, max: 3 * den }),
			loClosed: fc.boolean(),
			hiClosed: fc.boolean()
		})
		.map(({ lo, width, loClosed, hiClosed }) => ({
			lo: q(lo, den),
			hi: q(lo + width, den),
			loClosed: loClosed || width === 0,
			hiClosed: hiClosed || width === 0
		}));

describe('the finite-witness, power and grid families against the independent oracle', () => {
	it('products and sums against a list of exceptions (exceptions)', () => {
		checkFamily(
			fc.tuple(
				pairSet,
				fc.constantFrom<'ℤ' | 'ℕ'>('ℤ', 'ℕ'),
				fc.array(fc.array(listed, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 2 })
			),
			([a, rest, lists]) => exceptionsCase(a, rest, lists),
			0.8,
			40
		);
	});

	it('ranges checked number by number (exhaustion)', () => {
		checkFamily(
			fc.tuple(
				fc.integer({ min: 0, max: 300 }).map(BigInt),
				fc.integer({ min: 0, max: 60 }).map(BigInt),
				fc.boolean(),
				pairSet
			),
			([lo, width, evens, s]) => exhaustionCase(lo, lo + width, evens, s),
			0.8
		);
	});

	it('multiples of π or e cut to a bounded interval (bounded-multiples)', () => {
		checkFamily(
			fc.record({
				c: fc.constantFrom<'π' | 'e'>('π', 'e'),
				m: fc.integer({ min: -3, max: 3 }).filter((m) => m !== 0),
				s: fc.integer({ min: -4, max: 4 }),
				dom: fc.constantFrom<'ℤ' | 'ℕ' | 'ℕ₀'>('ℤ', 'ℕ', 'ℕ₀'),
				lo: bound(-30, 30),
				width: fc.integer({ min: 1, max: 30 }),
				hiClosed: fc.boolean(),
				drop: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 1 }),
				extra: fc.array(fc.integer({ min: 30, max: 40 }), { maxLength: 1 }),
				within: fc.option(fc.tuple(bound(-40, 40), fc.integer({ min: 1, max: 60 })), {
					freq: 3
				})
			}),
			(t) =>
				multiplesCase(
					{
						c: t.c,
						m: BigInt(t.m),
						s: BigInt(t.s),
						dom: t.dom,
						lo: t.lo,
						hi: { at: q(t.lo.at.n + BigInt(t.width)), closed: t.hiClosed }
					},
					t.drop,
					t.extra.map((k) => BigInt(k * t.m)),
					t.within && {
						lo: t.within[0],
						hi: { at: q(t.within[0].at.n + BigInt(t.within[1])), closed: true }
					}
				),
			0.8
		);
	});

	it('powers of one base joined by ∩ and ∪ (power-exponents)', () => {
		checkFamily(
			fc.tuple(fc.constantFrom(2n, 3n), powerSet(6), powerSet(6)),
			([b, a, s]) => powersCase(b, a, s),
			0.8
		);
	});

	it('n^n against the squares and the cubes (self-power-roots)', () => {
		const cond: fc.Arbitrary<SelfPowerCond> = fc.oneof(
			fc.constant<SelfPowerCond>({ t: 'all' }),
			fc
				.tuple(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 7 }))
				.map(([m, r]): SelfPowerCond => ({ t: 'mod', m: BigInt(m), r: BigInt(r % m) })),
			fc.constantFrom(2n, 3n, 6n).map((m): SelfPowerCond => ({ t: 'divides', m }))
		);
		checkFamily(
			fc.tuple(
				cond,
				fc.constantFrom('squares', 'square-image', 'cubes') as fc.Arbitrary<
					'squares' | 'square-image' | 'cubes'
				>
			),
			([c, target]) => selfPowerCase(c, target),
			0.8
		);
	});

	it('two grids met, with small and large coprime denominators (grid-meets)', () => {
		const target: fc.Arbitrary<GridTarget> = fc.oneof(
			fc
				.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(1n, 2n, 3n, 6n, ...BIG))
				.map(([n, d]): GridTarget => ({ t: 'multiples', n: BigInt(n), d })),
			fc.constant<GridTarget>({ t: 'multiples', n: 1n, d: 1n }),
			fc.constant<GridTarget>({ t: 'empty' })
		);
		checkFamily(fc.tuple(grid, grid, target), ([g1, g2, t]) => gridsCase(g1, g2, t), 0.8);
	});

	it('an interval against a lattice plus an interval (shifted-intervals)', () => {
		checkFamily(
			fc
				.tuple(quarterSpan(4), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 6 }))
				.chain(([a, step, den]) => quarterSpan(den).map((j) => [a, step, j] as const)),
			([a, step, j]) => shiftedCase(a, BigInt(step), j),
			0.8
		);
	});
});

describe('the oracle of the families, on questions worked by hand', () => {
	it('meets grids by its own Chinese remainder theorem', () => {
		// k/6 ∩ k/10: the halves; (2k + 1)/2 ∩ ℤ: nothing.
		expect(meetGridsByCrt({ s: 1n, p: 0n, d: 6n }, { s: 1n, p: 0n, d: 10n })).toEqual({
			r: 0n,
			m: 15n,
			l: 30n
		});
		expect(meetGridsByCrt({ s: 2n, p: 1n, d: 2n }, { s: 1n, p: 0n, d: 1n })).toBeNull();
		expect(
			gridsCase(
				{ s: 1n, p: 0n, d: 1099511627791n },
				{ s: 1n, p: 0n, d: 1099511627803n },
				{ t: 'multiples', n: 1n, d: 1n }
			).subset
		).toBe(true);
	});

	it('decides the cards of the issue as a person would', () => {
		expect(exceptionsCase({ t: 'product-above', m: 3n }, 'ℤ', [[22n]]).subset).toBe(true);
		expect(exceptionsCase({ t: 'product-above', m: 3n }, 'ℕ', [[22n, 26n, 1000001n]]).subset).toBe(
			false
		);
		expect(exhaustionCase(4n, 1000n, true, { t: 'prime-sum' }).subset).toBe(true);
		expect(exhaustionCase(4n, 30n, false, { t: 'prime-sum' }).subset).toBe(false);
		const piCard = {
			c: 'π' as const,
			m: 1n,
			s: 0n,
			dom: 'ℤ' as const,
			lo: { at: q(0), closed: false },
			hi: { at: q(10), closed: false }
		};
		expect(multiplesCase(piCard, [], [], null).s).toBe('{π, 2π, 3π}');
		expect(multiplesCase(piCard, [2], [], null).subset).toBe(false);
		const two = (beta: number): PowerGen => ({ beta, from: 1, mod: 1, rem: 0 });
		expect(
			powersCase(2n, { gens: [two(6)], op: '∩' }, { gens: [two(2), two(3)], op: '∩' }).subset
		).toBe(true);
		expect(
			powersCase(2n, { gens: [two(4)], op: '∩' }, { gens: [two(2), two(3)], op: '∩' }).subset
		).toBe(false);
		expect(selfPowerCase({ t: 'divides', m: 2n }, 'squares').subset).toBe(true);
		expect(selfPowerCase({ t: 'all' }, 'squares').subset).toBe(false);
		const half: Span = { lo: q(0), hi: q(1, 2), loClosed: true, hiClosed: true };
		const a: Span = { lo: q(3), hi: q(18, 5), loClosed: true, hiClosed: true };
		expect(shiftedCase(a, 1n, half).subset).toBe(false);
		expect(shiftedCase({ ...a, hi: q(7, 2) }, 1n, half).subset).toBe(true);
	});
});
