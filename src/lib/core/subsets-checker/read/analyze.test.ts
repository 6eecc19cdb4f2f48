import { describe, expect, test } from 'vitest';
import { readCard } from '../card';

describe('readCard', () => {
	test('a variable in parentheses beside a set operation is named in the refusal', () => {
		expect(() => readCard('(x) ∪ {1}')).toThrow('The variable x is not bound to any set.');
		expect(() => readCard('{x ∈ ℤ | (x) ∪ {1} = x}')).toThrow(
			'A set inside the condition depends on the variable x; the checker does not handle that.'
		);
	});
});
