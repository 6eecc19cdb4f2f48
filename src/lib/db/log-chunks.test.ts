import { describe, expect, it } from 'vitest';
import { appendEvent, createSession, loadEvents, saveSnapshot } from './index';
import { entriesInChunks, loadLogInChunks } from './log-chunks';
import { TablemateDB } from './schema';
import { SNAPSHOT_FORMAT } from './snapshot-format';
import { readStoredLogs, storedSnapshots } from './stored-logs';

let counter = 0;
const freshDb = () => new TablemateDB(`log-chunks-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

async function sessionWith(database: TablemateDB, entries: number): Promise<string> {
	const s = await createSession(
		{ game: 'transform', title: 'Friday', players, houseRules: {} },
		database
	);
	for (let seq = 1; seq <= entries; seq++)
		await appendEvent(s.id, seq, { type: `entry ${seq}` }, { database });
	return s.id;
}

describe('loadLogInChunks', () => {
	it('reads the whole log in order, as one read does, whatever the chunk', async () => {
		const database = freshDb();
		const id = await sessionWith(database, 25);
		await sessionWith(database, 3);
		const whole = await loadEvents(id, 0, database);
		expect(whole).toHaveLength(25);
		for (const chunk of [1, 5, 10, 25, 1000])
			expect(await loadLogInChunks(id, database, chunk)).toEqual(whole);
	});

	it('reads an empty log as empty', async () => {
		const database = freshDb();
		const id = await sessionWith(database, 0);
		expect(await loadLogInChunks(id, database, 10)).toEqual([]);
	});
});

describe('entriesInChunks', () => {
	it('reads the logs of a run of sessions, each in order, those outside the run left out', async () => {
		const database = freshDb();
		const ids = [];
		for (const entries of [4, 0, 7, 2]) ids.push(await sessionWith(database, entries));
		const sorted = [...ids].sort();
		const [first, , , last] = sorted;
		const wanted = (
			await Promise.all(sorted.slice(0, 3).map((id) => loadEvents(id, 0, database)))
		).flat();
		for (const chunk of [1, 3, 11, 1000])
			expect(await entriesInChunks(database, first, sorted[2], chunk)).toEqual(wanted);
		expect(await entriesInChunks(database, last, last, 2)).toEqual(
			await loadEvents(last, 0, database)
		);
	});
});

describe('readStoredLogs (the logs a rebuild of the summaries folds)', () => {
	it('gives each session its whole log and its snapshots, for every session or a few among others', async () => {
		const database = freshDb();
		const ids: string[] = [];
		for (const entries of [3, 0, 5, 1, 4]) ids.push(await sessionWith(database, entries));
		const sorted = [...ids].sort();
		// Snapshots of some sessions, among them one of those between the few asked for.
		for (const [id, count] of [
			[sorted[0], 1],
			[sorted[1], 2],
			[sorted[2], 3]
		] as const)
			await saveSnapshot(
				{
					sessionId: id,
					count,
					lastSeq: count,
					logSeq: count,
					build: SNAPSHOT_FORMAT,
					state: { id }
				},
				database
			);
		// Every session (one run of keys), a run of them, and some with others between them.
		for (const some of [ids, sorted.slice(1, 4), [sorted[4], sorted[0], sorted[2]]]) {
			const stored = await readStoredLogs(some, database);
			expect([...stored.keys()]).toEqual(some);
			if (some === ids) expect([...stored.values()].some((s) => s.snapshots.length)).toBe(true);
			for (const id of some)
				expect(stored.get(id)).toEqual({
					snapshots: (await storedSnapshots(id, database)).filter(
						(s) => s.logSeq <= (stored.get(id)!.entries.at(-1)?.seq ?? 0)
					),
					entries: await loadEvents(id, 0, database)
				});
		}
	});
});
