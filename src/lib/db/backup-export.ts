/**
 * Writing a backup: every session (or those named) with its log, and the device's players and
 * settings, as one JSON value in the format of backup-schema.ts.
 */
import { db } from './index';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from './backup-schema';
import type { SessionRow, TablemateDB } from './schema';

/** Builds a backup of every session, or only of the sessions named. */
export async function exportBackup(
	sessionIds?: string[],
	database: TablemateDB = db
): Promise<BackupFile> {
	return database.transaction(
		'r',
		[database.sessions, database.events, database.players, database.settings],
		async () => {
			const sessions = sessionIds
				? (await database.sessions.bulkGet(sessionIds)).filter((s): s is SessionRow => !!s)
				: await database.sessions.toArray();
			const withLogs = [];
			for (const s of sessions) {
				const events = await database.events
					.where('[sessionId+seq]')
					.between([s.id, 0], [s.id, Infinity])
					.toArray();
				const { eventCount: _count, ...session } = s;
				withLogs.push({
					session,
					events: events.map(({ seq, at, event, over }) => ({
						seq,
						at,
						event,
						...(over ? { over } : {})
					}))
				});
			}
			return {
				format: BACKUP_FORMAT,
				version: BACKUP_VERSION,
				exportedAt: Date.now(),
				sessions: withLogs,
				players: sessionIds ? [] : await database.players.toArray(),
				settings: sessionIds ? [] : await database.settings.toArray()
			} as BackupFile;
		}
	);
}

/** The file name a backup is saved under. */
export function backupFileName(now = new Date(), suffix = ''): string {
	return `tablemate-backup-${now.toISOString().slice(0, 10)}${suffix}.json`;
}
