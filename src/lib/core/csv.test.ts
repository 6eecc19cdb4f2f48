import { describe, expect, it } from 'vitest';
import type { Scoreboard } from './engine';
import { csvCell, csvFileName, playsCsv, roundsCsv, startsFormula, toCsv } from './csv';
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

	it('escapes a formula hidden behind blank, line-break or invisible characters', () => {
		const hidden = {
			'a line feed': '\n=3+3',
			'line feeds and a carriage return': '\r\n\n+1',
			'a space': ' =1+1',
			'several spaces and a tab': '  \t-2',
			'a no-break space': '\u00a0=1',
			'a narrow no-break space': '\u202f@x',
			'an ideographic space': '\u3000=1',
			'a line separator': '\u2028=1',
			'a zero-width space': '\u200b=1',
			'a zero-width joiner': '\u200d+1',
			'a word joiner': '\u2060-1',
			'a byte order mark': '\ufeff=1',
			'a right-to-left mark': '\u200f=1',
			'a soft hyphen': '\u00ad=1',
			'a Hangul filler': '\u3164=1',
			'a control character': '\u0000=1',
			'a mix of them': ' \u200b\n\u00a0\ufeff=HYPERLINK("x")'
		};
		for (const [why, text] of Object.entries(hidden)) {
			expect(csvCell(text), why).toBe(`"'${text.replaceAll('"', '""')}"`);
		}
	});

	it('escapes the fullwidth, small, superscript and subscript forms of = + - @', () => {
		const forms = {
			'fullwidth =': '\uff1d1+1',
			'small =': '\ufe661+1',
			'superscript =': '\u207c1',
			'subscript =': '\u208c1',
			'fullwidth +': '\uff0b1',
			'small +': '\ufe621',
			'fullwidth -': '\uff0d1',
			'small -': '\ufe631',
			'superscript -': '\u207b1',
			'minus sign': '\u22121',
			'fullwidth @': '\uff20x',
			'small @': '\ufe6bx',
			'fullwidth = behind a no-break space': '\u00a0\uff1d1',
			'small = behind a line feed': '\n\ufe661'
		};
		for (const [why, text] of Object.entries(forms)) {
			expect(csvCell(text), why).toBe(`"'${text}"`);
		}
	});

	it('leaves text alone when its first visible character starts no formula', () => {
		for (const text of ['Ada', ' Ada', '\u00a0Zoë', '\u200b王', '1+1', 'a=b', '#1', '', ' ', '\n'])
			expect(startsFormula(text), JSON.stringify(text)).toBe(false);
		expect(csvCell('Ada = 1')).toBe('"Ada = 1"');
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
		title: '=Friday night',
		date: new Date(2026, 10, 25, 21, 5).getTime(),
		duration: 47 * 60_000 + 40_000,
		status: 'finished',
		lowestWins: false,
		winRule: 'highest total wins, ends when a total reaches 10',
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
	},
	{
		sessionId: 's3',
		gameKey: 'named:hearts',
		gameName: 'Hearts',
		date: new Date(2026, 10, 25, 21, 5).getTime(),
		duration: 20_000,
		status: 'finished',
		lowestWins: true,
		winRule: 'lowest total wins',
		location: "Sam's kitchen",
		players: [
			{ name: 'Ada', score: 12, place: 2, winner: false },
			{ name: 'Bea', score: 3, place: 1, winner: true }
		]
	}
];

const HEADER = [
	'Play ID',
	'Date',
	'Game',
	'Title',
	'Player',
	'Name in this game',
	'Score',
	'Place',
	'Winner',
	'Status',
	'Minutes',
	'Win rule',
	'Location',
	'Team',
	'Co-op'
];

describe('playsCsv', () => {
	it('has a row per player per game, oldest game first, under a header', () => {
		expect(parse(playsCsv(plays))).toEqual([
			HEADER,
			[
				's1',
				'2026-11-24 20:00',
				'Transform',
				'Transform',
				'王小明',
				'王小明',
				'3',
				'1',
				'no',
				'unfinished',
				'',
				'',
				'',
				'',
				''
			],
			[
				's2',
				'2026-11-25 21:05',
				'Catan',
				"'=Friday night",
				"'=SUM(1)",
				"'=SUM(1)",
				'-4',
				'2',
				'no',
				'finished',
				'48',
				'highest total wins, ends when a total reaches 10',
				'',
				'',
				''
			],
			[
				's2',
				'2026-11-25 21:05',
				'Catan',
				"'=Friday night",
				'<b>Zoë</b> 🎲',
				'<b>Zoë</b> 🎲',
				'10',
				'1',
				'yes',
				'finished',
				'48',
				'highest total wins, ends when a total reaches 10',
				'',
				'',
				''
			],
			[
				's3',
				'2026-11-25 21:05',
				'Hearts',
				'Hearts',
				'Ada',
				'Ada',
				'12',
				'2',
				'no',
				'finished',
				'0',
				'lowest total wins',
				"Sam's kitchen",
				'',
				''
			],
			[
				's3',
				'2026-11-25 21:05',
				'Hearts',
				'Hearts',
				'Bea',
				'Bea',
				'3',
				'1',
				'yes',
				'finished',
				'0',
				'lowest total wins',
				"Sam's kitchen",
				'',
				''
			]
		]);
	});

	it('names each player’s team, and a co-op play’s result for the table', () => {
		const base: Play = {
			...plays[1],
			players: [
				{ name: 'Ada', score: 6, place: 2, winner: false },
				{ name: 'Bo', score: 10, place: 1, winner: true }
			]
		};
		const teamPlay: Play = {
			...base,
			sessionId: 't1',
			teams: [{ score: 6, name: 'Red' }, { score: 10 }],
			players: base.players.map((p, i) => ({ ...p, team: i }))
		};
		const coopPlay: Play = {
			...base,
			sessionId: 'c1',
			coop: { won: true, score: 21 },
			players: base.players.map((p) => ({ ...p, winner: false }))
		};
		const rows = parse(playsCsv([teamPlay, coopPlay])).slice(1);
		expect(rows.map((r) => [r[0], r[13], r[14]])).toEqual([
			['t1', 'Red', ''],
			['t1', '2', ''],
			['c1', '', 'won 21'],
			['c1', '', 'won 21']
		]);
	});

	it('tells apart two games started in the same minute by their play id', () => {
		const rows = parse(playsCsv(plays)).slice(1);
		const sameMinute = rows.filter((row) => row[1] === '2026-11-25 21:05');
		expect(new Set(sameMinute.map((row) => row[0]))).toEqual(new Set(['s2', 's3']));
		const playersOf = (id: string) =>
			sameMinute.filter((row) => row[0] === id).map((row) => row[4]);
		expect(playersOf('s2')).toEqual(["'=SUM(1)", '<b>Zoë</b> 🎲']);
		expect(playersOf('s3')).toEqual(['Ada', 'Bea']);
	});

	it('writes scores, places and minutes as bare numbers and text quoted and guarded', () => {
		const line = playsCsv(plays).split('\r\n')[2];
		expect(line).toBe(
			'"s2","2026-11-25 21:05","Catan","\'=Friday night","\'=SUM(1)","\'=SUM(1)",-4,2,"no","finished",48,"highest total wins, ends when a total reaches 10","","",""'
		);
	});

	it('says a game the table ended before its own end was stopped early', () => {
		const stopped: Play = {
			...plays[1],
			status: 'finished',
			stoppedEarly: true,
			players: [{ name: 'Ada', score: 4, place: 1, winner: true }]
		};
		const abandoned: Play = { ...plays[1], sessionId: 's9', status: 'abandoned' };
		const statuses = parse(playsCsv([stopped, abandoned]))
			.slice(1)
			.map((row) => [row[0], row[9]]);
		expect(statuses).toEqual([
			['s1', 'stopped early'],
			['s9', 'abandoned']
		]);
	});

	it('guards a play id, game name, win rule or location that a spreadsheet would run', () => {
		const hostile: Play = {
			...plays[1],
			sessionId: '=id()',
			gameName: '+name',
			winRule: '@rule',
			location: '-1+2'
		};
		const [, row] = parse(playsCsv([hostile]));
		expect([row[0], row[2], row[3], row[11], row[12]]).toEqual([
			"'=id()",
			"'+name",
			"'+name",
			"'@rule",
			"'-1+2"
		]);
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
			['Round', 'Ada', "'-Bo", 'Note'],
			['Round 1', '5', '-3', ''],
			['Round 2', '7', '', ''],
			['Total', '12', '-3', '']
		]);
		expect(text.split('\r\n')[3]).toBe('"Total",12,-3,""');
	});

	it("keeps each round's note beside its scores, guarded like any text", () => {
		const board: Scoreboard = {
			players: ['Ada', 'Bea'],
			rounds: [
				{ label: 'Round 1', scores: [5, 3], note: 'Ada shot the moon, "again"' },
				{ label: 'Round 2', scores: [1, 2] },
				{ label: 'Round 3', scores: [0, 4], note: '-2 for Bea\nsecond line' }
			],
			totals: [6, 9],
			finished: true,
			leaders: [0]
		};
		expect(parse(roundsCsv(board))).toEqual([
			['Round', 'Ada', 'Bea', 'Note'],
			['Round 1', '5', '3', 'Ada shot the moon, "again"'],
			['Round 2', '1', '2', ''],
			['Round 3', '0', '4', "'-2 for Bea\nsecond line"],
			['Total', '6', '9', '']
		]);
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
