import { describe, expect, it } from 'vitest';
import { createSession, updateSession } from './index';
import { peekHome, peekSessions } from './peek';
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
		database.close();
		const home = await peekHome(2, name);
		expect(home?.sessions.map((s) => s.title)).toEqual(['five', 'three', 'four', 'two']);
		expect(home?.finishedCount).toBe(3);
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
		expect(await peekHome(50, name)).toEqual({ sessions: [], finishedCount: 0 });
		const names = (await indexedDB.databases()).map((d) => d.name);
		expect(names).not.toContain(name);
	});
});
