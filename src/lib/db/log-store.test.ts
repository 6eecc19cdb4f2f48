import { describe, expect, it } from 'vitest';
import {
	appendEvent,
	ConflictError,
	countStored,
	createSession,
	deleteSession,
	lastEntry,
	loadEntry,
	loadEvents
} from './index';
import { entriesInChunks, loadLogInChunks } from './log-chunks';
import { CHUNK_ENTRIES, chunkRows, deleteLogFrom, modifyLog } from './log-store';
import { TablemateDB, type EventRow } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`log-store-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

const entry = (seq: number) => ({ seq, at: 1000 + seq, event: { type: `entry ${seq}` } });

/**
 * A session whose first `chunked` entries are stored in chunks (as an import writes a game) and
 * the next `rows` one a row (as the table plays on).
 */
async function sessionWith(
	database: TablemateDB,
	chunked: number,
	rows: number,
	id?: string
): Promise<string> {
	const s = await createSession(
		{ game: 'transform', title: 'Friday', players, houseRules: {} },
		database
	);
	const sessionId = id ?? s.id;
	if (id) await database.sessions.put({ ...s, id });
	const log = Array.from({ length: chunked }, (_, i) => entry(i + 1));
	await database.logChunks.bulkAdd(chunkRows(sessionId, log));
	for (let seq = chunked + 1; seq <= chunked + rows; seq++)
		await appendEvent(sessionId, seq, { type: `entry ${seq}` }, { database, at: 1000 + seq });
	return sessionId;
}

const seqs = (rows: readonly EventRow[]) => rows.map((r) => r.seq);
const upTo = (n: number, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => from + i);

describe('a log stored as chunks, then one entry a row', () => {
	it('is cut into chunks of at most CHUNK_ENTRIES entries, marks kept', () => {
		const log = Array.from({ length: CHUNK_ENTRIES * 2 + 3 }, (_, i) => ({
			...entry(i + 1),
			...(i === 4 ? { over: true as const, by: "Ada's phone" } : {})
		}));
		const rows = chunkRows('s', log);
		expect(rows.map((r) => [r.first, r.last])).toEqual([
			[1, CHUNK_ENTRIES],
			[CHUNK_ENTRIES + 1, CHUNK_ENTRIES * 2],
			[CHUNK_ENTRIES * 2 + 1, CHUNK_ENTRIES * 2 + 3]
		]);
		expect(rows.flatMap((r) => r.entries)).toEqual(log);
		expect(chunkRows('s', [])).toEqual([]);
	});

	it('reads as one log, whole or from any entry on', async () => {
		const database = freshDb();
		const total = CHUNK_ENTRIES + 10;
		const id = await sessionWith(database, CHUNK_ENTRIES + 5, 5);
		const whole = await loadEvents(id, 0, database);
		expect(seqs(whole)).toEqual(upTo(total));
		expect(whole[0]).toEqual({ sessionId: id, ...entry(1) });
		for (const after of [
			1,
			5,
			CHUNK_ENTRIES - 1,
			CHUNK_ENTRIES,
			CHUNK_ENTRIES + 5,
			total - 1,
			total
		])
			expect(seqs(await loadEvents(id, after, database))).toEqual(upTo(total, after + 1));
		expect((await lastEntry(id, database))?.seq).toBe(total);
		expect((await loadEntry(id, 3, database))?.event).toEqual({ type: 'entry 3' });
		expect((await loadEntry(id, total, database))?.seq).toBe(total);
		expect(await loadEntry(id, total + 1, database)).toBeUndefined();
		for (const chunk of [1, 7, 1000])
			expect(await loadLogInChunks(id, database, chunk)).toEqual(whole);
	});

	it('gives its last entry from the chunks when no entry follows them', async () => {
		const database = freshDb();
		const id = await sessionWith(database, 7, 0);
		expect((await lastEntry(id, database))?.seq).toBe(7);
		// The next entry of the table follows the imported ones; one at an old place is refused.
		await expect(appendEvent(id, 7, { type: 'again' }, { database })).rejects.toBeInstanceOf(
			ConflictError
		);
		await appendEvent(id, 8, { type: 'next' }, { database });
		expect(seqs(await loadEvents(id, 0, database))).toEqual(upTo(8));
	});

	it('reads many sessions in key order, chunked and one a row mixed', async () => {
		const database = freshDb();
		const a = await sessionWith(database, 3, 2, 'a');
		const b = await sessionWith(database, 0, 4, 'b');
		const c = await sessionWith(database, 600, 0, 'c');
		const d = await sessionWith(database, 2, 1, 'd');
		for (const chunk of [1, 5, 1000]) {
			const all = await entriesInChunks(database, 'a', 'd', chunk);
			expect(all.map((e) => `${e.sessionId}${e.seq}`)).toEqual([
				...upTo(5).map((n) => `${a}${n}`),
				...upTo(4).map((n) => `${b}${n}`),
				...upTo(600).map((n) => `${c}${n}`),
				...upTo(3).map((n) => `${d}${n}`)
			]);
		}
		expect(seqs(await entriesInChunks(database, 'b', 'c'))).toEqual([...upTo(4), ...upTo(600)]);
	});

	it('is cut at any entry, a chunk keeping the entries before the cut', async () => {
		for (const from of [
			1,
			4,
			CHUNK_ENTRIES,
			CHUNK_ENTRIES + 1,
			CHUNK_ENTRIES + 7,
			CHUNK_ENTRIES + 9
		]) {
			const database = freshDb();
			const id = await sessionWith(database, CHUNK_ENTRIES + 5, 5);
			await database.transaction('rw', [database.events, database.logChunks], () =>
				deleteLogFrom(database, id, from)
			);
			expect(seqs(await loadEvents(id, 0, database))).toEqual(upTo(from - 1));
			await appendEvent(id, from, { type: 'instead' }, { database });
			const log = await loadEvents(id, 0, database);
			expect(seqs(log)).toEqual(upTo(from));
			expect(log.at(-1)?.event).toEqual({ type: 'instead' });
		}
	});

	it('changes the marks of its entries wherever they are stored', async () => {
		const database = freshDb();
		const id = await sessionWith(database, 6, 3);
		await database.transaction('rw', [database.events, database.logChunks], () =>
			modifyLog(database, id, 4, (e) => {
				e.by = "Bo's phone";
			})
		);
		const log = await loadEvents(id, 0, database);
		expect(log.map((e) => e.by ?? null)).toEqual([
			null,
			null,
			null,
			...Array.from({ length: 6 }, () => "Bo's phone")
		]);
		expect(log.map((e) => e.event)).toEqual(upTo(9).map((n) => ({ type: `entry ${n}` })));
	});

	it('goes with its game, and counts as stored', async () => {
		const database = freshDb();
		const id = await sessionWith(database, 300, 2);
		const kept = await sessionWith(database, 4, 0);
		expect(await countStored(database)).toEqual({ sessions: 2, events: 2 + 2 + 1 });
		await deleteSession(id, database);
		expect(await loadEvents(id, 0, database)).toEqual([]);
		expect(seqs(await loadEvents(kept, 0, database))).toEqual(upTo(4));
		expect(await countStored(database)).toEqual({ sessions: 1, events: 1 });
	});
});
