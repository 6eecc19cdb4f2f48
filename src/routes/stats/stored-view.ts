/**
 * The Stats screen's stored first view (db/stats-peek.ts), asked for as the screen's code loads:
 * as the link to Stats is touched or hovered (SvelteKit loads the code then), before the tap
 * lands, so it is read while the screen is set up instead of after (issue 37).
 */
import { peekStatsView, type CurrentStatsView } from '$lib/db/stats-peek';
import { STATS_VIEW_BUILD } from '$lib/db/summary-format';

/** How old an answer asked for early may be when the screen opens: older, it is asked again. */
const FRESH_MS = 1_000;

let early: { at: number; view: Promise<CurrentStatsView | null> } | null =
	typeof indexedDB === 'undefined'
		? null
		: { at: performance.now(), view: peekStatsView(STATS_VIEW_BUILD) };

/**
 * The stored first view for a screen opening now: the one asked for as the code loaded, once,
 * when that was less than a second ago; else it is read now.
 */
export function storedView(): Promise<CurrentStatsView | null> {
	const taken = early && performance.now() - early.at < FRESH_MS ? early.view : null;
	early = null;
	return taken ?? peekStatsView(STATS_VIEW_BUILD);
}
