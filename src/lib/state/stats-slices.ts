/**
 * The Stats screen's numbers computed in slices: over 10,000 games, `computeStats` at once is a
 * task of several hundred milliseconds on a phone, during which the page takes no tap (issue 37:
 * never frozen over 50 ms). The same tally as computeStats, play by play, yielding to the page
 * every few milliseconds (db/slices.ts); the same figures to the last one.
 */
import type { Play } from '$lib/core/plays';
import { playsInRange, statsOfTally, Tally, type Stats, type StatsOptions } from '$lib/core/stats';
import { mapInSlices, SLICE_MS, yieldToPage } from '$lib/db/slices';

/** What computeStats(plays, options) gives, computed in slices of `budget` milliseconds. */
export async function computeStatsInSlices(
	plays: readonly Play[],
	options: StatsOptions,
	budget = SLICE_MS
): Promise<Stats> {
	// Choosing and ordering the plays (a sort of thousands) is a task of its own: not that of the
	// caller (a worker's message of rows, a tap), nor the first slice's.
	await yieldToPage();
	const inWindow = playsInRange(plays, options);
	await yieldToPage();
	const tally = new Tally(options.roster);
	await mapInSlices(inWindow.counted, (play) => tally.count(play), budget);
	await mapInSlices(inWindow.scored, (play) => tally.score(play), budget);
	// The figures from the tally are a task of their own: not in the last slice's.
	await yieldToPage();
	return statsOfTally(inWindow, tally);
}

/**
 * Counts, one at a time, the latest of the values offered: while `count` runs, what is offered
 * waits, each new offer replacing the one before, and runs `gap` milliseconds after the count
 * ends (a second: each count ends in a task that draws the figures anew). So the partial figures shown while summaries are built (a count over thousands of plays)
 * never pile up behind each other nor take the page's time from the build. `stop` drops what
 * waits; a count running then ends on its own.
 */
export function latestOnly<T>(
	count: (value: T) => Promise<void>,
	gap = 1_000
): { offer(value: T): void; stop(): void } {
	let waiting: { value: T } | null = null;
	let busy = false;
	let stopped = false;
	const next = () => {
		if (stopped || busy || !waiting) return;
		const { value } = waiting;
		waiting = null;
		busy = true;
		void count(value)
			.catch(() => {
				// A count that failed is simply not shown; the next offer counts again.
			})
			.then(() => setTimeout(() => ((busy = false), next()), gap));
	};
	return {
		offer(value) {
			waiting = { value };
			next();
		},
		stop() {
			stopped = true;
			waiting = null;
		}
	};
}
