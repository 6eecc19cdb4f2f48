import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import { createSession, savePlayer } from './index';
import { TablemateDB, type SessionRow } from './schema';
import { gameCatalogue } from '../games/registry';

let counter = 0;
const freshDb = () => new TablemateDB(`backup-emoji-${Date.now()}-${counter++}`);

/** A device whose roster holds Ada with a fox and Bo with none. */
async function device() {
	const database = freshDb();
	await savePlayer({ id: 'a', name: 'Ada', colour: '#1f5fa8', emoji: '🦊' }, database);
	await savePlayer({ id: 'b', name: 'Bo' }, database);
	return database;
}

/** The backup of `database`, as text, with `edit` made to it. */
async function backupText(database: TablemateDB, edit: (file: { players: unknown[] }) => void) {
	const file = JSON.parse(JSON.stringify(await exportBackup(undefined, database)));
	edit(file);
	return JSON.stringify(file);
}

describe("a player's emoji in a backup", () => {
	it('travels to a fresh profile with its player', async () => {
		const text = await backupText(await device(), () => {});
		const read = await readBackup(text, gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		const target = freshDb();
		await importBackup(read.checked, target);
		expect((await target.players.get('a'))?.emoji).toBe('🦊');
		expect(await target.players.get('b')).not.toHaveProperty('emoji');
	});

	it('stays when the player is renamed, and goes when taken away', async () => {
		const database = await device();
		await savePlayer({ id: 'a', name: 'Ada L.', colour: '#1f5fa8' }, database);
		expect((await database.players.get('a'))?.emoji).toBe('🦊');
		await savePlayer({ id: 'a', name: 'Ada L.', emoji: '' }, database);
		expect(await database.players.get('a')).not.toHaveProperty('emoji');
		await expect(savePlayer({ id: 'a', name: 'Ada', emoji: 'AB' }, database)).rejects.toThrow(
			'one emoji'
		);
	});

	it('is refused, naming the player, when it is two emoji or a word, and nothing is read', async () => {
		const database = await device();
		for (const emoji of ['🦊🐻', 'fox', 42]) {
			const text = await backupText(database, (file) => {
				(file.players[0] as { emoji: unknown }).emoji = emoji;
			});
			const read = await readBackup(text, gameCatalogue);
			expect(read.ok).toBe(false);
			if (!read.ok) expect(read.reason).toMatch(/emoji of player 1/);
		}
	});
	it("travels with a game's seats as the game was set up, and a seat's bad one refuses the file", async () => {
		const database = await device();
		await createSession(
			{
				game: 'notepad',
				title: 'Rummy',
				players: [
					{ id: 'a', name: 'Ada', colour: '#1f5fa8', emoji: '🦊' },
					{ id: 'b', name: 'Bo' }
				],
				houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null }
			},
			database
		);
		const text = await backupText(database, () => {});
		const read = await readBackup(text, gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		const target = freshDb();
		await importBackup(read.checked, target);
		const [game] = await target.sessions.toArray();
		expect(game.players).toEqual([
			{ id: 'a', name: 'Ada', colour: '#1f5fa8', emoji: '🦊' },
			{ id: 'b', name: 'Bo' }
		]);

		const bad = await backupText(database, (file) => {
			const games = (file as unknown as { sessions: { session: SessionRow }[] }).sessions;
			games[0].session.players[1].emoji = 'Bo';
		});
		expect((await readBackup(bad, gameCatalogue)).ok).toBe(false);
	});
});
