/**
 * The words of the card language in English, German, French and Spanish. A card on a table may be
 * written by any player, so every language's words are read on every phone, whatever its
 * language: a word means the same in every language it belongs to, or it is listed in
 * `resolvedByPlace` and the parser tells its meanings apart by where it stands. Symbols stay as
 * they are (see lexer.ts). Keys are written in lower case without accents, words of a phrase
 * separated by one space (or the apostrophe the phrase is written with, as in `n'est pas`); a card
 * may write them with or without accents, in any case, with any spaces between the words.
 */

/** The sets a card names with a symbol or a word (the lexer's named-set tokens). */
export type NamedSet = 'N' | 'N0' | 'Z' | 'Z+' | 'Z-' | 'Q' | 'Q+' | 'R' | 'R+' | 'P' | 'Empty';

/** What a word reads as: a symbol, a word of the grammar or a named set. */
export type WordMeaning = ['sym', string] | ['word', string] | ['named', NamedSet];

/** The languages whose words a card may use. */
export const cardLanguages = ['en', 'de', 'fr', 'es'] as const;
export type CardLanguage = (typeof cardLanguages)[number];

const sym = (value: string): WordMeaning => ['sym', value];
const word = (value: string): WordMeaning => ['word', value];
const named = (value: NamedSet): WordMeaning => ['named', value];

/** Names borrowed from LaTeX and calculators: the same in every language. */
export const sharedWords: Readonly<Record<string, readonly WordMeaning[]>> = {
	notin: [sym('∉')],
	cup: [sym('∪')],
	cap: [sym('∩')],
	setminus: [sym('\\')],
	emptyset: [named('Empty')],
	mod: [word('mod')],
	oo: [sym('∞')],
	inf: [sym('∞')],
	pi: [word('pi')],
	sqrt: [word('sqrt')]
};

/**
 * Each language's own words and phrases. A phrase may stand for several words of the grammar
 * (German `keine` is "not a", French `n'est pas` and Spanish `no es` are "is not").
 * Spanish `y` and `o` (and, or) are not words here: single letters are variables (`{y ∈ ℤ | ...}`);
 * Spanish cards write `∧`, `∨` or a comma.
 */
export const languageWords: Readonly<
	Record<CardLanguage, Readonly<Record<string, readonly WordMeaning[]>>>
> = {
	en: {
		in: [sym('∈')],
		not: [word('not')],
		and: [word('and')],
		or: [word('or')],
		union: [sym('∪')],
		intersect: [sym('∩')],
		is: [word('is')],
		powerset: [word('powerset')],
		primes: [named('P')],
		infinity: [sym('∞')],
		even: [word('even')],
		odd: [word('odd')],
		prime: [word('prime')],
		square: [word('square')],
		positive: [word('positive')],
		negative: [word('negative')],
		multiple: [word('multiple')],
		divisible: [word('divisible')],
		integer: [word('integer')],
		of: [word('of')],
		by: [word('by')],
		an: [word('an')]
	},
	de: {
		in: [sym('∈')],
		nicht: [word('not')],
		kein: [word('not'), word('an')],
		keine: [word('not'), word('an')],
		und: [word('and')],
		oder: [word('or')],
		vereinigt: [sym('∪')],
		geschnitten: [sym('∩')],
		ohne: [sym('\\')],
		ist: [word('is')],
		potenzmenge: [word('powerset')],
		primzahlen: [named('P')],
		'leere menge': [named('Empty')],
		unendlich: [sym('∞')],
		gerade: [word('even')],
		ungerade: [word('odd')],
		prim: [word('prime')],
		primzahl: [word('prime')],
		quadratzahl: [word('square')],
		quadrat: [word('square')],
		positiv: [word('positive')],
		negativ: [word('negative')],
		vielfaches: [word('multiple')],
		teilbar: [word('divisible')],
		'ganze zahl': [word('integer')],
		ganzzahl: [word('integer')],
		ganzzahlig: [word('integer')],
		von: [word('of')],
		durch: [word('by')],
		ein: [word('an')],
		eine: [word('an')]
	},
	fr: {
		dans: [sym('∈')],
		non: [word('not')],
		pas: [word('not')],
		"n'est pas": [word('is'), word('not')],
		et: [word('and')],
		ou: [word('or')],
		union: [sym('∪')],
		inter: [sym('∩')],
		'prive de': [sym('\\')],
		est: [word('is')],
		parties: [word('powerset')],
		premiers: [named('P')],
		'ensemble vide': [named('Empty')],
		vide: [named('Empty')],
		infini: [sym('∞')],
		pair: [word('even')],
		impair: [word('odd')],
		premier: [word('prime')],
		carre: [word('square')],
		positif: [word('positive')],
		positive: [word('positive')],
		negatif: [word('negative')],
		negative: [word('negative')],
		multiple: [word('multiple')],
		divisible: [word('divisible')],
		entier: [word('integer')],
		'nombre entier': [word('integer')],
		de: [word('of')],
		par: [word('par')],
		un: [word('an')],
		une: [word('an')]
	},
	es: {
		en: [sym('∈')],
		no: [word('not')],
		'no es': [word('is'), word('not')],
		union: [sym('∪')],
		interseccion: [sym('∩')],
		es: [word('is')],
		partes: [word('powerset')],
		primos: [named('P')],
		'conjunto vacio': [named('Empty')],
		vacio: [named('Empty')],
		infinito: [sym('∞')],
		par: [word('par')],
		impar: [word('odd')],
		primo: [word('prime')],
		cuadrado: [word('square')],
		positivo: [word('positive')],
		positiva: [word('positive')],
		negativo: [word('negative')],
		negativa: [word('negative')],
		multiplo: [word('multiple')],
		divisible: [word('divisible')],
		entero: [word('integer')],
		'numero entero': [word('integer')],
		de: [word('of')],
		por: [word('by')],
		entre: [word('by')],
		un: [word('an')],
		una: [word('an')]
	}
};

/**
 * Words whose meaning differs between languages, told apart by the parser from where they stand.
 * `par` is "even" in Spanish (`x es par`) and "by" in French (`x est divisible par 3`): after
 * "divisible" it is "by", as a property it is "even".
 */
export const resolvedByPlace: Readonly<Record<string, string>> = {
	par: 'even after "is", "by" after "divisible"'
};

/** A word or phrase as the tables write it: lower case, no accents, `ß` as `ss`. */
export function wordKey(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** The meanings of every word and phrase, whatever its language (built once from the tables). */
export const cardWords: Readonly<Record<string, readonly WordMeaning[]>> = Object.freeze(
	Object.assign(
		{},
		sharedWords,
		...cardLanguages.map((language) => languageWords[language])
	) as Record<string, readonly WordMeaning[]>
);

/** The longest phrase, in words: how far the lexer looks ahead. */
export const longestPhrase = Math.max(...Object.keys(cardWords).map((k) => k.split(/[ ']/).length));
