/**
 * Keeping each session's summary (its play for the stats) with the write that changes it. These
 * run inside a transaction that holds `sessions` and `summaries`, so the summary lands with the
 * entry or not at all.
 */
import type { Play } from '../core/plays';
import {
	newTokenRow,
	SUMMARIES_TOKEN_KEY,
	type SessionRow,
	type SummaryRow,
	type TablemateDB
} from './schema';

/**
 * A summary to write with a change: the build computing it, and the play of the session's state
 * after the change, given the session row as it is once the change is written.
 */
export interface SummaryOf {
	build: string;
	play(row: SessionRow): Play | null;
}

/** The summary row of `row`, whose play (null when its game cannot open) is `play`. */
export function summaryRow(row: SessionRow, build: string, play: Play | null): SummaryRow {
	return {
		sessionId: row.id,
		build,
		play,
		duration: play?.duration ?? Math.max(0, row.updatedAt - row.createdAt),
		eventCount: row.eventCount
	};
}

/**
 * Inside a transaction that has just changed session `sessionId`: writes its new summary, or,
 * when the writer has none to give, deletes the old one so it is built again from the log.
 */
export async function keepSummary(
	database: TablemateDB,
	sessionId: string,
	summary?: SummaryOf
): Promise<void> {
	const row = summary && (await database.sessions.get(sessionId));
	let play: Play | null | undefined;
	try {
		play = row ? summary.play(row) : undefined;
	} catch {
		// A summary that cannot be computed must not cost the entry: it is built again later.
	}
	if (!summary || !row || play === undefined) await database.summaries.delete(sessionId);
	else await database.summaries.put(summaryRow(row, summary.build, play));
	await markSummariesChanged(database);
}

/** Inside a transaction holding `summaries`: marks them changed, for copies kept in memory. */
export async function markSummariesChanged(database: TablemateDB): Promise<void> {
	await database.summaries.put(newTokenRow());
}

/** The summaries' current token (see markSummariesChanged); undefined before any change. */
export async function summariesToken(database: TablemateDB): Promise<string | undefined> {
	return (await database.summaries.get(SUMMARIES_TOKEN_KEY))?.build;
}
