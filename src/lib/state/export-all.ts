/**
 * "Export everything", as the Backup screen and the home screen's reminder offer it: one file of
 * every game, the players and the settings, downloaded, and its date kept for the reminder.
 */
import { db, reopenIfFailed } from '$lib/db';
import { storageErrorMessage, storageReadMessage } from '$lib/i18n/storage';
import { backupFileName, exportBackup, type FilePhoto } from '$lib/db/backup-export';
import { backedUpUntil, noteBackup } from '$lib/db/backup-date';
import { downloadFile } from './share';
import { formatSize } from './storage-size';
import { BACKUP_FILE_MAX_BYTES } from '$lib/db/backup-file-limit';
import { shownCount } from '$lib/i18n/stats';
import { m } from '$lib/paraglide/messages';

/** What the export came to, in a sentence for the screen. */
export type ExportOutcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * Exports everything, with the photos unless `photos` is false (a smaller file). A file larger
 * than the Backup screen can read back (`maxBytes`) is not written: a backup that cannot be
 * restored would only look like one. When photos make it too large, the games go in several
 * files instead, each a backup of its own that restores alone; when one game's photos alone are
 * too large (or the games without photos), nothing is written and the refusal says why.
 */
export async function exportEverything({
	photos = true,
	maxBytes = BACKUP_FILE_MAX_BYTES,
	download = downloadFile
} = {}): Promise<ExportOutcome> {
	try {
		// After a failure to open, the database is tried afresh: space may have been freed.
		await reopenIfFailed();
		const backup = await exportBackup(undefined, undefined, { photos });
		// One file, measured and then downloaded as it is: a backup with photos can be large.
		const file = jsonFile(backup);
		const n = backup.sessions.length;
		if (file.size <= maxBytes) {
			download(backupFileName(), file);
			noteBackup(backup.exportedAt);
			return { ok: true, text: m.fm_exported({ count: n, countText: shownCount(n) }) };
		}
		const sizes = { size: formatSize(file.size), limit: formatSize(maxBytes) };
		if (!photos || backup.photos.length === 0) return { ok: false, text: m.bk2_too_large(sizes) };
		// Photos make it too large: the games go in several files, each a whole backup of its games
		// with their photos, the players and the settings, each within what one restore reads.
		const games = jsonFile({ ...backup, photos: [] }).size;
		const groups = partsOf(
			backup.sessions.map((s) => s.session.id),
			photoBytesByGame(backup.photos),
			maxBytes - games
		);
		if (!groups) return { ok: false, text: m.bk2_too_large_photos(sizes) };
		const parts: { file: Blob; exportedAt: number }[] = [];
		for (const ids of groups) {
			const part = await exportBackup(ids, undefined, { photos: true, device: true });
			const partFile = jsonFile(part);
			// The room was counted from this backup's own text; a game changed meanwhile may not fit.
			if (partFile.size > maxBytes) return { ok: false, text: m.bk2_too_large_photos(sizes) };
			parts.push({ file: partFile, exportedAt: part.exportedAt });
		}
		const now = new Date();
		parts.forEach((part, i) =>
			download(backupFileName(now, `-part-${i + 1}-of-${parts.length}`), part.file)
		);
		// Every game is as recent as the earliest file that holds it.
		noteBackup(Math.min(...parts.map((p) => p.exportedAt)));
		return {
			ok: true,
			text: m.bk3_exported_parts({ countText: shownCount(n), parts: shownCount(parts.length) })
		};
	} catch (err) {
		return { ok: false, text: storageReadMessage(err) ?? storageErrorMessage(err) };
	}
}

/** A backup as the file a person downloads. */
function jsonFile(backup: unknown): Blob {
	return new Blob([JSON.stringify(backup)], { type: 'application/json' });
}

/** How many bytes each game's photos take in a backup file (each as its JSON text and a comma). */
function photoBytesByGame(photos: readonly FilePhoto[]): Map<string, number> {
	const bytes = new Map<string, number>();
	for (const photo of photos)
		bytes.set(
			photo.sessionId,
			(bytes.get(photo.sessionId) ?? 0) + new Blob([JSON.stringify(photo)]).size + 1
		);
	return bytes;
}

/**
 * The games in groups, in their order, each group's photos within `room` bytes; null when one
 * game's photos alone are more than that. Games without photos fill the first groups they fit.
 */
export function partsOf(
	gameIds: readonly string[],
	photoBytes: ReadonlyMap<string, number>,
	room: number
): string[][] | null {
	const groups: { ids: string[]; bytes: number }[] = [];
	for (const id of gameIds) {
		const bytes = photoBytes.get(id) ?? 0;
		if (bytes > room) return null;
		const group = groups.find((g) => g.bytes + bytes <= room);
		if (group) {
			group.ids.push(id);
			group.bytes += bytes;
		} else groups.push({ ids: [id], bytes });
	}
	return groups.map((g) => g.ids);
}

/** True when every stored game is in a backup (none changed since the last one). */
export async function allBackedUp(): Promise<boolean> {
	const since = backedUpUntil() ?? -Infinity;
	return (await db.sessions.where('updatedAt').above(since).count()) === 0;
}
