/**
 * What makes a name fit to show: a player's or a game's name is one line of text someone can see.
 * The forms' single-line fields cannot hold a line break, and an empty name is refused there;
 * text read from a file is held to the same, and to having a character that can be seen (a name
 * of zero-width spaces looks empty on every screen).
 */

// Characters that show nothing by themselves: spaces, format characters (zero-width spaces and
// joiners, direction marks), combining marks with nothing to sit on, and the "filler" letters
// some fonts draw as blanks.
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u2800\u3164\uFFA0]/gu;
// Line and paragraph breaks, tabs and the other control characters a one-line field never holds.
const BREAKS = /[\p{Cc}\u2028\u2029]/u;

/** True when `text` has at least one character that can be seen. */
export function hasVisibleText(text: string): boolean {
	return text.replace(INVISIBLE, '').length > 0;
}

/** True when `text` holds a line break or another control character. */
export function hasLineBreak(text: string): boolean {
	return BREAKS.test(text);
}

/** Why `name` cannot be a name, as the end of a sentence ("has no visible character"), or null. */
export function nameProblem(name: string): string | null {
	if (hasLineBreak(name))
		return 'holds a line break or a control character, which a name never has';
	if (!hasVisibleText(name)) return 'has no character that can be seen';
	return null;
}
