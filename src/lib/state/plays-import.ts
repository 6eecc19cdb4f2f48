/**
 * Bringing plays in from BG Stats or BoardGameGeek, and taking them there: reads a file with the
 * right reader, says what of it is new here and who its people are on the roster (for the screen
 * to show and change before anything is written), and writes the export files.
 */
import { bgStatsJson, bggPlaysXml, type PlayToExport } from '$lib/core/plays-import/export';
import { readBggPlays } from '$lib/core/plays-import/bgg';
import { readingBgStats } from '$lib/core/plays-import/bgstats';
import { matchPeople, type PersonMatch } from '$lib/core/plays-import/match';
import {
	isRefusal,
	type ImportedFile,
	type ImportedPlay,
	type ImportRefusal
} from '$lib/core/plays-import/model';
import { db, type TablemateDB } from '$lib/db';
import { newPlaysOf } from '$lib/db/plays-import-write';
import { yieldToPage } from '$lib/db/slices';
import { loadPlays } from './plays';

/**
 * Reads a file's text as BoardGameGeek's XML when it starts like XML, else as a BG Stats export,
 * which is read in steps with the page drawn between two (a file of 10,000 plays would otherwise
 * hold it still for half a second).
 */
export async function readPlaysFile(text: string): Promise<ImportedFile | ImportRefusal> {
	const body = text.replace(/^\uFEFF/, '').trimStart();
	if (body.startsWith('<')) return readBggPlays(body);
	const reading = readingBgStats(body);
	for (;;) {
		const step = reading.next();
		if (step.done) return step.value;
		await yieldToPage();
	}
}

/** What an import would do, shown before anything is written. */
export interface ImportPlan {
	file: ImportedFile;
	/** The plays of the file not on this device yet. */
	plays: ImportedPlay[];
	/** Plays of the file already here. */
	alreadyHere: number;
	/** Each person the new plays seat, with the roster player they are taken to be. */
	matches: PersonMatch[];
	roster: { id: string; name: string }[];
}

/** Reads `text` and plans its import against this device, or says why the file is refused. */
export async function planImport(
	text: string,
	database: TablemateDB = db
): Promise<ImportPlan | ImportRefusal> {
	const file = await readPlaysFile(text);
	if (isRefusal(file)) return file;
	const [plays, roster] = await Promise.all([
		newPlaysOf(file.plays, database),
		database.players.toArray()
	]);
	const seated = new Set(plays.flatMap((p) => p.seats.map((s) => s.person)));
	const people = file.people.filter((p) => seated.has(p.key));
	return {
		file,
		plays,
		alreadyHere: file.plays.length - plays.length,
		matches: matchPeople(people, roster),
		roster: roster
			.map((p) => ({ id: p.id, name: p.name }))
			.sort((a, b) => a.name.localeCompare(b.name))
	};
}

/** Every finished play of this device as BoardGameGeek's plays XML or a BG Stats export. */
export async function exportPlaysFile(
	format: 'bgg' | 'bgstats',
	database: TablemateDB = db
): Promise<string> {
	const [{ plays }, sessions, players] = await Promise.all([
		loadPlays(database),
		database.sessions.toArray(),
		database.players.toArray()
	]);
	const origins = new Map(sessions.map((s) => [s.id, s.origin]));
	const toExport: PlayToExport[] = plays.map((play) => {
		const origin = origins.get(play.sessionId);
		return { play, ...(origin ? { origin: { source: origin.source, id: origin.id } } : {}) };
	});
	const roster = new Map(players.map((p) => [p.id, p.name]));
	const usernames = new Map(players.flatMap((p) => (p.bggUsername ? [[p.id, p.bggUsername]] : [])));
	return format === 'bgg'
		? bggPlaysXml(toExport, roster, usernames)
		: bgStatsJson(toExport, roster, usernames);
}
