/**
 * Writing a checked backup (backup-read.ts) into the database, in one transaction: each game of the
 * file is added, brings a game here up to date, is already here, or is kept as a copy, so nothing
 * on this device is ever overwritten; then the roster's new players and the settings this device
 * did not have. Each game written gets a snapshot of its end when long; the summaries of the games
 * written (what Stats reads) follow in a second transaction, once the games are safe.
 */
import { isViolation, type GameEvent, type GameId } from '../core/engine';
import { logEntryOf, resolveLog, SNAPSHOT_EVERY, type LogEntry } from '../core/eventlog';
import { isLifeEvent } from '../core/life';
import { PHOTOS_PER_GAME } from '../core/photo';
import type { PlayFacts } from '../core/plays';
import type { GameModule } from '../games/registry';
import {
	gameLabel,
	ImportRefusedError,
	nothingImported,
	type ImportReport
} from './backup-messages';
import { canonical, type CheckedBackup } from './backup-read';
import { cancellableTransaction } from './cancellable';
import { db, newId } from './index';
import { chunkRows } from './log-store';
import { announceChange } from './name';
import { playOfState, writePlaySummaries } from './play-summaries';
import { SNAPSHOT_FORMAT } from './snapshot-format';
import { entriesOf } from './stored-logs';
import {
	lifeOfSession,
	ROSTER_MAX_PLAYERS,
	TITLE_MAX_LENGTH,
	type EventRow,
	type LogChunkRow,
	type PhotoRow,
	type SessionRow,
	type SnapshotRow,
	type SummaryRow,
	type TablemateDB
} from './schema';
import { markSummariesChanged, storeSummaryRows, summaryRow } from './summaries';
import { SUMMARY_FORMAT } from './summary-format';

/** Longest title a copy can keep so that " (imported copy)" still fits the title limit. */
function copyTitle(title: string): string {
	const suffix = ' (imported copy)';
	return `${(title || 'Game').slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** What makes a game the one it is, apart from its log: its kind, its players, its house rules. */
function header(s: Pick<SessionRow, 'game' | 'players' | 'houseRules'>): string {
	return canonical({ game: s.game, players: s.players, houseRules: s.houseRules });
}

/** A game's log as the import compares and writes it. */
type Log = LogEntry[];

/** A game as it is here, or as this import has just written it. */
type Here = Map<string, { row: SessionRow; log: Log }>;

/** A session this import writes, with the state its log now leads to when the replay gave it. */
interface Written {
	row: SessionRow;
	state: unknown;
	log: Log;
}

/** The stores an import writes, all in its one transaction. */
function importStores(database: TablemateDB) {
	return [
		database.sessions,
		database.events,
		database.logChunks,
		database.players,
		database.settings,
		database.snapshots,
		database.summaries,
		database.photos
	];
}

/**
 * Applies a checked backup in one transaction. A session already here is left alone when its
 * log holds the file's; extended when the file's log continues it; and imported as a copy when the
 * two logs disagree, so nothing on this device is ever overwritten. A game of the file that has
 * the id of a game here with other players or house rules is no continuation of it: the whole
 * file is refused (an ImportRefusedError), since a log replayed from one table's start cannot be
 * trusted from another's. The games here are read in two queries and the file's written in a few
 * bulk writes, so a file of a thousand games is not a thousand round trips to the database; each
 * game written gets a snapshot of its end when long, in the same transaction.
 *
 *
 * Its summary, from the state its replay led to, is stored in a second transaction once the games
 * are: a summary is a copy Stats can build again from the log, so a full disk at that point costs
 * no game (Stats builds the missing ones). The first transaction deletes the summaries of the games
 * here it rewrites, so none is ever read stale. `onWritten` hears the report as soon as the games
 * are stored (the person need not wait for the copy); the returned promise settles once the
 * summaries are stored too. A page closed in between leaves them to Stats, which builds them and
 * still keeps its first view of the plays (state/plays.ts reads them again once built).
 */
export async function importBackup(
	checked: CheckedBackup,
	database: TablemateDB = db,
	options: { signal?: AbortSignal; onWritten?: (report: ImportReport) => void } = {}
): Promise<ImportReport> {
	const { signal } = options;
	const report: ImportReport = {
		...nothingImported(),
		settingsLeftOut: checked.settingsLeftOut,
		houseRulesLeftOut: checked.houseRulesLeftOut
	};
	// Cancel aborts the transaction until it commits, so a cancelled import wrote nothing; once
	// it has committed, the import is done and its report stands.
	const folded = await cancellableTransaction(database, importStores(database), signal, () =>
		writeInTransaction(checked, database, report)
	);
	announceChange();
	options.onWritten?.(report);
	// Not stored (a full disk): Stats builds them from the logs when asked.
	await storeSummaryRows(database, folded.summaries).catch(() => undefined);
	await buildMissingSummaries(checked, database, folded.summaryless);
	announceChange();
	return report;
}

/** The summaries of the games an import wrote, and the games it could not fold one for. */
interface Folded {
	summaries: SummaryRow[];
	/** Games written with no summary (their replay gave no state, or it could not be computed). */
	summaryless: string[];
}

/**
 * Inside the import's transaction: merges the file's games with those here and writes them, with
 * their snapshots, then the roster and the settings. Fills in `report`; gives the written games'
 * summaries, to be stored next, and the games it could fold none for.
 */
async function writeInTransaction(
	checked: CheckedBackup,
	database: TablemateDB,
	report: ImportReport
): Promise<Folded> {
	const here = await readHere(checked, database);
	// The games stored before (mergeGames adds the file's to `here` as it takes them).
	const before = new Set(here.keys());
	// Read before any write is asked for: the photos here, by id and by game.
	const photos = await newPhotos(checked, database, report);
	const { written, newEvents, newChunks, copiedAs } = mergeGames(checked, here, report);
	// A game kept as a copy (its log differs from the one here) takes the file's photos with it.
	for (const photo of photos) photo.sessionId = copiedAs.get(photo.sessionId) ?? photo.sessionId;
	// Every write is asked for before any is awaited: the database works through the moves
	// (most of the work) while the summaries are computed here.
	const rows = [...written.values()];
	const writes: Promise<unknown>[] = [];
	const ask = (...requests: Promise<unknown>[]) => {
		for (const request of requests) {
			// Awaited below with the others (a failure aborts the whole transaction); until then
			// a failure must not count as unhandled.
			request.catch(() => undefined);
			writes.push(request);
		}
	};
	ask(
		database.logChunks.bulkAdd(newChunks),
		database.events.bulkAdd(newEvents),
		database.sessions.bulkPut(rows.map((w) => w.row))
	);
	// Folded while the database stores the games; stored after them (see importBackup).
	// A game here that is written again has its old summary deleted now, so none disagrees with
	// its log meanwhile; one whose replay gave no state gets its summary built from its log.
	const summaries: SummaryRow[] = [];
	const unsummed: string[] = [];
	for (const { row, state, log } of rows) {
		const summary =
			state === undefined
				? null
				: summaryOf(checked.modules.get(row.game)!, row, state, log, checked.facts);
		if (summary) summaries.push(summary);
		else unsummed.push(row.id);
	}
	const stale = rows.flatMap(({ row }) => (before.has(row.id) ? [row.id] : []));
	ask(
		database.summaries.bulkDelete([...new Set([...stale, ...unsummed])]),
		markSummariesChanged(database),
		database.snapshots.bulkPut(
			rows.flatMap(({ row, state, log }) =>
				state === undefined ? [] : tipSnapshots(row.id, log, state)
			)
		)
	);
	const { players, settings } = await rosterAndSettings(checked, database, report);
	ask(database.players.bulkAdd(players), database.settings.bulkPut(settings));
	ask(database.photos.bulkAdd(photos));
	await Promise.all(writes);
	return { summaries, summaryless: unsummed };
}

/**
 * The file's photos this device does not have (by id), of the file's games (a photo of a game the
 * file does not hold is left out), each game keeping at
 * most PHOTOS_PER_GAME (those of the file beyond are left out); nothing here is changed or
 * deleted. Counts them in `report`.
 */
async function newPhotos(
	checked: CheckedBackup,
	database: TablemateDB,
	report: ImportReport
): Promise<PhotoRow[]> {
	const games = new Set(checked.backup.sessions.map(({ session }) => session.id));
	const filed = checked.backup.photos.filter((p) => games.has(p.sessionId));
	if (!filed.length) return [];
	const stored = new Set(
		await database.photos
			.where('id')
			.anyOf(filed.map((p) => p.id))
			.primaryKeys()
	);
	const photographed = [...new Set(filed.map((p) => p.sessionId))];
	const counts = new Map<string, number>();
	for (const game of (await database.photos
		.where('sessionId')
		.anyOf(photographed)
		.keys()) as string[])
		counts.set(game, (counts.get(game) ?? 0) + 1);
	const rows: PhotoRow[] = [];
	for (const { data, caption, ...photo } of filed) {
		const count = counts.get(photo.sessionId) ?? 0;
		if (stored.has(photo.id) || count >= PHOTOS_PER_GAME) continue;
		stored.add(photo.id);
		counts.set(photo.sessionId, count + 1);
		const bytes = data.buffer;
		rows.push({ ...photo, bytes, size: bytes.byteLength, ...(caption ? { caption } : {}) });
	}
	report.photos = rows.length;
	return rows;
}

/**
 * Every game of the file with an id already here, with its log, in two reads (the ids here first,
 * in one request: a file's games are mostly new to the device).
 */
async function readHere(checked: CheckedBackup, database: TablemateDB): Promise<Here> {
	const ids = [...new Set(checked.backup.sessions.map(({ session }) => session.id))];
	const here: Here = new Map();
	const stored = new Set(await database.sessions.toCollection().primaryKeys());
	const present = ids.filter((id) => stored.has(id));
	for (const row of await database.sessions.bulkGet(present))
		if (row) here.set(row.id, { row, log: [] });
	if (here.size)
		for (const e of await entriesOf([...here.keys()], database)) here.get(e.sessionId)!.log.push(e);
	return here;
}

/**
 * Each game of the file in turn against the games `here` (and against the file's earlier games,
 * added to `here` as they are taken): what is written, and the moves to add: a new game's log as
 * chunks of many moves a row (log-store.ts), since each row costs the browser far more than its
 * bytes; the moves that extend a game as rows of one, after those it has. Counts the outcomes in
 * `report`; throws an ImportRefusedError for a game with the id of another.
 */
function mergeGames(
	checked: CheckedBackup,
	here: Here,
	report: ImportReport
): {
	written: Map<string, Written>;
	newEvents: EventRow[];
	newChunks: LogChunkRow[];
	copiedAs: Map<string, string>;
} {
	const { backup, states, modules } = checked;
	// Stored moves are compared as their game reads them, with the code readBackup loaded (the
	// transaction would end if it waited on anything but the database).
	const readAs = (game: GameId, event: GameEvent): string => {
		if (event.type === 'undo' || event.type === 'redo' || isLifeEvent(event))
			return canonical({ type: event.type });
		const read = modules.get(game)!.engine.read?.(event) ?? event;
		return canonical(isViolation(read) ? event : read);
	};
	// Each game of the file counts once, however many times the file holds it.
	const outcomes = new Map<string, 'added' | 'extended' | 'unchanged'>();
	const written = new Map<string, Written>();
	const newEvents: EventRow[] = [];
	const newChunks: LogChunkRow[] = [];
	/** The id of the copy each game kept as a copy was written under. */
	const copiedAs = new Map<string, string>();
	const write = (row: SessionRow, log: Log, state: unknown, from = 0) => {
		if (from === 0) for (const chunk of chunkRows(row.id, log)) newChunks.push(chunk);
		else for (const e of log.slice(from)) newEvents.push({ ...e, sessionId: row.id });
		here.set(row.id, { row, log });
		written.set(row.id, { row, state, log });
	};
	for (const [index, game] of backup.sessions.entries()) {
		const { session, events } = game;
		const state = states?.get(game);
		const existing = here.get(session.id);
		if (!existing) {
			// Its entries are marked by the replay (see readBackup).
			write({ ...session, eventCount: events.length, overMarked: true }, events, state);
			outcomes.set(session.id, 'added');
			continue;
		}
		if (header(existing.row) !== header(session))
			throw sameIdRefusal(existing.row, session, index, outcomes.has(session.id));
		const mine = existing.log;
		const shared = Math.min(mine.length, events.length);
		const agree = mine
			.slice(0, shared)
			.every(
				(e, i) =>
					e.seq === events[i].seq && readAs(session.game, e.event) === canonical(events[i].event)
			);
		if (agree && mine.length >= events.length) {
			if (!outcomes.has(session.id)) outcomes.set(session.id, 'unchanged');
		} else if (agree) {
			write(extendedRow(existing.row, session, events), events, state, mine.length);
			if (outcomes.get(session.id) !== 'added') outcomes.set(session.id, 'extended');
		} else {
			const row = {
				...session,
				id: newId(),
				title: copyTitle(session.title),
				eventCount: events.length,
				overMarked: true as const
			};
			write(row, events, state);
			copiedAs.set(session.id, row.id);
			report.copied++;
		}
	}
	for (const outcome of outcomes.values()) report[outcome]++;
	return { written, newEvents, newChunks, copiedAs };
}

type FileSession = CheckedBackup['backup']['sessions'][number]['session'];

/** Why game `index` of the file, with the id of `existing` but another header, is refused. */
function sameIdRefusal(
	existing: SessionRow,
	session: FileSession,
	index: number,
	ofTheFile: boolean
): ImportRefusedError {
	const where = ofTheFile ? 'another game of the file' : 'a game on this device';
	const what =
		existing.game !== session.game
			? 'is a different kind of game'
			: canonical(existing.players) !== canonical(session.players)
				? 'has other players'
				: 'has other house rules';
	return new ImportRefusedError(
		`${gameLabel(index, session.title, 'Game')} has the same id as ${where} but ${what}, so it cannot be the same game.`
	);
}

/** The row of a game here that the file's log continues, once it holds the file's moves. */
function extendedRow(existing: SessionRow, session: FileSession, events: Log): SessionRow {
	// Snapshots of the old tip stay valid (they hold the states of a prefix of this log).
	// An older build's early end was no entry of the log: one made on either device
	// stands (taking it back is done on the device, not by an import), unless the log
	// itself now says how the game's life went (core/life.ts).
	const endedByTable = !!(existing.endedByTable || session.endedByTable);
	const lifeInLog = events.some((e) => isLifeEvent(e.event));
	return {
		...existing,
		eventCount: events.length,
		endedByTable,
		status: endedByTable && !lifeInLog && session.status === 'active' ? 'finished' : session.status,
		updatedAt: Math.max(existing.updatedAt, session.updatedAt)
	};
}

/**
 * The file's players not on the roster yet, as many as it has room for, and the settings this
 * device does not have yet; counted in `report`.
 */
async function rosterAndSettings(
	checked: CheckedBackup,
	database: TablemateDB,
	report: ImportReport
) {
	const { backup } = checked;
	const [onDevice, rosterSize, storedSettings] = await Promise.all([
		database.players.bulkGet((backup.players ?? []).map((p) => p.id)),
		database.players.count(),
		database.settings.bulkGet(checked.settings.map((s) => s.key))
	]);
	const known = new Set(onDevice.filter((p) => p !== undefined).map((p) => p.id));
	let room = Math.max(0, ROSTER_MAX_PLAYERS - rosterSize);
	const players = [];
	for (const p of backup.players ?? []) {
		if (known.has(p.id)) continue;
		known.add(p.id);
		if (room === 0) {
			report.playersLeftOut++;
			continue;
		}
		room--;
		players.push({
			...p,
			createdAt: p.createdAt ?? backup.exportedAt,
			lastUsedAt: p.lastUsedAt ?? backup.exportedAt
		});
	}
	report.players = players.length;
	// A setting the file holds twice is taken once, as first given.
	const settings = checked.settings.filter(
		(setting, i) =>
			storedSettings[i] === undefined &&
			checked.settings.findIndex((s) => s.key === setting.key) === i
	);
	report.settings = settings.length;
	return { players, settings };
}

/**
 * Games written without a summary get theirs built from their logs now, with the code already
 * loaded, so the Stats screen opens fast; if this fails, the Stats screen builds them.
 */
async function buildMissingSummaries(
	checked: CheckedBackup,
	database: TablemateDB,
	summaryless: readonly string[]
): Promise<void> {
	const { modules, facts } = checked;
	const loaded = (id: GameId) => {
		const module = modules.get(id);
		return module ? Promise.resolve(module) : Promise.reject(new Error(`${id} was not loaded.`));
	};
	if (summaryless.length)
		await writePlaySummaries(database, summaryless, loaded, { facts }).catch(() => undefined);
}

/** A game's summary once its log leads to `state`; null when it cannot be computed. */
function summaryOf(
	module: GameModule,
	row: SessionRow,
	state: unknown,
	log: readonly { seq: number; at: number; event: GameEvent }[],
	facts: PlayFacts
): SummaryRow | null {
	try {
		const life = lifeOfSession(row, resolveLog(log).effective);
		return summaryRow(row, SUMMARY_FORMAT, playOfState(row, module.engine, state, life, facts));
	} catch {
		// Built again from the log after the import, as for a game without a state.
		return null;
	}
}

/**
 * The snapshot of a long log's end, so the game opens from it at once; a short log folds fast
 * enough without one.
 */
function tipSnapshots(sessionId: string, log: Log, state: unknown): SnapshotRow[] {
	if (log.length < SNAPSHOT_EVERY) return [];
	const { effective, redoable } = resolveLog(log);
	if (effective.length === 0) return [];
	return [
		{
			sessionId,
			build: SNAPSHOT_FORMAT,
			count: effective.length,
			lastSeq: effective[effective.length - 1].seq,
			logSeq: log[log.length - 1].seq,
			redoable: redoable.map((entry) => ({ sessionId, ...logEntryOf(entry) })),
			state
		}
	];
}
