/**
 * Reading what a session's state is rebuilt from: its snapshots (of this snapshot format only) and its log.
 * The session screen and the stats both start here.
 */
import type { LogEntry, TipSnapshot } from '$lib/core/eventlog';
import { db, loadSnapshots } from './index';
import { entriesInChunks } from './log-chunks';
import type { EventRow, SnapshotRow, TablemateDB } from './schema';
import { SNAPSHOT_FORMAT } from './snapshot-format';

/** Stored snapshot rows as tips a fold can start from, those of another format left out. */
function tipsOf<State>(rows: readonly SnapshotRow[]): TipSnapshot<State>[] {
	return rows
		.filter((row) => row.build === SNAPSHOT_FORMAT)
		.map((row) => ({
			count: row.count,
			lastSeq: row.lastSeq,
			logSeq: row.logSeq ?? 0,
			redoable: row.redoable ?? [],
			state: row.state as State
		}));
}

/** A session's stored snapshots in this format (snapshot-format.ts), as tips the fold can start from. */
export async function storedSnapshots<State>(
	sessionId: string,
	database: TablemateDB = db
): Promise<TipSnapshot<State>[]> {
	return tipsOf(await loadSnapshots(sessionId, SNAPSHOT_FORMAT, database));
}

/**
 * The first and last of the sessions `ids` when no other session's id lies between theirs (a
 * batch of every session, as after an update): their rows are then read as one key range.
 */
async function keyRangeOf(
	ids: readonly string[],
	database: TablemateDB
): Promise<[string, string] | null> {
	const sorted = [...new Set(ids)].sort();
	const [first, last] = [sorted[0], sorted[sorted.length - 1]];
	const sessions = await database.sessions.where(':id').between(first, last, true, true).count();
	return sessions === sorted.length ? [first, last] : null;
}

/**
 * The log entries of the sessions `ids`. When no other session's id lies between theirs (a batch
 * of every session, as after an update), the reads of that key range; else each session's.
 * Never a walk entry by entry (`anyOf` walks a cursor), which costs the page a task per entry:
 * 70,000 of them to rebuild 10,000 games' summaries (issue 37). In chunks (log-chunks.ts), so a
 * long log is no long task either.
 */
export async function entriesOf(
	ids: readonly string[],
	database: TablemateDB,
	range?: [string, string] | null
): Promise<EventRow[]> {
	const span = range === undefined ? await keyRangeOf(ids, database) : range;
	if (span) return entriesInChunks(database, ...span);
	const sorted = [...new Set(ids)].sort();
	return (await Promise.all(sorted.map((id) => entriesInChunks(database, id, id)))).flat();
}

/**
 * The snapshot rows of the sessions `ids`: of their key range when it holds no other session's
 * (one read, as entriesOf), else of each (`anyOf` would walk a cursor row by row).
 */
function snapshotRowsOf(
	ids: readonly string[],
	database: TablemateDB,
	range: [string, string] | null
): Promise<SnapshotRow[]> {
	const bySession = database.snapshots.where('sessionId');
	return range
		? bySession.between(range[0], range[1], true, true).toArray()
		: bySession.anyOf([...ids]).toArray();
}

/**
 * The snapshots and whole logs of many sessions, read in few queries rather than two a session,
 * so a screen over every game (the stats) does not wait on a thousand small reads.
 */
export async function readStoredLogs<State>(
	ids: readonly string[],
	database: TablemateDB = db
): Promise<Map<string, { snapshots: TipSnapshot<State>[]; entries: LogEntry[] }>> {
	const stored = new Map(
		ids.map((id) => [id, { snapshots: [] as TipSnapshot<State>[], entries: [] as LogEntry[] }])
	);
	if (ids.length === 0) return stored;
	const range = await keyRangeOf(ids, database);
	const [events, snapshots] = await Promise.all([
		entriesOf(ids, database, range),
		snapshotRowsOf(ids, database, range)
	]);
	for (const row of events) stored.get(row.sessionId)?.entries.push(row);
	for (const row of snapshots) stored.get(row.sessionId)?.snapshots.push(...tipsOf<State>([row]));
	for (const log of stored.values()) {
		log.entries.sort((a, b) => a.seq - b.seq);
		// A snapshot claiming more of the log than is stored is no snapshot of this log.
		const last = log.entries.at(-1)?.seq ?? 0;
		log.snapshots = log.snapshots.filter((s) => Math.max(s.logSeq, s.lastSeq) <= last);
	}
	return stored;
}
