import { describe, expect, it } from 'vitest';
import { readHome, startHomeRead } from './home-peek';
import { announceChange } from './name';
import { TablemateDB, type SessionRow } from './schema';

const players = [{ id: 'a', name: 'Ada' }];

function row(id: string, updatedAt: number): SessionRow {
	return {
		id,
		game: 'notepad',
		title: id,
		players,
		houseRules: {},
		status: 'finished',
		createdAt: updatedAt,
		updatedAt,
		eventCount: 0
	};
}

/** A device with one finished game, and a way to store another without a word to this tab. */
async function device(label: string) {
	const name = `home-peek-${label}-${Date.now()}`;
	const database = new TablemateDB(name);
	await database.sessions.add(row('first', 1));
	return { name, database };
}

const titles = async (read: ReturnType<typeof readHome>) =>
	(await read)?.sessions.map((s) => s.title);

describe("Home's early read", () => {
	it('is what Home takes for its first list, once; every later read is made afresh', async () => {
		const { name, database } = await device('once');
		await startHomeRead(50, name);
		// Another tab stores a game after the read was made.
		await database.sessions.add(row('second', 2));
		expect(await titles(readHome(50, name))).toEqual(['first']);
		expect(await titles(readHome(50, name))).toEqual(['second', 'first']);
		database.close();
	});

	it('is not taken after this tab wrote since, nor for a longer list', async () => {
		const { name, database } = await device('stale');
		await startHomeRead(50, name);
		await database.sessions.add(row('second', 2));
		announceChange();
		expect(await titles(readHome(50, name))).toEqual(['second', 'first']);

		await startHomeRead(1, name);
		expect(await titles(readHome(250, name))).toEqual(['second', 'first']);
		database.close();
	});
});
