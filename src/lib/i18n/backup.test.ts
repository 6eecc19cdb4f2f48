import { describe, expect, it } from 'vitest';
import {
	importSummary,
	nothingImported,
	type FileRefusal,
	type ImportReport
} from '../db/backup-messages';
import { ROSTER_MAX_PLAYERS } from '../db/schema';
import { locales, type Locale } from '../paraglide/runtime';
import { fileRefusalWords, importProgressWords, importSummaryWords } from './backup';

const nothing: ImportReport = nothingImported();
const one: ImportReport = {
	added: 1,
	extended: 1,
	unchanged: 1,
	copied: 1,
	players: 1,
	playersLeftOut: 1,
	settings: 1,
	photos: 1,
	settingsLeftOut: 1,
	houseRulesLeftOut: ['Hearts']
};
const many: ImportReport = {
	added: 1200,
	extended: 2,
	unchanged: 3,
	copied: 2,
	players: 4,
	playersLeftOut: 2,
	settings: 2,
	photos: 7,
	settingsLeftOut: 3,
	houseRulesLeftOut: ['Hearts', 'Subsets', 'Transform']
};
const REFUSALS: readonly FileRefusal[] = ['empty', 'unreadable', 'not-backup', 'newer'];

/** Everything the Backup screen words from the import's data, in one language. */
function wordedIn(locale: Locale): string[] {
	const o = { locale };
	return [
		importSummaryWords(nothing, ROSTER_MAX_PLAYERS, o),
		importSummaryWords({ ...nothing, unchanged: 2 }, ROSTER_MAX_PLAYERS, o),
		importSummaryWords(one, ROSTER_MAX_PLAYERS, o),
		importSummaryWords(many, ROSTER_MAX_PLAYERS, o),
		...REFUSALS.map((why) => fileRefusalWords(why, o)),
		importProgressWords({ stage: 'loading', done: 0, total: 0 }, o),
		importProgressWords({ stage: 'loading', done: 512, total: 1024 }, o),
		importProgressWords({ stage: 'reading', done: 1, total: 1 }, o),
		importProgressWords({ stage: 'reading', done: 10, total: 2000 }, o),
		importProgressWords({ stage: 'checking', done: 0, total: 0 }, o),
		importProgressWords({ stage: 'checking', done: 3, total: 40 }, o),
		importProgressWords({ stage: 'saving', done: 0, total: 0 }, o)
	];
}

describe('the Backup screen in every language', () => {
	it.each(locales)('words every report, refusal and stage in %s, with nothing unfilled', (l) => {
		for (const text of wordedIn(l)) expect(text).not.toMatch(/[{}]|undefined|NaN|null|^$/);
	});

	it.each(locales.filter((l) => l !== 'en'))('leaves no English sentence in %s', (locale) => {
		const english = wordedIn('en');
		wordedIn(locale).forEach((text, i) => expect(text, english[i]).not.toBe(english[i]));
	});

	it('says in English what the import code always said', () => {
		for (const report of [nothing, { ...nothing, unchanged: 2 }, one, { ...many, added: 12 }])
			expect(
				importSummaryWords(report, ROSTER_MAX_PLAYERS, { locale: 'en', format: 'en-GB' })
			).toBe(importSummary(report));
	});

	it('writes counts as the language does', () => {
		expect(
			importSummaryWords({ ...nothing, added: 1200 }, ROSTER_MAX_PLAYERS, { locale: 'de' })
		).toBe('Importiert: 1.200 neue Partien.');
		expect(importProgressWords({ stage: 'reading', done: 1, total: 1 }, { locale: 'fr' })).toBe(
			'Lecture des parties du fichier\u00a0: 1 sur 1 partie'
		);
	});
});
