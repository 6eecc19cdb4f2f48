/**
 * "Export everything", as the Backup screen and the home screen's reminder offer it: one file of
 * every game, the players and the settings, downloaded, and its date kept for the reminder.
 */
import { db, reopenIfFailed } from '$lib/db';
import { storageErrorMessage, storageReadMessage } from '$lib/i18n/storage';
import { backupFileName, exportBackup } from '$lib/db/backup-export';
import { backedUpUntil, noteBackup } from '$lib/db/backup-date';
import { downloadText } from './share';
import { shownCount } from '$lib/i18n/stats';
import { m } from '$lib/paraglide/messages';

/** What the export came to, in a sentence for the screen. */
export type ExportOutcome = { ok: true; text: string } | { ok: false; text: string };

/** Exports everything, with the photos unless `photos` is false (a smaller file). */
export async function exportEverything({ photos = true } = {}): Promise<ExportOutcome> {
	try {
		// After a failure to open, the database is tried afresh: space may have been freed.
		await reopenIfFailed();
		const backup = await exportBackup(undefined, undefined, { photos });
		downloadText(backupFileName(), JSON.stringify(backup));
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
