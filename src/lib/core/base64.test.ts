import { describe, expect, it } from 'vitest';
import { base64Of, base64UrlOf, bytesOfBase64, bytesOfBase64Url } from './base64';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('standard base64', () => {
	it('writes bytes as the standard alphabet, padded, and reads them back', () => {
		const text = new TextEncoder().encode('Tablemate');
		expect(base64Of(text)).toBe('VGFibGVtYXRl');
		expect(base64Of(bytes(251, 255))).toBe('+/8=');
		expect(base64Of(bytes(1))).toBe('AQ==');
		expect(bytesOfBase64('+/8=')).toEqual(bytes(251, 255));
		expect(bytesOfBase64('')).toEqual(bytes());
		for (let n = 0; n < 40; n++) {
			const some = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) % 256);
			expect(bytesOfBase64(base64Of(some))).toEqual(some);
		}
	});

	it('refuses text that is not base64 instead of reading part of it', () => {
		for (const bad of ['ab!d', 'AQ', 'A', 'AQ=', '-_8=', 'AQ==AQ==', ' AQ==', 'AQ==\n'])
			expect(bytesOfBase64(bad), bad).toBeNull();
	});
});

describe('URL-safe base64', () => {
	it('writes bytes with "-" and "_" and no padding, and reads them back', () => {
		expect(base64UrlOf(bytes(251, 255))).toBe('-_8');
		expect(base64UrlOf(bytes(1))).toBe('AQ');
		expect(bytesOfBase64Url('-_8')).toEqual(bytes(251, 255));
		for (let n = 0; n < 40; n++) {
			const some = Uint8Array.from({ length: n }, (_, i) => (i * 89 + n) % 256);
			expect(bytesOfBase64Url(base64UrlOf(some))).toEqual(some);
		}
	});

	it('refuses text that is not URL-safe base64', () => {
		for (const bad of ['+/8', '-_8=', 'A', 'ABCDE', 'ab!d', 'AQ '])
			expect(bytesOfBase64Url(bad), bad).toBeNull();
	});
});
