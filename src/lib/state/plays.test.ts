import { describe, expect, it } from 'vitest';
import { violation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { SNAPSHOT_FORMAT } from '$lib/db/snapshot-format';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import {
	appendEvent,
	createSession,
	db,
	saveSnapshot,
	updateSession,
	type SessionRow
} from '$lib/db';
import type { GameModule } from '$lib/games/registry';
import { keptPlays, loadPlays } from './plays';

// A tiny game: each event adds points to a seat; 30 ends it and the highest total wins.
type State = { points: number[]; names: string[] };
const engine: GameEngine<State, GameEvent> = {
	id: 'transform',
	defaultHouseRules: {},
	setup: (players) =>
		players.length < 2
			? violation('Two players at least.')
			: { points: players.map(() => 0), names: players.map((p) => p.name) },
	apply(state, event) {
		const points = [...state.points];
		points[event.p as number] += event.n as number;
		return { ...state, points };
	},
	scoreboard: (s) => {
		const best = Math.max(...s.points);
		const finished = s.points.some((p) => p >= 30);
		return {
			players: s.names,
			rounds: [{ label: 'Round 1', scores: s.points }],
			totals: s.points,
			finished,
			leaders: s.points.flatMap((p, i) => (p === best ? [i] : []))
		};
	},
	isFinished: (s) => s.points.some((p) => p >= 30)
};
const load = async (game: SessionRow['game']): Promise<GameModule> => {
	if (game !== 'transform') throw new Error('not in this build');
	return { engine, houseRuleFields: [] };
};
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bea' }
];

async function session(points: [number, number][], houseRules: Record<string, unknown> = {}) {
	const row = await createSession({ game: 'transform', title: '', players, houseRules });
	let seq = 0;
	for (const [p, n] of points)
		await appendEvent(row.id, ++seq, { type: 'add', p, n }, { status: 'active' });
	return row;
}

describe('loadPlays', () => {
	it('folds each stored session into a play with totals, places and winners', async () => {
		await db.sessions.clear();
		const won = await session([
			[0, 10],
			[1, 31]
		]);
		await updateSession(won.id, { status: 'finished' });
		const running = await session([[0, 4]], { gameName: 'Catan' });
		const { plays, unreadable } = await loadPlays(db, load);
		expect(unreadable).toBe(0);
		const first = plays.find((p) => p.sessionId === won.id)!;
		expect(first.status).toBe('finished');
		expect(first.gameName).toBe('Transform');
		expect(first.players.map((p) => [p.name, p.score, p.place, p.winner])).toEqual([
			['Ada', 10, 2, false],
			['Bea', 31, 1, true]
		]);
		const second = plays.find((p) => p.sessionId === running.id)!;
		expect([second.status, second.gameName]).toEqual(['unfinished', 'Catan']);
	});

	it('takes the status from the log, not from a stored one that disagrees', async () => {
		await db.sessions.clear();
		const row = await session([[1, 30]]);
		// An older build could leave a game its rules ended marked as in progress.
		await db.sessions.update(row.id, { status: 'active' });
		const { plays } = await loadPlays(db, load);
		expect(plays[0].status).toBe('finished');
		expect(plays[0].players.map((p) => p.winner)).toEqual([false, true]);
	});

	it('calls a game the table ended before its rules did stopped early, its winner kept', async () => {
		await db.sessions.clear();
		const row = await session([[0, 4]]);
		await updateSession(row.id, { status: 'finished', endedByTable: true });
		const over = await session([[1, 30]]);
		const { plays } = await loadPlays(db, load);
		const stopped = plays.find((p) => p.sessionId === row.id)!;
		expect([stopped.status, stopped.stoppedEarly]).toEqual(['finished', true]);
		expect(stopped.players.map((p) => p.winner)).toEqual([true, false]);
		expect(plays.find((p) => p.sessionId === over.id)!.stoppedEarly).toBeUndefined();
	});

	it('reads a session again only once it has changed', async () => {
		await db.sessions.clear();
		const row = await session([[0, 5]]);
		await loadPlays(db, load);
		// A change made behind the stamp's back (the same updatedAt and count) is not seen...
		await db.events.update([row.id, 1], { event: { type: 'add', p: 0, n: 6 } });
		expect((await loadPlays(db, load)).plays[0].players[0].score).toBe(5);
		// ...while an entry written as the app writes it is.
		await appendEvent(row.id, 2, { type: 'add', p: 1, n: 2 }, { status: 'active' });
		const again = (await loadPlays(db, load)).plays[0];
		expect(again.players.map((p) => p.score)).toEqual([6, 2]);
	});

	it('keeps the plays it read for the Stats screen until this tab writes again', async () => {
		await db.sessions.clear();
		const row = await session([[0, 5]]);
		const loaded = await loadPlays(db, load);
		expect(keptPlays(db, SUMMARY_FORMAT)).toBe(loaded);
		// Another format's or another database's plays are not these.
		expect(keptPlays(db, 'another format')).toBeNull();
		await appendEvent(row.id, 2, { type: 'add', p: 1, n: 2 }, { status: 'active' });
		expect(keptPlays(db, SUMMARY_FORMAT)).toBeNull();
		const again = await loadPlays(db, load);
		expect(again.plays[0].players.map((p) => p.score)).toEqual([5, 2]);
		expect(keptPlays(db, SUMMARY_FORMAT)).toBe(again);
	});

	it('starts from the stored tip snapshot and folds only the entries after it', async () => {
		await db.sessions.clear();
		const row = await session([
			[0, 1],
			[0, 1],
			[1, 3]
		]);
		// The snapshot says 20 after two entries, which the log alone would not: it was used.
		await saveSnapshot({
			sessionId: row.id,
			count: 2,
			lastSeq: 2,
			logSeq: 2,
			redoable: [],
			build: SNAPSHOT_FORMAT,
			state: { points: [20, 0], names: ['Ada', 'Bea'] }
		});
		const { plays } = await loadPlays(db, load);
		expect(plays[0].players.map((p) => p.score)).toEqual([20, 3]);
	});

	it('leaves out sessions of a game this build cannot open, and says how many', async () => {
		await db.sessions.clear();
		await session([[0, 1]]);
		await db.sessions.add({
			id: 'elsewhere',
			game: 'reframing',
			title: '',
			players,
			houseRules: {},
			status: 'active',
			createdAt: 1,
			updatedAt: 1,
			eventCount: 0
		});
		const { plays, unreadable } = await loadPlays(db, load);
		expect([plays.length, unreadable]).toEqual([1, 1]);
	});
});
