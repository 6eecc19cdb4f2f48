// @vitest-environment node
/**
 * Several relays behind one address, on Redis (issue 35 §4): a real `redis-server`, two relay
 * processes (server/table-server.mjs --redis) and y-websocket phones spread over them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebsocketProvider } from 'y-websocket';
import { freePort } from '../tests/e2e/relay';
import { CLOSE, REASONS, tableName } from './relay.mjs';
import { readStoredTable } from './table-store.mjs';
import { RedisServer, watch } from './redis-server';

const ORIGIN = 'http://app.example';
/** Small limits, so that two relays' phones together go over them. */
const LIMITS = [
	'--max-message-bytes',
	'16000',
	'--max-table-bytes',
	'20000',
	'--max-messages-per-second',
	'25',
	'--max-table-messages-per-second',
	'30',
	'--max-presence-per-table',
	'3',
	'--max-new-tables-per-hour',
	'10',
	// The test names the address a table is created from (X-Forwarded-For), as a proxy would.
	'--trust-proxy'
];

let serial = 0;
/** A fresh table code (26 characters of the code alphabet). */
const newCode = () => `REDIS${String(++serial).padStart(21, '0')}`;

/**
 * A relay process: `npm run table-server`, or `npm run serve` (the app and the relay on one port,
 * as the container runs it) when given the folder of an app to serve.
 */
class RelayProcess {
	child!: ChildProcess;
	port = 0;
	output!: ReturnType<typeof watch>;
	constructor(
		readonly dataDir: string,
		readonly redisUrl: string,
		readonly appDir?: string
	) {}
	async start() {
		this.port = await freePort();
		this.child = spawn(
			process.execPath,
			[
				...(this.appDir ? ['server/serve.mjs', '--app', this.appDir] : ['server/table-server.mjs']),
				'--port',
				String(this.port),
				'--host',
				'127.0.0.1',
				'--origins',
				ORIGIN,
				'--data',
				this.dataDir,
				'--redis',
				this.redisUrl,
				...LIMITS
			],
			{ stdio: ['ignore', 'pipe', 'pipe'] }
		);
		this.output = watch(this.child);
		const stopped = new Promise<never>((_, reject) =>
			this.child.once('exit', (code) =>
				reject(new Error(`The relay stopped (exit ${code}) as it started:\n${this.output.said()}`))
			)
		);
		await Promise.race([stopped, listening(this.port, this.child)]);
		if (this.child.exitCode !== null || this.child.signalCode !== null) await stopped;
	}
	/** Ends the relay at once, as a crash would: no chance to write anything. */
	async kill() {
		if (this.child.exitCode !== null || this.child.signalCode !== null) return;
		const exited = new Promise((resolve) => this.child.once('exit', resolve));
		this.child.kill('SIGKILL');
		await exited;
	}
	/** Stops it as a restart would (SIGTERM: every table written). */
	async stop() {
		if (this.child.exitCode !== null || this.child.signalCode !== null) return;
		const exited = new Promise((resolve) => this.child.once('exit', resolve));
		this.child.kill('SIGTERM');
		await exited;
	}
}

/** Resolves once something listens on `port`; stops looking once `child` has ended. */
async function listening(port: number, child: ChildProcess): Promise<void> {
	while (child.exitCode === null && child.signalCode === null) {
		const open = await new Promise<boolean>((resolve) => {
			const socket = connectTcp(port, '127.0.0.1');
			socket.once('connect', () => {
				socket.destroy();
				resolve(true);
			});
			socket.once('error', () => resolve(false));
		});
		if (open) return;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/**
 * One address in front of several relays, as a load balancer with health checks is: each
 * connection goes to the first relay of `order` that answers.
 */
async function frontDoor(order: number[]): Promise<{ url: string; close: () => void }> {
	const sockets = new Set<Socket>();
	const server: Server = createServer((client) => {
		sockets.add(client);
		client.on('error', () => client.destroy());
		client.on('close', () => sockets.delete(client));
		const tryRelay = (i: number) => {
			if (i >= order.length) return client.destroy();
			const relay = connectTcp(order[i], '127.0.0.1');
			sockets.add(relay);
			let joined = false;
			relay.once('connect', () => {
				joined = true;
				client.pipe(relay);
				relay.pipe(client);
			});
			relay.on('error', () => (joined ? client.destroy() : tryRelay(i + 1)));
			relay.on('close', () => {
				sockets.delete(relay);
				if (joined) client.destroy();
			});
			client.on('close', () => relay.destroy());
		};
		tryRelay(0);
	});
	const port = await freePort();
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `ws://127.0.0.1:${port}`,
		close: () => {
			server.close();
			for (const s of sockets) s.destroy();
		}
	};
}

/** A browser sends its page's origin; Node's client is told to. */
class FromApp extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

type Phone = { doc: Y.Doc; provider: WebsocketProvider; entries: () => string[] };
const phones: Phone[] = [];

/** A phone at table `code` through `url` (a relay, or the front door), with its presence. */
function phone(url: string, code: string, name: string, create = false): Phone {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(url, 'table', doc, {
		WebSocketPolyfill: FromApp as never,
		disableBc: true,
		params: create ? { table: code, create: '1' } : { table: code },
		// Reconnects at once after its relay went away (the app's own delay is longer).
		maxBackoffTime: 200
	});
	provider.awareness.setLocalStateField('player', name);
	const made = { doc, provider, entries: () => doc.getArray<string>('entries').toArray().sort() };
	phones.push(made);
	return made;
}

const synced = (p: Phone) =>
	p.provider.synced ? Promise.resolve() : new Promise((r) => p.provider.once('sync', r));

function raw(port: number, query: string, address = '192.0.2.1'): WebSocket {
	return new WebSocket(`ws://127.0.0.1:${port}/table?${query}`, {
		origin: ORIGIN,
		headers: { 'x-forwarded-for': address }
	});
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

/** A sync message carrying `text` pushed on the table's entries, as a phone sends it. */
function entryMessage(text: string): Uint8Array {
	const doc = new Y.Doc();
	doc.getArray<string>('entries').push([text]);
	const encoder = encoding.createEncoder();
	encoding.writeVarUint(encoder, 0);
	syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
	return encoding.toUint8Array(encoder);
}

/** Creates a table through relay `port` and leaves it. */
async function create(port: number, code: string, address?: string) {
	const ws = raw(port, `table=${code}&create=1`, address);
	const ended = closed(ws);
	await opened(ws);
	ws.close();
	await ended;
}

const redis = new RedisServer();
let a: RelayProcess;
let b: RelayProcess;
let dataDir: string;

beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'relay-redis-'));
	await redis.start(dataDir);
	// Both relays share one data folder, as replicas sharing a volume do. Relay B is `npm run
	// serve`, the app and its relay on one port, as in the container.
	const appDir = join(dataDir, 'app');
	await mkdir(appDir);
	await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Tablemate</title>');
	a = new RelayProcess(dataDir, redis.url);
	b = new RelayProcess(dataDir, redis.url, appDir);
	await Promise.all([a.start(), b.start()]);
}, 60_000);

afterAll(async () => {
	for (const p of phones) p.provider.destroy();
	await Promise.all([a?.stop(), b?.stop()]);
	redis.child?.kill('SIGKILL');
	await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('several relays behind one address, on Redis', () => {
	it('brings every entry and every presence to every phone, whichever relay it reached', async () => {
		const code = newCode();
		const host = phone(`ws://127.0.0.1:${a.port}`, code, 'Ann', true);
		await synced(host);
		const guest = phone(`ws://127.0.0.1:${b.port}`, code, 'Ben');
		const third = phone(`ws://127.0.0.1:${b.port}`, code, 'Cat');
		await Promise.all([synced(guest), synced(third)]);
		host.doc.getArray<string>('entries').push(['Ann: 20']);
		guest.doc.getArray<string>('entries').push(['Ben: 35']);
		third.doc.getArray<string>('entries').push(['Cat: 5']);
		for (const p of [host, guest, third]) {
			await expect.poll(p.entries, { timeout: 20_000 }).toEqual(['Ann: 20', 'Ben: 35', 'Cat: 5']);
			await expect
				.poll(() => [...p.provider.awareness.getStates().values()].map((s) => s.player).sort(), {
					timeout: 20_000
				})
				.toEqual(['Ann', 'Ben', 'Cat']);
		}
		// A phone that leaves is no longer shown on the other relay.
		host.provider.destroy();
		await expect
			.poll(() => [...guest.provider.awareness.getStates().values()].map((s) => s.player).sort(), {
				timeout: 20_000
			})
			.toEqual(['Ben', 'Cat']);
		guest.provider.destroy();
		third.provider.destroy();
	}, 60_000);

	it('gives a phone joining through the other relay the whole table at once, a change of a moment before included', async () => {
		const code = newCode();
		const host = phone(`ws://127.0.0.1:${a.port}`, code, 'Ann', true);
		await synced(host);
		const watcher = phone(`ws://127.0.0.1:${a.port}`, code, 'Ben');
		await synced(watcher);
		// Relay A has the entry once its other phone has it; it writes it to the table's file only
		// 100 ms after the change. A phone that joins through relay B at once is told it is in step
		// only once it has the entry (a phone that joins reads the game at that moment).
		const reachedA = new Promise<void>((resolve) =>
			watcher.doc.getArray<string>('entries').observe(() => resolve())
		);
		host.doc.getArray<string>('entries').push(['Ann: 20']);
		await reachedA;
		const guest = phone(`ws://127.0.0.1:${b.port}`, code, 'Cat');
		const atFirstSync = await new Promise<string[]>((resolve) =>
			guest.provider.once('sync', () => resolve(guest.entries()))
		);
		expect(atFirstSync).toEqual(['Ann: 20']);
		for (const p of [host, watcher, guest]) p.provider.destroy();
	}, 60_000);

	it('knows a table created through either relay on both, and refuses an unknown code on both', async () => {
		const code = newCode();
		await create(a.port, code);
		for (const relay of [a, b]) {
			const ws = raw(relay.port, `table=${code}`);
			const ended = closed(ws);
			await opened(ws);
			ws.close();
			expect((await ended).code).toBe(1005);
			const unknown = raw(relay.port, 'table=ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
			expect(await closed(unknown)).toEqual({
				code: CLOSE.unknownTable,
				reason: REASONS.unknownTable
			});
		}
	}, 30_000);

	it('counts the tables created from one address through every relay against one limit', async () => {
		const address = '203.0.113.7';
		// Ten an hour from one address, whichever relay takes them.
		for (let i = 0; i < 10; i++) await create([a, b][i % 2].port, newCode(), address);
		for (const relay of [a, b]) {
			const ws = raw(relay.port, `table=${newCode()}&create=1`, address);
			expect(await closed(ws)).toEqual({
				code: CLOSE.tooManyTables,
				reason: REASONS.tooManyTables
			});
		}
		// Another address may still create one.
		await create(b.port, newCode(), '203.0.113.8');
	}, 30_000);

	it("holds a table's size limit across relays", async () => {
		const code = newCode();
		await create(a.port, code);
		const first = raw(a.port, `table=${code}`);
		await opened(first);
		first.send(entryMessage('a'.repeat(12_000)));
		// The second phone, on the other relay, waits until the first one's entry reached it.
		const second = raw(b.port, `table=${code}`);
		let heard = 0;
		second.on('message', (data: Buffer) => (heard += data.length));
		await opened(second);
		const encoder = encoding.createEncoder();
		encoding.writeVarUint(encoder, 0);
		syncProtocol.writeSyncStep1(encoder, new Y.Doc());
		second.send(encoding.toUint8Array(encoder));
		await expect.poll(() => heard, { timeout: 20_000 }).toBeGreaterThan(12_000);
		const ended = closed(second);
		// Under the message limit, and under the table's limit alone: over it with the first.
		second.send(entryMessage('b'.repeat(12_000)));
		expect(await ended).toEqual({ code: CLOSE.tooLarge, reason: REASONS.tooLarge });
		first.close();
	}, 30_000);

	it("holds a table's message rate across relays", async () => {
		const code = newCode();
		await create(a.port, code);
		const first = raw(a.port, `table=${code}`);
		const second = raw(b.port, `table=${code}`);
		await Promise.all([opened(first), opened(second)]);
		const ends = [closed(first), closed(second)];
		// 24 each: under one phone's 25 a second, over the table's 30 together.
		for (let i = 0; i < 24; i++) {
			first.send(entryMessage(`a${i}`));
			second.send(entryMessage(`b${i}`));
		}
		const refused = await Promise.race(ends);
		expect(refused).toEqual({ code: CLOSE.tooMany, reason: REASONS.tooMany });
		first.close();
		second.close();
	}, 30_000);

	it("holds a table's presence limit across relays", async () => {
		const code = newCode();
		const host = phone(`ws://127.0.0.1:${a.port}`, code, 'Ann', true);
		await synced(host);
		const present = [
			host,
			phone(`ws://127.0.0.1:${b.port}`, code, 'Ben'),
			phone(`ws://127.0.0.1:${a.port}`, code, 'Cat')
		];
		for (const p of present)
			await expect.poll(() => p.provider.awareness.getStates().size, { timeout: 20_000 }).toBe(3);
		// A fourth phone on relay B: the table shows three already, two of them through relay A.
		const fourth = raw(b.port, `table=${code}`);
		await opened(fourth);
		const ended = closed(fourth);
		const doc = new Y.Doc();
		const inner = encoding.createEncoder();
		encoding.writeVarUint(inner, 1);
		encoding.writeVarUint(inner, doc.clientID);
		encoding.writeVarUint(inner, 1);
		encoding.writeVarString(inner, JSON.stringify({ player: 'Dan' }));
		const message = encoding.createEncoder();
		encoding.writeVarUint(message, 1);
		encoding.writeVarUint8Array(message, encoding.toUint8Array(inner));
		fourth.send(encoding.toUint8Array(message));
		expect(await ended).toEqual({ code: CLOSE.tableCrowded, reason: REASONS.tableCrowded });
		for (const p of present) p.provider.destroy();
	}, 60_000);

	it('loses nothing when a relay dies mid-round: its phones go on through the other', async () => {
		const code = newCode();
		// Two phones reach relay A first and B when A does not answer; one reaches B first.
		const toA = await frontDoor([a.port, b.port]);
		const toB = await frontDoor([b.port, a.port]);
		try {
			const host = phone(toA.url, code, 'Ann', true);
			await synced(host);
			const guest = phone(toB.url, code, 'Ben');
			const leaving = phone(toA.url, code, 'Cat');
			await Promise.all([synced(guest), synced(leaving)]);
			host.doc.getArray<string>('entries').push(['Ann: 20']);
			guest.doc.getArray<string>('entries').push(['Ben: 35']);
			for (const p of [host, guest, leaving])
				await expect.poll(p.entries, { timeout: 20_000 }).toEqual(['Ann: 20', 'Ben: 35']);
			// An entry from a phone of relay A that then leaves the table: relay A dies before it
			// writes the table (it writes 100 ms after a change), so only the other relay has it.
			leaving.doc.getArray<string>('entries').push(['Cat: 5']);
			await expect
				.poll(guest.entries, { timeout: 20_000 })
				.toEqual(['Ann: 20', 'Ben: 35', 'Cat: 5']);
			leaving.provider.destroy();
			await a.kill();
			// Relay A's phone comes back through relay B and plays on.
			host.doc.getArray<string>('entries').push(['Ann: 40']);
			const all = ['Ann: 20', 'Ann: 40', 'Ben: 35', 'Cat: 5'];
			await expect.poll(guest.entries, { timeout: 30_000 }).toEqual(all);
			await expect.poll(host.entries, { timeout: 30_000 }).toEqual(all);
			// A phone that joins now finds the whole table, the entry of the phone that left included.
			const late = phone(toA.url, code, 'Dan');
			await synced(late);
			await expect.poll(late.entries, { timeout: 20_000 }).toEqual(all);
			for (const p of [host, guest, late]) p.provider.destroy();
			// And the table's file holds all of it once relay B has written it.
			await b.stop();
			const stored = readStoredTable(dataDir, tableName(code));
			expect(stored?.getArray<string>('entries').toArray().sort()).toEqual(all);
			// The relays' logs: one line per event, never a table's code.
			const lines = `${a.output.said()}${b.output.said()}`.trim().split('\n');
			for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \S/);
			expect(lines.join('\n')).not.toContain(code);
		} finally {
			toA.close();
			toB.close();
		}
	}, 90_000);

	it('refuses to start, in plain words, when Redis does not answer', async () => {
		const nowhere = `redis://127.0.0.1:${await freePort()}`;
		const relay = new RelayProcess(dataDir, nowhere);
		await expect(relay.start()).rejects.toThrow(`The relay could not reach Redis at ${nowhere}`);
		expect(relay.child.exitCode).toBe(1);
	}, 30_000);
});
