import { describe, expect, it } from 'vitest';
import { createSession, updateSession } from './index';
import { peekSessions } from './peek';
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

	it('finds no sessions, and creates no database, where there is none', async () => {
		const name = `peek-none-${Date.now()}`;
		expect(await peekSessions(name)).toEqual([]);
		const names = (await indexedDB.databases()).map((d) => d.name);
		expect(names).not.toContain(name);
	});
});
