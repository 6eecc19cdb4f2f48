/**
 * A pseudo-language for tests only, never offered to users: every English message with its
 * letters accented ("Séttîñgš") and padded to about 40% longer, as German and French often are,
 * so a screen shown in it shows text that overflows its box and English that never became a
 * message (plain letters). Parameters ({name}) are kept as they are.
 */

/** Each plain letter's accented look-alike. */
const ACCENTED = Object.fromEntries(
	[...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
		letter,
		[...'áƀçðéƒĝĥîĵķľɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĽṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'][i]
	])
);
/** How much longer a pseudo message is than its English, as a share of the English. */
export const PSEUDO_GROWTH = 0.4;

/** One message's text in the pseudo-language. */
export function pseudoText(english) {
	let letters = 0;
	const parts = english.split(/(\{[^}]*\})/);
	const accented = parts
		.map((part) => {
			if (part.startsWith('{')) return part;
			letters += part.length;
			return [...part].map((ch) => ACCENTED[ch] ?? ch).join('');
		})
		.join('');
	const padding = '~'.repeat(Math.ceil(letters * PSEUDO_GROWTH));
	return `⟦${accented}${padding}⟧`;
}

/** A message file (messages/en.json's shape) in the pseudo-language, variants and all. */
export function pseudoMessages(english) {
	const out = {};
	for (const [key, value] of Object.entries(english)) {
		if (key === '$schema') out[key] = value;
		else if (typeof value === 'string') out[key] = pseudoText(value);
		else
			out[key] = value.map((variant) => ({
				...variant,
				match: Object.fromEntries(
					Object.entries(variant.match).map(([when, text]) => [when, pseudoText(text)])
				)
			}));
	}
	return out;
}
