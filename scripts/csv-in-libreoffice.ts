/**
 * `npm run -s csv:libreoffice`: opens the app's CSV exports in a real spreadsheet (LibreOffice
 * Calc, headless) and checks that no cell became a formula, that every hostile name stayed text
 * and that every score stayed a number. A unit test can only say what the exporter writes; this
 * says what a spreadsheet makes of it.
 *
 * It first opens a control file whose names are quoted but not guarded and requires Calc to run
 * at least one of them as a formula: if it does not (another version, other import defaults),
 * the check could not fail, so it fails instead of passing for nothing.
 *
 * Needs `soffice` (Debian: `apt-get install -y --no-install-recommends libreoffice-calc-nogui`).
 * Without it the script installs that package when it runs as root on Debian, as `npm test` does
 * for Chromium, and otherwise stops with that instruction. It never skips.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findSoffice } from './test-tools.mjs';
import { canInstallDebianPackages, installDebianPackages } from './tooling.mjs';
import { playsCsv, roundsCsv, toCsv } from '../src/lib/core/csv';
import type { Scoreboard } from '../src/lib/core/engine';
import type { Play } from '../src/lib/core/plays';

/** One name of each family a spreadsheet could run as a formula. */
const HOSTILE_NAMES = [
	'=1+1',
	'+2+2',
	'-3+3',
	'@SUM(4)',
	'\t=5+5',
	'\r=6+6',
	'\n=7+7',
	' =8+8',
	'\u00a0=9+9',
	'\u200b=10+10',
	'\ufeff=11+11',
	'\u2060=12+12',
	'\uff1d13+13',
	'\ufe6614+14',
	'\uff0b15',
	'\uff0d16',
	'\uff20SUM(17)',
	' \u200b\n\u00a0=CONCATENATE("1";"8")'
];
/** Scores beside them, negative ones included, which must stay numbers. */
const scoreOf = (i: number) => (i % 2 ? -(i + 1) : i * 7);

const SOFFICE_PACKAGE = 'libreoffice-calc-nogui';

async function ensureSoffice(): Promise<string> {
	const found = findSoffice();
	if (found) return found;
	if (canInstallDebianPackages()) {
		console.log(`No LibreOffice found: installing Debian's "${SOFFICE_PACKAGE}" package.`);
		await installDebianPackages([], { lean: [SOFFICE_PACKAGE] }).catch(() => {});
		const installed = findSoffice();
		if (installed) return installed;
	}
	console.error(
		`LibreOffice is not installed, so the CSV files cannot be opened in a spreadsheet. ` +
			`Install it (Debian/Ubuntu: "sudo apt-get install --no-install-recommends ${SOFFICE_PACKAGE}") and run this again.`
	);
	process.exit(1);
}

interface SheetCell {
	formula: string | null;
	type: string | null;
	value: string | null;
}

/** Every sheet row of a flat OpenDocument spreadsheet, each as its cells (repeats expanded). */
function readFods(xml: string): SheetCell[][] {
	const rows: SheetCell[][] = [];
	for (const row of xml.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
		const cells: SheetCell[] = [];
		for (const cell of row[1].matchAll(/<table:(?:covered-)?table-cell\b([^>]*?)\/?>/g)) {
			const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(cell[1])?.[1] ?? null;
			const repeat = Number(attr('table:number-columns-repeated') ?? 1);
			const one = {
				formula: attr('table:formula'),
				type: attr('office:value-type'),
				value: attr('office:value')
			};
			for (let i = 0; i < Math.min(repeat, 1024); i++) cells.push(one);
		}
		// Calc writes the empty columns up to the sheet's edge as one repeated cell: drop them.
		while (cells.length > 0 && cells.at(-1)!.type === null && cells.at(-1)!.formula === null)
			cells.pop();
		if (cells.length > 0) rows.push(cells);
	}
	return rows;
}

/**
 * The import settings a file is opened with: Calc's own defaults for a CSV file, as a person
 * opening it gets them (UTF-8 named, so the byte order mark is read, not guessed), and the
 * riskiest choice a person can make in the import dialog: spaces trimmed, formulas evaluated.
 */
const IMPORTS = [
	{ name: "Calc's defaults", filter: 'CSV:44,34,76,1' },
	{
		name: 'spaces trimmed, formulas evaluated',
		filter: 'CSV:44,34,76,1,,1033,false,true,false,false,true,-1,true'
	}
];

/**
 * Opens CSV files in Calc (one start of LibreOffice for all, which is most of the time taken) and
 * returns each one's first sheet, by name.
 */
function openInCalc(
	soffice: string,
	dir: string,
	files: Record<string, string>,
	filter: string
): Record<string, SheetCell[][]> {
	const paths = Object.entries(files).map(([name, csv]) => {
		const path = join(dir, `${name}.csv`);
		writeFileSync(path, csv);
		return path;
	});
	const profile = pathToFileURL(join(dir, 'profile')).href;
	const result = spawnSync(
		soffice,
		[
			'--headless',
			'--norestore',
			`-env:UserInstallation=${profile}`,
			`--infilter=${filter}`,
			'--convert-to',
			'fods',
			'--outdir',
			dir,
			...paths
		],
		{ encoding: 'utf8', timeout: 300_000 }
	);
	const sheets: Record<string, SheetCell[][]> = {};
	for (const name of Object.keys(files)) {
		const out = join(dir, `${name}.fods`);
		if (result.status !== 0 || !existsSync(out)) {
			throw new Error(
				`LibreOffice could not open ${name}.csv (exit ${result.status}): ${result.stderr.trim()}`
			);
		}
		sheets[name] = readFods(readFileSync(out, 'utf8'));
		rmSync(out);
	}
	return sheets;
}

const plays: Play[] = [
	{
		sessionId: '=ID()',
		gameKey: 'named:=GAME()',
		gameName: '\u00a0=GAME()',
		title: '+TITLE()',
		date: new Date(2026, 10, 25, 20, 15).getTime(),
		duration: 47 * 60_000,
		status: 'finished',
		lowestWins: false,
		winRule: '-RULE()',
		players: HOSTILE_NAMES.map((name, i) => ({
			name,
			score: scoreOf(i),
			place: i + 1,
			winner: i === 0
		}))
	}
];

const board: Scoreboard = {
	players: HOSTILE_NAMES,
	rounds: [
		{
			label: '\n=ROUND()',
			scores: HOSTILE_NAMES.map((_, i) => scoreOf(i)),
			note: '@NOTE()'
		},
		{
			label: 'Round 2',
			scores: HOSTILE_NAMES.map((_, i) => (i % 3 ? null : -i)),
			note: '-2 for the dealer'
		}
	],
	totals: HOSTILE_NAMES.map((_, i) => scoreOf(i) - (i % 3 ? 0 : i)),
	finished: true,
	leaders: [0]
};

/** What is wrong with a sheet: formulas anywhere, names not text, scores not numbers. */
function problems(
	rows: SheetCell[][],
	textColumns: (row: number) => number[],
	numbers: (row: number) => (number | null)[]
) {
	const found: string[] = [];
	rows.forEach((cells, r) => {
		cells.forEach((cell, c) => {
			if (cell.formula !== null)
				found.push(`row ${r + 1}, column ${c + 1} is a formula: ${cell.formula}`);
		});
		for (const c of textColumns(r)) {
			if (cells[c]?.type !== 'string')
				found.push(`row ${r + 1}, column ${c + 1} is ${cells[c]?.type ?? 'empty'}, not text`);
		}
		numbers(r).forEach((expected, c) => {
			if (expected === null) return;
			const cell = cells[c];
			if (cell?.type !== 'float' || Number(cell.value) !== expected)
				found.push(
					`row ${r + 1}, column ${c + 1} should be the number ${expected}, but is ${cell?.type ?? 'empty'} ${cell?.value ?? ''}`
				);
		});
	});
	return found;
}

const soffice = await ensureSoffice();
const dir = mkdtempSync(join(tmpdir(), 'tablemate-csv-'));
let passed = 0;
let failed = 0;
const report = (name: string, found: string[]) => {
	if (found.length === 0) {
		passed++;
		console.log(`ok   ${name}`);
	} else {
		failed++;
		console.log(`FAIL ${name}\n${found.map((f) => `       ${f}`).join('\n')}`);
	}
};

// The control: the same names, quoted as RFC 4180 asks but not guarded.
const unguarded =
	'\uFEFF"Player","Score"\r\n' +
	HOSTILE_NAMES.map((name, i) => `"${name.replaceAll('"', '""')}",${scoreOf(i)}`).join('\r\n') +
	'\r\n';
const exports = {
	// toCsv is what both exports are built on: the names in a column of their own.
	names: toCsv(
		['Player', 'Score'],
		HOSTILE_NAMES.map((name, i) => [name, scoreOf(i)])
	),
	plays: playsCsv(plays),
	rounds: roundsCsv(board)
};
const rowsOf = (sheet: SheetCell[][], count: number) =>
	sheet.length === count ? [] : [`the sheet has ${sheet.length} rows, not ${count}`];
const totalsRow = [undefined, ...board.rounds.map((r) => r.scores), board.totals];
const NOTE_COLUMN = HOSTILE_NAMES.length + 1;

try {
	for (const [i, { name: how, filter }] of IMPORTS.entries()) {
		const sheets = openInCalc(
			soffice,
			dir,
			i === 0 ? { control: unguarded, ...exports } : exports,
			filter
		);
		if (sheets.control) {
			const ran = sheets.control.flat().filter((cell) => cell.formula !== null).length;
			report(
				`${how}, unguarded names: LibreOffice runs at least one as a formula (so this check can fail)`,
				ran > 0 ? [] : ['no unguarded name became a formula: the checks below could not fail']
			);
		}
		report(`${how}, names: ${HOSTILE_NAMES.length} hostile names stay text, scores stay numbers`, [
			...rowsOf(sheets.names, HOSTILE_NAMES.length + 1),
			...problems(
				sheets.names,
				() => [0],
				(r) => (r === 0 ? [] : [null, scoreOf(r - 1)])
			)
		]);
		report(`${how}, the Stats screen's plays file: no formula, names text, scores numbers`, [
			...rowsOf(sheets.plays, HOSTILE_NAMES.length + 1),
			...problems(
				sheets.plays,
				// Play ID, Date, Game, Title, Player, Name in this game, Score, Place, Winner, Status,
				// Minutes, Win rule: the date column is read as a date, as it should be.
				(r) => (r === 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : [0, 2, 3, 4, 5, 8, 9, 11]),
				(r) =>
					r === 0 ? [] : [null, null, null, null, null, null, scoreOf(r - 1), r, null, null, 47]
			)
		]);
		report(
			`${how}, a game's rounds file: no formula, names, labels and notes text, scores numbers`,
			[
				...rowsOf(sheets.rounds, 4),
				...problems(
					sheets.rounds,
					// The players' columns, then the notes' column (the totals row has no note).
					(r) =>
						r === 0
							? [...HOSTILE_NAMES.map((_, n) => n + 1), NOTE_COLUMN]
							: r <= board.rounds.length
								? [0, NOTE_COLUMN]
								: [0],
					(r) => [null, ...(totalsRow[r] ?? [])]
				)
			]
		);
	}
} finally {
	rmSync(dir, { recursive: true, force: true });
}

console.log(`\nspreadsheet: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
