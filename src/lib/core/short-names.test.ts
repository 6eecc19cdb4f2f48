import { describe, expect, it } from 'vitest';
import { shortNames } from './short-names';

describe('shortNames', () => {
	it('keeps short names whole and cuts long ones with an ellipsis', () => {
		expect(shortNames(['Ada', 'Bo', 'Alexandra'])).toEqual(['Ada', 'Bo', 'Alex…']);
	});

	it('lengthens names that would read the same until they differ', () => {
		expect(shortNames(['Alexandra', 'Alexander', 'Bo'])).toEqual(['Alexandr…', 'Alexande…', 'Bo']);
		expect(shortNames(['Maria', 'marianne'])).toEqual(['Maria', 'maria…']);
	});

	it('never splits an emoji or a letter with its accent', () => {
		expect(shortNames(['👩‍👩‍👧‍👦🦊🦊🦊🦊'])).toEqual(['👩‍👩‍👧‍👦🦊🦊🦊…']);
		expect(shortNames(['Ángela'], 2)).toEqual(['Án…']);
	});
});
