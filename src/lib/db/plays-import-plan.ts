/**
 * Planning an import of plays from BG Stats or BoardGameGeek: reads a file with the right reader
 * and says what of it is new here and who its people are on the roster, for the screen to show
 * and change before anything is written (plays-import-write.ts writes it).
 */
import { readBggPlays } from '../core/plays-import/bgg';
import { readingBgStats } from '../core/plays-import/bgstats';
import { matchPeople, type PersonMatch } from '../core/plays-import/match';
import {
	isRefusal,
	type ImportedFile,
	type ImportedPlay,
	type ImportRefusal
} from '../core/plays-import/model';
import { db } from './index';
import { newPlaysOf } from './plays-import-write';
import type { TablemateDB } from './schema';
import { yieldToPage } from './slices';

/**
 * Reads a file's text as BoardGameGeek's XML when it starts like XML, else as a BG Stats export,
 * which is read in steps with the page drawn between two (a file of 10,000 plays would otherwise
 * hold it still for half a second, when no worker reads it).
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

/**
 * An import's plan as the screen shows it: what the file holds and who its people are, without
 * its plays (10,000 of them copied from the worker to the page would be a freeze of its own).
 */
export interface PlanShown {
	file: {
		source: ImportedFile['source'];
		plays: { length: number };
		leftOut: ImportedFile['leftOut'];
	};
	/** How many plays of the file are new here. */
	newPlays: number;
	alreadyHere: number;
	matches: PersonMatch[];
	roster: { id: string; name: string }[];
}

/** What of `plan` the screen shows. */
export function shownPlan(plan: ImportPlan): PlanShown {
	const { source, plays, leftOut } = plan.file;
	return {
		file: { source, plays: { length: plays.length }, leftOut },
		newPlays: plan.plays.length,
		alreadyHere: plan.alreadyHere,
		matches: plan.matches,
		roster: plan.roster
	};
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
