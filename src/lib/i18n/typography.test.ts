/**
 * French typography in the French messages: a non-breaking space (narrow U+202F or full U+00A0)
 * before « ! ? ; : » and inside « », so that a narrow screen never breaks a line before "!" or
 * leaves "«" alone at a line's end ("Erreur !" stays whole).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Message = string | { match: Record<string, string> }[];

/** Every text a person can read of a message file: plain messages and each variant's text. */
function texts(file: string): [string, string][] {
	const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
	return Object.entries(messages)
		.filter(([key]) => !key.startsWith('$'))
		.flatMap(([key, message]): [string, string][] =>
			typeof message === 'string'
				? [[key, message]]
				: message.flatMap((part) =>
						Object.values(part.match).map((t): [string, string] => [key, t])
					)
		);
}

const NO_BREAK = '[\u00a0\u202f]';
/** A French mark without its non-breaking space, with a little of its context. */
function misspaced(text: string): string[] {
	const marks = new RegExp(`(?<!${NO_BREAK})[!?;:»]|«(?!${NO_BREAK})`, 'g');
	return [...text.matchAll(marks)].map((m) => text.slice(Math.max(0, m.index - 12), m.index + 3));
}

describe('French typography', () => {
	it('finds a mark that may break from its word, and accepts both non-breaking spaces', () => {
		expect(misspaced('Erreur !')).toEqual(['Erreur !']);
		expect(misspaced('« Erreur\u202f! »')).toHaveLength(2);
		expect(misspaced('Manche 1 : score')).toHaveLength(1);
		expect(misspaced('«\u202fErreur\u202f!\u202f»\u202f; Manche\u00a0: a\u202f? b\u202f;')).toEqual(
			[]
		);
	});

	it('every French message keeps its marks with their words', () => {
		const bad = texts('messages/fr.json').flatMap(([key, text]) =>
			misspaced(text).map((where) => `${key}: …${where}…`)
		);
		expect(bad).toEqual([]);
	});
});
