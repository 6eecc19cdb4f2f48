/**
 * "Export everything", as the Backup screen and the home screen's reminder offer it: one file of
 * every game, the players and the settings, downloaded, and its date kept for the reminder.
 */
import { db, reopenIfFailed } from '$lib/db';
import { storageErrorMessage, storageReadMessage } from '$lib/i18n/storage';
import { backupFileName, exportBackup } from '$lib/db/backup-export';
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
 * restored would only look like one. Photos make most of such a file, so the refusal says to
 * export without them.
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
		const file = new Blob([JSON.stringify(backup)], { type: 'application/json' });
		if (file.size > maxBytes) {
			const sizes = { size: formatSize(file.size), limit: formatSize(maxBytes) };
			return {
				ok: false,
				text:
					photos && backup.photos.length > 0
						? m.bk2_too_large_photos(sizes)
						: m.bk2_too_large(sizes)
			};
		}
		download(backupFileName(), file);
		noteBackup(backup.exportedAt);
		const n = backup.sessions.length;
		return { ok: true, text: m.fm_exported({ count: n, countText: shownCount(n) }) };
	} catch (err) {
		return { ok: false, text: storageReadMessage(err) ?? storageErrorMessage(err) };
	}
}

/** True when every stored game is in a backup (none changed since the last one). */
export async function allBackedUp(): Promise<boolean> {
	const since = backedUpUntil() ?? -Infinity;
	return (await db.sessions.where('updatedAt').above(since).count()) === 0;
}
