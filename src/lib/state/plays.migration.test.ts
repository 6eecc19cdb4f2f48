import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import { playsCsv } from '$lib/core/csv';
import type { Play } from '$lib/core/plays';
import { computeStats } from '$lib/core/stats';
import { peekHome } from '$lib/db/peek';
import { STORES_V5, TablemateDB } from '$lib/db/schema';
import { loadGame } from '$lib/games/registry';
import { loadPlays } from './plays';

// A database as the previous version (schema 5) left it: Bob played Catan as Bob and Hearts as
// "Bobby", a name for that game only, and Eve joined Hearts late with 30. Its summaries are of the
// old shape (a play named each player by their name in that game, and knew no late joiner's id),
// written, at worst, under the very build string this one has.
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];
const hearts = {
	id: 'hearts',
	game: 'notepad',
	title: 'Hearts',
	players,
	houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: 2 },
	status: 'finished',
	createdAt: Date.UTC(2026, 10, 20, 20),
	updatedAt: Date.UTC(2026, 10, 20, 21),
	eventCount: 4
};
const catan = {
	...hearts,
	id: 'catan',
	title: 'Catan',
	houseRules: { gameName: 'Catan', winBy: 'highest', target: null, rounds: 1 },
	createdAt: Date.UTC(2026, 10, 21, 20),
	updatedAt: Date.UTC(2026, 10, 21, 21),
	eventCount: 1
};
const at = (row: typeof hearts, minutes: number) => row.createdAt + minutes * 60_000;
const heartsLog = [
	{ type: 'round', scores: { a: 1, b: 9 } },
	{ type: 'join', player: 'e', name: 'Eve', start: 30 },
	{ type: 'rename', player: 'b', name: 'Bobby' },
	{ type: 'round', scores: { a: 2, b: 3, e: -10 } }
];
const oldPlay = (row: typeof hearts, names: string[], scores: number[]): Play => ({
	sessionId: row.id,
	gameKey: `named:${row.title.toLowerCase()}`,
	gameName: row.title,
	title: row.title,
	date: row.createdAt,
	duration: 60_000,
	status: 'finished',
	lowestWins: false,
	players: names.map((name, i) => ({
		name,
		...(players[i] ? { playerId: players[i].id } : {}),
		score: scores[i],
		place: 1 + scores.filter((s) => s > scores[i]).length,
		winner: scores[i] === Math.max(...scores)
	}))
});

async function previousVersion(name: string): Promise<void> {
	const old = new Dexie(name);
	old.version(5).stores(STORES_V5);
	await old.table('sessions').bulkAdd([hearts, catan]);
	await old.table('events').bulkAdd([
		...heartsLog.map((event, i) => ({
			sessionId: 'hearts',
			seq: i + 1,
			at: at(hearts, i + 1),
			event
		})),
		{
			sessionId: 'catan',
			seq: 1,
			at: at(catan, 1),
			event: { type: 'round', scores: { a: 4, b: 7 } }
		}
	]);
	await old
		.table('players')
		.bulkAdd(
			[...players, { id: 'e', name: 'Eve' }].map((p) => ({ ...p, createdAt: 1, lastUsedAt: 1 }))
		);
	await old.table('summaries').bulkAdd([
		{
			sessionId: 'hearts',
			build: SUMMARY_FORMAT,
			play: oldPlay(hearts, ['Ada', 'Bobby', 'Eve'], [3, 12, 20]),
			duration: 60_000,
			eventCount: 4
		},
		{
			sessionId: 'catan',
			build: SUMMARY_FORMAT,
			play: oldPlay(catan, ['Ada', 'Bob'], [4, 7]),
			duration: 60_000,
			eventCount: 1
		}
	]);
	old.close();
}

describe('upgrading a database of schema version 5', () => {
	it('builds every play again, so a player renamed for one game is one player in Stats and CSV', async () => {
		const name = `previous-${Date.now()}`;
		await previousVersion(name);
		const database = new TablemateDB(name);
		const { plays } = await loadPlays(database, loadGame);
		const roster = new Map((await database.players.toArray()).map((p) => [p.id, p.name]));
		const stats = computeStats(plays, {
			range: 'all',
			now: Date.now(),
			unfinishedScores: false,
			roster
		});
		expect(stats.players.map((p) => [p.name, p.played, p.wins])).toEqual([
			['Eve', 1, 1],
			['Bob', 2, 1],
			['Ada', 2, 0]
		]);
		// The plays file: who the player is, and the name Hearts gave him.
		const rows = playsCsv(plays, roster)
			.trim()
			.split('\r\n')
			.slice(1)
			.map((line) => line.split(',').slice(3, 6));
		expect(rows).toEqual([
			['"Hearts"', '"Ada"', '"Ada"'],
			['"Hearts"', '"Bob"', '"Bobby"'],
			['"Hearts"', '"Eve"', '"Eve"'],
			['"Catan"', '"Ada"', '"Ada"'],
			['"Catan"', '"Bob"', '"Bob"']
		]);
		// Eve's play knows her by her id now, and Home names the seats as they are now.
		expect(plays.find((p) => p.sessionId === 'hearts')?.players[2].playerId).toBe('e');
		database.close();
		const home = await peekHome(10, name);
		expect(home?.results.hearts.players.map((p) => p.name)).toEqual(['Ada', 'Bobby', 'Eve']);
	});
});
