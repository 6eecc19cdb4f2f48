import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCard, decideSubset } from '../index';

// Hand-worked: π + e = 5.859874482..., π·e = 8.539734222..., π/e = 1.155727349...,
// e/π = 0.865255979..., (π + e)/2 = 2.929937241...
const cases: [string, string, 'subset' | 'not-subset' | 'unknown', string?][] = [
	['{π + e}', 'ℝ', 'subset'],
	['{π + e}', '(5, 6)', 'subset'],
	['{π + e}', '(6, 7)', 'not-subset', 'π + e'],
	['{π + e}', '{x ∈ ℝ | x > 5.86}', 'not-subset', 'π + e'],
	['{π + e}', '{x ∈ ℝ | x > 5.859}', 'subset'],
	['{π·e}', '(8, 9)', 'subset'],
	['{π·e}', '[8.54, 9]', 'not-subset', 'π·e'],
	['{π + e}', 'ℚ', 'unknown'],
	['{π + e}', 'ℝ \\ ℚ', 'unknown'],
	['{π·e}', 'ℚ⁺', 'unknown'],
	['{π - e}', 'ℚ⁺', 'unknown'],
	['{e - π}', 'ℚ⁺', 'not-subset', '-π + e'],
	['{π + e}', 'ℤ', 'not-subset', 'π + e'],
	['{π + e}', 'ℕ', 'not-subset', 'π + e'],
	['{π + e}', '{x ∈ ℤ | x > 0} ∪ (5.8, 5.9)', 'subset'],
	['{π + e}', 'ℝ \\ (5.85, 5.86)', 'not-subset', 'π + e'],
	['{π + e}', '{5, 6}', 'not-subset', 'π + e'],
	['{π + e, 1}', '[1, 6]', 'subset'],
	['{π + e, 7}', '[1, 6]', 'not-subset', '7'],
	['{π/e}', '(1.155, 1.156)', 'subset'],
	['{e/π}', '(0.865, 0.866)', 'subset'],
	['{(π + e)/2}', '(-∞, 3)', 'subset'],
	['{(π + e)/2}', '(-∞, 2.9]', 'not-subset', '(π + e)/2'],
	['{π + e}', '{π + e}', 'subset'],
	['{π + e}', '{e + π, 1}', 'subset'],
	['{π + e}', '{x ∈ ℝ | 2x − 1 > 10}', 'subset'],
	['{π + e}', '{x ∈ ℝ | x < π + 3}', 'subset'],
	['{π + e}', '{x ∈ ℝ | x < e + 3}', 'not-subset', 'π + e'],
	['{π + e}', '{x ∈ ℚ | x > 0}', 'unknown'],
	['{π + e}', '{x ∈ ℤ | x > 0}', 'not-subset', 'π + e'],
	['{π + e}', '𝒫(ℝ)', 'not-subset', 'π + e'],
	['{π + e}', '∅', 'not-subset', 'π + e'],
	// π + e − e is π, known to be irrational; (2π + 2e)/(π + e) is 2.
	['{π + e - e}', 'ℝ \\ ℚ', 'subset'],
	['{(2π + 2e)/(π + e)}', '{2}', 'subset'],
	['{x ∈ ℝ | x + 2 ≤ (2π + 2e)/(π + e)}', '(-∞, 0]', 'subset']
];

describe('numbers of unknown rationality as elements', () => {
	for (const [a, s, verdict, witness] of cases) {
		it(`${a} ⊆ ${s} -> ${verdict}`, () => {
			const got = decideSubset(a, s);
			expect(got.verdict).toBe(verdict);
			if (witness) expect(got.witness).toBe(witness);
		});
	}

	// (π + e)/2 = 2.929937241..., e/π = 0.865255979..., π − e = 0.423310825...
	const ranges: [string, string, 'subset' | 'not-subset' | 'unknown', string?][] = [
		['{x ∈ ℝ | 2x − e ≤ π}', '(-∞, 3)', 'subset'],
		['{x ∈ ℝ | 2x − e ≤ π}', '(-∞, 2.9]', 'not-subset', '32/11'],
		['{x ∈ ℚ | 2x − e ≤ π}', '{x ∈ ℚ | 2x − e < π}', 'unknown'],
		['{x ∈ ℝ | 2x − e ≤ π}', '{x ∈ ℝ | 2x − e < π}', 'not-subset', '(π + e)/2'],
		['{x ∈ ℝ | 2x − e < π}', '{x ∈ ℝ | 2x − e ≤ π}', 'subset'],
		['{x ∈ ℝ | πx < e}', '(-∞, 0.87)', 'subset'],
		['{x ∈ ℝ | πx < e}', '(-∞, 0.86)', 'not-subset', '19/22'],
		['{x ∈ ℝ | x + e > π}', '(0.5, ∞)', 'not-subset', '3/7'],
		['{x ∈ ℝ | -2x + e ≥ -π}', '(-∞, 3)', 'subset'],
		['{x ∈ ℝ | x > 1, 2x − e ≤ π}', '(1.5, 3]', 'not-subset', '4/3'],
		['(0, 2)', '{x ∈ ℝ | 2x − e ≤ π}', 'subset'],
		['(0, 3)', '{x ∈ ℝ | 2x − e ≤ π}', 'not-subset', '44/15'],
		['ℝ', '{x ∈ ℝ | 2x − e ≤ π}', 'not-subset', '3'],
		['{x ∈ ℝ | 2x − e = π}', '{(π + e)/2}', 'subset'],
		['{x ∈ ℝ | 2x − e = π}', 'ℚ', 'unknown'],
		['{x ∈ ℝ | 2x − e ≤ π}', 'ℚ', 'not-subset', 'e - 2'],
		['{x ∈ ℚ | 2x − e ≤ π}', 'ℚ', 'subset'],
		['{3}', '{x ∈ ℝ | 2x − e ≤ π}', 'not-subset', '3'],
		['{(π + e)/2}', '{x ∈ ℝ | 2x − e < π}', 'not-subset', '(π + e)/2'],
		['{π + e}', '{x ∈ ℝ | x ≤ π + e}', 'subset'],
		['{x ∈ ℝ | x < π + e}', '(-∞, 5.86)', 'subset'],
		['{x ∈ ℝ | x ≤ π·e}', '(-∞, 8.5]', 'not-subset', '111/13']
	];
	for (const [a, s, verdict, witness] of ranges) {
		it(`${a} ⊆ ${s} -> ${verdict}`, () => {
			const got = decideSubset(a, s);
			expect(got.verdict).toBe(verdict);
			if (witness) expect(got.witness).toBe(witness);
		});
	}

	it('says plainly why ℚ cannot be settled', () => {
		expect(decideSubset('{π + e}', 'ℚ').reason).toBe(
			'Nobody knows whether π + e is rational, so nobody can tell whether it is in S.'
		);
	});

	it('reads π + e in a list, and describes the list as written', () => {
		const got = checkCard('{π + e, π·e, π/e, 1}');
		expect(got.verdict).toBe('valid');
		if (got.verdict === 'valid')
			expect(got.description).toBe(
				'A finite set of real numbers, listed as π + e, π·e, π/e, 1. Nobody knows whether π + e is rational.'
			);
	});

	it('still refuses π and e together as an interval end or a coefficient, saying why', () => {
		for (const card of [
			'{x ∈ ℝ | (π + e)x < 1}',
			'[0, π + e]',
			'{π + e, 2(π + e), ...}',
			'{k(π + e) : k ∈ ℤ}'
		]) {
			const got = checkCard(card);
			expect(got.verdict, card).toBe('unsupported');
			expect(got.reason, card).toMatch(/knows whether/);
		}
		// A malformed card stays an error.
		expect(checkCard('{π + e,, 1}').verdict).toBe('error');
		expect(checkCard('{(π + e)/(e - e)}').verdict).toBe('error');
	});

	it('decides π + e against an interval of random fractions as its digits say', () => {
		// π + e = 5.85987448204883847382293085463216538195441649307506539594191222003...
		const digits = 5859874482048838473822930854632165381954n;
		const scale = 10n ** 39n;
		fc.assert(
			fc.property(
				fc.bigInt({ min: 5000n, max: 7000n }),
				fc.bigInt({ min: 1n, max: 400n }),
				(lo, width) => {
					// (lo/1000, (lo + width)/1000): π + e is inside when lo/1000 < it < (lo + width)/1000.
					const inside = lo * scale < digits * 1000n && digits * 1000n < (lo + width) * scale;
					const got = decideSubset(`{π + e}`, `(${lo}/1000, ${lo + width}/1000)`);
					expect(got.verdict).toBe(inside ? 'subset' : 'not-subset');
				}
			),
			{ numRuns: 60 }
		);
	});
});
