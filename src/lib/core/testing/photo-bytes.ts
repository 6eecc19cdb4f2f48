/** A JPEG's first bytes followed by `size - 3` more: all the app's checks read of an image. */
export function jpegBytes(size: number, seed = 1): ArrayBuffer {
	const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 13 + seed) % 256);
	bytes.set([0xff, 0xd8, 0xff]);
	return bytes.buffer;
}
