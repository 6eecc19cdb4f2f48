/**
 * The app's one database and the queries the screens use. Each write is one transaction, done the
 * moment something is entered, so closing the tab never loses what the screen showed as saved.
 */
import type { GameEvent, GameId, SessionPlayer } from '../core/engine';
import type { EntryBy } from '../core/shared-table/said';
import {
	cleanLocation,
	LOCATION_MAX_LENGTH,
	locationProblem,
	type LocationProblem
} from '../core/locations';
import { nameProblem } from '../core/names';
import { isEmoji } from '../core/player-emoji';
import { ConflictError, storageFault } from './errors';
import { haltStorage as halt, resumeStorage as resume, storageHalted } from './halt';
import { noteGameAdded, noteGameDeleted } from './known-games';
import { deleteLogFrom, lastLogEntry, logEntryAt, modifyLog, readLog } from './log-store';
import { announceChange, draftKey, newId, orderSessions } from './name';

export { draftKey, newId } from './name';
import { keepSummary, markSummariesChanged, type SummaryOf } from './summaries';
import {
	TablemateDB,
	type DraftRow,
	type EventRow,
	type PlayerRow,
	type RecentRow,
	type SessionRow,
	type SessionStatus,
	type SnapshotRow,
	ROSTER_MAX_PLAYERS
} from './schema';

export * from './schema';
export * from './errors';
export { storageHalted } from './halt';
export * from './summaries';

export const db = new TablemateDB();
// A tab reloaded while storage was halted on a full disk keeps it closed until there is room.
if (storageHalted()) db.close({ disableAutoOpen: true });

/**
 * Lets the database open again when it may (see halt.ts): after a failure to open, and after
 * Tablemate closed it on a failing disk once a scratch write finds room. False while the device
 * still has no room.
 */
export function reopenIfFailed(database: TablemateDB = db): Promise<boolean> {
	return resume(database);
}

/** Closes the database until a scratch write finds room again (see halt.ts). */
export function haltStorage(database: TablemateDB = db): void {
	halt(database);
}

/** Lets the database open again once there is room (see halt.ts); false while there is none. */
export function resumeStorage(database: TablemateDB = db): Promise<boolean> {
	return resume(database);
}

/**
 * Reads, after a write failed, what storage holds, without ever opening the database again on a
 * disk that just failed: on such a failure `read` runs only through the connection still open,
 * and the database is then closed until there is room (halted). `nothing` when the write never
 * reached the database (it was halted already), `unknown` when storage could not be read.
 */
export async function afterFailedWrite<T>(
	err: unknown,
	read: () => Promise<T>,
	database: TablemateDB = db
): Promise<T | 'nothing' | 'unknown'> {
	const fault = storageFault(err);
	if (fault === 'halted') return 'nothing';
	const failing = fault === 'failing';
	try {
		if (failing && !database.isOpen()) return 'unknown';
		return await read();
	} catch {
		return 'unknown';
	} finally {
		if (failing) halt(database);
	}
}

/** Creates a session with no events yet and returns its row. */
export async function createSession(
	input: Pick<SessionRow, 'game' | 'title' | 'players' | 'houseRules' | 'location'>,
	database: TablemateDB = db
): Promise<SessionRow> {
	// What a backup refuses, no screen may store: the device's own backup must always restore.
	for (const p of input.players) refuseBadName(p.name);
	const { location, ...rest } = input;
	const place = refuseBadLocation(location);
	const now = Date.now();
	const row: SessionRow = {
		id: newId(),
		...rest,
		...(place ? { location: place } : {}),
		status: 'active',
		createdAt: now,
		updatedAt: now,
		eventCount: 0,
		// Every entry of its log is marked as it is written.
		overMarked: true
	};
	await database.transaction('rw', database.sessions, database.players, async () => {
		await database.sessions.add(row);
		// Players who just sat down become regulars of the roster, while it has room (a full roster
		// only means a new name is not offered next time; the game keeps its players).
		let room = ROSTER_MAX_PLAYERS - (await database.players.count());
		for (const p of input.players) {
			const existing = await database.players.get(p.id);
			// A regular keeps their own colour: the table's may differ where two chose the same one.
			if (existing)
				await database.players.update(p.id, {
					lastUsedAt: now,
					name: p.name,
					colour: existing.colour ?? p.colour
				});
			else if (room-- > 0)
				await database.players.add({
					id: p.id,
					name: p.name,
					colour: p.colour,
					createdAt: now,
					lastUsedAt: now
				});
		}
	});
	noteGameAdded();
	announceChange();
	return row;
}

/** What else an appended event changes, all in the same transaction as the event itself. */
export interface AppendOptions {
	/** The session's status once the event counts. */
	status?: SessionStatus;
	/** The draft this entry records, deleted so a recorded entry never comes back as a draft. */
	clearsDraft?: string;
	/** The session's play once the event counts (without one, the old summary is deleted, to be
	 * built again from the log). */
	summary?: SummaryOf;
	/** When the entry was made; given by a caller whose summary already counted this time (the
	 * game's clock), so the row and its summary agree to the millisecond. */
	at?: number;
	/** Who made the entry, on a shared table ("Ada's phone"). */
	by?: EntryBy;
	/** The game's rules say it is over once this entry counts (see core/life.ts). */
	over?: boolean;
	/** A snapshot of the log's tip with this event, when one is due. */
	snapshot?: SnapshotRow;
	database?: TablemateDB;
}

/**
 * Appends one event at `seq`, which must be the next number of the log: if another tab wrote
 * first, nothing is written and a ConflictError says so.
 */
export async function appendEvent(
	sessionId: string,
	seq: number,
	event: GameEvent,
	{
		status,
		clearsDraft,
		summary,
		snapshot,
		by,
		over,
		at = Date.now(),
		database = db
	}: AppendOptions = {}
): Promise<EventRow> {
	const row: EventRow = {
		sessionId,
		seq,
		at,
		event,
		...(by ? { by } : {}),
		...(over ? { over: true as const } : {})
	};
	await database.transaction(
		'rw',
		[
			database.events,
			database.logChunks,
			database.sessions,
			database.drafts,
			database.summaries,
			database.snapshots
		],
		async () => {
			const last = await lastLogEntry(database, sessionId);
			if ((last?.seq ?? 0) !== seq - 1) throw new ConflictError();
			await database.events.add(row);
			await database.sessions.update(sessionId, {
				updatedAt: row.at,
				eventCount: seq,
				...(status ? { status } : {})
			});
			if (clearsDraft) await database.drafts.delete(draftKey(sessionId, clearsDraft));
			await keepSummary(database, sessionId, summary);
			if (snapshot) await database.snapshots.put(snapshot);
		}
	);
	announceChange();
	return row;
}

/** Every entry of a session's log after `afterSeq`, in order. */
export function loadEvents(
	sessionId: string,
	afterSeq = 0,
	database: TablemateDB = db
): Promise<EventRow[]> {
	return database.transaction('r', [database.events, database.logChunks], () =>
		readLog(database, sessionId, afterSeq)
	);
}

/** The last entry of a session's log, or undefined when it has none. */
export function lastEntry(
	sessionId: string,
	database: TablemateDB = db
): Promise<EventRow | undefined> {
	return database.transaction('r', [database.events, database.logChunks], () =>
		lastLogEntry(database, sessionId)
	);
}

/**
 * Entry `seq` of a session's log, or undefined when none is stored. Two plain reads, no
 * transaction of its own: it is what a screen reads after a write failed (session-write.ts).
 */
export function loadEntry(
	sessionId: string,
	seq: number,
	database: TablemateDB = db
): Promise<EventRow | undefined> {
	return logEntryAt(database, sessionId, seq);
}

/** Stored snapshots of a session in the snapshot format `build` (snapshot-format.ts). */
export async function loadSnapshots(
	sessionId: string,
	build: string,
	database: TablemateDB = db
): Promise<SnapshotRow[]> {
	const rows = await database.snapshots.where('sessionId').equals(sessionId).toArray();
	return rows.filter((r) => r.build === build);
}

/** Stores a snapshot; best effort, since a snapshot can always be computed again. */
export async function saveSnapshot(row: SnapshotRow, database: TablemateDB = db): Promise<void> {
	try {
		await database.snapshots.put(row);
	} catch {
		// A full disk or a closed database only costs speed here, never data.
	}
}

/** Sessions for the home screen: in progress first, then finished, newest first in each. */
export async function listSessions(database: TablemateDB = db): Promise<SessionRow[]> {
	return orderSessions(await database.sessions.toArray());
}

/**
 * How many games and rows of moves are stored (read again after a write that failed, to tell
 * what it did): `events` counts the rows of one move and the chunks of many (log-store.ts).
 */
export async function countStored(
	database: TablemateDB = db
): Promise<{ sessions: number; events: number }> {
	const tables = [database.sessions, database.events, database.logChunks];
	return database.transaction('r', tables, async () => ({
		sessions: await database.sessions.count(),
		events: (await database.events.count()) + (await database.logChunks.count())
	}));
}

/** Deletes a session with its log, snapshots, drafts and summary, in one transaction. */
export async function deleteSession(id: string, database: TablemateDB = db): Promise<void> {
	await database.transaction(
		'rw',
		[
			database.sessions,
			database.events,
			database.logChunks,
			database.snapshots,
			database.drafts,
			database.summaries,
			database.sharedTables,
			database.photos
		],
		async () => {
			await deleteLogFrom(database, id, 1);
			await database.photos.where('sessionId').equals(id).delete();
			await database.sharedTables.delete(id);
			await database.summaries.delete(id);
			await markSummariesChanged(database);
			await database.snapshots.where('sessionId').equals(id).delete();
			await database.drafts.where('sessionId').equals(id).delete();
			await database.sessions.delete(id);
		}
	);
	noteGameDeleted();
	announceChange();
}

/**
 * Changes what the table decides about a session outside its log: its title, where it was played
 * (an empty location removes it), and whether the table ended it early. The status that follows is the caller's to compute (see SessionStore),
 * and so is `summary`, the play that follows, written in the same transaction. Without one, the
 * old summary is deleted, to be built again from the log.
 */
export async function updateSession(
	id: string,
	changes: Partial<Pick<SessionRow, 'title' | 'status' | 'endedByTable' | 'location'>>,
	database: TablemateDB = db,
	summary?: SummaryOf
): Promise<void> {
	const { location, ...rest } = changes;
	const moved = 'location' in changes ? { location: refuseBadLocation(location) || undefined } : {};
	await database.transaction('rw', [database.sessions, database.summaries], async () => {
		await database.sessions.update(id, { ...rest, ...moved, updatedAt: Date.now() });
		await keepSummary(database, id, summary);
	});
	announceChange();
}

/**
 * Stores the `over` marks of logs written before there were any (see SessionRow.overMarked), in
 * one transaction: for each game, `over` holds the seqs of the entries after which its rules said
 * it was over. With them goes the flag that says they are there and, when given, the play they
 * lead to. A game changed since `read` was read is left as it is (its next reading marks it
 * again). Returns the ids of the games marked.
 */
export async function storeOverMarks(
	marked: readonly {
		read: Pick<SessionRow, 'id' | 'updatedAt' | 'eventCount'>;
		over: ReadonlySet<number>;
		summary?: SummaryOf;
	}[],
	database: TablemateDB = db
): Promise<string[]> {
	if (marked.length === 0) return [];
	const tables = [database.sessions, database.events, database.logChunks, database.summaries];
	return database.transaction('rw', tables, async () => {
		const now = await database.sessions.bulkGet(marked.map((m) => m.read.id));
		const done: string[] = [];
		for (const [i, { read, over, summary }] of marked.entries()) {
			const row = now[i];
			if (!row || row.updatedAt !== read.updatedAt || row.eventCount !== read.eventCount) continue;
			await modifyLog(database, read.id, 1, (entry) => {
				if (over.has(entry.seq)) entry.over = true;
				else delete entry.over;
			});
			await database.sessions.update(read.id, { overMarked: true });
			if (summary) await keepSummary(database, read.id, summary);
			done.push(read.id);
		}
		return done;
	});
}

/** A form's saved draft, or undefined when there is none. */
export async function loadDraft(
	sessionId: string,
	form: string,
	database: TablemateDB = db
): Promise<unknown> {
	const row = await database.drafts.get(draftKey(sessionId, form));
	return row?.value;
}

/** Saves (or, with `undefined`, deletes) a form's draft. */
export async function saveDraft(
	sessionId: string,
	form: string,
	value: unknown,
	database: TablemateDB = db
): Promise<void> {
	const key = draftKey(sessionId, form);
	if (value === undefined) await database.drafts.delete(key);
	else await database.drafts.put({ key, sessionId, value, at: Date.now() } satisfies DraftRow);
}

/** The roster, most recently seated first. */
export function listPlayers(database: TablemateDB = db): Promise<PlayerRow[]> {
	return database.players.orderBy('lastUsedAt').reverse().toArray();
}

/**
 * Adds or changes a roster player. What is not given (their emoji, their BoardGameGeek username)
 * stays as stored; an emoji given as '' is taken away.
 */
export async function savePlayer(
	player: Pick<PlayerRow, 'id' | 'name' | 'colour'> & { emoji?: string },
	database: TablemateDB = db
): Promise<void> {
	refuseBadName(player.name);
	if (player.emoji && !isEmoji(player.emoji)) throw new Error('an emoji must be one emoji');
	const now = Date.now();
	const existing = await database.players.get(player.id);
	if (!existing && (await database.players.count()) >= ROSTER_MAX_PLAYERS)
		throw new Error(
			`the list of players is full (${ROSTER_MAX_PLAYERS.toLocaleString('en')} players); remove someone first`
		);
	const { emoji, ...rest } = { ...existing, ...player };
	await database.players.put({
		...rest,
		createdAt: existing?.createdAt ?? now,
		lastUsedAt: existing?.lastUsedAt ?? now,
		...(emoji ? { emoji } : {})
	});
	// The roster screens read without Dexie (db/peek.ts) and follow these announcements.
	announceChange();
}

/** Throws, in words that follow "This could not be saved", when `name` cannot be a name. */
function refuseBadName(name: string): void {
	const problem = nameProblem(name);
	if (problem) throw new Error(`a player's name ${problem}`);
}

/**
 * The location as stored ('' for none); throws, in words that follow "This could not be saved",
 * when it cannot be one (a backup would refuse it). The screens check first, in their language.
 */
function refuseBadLocation(location: string | undefined): string {
	const problem = locationProblem(location ?? '');
	if (problem) throw new Error(`the location ${LOCATION_REFUSALS[problem]}`);
	return cleanLocation(location ?? '');
}

const LOCATION_REFUSALS: Record<LocationProblem, string> = {
	'line-break': 'holds a line break',
	invisible: 'has no character that can be seen',
	'too-long': `is longer than ${LOCATION_MAX_LENGTH} characters`
};

/** Removes a player from the roster; sessions keep their own copy of names. */
export async function deletePlayer(id: string, database: TablemateDB = db): Promise<void> {
	await database.players.delete(id);
	announceChange();
}

/** Reads one setting, or `fallback` when unset. */
export async function getSetting<T>(
	key: string,
	fallback: T,
	database: TablemateDB = db
): Promise<T> {
	const row = await database.settings.get(key);
	return row === undefined ? fallback : (row.value as T);
}

/** Writes one setting. */
export async function setSetting(
	key: string,
	value: unknown,
	database: TablemateDB = db
): Promise<void> {
	await database.settings.put({ key, value });
}

/**
 * Keeps the last `keep` entries of a tool's history (e.g. the card checker's last checks) and
 * returns the new entry's id. The entries in `replaces` give way to the new one (the same question
 * asked again, or a card still being edited), so the history does not fill with near copies.
 */
export async function addRecent(
	kind: string,
	data: unknown,
	keep = 20,
	database: TablemateDB = db,
	replaces: readonly number[] = []
): Promise<number> {
	return database.transaction('rw', database.recent, async () => {
		await database.recent.bulkDelete([...replaces]);
		const id = (await database.recent.add({ kind, at: Date.now(), data })) as number;
		const rows = await database.recent.where('kind').equals(kind).sortBy('at');
		const extra = rows.slice(0, Math.max(0, rows.length - keep));
		await database.recent.bulkDelete(extra.map((r) => r.id!));
		return id;
	});
}

/** A tool's history, newest first. */
export async function listRecent(kind: string, database: TablemateDB = db): Promise<RecentRow[]> {
	const rows = await database.recent.where('kind').equals(kind).sortBy('at');
	return rows.reverse();
}

/** Copies of the seat list for a session: fresh ids for new names, roster ids for regulars. */
export function seatPlayers(
	players: { id?: string; name: string; colour?: string }[]
): SessionPlayer[] {
	return players.map((p) => ({
		id: p.id ?? newId(),
		name: p.name.trim(),
		...(p.colour ? { colour: p.colour } : {})
	}));
}

export type { GameId };
