/**
 * Logs read in chunks: one read of 10,000 entries is one task of the page while the browser turns
 * them into objects (50–70 ms on a laptop, far more on a phone: issue 37), so the screen shown
 * from a tip snapshot froze right after it showed. Chunks of LOG_CHUNK entries, each its own
 * request, give the page its turn between two (each request's answer is a task of its own); in
 * one read transaction they still read the log as it stood at one moment.
 */
import { db } from './index';
import { chunkEntriesBetween, mergeInKeyOrder } from './log-store';
import type { EventRow, TablemateDB } from './schema';

/** Entries read per request. */
export const LOG_CHUNK = 1_000;

/**
 * Every entry of the sessions whose ids run from `first` to `last` (both included), in key order
 * (by session, then entry), read `chunk` entries at a time: those stored in chunk rows (an
 * import's, log-store.ts) and those stored one a row.
 */
export async function entriesInChunks(
	database: TablemateDB,
	first: string,
	last: string,
	chunk = LOG_CHUNK
): Promise<EventRow[]> {
	const [chunked, rows] = await Promise.all([
		chunkEntriesBetween(database, first, last, chunk),
		entryRowsInChunks(database, first, last, chunk)
	]);
	return mergeInKeyOrder(chunked, rows);
}

/** The entries stored one a row of the sessions `first` to `last`, read `chunk` at a time. */
async function entryRowsInChunks(
	database: TablemateDB,
	first: string,
	last: string,
	chunk: number
): Promise<EventRow[]> {
	const rows: EventRow[] = [];
	for (;;) {
		const end = rows.at(-1);
		const part = await database.events
			.where('[sessionId+seq]')
			.between(end ? [end.sessionId, end.seq] : [first, 0], [last, Infinity], !end, true)
			.limit(chunk)
			.toArray();
		for (const row of part) rows.push(row);
		if (part.length < chunk) return rows;
	}
}

/** Every entry of session `sessionId`'s log, in order, read `chunk` entries at a time. */
export function loadLogInChunks(
	sessionId: string,
	database: TablemateDB = db,
	chunk = LOG_CHUNK
): Promise<EventRow[]> {
	return database.transaction('r', [database.events, database.logChunks], () =>
		entriesInChunks(database, sessionId, sessionId, chunk)
	);
}
