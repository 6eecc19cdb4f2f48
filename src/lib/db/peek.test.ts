import { describe, expect, it } from 'vitest';
import {
	addRecent,
	createSession,
	listRecent,
	getSetting,
	listPlayers,
	loadDraft,
	saveDraft,
	savePlayer,
	setSetting,
	updateSession
} from './index';
import {
	peekDraft,
	peekHome,
	peekLocations,
	peekPlayers,
	peekRecent,
	peekSessionCount,
	peekSessions,
	peekSessionsOf,
	peekSettings
} from './peek';
import { TablemateDB } from './schema';

describe('peekSessions', () => {
	it('lists sessions in progress first, newest first, without Dexie', async () => {
		const name = `peek-${Date.now()}`;
		const database = new TablemateDB(name);
		const players = [{ id: 'a', name: 'A' }];
		const one = await createSession(
			{ game: 'transform', title: 'one', players, houseRules: {} },
			database
		);
		await createSession({ game: 'subsets', title: 'two', players, houseRules: {} }, database);
		await new Promise((r) => setTimeout(r, 2));
		await createSession({ game: 'reframing', title: 'three', players, houseRules: {} }, database);
		await updateSession(one.id, { status: 'finished' }, database);
		database.close();
		expect((await peekSessions(name))?.map((s) => s.title)).toEqual(['three', 'two', 'one']);
	});

	it('lists for the home screen every game in progress and only the newest finished ones', async () => {
		const name = `peek-home-${Date.now()}`;
		const database = new TablemateDB(name);
		const players = [{ id: 'a', name: 'A' }];
		const titles = ['one', 'two', 'three', 'four', 'five'];
		const ids: string[] = [];
		for (const title of titles) {
			ids.push(
				(await createSession({ game: 'transform', title, players, houseRules: {} }, database)).id
			);
			await new Promise((r) => setTimeout(r, 2));
		}
		// One, two and four finished, in that order: four is the newest finished game.
		for (const i of [0, 1, 3]) {
			await updateSession(ids[i], { status: 'finished' }, database);
			await new Promise((r) => setTimeout(r, 2));
		}
		// Four's play is stored: the home screen shows who won it.
		const play = {
			sessionId: ids[3],
			gameKey: 'transform',
			gameName: 'Transform',
			date: 0,
			status: 'finished' as const,
			lowestWins: false,
			players: [{ name: 'A', score: 7, place: 1, winner: true }]
		};
		await database.summaries.put({
			sessionId: ids[3],
			build: 'x',
			play,
			duration: 0,
			eventCount: 0
		});
		database.close();
		const home = await peekHome(2, name);
		expect(home?.sessions.map((s) => s.title)).toEqual(['five', 'three', 'four', 'two']);
		expect(home?.finishedCount).toBe(3);
		expect(home?.results).toEqual({ [ids[3]]: play });
		expect((await peekHome(10, name))?.sessions.map((s) => s.title)).toEqual([
			'five',
			'three',
			'four',
			'two',
			'one'
		]);
	});

	it('finds no sessions, and creates no database, where there is none', async () => {
		const name = `peek-none-${Date.now()}`;
		expect(await peekSessions(name)).toEqual([]);
		expect(await peekHome(50, name)).toEqual({ sessions: [], finishedCount: 0, results: {} });
		const names = (await indexedDB.databases()).map((d) => d.name);
		expect(names).not.toContain(name);
	});
});

describe('the number of games read without Dexie (Stats on a first visit)', () => {
	it('counts 0 with no database, and creates none; then every game stored, as Dexie does', async () => {
		const name = `peek-count-${Date.now()}`;
		expect(await peekSessionCount(name)).toBe(0);
		expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);

		const database = new TablemateDB(name);
		const players = [{ id: 'a', name: 'A' }];
		for (const title of ['one', 'two', 'three'])
			await createSession({ game: 'notepad', title, players, houseRules: {} }, database);
		const stored = await database.sessions.count();
		database.close();
		expect(stored).toBe(3);
		expect(await peekSessionCount(name)).toBe(stored);
	});
});

describe('the new-game screen read without Dexie', () => {
	it("reads the roster, one game's sessions, a draft and settings as Dexie does", async () => {
		const name = `peek-new-${Date.now()}`;
		const database = new TablemateDB(name);
		for (const player of ['Ada', 'Bea', 'Cy']) {
			await savePlayer({ id: player.toLowerCase(), name: player }, database);
			await new Promise((r) => setTimeout(r, 2));
		}
		const players = [{ id: 'ada', name: 'Ada' }];
		await createSession({ game: 'notepad', title: 'pad', players, houseRules: {} }, database);
		await createSession({ game: 'transform', title: 'other', players, houseRules: {} }, database);
		await saveDraft('new', 'game', { seats: ['Ada'] }, database);
		await setSetting('keepAwake', false, database);
		const roster = await listPlayers(database);
		database.close();

		expect((await peekPlayers(name))?.map((p) => p.name)).toEqual(roster.map((p) => p.name));
		expect(roster).toHaveLength(3);
		expect((await peekSessionsOf('notepad', name))?.map((s) => s.title)).toEqual(['pad']);
		expect(await peekDraft('new:game', name)).toEqual({ seats: ['Ada'] });
		expect(await peekDraft('new:nothing', name)).toBeUndefined();
		expect(await peekSettings(['keepAwake', 'theme'], name)).toEqual({ keepAwake: false });

		const again = new TablemateDB(name);
		expect(await loadDraft('new', 'game', again)).toEqual(await peekDraft('new:game', name));
		expect(await getSetting('keepAwake', true, again)).toBe(false);
		again.close();
	});

	it('finds nothing, and creates no database, where there is none', async () => {
		const name = `peek-new-none-${Date.now()}`;
		expect(await peekPlayers(name)).toEqual([]);
		expect(await peekSessionsOf('notepad', name)).toEqual([]);
		expect(await peekDraft('new:game', name)).toBeUndefined();
		expect(await peekSettings(['theme'], name)).toEqual({});
		const names = (await indexedDB.databases()).map((d) => d.name);
		expect(names).not.toContain(name);
	});
});

describe("a tool's history read without Dexie", () => {
	it('lists one kind newest first, as Dexie does, and finds nothing where there is no database', async () => {
		const name = `peek-recent-${Date.now()}`;
		expect(await peekRecent('subsets-check', name)).toEqual([]);
		expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);

		const database = new TablemateDB(name);
		for (const card of ['first', 'second', 'third']) {
			await addRecent('subsets-check', { card }, 10, database);
			await new Promise((r) => setTimeout(r, 2));
		}
		await addRecent('other-tool', { card: 'elsewhere' }, 10, database);
		const kept = await listRecent('subsets-check', database);
		database.close();

		const peeked = await peekRecent('subsets-check', name);
		expect(peeked?.map((row) => (row.data as { card: string }).card)).toEqual([
			'third',
			'second',
			'first'
		]);
		expect(peeked).toEqual(kept);
	});
});

describe('locations', () => {
	const players = [{ id: 'a', name: 'A' }];

	it('stores a game with its location, changes and removes it, and refuses one that cannot show', async () => {
		const database = new TablemateDB(`locations-${Date.now()}`);
		const game = await createSession(
			{ game: 'transform', title: 't', players, houseRules: {}, location: "  Sam's   kitchen " },
			database
		);
		expect((await database.sessions.get(game.id))?.location).toBe("Sam's kitchen");
		await updateSession(game.id, { location: 'Café Meeple' }, database);
		expect((await database.sessions.get(game.id))?.location).toBe('Café Meeple');
		await updateSession(game.id, { location: '  ' }, database);
		const row = await database.sessions.get(game.id);
		expect(row && 'location' in row).toBe(false);
		await expect(updateSession(game.id, { location: 'Home\nAway' }, database)).rejects.toThrow(
			'the location holds a line break'
		);
		await expect(
			createSession(
				{ game: 'transform', title: 'u', players, houseRules: {}, location: '\u200b' },
				database
			)
		).rejects.toThrow('the location has no character that can be seen');
		expect(await database.sessions.count()).toBe(1);
		database.close();
	});

	it('suggests the locations of the newest games, the most used first, without Dexie', async () => {
		const name = `peek-locations-${Date.now()}`;
		const database = new TablemateDB(name);
		for (const location of ['Club', 'Home', 'home', undefined, 'Café']) {
			await createSession(
				{ game: 'transform', title: 'x', players, houseRules: {}, location },
				database
			);
			await new Promise((r) => setTimeout(r, 2));
		}
		database.close();
		expect((await peekLocations(10, name))?.map((l) => [l.name, l.plays])).toEqual([
			['home', 2],
			['Café', 1],
			['Club', 1]
		]);
		// Only the newest three games: Club, played before them, is not offered.
		expect((await peekLocations(3, name))?.map((l) => l.name)).toEqual(['Café', 'home']);
		expect(await peekLocations(10, `nothing-${Date.now()}`)).toEqual([]);
	});
});
