import { describe, expect, it } from 'vitest';
import type { Play } from '../core/plays';
import { appendEvent, createSession, deleteSession, loadEvents, updateSession } from './index';
import { TablemateDB, type SessionRow } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`summaries-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

/** A summary whose play names the entry count it was computed for, so a test can tell. */
const summaryAt = (score: number) => ({
	build: 'test',
	play: (row: SessionRow): Play => ({
		sessionId: row.id,
		gameKey: row.game,
		gameName: 'Transform',
		date: row.createdAt,
		status: row.status === 'active' ? 'unfinished' : 'finished',
		lowestWins: false,
		players: [{ name: 'Ada', score, place: 1, winner: false }]
	})
});

async function started() {
	const database = freshDb();
	const s = await createSession(
		{ game: 'transform', title: 'Friday', players, houseRules: {} },
		database
	);
	return { database, id: s.id };
}

describe('summaries kept with the writes', () => {
	it('an entry writes its summary with it, and a refused write leaves the old one', async () => {
		const { database, id } = await started();
		await appendEvent(id, 1, { type: 'a' }, { status: 'active', database, summary: summaryAt(3) });
		const kept = await database.summaries.get(id);
		expect([kept?.play?.players[0].score, kept?.eventCount, kept?.build]).toEqual([3, 1, 'test']);
		// Another tab wrote entry 1 first: nothing is written, the summary included.
		await expect(
			appendEvent(id, 1, { type: 'b' }, { status: 'active', database, summary: summaryAt(9) })
		).rejects.toThrow();
		expect((await database.summaries.get(id))?.play?.players[0].score).toBe(3);
	});

	it('a write without a summary drops the old one, to be built again from the log', async () => {
		const { database, id } = await started();
		await appendEvent(id, 1, { type: 'a' }, { status: 'active', database, summary: summaryAt(3) });
		await appendEvent(id, 2, { type: 'b' }, { status: 'active', database });
		expect(await database.summaries.get(id)).toBeUndefined();
		await updateSession(id, { status: 'finished' }, database, summaryAt(5));
		expect((await database.summaries.get(id))?.play?.status).toBe('finished');
		await updateSession(id, { title: 'Saturday' }, database);
		expect(await database.summaries.get(id)).toBeUndefined();
	});

	it('a summary that cannot be computed does not cost the entry', async () => {
		const { database, id } = await started();
		const broken = {
			build: 'test',
			play: (): Play => {
				throw new Error('no scoreboard');
			}
		};
		await appendEvent(id, 1, { type: 'a' }, { status: 'active', database, summary: broken });
		expect(await loadEvents(id, 0, database)).toHaveLength(1);
		expect(await database.summaries.get(id)).toBeUndefined();
	});

	it('deleting a session deletes its summary', async () => {
		const { database, id } = await started();
		await appendEvent(id, 1, { type: 'a' }, { status: 'active', database, summary: summaryAt(3) });
		await deleteSession(id, database);
		expect(await database.summaries.get(id)).toBeUndefined();
	});
});
