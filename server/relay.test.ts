// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebsocketProvider } from 'y-websocket';
import { CLOSE, REASONS, readOptions, startRelay, tableName } from './relay.mjs';
import { readStoredTable } from './table-store.mjs';

const ORIGIN = 'http://app.example';
const CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
let relay: Awaited<ReturnType<typeof startRelay>>;
let dataDir: string;

beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'relay-'));
	relay = await startRelay({
		port: 0,
		host: '127.0.0.1',
		origins: [ORIGIN],
		dataDir,
		maxMessageBytes: 4096,
		maxTableBytes: 20_000,
		maxMessagesPerSecond: 20
	});
});

afterAll(async () => {
	await relay.close();
	await rm(dataDir, { recursive: true, force: true });
});

/** A raw connection; resolves with how it ended (or 'open' when asked to stop there). */
function connect(query: string, origin = ORIGIN): WebSocket {
	return new WebSocket(`ws://127.0.0.1:${relay.port}/table?${query}`, { origin });
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
	return new Promise((resolve) => {
		ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
		ws.on('error', () => resolve({ code: -1, reason: 'error' }));
	});
}

function opened(ws: WebSocket): Promise<void> {
	return new Promise((resolve, reject) => {
		ws.once('open', () => resolve());
		ws.once('error', reject);
	});
}

/** A sync message carrying one update, as a phone sends it. */
function updateMessage(update: Uint8Array): Uint8Array {
	const encoder = encoding.createEncoder();
	encoding.writeVarUint(encoder, 0);
	syncProtocol.writeUpdate(encoder, update);
	return encoding.toUint8Array(encoder);
}

function someUpdate(text: string): Uint8Array {
	const doc = new Y.Doc();
	doc.getArray<string>('entries').push([text]);
	return Y.encodeStateAsUpdate(doc);
}

async function createTable(code: string): Promise<void> {
	const ws = connect(`table=${code}&create=1`);
	await opened(ws);
	ws.close();
	await closed(ws);
}

describe('the table relay', () => {
	it('keeps what phones send, under the hash of the code and never the code', async () => {
		const a = new Y.Doc();
		const b = new Y.Doc();
		const options = { WebSocketPolyfill: WebSocket as never, disableBc: true };
		const url = `ws://127.0.0.1:${relay.port}`;
		// A browser sends its page's origin; Node's client is told to.
		class FromApp extends WebSocket {
			constructor(address: string) {
				super(address, { origin: ORIGIN });
			}
		}
		const host = new WebsocketProvider(url, 'table', a, {
			...options,
			WebSocketPolyfill: FromApp as never,
			params: { table: CODE, create: '1' }
		});
		a.getArray<string>('entries').push(['round 1']);
		await new Promise((resolve) => host.once('sync', resolve));
		const guest = new WebsocketProvider(url, 'table', b, {
			...options,
			WebSocketPolyfill: FromApp as never,
			params: { table: CODE }
		});
		await new Promise((resolve) => guest.once('sync', resolve));
		await expect.poll(() => b.getArray('entries').toArray()).toEqual(['round 1']);
		host.destroy();
		guest.destroy();
		await relay.flushAll();
		const stored = readStoredTable(dataDir, tableName(CODE));
		expect(stored?.getArray('entries').toArray()).toEqual(['round 1']);
		const registry = await readFile(join(dataDir, 'tables.json'), 'utf8');
		expect(registry).toContain(tableName(CODE));
		expect(registry).not.toContain(CODE);

		// Once no phone has it open, the relay puts the table away; a phone that opens it again
		// has the whole table as soon as it is told it is in step, never an empty one first.
		await expect.poll(() => relay.openTables()).toBe(0);
		const late = new Y.Doc();
		const again = new WebsocketProvider(url, 'table', late, {
			...options,
			WebSocketPolyfill: FromApp as never,
			params: { table: CODE }
		});
		await new Promise((resolve) => again.once('sync', resolve));
		expect(late.getArray('entries').toArray()).toEqual(['round 1']);
		again.destroy();
	});

	it('refuses a code no host created, saying so', async () => {
		const ws = connect('table=ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
		expect(await closed(ws)).toEqual({ code: CLOSE.unknownTable, reason: REASONS.unknownTable });
	});

	it('refuses a page from an origin it was not told to allow, saying so to the phone', async () => {
		const ws = connect(`table=${CODE}`, 'https://elsewhere.example');
		expect(await closed(ws)).toEqual({ code: CLOSE.originRefused, reason: REASONS.originRefused });
		// A browser always sends an origin; a connection without one is no page of the app.
		const bare = new WebSocket(`ws://127.0.0.1:${relay.port}/table?table=${CODE}`);
		expect((await closed(bare)).code).toBe(CLOSE.originRefused);
	});

	it('lets in a page of its own address without being told to', async () => {
		const ws = connect(`table=${CODE}`, `http://127.0.0.1:${relay.port}`);
		await opened(ws);
		ws.close();
		await closed(ws);
	});

	it('has a reason for every refusal that fits a close frame', () => {
		for (const [kind, reason] of Object.entries(REASONS)) {
			expect(Buffer.byteLength(reason), kind).toBeLessThanOrEqual(123);
			expect(CLOSE[kind as keyof typeof CLOSE], kind).toBeGreaterThan(0);
		}
	});

	it('refuses a message over the size limit and keeps the table as it was', async () => {
		await createTable('BIGBIGBIGBIGBIGBIGBIGBIG00');
		const ws = connect('table=BIGBIGBIGBIGBIGBIGBIGBIG00');
		await opened(ws);
		ws.send(updateMessage(someUpdate('x'.repeat(10_000))));
		expect((await closed(ws)).code).toBe(1009);
		await relay.flushAll();
		const stored = readStoredTable(dataDir, tableName('BIGBIGBIGBIGBIGBIGBIGBIG00'));
		expect(stored?.getArray('entries').length ?? 0).toBe(0);
	});

	it('refuses a malformed update, saying so, and keeps the table as it was', async () => {
		await createTable('BADBADBADBADBADBADBADBAD00');
		const ws = connect('table=BADBADBADBADBADBADBADBAD00');
		await opened(ws);
		ws.send(updateMessage(new Uint8Array([1, 2, 3, 250, 251, 252, 7, 7, 7])));
		expect(await closed(ws)).toEqual({ code: CLOSE.malformed, reason: REASONS.malformed });
	});

	it('refuses a flood of updates from one phone, saying so', async () => {
		await createTable('FL00DFL00DFL00DFL00DFL00D0');
		const ws = connect('table=FL00DFL00DFL00DFL00DFL00D0');
		await opened(ws);
		const ended = closed(ws);
		for (let i = 0; i < 100; i++) ws.send(updateMessage(someUpdate(`entry ${i}`)));
		expect(await ended).toEqual({ code: CLOSE.tooMany, reason: REASONS.tooMany });
	});

	it('refuses more entries once a table reaches its size limit', async () => {
		await createTable('FU11FU11FU11FU11FU11FU11FU');
		const ws = connect('table=FU11FU11FU11FU11FU11FU11FU');
		await opened(ws);
		const ended = closed(ws);
		const doc = new Y.Doc();
		// Each under the message limit, together over the table's.
		for (let i = 0; i < 8; i++) {
			const before = Y.encodeStateVector(doc);
			doc.getArray<string>('entries').push([`${i}`.repeat(3000)]);
			ws.send(updateMessage(Y.encodeStateAsUpdate(doc, before)));
		}
		expect(await ended).toEqual({ code: CLOSE.tooLarge, reason: REASONS.tooLarge });
	});

	it('refuses the code of a table unused for longer than its days, saying so', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'relay-expiry-'));
		// A table unused for a millisecond expires.
		const short = await startRelay({
			port: 0,
			host: '127.0.0.1',
			origins: [ORIGIN],
			dataDir: dir,
			tableDays: 1 / 86_400_000
		});
		try {
			const host = new WebSocket(`ws://127.0.0.1:${short.port}/table?table=${CODE}&create=1`, {
				origin: ORIGIN
			});
			await opened(host);
			host.close();
			await closed(host);
			await new Promise((resolve) => setTimeout(resolve, 20));
			const late = new WebSocket(`ws://127.0.0.1:${short.port}/table?table=${CODE}`, {
				origin: ORIGIN
			});
			expect(await closed(late)).toEqual({
				code: CLOSE.expiredTable,
				reason: REASONS.expiredTable
			});
		} finally {
			await short.close();
			await rm(dir, { recursive: true, force: true });
		}
	});

	it('reads its settings from flags first, then the environment, and refuses nonsense', () => {
		const options = readOptions(['--port', '5000'], {
			TABLE_PORT: '6000',
			TABLE_ORIGINS: 'https://a.example, https://b.example'
		});
		expect(options.port).toBe(5000);
		expect(options.origins).toEqual(['https://a.example', 'https://b.example']);
		expect(() => readOptions(['--port', 'many'], {})).toThrow(
			'--port (or TABLE_PORT) should be a port number, or 0 for any free port; it is "many".'
		);
		expect(() => readOptions(['--max-table-bytes', '0'], {})).toThrow(
			/--max-table-bytes .* positive number/
		);
		expect(() => readOptions(['--colour', 'red'], {})).toThrow(/Unknown flag --colour/);
		// Port 0: any free port, which the relay prints as it starts.
		expect(readOptions(['--port', '0'], {}).port).toBe(0);
	});

	it('says so in plain words when its port is taken, instead of starting', async () => {
		const child = spawn(
			process.execPath,
			[
				'server/table-server.mjs',
				'--port',
				String(relay.port),
				'--host',
				'127.0.0.1',
				'--data',
				dataDir
			],
			{ stdio: ['ignore', 'ignore', 'pipe'] }
		);
		let said = '';
		child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
		const code = await new Promise((resolve) => child.once('exit', resolve));
		expect(code).toBe(1);
		expect(said.trim()).toBe(
			`Port ${relay.port} is already in use on 127.0.0.1: stop what uses it, or give the relay another port (--port).`
		);
	});
});
