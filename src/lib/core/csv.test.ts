import { describe, expect, it } from 'vitest';
import type { Scoreboard } from './engine';
import { csvCell, csvFileName, playsCsv, roundsCsv, toCsv } from './csv';
import type { Play } from './plays';

/** The rows of a CSV file, read back as a spreadsheet would (RFC 4180 quoting). */
function parse(text: string): string[][] {
	expect(text.startsWith('\uFEFF')).toBe(true);
	expect(text.endsWith('\r\n')).toBe(true);
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	const body = text.slice(1);
	const endCell = () => {
		row.push(cell);
		cell = '';
	};
	for (let i = 0; i < body.length; i++) {
		const c = body[i];
		if (quoted && c === '"' && body[i + 1] === '"') {
			cell += '"';
			i++;
		} else if (quoted) {
			if (c === '"') quoted = false;
			else cell += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') endCell();
		else if (c === '\r' && body[i + 1] === '\n') {
			endCell();
			rows.push(row);
			row = [];
			i++;
		} else cell += c;
	}
	return rows;
}

describe('csvCell', () => {
	it('quotes text and doubles the quotes inside', () => {
		expect(csvCell('Ada "the ace", 1st')).toBe('"Ada ""the ace"", 1st"');
	});

	it('escapes text a spreadsheet would run as a formula', () => {
		for (const text of ['=SUM(1)', '+1', '-2', '@cmd', '\tx', '\rx'])
			expect(csvCell(text)).toBe(`"'${text}"`);
	});

	it('writes numbers plain, negative ones included', () => {
		expect(csvCell(-12)).toBe('-12');
		expect(csvCell(0)).toBe('0');
		expect(csvCell(3.5)).toBe('3.5');
	});

	it('keeps line breaks inside the quotes', () => {
		expect(parse(toCsv(['a'], [['two\nlines']]))).toEqual([['a'], ['two\nlines']]);
	});
});

const plays: Play[] = [
	{
		sessionId: 's2',
		gameKey: 'named:catan',
		gameName: 'Catan',
		date: new Date(2026, 10, 25, 21, 5).getTime(),
		status: 'finished',
		lowestWins: false,
		players: [
			{ name: '=SUM(1)', score: -4, place: 2, winner: false },
			{ name: '<b>Zoë</b> 🎲', score: 10, place: 1, winner: true }
		]
	},
	{
		sessionId: 's1',
		gameKey: 'transform',
		gameName: 'Transform',
		date: new Date(2026, 10, 24, 20, 0).getTime(),
		status: 'unfinished',
		lowestWins: false,
		players: [{ name: '王小明', score: 3, place: 1, winner: false }]
	}
];

describe('playsCsv', () => {
	it('has a row per player per game, oldest game first, under a header', () => {
		expect(parse(playsCsv(plays))).toEqual([
			['Date', 'Game', 'Player', 'Score', 'Place', 'Winner', 'Status'],
			['2026-11-24 20:00', 'Transform', '王小明', '3', '1', 'no', 'unfinished'],
			['2026-11-25 21:05', 'Catan', "'=SUM(1)", '-4', '2', 'no', 'finished'],
			['2026-11-25 21:05', 'Catan', '<b>Zoë</b> 🎲', '10', '1', 'yes', 'finished']
		]);
	});

	it('writes scores as bare numbers and names as quoted text', () => {
		const line = playsCsv(plays).split('\r\n')[2];
		expect(line).toBe('"2026-11-25 21:05","Catan","\'=SUM(1)",-4,2,"no","finished"');
	});
});

describe('roundsCsv', () => {
	it('lays out rounds by players with totals, a missing score left empty', () => {
		const board: Scoreboard = {
			players: ['Ada', '-Bo'],
			rounds: [
				{ label: 'Round 1', scores: [5, -3] },
				{ label: 'Round 2', scores: [7, null] }
			],
			totals: [12, -3],
			finished: false,
			leaders: [0]
		};
		const text = roundsCsv(board);
		expect(parse(text)).toEqual([
			['Round', 'Ada', "'-Bo"],
			['Round 1', '5', '-3'],
			['Round 2', '7', ''],
			['Total', '12', '-3']
		]);
		expect(text.split('\r\n')[3]).toBe('"Total",12,-3');
	});
});

describe('csvFileName', () => {
	it('makes a safe name from any title', () => {
		const day = new Date(Date.UTC(2026, 10, 25, 12));
		expect(csvFileName('Friday <Catan> / night', day)).toBe(
			'tablemate-friday-catan-night-2026-11-25.csv'
		);
		expect(csvFileName('🎲🎲', day)).toBe('tablemate-game-2026-11-25.csv');
	});
});
