import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStats, type Stats } from '$lib/core/stats';
import { isRefusal } from '$lib/core/plays-import/model';
import { TablemateDB } from '$lib/db';
import { exportBackup } from '$lib/db/backup-export';
import { readBackup } from '$lib/db/backup-read';
import { importBackup } from '$lib/db/backup-write';
import { importPlays, type PersonChoice, type PlaysImportReport } from '$lib/db/plays-import-write';
import { gameCatalogue } from '$lib/games/registry';
import { exportPlaysFile, planImport, type ImportPlan } from './plays-import';
import { loadPlays } from './plays';

const bgStats = readFileSync(
	new URL('../core/plays-import/fixtures/BGStatsExport.json', import.meta.url),
	'utf8'
);
const bggXml = readFileSync(
	new URL('../core/plays-import/fixtures/plays.xml', import.meta.url),
	'utf8'
);

let counter = 0;
const freshDb = () => new TablemateDB(`plays-import-${Date.now()}-${counter++}`);

async function plan(text: string, database: TablemateDB): Promise<ImportPlan> {
	const planned = await planImport(text, database);
	if (isRefusal(planned)) throw new Error(planned.refused);
	return planned;
}
/** The choices the screen starts with: every match as found. */
const asMatched = (p: ImportPlan): PersonChoice[] =>
	p.matches.map((m) => ({
		key: m.person.key,
		rosterId: m.rosterId,
		name: m.person.name,
		...(m.person.username ? { username: m.person.username } : {})
	}));

/** Imports and waits for the games' summaries too (stored after the games), as Stats reads them. */
async function importWhole(...args: Parameters<typeof importPlays>): Promise<PlaysImportReport> {
	const { report, summarized } = await importPlays(...args);
	await summarized;
	return report;
}

async function importAll(text: string, database: TablemateDB) {
	const planned = await plan(text, database);
	return importWhole(planned.plays, asMatched(planned), database);
}

async function statsOf(database: TablemateDB): Promise<Stats> {
	const { plays } = await loadPlays(database);
	const roster = new Map((await database.players.toArray()).map((p) => [p.id, p.name]));
	return computeStats(plays, { range: 'all', now: Date.now(), unfinishedScores: false, roster });
}
/** What a person reads on the Stats screen, by names (ids differ between two profiles). */
function shown(stats: Stats) {
	return {
		counted: stats.counted.length,
		players: stats.players
			.map((p) => ({
				name: p.name,
				played: p.played,
				wins: p.wins,
				places: p.places,
				teamWins: p.teamWins,
				coop: p.coop
			}))
			.sort((a, b) => a.name.localeCompare(b.name)),
		games: stats.games
			.map(
				({
					name,
					plays,
					coop,
					scored,
					lowestWins,
					averageWinningScore,
					recordWinningScore,
					leaderboard
				}) => ({
					name,
					plays,
					coop,
					scored,
					lowestWins,
					averageWinningScore,
					recordWinningScore,
					leaderboard: leaderboard.map((l) => [l.name, l.played, l.wins, l.best]).sort()
				})
			)
			.sort((a, b) => a.name.localeCompare(b.name)),
		headToHead: stats.headToHead
			.map((h) => [h.aName, h.bName, h.games, h.aWins, h.bWins, h.ties])
			.sort()
	};
}

describe('importing plays from BG Stats', () => {
	it('matches people by BoardGameGeek username, then by name, and shows who is new', async () => {
		const database = freshDb();
		await database.players.bulkAdd([
			{ id: 'r-ada', name: 'Ada L.', bggUsername: 'ADA_PLAYS', createdAt: 1, lastUsedAt: 1 },
			{ id: 'r-dee', name: 'dee', createdAt: 1, lastUsedAt: 1 }
		]);
		const planned = await plan(bgStats, database);
		expect(planned.plays).toHaveLength(8);
		expect(planned.alreadyHere).toBe(0);
		expect(planned.file.leftOut).toEqual({ 'no-date': 1, 'no-players': 1 });
		expect(planned.matches.map((m) => [m.person.name, m.rosterId, m.by])).toEqual([
			['Ada', 'r-ada', 'username'],
			['Bo', null, null],
			['Anonymous player', null, null],
			['Dee', 'r-dee', 'name']
		]);
	});

	it('writes finished "Other game" plays with the file’s winners, places and lengths', async () => {
		const database = freshDb();
		await database.players.add({ id: 'r-ada', name: 'Ada', createdAt: 1, lastUsedAt: 1 });
		expect(await importAll(bgStats, database)).toEqual({
			added: 8,
			skipped: 0,
			newPlayers: 3,
			playersLeftOut: 0
		});
		const { plays } = await loadPlays(database);
		expect(plays).toHaveLength(8);
		const catan = plays.find(
			(p) => p.sessionId === 'bgstats-A0000000-0000-4000-8000-000000000001'
		)!;
		expect(catan).toMatchObject({
			gameName: 'Catan',
			status: 'finished',
			bggId: 13,
			location: 'Home',
			duration: 90 * 60_000,
			winnersFromFile: true
		});
		expect(catan.players.map((p) => [p.name, p.score, p.winner, p.place])).toEqual([
			['Ada', 10, true, 1],
			['Bo', 8, false, 2],
			['Anonymous player', 7, false, 3]
		]);
		expect(catan.players[0].playerId).toBe('r-ada');
		// The file's winner stands though the scores say otherwise, and the play says so.
		const manual = plays.find((p) => p.sessionId.endsWith('07'))!;
		expect(manual.players.map((p) => [p.name, p.winner])).toEqual([
			['Ada', true],
			['Bo', false]
		]);
		expect(manual.winnersDiffer).toBe(true);
		expect(catan.winnersDiffer).toBeUndefined();
		// A co-operative play is the table's win, nobody's own.
		const coop = plays.find((p) => p.sessionId.endsWith('03'))!;
		expect(coop.coop).toEqual({ won: true });
		expect(coop.players.some((p) => p.winner)).toBe(false);
		expect(coop.unscored).toBe(true);
		// A team play keeps its teams: the file's winning team wins for each of its players.
		const codenames = plays.find((p) => p.gameName === 'Codenames')!;
		expect(codenames.teams).toEqual([
			{ score: 0, name: 'Red' },
			{ score: 0, name: 'Blue' }
		]);
		expect(codenames.players.map((p) => [p.name, p.team, p.winner, p.place])).toEqual([
			['Ada', 0, true, 1],
			['Bo', 0, true, 1],
			['Anonymous player', 1, false, 2],
			['Dee', 1, false, 2]
		]);
		expect(plays.find((p) => p.sessionId.endsWith('06'))!.status).toBe('abandoned');
		const golf = plays.find((p) => p.sessionId.endsWith('04'))!;
		expect(golf.lowestWins).toBe(true);
		expect(golf.players.map((p) => [p.name, p.place])).toEqual([
			['Ada', 2],
			['Bo', 1]
		]);

		const stats = await statsOf(database);
		const ada = stats.players.find((p) => p.name === 'Ada')!;
		// Catan ×3 (one a shared win, one the file's win), Golf, Codenames (a team win), Golf
		// again; Pandemic, co-operative, is the table's win, counted apart.
		expect([ada.played, ada.wins, ada.teamWins]).toEqual([6, 4, 1]);
		expect(ada.coop).toEqual({ played: 1, won: 1 });
		// Pandemic's and Codenames' zeros are no scores.
		expect(stats.games.find((g) => g.name === 'Pandemic')!.scored).toBe(0);
		// The roster learnt who the new people are.
		expect((await database.players.toArray()).map((p) => p.name).sort()).toEqual([
			'Ada',
			'Anonymous player',
			'Bo',
			'Dee'
		]);
	});

	it('adds nothing from the same file twice, and only what is new from an overlapping one', async () => {
		const database = freshDb();
		await importAll(bgStats, database);
		const before = await database.sessions.count();
		const again = await plan(bgStats, database);
		expect([again.plays.length, again.alreadyHere]).toEqual([0, 8]);
		expect((await importWhole(again.plays, asMatched(again), database)).added).toBe(0);
		expect(await database.sessions.count()).toBe(before);
		expect(await database.players.count()).toBe(4);

		const json = JSON.parse(bgStats);
		json.plays = [
			json.plays[0],
			{ ...json.plays[1], uuid: 'B0000000-0000-4000-8000-000000000001' }
		];
		const overlap = await plan(JSON.stringify(json), database);
		expect([overlap.plays.length, overlap.alreadyHere]).toEqual([1, 1]);
		// Its people are the roster's now, matched by name.
		expect(overlap.matches.every((m) => m.rosterId !== null)).toBe(true);
		expect((await importWhole(overlap.plays, asMatched(overlap), database)).added).toBe(1);
		expect(await database.sessions.count()).toBe(before + 1);
		expect(await database.players.count()).toBe(4);
	});

	it('keeps a person apart from a roster player of the same name when asked', async () => {
		const database = freshDb();
		await database.players.add({ id: 'r-bo', name: 'Bo', createdAt: 1, lastUsedAt: 1 });
		const planned = await plan(bgStats, database);
		const choices = asMatched(planned).map((c) =>
			c.name === 'Bo' ? { ...c, rosterId: null, name: 'Bo' } : c
		);
		await importWhole(planned.plays, choices, database);
		// Stats counts players of one name as one, so the new Bo gets a name of their own.
		expect((await database.players.toArray()).map((p) => p.name).sort()).toEqual([
			'Ada',
			'Anonymous player',
			'Bo',
			'Bo (2)',
			'Dee'
		]);
		const stats = await statsOf(database);
		// Pandemic, co-operative, is counted apart from games played against each other.
		expect(stats.players.find((p) => p.name === 'Bo (2)')!.played).toBe(5);
		expect(stats.players.find((p) => p.name === 'Bo')).toBeUndefined();
		const { plays } = await loadPlays(database);
		expect(plays.some((p) => p.players.some((s) => s.playerId === 'r-bo'))).toBe(false);
	});

	it('teaches the roster a matched player’s BoardGameGeek username', async () => {
		const database = freshDb();
		await database.players.add({ id: 'r-ada', name: 'Ada Lovelace', createdAt: 1, lastUsedAt: 1 });
		await importAll(bggXml, database);
		expect((await database.players.get('r-ada'))!.bggUsername).toBe('ada_plays');
	});

	it('imports BoardGameGeek plays, a quantity as that many plays', async () => {
		const database = freshDb();
		expect((await importAll(bggXml, database)).added).toBe(5);
		const stats = await statsOf(database);
		expect(stats.games.map((g) => [g.name, g.plays]).sort()).toEqual([
			['Azul', 2],
			['Hanabi', 2]
		]);
		expect((await importAll(bggXml, database)).added).toBe(0);
	});

	it('keeps the imported facts through a backup into a fresh profile', async () => {
		const database = freshDb();
		await importAll(bgStats, database);
		const read = await readBackup(
			JSON.stringify(await exportBackup(undefined, database)),
			gameCatalogue
		);
		if (!read.ok) throw new Error(read.reason);
		const fresh = freshDb();
		await importBackup(read.checked, fresh);
		expect(shown(await statsOf(fresh))).toEqual(shown(await statsOf(database)));
		const manual = (await loadPlays(fresh)).plays.find((p) => p.sessionId.endsWith('07'))!;
		expect([manual.winnersDiffer, manual.location, manual.bggId]).toEqual([true, undefined, 13]);
		expect((await fresh.players.toArray()).some((p) => p.bggUsername === 'ada_plays')).toBe(true);
		// Importing the file again into the restored profile still adds nothing.
		expect((await importAll(bgStats, fresh)).added).toBe(0);
	});
});

describe('exporting plays', () => {
	it('gives the same Stats after a BG Stats round trip into a fresh profile', async () => {
		const database = freshDb();
		await importAll(bgStats, database);
		await importAll(bggXml, database);
		const file = await exportPlaysFile('bgstats', database);
		const fresh = freshDb();
		const back = await importAll(file, fresh);
		expect(back.added).toBe(11);
		expect(shown(await statsOf(fresh))).toEqual(shown(await statsOf(database)));
		// Importing the export into the profile it came from finds every play already there.
		expect((await plan(file, database)).plays).toEqual([]);
	});

	it('gives the same Stats after a BoardGameGeek round trip, for games where the highest score wins', async () => {
		const database = freshDb();
		await importAll(bggXml, database);
		const file = await exportPlaysFile('bgg', database);
		expect(file).toContain('<play id="1001" date="2024-03-22"');
		const fresh = freshDb();
		expect((await importAll(file, fresh)).added).toBe(4);
		expect(shown(await statsOf(fresh))).toEqual(shown(await statsOf(database)));
		expect((await plan(file, database)).plays).toEqual([]);
	});

	it('gives the same Stats after a BoardGameGeek round trip of co-op games and games where the lowest score wins', async () => {
		// The whole BG Stats file, with a second co-op play that the table lost.
		const file = JSON.parse(bgStats) as {
			games: { id: number; cooperative: boolean; highestWins: boolean }[];
			plays: { uuid: string; playDate: string; gameRefId: number; playerScores: object[] }[];
		};
		const coop = file.games.find((g) => g.cooperative)!;
		const won = file.plays.find((p) => p.gameRefId === coop.id)!;
		file.plays.push({
			...won,
			uuid: 'A0000000-0000-4000-8000-0000000000c2',
			playDate: '2024-04-03 21:00:00',
			playerScores: won.playerScores.map((s) => ({ ...s, winner: false }))
		});
		const database = freshDb();
		await importAll(JSON.stringify(file), database);
		const xml = await exportPlaysFile('bgg', database);
		const fresh = freshDb();
		expect((await importAll(xml, fresh)).added).toBe(xml.match(/<play /g)?.length);
		const before = shown(await statsOf(database));
		expect(before.games.find((g) => g.name === 'Golf')?.lowestWins).toBe(true);
		// Pandemic is the table's: one won, one lost, counted for each player under Co-op games.
		expect(before.games.find((g) => g.name === 'Pandemic')?.coop).toEqual({ played: 2, won: 1 });
		expect(before.players.find((p) => p.name === 'Ada')?.coop).toEqual({ played: 2, won: 1 });
		expect(shown(await statsOf(fresh))).toEqual(before);
	});
});
