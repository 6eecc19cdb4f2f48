/**
 * What the Stats screen needs of Dexie: loaded apart from the screen's own code, so a first visit
 * paints the stored view (read without Dexie, db/stats-peek.ts) while this loads (issue 37).
 */
export { db, listPlayers, storeStatsView } from '$lib/db';
export { keptPlays, loadPlays } from '$lib/state/plays';
