import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';
import {
	cardText,
	member,
	num,
	parseWitness,
	q,
	type Card,
	type Cond,
	type Q
} from '../testing/oracle';
import { expectVerdicts } from '../testing/verdicts';

// Grids of fractions whose denominators are past the normal form's scale, against grids, their
// complements, intervals and named sets. Verdicts are checked against the independent oracle:
// a finite A point by point, and every witness on the oracle itself.

const rules = { naturalsFrom: 1 } as const;

const Z: Card = { t: 'named', name: 'ℤ', ascii: false };
const N: Card = { t: 'named', name: 'ℕ', ascii: false };
const R: Card = { t: 'named', name: 'ℝ', ascii: false };
const Qs: Card = { t: 'named', name: 'ℚ', ascii: false };
const image = (a: Q, b: Q, dom: Card = Z, cond: Cond | null = null): Card => ({
	t: 'image',
	v: 'k',
	a,
	b,
	dom,
	cond,
	halfStyle: false
});
const interval = (lo: Q | null, hi: Q | null, loClosed = true, hiClosed = true): Card => ({
	t: 'interval',
	lo,
	hi,
	loClosed: loClosed && lo !== null,
	hiClosed: hiClosed && hi !== null
});
const op = (o: '∪' | '∩' | '\\', a: Card, b: Card): Card => ({ t: 'op', op: o, a, b });

const add = (x: Q, y: Q) => q(x.n * y.d + y.n * x.d, x.d * y.d);
const mul = (x: Q, y: Q) => q(x.n * y.n, x.d * y.d);
const at = (a: Q, b: Q, k: bigint) => add(mul(a, q(k)), b);

describe('grids of fractions with large denominators', () => {
	it('decides hand-worked questions', () => {
		const cases: [string, string, string, string?][] = [
			['{k/1000003 : k ∈ ℤ}', '{k/2000006 : k ∈ ℤ}', 'subset'],
			['{k/1099511627791 : k ∈ ℤ}', '{k/2199023255582 : k ∈ ℤ}', 'subset'],
			['{k/1099511627791 : k ∈ ℤ}', '{k/1099511627803 : k ∈ ℤ}', 'not-subset', '1/1099511627791'],
			['{k/2^50 : k ∈ ℤ}', '{k/2^51 : k ∈ ℤ}', 'subset'],
			['{k/2^51 : k ∈ ℤ}', '{k/2^50 : k ∈ ℤ}', 'not-subset', '1/2251799813685248'],
			['{k/10^15 : k ∈ ℤ}', '{k/(6·10^15) : k ∈ ℤ}', 'subset'],
			['{k/1099511627791 : k ∈ ℤ}', 'ℚ', 'subset'],
			['{k/1099511627791 : k ∈ ℤ}', 'ℤ', 'not-subset', '1/1099511627791'],
			['{k/1099511627791 : k ∈ ℤ}', 'ℝ \\ ℚ', 'not-subset', '0'],
			// k even makes the step 1/2^20, but the card is written at 2^21, past what is listed.
			['{k/2^21 : k ∈ ℤ, k mod 2 = 0}', '{k/2^20 : k ∈ ℤ}', 'subset'],
			[
				'{-k/2^21 - 5/2^20 : k ∈ ℤ, k is even} ∩ [-5/2^20, -4/2^20]',
				'ℤ',
				'not-subset',
				'-5/1048576'
			],
			// k/p + 1/q is never whole: p·q would divide q.
			['{k/1000003 + 1/1000033 : k ∈ ℤ}', 'ℝ \\ ℤ', 'subset'],
			// k/p = l/q only for k = p·t, l = q·t, which the interval (0, 1) leaves out.
			['{k/1000003 : k ∈ ℤ} ∩ (0, 1)', 'ℝ \\ {k/1000033 : k ∈ ℤ}', 'subset'],
			['{k/1000003 : k ∈ ℤ} ∩ [0, 1]', 'ℝ \\ {k/1000033 : k ∈ ℤ}', 'not-subset', '0'],
			// The denominator is 1000003·1000033·1000037: both grids lie in it.
			['{k/1000003 : k ∈ ℤ} ∪ {k/1000033 : k ∈ ℤ}', '{k/1000073001431003663 : k ∈ ℤ}', 'subset'],
			[
				'{k/1000003 : k ∈ ℤ} ∪ {k/1000033 : k ∈ ℤ}',
				'{k/1000070001221 : k ∈ ℤ}',
				'not-subset',
				'1/1000003'
			],
			['{k/1000003 : k ∈ ℤ} ∪ {k/1000033 : k ∈ ℤ}', '{k/(1000003·1000033) : k ∈ ℤ}', 'subset'],
			['{k/2^40 : k ∈ ℕ}', '(0, ∞)', 'subset'],
			['{k/2^40 : k ∈ ℕ₀}', '(0, ∞)', 'not-subset', '0'],
			['{3k/2^40 + 1/2^41 : k ∈ ℤ, -5 ≤ k ≤ 5}', '[-1, 1]', 'subset'],
			['{3k/2^40 + 1/2^41 : k ∈ ℤ, -5 ≤ k ≤ 5}', '{k/2^41 : k ∈ ℤ, k > -30}', 'subset'],
			['{3k/2^40 + 1/2^41 : k ∈ ℤ, -5 ≤ k ≤ 5}', '{k/2^41 : k ∈ ℤ, k > -29}', 'not-subset'],
			// A remainder condition on k makes a coarser grid: k = 2j gives 2j/p.
			['{k/1099511627791 : k ∈ ℤ, k is even}', '{2k/1099511627791 : k ∈ ℤ}', 'subset'],
			[
				'{k/1099511627791 : k ∈ ℤ, k is odd}',
				'{2k/1099511627791 : k ∈ ℤ}',
				'not-subset',
				'1/1099511627791'
			],
			['{k/1099511627791 : k ∈ ℤ, k mod 3 = 1}', '{(3k + 1)/1099511627791 : k ∈ ℤ}', 'subset'],
			['{k/1099511627791 : k ∈ ℤ, k mod 3 = 1, 0 < k < 100}', '(0, 100/1099511627791)', 'subset'],
			[
				'{k/1099511627791 : k ∈ ℤ, k mod 3 = 1, 0 < k < 100}',
				'(0, 97/1099511627791)',
				'not-subset',
				'97/1099511627791'
			],
			// A grid written as a condition: x = k/p for whole k.
			['{x ∈ ℚ | 1099511627791x ∈ ℤ}', '{k/1099511627791 : k ∈ ℤ}', 'subset'],
			['{x ∈ ℚ | 1099511627791x ∈ ℤ}', 'ℤ', 'not-subset', '1/1099511627791'],
			// x = (2k − 1)/(4p) has an odd numerator over 4p, never l/p = 4l/(4p).
			['{x ∈ ℝ | 2199023255582x + 1/2 ∈ ℤ}', 'ℝ \\ {k/1099511627791 : k ∈ ℤ}', 'subset'],
			// Several grids together, through the remainders of k: even and odd numerators.
			[
				'{k/1099511627791 : k ∈ ℤ}',
				'{2k/1099511627791 : k ∈ ℤ} ∪ {(2k + 1)/1099511627791 : k ∈ ℤ}',
				'subset'
			],
			[
				'{k/1099511627791 : k ∈ ℤ}',
				'{k/1099511627791 : k ∈ ℤ, k > 0} ∪ {k/1099511627791 : k ∈ ℤ, k ≤ 0}',
				'subset'
			],
			[
				'{k/1099511627791 : k ∈ ℤ}',
				'{k/1099511627791 : k ∈ ℤ, k > 1} ∪ {k/1099511627791 : k ∈ ℤ, k ≤ 0}',
				'not-subset',
				'1/1099511627791'
			],
			[
				'{k/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 10}',
				'{2k/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 5} ∪ {(2k + 1)/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 4}',
				'subset'
			],
			[
				'{k/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 10}',
				'{2k/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 5} ∪ {(2k + 1)/1099511627791 : k ∈ ℤ, 0 ≤ k ≤ 3}',
				'not-subset',
				'9/1099511627791'
			]
		];
		expectVerdicts(cases, (a, s) => decideSubset(a, s, rules));
	});

	it('refutes a grid against a union of grids with a point on neither', () => {
		// 1/(p·q) is on neither grid: p·q would have to divide q, or p.
		const r = decideSubset(
			'{k/(1000003·1000033) : k ∈ ℤ}',
			'{k/1000003 : k ∈ ℤ} ∪ {k/1000033 : k ∈ ℤ}',
			rules
		);
		expect(r).toMatchObject({ verdict: 'not-subset', witness: '1/1000036000099' });
	});

	const large = fc.constantFrom(1000003n, 1048583n, 2n ** 21n, 10n ** 7n, 1099511627791n);
	const small = fc.constantFrom(1n, 2n, 3n, 5n);

	it('agrees with the oracle on finite grids against grids, complements and intervals', () => {
		fc.assert(
			fc.property(
				large,
				small,
				fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0),
				fc.integer({ min: -20, max: 20 }),
				fc.integer({ min: -4, max: 4 }),
				fc.integer({ min: 0, max: 12 }),
				fc.constantFrom<[bigint, bigint]>([1n, 1n], [2n, 1n], [1n, 2n], [1n, 3n], [3n, 1n]),
				fc.integer({ min: -3, max: 3 }),
				fc.boolean(),
				fc.integer({ min: 0, max: 7 }),
				fc.option(fc.tuple(fc.constantFrom(2n, 3n, 5n), fc.nat(4))),
				(D, D2, n1, n2, k1, width, [rn, rd], j, offGrid, shape, mod) => {
					const a = q(n1, D);
					const b = q(n2, D * D2);
					// A: the points for k in k1..k1 + width (some remainder of k only, at times), cut
					// by a closed or open interval.
					const lo = at(a, b, BigInt(n1 > 0 ? k1 : k1 + width));
					const hi = at(a, b, BigInt(n1 > 0 ? k1 + width : k1));
					const cond: Cond | null = mod && {
						t: 'mod',
						a: 1n,
						m: mod[0],
						r: BigInt(mod[1]) % mod[0],
						negated: false,
						form: 'mod'
					};
					const A = op('∩', image(a, b, Z, cond), interval(lo, hi, k1 % 2 === 0, width % 2 === 0));
					const c = mul(q(n1 < 0 ? -n1 : n1, D), q(rn, rd));
					const e = add(add(b, mul(q(j), c)), offGrid ? q(1n, 1000033n) : q(0n));
					const grid = image(c, e, shape === 5 ? N : Z);
					const S: Card = [
						grid,
						op('\\', R, grid),
						interval(at(a, b, BigInt(k1 + j)), null),
						Qs,
						Z,
						grid,
						op('∩', grid, interval(q(0n), null)),
						// Two grids, the second shifted by A's own step over two: they may cover A together.
						op('∪', grid, image(c, add(e, mul(a, q(1n, 2n))), Z, null))
					][shape];
					// Brute force: every k near the range, kept when the oracle puts its point in A.
					const points = [];
					for (let k = k1 - 2; k <= k1 + width + 2; k++) {
						const x = num(at(a, b, BigInt(k)));
						if (member(A, x, 1)) points.push(x);
					}
					const truth = points.every((x) => member(S, x, 1)) ? 'subset' : 'not-subset';
					const r = decideSubset(cardText(A), cardText(S), rules);
					expect(r.verdict, `${cardText(A)} ⊆ ${cardText(S)}`).toBe(truth);
					if (r.verdict === 'not-subset') {
						const w = parseWitness(r.witness ?? '');
						expect(w).not.toBeNull();
						expect(member(A, w!, 1) && !member(S, w!, 1)).toBe(true);
					}
				}
			),
			{ numRuns: 150 }
		);
	});

	it('never contradicts the oracle on whole grids, and every witness is one', () => {
		fc.assert(
			fc.property(
				large,
				fc.integer({ min: 1, max: 3 }),
				fc.integer({ min: -5, max: 5 }),
				fc.constantFrom<[bigint, bigint]>([1n, 1n], [2n, 1n], [1n, 2n], [1n, 3n], [3n, 1n]),
				fc.integer({ min: -3, max: 3 }),
				fc.boolean(),
				fc.boolean(),
				(D, n1, n2, [rn, rd], j, offGrid, complement) => {
					const a = q(n1, D);
					const b = q(n2, D);
					const A = image(a, b);
					const c = mul(a, q(rn, rd));
					const e = add(add(b, mul(q(j), c)), offGrid ? q(1n, 1000033n) : q(0n));
					const S = complement ? op('\\', R, image(c, e)) : image(c, e);
					const r = decideSubset(cardText(A), cardText(S), rules);
					expect(r.verdict).not.toBe('unknown');
					// A ⊆ S needs c to divide a and b to lie on S's grid; A ⊆ ℝ \ S needs no meeting.
					const onGrid = member(image(c, e), num(b), 1);
					const inGrid = onGrid && q(rd, rn).d === 1n;
					const k0 = (x: bigint) => member(image(c, e), num(at(a, b, x)), 1);
					if (!complement) expect(r.verdict).toBe(inGrid ? 'subset' : 'not-subset');
					// Two grids meet within one full period of the finer one when they meet at all.
					else if (r.verdict === 'subset')
						for (let k = -40n; k <= 40n; k++) expect(k0(k)).toBe(false);
					if (r.verdict === 'not-subset') {
						const w = parseWitness(r.witness ?? '')!;
						expect(member(A, w, 1) && !member(S, w, 1)).toBe(true);
					}
				}
			),
			{ numRuns: 100 }
		);
	});
});
