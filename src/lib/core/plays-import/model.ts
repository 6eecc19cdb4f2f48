/**
 * Plays brought in from another app (BG Stats' export, BoardGameGeek's plays XML), in one shape
 * whatever the file: each importer reads its file into this, and the rest of the import (matching
 * players, building the games to store) reads only this. Pure: no framework, no storage.
 */
import { hasLineBreak, hasVisibleText } from '../names';
import { nameKey } from '../seats';
import type { PlaysRefusal } from './refusal';

/** Where a play came from. */
export type PlaySource = 'bgstats' | 'bgg';

/** The name each source goes by on the screens. */
export const SOURCE_NAMES: Record<PlaySource, string> = {
	bgstats: 'BG Stats',
	bgg: 'BoardGameGeek'
};

/** One person as the file names them, the same in every play of the file. */
export interface FilePerson {
	/** Who they are within the file: one key a person, whatever play they sat in. */
	key: string;
	name: string;
	/** Their BoardGameGeek username, when the file gives one. */
	username?: string;
}

/** One seat of an imported play. */
export interface ImportedSeat {
	/** The person (`FilePerson.key`). */
	person: string;
	/** Null when the file gives no score (or one that is not a number). */
	score: number | null;
	/** The file's word on who won, kept whatever the scores say. */
	winner: boolean;
	startPlayer?: true;
	team?: string;
	rank?: number;
	colour?: string;
	/** First play of this game for this person, as the file says. */
	firstPlay?: true;
}

export interface ImportedPlay {
	source: PlaySource;
	/** The play's id in its source (BG Stats' uuid, BoardGameGeek's play id). */
	sourceId: string;
	gameName: string;
	/** The game's BoardGameGeek id, when known. */
	bggId?: number;
	/** The table wins or loses together (BG Stats' co-operative games). */
	cooperative?: true;
	/** The lowest score wins (BG Stats' games with `highestWins: false`). */
	lowestWins: boolean;
	/** When it was played, ms since the epoch (local time of the day the file gives). */
	date: number;
	/** How long it lasted, in minutes; undefined when the file does not say. */
	minutes?: number;
	location?: string;
	/** Not played to the end (BoardGameGeek's `incomplete`, BG Stats' `ignored`). */
	incomplete: boolean;
	seats: ImportedSeat[];
}

/** Most seats a notepad game takes (games/notepad/engine.ts MAX_PLAYERS). */
export const MAX_SEATS = 12;

/** Why a play of a readable file is left out, in words that follow "N plays". */
export type LeftOutReason = 'no-players' | 'too-many-players' | 'no-date';

/** Why `n` plays are left out, in words that follow "N plays" ("have no date…"). */
export function leftOutWords(reason: LeftOutReason, n: number): string {
	const one = n === 1;
	switch (reason) {
		case 'no-players':
			return `${one ? 'names' : 'name'} no players`;
		case 'too-many-players':
			return `${one ? 'seats' : 'seat'} more than ${MAX_SEATS} players, more than a notepad game takes`;
		case 'no-date':
			return `${one ? 'has' : 'have'} no date between 1970 and 2100`;
	}
}

/** What an importer read from a file that passed its checks. */
export interface ImportedFile {
	source: PlaySource;
	people: FilePerson[];
	plays: ImportedPlay[];
	/** Plays of the file that cannot become games here, by reason. */
	leftOut: Partial<Record<LeftOutReason, number>>;
}

/**
 * A file refused, and the first place in it that is wrong: in English (`refused`, for the CLI and
 * logs) and as data the screen words in its language (`said`).
 */
export interface ImportRefusal {
	refused: string;
	source: PlaySource;
	said: PlaysRefusal;
}

export function isRefusal<T extends object>(r: T | ImportRefusal): r is ImportRefusal {
	return 'refused' in r;
}

/** Longest player name the forms take (db/schema.ts NAME_MAX_LENGTH). */
const NAME_MAX = 40;
/** Longest game name (the notepad's GAME_NAME_MAX_LENGTH). */
const GAME_NAME_MAX = 60;
/** Longest location kept. */
export const LOCATION_MAX = 60;
/** Largest score either way a notepad game takes (its SCORE_LIMIT). */
const SCORE_LIMIT = 1_000_000_000;

const EARLIEST = 0;
const LATEST = Date.UTC(2100, 0, 1);

/** Text on one line, cut to `max` characters, or '' when nothing of it is visible. */
export function oneLine(text: string, max: number): string {
	const line = text
		.replace(/[\r\n\t]+/g, ' ')
		.trim()
		.slice(0, max)
		.trim();
	return hasVisibleText(line) && !hasLineBreak(line) ? line : '';
}

export const gameNameOf = (name: string): string => oneLine(name, GAME_NAME_MAX);
export const personNameOf = (name: string): string => oneLine(name, NAME_MAX);

/**
 * A score from the file's text or number: null when it is empty, not a plain number, or larger
 * than a notepad takes; rounded to 2 decimal places (the most the notepad keeps).
 */
export function scoreOf(raw: unknown): number | null {
	const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
	if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
	const value = Math.round(Number(text) * 100) / 100;
	return Number.isFinite(value) && Math.abs(value) <= SCORE_LIMIT ? value : null;
}

/**
 * A day and time as the files write them ("2019-03-21", "2019-03-21 20:05:00") read as local
 * time, or null when it names no real day between 1970 and 2100 ("0000-00-00", "2019-02-30").
 * A day without a time is taken at noon, so no time zone moves it to another day.
 */
export function localDateOf(text: string): number | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
	if (!m) return null;
	const [y, mo, d, h, mi, s] = m.slice(1).map((part) => (part === undefined ? NaN : Number(part)));
	const hasTime = !Number.isNaN(h);
	const date = new Date(y, mo - 1, d, hasTime ? h : 12, hasTime ? mi : 0, hasTime && s ? s : 0);
	if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
	const at = date.getTime();
	return at >= EARLIEST && at < LATEST ? at : null;
}

/** Names made different within one play: a second "Ada" becomes "Ada (2)". */
export function distinctNames(names: readonly string[]): string[] {
	const seen = new Map<string, number>();
	return names.map((name) => {
		const key = nameKey(name);
		const count = (seen.get(key) ?? 0) + 1;
		seen.set(key, count);
		if (count === 1) return name;
		const suffix = ` (${count})`;
		return name.slice(0, NAME_MAX - suffix.length).trim() + suffix;
	});
}

/**
 * A name for a new player that no player in `taken` (names as `nameKey` gives them) has: Stats
 * counts players of one name as one, so a person kept apart from a "Bo" of the roster becomes
 * "Bo (2)". Adds the name it gives to `taken`.
 */
export function freeName(name: string, taken: Set<string>): string {
	let free = name;
	for (let n = 2; taken.has(nameKey(free)); n++) {
		const suffix = ` (${n})`;
		free = name.slice(0, NAME_MAX - suffix.length).trim() + suffix;
	}
	taken.add(nameKey(free));
	return free;
}

/** The plays of a file that can become games here, and the count of those left out by reason. */
export function sortOut(plays: readonly (ImportedPlay | LeftOutReason)[]): {
	plays: ImportedPlay[];
	leftOut: Partial<Record<LeftOutReason, number>>;
} {
	const kept: ImportedPlay[] = [];
	const leftOut: Partial<Record<LeftOutReason, number>> = {};
	for (const play of plays)
		if (typeof play === 'string') leftOut[play] = (leftOut[play] ?? 0) + 1;
		else kept.push(play);
	return { plays: kept, leftOut };
}

/** Why a play's seats cannot make a game here, or null. */
export function seatsProblem(seats: readonly unknown[]): LeftOutReason | null {
	if (seats.length === 0) return 'no-players';
	if (seats.length > MAX_SEATS) return 'too-many-players';
	return null;
}
