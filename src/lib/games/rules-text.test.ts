/**
 * Every language's rules say the same as the English ones, ruling by ruling: each game has a text
 * in every language the app has (messages/<language>.json), with a title for every section and
 * words for every entry and ruling of its layout, no more and no fewer, the designer's credit, and
 * every number the English entry gives.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slotIds } from '../rules/assemble';
import type { RulesLayout, RulesText } from '../rules/types';
import { games } from './registry';

const languages = readdirSync('messages')
	.filter((file) => file.endsWith('.json'))
	.map((file) => file.replace(/\.json$/, ''));

const layouts = import.meta.glob<{ LAYOUT: RulesLayout }>('./*/rules.ts', { eager: true });
const texts = import.meta.glob<{ text: RulesText; url: string }>('./*/rules-text/*.ts', {
	eager: true
});

/** The numbers an entry gives (digits and the letters of numbered references), in order. */
const numbersIn = (words: string) => (words.match(/\d+/g) ?? []).sort();

describe('the rules in every language', () => {
	it('are there for all four languages of the app', () => {
		expect(languages.sort()).toEqual(['de', 'en', 'es', 'fr']);
	});

	for (const game of games) {
		const layout = layouts[`./${game.id}/rules.ts`]?.LAYOUT;
		const english = texts[`./${game.id}/rules-text/en.ts`]?.text;

		it(`${game.id}: has a layout and an English text`, () => {
			expect(layout).toBeDefined();
			expect(english).toBeDefined();
		});
		if (!layout || !english) continue;

		for (const language of languages) {
			const module = texts[`./${game.id}/rules-text/${language}.ts`];
			it(`${game.id} in ${language}: every section and entry of the English rules, no other`, () => {
				expect(module, `${game.id}/rules-text/${language}.ts`).toBeDefined();
				const text = module.text;
				expect(text.title.trim()).not.toBe('');
				expect(text.summary.trim()).not.toBe('');
				expect(text.sections).toHaveLength(layout.sections.length);
				for (const title of text.sections) expect(title.trim()).not.toBe('');
				expect(Object.keys(text.entries).sort()).toEqual(slotIds(layout).sort());
				for (const [id, words] of Object.entries(text.entries))
					expect(words.trim(), id).not.toBe('');
			});

			it(`${game.id} in ${language}: keeps the designer's credit and every number`, () => {
				const text = module.text;
				if (game.designer) expect(text.credit).toContain(game.designer);
				expect(numbersIn(text.credit)).toEqual(numbersIn(english.credit));
				for (const id of slotIds(layout)) {
					expect(numbersIn(text.entries[id] ?? ''), id).toEqual(
						numbersIn(english.entries[id] ?? '')
					);
				}
			});
		}
	}
});
