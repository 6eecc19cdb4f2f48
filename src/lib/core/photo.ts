/**
 * Photos of a game, as the phone keeps them: the size they are resized to, the limits on what is
 * kept and what a backup may hold, and the checks on an image's bytes. Pure: the resizing itself
 * (a browser's decoder and canvas) is state/photo-take.ts, the storing db/photos.ts.
 */

/** The longest side of a kept photo, in pixels: a larger picture is scaled down to it. */
export const PHOTO_LONG_SIDE = 1600;
/** The JPEG quality a photo is encoded at (0 to 1). */
export const PHOTO_QUALITY = 0.8;
/** The type a photo is encoded as; a backup may also hold WebP. */
export const PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
/**
 * The most bytes a kept photo may have: a 1600 px JPEG at 0.8 is a few hundred kB, so this is
 * far more than the phone writes, and a backup's photo above it is refused.
 */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
/** A picture file larger than this is refused before it is decoded (a phone's is 2–15 MB). */
export const PHOTO_INPUT_MAX_BYTES = 40 * 1024 * 1024;
/** A decoded picture with more pixels than this is refused (a 200-megapixel camera's is less). */
export const PHOTO_INPUT_MAX_PIXELS = 250_000_000;
/** Photos one game may keep. */
export const PHOTOS_PER_GAME = 50;
/** Photos a backup may hold. */
export const PHOTOS_PER_BACKUP = 5000;
/** The longest caption kept. */
export const CAPTION_MAX_LENGTH = 200;

/**
 * The size a `width` × `height` picture is kept at: scaled so its longer side is at most
 * `longSide`, the same shape, never enlarged, never below one pixel.
 */
export function keptSize(
	width: number,
	height: number,
	longSide = PHOTO_LONG_SIDE
): { width: number; height: number } {
	const scale = Math.min(1, longSide / Math.max(width, height));
	return {
		width: Math.max(1, Math.round(width * scale)),
		height: Math.max(1, Math.round(height * scale))
	};
}

/** The type `bytes` are by their first bytes (JPEG, WebP), or null when they are neither. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
		return 'image/jpeg';
	const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
	if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
	return null;
}

/** Base64 characters of `bytes` bytes: what a backup's photo of at most that size may hold. */
export function base64Length(bytes: number): number {
	return 4 * Math.ceil(bytes / 3);
}
