import { describe, expect, it } from 'vitest';
import { base64Length, PHOTO_MAX_BYTES, PHOTOS_PER_GAME } from '../core/photo';
import { jpegBytes } from '../core/testing/photo-bytes';
import { gameCatalogue } from '../games/registry';
import { exportBackup } from './backup-export';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import { appendEvent, createSession } from './index';
import { addPhoto, photosOf } from './photos';
import { peekPhotoUse } from './peek';
import { TablemateDB } from './schema';
import { base64Of } from '../core/base64';

let counter = 0;
const freshDb = () => new TablemateDB(`backup-photos-${Date.now()}-${counter++}`);

/** A device with one game and two photos of it (one with a caption). */
async function device() {
	const database = freshDb();
	const game = await createSession(
		{
			game: 'notepad',
			title: 'Rummy night',
			players: [{ id: 'a', name: 'Ada' }],
			houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null }
		},
		database
	);
	const photo = { type: 'image/jpeg' as const, width: 40, height: 30 };
	await addPhoto(game.id, { ...photo, bytes: jpegBytes(5000, 1) }, database, 1000);
	await addPhoto(
		game.id,
		{ ...photo, bytes: jpegBytes(7000, 2), caption: 'Final' },
		database,
		2000
	);
	return { database, game };
}

type FileJson = { photos: Record<string, unknown>[]; sessions: unknown[] };

/** The backup of `database` as text, with `edit` made to it first. */
async function backupText(
	database: TablemateDB,
	edit: (file: FileJson) => void = () => {},
	photos = true
): Promise<string> {
	const file = JSON.parse(JSON.stringify(await exportBackup(undefined, database, { photos })));
	edit(file);
	return JSON.stringify(file);
}

async function importText(text: string, target: TablemateDB) {
	const read = await readBackup(text, gameCatalogue);
	if (!read.ok) throw new Error(read.reason);
	return importBackup(read.checked, target);
}

/** What a person sees of a game's photos: when, caption, and the image's bytes. */
async function seen(gameId: string, database: TablemateDB) {
	return (await photosOf(gameId, database)).map((p) => ({
		at: p.at,
		caption: p.caption,
		size: p.size,
		bytes: new Uint8Array(p.bytes)
	}));
}

describe('photos in a backup', () => {
	it('travel to a fresh profile with their game, byte for byte, and once only', async () => {
		const { database, game } = await device();
		const text = await backupText(database);
		const target = freshDb();
		const report = await importText(text, target);
		expect(report.photos).toBe(2);
		expect(await seen(game.id, target)).toEqual(await seen(game.id, database));
		expect((await seen(game.id, target)).map((p) => p.caption)).toEqual([undefined, 'Final']);
		// The same file again adds nothing.
		expect((await importText(text, target)).photos).toBe(0);
		expect(await peekPhotoUse(target.name)).toEqual({ count: 2, bytes: 12_000 });
	});

	it('are left out of a backup made without them, which still restores the game', async () => {
		const { database, game } = await device();
		const text = await backupText(database, () => {}, false);
		expect(JSON.parse(text).photos).toEqual([]);
		const target = freshDb();
		const report = await importText(text, target);
		expect(report.added).toBe(1);
		expect(await target.sessions.get(game.id)).toBeDefined();
		expect(await peekPhotoUse(target.name)).toEqual({ count: 0, bytes: 0 });
	});

	it('never replace or delete the photos a phone has', async () => {
		const { database, game } = await device();
		const withOne = await backupText(database, (file) => file.photos.splice(1));
		const target = freshDb();
		await importText(withOne, target);
		// The phone deletes its only photo, then takes another: the file's photo comes back,
		// and the new one stays.
		const [kept] = await photosOf(game.id, target);
		await target.photos.delete(kept.id);
		await addPhoto(
			game.id,
			{ type: 'image/jpeg', bytes: jpegBytes(900, 9), width: 4, height: 3 },
			target,
			5000
		);
		const report = await importText(await backupText(database), target);
		expect(report.photos).toBe(2);
		expect((await seen(game.id, target)).map((p) => p.at)).toEqual([1000, 2000, 5000]);
		// A backup without photos changes none of them.
		await importText(await backupText(database, () => {}, false), target);
		expect((await peekPhotoUse(target.name))?.count).toBe(3);
	});

	it('keep a game within the photos it may hold', async () => {
		const { database, game } = await device();
		const target = freshDb();
		await importText(await backupText(database, (file) => (file.photos = [])), target);
		for (let i = 0; i < PHOTOS_PER_GAME - 1; i++)
			await addPhoto(
				game.id,
				{ type: 'image/jpeg', bytes: jpegBytes(10), width: 1, height: 1 },
				target
			);
		expect((await importText(await backupText(database), target)).photos).toBe(1);
		expect((await peekPhotoUse(target.name))?.count).toBe(PHOTOS_PER_GAME);
	});

	it('are refused, naming the photo, when not an image, not base64, too large or of another type', async () => {
		const { database } = await device();
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
		const huge = base64Of(new Uint8Array(jpegBytes(PHOTO_MAX_BYTES + 1)));
		// One byte over: the text is no longer than that of the largest photo kept.
		expect(huge.length).toBe(base64Length(PHOTO_MAX_BYTES));
		const cases: [string, (p: Record<string, unknown>) => void, RegExp][] = [
			['a PNG', (p) => (p.data = base64Of(png)), /image of photo 2 is not a JPEG or WebP/],
			['text', (p) => (p.data = btoa('hello there, world')), /image of photo 2 is not a JPEG/],
			['not base64', (p) => (p.data = '/9j/4A=*'), /image of photo 2 is not a JPEG/],
			['too large', (p) => (p.data = huge), /image of photo 2 is larger than 4 MB/],
			['another type', (p) => (p.type = 'image/webp'), /image of photo 2 is not a JPEG/],
			['a gif', (p) => (p.type = 'image/gif'), /kind of photo 2/],
			['no game', (p) => delete p.sessionId, /game of photo 2 is missing/],
			['a caption of lines', (p) => (p.caption = 'a\nb'), /caption of photo 2/]
		];
		for (const [what, edit, reason] of cases) {
			const text = await backupText(database, (file) => edit(file.photos[1]));
			const read = await readBackup(text, gameCatalogue);
			expect(read.ok, what).toBe(false);
			if (!read.ok) expect(read.reason, what).toMatch(reason);
		}
		const tooMany = await backupText(database, (file) => {
			file.photos = Array.from({ length: 5001 }, () => file.photos[0]);
		});
		const read = await readBackup(tooMany, gameCatalogue);
		expect(read.ok).toBe(false);
		if (!read.ok) expect(read.reason).toMatch(/list of photos has 5,001 entries/);
	});

	it('of a game the file holds with another history go with the copy it is kept as', async () => {
		const { database, game } = await device();
		await appendEvent(game.id, 1, { type: 'round', scores: { a: 3 } }, { database });
		const read = await readBackup(await backupText(database), gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		const target = freshDb();
		await importBackup(read.checked, target);
		// The same game with another first round, and a photo taken of it elsewhere.
		const other = { ...read.checked, backup: structuredClone(read.checked.backup) };
		other.backup.sessions[0].events[0].event = { type: 'round', scores: { a: 4 } };
		other.backup.photos = [{ ...other.backup.photos[0], id: 'elsewhere', at: 3000 }];
		expect(await importBackup(other, target)).toMatchObject({ copied: 1, photos: 1 });
		const copy = (await target.sessions.toArray()).find((s) => s.id !== game.id)!;
		expect((await seen(copy.id, target)).map((p) => p.at)).toEqual([3000]);
		expect((await seen(game.id, target)).map((p) => p.at)).toEqual([1000, 2000]);
	});
});
