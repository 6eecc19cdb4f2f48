/**
 * CSV files that open cleanly in common spreadsheets: UTF-8 with a byte order mark (so accents and
 * emoji survive), a header row, CRLF line ends and every text field quoted (RFC 4180). A text cell
 * that a spreadsheet could read as a formula gets a leading `'`, so a player named "=SUM(1)" stays
 * a name; numbers are written as numbers.
 */
import type { Scoreboard } from './engine';
import { type Play, winRuleText } from './plays';
import { startsOf } from './scoreboard';
import { identityOf, type Roster } from './seats';

export type Cell = string | number;

// Characters a spreadsheet may skip or trim before it reads a cell: spaces of every width, line
// breaks, control characters, and invisible ones (zero-width spaces, joiners, the byte order mark,
// direction marks, Hangul fillers). A formula hidden behind them must still be caught.
const BLANK_PREFIX = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*/u;
// What starts a formula in Excel, LibreOffice or Google Sheets. Fullwidth, small, superscript and
// subscript forms (＝ ﹦ ⁼ ＋ ﹢ － ﹣ ⁻ ＠ ﹫...) are compared after NFKC, which folds them into these;
// the minus sign U+2212 is one of them too, since some locales type it for "-".
const FORMULA_CHARACTERS = new Set(['=', '+', '-', '\u2212', '@']);

/**
 * Whether a spreadsheet could run this text as a formula: it starts with a tab or a carriage
 * return, or its first character after any blank or invisible ones is `=`, `+`, `-` or `@` in
 * any of their forms.
 */
export function startsFormula(text: string): boolean {
	if (text.startsWith('\t') || text.startsWith('\r')) return true;
	const rest = text.slice(BLANK_PREFIX.exec(text)![0].length);
	const first = rest.codePointAt(0);
	if (first === undefined) return false;
	const folded = String.fromCodePoint(first).normalize('NFKC');
	return FORMULA_CHARACTERS.has(folded.charAt(0));
}

/** One cell: a finite number as it is, any other value as quoted, formula-safe text. */
export function csvCell(value: Cell): string {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	const text = String(value);
	const safe = startsFormula(text) ? `'${text}` : text;
	return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole file: the header first, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
	return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A date as spreadsheets read it, in local time: 2026-11-25 20:15. */
export function csvDate(ms: number): string {
	const d = new Date(ms);
	const two = (n: number) => String(n).padStart(2, '0');
	return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A play's length in whole minutes, or an empty cell when it is not known. */
function minutesOf(play: Play): Cell {
	return Number.isFinite(play.duration) ? Math.round(play.duration! / 60_000) : '';
}

/**
 * The columns of the plays file, in order, as English names them. The file's header is written in
 * the language the app is read in (src/lib/i18n/csv.ts gives the words, one per column, in this
 * order); the values below it stay the same in every language (dates as 2026-11-25 20:15, numbers
 * as numbers, Winner `yes`/`no`, Status and Co-op as codes), so a spreadsheet's formulas and
 * filters work on a file made in any language.
 */
export const PLAYS_HEADER = [
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
] as const;

/** As many words as `T` has, in its order (a tuple stays a tuple of its length). */
type WordsFor<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

/** The plays file's header, one name per column of PLAYS_HEADER. */
export type PlaysHeader = WordsFor<typeof PLAYS_HEADER>;

/** The rounds file's fixed words: its first column, the note column, the Start and Total rows. */
export interface RoundsWords {
	round: string;
	note: string;
	start: string;
	startNote: string;
	total: string;
	/** A round's label as the reader says it (from the round's data: its number, a Subsets draw). */
	roundLabel: (round: Scoreboard['rounds'][number]) => string;
}

/** The rounds file's words in English. */
export const ROUNDS_WORDS: RoundsWords = {
	round: 'Round',
	note: 'Note',
	start: 'Start',
	startNote: 'Score before the first round (a player who joined late)',
	total: 'Total',
	roundLabel: (round) => round.label
};

/**
 * A play's Status cell: `finished`, `unfinished` or `abandoned`, and `stopped early` for a game
 * with an end of its own that the table ended before it (Stats keeps its scores apart too).
 */
function statusOf(play: Pick<Play, 'status' | 'stoppedEarly'>): string {
	return play.stoppedEarly ? 'stopped early' : play.status;
}

/** A player's team: its name, else its number (1, 2...); empty outside a team game. */
function teamCell(play: Pick<Play, 'teams'>, team: number | undefined): Cell {
	const found = team === undefined ? undefined : play.teams?.[team];
	return found ? (found.name ?? team! + 1) : '';
}

/** A co-operative play's result for the table: `won` or `lost`, with its score; else empty. */
function coopCell(play: Pick<Play, 'coop'>): string {
	if (!play.coop) return '';
	const result = play.coop.won ? 'won' : 'lost';
	return play.coop.score === undefined ? result : `${result} ${play.coop.score}`;
}

/**
 * Every play, one row per player per game, oldest first. Each row names its play (the session's
 * id) and title, so a spreadsheet can group the rows of one game even when two start in the same
 * minute. Player is who the player is, as Stats shows them (`identityOf`: the roster's name of a
 * regular player); Name in this game is the name the game gave them, which may be its own.
 */
export function playsCsv(
	plays: readonly Play[],
	roster?: Roster,
	header: PlaysHeader = PLAYS_HEADER
): string {
	const rows = [...plays]
		.sort((a, b) => a.date - b.date)
		.flatMap((play) =>
			play.players.map((p) => [
				play.sessionId,
				csvDate(play.date),
				play.gameName,
				play.title || play.gameName,
				identityOf(p, roster).name,
				p.name,
				p.score,
				p.place,
				p.winner ? 'yes' : 'no',
				statusOf(play),
				minutesOf(play),
				play.winRule === undefined ? '' : winRuleText(play.winRule),
				play.location ?? '',
				teamCell(play, p.team),
				coopCell(play)
			])
		);
	return toCsv(header, rows);
}

/**
 * One game's rounds grid: a row per round, a column per player, the round's note last, and the
 * totals at the bottom. Where a seat started with a score (a late joiner), a Start row comes first,
 * so every column adds up to its total.
 */
export function roundsCsv(board: Scoreboard, words: RoundsWords = ROUNDS_WORDS): string {
	const starts: Cell[][] = board.starts ? [[words.start, ...startsOf(board), words.startNote]] : [];
	const rows: Cell[][] = board.rounds.map((round) => [
		words.roundLabel(round),
		...round.scores.map((s) => s ?? ''),
		round.note ?? ''
	]);
	rows.push([words.total, ...board.totals, '']);
	return toCsv([words.round, ...board.players, words.note], [...starts, ...rows]);
}

/** A file name safe on every system: `tablemate-<what>-2026-11-25.csv`. */
export function csvFileName(what: string, now: Date): string {
	const slug = what
		.normalize('NFKD')
		.replace(/[^\w-]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40)
		.toLowerCase();
	return `tablemate-${slug || 'game'}-${now.toISOString().slice(0, 10)}.csv`;
}
