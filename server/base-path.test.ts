import { describe, expect, it } from 'vitest';
import { readBasePath } from './base-path.mjs';

describe('BASE_PATH', () => {
	it('is empty for a domain root, and a path with one leading slash otherwise', () => {
		expect(readBasePath(undefined)).toBe('');
		expect(readBasePath('')).toBe('');
		expect(readBasePath('/')).toBe('');
		expect(readBasePath('tablemate')).toBe('/tablemate');
		expect(readBasePath('/tablemate/')).toBe('/tablemate');
		expect(readBasePath(' /games/tablemate ')).toBe('/games/tablemate');
	});

	it('refuses what is not a plain path, saying what was given', () => {
		for (const bad of ['https://example.org/tablemate', '/a b', '/../up', '/a//b', '/?x', '/.'])
			expect(() => readBasePath(bad), bad).toThrow(
				`BASE_PATH must be a path such as /tablemate (letters, digits, "-", "_", "." and "~" between slashes), not ${JSON.stringify(bad)}.`
			);
	});
});
