import { describe, expect, it } from 'vitest';
import { PLAYS_HEADER, playsCsv, roundsCsv } from '../core/csv';
import type { Play } from '../core/plays';
import type { Scoreboard } from '../core/engine';
import { scoreboardText } from '../core/scoreboard';
import { locales } from '../paraglide/runtime';
import { scoreboard as subsetsScoreboard } from '../games/subsets/views';
import { deal, table } from '../games/subsets/test/table';
import { csvWords } from './csv';

const OTHERS = locales.filter((l) => l !== 'en');

/** The rows of a CSV the app wrote (every text cell quoted, CRLF line ends, a BOM first). */
function rowsOf(csv: string): string[][] {
	expect(csv.startsWith('\uFEFF')).toBe(true);
	return csv
		.slice(1)
		.trimEnd()
		.split('\r\n')
		.map((line) =>
			[...line.matchAll(/"((?:[^"]|"")*)"|([^,]*)/g)]
				.filter((cell) => cell.index === 0 || line[cell.index - 1] === ',')
				.map((cell) => (cell[1] !== undefined ? cell[1].replaceAll('""', '"') : cell[2]))
		);
}

/** A reader that finds each column by its header, whichever of the app's languages wrote it. */
function byColumn(csv: string): Record<string, string>[] {
	const [header, ...rows] = rowsOf(csv);
	const known = locales.map((locale) => csvWords({ locale }).plays as readonly string[]);
	const columns = header.map((name) => {
		const words = known.find((list) => list.includes(name));
		expect(words, `header "${name}"`).toBeDefined();
		return PLAYS_HEADER[words!.indexOf(name)];
	});
	return rows.map((row) => Object.fromEntries(row.map((cell, i) => [columns[i], cell])));
}

const when = new Date(2026, 10, 25, 20, 15).getTime();
const plays: Play[] = [
	{
		sessionId: 's1',
		date: when,
		gameKey: 'other:catan',
		gameName: 'Catan',
		status: 'finished',
		duration: 75 * 60_000,
		location: 'Café',
		players: [
			{ name: 'Änne', score: 10.5, place: 1, winner: true },
			{ name: 'Bo', score: 7, place: 2, winner: false }
		]
	} as Play
];

describe('files and share text in the language read', () => {
	it.each(locales)('has every header word in %s, all different', (locale) => {
		const { plays: header, rounds, share } = csvWords({ locale });
		expect(header).toHaveLength(PLAYS_HEADER.length);
		expect(new Set(header).size).toBe(header.length);
		const words = [...Object.values(rounds), ...Object.values(share)].filter(
			(word) => typeof word === 'string'
		);
		for (const word of [...header, ...words]) expect(word).not.toMatch(/[{}]|undefined|NaN|^$/);
	});

	it.each(OTHERS)('writes the header in %s but the values as in English', (locale) => {
		const english = rowsOf(playsCsv(plays, undefined, csvWords({ locale: 'en' }).plays));
		const other = rowsOf(playsCsv(plays, undefined, csvWords({ locale }).plays));
		expect(other.slice(1)).toEqual(english.slice(1));
		expect(other[0]).not.toEqual(english[0]);
		expect(english[0]).toEqual([...PLAYS_HEADER]);
	});

	it('reads a CSV made in German back with the English names of its columns', () => {
		const german = playsCsv(plays, undefined, csvWords({ locale: 'de' }).plays);
		expect(german).toContain('"Spieler","Name in dieser Partie","Punkte"');
		const rows = byColumn(german);
		expect(rows).toHaveLength(2);
		expect(rows[0]).toMatchObject({
			'Play ID': 's1',
			Date: '2026-11-25 20:15',
			Game: 'Catan',
			Player: 'Änne',
			Score: '10.5',
			Place: '1',
			Winner: 'yes',
			Status: 'finished',
			Minutes: '75',
			Location: 'Café'
		});
		expect(Number(rows[1].Score)).toBe(7);
	});

	it.each(OTHERS)('words the rounds file and the share text in %s', (locale) => {
		const board: Scoreboard = {
			players: ['Ana', 'Bo'],
			rounds: [{ label: '1', scores: [3, 5] }],
			totals: [3, 5],
			leaders: [0],
			lowestWins: true,
			finished: true
		} as unknown as Scoreboard;
		const words = csvWords({ locale });
		const english = csvWords({ locale: 'en' });
		const csv = roundsCsv(board, words.rounds);
		expect(rowsOf(csv)[0][0]).toBe(words.rounds.round);
		expect(rowsOf(csv).at(-1)![0]).toBe(words.rounds.total);
		const text = scoreboardText('Hearts', board, words.share);
		expect(text).toContain(words.share.line('Ana', `3 (${words.share.winner})`));
		for (const sentence of Object.values(english.share)) {
			if (typeof sentence !== 'string' || sentence === english.share.start) continue;
			expect(text).not.toContain(sentence);
		}
	});

	it('labels a Subsets game’s rows in the reader’s language, from the rows’ data', () => {
		const state = table(
			{},
			...deal(),
			{ type: 'draw', card: '{2, 3}' },
			{ type: 'steal', pile: 'p2' },
			{ type: 'draw', card: '{7}' }
		);
		const board = subsetsScoreboard(state);
		/** The share text's lines under "By round:", in `locale`. */
		const rowsOf = (locale: 'en' | 'de' | 'es') => {
			const { share } = csvWords({ locale });
			const lines = scoreboardText('Subsets', board, share).split('\n');
			const from = lines.indexOf(share.byRound) + 1;
			return lines.slice(from, lines.indexOf('', from));
		};
		expect(rowsOf('en')).toEqual([
			'Starting cards: Ana 1, Bo 1, Cy 1',
			'1. Ana drew {2, 3}: stole Bo’s pile: Ana 2, Bo -1, Cy 0'
		]);
		expect(rowsOf('de')).toEqual([
			'Startkarten: Ana 1, Bo 1, Cy 1',
			'1. Ana hat {2, 3} gezogen: Stapel von Bo gestohlen: Ana 2, Bo -1, Cy 0'
		]);
		expect(rowsOf('es')[0]).toBe('Cartas iniciales: Ana 1, Bo 1, Cy 1');
	});

	const notepad = {
		players: ['Ana', 'Bo'],
		rounds: [{ label: 'Round 1', round: 1, scores: [3, 5] }],
		totals: [3, 5],
		leaders: [1],
		finished: false
	} as Scoreboard;

	it('numbers a notepad round in the reader’s language, with French spacing before a colon', () => {
		const french = scoreboardText('Hearts', notepad, csvWords({ locale: 'fr' }).share);
		expect(french).toContain('Manche 1\u00a0: Ana 3, Bo 5');
		expect(french).toContain('Bo\u00a0: 5 (en tête)');
		expect(french).not.toMatch(/\S:/);
		const german = scoreboardText('Hearts', notepad, csvWords({ locale: 'de' }).share);
		expect(german).toContain('Runde 1: Ana 3, Bo 5');
	});

	it('labels the rounds file’s rows in the reader’s language', () => {
		const column = (locale: 'en' | 'de' | 'es') =>
			rowsOf(roundsCsv(notepad, csvWords({ locale }).rounds)).map((row) => row[0]);
		expect(column('en')).toEqual(['Round', 'Round 1', 'Total']);
		expect(column('de')).toEqual(['Runde', 'Runde 1', 'Summe']);
		expect(column('es')[1]).toBe('Ronda 1');
	});
});
