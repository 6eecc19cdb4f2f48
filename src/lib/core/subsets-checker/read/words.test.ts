import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../index';
import { parse } from './parser';
import {
	cardLanguages,
	languageWords,
	resolvedByPlace,
	sharedWords,
	wordKey,
	type CardLanguage,
	type WordMeaning
} from './words';

const here = dirname(fileURLToPath(import.meta.url));
const same = (a: readonly WordMeaning[], b: readonly WordMeaning[]) =>
	JSON.stringify(a) === JSON.stringify(b);

/** Every table with its name: the shared names and each language's words. */
const tables: [string, Readonly<Record<string, readonly WordMeaning[]>>][] = [
	['shared', sharedWords],
	...cardLanguages.map((l): [string, (typeof languageWords)[CardLanguage]] => [l, languageWords[l]])
];

/** The syntax tree of a card without the places of its parts (which differ with word lengths). */
function tree(text: string): unknown {
	return JSON.parse(
		JSON.stringify(parse(text), (key, value: unknown) =>
			key === 'span' || key === 'opSpan'
				? undefined
				: typeof value === 'bigint'
					? String(value)
					: value
		)
	);
}

/** The English word (or words) with these meanings. */
function english(meanings: readonly WordMeaning[]): string {
	const single = (m: WordMeaning) => {
		const found = Object.entries({ ...sharedWords, ...languageWords.en }).find(([, ms]) =>
			same(ms, [m])
		);
		if (!found) throw new Error(`no English word for ${JSON.stringify(m)}`);
		return found[0];
	};
	return meanings.map(single).join(' ');
}

/** A card where a word with these meanings is at home, with `W` where the word goes. */
function context(meanings: readonly WordMeaning[]): string {
	const [kind, value] = meanings[0];
	if (meanings.length === 2 && value === 'is') return '{x ∈ ℤ | x W even}';
	if (meanings.length === 2 && value === 'not') return '{x ∈ ℤ | x is W multiple of 3}';
	if (kind === 'named') return 'W ∪ {1}';
	if (kind === 'sym')
		return value === '∈' ? '{x ∈ ℤ | x W ℕ}' : value === '∞' ? '[0, W)' : 'ℕ W {0}';
	const contexts: Record<string, string> = {
		not: '{x ∈ ℤ | W x > 3}',
		and: '{x ∈ ℤ | x > 1 W x < 5}',
		or: '{x ∈ ℤ | x > 1 W x < 5}',
		is: '{x ∈ ℤ | x W even}',
		powerset: 'W({1, 2})',
		multiple: '{x ∈ ℤ | x is a W of 3}',
		divisible: '{x ∈ ℤ | x is W by 3}',
		of: '{x ∈ ℤ | x is a multiple W 3}',
		by: '{x ∈ ℤ | x is divisible W 3}',
		an: '{x ∈ ℤ | x is W integer}',
		mod: '{x ∈ ℤ | x W 3 = 1}',
		pi: '{W}',
		sqrt: '{W 2}'
	};
	return contexts[value] ?? '{x ∈ ℤ | x is W}';
}

describe('the words of the card language', () => {
	it('mean one thing wherever two languages share a word, unless the parser tells them apart', () => {
		const seen = new Map<string, { table: string; meanings: readonly WordMeaning[] }>();
		const clashes: string[] = [];
		for (const [table, words] of tables) {
			for (const [key, meanings] of Object.entries(words)) {
				const before = seen.get(key);
				if (before && !same(before.meanings, meanings) && !Object.hasOwn(resolvedByPlace, key)) {
					clashes.push(`"${key}" (${before.table} and ${table})`);
				}
				seen.set(key, { table, meanings });
			}
		}
		expect(clashes).toEqual([]);
		// A word the parser reads by its place is one such word.
		const byPlace = [...seen].filter(([, { meanings }]) => same(meanings, [['word', 'par']]));
		expect(byPlace.map(([key]) => key)).toEqual(Object.keys(resolvedByPlace));
	});

	it('are written as the lexer looks them up, and none is a single letter (a variable)', () => {
		for (const [, words] of tables) {
			for (const key of Object.keys(words)) {
				expect(wordKey(key)).toBe(key);
				expect(key).toMatch(/^[a-z]+([ '][a-z]+)*$/);
				expect(key.length).toBeGreaterThan(1);
			}
		}
	});

	for (const language of cardLanguages.filter((l) => l !== 'en')) {
		it(`in ${language}: each word reads as its English word does`, () => {
			for (const [key, meanings] of Object.entries(languageWords[language])) {
				if (Object.hasOwn(resolvedByPlace, key)) continue;
				const card = context(meanings);
				expect(tree(card.replace('W', key)), key).toEqual(
					tree(card.replace('W', english(meanings)))
				);
			}
		});
	}

	it('par is "even" after "is" and "by" after "divisible", in both languages it belongs to', () => {
		expect(tree('{x ∈ ℤ | x es par}')).toEqual(tree('{x ∈ ℤ | x is even}'));
		expect(tree('{x ∈ ℤ | x no es par}')).toEqual(tree('{x ∈ ℤ | x is not even}'));
		expect(tree('{x ∈ ℤ | x est divisible par 3}')).toEqual(tree('{x ∈ ℤ | x is divisible by 3}'));
	});

	it('are read in any case, with or without accents, and phrases with any spaces', () => {
		const pairs: [string, string][] = [
			['{x ∈ ℤ | x est NÉGATIF}', '{x ∈ ℤ | x is negative}'],
			['{x ∈ ℤ | x est négatif}', '{x ∈ ℤ | x is negative}'],
			['{x ∈ ℤ | x est un carré}', '{x ∈ ℤ | x is a square}'],
			['{x ∈ ℤ | x es un Número  Entero}', '{x ∈ ℤ | x is an integer}'],
			['{x ∈ ℤ | x es un múltiplo de 4}', '{x ∈ ℤ | x is a multiple of 4}'],
			['{x ∈ ℤ | x n’est pas premier}', '{x ∈ ℤ | x is not prime}'],
			["{x ∈ ℤ | x n' est pas premier}", '{x ∈ ℤ | x is not prime}'],
			['{x ∈ ℤ | x ist eine ganze Zahl}', '{x ∈ ℤ | x is an integer}'],
			['{x ∈ ℤ | x ist keine Primzahl}', '{x ∈ ℤ | x is not a prime}'],
			['{x ∈ ℤ | x ist nicht durch 3 teilbar}', '{x ∈ ℤ | x is not divisible by 3}'],
			['Z- vereinigt {0}', 'Z- ∪ {0}'],
			['ℕ privé de {1}', 'ℕ \\ {1}'],
			['leere Menge', '∅']
		];
		for (const [foreign, english] of pairs) expect(tree(foreign), foreign).toEqual(tree(english));
	});

	it('leave a word no table knows as it was: an accented letter alone still has no meaning', () => {
		expect(checkCard('{x ∈ ℤ | x is composite}')).toMatchObject({ code: 'unknown-word' });
		expect(checkCard('{é}')).toMatchObject({ code: 'unexpected-character' });
		expect(checkCard('{x ∈ ℤ | x est parfait}')).toMatchObject({ verdict: 'unsupported' });
	});
});

interface Case {
	op: 'check' | 'subset';
	card?: string;
	a?: string;
	s?: string;
	rules?: { naturalsFrom: 0 | 1 };
}

/** The corpus's cards with English words in them. */
const worded = readFileSync(join(here, '../testing/corpus.jsonl'), 'utf8')
	.split('\n')
	.filter((l) => l.trim())
	.map((l) => JSON.parse(l) as Case)
	.filter((c) => /[a-z]{2,}/i.test(`${c.card ?? ''} ${c.a ?? ''} ${c.s ?? ''}`));

/** For each English word, the words of `language` with the same meanings. */
function translations(language: CardLanguage): Map<string, string[]> {
	const map = new Map<string, string[]>();
	for (const [en, meanings] of Object.entries(languageWords.en)) {
		const own = Object.entries(languageWords[language])
			.filter(([, ms]) => same(ms, meanings))
			.map(([key]) => key);
		if (own.length) map.set(en, own);
	}
	return map;
}

/** The card with each English word replaced by one of its translations (`pick` chooses). */
function translate(text: string, words: Map<string, string[]>, pick: number): string {
	return text.replace(/[a-z]{2,}/gi, (w) => {
		const own = words.get(w.toLowerCase());
		return own ? own[pick % own.length] : w;
	});
}

/** What a player is told, without the places of faults (which move with word lengths). */
function answer(c: Case): unknown {
	if (c.op === 'check') {
		const r = checkCard(c.card ?? '', c.rules);
		return r.verdict === 'valid' ? r : { verdict: r.verdict, code: r.code };
	}
	const r = decideSubset(c.a ?? '', c.s ?? '', c.rules);
	return r.verdict === 'error' || r.verdict === 'unsupported'
		? { verdict: r.verdict, card: r.card }
		: { verdict: r.verdict, witness: r.witness };
}

describe('a card written with the words of another language', () => {
	it('has the same answer as in English (corpus cards, translated word by word)', () => {
		expect(worded.length).toBeGreaterThan(20);
		fc.assert(
			fc.property(
				fc.constantFrom(...worded),
				fc.constantFrom<CardLanguage>('de', 'fr', 'es'),
				fc.nat(5),
				(c, language, pick) => {
					const words = translations(language);
					const moved: Case = {
						...c,
						...(c.card !== undefined ? { card: translate(c.card, words, pick) } : {}),
						...(c.a !== undefined ? { a: translate(c.a, words, pick) } : {}),
						...(c.s !== undefined ? { s: translate(c.s, words, pick) } : {})
					};
					expect(answer(moved)).toEqual(answer(c));
				}
			),
			{ numRuns: 80 }
		);
		// Up to 26 s on a busy 2-core machine, against the default 30 s.
	}, 60_000);
});
