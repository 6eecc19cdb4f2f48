/**
 * Storage failures in the active language: what a failed write or read means for what is
 * stored, from the kind of failure `db/errors.ts` finds (`storageFault`) and the browser's own
 * words (`browserWords`, quoted as they are).
 */
import { browserWords, CheckedFailure, storageFault, type StoredAfterFailure } from '../db/errors';
import { m } from '../paraglide/messages';
import type { InLanguage } from './values';

/**
 * A plain message for any storage error. `stored` is what the caller found when it read
 * storage again after the failure; without it, the message claims nothing it cannot know about
 * a write the browser had accepted.
 */
export function storageErrorMessage(
	err: unknown,
	stored?: StoredAfterFailure,
	o: InLanguage = {}
): string {
	// Worded already, by code that read storage again after the failure.
	if (err instanceof CheckedFailure) return err.message;
	switch (storageFault(err)) {
		case 'full':
			// The browser checks its quota before it writes: this write changed nothing.
			return m.fm_store_full({}, o);
		case 'conflict':
			return m.fm_store_conflict({}, o);
		case 'failing': {
			const words = browserWords(err);
			const cause = words ? m.fm_store_failing_said({ words }, o) : m.fm_store_failing({}, o);
			if (stored === 'nothing') return `${cause} ${m.fm_store_not_saved({}, o)}`;
			if (stored === 'unknown') return `${cause} ${m.fm_store_unknown({}, o)}`;
			return `${cause} ${m.fm_store_reload({}, o)}`;
		}
		case 'halted':
			return m.fm_store_halted({}, o);
		case 'closed':
			return `${m.fm_store_closed({}, o)} ${stored === 'unknown' ? m.fm_store_unknown({}, o) : m.fm_store_closed_retry({}, o)}`;
		case 'refused':
			return m.fm_store_refused({ reason: err instanceof Error ? err.message : String(err) }, o);
	}
}

/**
 * Why stored games could not be read, or null when `err` is not the storage's doing (a bug of
 * a game's code, say, which the caller reports as it is).
 */
export function storageReadMessage(err: unknown, o: InLanguage = {}): string | null {
	const fault = storageFault(err);
	if (fault === 'halted') return m.fm_read_halted({}, o);
	if (fault !== 'failing' && fault !== 'closed' && fault !== 'full') return null;
	const words = browserWords(err);
	return words ? m.fm_read_failing_said({ words }, o) : m.fm_read_failing({}, o);
}
