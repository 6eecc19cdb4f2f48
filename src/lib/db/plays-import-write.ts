/**
 * Storing plays brought in from BG Stats or BoardGameGeek: what of a read file is new on this
 * device, and writing its games, their logs and the new players in one transaction, then the
 * games' summaries (what Stats reads) in another. A play already here (by its source and id, or by
 * its own id when Tablemate exported it) is never written twice, so importing a file again adds
 * nothing and a partial overlap adds only the rest. The Plays screen runs this in a worker (plays-import.protocol.ts).
 */
import type { GameEngine, GameEvent } from '../core/engine';
import { freeName, type ImportedPlay } from '../core/plays-import/model';
import { nameKey } from '../core/seats';
import { gameOf, storedIdsOf, type ImportedGame, type Seated } from '../core/plays-import/to-games';
import { loadGame, playFacts } from '../games/registry';
import { cancellableTransaction } from './cancellable';
import { chunkRows } from './log-store';
import { announceChange } from './name';
import { db, newId } from './index';
import { summaryOfLog, type Loader } from './play-summaries';
import { markSummariesChanged, storeSummaryRows } from './summaries';
import { SUMMARY_FORMAT } from './summary-format';
import { mapInSlices } from './slices';
import {
	NAME_MAX_LENGTH,
	ROSTER_MAX_PLAYERS,
	type SessionRow,
	type SummaryRow,
	type TablemateDB
} from './schema';

/** Games written per request, and between two reports of how far the write is. */
export const WRITE_CHUNK = 1_000;

/** The plays of `plays` that are not on this device yet (the first of any repeated in the file). */
export async function newPlaysOf(
	plays: readonly ImportedPlay[],
	database: TablemateDB = db
): Promise<ImportedPlay[]> {
	const ids = plays.map(storedIdsOf);
	// The stored ids alone, in one read: reading the rows of 20,000 ids would copy whole games.
	const here = new Set((await database.sessions.toCollection().primaryKeys()) as string[]);
	const seen = new Set<string>();
	return plays.filter((_, i) => {
		const [own] = ids[i];
		if (seen.has(own) || ids[i].some((id) => here.has(id))) return false;
		seen.add(own);
		return true;
	});
}

/** A person of the file as they will be stored: a roster player's id, or a new player. */
export interface PersonChoice {
	key: string;
	/**
	 * The roster player they are, or null for a new player under `name` (with a number added when
	 * a player of the list, or another new one, has that name: see `freeName`).
	 */
	rosterId: string | null;
	name: string;
	username?: string;
}

export interface PlaysImportReport {
	added: number;
	/** Plays of the file found here meanwhile (another tab imported them), not written again. */
	skipped: number;
	newPlayers: number;
	/** New players not added to the roster because it is full (their games keep them). */
	playersLeftOut: number;
}

/** What an import wrote, and when the summaries of its games are stored too. */
export interface PlaysImported {
	report: PlaysImportReport;
	/**
	 * Settles once the new games' summaries are stored, after the games themselves (see
	 * importPlays); never rejects: summaries that could not be stored are built by Stats later.
	 */
	summarized: Promise<void>;
}

/** How the games are written: their game's code (tests pass their own) and who hears progress. */
export interface WriteOptions {
	load?: Loader;
	/** Hears how many of the `total` new games are written, after each chunk of them. */
	onProgress?: (done: number, total: number) => void;
	/** Games per chunk (WRITE_CHUNK unless a test asks for fewer). */
	chunk?: number;
	/**
	 * Cancel: aborts the games' transaction until it commits (an ImportCancelledError is thrown
	 * and nothing was written); once it has, the import is done and its report stands.
	 */
	signal?: AbortSignal;
}

/**
 * Writes the games of `plays` seating the file's people as `choices` say, in one transaction with
 * the roster's new players (and the usernames the file taught): in chunks, so progress can be
 * told, but all or nothing (a failed write, a full disk say, or Cancel (`signal`) leaves the
 * device as it was).
 *
 * Their summaries (what Stats counts, folded from the logs written) follow in a transaction of
 * their own, once the games are safe: they are a copy Stats can build again from the logs, and
 * writing them beside the games made a person wait a third longer for 10,000 plays (issue 39).
 * Stats opened before they are stored builds the missing ones itself; a game deleted meanwhile
 * leaves a summary Stats never reads (it reads the summaries of the sessions there).
 */
export async function importPlays(
	plays: readonly ImportedPlay[],
	choices: readonly PersonChoice[],
	database: TablemateDB = db,
	options: WriteOptions = {}
): Promise<PlaysImported> {
	const { load = loadGame, onProgress, chunk: size = WRITE_CHUNK } = options;
	const roster = new Map((await database.players.toArray()).map((p) => [p.id, p]));
	const taken = new Set([...roster.values()].map((p) => nameKey(p.name)));
	const who = new Map<string, Seated>();
	const fresh = new Map<string, { id: string; name: string; bggUsername?: string }>();
	for (const c of choices) {
		const known = c.rosterId ? roster.get(c.rosterId) : undefined;
		if (known) {
			who.set(c.key, { id: known.id, name: known.name });
			continue;
		}
		const player = { id: newId(), name: freeName(c.name, taken), ...usernameOf(c) };
		fresh.set(player.id, player);
		who.set(c.key, player);
	}
	// In slices: 10,000 games built at once would hold the page still (when no worker runs this).
	const games = await mapInSlices(plays, (p) => gameOf(p, who, newId));
	// Loaded before the write: a transaction cannot wait for anything but its own requests.
	const engine = (await load('notepad').catch(() => null))?.engine as
		GameEngine<unknown, GameEvent, unknown> | undefined;
	const now = Date.now();
	const { report, written } = await cancellableTransaction(
		database,
		[database.sessions, database.logChunks, database.players, database.summaries],
		options.signal,
		async () => {
			// Checked again inside the write: another tab may have imported some meanwhile.
			const wanted = await newPlaysOf(plays, database);
			const kept = new Set(wanted);
			const toWrite: ImportedGame[] = games.filter((_, i) => kept.has(plays[i]));
			const seated = new Set(toWrite.flatMap((g) => g.session.players.map((p) => p.id)));
			const newcomers = [...fresh.values()].filter((p) => seated.has(p.id));
			const room = Math.max(0, ROSTER_MAX_PLAYERS - (await database.players.count()));
			const added = newcomers.slice(0, room);
			const taught = choices.flatMap((c) => {
				const known = c.rosterId ? roster.get(c.rosterId) : undefined;
				const username = usernameOf(c).bggUsername;
				return known && username && !known.bggUsername
					? [{ key: known.id, changes: { bggUsername: username } }]
					: [];
			});
			const asked: Promise<unknown>[] = [
				database.players.bulkAdd(added.map((p) => ({ ...p, createdAt: now, lastUsedAt: now }))),
				database.players.bulkUpdate(taught)
			];
			let done = 0;
			onProgress?.(0, toWrite.length);
			// A chunk is asked while the database writes the one before, never more ahead:
			// progress is then told as the rows are written.
			let writing: Promise<unknown> = Promise.resolve();
			for (let start = 0; start < toWrite.length; start += size) {
				const chunk = toWrite.slice(start, start + size);
				const before = writing;
				writing = Promise.all([
					database.sessions.bulkAdd(chunk.map((g) => g.session as SessionRow)),
					// Each game's log as one row (log-store.ts): a row costs the browser far more to
					// store than its size does.
					database.logChunks.bulkAdd(chunk.flatMap((g) => chunkRows(g.session.id, g.events)))
				]).then(() => onProgress?.((done += chunk.length), toWrite.length));
				asked.push(writing);
				await before;
			}
			// New sessions without summaries: copies of the plays kept in memory are stale.
			if (toWrite.length) asked.push(markSummariesChanged(database));
			await Promise.all(asked);
			const report: PlaysImportReport = {
				added: toWrite.length,
				skipped: plays.length - toWrite.length,
				newPlayers: added.length,
				playersLeftOut: newcomers.length - added.length
			};
			return { report, written: toWrite };
		}
	);
	if (report.added) announceChange();
	const summarized = storeSummaries(written, engine, database).then(
		(stored) => {
			if (stored) announceChange();
		},
		// Not stored (a full disk, the tab closing): Stats builds them from the logs when asked.
		() => undefined
	);
	return { report, summarized };
}

/**
 * Stores the summaries of `games`, folded in slices (on a page without a worker, 10,000 folded at
 * once would hold it still), in one transaction; true when any was stored.
 */
async function storeSummaries(
	games: readonly ImportedGame[],
	engine: GameEngine<unknown, GameEvent, unknown> | undefined,
	database: TablemateDB
): Promise<boolean> {
	if (!engine || !games.length) return false;
	const summaries = (await mapInSlices(games, (g) => summaryOf(g, engine))).flat();
	await storeSummaryRows(database, summaries);
	return summaries.length > 0;
}

/**
 * The summary of an imported game, folded from the log about to be written (none when its game's
 * code did not load: Stats builds it later, as after an update).
 */
function summaryOf(
	game: ImportedGame,
	engine: GameEngine<unknown, GameEvent, unknown> | undefined
): SummaryRow[] {
	const row = game.session as SessionRow;
	const folded = summaryOfLog(
		row,
		engine,
		{ snapshots: [], entries: game.events },
		SUMMARY_FORMAT,
		playFacts
	);
	return folded.keep && engine ? [folded.summary] : [];
}

/** The username to keep for a person: one a roster name could hold. */
function usernameOf(c: Pick<PersonChoice, 'username'>): { bggUsername?: string } {
	const username = c.username?.trim();
	return username && username.length <= NAME_MAX_LENGTH ? { bggUsername: username } : {};
}
