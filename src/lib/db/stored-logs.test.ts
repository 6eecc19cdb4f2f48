import { describe, expect, it } from 'vitest';
import { appendEvent, createSession, loadEvents } from './index';
import { TablemateDB } from './schema';
import { readStoredLogs } from './stored-logs';

let counter = 0;
const freshDb = () => new TablemateDB(`stored-logs-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

describe('readStoredLogs', () => {
	it('gives each session its whole log, for every session or a few among others', async () => {
		const database = freshDb();
		const ids: string[] = [];
		for (const entries of [3, 0, 5, 1, 4]) {
			const s = await createSession(
				{ game: 'transform', title: 'Friday', players, houseRules: {} },
				database
			);
			for (let seq = 1; seq <= entries; seq++)
				await appendEvent(s.id, seq, { type: `entry ${seq}` }, { database });
			ids.push(s.id);
		}
		const sorted = [...ids].sort();
		// Every session (one run of keys), a run of them, and some with others between them.
		for (const some of [ids, sorted.slice(1, 4), [sorted[4], sorted[0], sorted[2]]]) {
			const stored = await readStoredLogs(some, database);
			expect([...stored.keys()]).toEqual(some);
			for (const id of some)
				expect(stored.get(id)).toEqual({
					snapshots: [],
					entries: await loadEvents(id, 0, database)
				});
		}
	});
});
