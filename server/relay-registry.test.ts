/** The relay's registry of tables, alone (with Redis: relay-redis.test.ts). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openRegistry } from './relay-registry.mjs';

let dataDir: string;
const log = () => {};
const DAY = 86_400_000;

beforeEach(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'relay-registry-'));
});
afterEach(async () => {
	await rm(dataDir, { recursive: true, force: true });
});

describe("a relay's registry", () => {
	it('keeps the tables used in tables.json, and reads them back', async () => {
		const registry = await openRegistry({ dataDir, tableDays: 30, log, cluster: null });
		const now = Date.now();
		await registry.use('a'.repeat(64), { createdAt: now, usedAt: now }, true);
		await registry.saved();
		expect(registry.count()).toBe(1);
		expect(JSON.parse(await readFile(join(dataDir, 'tables.json'), 'utf8'))).toEqual({
			['a'.repeat(64)]: { createdAt: now, usedAt: now }
		});
		const again = await openRegistry({ dataDir, tableDays: 30, log, cluster: null });
		expect(again.count()).toBe(1);
		expect(await again.get('a'.repeat(64))).toEqual({ createdAt: now, usedAt: now });
	});

	it('lets an address create only so many tables an hour', async () => {
		const registry = await openRegistry({ dataDir, tableDays: 30, log, cluster: null });
		const now = Date.now();
		expect(await registry.mayCreate('10.0.0.1', now, 2)).toBe(true);
		expect(await registry.mayCreate('10.0.0.1', now, 2)).toBe(true);
		expect(await registry.mayCreate('10.0.0.1', now, 2)).toBe(false);
		expect(await registry.mayCreate('10.0.0.2', now, 2)).toBe(true);
		// An hour later the address may again.
		expect(await registry.mayCreate('10.0.0.1', now + 3_600_000, 2)).toBe(true);
	});

	it('sweeps the tables past their days that no phone has open, and no other', async () => {
		const registry = await openRegistry({ dataDir, tableDays: 30, log, cluster: null });
		const now = Date.now();
		const old = { createdAt: now - 40 * DAY, usedAt: now - 31 * DAY };
		await registry.use('old'.padEnd(64, '0'), old, true);
		await registry.use('open'.padEnd(64, '0'), old, true);
		await registry.use('new'.padEnd(64, '0'), { createdAt: now, usedAt: now }, true);
		expect(registry.expired(old, now)).toBe(true);
		const removed: string[] = [];
		const gone = await registry.sweep(
			(name) => name.startsWith('open'),
			async (name) => void removed.push(name)
		);
		expect(gone).toEqual(['old'.padEnd(64, '0')]);
		expect(removed).toEqual(gone);
		expect(registry.count()).toBe(2);
		expect(await registry.get('old'.padEnd(64, '0'))).toBeUndefined();
		expect(Object.keys(JSON.parse(await readFile(join(dataDir, 'tables.json'), 'utf8')))).toEqual([
			'open'.padEnd(64, '0'),
			'new'.padEnd(64, '0')
		]);
	});
});
