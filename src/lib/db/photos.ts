/**
 * The photos of a game (the `photos` table, schema version 8): added one at a time as the phone
 * resized it (state/photo-take.ts), listed by game, deleted one at a time or with their game, and
 * summed for Settings. A photo is never sent anywhere: only an exported backup holds it.
 */
import { PHOTO_MAX_BYTES, PHOTOS_PER_GAME, photoTypeOf, type PhotoType } from '../core/photo';
import { db } from './index';
import { newId } from './name';
import type { PhotoRow, TablemateDB } from './schema';

/** A photo as the phone resized it, before it is stored. */
export interface NewPhoto {
	type: PhotoType;
	bytes: ArrayBuffer;
	width: number;
	height: number;
	caption?: string;
}

/** Why a photo was not stored (nothing was written). */
export type PhotoRefusal = 'no-game' | 'too-many' | 'too-big' | 'not-image';

/** Thrown when the photo is not one this game can keep; nothing was written. */
export class PhotoRefusedError extends Error {
	constructor(readonly code: PhotoRefusal) {
		super(`photo refused: ${code}`);
		this.name = 'PhotoRefusedError';
	}
}

/**
 * Stores a photo of game `sessionId`, in one write (a full disk leaves nothing of it): refused,
 * writing nothing, when the game is not here, already has PHOTOS_PER_GAME photos, or the bytes are
 * too many or not a JPEG or WebP image.
 */
export async function addPhoto(
	sessionId: string,
	photo: NewPhoto,
	database: TablemateDB = db,
	at = Date.now()
): Promise<PhotoRow> {
	const bytes = new Uint8Array(photo.bytes);
	if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRefusedError('too-big');
	if (photoTypeOf(bytes) !== photo.type) throw new PhotoRefusedError('not-image');
	const caption = photo.caption?.trim();
	const row: PhotoRow = {
		id: newId(),
		sessionId,
		type: photo.type,
		bytes: photo.bytes,
		size: bytes.length,
		width: photo.width,
		height: photo.height,
		at,
		...(caption ? { caption } : {})
	};
	await database.transaction('rw', [database.sessions, database.photos], async () => {
		if (!(await database.sessions.get(sessionId))) throw new PhotoRefusedError('no-game');
		const count = await database.photos.where('sessionId').equals(sessionId).count();
		if (count >= PHOTOS_PER_GAME) throw new PhotoRefusedError('too-many');
		await database.photos.add(row);
	});
	return row;
}

/** The photos of a game, oldest first. */
export async function photosOf(sessionId: string, database: TablemateDB = db): Promise<PhotoRow[]> {
	const rows = await database.photos.where('sessionId').equals(sessionId).toArray();
	return rows.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
}

/** Deletes one photo. */
export async function deletePhoto(id: string, database: TablemateDB = db): Promise<void> {
	await database.photos.delete(id);
}
