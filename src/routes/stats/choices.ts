/**
 * The Stats screen's choices as keys: what its figures depend on besides the plays, so figures
 * counted once are shown again without counting while neither changed.
 */
import type { Roster } from '$lib/core/seats';
import type { StatsOptions } from '$lib/core/stats';

export type ShownOptions = StatsOptions & { roster: Roster };

/** True when the two rosters name the same players alike. */
export function sameRoster(a: Roster, b: Roster): boolean {
	return a.size === b.size && [...a].every(([id, name]) => b.get(id) === name);
}

/**
 * The key of what the stats of some plays depend on besides them and the roster. Of "now",
 * computeStats reads only the local month and year (its ranges are calendar months and years).
 */
export function optionsKey(options: ShownOptions): string {
	const today = new Date(options.now);
	return [
		options.range,
		options.unfinishedScores,
		today.getFullYear(),
		today.getMonth(),
		options.location ?? ''
	].join();
}

/** The choices the screen opens with: the view of the plays with them is stored. */
export const FIRST = { range: 'all', unfinishedScores: false } as const;

/** Whether `options` are the screen's first choices (FIRST, every location). */
export const isFirst = (options: ShownOptions) =>
	options.range === FIRST.range &&
	options.unfinishedScores === FIRST.unfinishedScores &&
	!options.location;
