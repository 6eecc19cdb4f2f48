import { describe, expect, it } from 'vitest';
import { formatSize, storageLine } from './storage-size';

const MB = 1024 * 1024;

describe('storage sizes for people', () => {
	it('says "less than 1 MB" for anything under a megabyte, even nothing', () => {
		expect(formatSize(0)).toBe('less than 1 MB');
		expect(formatSize(300 * 1024)).toBe('less than 1 MB');
	});

	it('gives megabytes with one decimal when small and whole numbers when large', () => {
		expect(formatSize(MB)).toBe('1 MB');
		expect(formatSize(3.2 * MB)).toBe('3.2 MB');
		expect(formatSize(9.99 * MB)).toBe('10 MB');
		expect(formatSize(250.4 * MB)).toBe('250 MB');
	});

	it('gives gigabytes from about a thousand megabytes', () => {
		expect(formatSize(10240 * MB)).toBe('10 GB');
		expect(formatSize(1536 * MB)).toBe('1.5 GB');
		expect(formatSize(1000 * MB)).toBe('1 GB');
		expect(formatSize(120 * 1024 * MB)).toBe('120 GB');
	});

	it('writes the whole line, with the quota only when the browser tells it', () => {
		expect(storageLine(0, 10240 * MB)).toBe('less than 1 MB used of about 10 GB available');
		expect(storageLine(3.2 * MB)).toBe('3.2 MB used');
	});

	it("says sizes and the line in the reader's language, units as Intl writes them", () => {
		expect(formatSize(300 * 1024, { locale: 'fr' })).toMatch(/^moins de 1\sMo$/);
		expect(formatSize(3.2 * MB, { locale: 'de' })).toBe('3,2 MB');
		expect(storageLine(3.2 * MB, 10240 * MB, { locale: 'es' })).toBe(
			'3,2 MB usados de unos 10 GB disponibles'
		);
	});
});
