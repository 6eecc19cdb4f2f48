/**
 * A player's optional emoji, shown beside their name: one character as a person sees it (one
 * grapheme, by `Intl.Segmenter`: a flag, a family or a skin tone is one), and an emoji, not a
 * letter. Pure; the screen words the refusals from their codes.
 */

/** The longest emoji kept, in UTF-16 units: a family or a flag of a region fits with room. */
export const EMOJI_MAX_LENGTH = 32;

/** Why a typed emoji cannot be kept. */
export type EmojiProblem = 'several' | 'not-emoji' | 'too-long';

/** A few to pick from; any other emoji can be typed. */
export const SUGGESTED_EMOJI: readonly string[] = [
	'🦊',
	'🐻',
	'🐼',
	'🐸',
	'🦉',
	'🐙',
	'🦄',
	'🐝',
	'🌵',
	'🌻',
	'🍀',
	'🔥',
	'⭐',
	'🌙',
	'🎲',
	'🃏',
	'👑',
	'🎩',
	'🚀',
	'⚓'
];

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** A pictograph, a regional-indicator flag, or a keycap (1️⃣): what a person calls an emoji. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/**
 * The emoji as kept (surrounding spaces dropped; '' for none), or the reason it cannot be one:
 * more than one character, a character that is no emoji, or too long to be one.
 */
export function checkedEmoji(typed: string): { emoji: string } | { problem: EmojiProblem } {
	const emoji = typed.trim();
	if (!emoji) return { emoji: '' };
	if (emoji.length > EMOJI_MAX_LENGTH) return { problem: 'too-long' };
	let count = 0;
	for (const _ of graphemes.segment(emoji)) if (++count > 1) return { problem: 'several' };
	if (!EMOJI.test(emoji)) return { problem: 'not-emoji' };
	return { emoji };
}

/** Whether `text` is an emoji as kept (one, trimmed, not empty). */
export function isEmoji(text: string): boolean {
	const checked = checkedEmoji(text);
	return 'emoji' in checked && checked.emoji === text && text !== '';
}
