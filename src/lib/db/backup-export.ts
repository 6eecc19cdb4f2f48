/**
 * Writing a backup: every session (or those named) with its log, the photos of those games (unless
 * asked to leave them out), and the device's players and settings, as one JSON value in the format
 * of backup-schema.ts.
 */
import { db } from './index';
import { entriesInChunks } from './log-chunks';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from './backup-schema';
import type { EventRow, PhotoRow, SessionRow, TablemateDB } from './schema';
import { base64Of } from '../core/base64';

/** A photo as a backup file holds it: its image as base64 text. */
export type FilePhoto = Omit<BackupFile['photos'][number], 'data'> & { data: string };
/** A backup as written, before it is turned into text. */
export type WrittenBackup = Omit<BackupFile, 'photos'> & { photos: FilePhoto[] };

/**
 * Builds a backup of every session, or only of the sessions named, with their photos unless
 * `photos` is false. The device's players and settings come with every session, and with some
 * only when `device` is true (each file of a backup in several files carries them).
 */
export async function exportBackup(
	sessionIds?: string[],
	database: TablemateDB = db,
	{ photos = true, device = !sessionIds }: { photos?: boolean; device?: boolean } = {}
): Promise<WrittenBackup> {
	let photoRows: PhotoRow[] = [];
	const backup = await database.transaction(
		'r',
		[
			database.sessions,
			database.events,
			database.logChunks,
			database.players,
			database.settings,
			database.photos
		],
		async () => {
			const sessions = sessionIds
				? (await database.sessions.bulkGet(sessionIds)).filter((s): s is SessionRow => !!s)
				: await database.sessions.toArray();
			const logs = await logsOf(sessions, database, !sessionIds);
			const withLogs = [];
			for (const s of sessions) {
				const events = logs.get(s.id) ?? [];
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
			if (photos)
				photoRows = sessionIds
					? await database.photos.where('sessionId').anyOf(sessionIds).toArray()
					: await database.photos.toArray();
			return {
				format: BACKUP_FORMAT,
				version: BACKUP_VERSION,
				exportedAt: Date.now(),
				sessions: withLogs,
				players: device ? await database.players.toArray() : [],
				settings: device ? await database.settings.toArray() : []
			} as Omit<BackupFile, 'photos'>;
		}
	);
	// Turned into text once the transaction is over (it would end while waiting on anything else).
	return { ...backup, photos: photoRows.map(filePhoto) };
}

/** A stored photo as a backup file holds it. */
function filePhoto({
	id,
	sessionId,
	type,
	bytes,
	width,
	height,
	at,
	caption
}: PhotoRow): FilePhoto {
	const data = base64Of(new Uint8Array(bytes));
	return { id, sessionId, type, width, height, at, ...(caption ? { caption } : {}), data };
}

/**
 * The logs of `sessions`, by session: of every session (`all`) in one read of the whole range,
 * else one read each.
 */
async function logsOf(
	sessions: readonly SessionRow[],
	database: TablemateDB,
	all: boolean
): Promise<Map<string, EventRow[]>> {
	const logs = new Map<string, EventRow[]>(sessions.map((s) => [s.id, []]));
	const ids = [...logs.keys()].sort();
	const ranges = all && ids.length ? [[ids[0], ids[ids.length - 1]]] : ids.map((id) => [id, id]);
	for (const [first, last] of ranges)
		for (const entry of await entriesInChunks(database, first, last))
			logs.get(entry.sessionId)?.push(entry);
	return logs;
}

/** The file name a backup is saved under. */
export function backupFileName(now = new Date(), suffix = ''): string {
	return `tablemate-backup-${now.toISOString().slice(0, 10)}${suffix}.json`;
}
