import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTOS_PER_GAME } from '../core/photo';
import { jpegBytes } from '../core/testing/photo-bytes';
import { isQuotaError } from './errors';
import { createSession, deleteSession } from './index';
import { addPhoto, deletePhoto, photosOf, PhotoRefusedError, type NewPhoto } from './photos';
import { peekPhotoUse } from './peek';
import { TablemateDB } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`photos-${Date.now()}-${counter++}`);

const photo = (size = 1000, seed = 1): NewPhoto => ({
	type: 'image/jpeg',
	bytes: jpegBytes(size, seed),
	width: 40,
	height: 30
});

async function aGame(database: TablemateDB) {
	return createSession(
		{
			game: 'notepad',
			title: 'Rummy',
			players: [{ id: 'a', name: 'Ada' }],
			houseRules: {}
		},
		database
	);
}

describe('photos of a game', () => {
	it('are kept with their game, oldest first, counted in the phone’s use, and go with it', async () => {
		const database = freshDb();
		const game = await aGame(database);
		const other = await aGame(database);
		await addPhoto(game.id, { ...photo(2000, 2), caption: '  Final table  ' }, database, 200);
		await addPhoto(game.id, photo(1000), database, 100);
		await addPhoto(other.id, photo(500), database, 300);
		const kept = await photosOf(game.id, database);
		expect(kept.map((p) => [p.at, p.size, p.caption])).toEqual([
			[100, 1000, undefined],
			[200, 2000, 'Final table']
		]);
		expect(new Uint8Array(kept[1].bytes)).toEqual(new Uint8Array(jpegBytes(2000, 2)));
		expect(await peekPhotoUse(database.name)).toEqual({ count: 3, bytes: 3500 });

		await deletePhoto(kept[0].id, database);
		expect((await photosOf(game.id, database)).map((p) => p.at)).toEqual([200]);
		await deleteSession(game.id, database);
		expect(await photosOf(game.id, database)).toEqual([]);
		expect(await peekPhotoUse(database.name)).toEqual({ count: 1, bytes: 500 });
	});

	it('refuses, writing nothing, what is not a JPEG, too large, of no game, or one too many', async () => {
		const database = freshDb();
		const game = await aGame(database);
		const refusal = (p: Promise<unknown>) =>
			p.then(
				() => 'stored',
				(err: unknown) => (err instanceof PhotoRefusedError ? err.code : String(err))
			);
		const text = new TextEncoder().encode('not an image at all').buffer;
		expect(await refusal(addPhoto(game.id, { ...photo(), bytes: text }, database))).toBe(
			'not-image'
		);
		expect(await refusal(addPhoto(game.id, photo(PHOTO_MAX_BYTES + 1), database))).toBe('too-big');
		expect(await refusal(addPhoto('no-such-game', photo(), database))).toBe('no-game');
		expect(await peekPhotoUse(database.name)).toEqual({ count: 0, bytes: 0 });

		for (let i = 0; i < PHOTOS_PER_GAME; i++) await addPhoto(game.id, photo(10), database);
		expect(await refusal(addPhoto(game.id, photo(10), database))).toBe('too-many');
		expect((await peekPhotoUse(database.name))?.count).toBe(PHOTOS_PER_GAME);
	});

	it('on a full disk fail as a full disk (the screen says so), with nothing of the photo kept', async () => {
		const database = freshDb();
		const game = await aGame(database);
		await addPhoto(game.id, photo(100), database, 1);
		database.photos.hook('creating', () => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		const failed = await addPhoto(game.id, photo(5000), database).then(
			() => null,
			(err: unknown) => err
		);
		expect(isQuotaError(failed)).toBe(true);
		expect(await peekPhotoUse(database.name)).toEqual({ count: 1, bytes: 100 });
	});
});
