import { describe, expect, it } from 'vitest';
import { describeCard } from './index';

describe('describeCard', () => {
	it('counts a power set without listing it, and lists a small one', () => {
		expect(describeCard('𝒫({1, 2, ..., 10})')).toMatch(/^A finite set of 1024 sets\./);
		expect(describeCard('P({1, 2})')).toMatch(
			/^A finite set of 4 sets: \{∅, \{1\}, \{2\}, \{1, 2\}\}\./
		);
	});

	it('says how ℕ was read, under either house rule', () => {
		expect(describeCard('{x ∈ ℕ | x < 3}')).toMatch(/\{1, 2\}.*ℕ is read as \{1, 2, 3, \.\.\.\}/);
		expect(describeCard('{x ∈ ℕ | x < 3}', { naturalsFrom: 0 })).toMatch(/\{0, 1, 2\}/);
	});
});
