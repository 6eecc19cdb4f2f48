import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from './index';
import { cmpTwoRoots, q, twoRootsRational, type Q } from './testing/oracle';
import { runs } from './testing/runs';
import { expectVerdicts } from './testing/verdicts';

// Sums and products of two different square roots as elements ({√2 + √5}, {√2·√8}), decided by
// the checker and checked against the oracle's own exact arithmetic (testing/oracle.ts:
// cmpTwoRoots orders p + r·√a + s·√b against a fraction by comparing squares, twoRootsRational
// gathers the roots by trial division). FC_SEED=<n> replays a run; FC_RUNS=<n> runs longer.

const qText = (x: Q) => (x.d === 1n ? `${x.n}` : `${x.n}/${x.d}`);
/** The card text of p + r·√a + s·√b (each part in parentheses, so signs read plainly). */
const cardOf = (p: Q, r: Q, a: number, s: Q, b: number) =>
	`{(${qText(p)}) + (${qText(r)})·√${a} + (${qText(s)})·√${b}}`;

const nonZero = fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0);
const small = fc.integer({ min: -6, max: 6 });
const radicand = fc.constantFrom(2, 3, 5, 6, 7, 8, 10, 12, 18, 20, 27, 50);
const fraction = fc
	.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 6 }))
	.map(([n, d]) => q(n, d));

describe('two roots as an element', () => {
	it('reads sums and products of roots exactly (hand-worked)', () => {
		const cases: [string, string, string, string?][] = [
			['{√2·√8}', 'ℤ', 'subset'],
			['{√2·√8}', '{4}', 'subset'],
			['{√2·√3}', '{√6}', 'subset'],
			['{√6·√3}', '{3√2}', 'subset'],
			['{√2 + √5}', 'ℚ', 'not-subset', '√2 + √5'],
			['{√2 + √5}', 'ℝ \\ ℚ', 'subset'],
			['{√2 + √5}', 'ℝ', 'subset'],
			// √2 + √5 = 3.6503...
			['{√2 + √5}', '(3.65, 3.66)', 'subset'],
			['{√2 + √5}', '[3.6, 3.65]', 'not-subset', '√2 + √5'],
			['{√2 + √5}', '{x ∈ ℝ | x^4 - 14x^2 + 9 = 0}', 'subset'],
			['{√2 + √5}', '{x ∈ ℝ | x² < 13}', 'not-subset', '√2 + √5'],
			['{√2 + √5 - √2}', '{√5}', 'subset'],
			['{√2 + √8 - 3√2}', '{0}', 'subset'],
			['{√2 - √3}', '(-1, 0)', 'subset'],
			['{(√2 + √3)/2}', 'ℚ', 'not-subset', '(√2 + √3)/2'],
			['{1 + √2 + √3}', '(4.14, 4.15)', 'subset'],
			// √3 + √12 = 3√3: one field, so still a plain root.
			['{√3 + √12}', '{3√3}', 'subset'],
			['{x ∈ ℝ | x > √2 + √3}', '(3, ∞)', 'subset'],
			['{x ∈ ℤ | √2 + √3 < x < √5 + √7}', '{4}', 'subset']
		];
		expectVerdicts(cases);
	});

	it('never claims π + e or π·e rational or irrational: read, and unknown against ℚ', () => {
		for (const card of ['{π + e}', '{π·e}', '{π - e}']) {
			expect(checkCard(card).verdict, card).toBe('valid');
			for (const s of ['ℚ', 'ℝ \\ ℚ']) {
				const got = decideSubset(card, s);
				expect(got.verdict, `${card} ⊆ ${s}`).toBe('unknown');
				expect(got.reason, `${card} ⊆ ${s}`).toMatch(/nobody knows whether/i);
			}
		}
		expect(checkCard('{√2 + √3 + √5}').verdict).toBe('unsupported');
	});

	it('orders p + r√a + s√b against a fraction as the oracle does', () => {
		fc.assert(
			fc.property(small, nonZero, radicand, nonZero, radicand, fraction, (p, r, a, s, b, c) => {
				const [P, R, S] = [q(p), q(r), q(s)];
				const card = cardOf(P, R, a, S, b);
				const order = cmpTwoRoots(P, R, BigInt(a), S, BigInt(b), c);
				const below = decideSubset(card, `(-∞, ${qText(c)})`);
				expect(below.verdict, `${card} < ${qText(c)}`).toBe(order < 0 ? 'subset' : 'not-subset');
				const at = decideSubset(card, `{${qText(c)}}`);
				expect(at.verdict, `${card} = ${qText(c)}`).toBe(order === 0 ? 'subset' : 'not-subset');
			}),
			runs(60)
		);
	});

	it('says whether p + r√a + s√b is rational as the oracle does', () => {
		fc.assert(
			fc.property(small, nonZero, radicand, nonZero, radicand, (p, r, a, s, b) => {
				const [P, R, S] = [q(p), q(r), q(s)];
				const card = cardOf(P, R, a, S, b);
				const rational = twoRootsRational(R, BigInt(a), S, BigInt(b));
				expect(decideSubset(card, 'ℚ').verdict, card).toBe(rational ? 'subset' : 'not-subset');
				expect(decideSubset(card, 'ℝ \\ ℚ').verdict, card).toBe(rational ? 'not-subset' : 'subset');
			}),
			runs(60)
		);
	});

	it('multiplies two roots under one root as the oracle orders them', () => {
		fc.assert(
			fc.property(nonZero, radicand, radicand, fraction, (r, a, b, c) => {
				// r·√a·√b = r·√(ab): ordered against c as r·√(ab) + 0·√1.
				const card = `{(${r})·√${a}·√${b}}`;
				const order = cmpTwoRoots(q(0), q(r), BigInt(a * b), q(0), 0n, c);
				expect(decideSubset(card, `(-∞, ${qText(c)}]`).verdict, card).toBe(
					order <= 0 ? 'subset' : 'not-subset'
				);
			}),
			runs(40)
		);
	});
});
