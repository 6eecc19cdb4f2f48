import { describe, expect, it } from 'vitest';
import { base64Length, keptSize, PHOTO_LONG_SIDE, photoTypeOf } from './photo';
import { base64Of, bytesOfBase64 } from './base64';

describe('keptSize', () => {
	it('scales a phone camera picture so its longer side is the stated size, keeping its shape', () => {
		expect(keptSize(4032, 3024)).toEqual({ width: PHOTO_LONG_SIDE, height: 1200 });
		expect(keptSize(3024, 4032)).toEqual({ width: 1200, height: PHOTO_LONG_SIDE });
		expect(keptSize(4000, 1000, 1000)).toEqual({ width: 1000, height: 250 });
	});

	it('never enlarges a small picture', () => {
		expect(keptSize(640, 480)).toEqual({ width: 640, height: 480 });
		expect(keptSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
	});

	it('keeps at least one pixel of a very thin picture', () => {
		expect(keptSize(100_000, 10)).toEqual({ width: PHOTO_LONG_SIDE, height: 1 });
	});
});

describe('photoTypeOf', () => {
	it('knows JPEG and WebP by their first bytes, and nothing else', () => {
		expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
		const webp = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');
		expect(photoTypeOf(webp)).toBe('image/webp');
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
		expect(photoTypeOf(png)).toBeNull();
		expect(photoTypeOf(new TextEncoder().encode('hello, world'))).toBeNull();
		expect(photoTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
	});
});

describe('base64 of a photo', () => {
	it('gives back the same bytes, for sizes across the chunk boundary', () => {
		for (const size of [0, 1, 2, 3, 100, 0x8000, 0x8001, 70_000]) {
			const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 256);
			const text = base64Of(bytes);
			expect(text.length).toBe(base64Length(size));
			expect(bytesOfBase64(text)).toEqual(bytes);
		}
	});

	it('refuses text that is not base64 rather than skipping what it does not know', () => {
		expect(bytesOfBase64('/9j/4A==')).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
		expect(bytesOfBase64('/9j/4A=')).toBeNull();
		expect(bytesOfBase64('/9j*4A==')).toBeNull();
		expect(bytesOfBase64('/9j/ 4A==')).toBeNull();
	});
});
