import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { violation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { SNAPSHOT_FORMAT } from '$lib/db/snapshot-format';
import { SNAPSHOT_EVERY } from '$lib/core/eventlog';
import { appendEvent, createSession, db, resumeStorage } from '$lib/db';
import type { GameModule } from '$lib/games/registry';
import { SessionStore, type WriteResult } from './session.svelte';
import { until } from './test/until';

// A tiny game: each event adds points to a player; a negative number is refused; 30 ends it.
type State = { points: number[] };
const engine: GameEngine<State, GameEvent> = {
	id: 'transform',
	defaultHouseRules: {},
	setup: (players) => ({ points: players.map(() => 0) }),
	apply(state, event) {
		const n = event.n as number;
		if (n < 0) return violation('Points cannot be negative.', 'transform-1');
		const points = [...state.points];
		points[event.p as number] += n;
		return { points };
	},
	scoreboard: (s) => ({
		players: ['A', 'B'],
		rounds: [],
		totals: s.points,
		finished: false,
		leaders: []
	}),
	isFinished: (s) => s.points.some((p) => p >= 30)
};
const game: GameModule = { engine, houseRuleFields: [] };
const load = async () => game;
const players = [
	{ id: 'a', name: 'A' },
	{ id: 'b', name: 'B' }
];

async function openNew() {
	const row = await createSession({ game: 'transform', title: 't', players, houseRules: {} });
	const store = new SessionStore<State>(row.id, load);
	await store.open();
	return store;
}

describe('SessionStore', () => {
	it('records accepted events, and a refused one is shown and not written', async () => {
		const store = await openNew();
		expect((await store.dispatch({ type: 'add', p: 0, n: 5 })).status).toBe('saved');
		const refused = await store.dispatch({ type: 'add', p: 1, n: -2 });
		expect(refused.status === 'refused' && refused.violation.reason).toBe(
			'Points cannot be negative.'
		);
		expect(refused.status === 'refused' && refused.violation.rule).toBe('transform-1');
		expect(store.state?.points).toEqual([5, 0]);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(1);
		store.destroy();
	});

	it('undo and redo are entries of the log, and a reopened session shows the same', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 5 });
		await store.dispatch({ type: 'add', p: 1, n: 7 });
		// Each says which entry it took back or put back, for the screen to announce.
		const entryOf = (r: WriteResult) => (r.status === 'saved' ? r.entry : null);
		expect(entryOf(await store.undo())?.event).toEqual({ type: 'add', p: 1, n: 7 });
		expect(store.undone?.event).toEqual({ type: 'add', p: 1, n: 7 });
		expect(store.state?.points).toEqual([5, 0]);
		expect(store.canRedo).toBe(true);
		expect(entryOf(await store.redo())?.event).toEqual({ type: 'add', p: 1, n: 7 });
		expect(store.undone).toBeNull();
		expect(entryOf(await store.undo())?.seq).toBe(2);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(5);
		const again = new SessionStore<State>(store.id, load);
		await again.open();
		expect(again.state?.points).toEqual([5, 0]);
		// Nothing left to redo: nothing is written.
		expect(entryOf(await store.redo())?.seq).toBe(2);
		expect((await store.redo()).status).toBe('refused');
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(6);
		store.destroy();
		again.destroy();
	});

	it('derives the status from the log across the end of the game, undo and redo', async () => {
		const store = await openNew();
		const stored = async () => (await db.sessions.get(store.id))?.status;
		await store.dispatch({ type: 'add', p: 1, n: 31 });
		expect(await stored()).toBe('finished');
		await store.undo();
		expect(await stored()).toBe('active');
		await store.redo();
		expect(await stored()).toBe('finished');
		expect(store.session?.status).toBe('finished');
		// Undo of an entry made after the end keeps the game finished.
		await store.dispatch({ type: 'add', p: 0, n: 1 });
		await store.undo();
		expect(await stored()).toBe('finished');
		store.destroy();
	});

	it('lets the table end a game early and take it back, and repairs a wrong stored status', async () => {
		const store = await openNew();
		const stored = async () => (await db.sessions.get(store.id))?.status;
		await store.dispatch({ type: 'add', p: 0, n: 3 });
		expect((await store.endByTable(true)).status).toBe('saved');
		expect(await stored()).toBe('finished');
		// The table's end is an entry of the log: undo takes it back, redo puts it back.
		await store.undo();
		expect(await stored()).toBe('active');
		await store.redo();
		expect(await stored()).toBe('finished');
		// A finished game takes no entry until it is reopened.
		const refused = await store.dispatch({ type: 'add', p: 0, n: 1 });
		expect(refused.status === 'refused' && refused.violation.reason).toMatch(/Reopen it/);
		await store.endByTable(false);
		expect(await stored()).toBe('active');
		expect((await store.dispatch({ type: 'add', p: 0, n: 1 })).status).toBe('saved');
		// Abandoning is its own end, and the stored status says so.
		expect((await store.lifeStep('abandon')).status).toBe('saved');
		expect(await stored()).toBe('abandoned');
		expect((await store.lifeStep('reopen')).status).toBe('saved');
		expect(await stored()).toBe('active');
		store.destroy();
		await db.sessions.update(store.id, { status: 'finished' });
		const again = new SessionStore<State>(store.id, load);
		await again.open();
		expect(await stored()).toBe('active');
		again.destroy();
	});

	it('says a write failed, keeps the state, and writes nothing when storage refuses', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 2 });
		const add = db.events.add;
		db.events.add = () =>
			Promise.reject(Object.assign(new Error('quota'), { name: 'QuotaExceededError' })) as never;
		try {
			const result = await store.dispatch({ type: 'add', p: 0, n: 5 });
			expect(result.status).toBe('failed');
			expect(result.status === 'failed' && result.reason).toMatch(/out of storage space/);
			const undo = await store.undo();
			expect(undo.status).toBe('failed');
			// The reason goes to the screen that made the entry, once; the page has no copy of it.
			expect(store.error).toBeNull();
		} finally {
			db.events.add = add;
		}
		expect(store.state?.points).toEqual([2, 0]);
		expect(store.canUndo).toBe(true);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(1);
		store.destroy();
	});

	it('shows an entry as saved when the browser stored it although it reported a failure', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 2 });
		// Chromium on a full disk: the entry is stored, then the browser says "Internal error".
		const transaction = db.transaction;
		db.transaction = (async (...args: unknown[]) => {
			await (transaction as (...a: unknown[]) => Promise<unknown>).apply(db, args);
			throw Object.assign(new Error('Internal error.'), { name: 'UnknownError' });
		}) as never;
		let result: WriteResult;
		try {
			result = await store.dispatch({ type: 'add', p: 0, n: 5 });
		} finally {
			db.transaction = transaction;
		}
		expect(result).toMatchObject({ status: 'saved' });
		expect(store.state?.points).toEqual([7, 0]);
		// The next entry follows it, with no word of another tab.
		const next = await store.dispatch({ type: 'add', p: 1, n: 1 });
		expect(next).toMatchObject({ status: 'saved' });
		expect(store.state?.points).toEqual([7, 1]);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(3);
		store.destroy();
	});

	it('says what the browser said, and whether the entry was stored, when storage fails', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 2 });
		const add = db.events.add;
		const get = db.events.get;
		const internal = () =>
			Promise.reject(Object.assign(new Error('Internal error.'), { name: 'UnknownError' }));
		db.events.add = internal as never;
		try {
			const result = await store.dispatch({ type: 'add', p: 0, n: 5 });
			expect(result.status === 'failed' && result.reason).toBe(
				'The browser could not write to its storage (it said: "Internal error"). This usually means the device is out of space. This was not saved. Free some space on the device and try again.'
			);
			// When storage cannot even be read, the screen does not pretend to know.
			db.events.get = internal as never;
			const unread = await store.dispatch({ type: 'add', p: 0, n: 5 });
			expect(unread.status === 'failed' && unread.reason).toMatch(
				/cannot tell whether this was saved/
			);
			expect(unread.status === 'failed' && unread.reason).not.toMatch(/Nothing was changed/);
		} finally {
			db.events.add = add;
			db.events.get = get;
			// The failing storage was closed (halted); with room again, it opens.
			await resumeStorage(db);
		}
		expect(store.state?.points).toEqual([2, 0]);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(1);
		store.destroy();
	});

	it('keeps two tabs on one session in step', async () => {
		const first = await openNew();
		const second = new SessionStore<State>(first.id, load);
		await second.open();
		await first.dispatch({ type: 'add', p: 0, n: 3 });
		await until(() => second.state?.points[0] === 3);
		// The second tab's entry now has to follow the first tab's.
		await second.dispatch({ type: 'add', p: 1, n: 4 });
		await until(() => first.state?.points[1] === 4);
		expect(second.error).toBeNull();
		first.destroy();
		second.destroy();
	});

	it('tells the user when another tab wrote first, and catches up without losing either entry', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 1 });
		store.destroy(); // no live updates: simulates a tab that has not heard yet
		await appendEvent(store.id, 2, { type: 'add', p: 1, n: 2 });
		const result = await store.dispatch({ type: 'add', p: 0, n: 10 });
		// Refused for what really happened, not for a rule; the game shown is the other tab's.
		expect(result.status === 'refused' && result.violation.reason).toMatch(/another tab/);
		expect(result.status === 'refused' && result.violation.rule).toBeUndefined();
		expect(store.state?.points).toEqual([1, 2]);
		expect(store.changedElsewhere?.seq).toBe(2);
		// Once this tab has caught up, the same entry records.
		expect((await store.dispatch({ type: 'add', p: 0, n: 10 })).status).toBe('saved');
		expect(store.state?.points).toEqual([11, 2]);
	});

	it('says an undo did nothing when another tab wrote first, and shows the game as it is', async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 1 });
		// This tab has read its whole log before the other tab writes: otherwise that read may
		// already hold the other tab's entry, and the undo would not be the one this tab saw.
		await until(() => !store.loading);
		store.destroy();
		await appendEvent(store.id, 2, { type: 'add', p: 1, n: 2 });
		const result = await store.undo();
		expect(result.status === 'failed' && result.reason).toMatch(
			/^Nothing was undone, because the game changed in another tab/
		);
		expect(store.state?.points).toEqual([1, 2]);
		expect(await db.events.where('sessionId').equals(store.id).count()).toBe(2);
	});

	it('tells apart what another tab wrote from what this tab wrote', async () => {
		const first = await openNew();
		const second = new SessionStore<State>(first.id, load);
		await second.open();
		await second.dispatch({ type: 'add', p: 0, n: 1 });
		expect(second.logSeq).toBe(1);
		await until(() => first.logSeq === 1);
		expect(second.changedElsewhere).toBeNull();
		expect(first.changedElsewhere?.seq).toBe(1);
		await first.undo();
		await until(() => second.changedElsewhere?.seq === 2);
		expect(second.state?.points).toEqual([0, 0]);
		first.destroy();
		second.destroy();
	});

	it('opens a long session from stored snapshots with the same state as a full fold', async () => {
		const row = await createSession({ game: 'transform', title: 'long', players, houseRules: {} });
		const total = SNAPSHOT_EVERY * 3 + 5;
		await db.events.bulkAdd(
			Array.from({ length: total }, (_, i) => ({
				sessionId: row.id,
				seq: i + 1,
				at: 0,
				event: { type: 'add', p: i % 2, n: 0 }
			}))
		);
		const first = new SessionStore<State>(row.id, load);
		await first.open();
		await until(() => true);
		first.destroy();
		expect(await db.snapshots.where('sessionId').equals(row.id).count()).toBeGreaterThan(0);
		const second = new SessionStore<State>(row.id, load);
		await second.open();
		expect(second.state).toEqual(first.state);
		expect(second.entries).toHaveLength(total);
		expect(second.historyLoaded).toBe(true);
		const tips = await db.snapshots.where('sessionId').equals(row.id).toArray();
		expect(tips.some((t) => t.logSeq === total)).toBe(true);
		second.destroy();
	});

	it('opens correctly when entries after the tip snapshot undo past it', async () => {
		const row = await createSession({ game: 'transform', title: 'undo', players, houseRules: {} });
		const total = SNAPSHOT_EVERY + 3;
		await db.events.bulkAdd(
			Array.from({ length: total }, (_, i) => ({
				sessionId: row.id,
				seq: i + 1,
				at: 0,
				event: { type: 'add', p: 0, n: 1 }
			}))
		);
		const first = new SessionStore<State>(row.id, load);
		await first.open();
		first.destroy();
		// Five undos after the tip reach two entries below it.
		for (let k = 1; k <= 5; k++) await appendEvent(row.id, total + k, { type: 'undo' });
		const second = new SessionStore<State>(row.id, load);
		await second.open();
		expect(second.state?.points).toEqual([total - 5, 0]);
		expect(second.canRedo).toBe(true);
		second.destroy();
	});
	it('on a shared table, writes who made each entry and folds the log again on request', async () => {
		const store = await openNew();
		store.author = { name: 'A' };
		expect((await store.dispatch({ type: 'add', p: 0, n: 5 })).status).toBe('saved');
		await store.reload(false);
		expect(store.state?.points).toEqual([5, 0]);
		expect(store.entries.map((e) => e.by)).toEqual([{ name: 'A' }]);
		expect((await store.dispatch({ type: 'add', p: 1, n: 2 })).status).toBe('saved');
		expect(store.state?.points).toEqual([5, 2]);
		// Not news from elsewhere: a form holding typed values keeps them without a notice.
		expect(store.changedElsewhere).toBeNull();
		store.destroy();
	});

	it('shows the rewritten log, never the one it replaced, when an entry is saved while a shared table rewrites it', async () => {
		const store = await openNew();
		for (const n of [1, 2, 3]) await store.dispatch({ type: 'add', p: 0, n });
		// The shared table puts another phone's round (B: 10) where this phone's last one was, as
		// followMergedLog does: same length, other entry.
		await db.events.put({
			sessionId: store.id,
			seq: 3,
			at: 1,
			event: { type: 'add', p: 1, n: 10 }
		});
		// The screen folds the rewritten log while this phone saves its next round.
		const saved = store.dispatch({ type: 'add', p: 0, n: 4 });
		const reloaded = store.reload(true);
		expect((await saved).status).toBe('saved');
		await reloaded;
		// What the grid shows is what the stored log folds to.
		const fresh = new SessionStore<State>(store.id, load);
		await fresh.open();
		expect(fresh.state?.points).toEqual([7, 10]);
		expect(store.state?.points).toEqual(fresh.state?.points);
		fresh.destroy();
		store.destroy();
	});

	it('shows the rewritten log when the browser stored an entry while a shared table rewrote it, though it reported a failure', async () => {
		const store = await openNew();
		for (const n of [1, 2, 3]) await store.dispatch({ type: 'add', p: 0, n });
		// While this phone saves its next round, the shared table puts another phone's round
		// (B: 10) where this phone's last one was and the screen folds the rewritten log; then the
		// browser stores the round and says "Internal error" (Chromium on a full disk). A
		// transaction reported failed tells no live query, so the entry is written past Dexie's
		// change tracking: only what the store does after the failure can show it.
		const transaction = db.transaction;
		const add = db.events.add;
		db.transaction = (async (...args: unknown[]) => {
			db.transaction = transaction;
			await db.events.put({
				sessionId: store.id,
				seq: 3,
				at: 1,
				event: { type: 'add', p: 1, n: 10 }
			});
			await store.reload(true);
			db.events.add = ((row: unknown) =>
				new Promise((resolve, reject) => {
					const request = Dexie.currentTransaction!.idbtrans.objectStore('events').add(row);
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(request.error);
				})) as never;
			await (transaction as (...a: unknown[]) => Promise<unknown>).apply(db, args);
			throw Object.assign(new Error('Internal error.'), { name: 'UnknownError' });
		}) as never;
		let result: WriteResult;
		try {
			result = await store.dispatch({ type: 'add', p: 0, n: 4 });
		} finally {
			db.transaction = transaction;
			db.events.add = add;
		}
		expect(result).toMatchObject({ status: 'saved' });
		// The grid shows the rewritten log with this round, at once: A 1 + 2 + 4, B 10.
		expect(store.state?.points).toEqual([7, 10]);
		// And that is what the stored log folds to.
		const fresh = new SessionStore<State>(store.id, load);
		await fresh.open();
		expect(fresh.state?.points).toEqual([7, 10]);
		expect(store.state?.points).toEqual(fresh.state?.points);
		fresh.destroy();
		store.destroy();
	});
});

describe('SessionStore snapshots', () => {
	/** A session of `count` stored entries, each adding 1 to A. */
	async function stored(count: number) {
		const row = await createSession({ game: 'transform', title: 'tip', players, houseRules: {} });
		await db.events.bulkAdd(
			Array.from({ length: count }, (_, i) => ({
				sessionId: row.id,
				seq: i + 1,
				at: 0,
				event: { type: 'add', p: 0, n: 1 }
			}))
		);
		return row.id;
	}

	/** A session of `count` stored entries, opened once so its tip snapshots are stored. */
	async function storedWithTip(count: number) {
		const id = await stored(count);
		const first = new SessionStore<State>(id, load);
		await first.open();
		first.destroy();
		return id;
	}

	it('stores the tip with the entry that reaches it, as the log folds to it', async () => {
		const id = await stored(SNAPSHOT_EVERY - 1);
		const store = new SessionStore<State>(id, load);
		await store.open();
		expect(await db.snapshots.where('sessionId').equals(id).count()).toBe(0);
		expect((await store.dispatch({ type: 'add', p: 1, n: 2 })).status).toBe('saved');
		const [tip] = await db.snapshots.where('sessionId').equals(id).toArray();
		expect(tip).toMatchObject({ logSeq: SNAPSHOT_EVERY, count: SNAPSHOT_EVERY });
		expect(tip.state).toEqual({ points: [SNAPSHOT_EVERY - 1, 2] });
		expect(tip.state).toEqual(store.state);
		store.destroy();
	});

	it('ignores a snapshot that claims more of the log than is stored, and writes its own', async () => {
		const id = await stored(SNAPSHOT_EVERY - 1);
		// Left by a longer log under the same id (or written wrong): it must not be believed.
		const claimed = SNAPSHOT_EVERY * 2;
		await db.snapshots.put({
			sessionId: id,
			build: SNAPSHOT_FORMAT,
			count: claimed,
			lastSeq: claimed,
			logSeq: claimed,
			redoable: [],
			state: { points: [99, 99] }
		});
		const store = new SessionStore<State>(id, load);
		await store.open();
		expect(store.state).toEqual({ points: [SNAPSHOT_EVERY - 1, 0] });
		await store.dispatch({ type: 'add', p: 1, n: 2 });
		const tips = await db.snapshots.where('sessionId').equals(id).toArray();
		expect(tips.find((t) => t.logSeq === SNAPSHOT_EVERY)?.state).toEqual({
			points: [SNAPSHOT_EVERY - 1, 2]
		});
		store.destroy();
	});

	it('takes an entry at once from the tip of a long log, and the whole log then agrees', async () => {
		const total = SNAPSHOT_EVERY * 3 + 5;
		const id = await storedWithTip(total);
		const store = new SessionStore<State>(id, load);
		const opening = store.open();
		// Made as soon as the game shows, while its whole history is still being read.
		const made = store.dispatch({ type: 'add', p: 1, n: 4 });
		expect(await made).toMatchObject({ status: 'saved', entry: { seq: total + 1 } });
		await opening;
		expect(store.historyLoaded).toBe(true);
		expect(store.entries).toHaveLength(total + 1);
		expect(store.state).toEqual({ points: [total, 4] });
		expect(await db.events.where('sessionId').equals(id).count()).toBe(total + 1);
		// Undo now takes back that very entry.
		expect(await store.undo()).toMatchObject({ status: 'saved', entry: { seq: total + 1 } });
		expect(store.state).toEqual({ points: [total, 0] });
		store.destroy();
	});

	it('writes the summary of an entry made from the tip once the whole log is read', async () => {
		const total = SNAPSHOT_EVERY * 3 + 5;
		const id = await storedWithTip(total);
		const store = new SessionStore<State>(id, load);
		const opening = store.open();
		expect((await store.dispatch({ type: 'add', p: 1, n: 4 })).status).toBe('saved');
		await opening;
		const summary = await db.summaries.get(id);
		expect(summary?.eventCount).toBe(total + 1);
		expect(summary?.play?.players.map((p) => p.score)).toEqual([total, 4]);
		store.destroy();
	});

	it('a long game the table abandoned takes no entry from its tip, as a short one', async () => {
		const total = SNAPSHOT_EVERY * 3 + 5;
		const id = await stored(total);
		await db.events.add({ sessionId: id, seq: total + 1, at: 0, event: { type: 'abandon' } });
		const first = new SessionStore<State>(id, load);
		await first.open();
		expect(first.session?.status).toBe('abandoned');
		first.destroy();
		const store = new SessionStore<State>(id, load);
		void store.open();
		const made = await store.dispatch({ type: 'add', p: 1, n: 4 });
		expect(made.status).toBe('refused');
		expect(await db.events.where('sessionId').equals(id).count()).toBe(total + 1);
		store.destroy();
	});
});

describe('SessionStore.setLocation', () => {
	it("changes an ended game's location with its play, so Stats counts it there at once", async () => {
		const store = await openNew();
		await store.dispatch({ type: 'add', p: 0, n: 30 });
		const before = (await db.summaries.get(store.id))?.play;
		await store.setLocation("Sam's kitchen");
		expect(store.session?.location).toBe("Sam's kitchen");
		const summary = await db.summaries.get(store.id);
		expect(summary?.play?.location).toBe("Sam's kitchen");
		// The play is the same as before but for its location.
		expect(summary?.play).toEqual({ ...before, location: "Sam's kitchen" });
		await store.setLocation('');
		expect((await db.summaries.get(store.id))?.play?.location).toBeUndefined();
		expect((await db.sessions.get(store.id))?.location).toBeUndefined();
		store.destroy();
	});
});
