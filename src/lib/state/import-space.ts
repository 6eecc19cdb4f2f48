/**
 * Keeps an import from filling the device: the space a file needs is checked before it is read,
 * and a failed import is reported with what storage holds afterwards, read again. A database
 * written onto a device with no space left can be lost at the next start, so refusing a file
 * that does not fit matters more than importing it.
 */
import { browserWords, storageFault } from '$lib/db/errors';
import { storageErrorMessage } from '$lib/i18n/storage';
import { m } from '$lib/paraglide/messages';
import { probeFreeSpace } from '$lib/db/space-probe';
import { formatSize } from './storage-size';
import { countOf } from '$lib/core/words';

const MB = 1024 * 1024;
/**
 * What an import takes on disk, per byte of the file: IndexedDB keeps each move as a record
 * with its keys and indexes, the summaries and snapshots come with them, and the database
 * briefly holds the old and the new copy while it tidies its files.
 */
export const IMPORT_SPACE_PER_BYTE = 3;
/** Left free besides, so that the games played after the import still have room. */
export const IMPORT_SPACE_MARGIN = 20 * MB;

/** The space an import of a file of `fileBytes` needs, margin included. */
export function importSpaceNeeded(fileBytes: number): number {
	return fileBytes * IMPORT_SPACE_PER_BYTE + IMPORT_SPACE_MARGIN;
}

/**
 * Why a file of `fileBytes` does not fit in what the browser says is left (`quota - usage`), in
 * plain words; null when it fits or when the browser does not say.
 */
export function spaceRefusal(
	fileBytes: number,
	estimate: { usage?: number; quota?: number } | undefined
): string | null {
	if (estimate?.quota === undefined || estimate.usage === undefined) return null;
	const left = Math.max(0, estimate.quota - estimate.usage);
	const needed = importSpaceNeeded(fileBytes);
	if (left >= needed) return null;
	return m.fm_import_space_estimate({ needed: formatSize(needed), left: formatSize(left) });
}

/** The refusal for a probe write that failed: the device has less room than the browser says. */
export function probeRefusal(fileBytes: number): string {
	return m.fm_import_space_probe({ needed: formatSize(importSpaceNeeded(fileBytes)) });
}

/**
 * Why an import of a file of `fileBytes` should not start, or null when there is room: first
 * the browser's estimate, then a real write of that much.
 */
export async function importSpaceProblem(fileBytes: number): Promise<string | null> {
	let estimate: StorageEstimate | undefined;
	try {
		estimate = await navigator.storage?.estimate?.();
	} catch {
		estimate = undefined;
	}
	const refusal = spaceRefusal(fileBytes, estimate);
	if (refusal) return refusal;
	return (await probeFreeSpace(importSpaceNeeded(fileBytes))) === false
		? probeRefusal(fileBytes)
		: null;
}

/** How many games and moves storage holds: read before and after an import that failed. */
export interface StoredCounts {
	sessions: number;
	events: number;
}

/**
 * What to say when an import's write failed: storage is read again (`countNow`), and "nothing
 * was imported" is said only when it holds what it held `before`.
 */
export async function importFailureMessage(
	err: unknown,
	before: StoredCounts | null,
	countNow: () => Promise<StoredCounts>
): Promise<string> {
	if (storageFault(err) === 'refused') return storageErrorMessage(err);
	let after: StoredCounts | null;
	try {
		after = await countNow();
	} catch {
		after = null;
	}
	if (!before || !after) return storageErrorMessage(err, 'unknown');
	if (after.sessions === before.sessions && after.events === before.events)
		return m.fm_import_nothing_held({ reason: storageErrorMessage(err, 'nothing') });
	// The browser stored the file's games although it reported a failure.
	const added = after.sessions - before.sessions;
	return `The browser reported a failure (${browserWords(err) || 'with no reason given'}), yet the file's games were stored: this device now holds ${countOf(after.sessions, 'game')}${added > 0 ? ` (${added} more than before)` : ''}. Free some space on the device, then check them on the home screen.`;
}
