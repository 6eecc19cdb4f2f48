import { describe, expect, it } from 'vitest';
import { describeCard } from '../index';

describe('describeCard', () => {
	it('counts a power set without listing it, and lists a small one', () => {
		expect(describeCard('𝒫({1, 2, ..., 10})')).toMatch(/^A finite set of 1024 sets\./);
		expect(describeCard('P({1, 2})')).toMatch(
			/^A finite set of 4 sets: \{∅, \{1\}, \{2\}, \{1, 2\}\}\./
		);
	});

	it('says how ℕ was read, and calls only the reading from 0 a house rule', () => {
		const usual = describeCard('{x ∈ ℕ | x < 3}');
		expect(usual).toMatch(/\{1, 2\}.*ℕ is read as \{1, 2, 3, \.\.\.\}\.$/);
		expect(usual).not.toContain('house rule');
		expect(describeCard('{x ∈ ℕ | x < 3}', { naturalsFrom: 0 })).toMatch(
			/\{0, 1, 2\}.*ℕ is read as \{0, 1, 2, \.\.\.\} \(house rule\)\.$/
		);
	});

	it('reads a large period as a few remainder conditions', () => {
		expect(describeCard('{x ∈ ℤ | 1000003 | x} ∪ {x ∈ ℤ | 1000033 | x}')).toBe(
			'An infinite, countable set of integers: {x ∈ ℤ | (x mod 1000003 = 0) or (x mod 1000033 = 0)}.'
		);
		expect(describeCard('{x ∈ ℤ | x ≡ 1 (mod 1000003), x is odd}')).toBe(
			'An infinite, countable set of integers: {x ∈ ℤ | x mod 2 = 1, x mod 1000003 = 1}.'
		);
		expect(describeCard('{x ∈ ℤ | x mod 10000 < 5000}')).toBe(
			'An infinite, countable set of integers: {x ∈ ℤ | x mod 10000 is one of 5000 remainders, from 0 to 4999}.'
		);
	});
});
