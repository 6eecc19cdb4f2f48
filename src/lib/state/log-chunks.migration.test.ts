import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { computeStats } from '$lib/core/stats';
import { db, DB_NAME, deleteSession, loadEvents, TablemateDB, type SessionRow } from '$lib/db';
import { exportBackup } from '$lib/db/backup-export';
import { readBackup } from '$lib/db/backup-read';
import { importBackup } from '$lib/db/backup-write';
import { STORES_V5 } from '$lib/db/schema';
import { gameCatalogue, loadGame } from '$lib/games/registry';
import { loadPlays } from './plays';
import { SessionStore } from './session.svelte';

// A database as the previous version (schema 6) left it, every log one entry a row: notepad games
// of two players, some with a round taken back and played again, most finished by the table, and
// one long game still going. Opened by this version (schema 7, which can keep a log in chunks),
// every game, entry, undo and Stats figure must be as before, and the same games imported from
// its backup (now stored in chunks) must read the same.
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];
const day = Date.UTC(2026, 10, 1);
type Entry = { seq: number; at: number; event: Record<string, unknown> };
interface Game {
	row: SessionRow;
	log: Entry[];
	/** Each player's total from the rounds that count (those not taken back). */
	totals: [number, number];
	finished: boolean;
}

/** Game `i`: `rounds` rounds, the second taken back and played again when `i` is even. */
function game(i: number, rounds: number, finished: boolean): Game {
	const events: Record<string, unknown>[] = [];
	const counted: [number, number][] = [];
	for (let r = 1; r <= rounds; r++) {
		const scores: [number, number] = [(i * 3 + r * 5) % 11, (i * 7 + r * 2) % 13];
		events.push({ type: 'round', scores: { a: scores[0], b: scores[1] } });
		counted.push(scores);
		if (r === 2 && i % 2 === 0) {
			events.push({ type: 'undo' });
			counted.pop();
			const again: [number, number] = [scores[0] + 1, scores[1]];
			events.push({ type: 'round', scores: { a: again[0], b: again[1] } });
			counted.push(again);
		}
	}
	if (finished) events.push({ type: 'finish' });
	const createdAt = day + i * 86_400_000;
	const log = events.map((event, n) => ({ seq: n + 1, at: createdAt + (n + 1) * 60_000, event }));
	const row: SessionRow = {
		id: `game-${String(i).padStart(3, '0')}`,
		game: 'notepad',
		title: `Game ${i}`,
		players,
		houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null },
		status: finished ? 'finished' : 'active',
		createdAt,
		updatedAt: log.at(-1)?.at ?? createdAt,
		eventCount: log.length,
		overMarked: true
	};
	const totals = counted.reduce<[number, number]>((t, s) => [t[0] + s[0], t[1] + s[1]], [0, 0]);
	return { row, log, totals, finished };
}

const games = [
	...Array.from({ length: 40 }, (_, i) => game(i, 1 + (i % 6), i % 5 !== 4)),
	game(99, 600, false)
];

async function previousVersion(): Promise<void> {
	const old = new Dexie(DB_NAME);
	old.version(6).stores(STORES_V5);
	await old.table('sessions').bulkAdd(games.map((g) => g.row));
	await old
		.table('events')
		.bulkAdd(games.flatMap((g) => g.log.map((e) => ({ sessionId: g.row.id, ...e }))));
	await old.table('players').bulkAdd(players.map((p) => ({ ...p, createdAt: 1, lastUsedAt: 1 })));
	old.close();
}

/** Plays and wins by player name, over the finished games, as the test's own sums give them. */
function expectedStats() {
	const counts = new Map(players.map((p) => [p.name, { played: 0, wins: 0 }]));
	for (const g of games.filter((g) => g.finished)) {
		const best = Math.max(...g.totals);
		players.forEach((p, i) => {
			counts.get(p.name)!.played++;
			if (g.totals[i] === best) counts.get(p.name)!.wins++;
		});
	}
	return players.map((p) => [p.name, counts.get(p.name)!.played, counts.get(p.name)!.wins]);
}

async function statsOf(database: TablemateDB) {
	const { plays } = await loadPlays(database, loadGame);
	const roster = new Map(players.map((p) => [p.id, p.name]));
	const stats = computeStats(plays, {
		range: 'all',
		now: Date.now(),
		unfinishedScores: true,
		roster
	});
	const byName = new Map(stats.players.map((p) => [p.name, p]));
	return {
		players: players.map((p) => [p.name, byName.get(p.name)?.played, byName.get(p.name)?.wins]),
		totals: new Map(plays.map((play) => [play.sessionId, play.players.map((p) => p.score ?? null)]))
	};
}

/** Every game's log as stored in `database`, entry by entry. */
async function logsIn(database: TablemateDB) {
	const logs = new Map<string, Entry[]>();
	for (const g of games)
		logs.set(
			g.row.id,
			(await loadEvents(g.row.id, 0, database)).map(({ seq, at, event }) => ({ seq, at, event }))
		);
	return logs;
}

/** Undo on the long game still going takes its last round back, as a new entry of its log. */
async function undoesTheLongGame() {
	const long = games.at(-1)!;
	const lastRound = long.log.at(-1)!.event.scores as { a: number; b: number };
	const store = new SessionStore<unknown>(long.row.id, loadGame);
	await store.open();
	expect(store.scoreboard?.totals).toEqual(long.totals);
	expect((await store.undo()).status).toBe('saved');
	expect(store.scoreboard?.totals).toEqual([
		long.totals[0] - lastRound.a,
		long.totals[1] - lastRound.b
	]);
	const log = await loadEvents(long.row.id);
	expect(log.map((e) => e.seq)).toEqual(
		Array.from({ length: long.log.length + 1 }, (_, n) => n + 1)
	);
	expect(log.at(-1)?.event).toEqual({ type: 'undo' });
	store.destroy();
}

describe('upgrading a database of schema version 6 (logs one entry a row)', () => {
	it('keeps every game, entry, undo and Stats figure, and its games imported in chunks read the same', async () => {
		await previousVersion();
		expect(await db.sessions.count()).toBe(games.length);
		expect(db.verno).toBe(8);
		// Every entry, as written.
		const logs = await logsIn(db);
		for (const g of games) expect(logs.get(g.row.id)).toEqual(g.log);
		expect((await db.sessions.toArray()).map((s) => s.eventCount)).toEqual(
			games.map((g) => g.log.length)
		);
		// Stats: plays and wins per player, and each game's totals, undo taken into account.
		const stats = await statsOf(db);
		expect(stats.players).toEqual(expectedStats());
		for (const g of games) expect(stats.totals.get(g.row.id)).toEqual(g.totals);

		const backup = JSON.stringify(await exportBackup(undefined, db));
		await undoesTheLongGame();

		// The same games imported from that backup onto a device without them: stored in chunks.
		for (const g of games) await deleteSession(g.row.id);
		const read = await readBackup(backup, gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		expect(await importBackup(read.checked, db)).toMatchObject({ added: games.length });
		expect(await db.events.count()).toBe(0);
		expect(await db.logChunks.count()).toBeGreaterThanOrEqual(games.length);
		expect(await logsIn(db)).toEqual(logs);
		expect(await statsOf(db)).toEqual(stats);
		await undoesTheLongGame();
	});
});
