/**
 * The Stats screen's first view, stored with the summaries (summaries.ts): shown on a first
 * visit only while it is the view of the plays as they are, so every change of them drops it.
 */
import { describe, expect, it } from 'vitest';
import type { Play } from '../core/plays';
import { computeStats } from '../core/stats';
import { viewOfStats } from '../core/stats-view';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import {
	appendEvent,
	createSession,
	deleteSession,
	listPlayers,
	savePlayer,
	updateSession
} from './index';
import { TablemateDB, type SessionRow } from './schema';
import { followMergedLog } from './shared-tables';
import { peekStatsView } from './stats-peek';
import {
	markSummariesChanged,
	readSummariesInChunks,
	sessionIdsInChunks,
	storeStatsView,
	summariesToken,
	type DataVersion
} from './summaries';
import { gameCatalogue } from '../games/registry';

let counter = 0;
const freshDb = () => new TablemateDB(`stats-view-${Date.now()}-${counter++}`);
const BUILD = 'test';
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

const summaryAt = (score: number) => ({
	build: BUILD,
	play: (row: SessionRow): Play => ({
		sessionId: row.id,
		gameKey: row.game,
		gameName: 'Transform',
		date: row.createdAt,
		status: 'finished',
		lowestWins: false,
		players: [
			{ name: 'Ada', score, place: 1, winner: true },
			{ name: 'Bo', score: 0, place: 2, winner: false }
		]
	})
});

/** A device with one game of one entry, its view stored as the Stats screen stores it. */
async function storedDevice() {
	const database = freshDb();
	await savePlayer({ id: 'p1', name: 'Cy' }, database);
	const s = await createSession(
		{ game: 'transform', title: 'Friday', players, houseRules: {} },
		database
	);
	await appendEvent(
		s.id,
		1,
		{ type: 'a' },
		{ status: 'finished', database, summary: summaryAt(3) }
	);
	const version: DataVersion = {
		token: (await summariesToken(database))!,
		sessions: await database.sessions.count()
	};
	const plays = (await database.summaries.toArray()).flatMap((r) => (r.play ? [r.play] : []));
	const roster = new Map((await listPlayers(database)).map((p) => [p.id, p.name]));
	const view = viewOfStats(computeStats(plays, { range: 'all', now: 0, unfinishedScores: false }));
	expect(
		await storeStatsView(database, version, { build: BUILD, roster, unreadable: 0, view })
	).toBe(true);
	return { database, id: s.id, view, version, roster };
}

describe('the stored first view of the Stats screen', () => {
	it('is given back while nothing changed, with the version and the roster it is of', async () => {
		const { database, view, version, roster } = await storedDevice();
		const found = await peekStatsView(BUILD, database.name);
		expect(found?.view).toEqual(view);
		expect(found?.version).toEqual(version);
		expect(found?.roster).toEqual(roster);
		expect(roster.get('p1')).toBe('Cy');
		expect(found?.view.counted).toBe(1);
	});

	it('is nothing where there is no database, and creates none', async () => {
		const name = `stats-view-none-${Date.now()}`;
		expect(await peekStatsView(BUILD, name)).toBeNull();
		expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
	});

	it('is not given to another build', async () => {
		const { database } = await storedDevice();
		expect(await peekStatsView('another build', database.name)).toBeNull();
	});

	const changes: [string, (database: TablemateDB, id: string) => Promise<unknown>][] = [
		[
			'an entry',
			(database, id) =>
				appendEvent(id, 2, { type: 'b' }, { status: 'finished', database, summary: summaryAt(5) })
		],
		[
			'a change of the session without a summary',
			(d, id) => updateSession(id, { title: 'Sat' }, d)
		],
		['deleting a game', (database, id) => deleteSession(id, database)],
		[
			'a new game',
			(database) =>
				createSession({ game: 'transform', title: 'New', players, houseRules: {} }, database)
		],
		['renaming a regular player', (database) => savePlayer({ id: 'p1', name: 'Cyd' }, database)],
		['a new regular player', (database) => savePlayer({ id: 'p2', name: 'Di' }, database)],
		[
			'a shared table rewriting the log',
			(database, id) =>
				followMergedLog(
					database,
					id,
					1,
					0,
					[{ sessionId: id, seq: 1, at: 5, event: { type: 'c' } }],
					'active',
					{}
				)
		],
		[
			'an import',
			async (database) => {
				const file = JSON.stringify({
					format: 'tablemate-backup',
					version: 1,
					exportedAt: 1,
					sessions: [
						{
							session: {
								id: 'imported',
								game: 'notepad',
								title: 'Hearts',
								players,
								houseRules: { gameName: 'Hearts', winBy: 'lowest', target: null, rounds: null },
								status: 'active',
								createdAt: 1,
								updatedAt: 2
							},
							events: [{ seq: 1, at: 2, event: { type: 'round', scores: { a: 1, b: 2 } } }]
						}
					]
				});
				const read = await readBackup(file, gameCatalogue);
				if (!read.ok) throw new Error(read.reason);
				await importBackup(read.checked, database);
			}
		],
		['any other change of the summaries', (database) => markSummariesChanged(database)]
	];

	it.each(changes)('is dropped by %s', async (_, change) => {
		const { database, id } = await storedDevice();
		await change(database, id);
		expect(await peekStatsView(BUILD, database.name)).toBeNull();
	});

	it('stays through a write that failed, which changed nothing', async () => {
		const { database, id, view } = await storedDevice();
		// Entry 1 is already written: this write is refused whole.
		await expect(
			appendEvent(id, 1, { type: 'z' }, { status: 'finished', database, summary: summaryAt(9) })
		).rejects.toThrow();
		expect((await peekStatsView(BUILD, database.name))?.view).toEqual(view);
	});

	it('is not stored for plays that changed since they were read', async () => {
		const { database, id, view, version } = await storedDevice();
		await appendEvent(
			id,
			2,
			{ type: 'b' },
			{ status: 'finished', database, summary: summaryAt(5) }
		);
		const stale = { build: BUILD, roster: new Map([['p1', 'Cy']]), unreadable: 0, view };
		expect(await storeStatsView(database, version, stale)).toBe(false);
		const added = { ...version, token: (await summariesToken(database))! };
		await createSession({ game: 'transform', title: 'New', players, houseRules: {} }, database);
		expect(await storeStatsView(database, added, stale)).toBe(false);
		expect(await peekStatsView(BUILD, database.name)).toBeNull();
	});
});

describe('readSummariesInChunks', () => {
	it('reads every summary, the token row too, in key order, whatever the chunk', async () => {
		const database = freshDb();
		for (let i = 0; i < 7; i++) {
			const s = await createSession(
				{ game: 'transform', title: `G${i}`, players, houseRules: {} },
				database
			);
			await appendEvent(
				s.id,
				1,
				{ type: 'a' },
				{ status: 'finished', database, summary: summaryAt(i) }
			);
		}
		const all = await database.summaries.toArray();
		expect(all).toHaveLength(8);
		for (const chunk of [1, 3, 7, 8, 500])
			expect(
				await database.transaction('r', database.summaries, () =>
					readSummariesInChunks(database, chunk)
				)
			).toEqual(all);
	});
});

describe('sessionIdsInChunks', () => {
	it("reads every session's id in order, whatever the chunk", async () => {
		const database = freshDb();
		for (let i = 0; i < 5; i++)
			await createSession({ game: 'transform', title: `G${i}`, players, houseRules: {} }, database);
		const all = (await database.sessions.toCollection().primaryKeys()) as string[];
		expect(all).toHaveLength(5);
		for (const chunk of [1, 2, 5, 6])
			expect(
				await database.transaction('r', database.sessions, () =>
					sessionIdsInChunks(database, chunk)
				)
			).toEqual(all);
	});
});
