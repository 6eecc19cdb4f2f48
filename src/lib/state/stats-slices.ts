/**
 * The Stats screen's numbers computed in slices: over 10,000 games, `computeStats` at once is a
 * task of several hundred milliseconds on a phone, during which the page takes no tap (issue 37:
 * never frozen over 50 ms). The same tally as computeStats, play by play, yielding to the page
 * every few milliseconds (db/slices.ts); the same figures to the last one.
 */
import type { Play } from '$lib/core/plays';
import { playsInRange, statsOfTally, Tally, type Stats, type StatsOptions } from '$lib/core/stats';
import { mapInSlices, SLICE_MS } from '$lib/db/slices';

/** What computeStats(plays, options) gives, computed in slices of `budget` milliseconds. */
export async function computeStatsInSlices(
	plays: readonly Play[],
	options: StatsOptions,
	budget = SLICE_MS
): Promise<Stats> {
	const inWindow = playsInRange(plays, options);
	const tally = new Tally(options.roster);
	await mapInSlices(inWindow.counted, (play) => tally.count(play), budget);
	await mapInSlices(inWindow.scored, (play) => tally.score(play), budget);
	return statsOfTally(inWindow, tally);
}
