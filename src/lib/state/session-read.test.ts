import { describe, expect, it } from 'vitest';
import { pointsGame, type PointsState } from '$lib/core/testing/points-game';
import { LogFolder, tipOf, type LogEntry } from '$lib/core/eventlog';
import { appendEvent, createSession, saveSnapshot } from '$lib/db';
import { SNAPSHOT_FORMAT } from '$lib/db/snapshot-format';
import {
	foldAgain,
	readFromTip,
	readSessionRow,
	readSnapshots,
	readWholeLog,
	takeInRows
} from './session-read';

// The points game (core/testing): each event adds points; a negative number is refused; 10 ends it.
type State = PointsState;
const engine = pointsGame;
const add = (seq: number, n: number): LogEntry => ({ seq, at: seq, event: { type: 'add', n } });

/** A session whose log adds each of `points` in turn. */
async function sessionWith(...points: number[]) {
	const row = await createSession({
		game: 'transform',
		title: 't',
		players: [{ id: 'a', name: 'A' }],
		houseRules: {}
	});
	for (const [i, n] of points.entries()) await appendEvent(row.id, i + 1, { type: 'add', n });
	return row;
}

describe('readSessionRow', () => {
	it('reads a stored session, and says plainly when the game is not on this device', async () => {
		const row = await sessionWith();
		expect(await readSessionRow(row.id)).toMatchObject({ row: { id: row.id } });
		expect(await readSessionRow('no-such-game')).toEqual({
			error: 'This game is not on this device. It may have been deleted.'
		});
	});
});

describe('readSnapshots and readFromTip', () => {
	it('opens from the newest tip and the entries after it, ignoring a tip past the stored log', async () => {
		const row = await sessionWith(1, 2, 3);
		const folder = new LogFolder(engine, { points: 0 }, [add(1, 1), add(2, 2)]);
		const tip = tipOf(folder.result, 2)!;
		await saveSnapshot({ sessionId: row.id, build: SNAPSHOT_FORMAT, ...tip, redoable: [] });
		// A snapshot claiming entries the log does not hold is of another log.
		const beyond = tipOf(
			new LogFolder(
				engine,
				{ points: 0 },
				[1, 2, 3, 4].map((s) => add(s, 1))
			).result,
			4
		)!;
		await saveSnapshot({ sessionId: row.id, build: SNAPSHOT_FORMAT, ...beyond, redoable: [] });
		const snapshots = await readSnapshots<State>(row.id);
		expect(snapshots.map((s) => s.logSeq)).toEqual([2]);
		expect(await readFromTip(row.id, engine, snapshots)).toEqual({
			state: { points: 6 },
			canUndo: true,
			canRedo: false,
			skipped: 0,
			logSeq: 3
		});
		expect(await readFromTip(row.id, engine, [])).toBeNull();
	});
});

describe('readWholeLog', () => {
	it('folds the whole log, marking the entry after which the game stood over', async () => {
		// A log written by an older build, before entries were marked.
		const row = { ...(await sessionWith(4, 7, 2)), overMarked: undefined };
		const { folder, marks } = await readWholeLog(row, engine, { points: 0 }, []);
		expect(folder.state).toEqual({ points: 13 });
		expect(folder.nextSeq).toBe(4);
		expect([...(marks ?? [])]).toEqual([2, 3]);
		// A log already marked is not marked again.
		const marked = await readWholeLog({ ...row, overMarked: true }, engine, { points: 0 }, []);
		expect(marked.marks).toBeNull();
	});
});

describe('takeInRows', () => {
	it('folds on what is new, and says when an entry is missing before it', () => {
		const folder = new LogFolder(engine, { points: 0 }, [add(1, 1)]);
		expect(takeInRows(folder, [add(1, 1)])).toBe('none');
		expect(takeInRows(folder, [add(3, 5)])).toBe('gap');
		expect(folder.nextSeq).toBe(2);
		expect(takeInRows(folder, [add(1, 1), add(2, 2), add(3, 3)])).toBe('taken');
		expect(folder.state).toEqual({ points: 6 });
		expect(folder.nextSeq).toBe(4);
		// An entry this build's rules refuse is kept in the log and skipped in the fold.
		expect(takeInRows(folder, [add(4, -1)])).toBe('taken');
		expect(folder.state).toEqual({ points: 6 });
		expect(folder.result.skipped).toHaveLength(1);
	});
});

describe('foldAgain', () => {
	it('folds the whole stored log again', async () => {
		const row = await sessionWith(1, 2);
		const folder = new LogFolder(engine, { points: 0 }, [add(1, 5)]);
		await foldAgain(row.id, folder);
		expect(folder.state).toEqual({ points: 3 });
		expect(folder.nextSeq).toBe(3);
	});
});
