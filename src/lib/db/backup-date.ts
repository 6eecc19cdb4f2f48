/**
 * When this device last exported everything, and the reminder to do it again. Kept in
 * localStorage, beside the database rather than in it: the date belongs to this device (a backup
 * file carrying it would tell another device it is backed up), and the home screen reads it
 * without loading Dexie. Best effort: a browser that refuses localStorage only loses the reminder.
 */
const LAST_KEY = 'tablemate.lastBackupAt';
const DAYS_KEY = 'tablemate.backupReminderDays';
const SHOWN_KEY = 'tablemate.backupReminderShown';
const COVERED_KEY = 'tablemate.backupCoveredAt';

/** Days of play left out of every backup before the home screen says so, unless chosen. */
export const DEFAULT_REMINDER_DAYS = 14;
export const MIN_REMINDER_DAYS = 1;
export const MAX_REMINDER_DAYS = 365;

function read(key: string): string | null {
	try {
		return localStorage.getItem(key);
	} catch {
		return null;
	}
}

function write(key: string, value: string): boolean {
	try {
		localStorage.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}

/** When "Export everything" last succeeded on this device, or null when it never has. */
export function lastBackupAt(): number | null {
	const n = Number(read(LAST_KEY) ?? NaN);
	return Number.isFinite(n) && n > 0 ? n : null;
}

/** "Export everything" succeeded, with everything stored at `at`. */
export function noteBackup(at: number): void {
	write(LAST_KEY, String(at));
}

/**
 * An import put games from a file on a device whose own games were all in a backup: everything
 * stored at `at` is in some backup (this device's or the file), though this device made none.
 */
export function noteCovered(at: number): void {
	write(COVERED_KEY, String(at));
}

/** The time up to which everything stored is in some backup, or null when nothing is known. */
export function backedUpUntil(): number | null {
	const covered = Number(read(COVERED_KEY) ?? NaN);
	const times = [lastBackupAt(), Number.isFinite(covered) && covered > 0 ? covered : null].filter(
		(t): t is number => t !== null
	);
	return times.length ? Math.max(...times) : null;
}

/** Whether `days` can be the reminder's number of days. */
export function isReminderDays(days: unknown): days is number {
	return (
		typeof days === 'number' &&
		Number.isInteger(days) &&
		days >= MIN_REMINDER_DAYS &&
		days <= MAX_REMINDER_DAYS
	);
}

/** After how many days of play not in any backup the home screen says so. */
export function reminderDays(): number {
	const n = Number(read(DAYS_KEY) ?? NaN);
	return isReminderDays(n) ? n : DEFAULT_REMINDER_DAYS;
}

/** Keeps this device's copy of the setting (the database holds the setting itself). */
export function mirrorReminderDays(days: number): void {
	if (isReminderDays(days)) write(DAYS_KEY, String(days));
}

/**
 * The reminder is said once for each stretch without a backup: this is the backup (its time, or
 * 0 for none yet) it was last said after.
 */
export function reminderShownAfter(): number | null {
	const n = Number(read(SHOWN_KEY) ?? NaN);
	return Number.isFinite(n) ? n : null;
}

export function noteReminderShown(afterBackup: number): void {
	write(SHOWN_KEY, String(afterBackup));
}
