import { describe, expect, it } from 'vitest';
import { pointsGame, type PointsState } from '$lib/core/testing/points-game';
import type { GameEvent } from '$lib/core/engine';
import { LogFolder, SNAPSHOT_EVERY, UNDO, type LogEntry } from '$lib/core/eventlog';
import { appendEvent, createSession, db, resumeStorage, storageHalted } from '$lib/db';
import { lifeAfter, MISREAD, notDone, planEntry, storeEntry } from './session-write';

// The points game (core/testing): each event adds points; a negative number is refused; 10 ends it.
type State = PointsState;
const engine = pointsGame;
const isFinished = (s: State) => engine.isFinished(s);
const entry = (seq: number, event: GameEvent): LogEntry => ({ seq, at: seq, event });
const folderOf = (...events: GameEvent[]) =>
	new LogFolder(
		engine,
		{ points: 0 },
		events.map((e, i) => entry(i + 1, e))
	);

async function newSession() {
	return createSession({
		game: 'transform',
		title: 't',
		players: [{ id: 'a', name: 'A' }],
		houseRules: {}
	});
}

describe('planEntry', () => {
	it('makes the next entry of the log, marked when the rules end the game with it', () => {
		const folder = folderOf({ type: 'add', n: 4 });
		const quiet = planEntry(folder, isFinished, { type: 'add', n: 1 }, undefined, 0);
		expect(quiet.entry.seq).toBe(2);
		expect(quiet.after).toEqual({ points: 5 });
		expect(quiet.entry.over).toBeUndefined();
		const ending = planEntry(folder, isFinished, { type: 'add', n: 6 }, undefined, 0);
		expect(ending.entry.over).toBe(true);
		// A state already computed (and checked) by the caller is the one written.
		expect(planEntry(folder, isFinished, { type: 'add', n: 6 }, { points: 3 }, 0).after).toEqual({
			points: 3
		});
	});

	it('never marks an undo, and stores a tip every SNAPSHOT_EVERY entries', () => {
		const folder = folderOf({ type: 'add', n: 12 });
		const undo = planEntry(folder, isFinished, { type: UNDO }, undefined, 0);
		expect(undo.after).toEqual({ points: 0 });
		expect(undo.entry.over).toBeUndefined();
		expect(undo.tip).toBeNull();
		// The entry SNAPSHOT_EVERY past the last stored tip stores one.
		const next = planEntry(
			folder,
			isFinished,
			{ type: 'add', n: 1 },
			undefined,
			2 - SNAPSHOT_EVERY
		);
		expect(next.tip?.logSeq).toBe(2);
		expect(next.tip?.state).toEqual({ points: 13 });
	});
});

describe('lifeAfter', () => {
	it('reads the life with the entry to be written, and an undo takes a finish back', async () => {
		const row = await newSession();
		const folder = folderOf({ type: 'add', n: 1 });
		expect(lifeAfter(folder, row).ended).toBeNull();
		const finish = entry(2, { type: 'finish' });
		expect(lifeAfter(folder, row, finish).ended).toBe('finished');
		folder.append(finish);
		expect(lifeAfter(folder, row).ended).toBe('finished');
		expect(lifeAfter(folder, row, entry(3, { type: UNDO })).ended).toBeNull();
	});
});

describe('storeEntry', () => {
	it('stores the entry at the end of the log, and says when another tab wrote there first', async () => {
		const row = await newSession();
		const stored = await storeEntry(row.id, 1, { type: 'add', n: 1 }, { at: 1000 });
		expect(stored).toMatchObject({ status: 'stored', reportedFailed: false });
		expect(stored.status === 'stored' && stored.entry.event).toEqual({ type: 'add', n: 1 });
		expect((await db.events.get([row.id, 1]))?.at).toBe(1000);
		expect(await storeEntry(row.id, 1, { type: 'add', n: 2 }, { at: 2000 })).toEqual({
			status: 'conflict'
		});
		expect((await db.events.get([row.id, 1]))?.event).toEqual({ type: 'add', n: 1 });
	});

	it('takes a conflict with nothing stored at its seq for a misread log and stops saving', async () => {
		const row = await newSession();
		await appendEvent(row.id, 1, { type: 'add', n: 1 });
		try {
			// The log ends at 1, so entry 3 conflicts, yet nothing is stored at 3.
			expect(await storeEntry(row.id, 3, { type: 'add', n: 2 }, { at: 3000 })).toEqual({
				status: 'failed',
				reason: MISREAD
			});
			expect(storageHalted()).toBe(true);
		} finally {
			await resumeStorage(db);
		}
		expect(await db.events.where('sessionId').equals(row.id).count()).toBe(1);
	});
});

describe('notDone', () => {
	it('says what was not done and why', () => {
		expect(notDone('undone')).toMatch(/^Nothing was undone, because the game changed/);
		expect(notDone('redone')).toMatch(/^Nothing was redone,/);
	});
});
