import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOP_MARK, readBggPlays } from '../core/plays-import/bgg';
import { readBgStats } from '../core/plays-import/bgstats';
import { isRefusal, type ImportRefusal } from '../core/plays-import/model';
import { m } from '../paraglide/messages';
import { locales, type Locale } from '../paraglide/runtime';
import {
	fileSentence,
	importedWords,
	leftOutSentence,
	PLACE_PROBLEMS,
	playsProgressWords,
	playsRefusalWords
} from './plays';

const OTHERS = locales.filter((l) => l !== 'en');
const fixture = readFileSync(
	new URL('../core/plays-import/fixtures/BGStatsExport.json', import.meta.url),
	'utf8'
);
const xml = readFileSync(
	new URL('../core/plays-import/fixtures/plays.xml', import.meta.url),
	'utf8'
);

/** Real refusals of broken files, each kind once. */
function refusals(): ImportRefusal[] {
	const broken = (change: (json: { plays: Record<string, unknown>[] }) => void) => {
		const json = JSON.parse(fixture);
		change(json);
		return readBgStats(JSON.stringify(json));
	};
	const all = [
		broken((j) => ((j.plays[3].playerScores as { winner: unknown }[])[1].winner = 'yes')),
		broken((j) => ((j.plays[1].playerScores as { playerRefId: unknown }[])[0].playerRefId = 99)),
		broken((j) => (j.plays[0].gameRefId = 42)),
		readBgStats('{"plays": ['),
		readBgStats('{"format":"tablemate-backup"}'),
		readBggPlays(xml.replace('</players>', '')),
		readBggPlays(xml.replace('win="0"/>', 'win="maybe"/>'))
	];
	return all.map((r) => {
		if (!isRefusal(r)) throw new Error('not refused');
		return r;
	});
}

/** Everything the plays screen words, in one language. */
function wordedIn(locale: Locale): string[] {
	const o = { locale };
	const file = { source: 'bgstats' as const, plays: [{}, {}, {}] as never };
	return [
		fileSentence({ file, alreadyHere: 0 }, o),
		fileSentence({ file: { ...file, source: 'bgg' }, alreadyHere: 1 }, o),
		leftOutSentence(
			{ file: { leftOut: { 'no-date': 1, 'no-players': 2, 'too-many-players': 3 } } },
			o
		),
		importedWords({ added: 1, newPlayers: 0, playersLeftOut: 0 }, o),
		importedWords({ added: 8, newPlayers: 2, playersLeftOut: 1 }, o),
		importedWords({ added: 0, newPlayers: 0, playersLeftOut: 0 }, o),
		playsProgressWords({ stage: 'reading', done: 0, total: 0 }, o),
		playsProgressWords({ stage: 'writing', done: 0, total: 1 }, o),
		playsProgressWords({ stage: 'writing', done: 4000, total: 10_000 }, o),
		...refusals().map((r) => playsRefusalWords(r, o)),
		...PLACE_PROBLEMS.map((what) =>
			playsRefusalWords(
				{ source: 'bgstats', said: { problem: 'at', place: ['plays', 2, 'name'], what, max: 40 } },
				o
			)
		)
	];
}

describe('the plays import in every language', () => {
	it('reads in English as it did, a refusal exactly as the importer words it', () => {
		const o = { locale: 'en' as const };
		for (const r of refusals()) expect(playsRefusalWords(r, o)).toBe(r.refused);
		expect(leftOutSentence({ file: { leftOut: { 'no-date': 1, 'no-players': 1 } } }, o)).toBe(
			'Left out: 1 play has no date between 1970 and 2100 and 1 play names no players.'
		);
		expect(importedWords({ added: 8, newPlayers: 2, playersLeftOut: 0 }, o)).toBe(
			'Imported 8 plays and 2 new players.'
		);
		expect(playsProgressWords({ stage: 'writing', done: 4000, total: 10_000 }, o)).toBe(
			'Writing 4,000 of 10,000 games'
		);
		expect(playsProgressWords({ stage: 'writing', done: 1, total: 1 }, o)).toBe(
			'Writing 1 of 1 game'
		);
		expect(fileSentence({ file: { source: 'bgstats', plays: Array(8) }, alreadyHere: 8 }, o)).toBe(
			'This BG Stats file holds 8 plays Tablemate can keep. 8 plays are already on this device and will not be added again.'
		);
	});

	it.each(OTHERS)('is worded in %s, no English left, no placeholder shown', (locale) => {
		const english = wordedIn('en');
		const worded = wordedIn(locale);
		worded.forEach((text, i) => {
			expect(text).toBeTruthy();
			expect(text).not.toMatch(/[{}]|undefined|fm_/);
			expect(text, english[i]).not.toBe(english[i]);
		});
	});

	it('names the place in the file and the wrong value’s bounds in the reader’s numbers', () => {
		const said = playsRefusalWords(
			{
				source: 'bgstats',
				said: { problem: 'at', place: ['plays', 1200, 'name'], what: 'too-long', max: 1000 }
			},
			{ locale: 'de' }
		);
		expect(said).toBe(
			'Diese Datei ist kein BG-Stats-Export, den Tablemate lesen kann: bei plays › 1200 › name: der Text ist länger als 1.000 Zeichen.'
		);
	});

	it('names, in every language, the line that marks a co-op play in a BoardGameGeek file', () => {
		for (const locale of locales)
			expect(m.fm_plays_export_help({}, { locale }), locale).toContain(COOP_MARK);
	});
});
