/**
 * The stored side of a shared table: its row (code, this phone, its copy of the shared document)
 * and the one write that makes a session's log follow the merged one.
 */
import { ConflictError } from './errors';
import { keepSummary } from './summaries';
import { announceChange } from './name';
import type { EventRow, SessionStatus, TableRow, TablemateDB } from './schema';

/** The table a session is shared on, or undefined for a game on this phone alone. */
export function getTable(database: TablemateDB, sessionId: string): Promise<TableRow | undefined> {
	return database.sharedTables.get(sessionId);
}

/** Stores (or replaces) a table's row. */
export async function putTable(database: TablemateDB, row: TableRow): Promise<void> {
	await database.sharedTables.put(row);
}

/** Changes some fields of a table's row. */
export async function updateTable(
	database: TablemateDB,
	sessionId: string,
	changes: Partial<Omit<TableRow, 'sessionId'>>
): Promise<void> {
	await database.sharedTables.update(sessionId, changes);
}

/**
 * Makes a session's log the merged one, in one transaction: the first `keep` entries stay, the
 * rest are replaced by `rows` (numbered from keep + 1), and the table row keeps `table`. Refused
 * with a ConflictError when the log no longer ends at `expectedLast` (this tab wrote meanwhile:
 * the caller merges again). Snapshots past `keep` are dropped, since they fold a log that changed.
 */
export async function followMergedLog(
	database: TablemateDB,
	sessionId: string,
	expectedLast: number,
	keep: number,
	rows: EventRow[],
	status: SessionStatus,
	table: Partial<Omit<TableRow, 'sessionId'>>
): Promise<void> {
	await database.transaction(
		'rw',
		[
			database.events,
			database.sessions,
			database.snapshots,
			database.summaries,
			database.sharedTables
		],
		async () => {
			const last = await database.events
				.where('[sessionId+seq]')
				.between([sessionId, 0], [sessionId, Infinity])
				.last();
			if ((last?.seq ?? 0) !== expectedLast) throw new ConflictError();
			if (expectedLast > keep || rows.length > 0) {
				await database.events
					.where('[sessionId+seq]')
					.between([sessionId, keep + 1], [sessionId, Infinity])
					.delete();
				if (expectedLast > keep) {
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
			}
			await database.sharedTables.update(sessionId, table);
		}
	);
	announceChange();
}
