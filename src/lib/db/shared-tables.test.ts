import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import { gameCatalogue } from '../games/registry';
import { appendEvent, ConflictError, createSession, loadEvents } from './index';
import { chunkRows } from './log-store';
import { TablemateDB, type SharedTableRow } from './schema';
import {
	followMergedLog,
	getSharedTable,
	putSharedTable,
	summaryAfterMerge
} from './shared-tables';
import type { Play } from '../core/plays';

let counter = 0;
function freshDb(): TablemateDB {
	return new TablemateDB(`tables-${Date.now()}-${counter++}`);
}

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];
const round = (a: number, b: number) => ({ type: 'round', scores: { a, b } });

/** A shared game of two rounds: entered here, or imported (its log then stored in chunks). */
async function sharedGame(database: TablemateDB, imported = false) {
	const session = await createSession(
		{
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Skat', winBy: 'highest', target: null, rounds: null }
		},
		database
	);
	if (imported) {
		const log = [round(1, 1), round(2, 2)].map((event, i) => ({ seq: i + 1, at: i + 1, event }));
		await database.logChunks.bulkAdd(chunkRows(session.id, log));
		await database.sessions.update(session.id, { eventCount: 2 });
	} else {
		await appendEvent(session.id, 1, round(1, 1), { database });
		await appendEvent(session.id, 2, round(2, 2), { database });
	}
	const row: SharedTableRow = {
		sessionId: session.id,
		code: 'ABCDEFGHJKMNPQRSTVWXYZ0123',
		relay: 'ws://localhost:4177',
		phone: 'p1',
		playerId: 'a',
		host: true,
		doc: new Uint8Array([0, 0]),
		known: ['e1', 'e2'],
		conflicts: [],
		secretKeys: { 'r1:a': 'the key' }
	};
	await putSharedTable(database, row);
	return session;
}

describe('a shared game on this phone', () => {
	it.each([
		['entered here', false],
		['imported, its log in chunks', true]
	])(
		'follows the merged log of a game %s: keeps what agrees, replaces the rest, says who made each entry',
		async (_, imported) => {
			const database = freshDb();
			const session = await sharedGame(database, imported);
			// Another phone's round came before this phone's second one.
			await followMergedLog(
				database,
				session.id,
				2,
				1,
				[
					{ sessionId: session.id, seq: 2, at: 5, event: round(9, 9), by: "Bo's phone" },
					{ sessionId: session.id, seq: 3, at: 6, event: round(2, 2), by: "Ada's phone" }
				],
				'active',
				{ known: ['e1', 'x', 'e2'] }
			);
			const log = await loadEvents(session.id, 0, database);
			expect(log.map((e) => [e.event, e.by])).toEqual([
				[round(1, 1), undefined],
				[round(9, 9), "Bo's phone"],
				[round(2, 2), "Ada's phone"]
			]);
			expect((await database.sessions.get(session.id))?.eventCount).toBe(3);
			expect((await getSharedTable(database, session.id))?.known).toEqual(['e1', 'x', 'e2']);
		}
	);

	it('appends what another phone added, and changes nothing when this phone wrote meanwhile', async () => {
		const database = freshDb();
		const session = await sharedGame(database);
		const bo = { sessionId: session.id, seq: 3, at: 7, event: round(5, 5), by: "Bo's phone" };
		// Merged when the log ended at 1: this phone wrote its second round since.
		await expect(
			followMergedLog(database, session.id, 1, 1, [{ ...bo, seq: 2 }], 'active', { known: ['e1'] })
		).rejects.toBeInstanceOf(ConflictError);
		expect(await loadEvents(session.id, 0, database)).toHaveLength(2);
		expect((await getSharedTable(database, session.id))?.known).toEqual(['e1', 'e2']);
		// Merged again: Bo's round goes after both of this phone's, which stay as they were.
		await followMergedLog(database, session.id, 2, 2, [bo], 'active', {
			known: ['e1', 'e2', 'x']
		});
		const log = await loadEvents(session.id, 0, database);
		expect(log.map((e) => [e.seq, e.event])).toEqual([
			[1, round(1, 1)],
			[2, round(2, 2)],
			[3, round(5, 5)]
		]);
		expect((await database.sessions.get(session.id))?.eventCount).toBe(3);
	});

	it('leaves the log alone when the merge adds nothing, even an entry this phone just wrote', async () => {
		const database = freshDb();
		const session = await sharedGame(database);
		// The sync read the log at 2 entries; this phone's third landed before the sync wrote.
		await appendEvent(session.id, 3, round(3, 3), { database });
		await followMergedLog(database, session.id, 2, 2, [], 'active', { known: ['e1', 'e2'] });
		expect(await loadEvents(session.id, 0, database)).toHaveLength(3);
		expect((await getSharedTable(database, session.id))?.known).toEqual(['e1', 'e2']);
	});

	it('writes again the summary a merge dropped, only while the log is as folded and none was written', async () => {
		const database = freshDb();
		const session = await sharedGame(database);
		const bo = { sessionId: session.id, seq: 3, at: 7, event: round(5, 5), by: "Bo's phone" };
		await followMergedLog(database, session.id, 2, 2, [bo], 'active', { known: ['e1', 'e2', 'x'] });
		expect(await database.summaries.get(session.id)).toBeUndefined();
		const summary = (winner: string) => ({
			build: 'test',
			play: (row: { id: string }) => ({ sessionId: row.id, gameName: winner }) as unknown as Play
		});
		// A tab that folded only two entries writes nothing: the log has three now.
		await summaryAfterMerge(database, session.id, 2, summary('stale'));
		expect(await database.summaries.get(session.id)).toBeUndefined();
		await summaryAfterMerge(database, session.id, 3, summary('Bo'));
		const kept = await database.summaries.get(session.id);
		expect(kept?.play?.gameName).toBe('Bo');
		expect(kept?.eventCount).toBe(3);
		// Another tab's summary written meanwhile stands.
		await summaryAfterMerge(database, session.id, 3, summary('other tab'));
		expect((await database.summaries.get(session.id))?.play?.gameName).toBe('Bo');
	});

	it('restores from a backup as an ordinary game: no table, no code, no key', async () => {
		const database = freshDb();
		const session = await sharedGame(database);
		const text = JSON.stringify(await exportBackup(undefined, database));
		expect(text).not.toContain('ABCDEFGHJKMNPQRSTVWXYZ0123');
		expect(text).not.toContain('the key');
		const read = await readBackup(text, gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		const target = freshDb();
		expect((await importBackup(read.checked, target)).added).toBe(1);
		expect(await loadEvents(session.id, 0, target)).toHaveLength(2);
		expect(await getSharedTable(target, session.id)).toBeUndefined();
	});
});
