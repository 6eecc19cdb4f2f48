/**
 * The format of the stored summaries (each session's play for the stats, schema.ts SummaryRow):
 * what a play holds and how a game's log is counted into one. A summary row's `build` field holds
 * the format it was computed in, and the stats take only summaries of this format: any other
 * (another format, the app version that older builds wrote there, or STALE_BUILD) is built again
 * from its log.
 *
 * Kept across app updates on purpose: after an update the summaries used to be built again from
 * every log, seconds on a phone at 10,000 games (issue 37), for an update that most often counts
 * no play differently. So change it whenever a build would count any stored play differently: a
 * field of Play (core/plays.ts), a game's scoreboard, winners, end or setup, the clock
 * (core/life.ts), the fold of a log (core/eventlog.ts), a game's name or win rule in the registry.
 * `summary-format.test.ts` holds a fingerprint of the plays of one game of each kind and fails,
 * naming this constant, when they change while it does not.
 */
export const SUMMARY_FORMAT = 'plays-2';

/**
 * The format of the Stats screen's stored first view (core/stats-view.ts, kept by
 * summaries.ts storeStatsView): how the figures are counted from the plays (core/stats.ts). A
 * stored view is shown only when it was counted in this format from plays of SUMMARY_FORMAT, so
 * it too survives an update that counts nothing differently, and Stats' first visit after it
 * shows at once. `summary-format.test.ts` guards it as it guards SUMMARY_FORMAT.
 */
export const STATS_VIEW_FORMAT = 'view-2';

/** What a stored first view records as the build that counted it: both formats. */
export const STATS_VIEW_BUILD = `${SUMMARY_FORMAT}/${STATS_VIEW_FORMAT}`;
