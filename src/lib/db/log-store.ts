/**
 * A session's log as it is stored: its chunks (`logChunks`, many entries a row, written by an
 * import) and then its `events` rows (one entry a row, written as the table plays). The chunks
 * hold entries 1 to the last chunk's `last` with no gap, the rows the entries after; a log stored
 * before chunks existed has none. Every read and change of a log's entries goes through here,
 * so no reader sees only one of the two. Each function runs in the caller's transaction when
 * there is one (it must include both tables), else in its own.
 *
 * Why chunks at all: the browser's cost of storing a row hardly depends on its size (issue 37:
 * 70,000 one-entry rows cost 3.8 s of the browser's CPU, the same entries in 10,000 rows 0.8 s).
 */
import type { EventRow, LogChunkRow, TablemateDB } from './schema';

/** Entries a chunk row holds at most: a long game's tail is then read without its whole log. */
export const CHUNK_ENTRIES = 256;

/** An entry as a chunk keeps it: an `EventRow` without its session. */
export type ChunkEntry = LogChunkRow['entries'][number];

/** Entry `entry` of chunk `chunk` as an `EventRow`. */
function rowOf(chunk: LogChunkRow, entry: ChunkEntry): EventRow {
	return { sessionId: chunk.sessionId, ...entry };
}

/** The chunk rows that store `entries` (entries 1 to n of a new log, in order) for `sessionId`. */
export function chunkRows(sessionId: string, entries: readonly ChunkEntry[]): LogChunkRow[] {
	const rows: LogChunkRow[] = [];
	for (let at = 0; at < entries.length; at += CHUNK_ENTRIES) {
		const part = entries.slice(at, at + CHUNK_ENTRIES).map(({ seq, at, event, by, over }) => ({
			seq,
			at,
			event,
			...(by !== undefined ? { by } : {}),
			...(over ? { over } : {})
		}));
		rows.push({ sessionId, first: part[0].seq, last: part[part.length - 1].seq, entries: part });
	}
	return rows;
}

/** The chunks of `sessionId` that hold an entry after `afterSeq`, in order. */
async function chunksAfter(
	database: TablemateDB,
	sessionId: string,
	afterSeq: number
): Promise<LogChunkRow[]> {
	const byFirst = database.logChunks.where('[sessionId+first]');
	const [holding, later] = await Promise.all([
		// The chunk entry afterSeq + 1 falls in, if any: the last to start at or before it.
		byFirst.between([sessionId, 0], [sessionId, afterSeq + 1], true, true).last(),
		byFirst.between([sessionId, afterSeq + 1], [sessionId, Infinity], false, true).toArray()
	]);
	return holding && holding.last > afterSeq ? [holding, ...later] : later;
}

/** Every entry of `sessionId`'s log after `afterSeq`, in order. */
export async function readLog(
	database: TablemateDB,
	sessionId: string,
	afterSeq = 0
): Promise<EventRow[]> {
	const [chunks, rows] = await Promise.all([
		chunksAfter(database, sessionId, afterSeq),
		database.events
			.where('[sessionId+seq]')
			.between([sessionId, afterSeq + 1], [sessionId, Infinity])
			.toArray()
	]);
	if (chunks.length === 0) return rows;
	const entries: EventRow[] = [];
	for (const chunk of chunks)
		for (const entry of chunk.entries) if (entry.seq > afterSeq) entries.push(rowOf(chunk, entry));
	for (const row of rows) entries.push(row);
	return entries;
}

/** The last entry of `sessionId`'s log, or undefined when it has none. */
export async function lastLogEntry(
	database: TablemateDB,
	sessionId: string
): Promise<EventRow | undefined> {
	const [row, chunk] = await Promise.all([
		database.events.where('[sessionId+seq]').between([sessionId, 0], [sessionId, Infinity]).last(),
		database.logChunks
			.where('[sessionId+first]')
			.between([sessionId, 0], [sessionId, Infinity])
			.last()
	]);
	if (row) return row;
	return chunk ? rowOf(chunk, chunk.entries[chunk.entries.length - 1]) : undefined;
}

/** Entry `seq` of `sessionId`'s log, or undefined when there is none. */
export async function logEntryAt(
	database: TablemateDB,
	sessionId: string,
	seq: number
): Promise<EventRow | undefined> {
	const [row, chunk] = await Promise.all([
		database.events.get([sessionId, seq]),
		database.logChunks
			.where('[sessionId+first]')
			.between([sessionId, 0], [sessionId, seq], true, true)
			.last()
	]);
	if (row) return row;
	const entry = chunk?.entries.find((e) => e.seq === seq);
	return chunk && entry ? rowOf(chunk, entry) : undefined;
}

/**
 * Deletes the entries of `sessionId`'s log from `fromSeq` on (1: the whole log). A chunk that
 * holds entries on both sides keeps those before.
 */
export async function deleteLogFrom(
	database: TablemateDB,
	sessionId: string,
	fromSeq: number
): Promise<void> {
	const chunks = await chunksAfter(database, sessionId, fromSeq - 1);
	await database.events
		.where('[sessionId+seq]')
		.between([sessionId, fromSeq], [sessionId, Infinity])
		.delete();
	const [cut] = chunks;
	const kept = cut ? cut.entries.filter((e) => e.seq < fromSeq) : [];
	await database.logChunks.bulkDelete(
		chunks.slice(kept.length ? 1 : 0).map((c) => [c.sessionId, c.first] as [string, number])
	);
	if (kept.length) await database.logChunks.put({ ...cut, last: fromSeq - 1, entries: kept });
}

/**
 * Changes the entries of `sessionId`'s log from `fromSeq` on in place with `change` (their
 * marks: `over`, `by`); their order and their moves stay.
 */
export async function modifyLog(
	database: TablemateDB,
	sessionId: string,
	fromSeq: number,
	change: (entry: ChunkEntry) => void
): Promise<void> {
	await database.events
		.where('[sessionId+seq]')
		.between([sessionId, fromSeq], [sessionId, Infinity])
		.modify((row) => change(row));
	const chunks = await chunksAfter(database, sessionId, fromSeq - 1);
	for (const chunk of chunks)
		for (const entry of chunk.entries) if (entry.seq >= fromSeq) change(entry);
	if (chunks.length) await database.logChunks.bulkPut(chunks);
}

/** Chunk rows the first request of a read asks for, before their sizes are known. */
const FIRST_ROWS = 4;

/**
 * The chunked entries of the sessions whose ids run from `first` to `last` (both included), in key
 * order (by session, then entry), as `EventRow`s, about `entries` entries a request (each
 * request's answer is a task of its own for the page: see log-chunks.ts).
 */
export async function chunkEntriesBetween(
	database: TablemateDB,
	first: string,
	last: string,
	entries: number
): Promise<EventRow[]> {
	const out: EventRow[] = [];
	let rows = FIRST_ROWS;
	let read = 0;
	let end: LogChunkRow | undefined;
	for (;;) {
		const part = await database.logChunks
			.where('[sessionId+first]')
			.between(end ? [end.sessionId, end.first] : [first, 0], [last, Infinity], !end, true)
			.limit(rows)
			.toArray();
		for (const chunk of part) for (const entry of chunk.entries) out.push(rowOf(chunk, entry));
		if (part.length < rows) return out;
		read += part.length;
		end = part[part.length - 1];
		// As many rows as bring about `entries` entries, by the rows read so far.
		rows = Math.max(1, Math.min(entries, Math.floor((entries * read) / out.length)));
	}
}

/** `a` and `b`, each in key order (by session, then entry), as one list in key order. */
export function mergeInKeyOrder(a: EventRow[], b: EventRow[]): EventRow[] {
	if (a.length === 0) return b;
	if (b.length === 0) return a;
	const before = (x: EventRow, y: EventRow) =>
		x.sessionId < y.sessionId || (x.sessionId === y.sessionId && x.seq < y.seq);
	const out: EventRow[] = [];
	let i = 0;
	let j = 0;
	while (i < a.length && j < b.length) out.push(before(b[j], a[i]) ? b[j++] : a[i++]);
	while (i < a.length) out.push(a[i++]);
	while (j < b.length) out.push(b[j++]);
	return out;
}
