import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset, type SetRules } from './index';

// Cards found wrong in an adversarial review; each case is the answer a maths teacher would give.
type Expect = { verdict: string; witness?: string };
const subsetCases: [string, string, Expect, SetRules?][] = [
	// An inner builder may reuse the outer letter: its x is bound there, not the outer one.
	['{x ∈ {x ∈ ℤ | x > 0} | x < 5}', '{1, 2, 3, 4}', { verdict: 'subset' }],
	['{1, 2, 3, 4}', '{x ∈ {x ∈ ℤ | x > 0} | x < 5}', { verdict: 'subset' }],
	['{2x : x ∈ {x ∈ ℕ | x < 4}}', '{2, 4, 6}', { verdict: 'subset' }],
	['{8}', '{2x : x ∈ {x ∈ ℕ | x < 4}}', { verdict: 'not-subset', witness: '8' }],
	// No set is a number, so a set is ≠ 2, and a constant condition holds for sets too.
	['𝒫(ℤ)', '{x ∈ 𝒫(ℤ) | x ≠ 2}', { verdict: 'subset' }],
	['{{1}}', '{x ∈ {2, {1}} | x ≠ 2}', { verdict: 'subset' }],
	['{x ∈ {2, {1}} | x ≠ 2}', '{{1}}', { verdict: 'subset' }],
	['{{1}}', '{x ∈ {2, {1}} | x mod 2 ≠ 0}', { verdict: 'subset' }],
	['{{1}}', '{x ∈ {2, {1}} | 1 < 2}', { verdict: 'subset' }],
	['{{1}}', '{x ∈ {2, {1}} | 3 | 6}', { verdict: 'subset' }],
	['{x ∈ {2, {1}} | 3 | 7}', '∅', { verdict: 'subset' }],
	['{x ∈ {2, {1}} | x > 1}', '{2}', { verdict: 'subset' }],
	['{x ∈ 𝒫({1}) ∪ {2} | x ≠ 3}', '𝒫({1})', { verdict: 'not-subset', witness: '2' }],
	// Fine denominators: finite rosters are answered exactly, never "too complex".
	['{1/7}', '{0.142857}', { verdict: 'not-subset', witness: '1/7' }],
	['{0.0000001}', 'ℚ', { verdict: 'subset' }],
	['{0.0000001}', 'ℤ', { verdict: 'not-subset', witness: '1/10000000' }],
	['{1/2^41}', '{0}', { verdict: 'not-subset', witness: '1/2199023255552' }],
	['{1/7, 2/7}', 'ℚ \\ {0.142857}', { verdict: 'subset' }],
	['(0, 1)', '{0.0000001}', { verdict: 'not-subset', witness: '1/2' }]
];

describe('tricky cards: subset answers', () => {
	for (const [a, s, want, rules] of subsetCases) {
		it(`${a} ⊆ ${s} -> ${want.verdict}`, () => {
			const r = decideSubset(a, s, rules);
			expect(r.verdict).toBe(want.verdict);
			if (want.witness !== undefined) expect(r.witness).toBe(want.witness);
		});
	}
});

describe('tricky cards: card verdicts', () => {
	it('accepts an inner builder that rebinds the outer letter', () => {
		expect(checkCard('{x ∈ {x ∈ ℤ | x > 0} | x < 5}').verdict).toBe('valid');
		expect(checkCard('{2x : x ∈ {x ∈ ℕ | x < 5}}').verdict).toBe('valid');
	});
	it('still calls a domain that uses its own free variable an error', () => {
		for (const card of ['{x ∈ x | x > 1}', '{x ∈ {x} | x > 1}', '{x ∈ {y ∈ ℤ | y > x} | x > 1}'])
			expect(checkCard(card).verdict).toBe('error');
	});
});
