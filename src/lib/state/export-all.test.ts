import { describe, expect, it, vi } from 'vitest';
import { jpegBytes } from '../core/testing/photo-bytes';
import { createSession } from '../db';
import { addPhoto } from '../db/photos';
import { exportEverything } from './export-all';

/** A game with one photo in this device's database. */
async function gameWithPhoto() {
	const game = await createSession({
		game: 'notepad',
		title: 'Rummy night',
		players: [{ id: 'a', name: 'Ada' }],
		houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null }
	});
	await addPhoto(game.id, {
		type: 'image/jpeg',
		width: 40,
		height: 30,
		bytes: jpegBytes(50_000, 1)
	});
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
});
