/**
 * What the Stats screen needs of Dexie: loaded apart from the screen's own code, so a first visit
 * paints the stored view (read without Dexie, db/stats-peek.ts) while this loads (issue 37).
 */
import type { Play } from '$lib/core/plays';
import { db, storeStatsView, type DataVersion } from '$lib/db';
import { versionOfPlays } from '$lib/state/plays';
import { afterLoadAndIdle } from '$lib/state/pwa';

export { db, listPlayers } from '$lib/db';
export { keptPlays, loadPlays } from '$lib/state/plays';

/**
 * Stores the Stats screen's first view of `plays`, for the next first visit. Plays whose
 * summaries were built on the way come without `version`: it is asked once they are counted
 * (versionOfPlays reads them again); nothing is stored when they have changed since. Never
 * rejects.
 */
export async function keepStatsView(
	plays: Play[],
	version: DataVersion | undefined,
	stored: Parameters<typeof storeStatsView>[2]
): Promise<boolean> {
	try {
		// The second read (10,000 rows, compared in slices) waits until the figures are drawn and
		// the page is idle, so it never competes with them.
		const known = version ?? (await afterLoadAndIdle().then(() => versionOfPlays(plays)));
		return known ? await storeStatsView(db, known, stored) : false;
	} catch {
		// Not stored (the storage is full, say): the next visit counts the plays again.
		return false;
	}
}
