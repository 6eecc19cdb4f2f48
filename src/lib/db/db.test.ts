import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
	addRecent,
	appendEvent,
	ConflictError,
	createSession,
	deleteSession,
	loadDraft,
	saveDraft,
	isQuotaError,
	listRecent,
	listPlayers,
	listSessions,
	loadEvents,
	savePlayer,
	storageFault,
	updateSession
} from './index';
import { storageErrorMessage } from '../i18n/storage';
import { ROSTER_MAX_PLAYERS, STORES_V1, TablemateDB } from './schema';

let counter = 0;
function freshDb(): TablemateDB {
	return new TablemateDB(`test-${Date.now()}-${counter++}`);
}

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

describe('schema migration', () => {
	it('opens a database written by schema version 1 and keeps its data', async () => {
		const name = `migrate-${counter++}`;
		const old = new Dexie(name);
		old.version(1).stores(STORES_V1);
		await old.table('sessions').add({
			id: 's1',
			game: 'permutations',
			players,
			status: 'active',
			createdAt: 1,
			updatedAt: 2,
			eventCount: 1
		});
		await old.table('events').add({ sessionId: 's1', seq: 1, at: 2, event: { type: 'x' } });
		await old.table('players').add({ id: 'a', name: 'Ada', createdAt: 5 });
		old.close();

		const current = new TablemateDB(name);
		const session = await current.sessions.get('s1');
		expect(session?.title).toBe('');
		expect(session?.houseRules).toEqual({});
		expect(await loadEvents('s1', 0, current)).toHaveLength(1);
		expect((await current.players.get('a'))?.lastUsedAt).toBe(5);
		expect(current.verno).toBe(8);
		expect(await current.snapshots.count()).toBe(0);
		// Version 3 adds the drafts store, empty after an upgrade.
		expect(await current.drafts.count()).toBe(0);
		// Version 4 adds the summaries store, empty until the stats build them from the logs.
		expect(await current.summaries.count()).toBe(0);
	});
});

describe('sessions and events', () => {
	it('writes events in order and refuses a seq another tab already used', async () => {
		const database = freshDb();
		const s = await createSession(
			{ game: 'transform', title: 'Friday', players, houseRules: {} },
			database
		);
		await appendEvent(s.id, 1, { type: 'a' }, { database });
		await appendEvent(s.id, 2, { type: 'b' }, { database });
		await expect(appendEvent(s.id, 2, { type: 'c' }, { database })).rejects.toBeInstanceOf(
			ConflictError
		);
		const events = await loadEvents(s.id, 0, database);
		expect(events.map((e) => e.event.type)).toEqual(['a', 'b']);
		expect((await database.sessions.get(s.id))?.eventCount).toBe(2);
		expect(await loadEvents(s.id, 1, database)).toHaveLength(1);
	});

	it('lists sessions in progress first, newest first, and deletes a session with its log', async () => {
		const database = freshDb();
		const first = await createSession(
			{ game: 'transform', title: 'one', players, houseRules: {} },
			database
		);
		const second = await createSession(
			{ game: 'subsets', title: 'two', players, houseRules: {} },
			database
		);
		const third = await createSession(
			{ game: 'reframing', title: 'three', players, houseRules: {} },
			database
		);
		await updateSession(second.id, { status: 'finished' }, database);
		await appendEvent(first.id, 1, { type: 'a' }, { database });
		await saveDraft(first.id, 'counts', { typed: 3 }, database);
		const titles = (await listSessions(database)).map((s) => s.title);
		expect(titles[2]).toBe('two');
		expect(titles.slice(0, 2).sort()).toEqual(['one', 'three']);
		await deleteSession(first.id, database);
		expect(await loadEvents(first.id, 0, database)).toEqual([]);
		expect(await database.sessions.get(first.id)).toBeUndefined();
		// A deleted game's half-typed entries go with it.
		expect(await loadDraft(first.id, 'counts', database)).toBeUndefined();
		expect(third.status).toBe('active');
	});

	it('adds the players of a new session to the roster', async () => {
		const database = freshDb();
		await createSession({ game: 'transform', title: '', players, houseRules: {} }, database);
		expect((await database.players.toArray()).map((p) => p.name).sort()).toEqual(['Ada', 'Bo']);
	});
});

// A device's own backup must always restore: what an import refuses, no write may store.
describe('what a backup would refuse is never stored', () => {
	it('refuses a player name that looks empty or spans lines, in a game or on the roster', async () => {
		const database = freshDb();
		for (const name of ['\u200b\u200b', '\u2063', 'Ada\nBo']) {
			await expect(
				createSession(
					{ game: 'notepad', title: '', players: [{ id: 'x', name }], houseRules: {} },
					database
				)
			).rejects.toThrow(/a player's name/);
			await expect(savePlayer({ id: 'y', name }, database)).rejects.toThrow(/a player's name/);
		}
		expect(await listSessions(database)).toEqual([]);
		expect(await listPlayers(database)).toEqual([]);
		expect(
			storageErrorMessage(await savePlayer({ id: 'y', name: '\u200b' }, database).catch((e) => e))
		).toBe(
			"This could not be saved (a player's name has no character that can be seen). Nothing was changed."
		);
	});

	it('keeps the roster within what a backup may list: a full roster takes no one new', async () => {
		const database = freshDb();
		await database.players.bulkAdd(
			Array.from({ length: ROSTER_MAX_PLAYERS - 1 }, (_, i) => ({
				id: `p${i}`,
				name: `Player ${i}`,
				createdAt: 1,
				lastUsedAt: 1
			}))
		);
		// A new game of three new names: the game keeps all three; the roster takes one, then is full.
		const game = await createSession(
			{
				game: 'notepad',
				title: '',
				players: [
					{ id: 'n1', name: 'Ann' },
					{ id: 'n2', name: 'Ben' },
					{ id: 'n3', name: 'Cat' }
				],
				houseRules: {}
			},
			database
		);
		expect(game.players).toHaveLength(3);
		expect(await database.players.count()).toBe(ROSTER_MAX_PLAYERS);
		await expect(savePlayer({ id: 'n4', name: 'Dee' }, database)).rejects.toThrow(
			/the list of players is full/
		);
		// Someone already on the list can still be renamed.
		await savePlayer({ id: 'p0', name: 'Renamed' }, database);
		expect((await database.players.get('p0'))?.name).toBe('Renamed');
		expect(await database.players.count()).toBe(ROSTER_MAX_PLAYERS);
	});
});

describe('storage errors', () => {
	it('recognises a full disk however Dexie wraps it and says nothing was lost', () => {
		const inner = new DOMException('full', 'QuotaExceededError');
		const wrapped = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner });
		expect(isQuotaError(wrapped)).toBe(true);
		expect(storageErrorMessage(wrapped)).toMatch(/out of storage space/);
		expect(storageErrorMessage(new ConflictError())).toMatch(/another tab/);
	});

	it('names the real cause of a failed write and claims only what is known', () => {
		// What Chromium gives on a full disk once it has accepted the write, wrapped by Dexie.
		const internal = new DOMException('Internal error.', 'UnknownError');
		const aborted = Object.assign(new Error('Transaction aborted'), {
			name: 'AbortError',
			inner: internal
		});
		expect(storageFault(aborted)).toBe('failing');
		expect(storageErrorMessage(aborted)).toMatch(/^The browser could not write to its storage/);
		expect(storageErrorMessage(aborted)).toMatch(/it said: "Internal error"/);
		expect(storageErrorMessage(aborted)).not.toMatch(/Nothing was changed|not saved/);
		expect(storageErrorMessage(aborted, 'nothing')).toMatch(/This was not saved\./);
		expect(storageErrorMessage(aborted, 'unknown')).toMatch(/cannot tell whether this was saved/);
		const closed = Object.assign(new Error('Database has been closed'), {
			name: 'DatabaseClosedError',
			inner: new DOMException('Internal error opening backing store', 'UnknownError')
		});
		expect(storageFault(closed)).toBe('failing');
		expect(storageFault(new DOMException('closed', 'InvalidStateError'))).toBe('closed');
		// A failed `modify` as Dexie reports it on a full disk: each object's error in `failures`.
		const modified = Object.assign(
			new Error(
				'Error modifying one or more objects. Errors: AbortError: The transaction was aborted'
			),
			{
				name: 'ModifyError',
				failures: [new DOMException('The transaction was aborted', 'AbortError')]
			}
		);
		expect(storageFault(modified)).toBe('failing');
		expect(storageErrorMessage(modified)).not.toMatch(/Nothing was changed/);
		const bulk = Object.assign(new Error('1 of 2 operations failed'), {
			name: 'BulkError',
			failures: { 1: new DOMException('full', 'QuotaExceededError') }
		});
		expect(storageFault(bulk)).toBe('full');
		expect(storageFault(new Error('a name that is too long'))).toBe('refused');
		expect(storageErrorMessage(new Error('a name that is too long'))).toMatch(
			/Nothing was changed\.$/
		);
	});
});

describe('tool history', () => {
	it('keeps the newest entries of a kind, newest first, and lets an entry give way to its successor', async () => {
		const database = freshDb();
		const ids: number[] = [];
		for (let i = 1; i <= 4; i++) ids.push(await addRecent('checks', { n: i }, 3, database));
		await addRecent('other', { n: 99 }, 3, database);
		const data = async () => (await listRecent('checks', database)).map((r) => r.data);
		expect(await data()).toEqual([{ n: 4 }, { n: 3 }, { n: 2 }]);

		// A card edited further replaces what was kept for it; the other kind is untouched.
		await addRecent('checks', { n: 5 }, 3, database, [ids[3]]);
		expect(await data()).toEqual([{ n: 5 }, { n: 3 }, { n: 2 }]);
		expect((await listRecent('other', database)).map((r) => r.data)).toEqual([{ n: 99 }]);
	});
});
