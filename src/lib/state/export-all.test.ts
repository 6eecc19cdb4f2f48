import { describe, expect, it, vi } from 'vitest';
import { jpegBytes } from '../core/testing/photo-bytes';
import { gameCatalogue } from '../games/registry';
import { createSession, db } from '../db';
import { readBackup } from '../db/backup-read';
import { importBackup } from '../db/backup-write';
import { addPhoto, photosOf } from '../db/photos';
import { TablemateDB } from '../db/schema';
import { exportEverything, partsOf } from './export-all';

/** A game with one photo of `bytes` (none when 0) in this device's database. */
async function gameWithPhoto(bytes = 50_000, seed = 1, title = 'Rummy night') {
	const game = await createSession({
		game: 'notepad',
		title,
		players: [{ id: 'a', name: 'Ada' }],
		houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null }
	});
	if (bytes)
		await addPhoto(game.id, {
			type: 'image/jpeg',
			width: 40,
			height: 30,
			bytes: jpegBytes(bytes, seed)
		});
	return game;
}

describe('Export everything', () => {
	it('writes no file the Backup screen could not read back, and says to leave the photos out', async () => {
		await gameWithPhoto();
		const download = vi.fn();
		// A limit between the file without its photo (a few kB) and with it (over 50 kB).
		const limit = 40_000;
		const refused = await exportEverything({ maxBytes: limit, download });
		expect(refused.ok).toBe(false);
		expect(refused.text).toContain('more than Tablemate can restore from one file');
		expect(refused.text).toContain('Export without photos');
		expect(download).not.toHaveBeenCalled();

		const saved = await exportEverything({ photos: false, maxBytes: limit, download });
		expect(saved.ok).toBe(true);
		expect(download).toHaveBeenCalledTimes(1);
		const [, file] = download.mock.calls[0] as [string, Blob];
		const text = await file.text();
		expect(new Blob([text]).size).toBeLessThanOrEqual(limit);
		expect(JSON.parse(text)).toMatchObject({ photos: [] });
		expect(JSON.parse(text).sessions).toHaveLength(1);
	});

	it('says the size without speaking of photos when the games alone are too large', async () => {
		const download = vi.fn();
		const refused = await exportEverything({ photos: false, maxBytes: 10, download });
		expect(refused).toEqual({
			ok: false,
			text: expect.stringMatching(/^This backup would be less than 1 MB, more than Tablemate/)
		});
		expect(download).not.toHaveBeenCalled();
	});

	it('puts games whose photos are too large for one file in several files, each restoring alone', async () => {
		await gameWithPhoto(30_000, 2, 'Poker');
		await gameWithPhoto(30_000, 3, 'Gin');
		await gameWithPhoto(0, 0, 'Bridge');
		const stored = await db.sessions.count();
		const photos = await db.photos.count();
		const download = vi.fn();
		// Room for one game's photo in a file, not two.
		const limit = 70_000;
		const saved = await exportEverything({ maxBytes: limit, download });
		expect(saved.ok).toBe(true);
		const files = download.mock.calls as [string, Blob][];
		expect(files.length).toBeGreaterThan(1);
		expect(saved.text).toBe(
			`Exported ${stored} games in ${files.length} files: with their photos they are more than one file can restore. Keep the files together and restore each of them.`
		);
		expect(files.map(([name]) => name)).toEqual(
			files.map((_, i) =>
				expect.stringMatching(new RegExp(`-part-${i + 1}-of-${files.length}\\.json$`))
			)
		);
		// Each file is within the limit and restores on its own; together they hold everything once.
		const fresh = new TablemateDB(`export-parts-${Date.now()}`);
		const seen: string[] = [];
		for (const [, file] of files) {
			expect(file.size).toBeLessThanOrEqual(limit);
			const read = await readBackup(await file.text(), gameCatalogue);
			if (!read.ok) throw new Error(read.reason);
			expect(read.checked.backup.players.map((p) => p.name)).toEqual(
				(await db.players.toArray()).map((p) => p.name)
			);
			seen.push(...read.checked.backup.sessions.map((g) => g.session.id));
			await importBackup(read.checked, fresh);
		}
		expect(seen.sort()).toEqual((await db.sessions.toArray()).map((g) => g.id).sort());
		expect(await fresh.sessions.count()).toBe(stored);
		expect(await fresh.photos.count()).toBe(photos);
		for (const game of await db.sessions.toArray())
			expect((await photosOf(game.id, fresh)).map((p) => p.size)).toEqual(
				(await photosOf(game.id)).map((p) => p.size)
			);
	});

	it("writes nothing when one game's photos alone are more than a file can hold", async () => {
		const download = vi.fn();
		await gameWithPhoto(60_000, 4, 'Canasta');
		const refused = await exportEverything({ maxBytes: 70_000, download });
		expect(refused.ok).toBe(false);
		expect(refused.text).toContain('Export without photos');
		expect(download).not.toHaveBeenCalled();
	});
});

describe('partsOf', () => {
	it('keeps the games in order, fills earlier files first, and refuses a game larger than a file', () => {
		const bytes = new Map([
			['a', 60],
			['b', 50],
			['c', 30],
			['d', 0]
		]);
		expect(partsOf(['a', 'b', 'c', 'd'], bytes, 100)).toEqual([['a', 'c', 'd'], ['b']]);
		expect(partsOf(['a', 'b'], bytes, 59)).toBeNull();
		expect(partsOf([], bytes, 10)).toEqual([]);
	});
});
