/**
 * Keeping each session's summary (its play for the stats) with the write that changes it. These
 * run inside a transaction that holds `sessions` and `summaries`, so the summary lands with the
 * entry or not at all.
 */
import type { Collection, Table } from 'dexie';
import type { Play } from '../core/plays';
import type { Roster } from '../core/seats';
import type { StatsView } from '../core/stats-view';
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

/**
 * Stores `rows` in a transaction of their own and marks the summaries changed: the imports' second
 * step, once their games are stored (a summary is a copy Stats can build again from the log).
 */
export async function storeSummaryRows(database: TablemateDB, rows: SummaryRow[]): Promise<void> {
	if (!rows.length) return;
	await database.transaction('rw', database.summaries, async () => {
		await database.summaries.bulkPut(rows);
		await markSummariesChanged(database);
	});
}

/** The summaries' current token (see markSummariesChanged); undefined before any change. */
export async function summariesToken(database: TablemateDB): Promise<string | undefined> {
	return (await database.summaries.get(SUMMARIES_TOKEN_KEY))?.build;
}

/** Summaries read per request (see readSummariesInChunks). */
export const SUMMARY_CHUNK = 500;

/** Session ids read per request (see sessionIdsInChunks). */
export const ID_CHUNK = 2_000;

/**
 * What `read` gives of every row of `table`, in key order, `chunk` rows at a time; `keyOf` says
 * which row an item is of. One read of 10,000 rows is one task of the page while the browser turns
 * them into objects (hundreds of milliseconds on a phone: issue 37); each request's answer is a
 * task of its own, so the page paints and takes taps between two. Called inside a transaction
 * holding `table`, it reads the rows as they stood at one moment.
 */
async function inKeyChunks<Row, Insert, Item>(
	table: Table<Row, string, Insert>,
	read: (part: Collection<Row, string, Insert>) => Promise<Item[]>,
	keyOf: (item: Item) => string,
	chunk: number
): Promise<Item[]> {
	const items: Item[] = [];
	for (;;) {
		const after = items.at(-1);
		const from =
			after === undefined ? table.orderBy(':id') : table.where(':id').above(keyOf(after));
		const part = await read(from.limit(chunk));
		for (const item of part) items.push(item);
		if (part.length < chunk) return items;
	}
}

/** Every stored row of `summaries` (the token row too), in key order, `chunk` at a time. */
export function readSummariesInChunks(
	database: TablemateDB,
	chunk = SUMMARY_CHUNK
): Promise<SummaryRow[]> {
	return inKeyChunks(
		database.summaries,
		(part) => part.toArray(),
		(row) => row.sessionId,
		chunk
	);
}

/** Every session's id, in order, `chunk` at a time. */
export function sessionIdsInChunks(database: TablemateDB, chunk = ID_CHUNK): Promise<string[]> {
	return inKeyChunks(
		database.sessions,
		(part) => part.primaryKeys() as Promise<string[]>,
		(id) => id,
		chunk
	);
}

/**
 * What the stored plays are at one moment: the summaries' token and the number of sessions. Every
 * change of a summary writes a new token, in the transaction that changes it; a session created
 * without a summary changes the count (a deleted one always changes the token).
 */
export interface DataVersion {
	token: string;
	sessions: number;
}

/**
 * The Stats screen's view of every play with its first choices (all time, scores of games played
 * to the end), as it was computed for one version of the plays (see StoredStatsView), so a first
 * visit shows it at once instead of reading and counting every play (issue 37).
 */
export interface StoredStatsView {
	/**
	 * The formats it was counted in (summary-format.ts STATS_VIEW_BUILD): a build of other formats
	 * may count differently.
	 */
	build: string;
	/** The number of sessions it counted (the token is that of the row it is kept in). */
	sessions: number;
	/** The regular players' names it was counted with, by id. */
	roster: [string, string][];
	/** Sessions of a game this build cannot open, left out. */
	unreadable: number;
	view: StatsView;
}

/**
 * The token row, which may carry the stored view. Kept in the token row on purpose: every change
 * of the summaries writes a new token row (newTokenRow), which drops the view with the old token,
 * so no view outlives the plays it was counted from.
 */
type TokenRow = SummaryRow & { statsView?: StoredStatsView };

// The stored view is read by stats-peek.ts, without Dexie, so a first visit paints sooner.

/**
 * Stores `view`, the Stats screen's first view of the plays of `version` counted by `build` with
 * `roster`, unless they changed meanwhile (then it would not be theirs). True when stored.
 */
export async function storeStatsView(
	database: TablemateDB,
	version: DataVersion,
	stored: Omit<StoredStatsView, 'sessions' | 'roster'> & { roster: Roster }
): Promise<boolean> {
	return database.transaction('rw', [database.summaries, database.sessions], async () => {
		const row = (await database.summaries.get(SUMMARIES_TOKEN_KEY)) as TokenRow | undefined;
		if (!row || row.build !== version.token) return false;
		if ((await database.sessions.count()) !== version.sessions) return false;
		const statsView: StoredStatsView = {
			build: stored.build,
			sessions: version.sessions,
			roster: [...stored.roster],
			unreadable: stored.unreadable,
			view: stored.view
		};
		await database.summaries.put({ ...row, statsView } as TokenRow);
		return true;
	});
}
