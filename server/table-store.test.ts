/** The relay's tables on disk: a log of changes per table, merged now and then. */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import { tableName } from './relay.mjs';
import {
	MERGE_AT_RECORDS,
	createTableStore,
	logRecord,
	readLog,
	readStoredTable
} from './table-store.mjs';

const NAME = 'a'.repeat(64);
let dataDir: string;
let lines: string[];
const log = (line: string) => void lines.push(line);

beforeEach(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'table-store-'));
	lines = [];
});
afterEach(async () => {
	await rm(dataDir, { recursive: true, force: true });
});

/** One entry made on a phone of its own: a Yjs update. */
function entry(text: string): Uint8Array {
	const doc = new Y.Doc();
	doc.getArray<string>('entries').push([text]);
	return Y.encodeStateAsUpdate(doc);
}

const entriesOf = (doc: Y.Doc | null) => (doc?.getArray<string>('entries').toArray() ?? []).sort();

describe('a table log', () => {
	it('reads back the records written, and stops at one cut short or damaged', () => {
		const records = ['one', 'two', 'three'].map((t) => logRecord(entry(t)));
		const whole = Buffer.concat(records);
		expect(readLog(whole).updates).toHaveLength(3);
		expect(readLog(whole).damaged).toBe(0);
		// The last record cut short mid-write.
		const torn = whole.subarray(0, whole.length - 5);
		expect(readLog(torn).updates).toHaveLength(2);
		expect(readLog(torn).damaged).toBe(records[2].length - 5);
		// A byte of the second record changed: it and what follows are refused.
		const flipped = Buffer.from(whole);
		flipped[records[0].length + 10] ^= 0xff;
		expect(readLog(flipped).updates).toHaveLength(1);
	});
});

describe('the table store', () => {
	it('keeps every change appended, with no merge, for the next relay to read', async () => {
		const store = createTableStore({ dataDir, log });
		await store.load(NAME, new Y.Doc());
		for (const text of ['Ann: 20', 'Ben: 35']) store.append(NAME, entry(text));
		// Read as a relay started after this one was killed would.
		const next = new Y.Doc();
		const bytes = await createTableStore({ dataDir, log }).load(NAME, next);
		expect(entriesOf(next)).toEqual(['Ann: 20', 'Ben: 35']);
		expect(bytes).toBeGreaterThan(0);
	});

	it('merges the log into one state once it is long, and loses nothing', async () => {
		const store = createTableStore({ dataDir, log });
		const doc = new Y.Doc();
		await store.load(NAME, doc);
		const texts = Array.from({ length: MERGE_AT_RECORDS + 3 }, (_, i) => `entry ${i}`);
		for (const text of texts) {
			const update = entry(text);
			store.append(NAME, update);
			Y.applyUpdate(doc, update);
		}
		await store.settled();
		const files = readdirSync(join(dataDir, NAME));
		expect(files).toContain('state.ydoc');
		// Only what came after the merge is still in the log.
		const left = files.includes('log')
			? readLog(readFileSync(join(dataDir, NAME, 'log'))).updates
			: [];
		expect(left.length).toBeLessThan(10);
		expect(entriesOf(readStoredTable(dataDir, NAME))).toEqual([...texts].sort());
	});

	it('keeps the changes that come while a merge is under way', async () => {
		const sizes: number[] = [];
		const store = createTableStore({ dataDir, log, onMerged: (_name, bytes) => sizes.push(bytes) });
		const doc = new Y.Doc();
		await store.load(NAME, doc);
		const texts = Array.from({ length: MERGE_AT_RECORDS + 20 }, (_, i) => `entry ${i}`);
		for (const [i, text] of texts.entries()) {
			const update = entry(text);
			store.append(NAME, update);
			Y.applyUpdate(doc, update);
			// Past the merge's start, each change comes a moment later, as the merge runs.
			if (i >= MERGE_AT_RECORDS - 1) for (let k = 0; k < 3; k++) await Promise.resolve();
		}
		await store.settled();
		await new Promise((resolve) => setTimeout(resolve, 50));
		await store.settled();
		expect(entriesOf(readStoredTable(dataDir, NAME))).toEqual([...texts].sort());
		// The relay is told the table's size once merged (its limit counts from it).
		expect(sizes.length).toBeGreaterThan(0);
		expect(sizes[0]).toBeGreaterThan(0);
	});

	it('refuses a torn last record in plain words, keeps the rest, and goes on', async () => {
		const store = createTableStore({ dataDir, log });
		await store.load(NAME, new Y.Doc());
		store.append(NAME, entry('Ann: 20'));
		// A relay killed mid-write leaves half a record.
		appendFileSync(join(dataDir, NAME, 'log'), logRecord(entry('Ben: 35')).subarray(0, 12));
		const next = createTableStore({ dataDir, log });
		const doc = new Y.Doc();
		await next.load(NAME, doc);
		expect(entriesOf(doc)).toEqual(['Ann: 20']);
		expect(lines.join('\n')).toMatch(/cut short or damaged .* the 1 changes before them are kept/);
		// What is appended after it is read back too.
		next.append(NAME, entry('Cat: 5'));
		Y.applyUpdate(doc, entry('Cat: 5'));
		const again = new Y.Doc();
		await createTableStore({ dataDir, log }).load(NAME, again);
		expect(entriesOf(again)).toEqual(['Ann: 20', 'Cat: 5']);
	});

	it('sets an unreadable state aside in plain words and keeps the log', async () => {
		await mkdir(join(dataDir, NAME), { recursive: true });
		writeFileSync(join(dataDir, NAME, 'state.ydoc'), Buffer.from('not a table at all'));
		appendFileSync(join(dataDir, NAME, 'log'), logRecord(entry('Ann: 20')));
		const doc = new Y.Doc();
		await createTableStore({ dataDir, log }).load(NAME, doc);
		expect(entriesOf(doc)).toEqual(['Ann: 20']);
		expect(lines.join('\n')).toMatch(/its stored state could not be read/);
		expect(
			readdirSync(join(dataDir, NAME)).some((f) => f.startsWith('state.ydoc.unreadable'))
		).toBe(true);
	});

	it("reads a table an earlier relay kept as one file, and moves it into the table's folder", async () => {
		const old = new Y.Doc();
		old.getArray<string>('entries').push(['Ann: 20', 'Ben: 35']);
		writeFileSync(join(dataDir, `${NAME}.ydoc`), Y.encodeStateAsUpdate(old));
		const store = createTableStore({ dataDir, log });
		const doc = new Y.Doc();
		await store.load(NAME, doc);
		expect(entriesOf(doc)).toEqual(['Ann: 20', 'Ben: 35']);
		await store.flush(NAME, { release: true });
		expect(existsSync(join(dataDir, `${NAME}.ydoc`))).toBe(false);
		expect(readdirSync(join(dataDir, NAME))).toEqual(['state.ydoc']);
		expect(entriesOf(readStoredTable(dataDir, NAME))).toEqual(['Ann: 20', 'Ben: 35']);
	});

	it('deletes every file of a table it removes', async () => {
		const store = createTableStore({ dataDir, log });
		await store.load(NAME, new Y.Doc());
		store.append(NAME, entry('Ann: 20'));
		await store.remove(NAME);
		expect(readdirSync(dataDir)).toEqual([]);
		expect(readStoredTable(dataDir, NAME)).toBeNull();
	});
});

describe('a relay killed the moment another phone has an entry', () => {
	it('has the entry when it starts again', async () => {
		const ORIGIN = 'http://app.example';
		const CODE = 'KILLKILLKILLKILLKILLKILL00';
		const start = async () => {
			const child = spawn(
				process.execPath,
				['server/table-server.mjs', '--port', '0', '--host', '127.0.0.1'],
				{
					env: { ...process.env, TABLE_DATA: dataDir, TABLE_ORIGINS: ORIGIN },
					stdio: ['ignore', 'pipe', 'pipe']
				}
			);
			const url = await new Promise<string>((resolve, reject) => {
				let out = '';
				child.stdout.on('data', (chunk: Buffer) => {
					out += chunk.toString();
					const port = /table relay on ws:\/\/[^\s:]+:(\d+)/.exec(out)?.[1];
					if (port) resolve(`ws://127.0.0.1:${port}`);
				});
				child.once('exit', (code) => reject(new Error(`relay exited ${code}`)));
			});
			return { child, url };
		};
		class FromApp extends WebSocket {
			constructor(address: string) {
				super(address, { origin: ORIGIN });
			}
		}
		const phone = (url: string, create: boolean) => {
			const doc = new Y.Doc();
			const provider = new WebsocketProvider(url, 'table', doc, {
				WebSocketPolyfill: FromApp as never,
				disableBc: true,
				params: { table: CODE, ...(create ? { create: '1' } : {}) }
			});
			return { doc, provider };
		};
		const first = await start();
		const host = phone(first.url, true);
		const guest = phone(first.url, false);
		try {
			await new Promise((resolve) => guest.provider.once('sync', resolve));
			host.doc.getArray<string>('entries').push(['Ann: 20']);
			await expect.poll(() => guest.doc.getArray('entries').length).toBe(1);
			first.child.kill('SIGKILL');
			await new Promise((resolve) => first.child.once('exit', resolve));
		} finally {
			host.provider.destroy();
			guest.provider.destroy();
		}
		expect(entriesOf(readStoredTable(dataDir, tableName(CODE)))).toEqual(['Ann: 20']);
		const second = await start();
		const late = phone(second.url, false);
		try {
			await expect
				.poll(() => late.doc.getArray<string>('entries').toArray(), { timeout: 20_000 })
				.toEqual(['Ann: 20']);
		} finally {
			late.provider.destroy();
			second.child.kill('SIGTERM');
			await new Promise((resolve) => second.child.once('exit', resolve));
		}
	});
});
