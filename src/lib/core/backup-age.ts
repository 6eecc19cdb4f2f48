/**
 * How long the games on a device have gone without a backup: the basis of the home screen's
 * reminder. Pure: the games, the last backup and "now" are all given.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The times of one stored game that matter here. */
export interface StoredGameTimes {
	createdAt: number;
	updatedAt: number;
}

/**
 * The whole days since the oldest play that is in no backup: a game changed after the last
 * backup (`lastBackupAt`, null when none was ever made) was played since then, or since it was
 * started if that is later. 0 when every game is in a backup.
 */
export function daysNotBackedUp(
	games: readonly StoredGameTimes[],
	lastBackupAt: number | null,
	now: number
): number {
	const since = lastBackupAt ?? -Infinity;
	let oldest = Infinity;
	for (const g of games) {
		if (g.updatedAt <= since) continue;
		oldest = Math.min(oldest, Math.max(g.createdAt, since));
	}
	if (!Number.isFinite(oldest)) return 0;
	return Math.max(0, Math.floor((now - oldest) / DAY_MS));
}
