import { describe, expect, it } from 'vitest';
import { appendEvent, createSession, loadEvents } from './index';
import { loadLogInChunks } from './log-chunks';
import { TablemateDB } from './schema';

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
