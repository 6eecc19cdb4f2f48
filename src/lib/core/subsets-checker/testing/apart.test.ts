import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The oracle keeps its own arithmetic to check the checker, and the corpora are test data: none
// of it may reach the app. So no file of the app (anything but a test) imports from this folder.

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../../../..');

function sources(dir: string, out: string[] = []): string[] {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) sources(path, out);
		else if (/\.(ts|svelte)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(path);
	}
	return out;
}

describe('the testing folder', () => {
	it('is imported by tests only', () => {
		const files = sources(src).filter((file) => !file.startsWith(here));
		expect(files.length).toBeGreaterThan(50);
		const reaching: string[] = [];
		for (const file of files) {
			const text = readFileSync(file, 'utf8');
			for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
				const spec = match[1];
				const target = spec.startsWith('$lib/')
					? join(src, 'lib', spec.slice(5))
					: spec.startsWith('.')
						? resolve(dirname(file), spec)
						: null;
				if (target?.startsWith(here)) reaching.push(`${file}: ${spec}`);
			}
		}
		expect(reaching).toEqual([]);
	});
});
