import { describe, expect, it } from 'vitest';
import { checkedEmoji, isEmoji, SUGGESTED_EMOJI } from './player-emoji';

describe("a player's emoji", () => {
	it('keeps one emoji, however many code points draw it', () => {
		for (const emoji of ['🦊', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', '🏴‍☠️', '1️⃣', '❤️'])
			expect(checkedEmoji(` ${emoji} `)).toEqual({ emoji });
	});

	it('clears with nothing typed', () => {
		expect(checkedEmoji('   ')).toEqual({ emoji: '' });
	});

	it('refuses two emoji, a letter, and text too long for one', () => {
		expect(checkedEmoji('🦊🐻')).toEqual({ problem: 'several' });
		expect(checkedEmoji('A')).toEqual({ problem: 'not-emoji' });
		expect(checkedEmoji('é')).toEqual({ problem: 'not-emoji' });
		expect(checkedEmoji('🦊'.repeat(20))).toEqual({ problem: 'too-long' });
		expect(checkedEmoji('<b>')).toEqual({ problem: 'several' });
	});

	it('suggests only emoji it keeps', () => {
		expect(SUGGESTED_EMOJI.every(isEmoji)).toBe(true);
		expect(isEmoji('')).toBe(false);
		expect(isEmoji(' 🦊')).toBe(false);
	});
});
