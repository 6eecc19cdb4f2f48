/**
 * The stored side of a shared table: its row (code, this phone, its copy of the shared document)
 * the one write that makes a session's log follow the merged one, and the summary written again
 * after it.
 */
import { ConflictError } from './errors';
import { deleteLogFrom, lastLogEntry } from './log-store';
import { keepSummary, type SummaryOf } from './summaries';
import { announceChange } from './name';
import type { EventRow, SessionStatus, SharedTableRow, TablemateDB } from './schema';

/** The table a session is shared on, or undefined for a game on this phone alone. */
export function getSharedTable(
	database: TablemateDB,
	sessionId: string
): Promise<SharedTableRow | undefined> {
	return database.sharedTables.get(sessionId);
}

/** Stores (or replaces) a table's row. */
export async function putSharedTable(database: TablemateDB, row: SharedTableRow): Promise<void> {
	await database.sharedTables.put(row);
}

/** Changes some fields of a table's row. */
export async function updateSharedTable(
	database: TablemateDB,
	sessionId: string,
	changes: Partial<Omit<SharedTableRow, 'sessionId'>>
): Promise<void> {
	await database.sharedTables.update(sessionId, changes);
}

/**
 * Makes a session's log the merged one: the first `keep` entries stay, the rest are replaced by
 * `rows` (numbered from keep + 1), and the table row keeps `table`. Refused with a ConflictError
 * when the log no longer ends at `expectedLast` (this tab wrote meanwhile: the caller merges
 * again).
 *
 * Three cases, so that the session store's own writes meet this one as rarely as can be:
 * - nothing changes in the log (this phone's own entries were only shared): only the table row
 *   is written, and the log is not touched at all, so no entry of this phone waits for it;
 * - the merge only adds entries after all of this phone's (`keep` is the log's length): they are
 *   appended in one transaction, nothing is deleted;
 * - another phone's entry came before some of this phone's: the log is rewritten from `keep`, in
 *   one transaction, and snapshots past `keep` are dropped, since they fold a log that changed.
 */
export async function followMergedLog(
	database: TablemateDB,
	sessionId: string,
	expectedLast: number,
	keep: number,
	rows: EventRow[],
	status: SessionStatus,
	table: Partial<Omit<SharedTableRow, 'sessionId'>>
): Promise<void> {
	const rewrite = expectedLast > keep;
	if (!rewrite && rows.length === 0) {
		// `table.known` names a prefix of the log whatever this tab appended meanwhile: the entries
		// after it are shared at the next merge.
		await database.sharedTables.update(sessionId, table);
		return;
	}
	await database.transaction(
		'rw',
		[
			database.events,
			database.logChunks,
			database.sessions,
			database.snapshots,
			database.summaries,
			database.sharedTables
		],
		async () => {
			const last = await lastLogEntry(database, sessionId);
			if ((last?.seq ?? 0) !== expectedLast) throw new ConflictError();
			if (rewrite) {
				await deleteLogFrom(database, sessionId, keep + 1);
				const stale = await database.snapshots.where('sessionId').equals(sessionId).toArray();
				await database.snapshots.bulkDelete(
					stale
						.filter((s) => s.lastSeq > keep || (s.logSeq ?? 0) > keep)
						.map((s) => [s.sessionId, s.count] as [string, number])
				);
			}
			await database.events.bulkAdd(rows);
			await database.sessions.update(sessionId, {
				updatedAt: Date.now(),
				eventCount: keep + rows.length,
				status
			});
			// The play is built again from the log.
			await keepSummary(database, sessionId, undefined);
			await database.sharedTables.update(sessionId, table);
		}
	);
	announceChange();
}

/**
 * Writes again the summary `followMergedLog` dropped (Home's result and seats read it), from a
 * tab that folded the merged log: only while the session's log still holds `eventCount` entries
 * (a later merge drops it again) and no summary was written meanwhile.
 */
export async function summaryAfterMerge(
	database: TablemateDB,
	sessionId: string,
	eventCount: number,
	summary: SummaryOf
): Promise<void> {
	const wrote = await database.transaction(
		'rw',
		[database.sessions, database.summaries],
		async () => {
			const row = await database.sessions.get(sessionId);
			if (row?.eventCount !== eventCount || (await database.summaries.get(sessionId))) return false;
			await keepSummary(database, sessionId, summary);
			return true;
		}
	);
	if (wrote) announceChange();
}
