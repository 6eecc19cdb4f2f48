/**
 * A picture the person took or chose, made into a photo the phone keeps: decoded by the browser
 * (`createImageBitmap`, turned as the camera says), scaled so its longer side is at most
 * PHOTO_LONG_SIDE and encoded as JPEG at PHOTO_QUALITY, on an OffscreenCanvas where there is one.
 * Nothing leaves the phone. What is not a picture, or too large to open, is refused as a code the
 * screen words; nothing is stored either way (db/photos.ts stores).
 */
import {
	keptSize,
	PHOTO_INPUT_MAX_BYTES,
	PHOTO_INPUT_MAX_PIXELS,
	PHOTO_QUALITY,
	photoTypeOf
} from '$lib/core/photo';
import type { NewPhoto } from '$lib/db/photos';

/** Why a picture cannot be a photo: not a picture, too large to open, or not readable. */
export type TakeRefusal = 'not-image' | 'too-big' | 'unreadable';

export type Taken =
	{ ok: true; photo: Omit<NewPhoto, 'caption'> } | { ok: false; code: TakeRefusal };

/** The picture `file` as a photo to keep, or why it cannot be one. */
export async function photoOfFile(file: Blob): Promise<Taken> {
	// A camera's file says its type; one with none is tried, and refused as no picture if it fails.
	if (file.type && !file.type.startsWith('image/')) return { ok: false, code: 'not-image' };
	if (file.size > PHOTO_INPUT_MAX_BYTES) return { ok: false, code: 'too-big' };
	let bitmap: ImageBitmap;
	try {
		bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
	} catch {
		return { ok: false, code: file.type ? 'unreadable' : 'not-image' };
	}
	try {
		if (bitmap.width * bitmap.height > PHOTO_INPUT_MAX_PIXELS)
			return { ok: false, code: 'too-big' };
		const size = keptSize(bitmap.width, bitmap.height);
		const blob = await encoded(bitmap, size.width, size.height);
		const bytes = blob && (await blob.arrayBuffer());
		const type = bytes && photoTypeOf(new Uint8Array(bytes));
		if (!bytes || !type) return { ok: false, code: 'unreadable' };
		return { ok: true, photo: { type, bytes, ...size } };
	} catch {
		// The canvas could not hold it (a browser's own limit on a canvas's size or memory).
		return { ok: false, code: 'too-big' };
	} finally {
		bitmap.close();
	}
}

/** `bitmap` drawn at `width` × `height` and encoded as JPEG, or null when the browser gave none. */
async function encoded(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
	const options = { type: 'image/jpeg', quality: PHOTO_QUALITY };
	if (typeof OffscreenCanvas !== 'undefined') {
		const canvas = new OffscreenCanvas(width, height);
		const context = canvas.getContext('2d');
		if (!context) return null;
		context.drawImage(bitmap, 0, 0, width, height);
		return canvas.convertToBlob(options);
	}
	const canvas = document.createElement('canvas');
	canvas.width = width;
	canvas.height = height;
	const context = canvas.getContext('2d');
	if (!context) return null;
	context.drawImage(bitmap, 0, 0, width, height);
	return new Promise((resolve) => canvas.toBlob(resolve, options.type, options.quality));
}
