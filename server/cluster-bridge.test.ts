/**
 * A table open on two relays, bridged through Redis (here two links to one Redis in one process,
 * standing for two relays): what one relay's table takes reaches the other's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { joinCluster } from './cluster.mjs';
import { RedisServer } from './redis-server';

const redis = new RedisServer();
let dir: string;
let a: Awaited<ReturnType<typeof joinCluster>>;
let b: Awaited<ReturnType<typeof joinCluster>>;
const log = () => {};

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'cluster-bridge-'));
	await redis.start(dir);
	a = await joinCluster(redis.url, { log });
	b = await joinCluster(redis.url, { log });
}, 60_000);

afterAll(async () => {
	await a?.close();
	await b?.close();
	redis.child?.kill();
	await rm(dir, { recursive: true, force: true });
});

/** A relay's table: a document with its presence, as the y-websocket server keeps it. */
function table() {
	const doc = new Y.Doc() as Y.Doc & { awareness: Awareness };
	doc.awareness = new Awareness(doc);
	doc.awareness.setLocalState(null);
	return doc;
}

describe('a table bridged between two relays', () => {
	it("carries each change and each presence to the other relay's table", async () => {
		const one = table();
		const two = table();
		const remote: Uint8Array[] = [];
		const closeOne = await a.bridge('t'.repeat(64), one, () => {});
		const closeTwo = await b.bridge('t'.repeat(64), two, (update) => remote.push(update));
		try {
			one.getArray<string>('entries').push(['Ann: 20']);
			await expect
				.poll(() => two.getArray<string>('entries').toArray(), { timeout: 20_000 })
				.toEqual(['Ann: 20']);
			// The other relay is told the size of what came (its table's limit counts it).
			expect(remote.length).toBeGreaterThan(0);
			one.awareness.states.set(42, { player: 'Ann' });
			one.awareness.meta.set(42, { clock: 1, lastUpdated: Date.now() });
			one.awareness.emit('update', [{ added: [42], updated: [], removed: [] }, 'phone']);
			await expect
				.poll(() => two.awareness.getStates().get(42), { timeout: 20_000 })
				.toEqual({ player: 'Ann' });
		} finally {
			closeOne();
			closeTwo();
			one.awareness.destroy();
			two.awareness.destroy();
		}
	});

	it("lets one relay at a time merge a table's files", async () => {
		const release = await a.lockTable('m'.repeat(64));
		expect(release).not.toBeNull();
		expect(await b.lockTable('m'.repeat(64))).toBeNull();
		await release!();
		const again = await b.lockTable('m'.repeat(64));
		expect(again).not.toBeNull();
		await again!();
	});
});
