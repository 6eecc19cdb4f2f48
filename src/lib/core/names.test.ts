import { describe, expect, it } from 'vitest';
import { hasLineBreak, hasVisibleText, nameProblem } from './names';

describe('names', () => {
	it('refuses names that show nothing: spaces, zero-width characters, fillers', () => {
		for (const name of ['', '   ', '\u200b\u200c\u200d\ufeff', '\u3164', '\u2800 \u00a0'])
			expect(hasVisibleText(name)).toBe(false);
		expect(nameProblem('\u200b')).toBe('has no character that can be seen');
	});

	it('refuses line breaks and control characters, in any of their forms', () => {
		for (const name of ['Ada\nBo', 'Ada\r', 'Ada\u2028', 'Ada\u0007', 'Ada\tBo'])
			expect(hasLineBreak(name)).toBe(true);
		expect(nameProblem('Ada\nBo')).toMatch(/line break/);
	});

	it('takes names in any script, emoji and accents included', () => {
		for (const name of ['Ada', 'Zoë', '李雷', 'محمد', '🎲', 'Ana-María O’Neil', 'é'])
			expect(nameProblem(name)).toBeNull();
	});
});
