/**
 * French elision where a value meets the words around it: "de" and "le" (also "que", "je", "ne",
 * "la") drop their vowel before a word that starts with a vowel or a mute h, so a message written
 * "Score de {name}" reads "Score d'Ana" for Ana and "Score de Bo" for Bo. The translators write
 * the elided forms of fixed words themselves; only a value dropped into a sentence (a name, a
 * game's name) cannot be known in advance, so the sentence is put right once it is written.
 */
import { getLocale, type Locale } from '../paraglide/runtime';

/**
 * Words whose h is sounded ("h aspiré"): "le héros", "de Hans". Any other h is mute: "d'Hugo",
 * "l'hôtel". Compared without accents, by the start of the word.
 */
const SOUNDED_H = [
	'hache',
	'haie',
	'hall',
	'hamburg',
	'hans',
	'harald',
	'hasard',
	'haut',
	'heidi',
	'heinz',
	'helmut',
	'henri',
	'herbert',
	'hero',
	'hibou',
	'hockey',
	'hollande',
	'hongrie',
	'honte',
	'huit'
];

/** The small words that elide, each with its elided form. */
const ELIDES: Record<string, string> = {
	de: 'd’',
	le: 'l’',
	la: 'l’',
	que: 'qu’',
	je: 'j’',
	ne: 'n’'
};

const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when French elides before `word`: it starts with a vowel or a mute h. */
export function elidesBefore(word: string): boolean {
	const plain = bare(word);
	if (/^[aeiouœæ]/.test(plain)) return true;
	if (!/^h[aeiouy]/.test(plain)) return false;
	return !SOUNDED_H.some((sounded) => plain.startsWith(sounded));
}

/**
 * `text` with "de", "le", ... elided before a word that needs it, in French; any other language
 * as it is. A word already elided, and one after a sounded h or a consonant, are left alone.
 */
export function elided(text: string, locale: Locale = getLocale()): string {
	if (locale !== 'fr') return text;
	return text.replace(
		/(^|[\s(«“"'’])(de|le|la|que|je|ne|De|Le|La|Que|Je|Ne) (?=(\p{L}+))/gu,
		(whole, before: string, small: string, _next: string, at: number, all: string) => {
			const next = /^\p{L}+/u.exec(all.slice(at + whole.length))?.[0] ?? '';
			if (!elidesBefore(next)) return whole;
			const form = ELIDES[small.toLowerCase()];
			const cased =
				small[0] === small[0].toUpperCase() ? form[0].toUpperCase() + form.slice(1) : form;
			return `${before}${cased}`;
		}
	);
}
