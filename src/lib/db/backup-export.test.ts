import { describe, expect, it } from 'vitest';
import { gameCatalogue } from '../games/registry';
import { backupFileName, exportBackup } from './backup-export';
import { readBackup } from './backup-read';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-schema';
import { createSession } from './index';
import { TablemateDB } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`backup-export-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

describe('exportBackup', () => {
	it('writes every session, the players and the settings in the backup format', async () => {
		const database = freshDb();
		const one = await createSession(
			{
				game: 'notepad',
				title: 'Hearts',
				players,
				houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null }
			},
			database
		);
		await database.players.add({ id: 'c', name: 'Cy', createdAt: 1, lastUsedAt: 2 });
		await database.settings.put({ key: 'keepAwake', value: true });
		const file = await exportBackup(undefined, database);
		expect(file).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION });
		expect(file.sessions.map((s) => s.session.id)).toEqual([one.id]);
		expect(file.players.map((p) => p.name)).toContain('Cy');
		expect(file.players).toEqual(await database.players.toArray());
		expect(file.settings).toEqual([{ key: 'keepAwake', value: true }]);
		// What it writes reads back whole.
		expect(await readBackup(JSON.stringify(file), gameCatalogue)).toMatchObject({ ok: true });
	});

	it('exports one session alone when asked', async () => {
		const database = freshDb();
		const session = await createSession(
			{ game: 'transform', title: 'Friday', players, houseRules: { n: 4 } },
			database
		);
		await createSession({ game: 'subsets', title: 'other', players, houseRules: {} }, database);
		await database.players.add({ id: 'c', name: 'Cy', createdAt: 1, lastUsedAt: 2 });
		const file = await exportBackup([session.id], database);
		expect(file.sessions.map((s) => s.session.id)).toEqual([session.id]);
		// A backup of one game carries no roster and no settings of the device.
		expect(file.players).toEqual([]);
		expect(file.settings).toEqual([]);
	});

	it('names the file after the day it was made', () => {
		const day = new Date(Date.UTC(2026, 11, 6, 7, 30));
		expect(backupFileName(day)).toBe('tablemate-backup-2026-12-06.json');
		expect(backupFileName(day, '-friday')).toBe('tablemate-backup-2026-12-06-friday.json');
	});
});
