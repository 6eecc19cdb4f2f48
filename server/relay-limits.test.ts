// @vitest-environment node
/**
 * The relay under abuse (issue 33 §4): every message kind decoded and limited, presence included;
 * limits on creating tables; expired tables deleted; a log that never carries a code.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { Awareness } from 'y-protocols/awareness';
import { WebsocketProvider } from 'y-websocket';
import { CLOSE, REASONS, startRelay, tableName } from './relay.mjs';
import { readStoredTable } from './table-store.mjs';

const ORIGIN = 'http://app.example';
const logs: string[] = [];
const codes: string[] = [];
let serial = 0;

/** A fresh table code (26 characters of the code alphabet), remembered to check the log. */
function newCode(): string {
	const code = `LIMIT${String(++serial).padStart(21, '0')}`;
	codes.push(code);
	return code;
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

/** A presence (awareness) message naming `entries` as [client id, clock, state text]. */
function presenceMessage(entries: [number, number, string][]): Uint8Array {
	const inner = encoding.createEncoder();
	encoding.writeVarUint(inner, entries.length);
	for (const [client, clock, state] of entries) {
		encoding.writeVarUint(inner, client);
		encoding.writeVarUint(inner, clock);
		encoding.writeVarString(inner, state);
	}
	const outer = encoding.createEncoder();
	encoding.writeVarUint(outer, 1);
	encoding.writeVarUint8Array(outer, encoding.toUint8Array(inner));
	return encoding.toUint8Array(outer);
}

function syncStep1(): Uint8Array {
	const encoder = encoding.createEncoder();
	encoding.writeVarUint(encoder, 0);
	syncProtocol.writeSyncStep1(encoder, new Y.Doc());
	return encoding.toUint8Array(encoder);
}

/** Resolves once the relay answers a first sync step: every message sent before it was taken. */
function answered(ws: WebSocket): Promise<void> {
	return new Promise((resolve, reject) => {
		const onMessage = (data: Buffer) => {
			if (data[0] === 0 && data[1] === 1) {
				ws.off('message', onMessage);
				resolve();
			}
		};
		ws.on('message', onMessage);
		ws.once('close', (code, reason) => reject(new Error(`closed: ${code} ${reason}`)));
		ws.send(syncStep1());
	});
}

describe('the relay under abuse', () => {
	let relay: Awaited<ReturnType<typeof startRelay>>;
	let dataDir: string;
	const errors = vi.spyOn(console, 'error');

	beforeAll(async () => {
		dataDir = await mkdtemp(join(tmpdir(), 'relay-limits-'));
		relay = await startRelay({
			port: 0,
			host: '127.0.0.1',
			origins: [ORIGIN],
			dataDir,
			maxMessagesPerSecond: 8,
			maxTableMessagesPerSecond: 10,
			maxPresenceBytes: 200,
			maxPresencePerTable: 3,
			maxPhonesPerTable: 3,
			maxNewTablesPerHour: 2,
			maxTables: 12,
			trustProxy: true,
			log: (line) => logs.push(line)
		});
	});

	afterAll(async () => {
		await relay.close();
		await rm(dataDir, { recursive: true, force: true });
	});

	afterEach(() => {
		// A refused message never reaches the y-websocket server, whose only word is a stack trace.
		expect(errors).not.toHaveBeenCalled();
	});

	/** A connection from `address` (as the trusted proxy names it). */
	function connect(query: string, address: string): WebSocket {
		return new WebSocket(`ws://127.0.0.1:${relay.port}/table?${query}`, {
			origin: ORIGIN,
			headers: { 'x-forwarded-for': address }
		});
	}

	/** A table created from `address`, and a phone in it. */
	async function phoneAt(code: string, address: string, create = false): Promise<WebSocket> {
		const ws = connect(`table=${code}${create ? '&create=1' : ''}`, address);
		await opened(ws);
		return ws;
	}

	it('refuses presence that does not decode, saying so', async () => {
		const code = newCode();
		const ws = await phoneAt(code, '10.0.1.1', true);
		ws.send(presenceMessage([[1, 1, '{not json']]));
		expect(await closed(ws)).toEqual({ code: CLOSE.malformed, reason: REASONS.malformed });
		for (const bad of [
			new Uint8Array([1, 5, 1, 2]), // cut short
			presenceMessage([[1, 1, '[1,2]']]), // not an object
			presenceMessage([[1, 1, JSON.stringify({ name: 'x'.repeat(300) })]]), // over its size
			new Uint8Array([2, 0]), // a kind the relay does not take
			new Uint8Array([0, 0, 3, 1, 2]) // a first sync step whose state vector is cut short
		]) {
			const again = await phoneAt(code, '10.0.1.1');
			again.send(bad);
			expect((await closed(again)).code).toBe(CLOSE.malformed);
		}
		const text = await phoneAt(code, '10.0.1.1');
		text.send('hello');
		expect((await closed(text)).code).toBe(CLOSE.malformed);
	});

	it('carries a phone’s own presence to the others', async () => {
		const code = newCode();
		const host = await phoneAt(code, '10.0.2.1', true);
		host.close();
		await closed(host);
		class FromApp extends WebSocket {
			constructor(address: string) {
				super(address, { origin: ORIGIN });
			}
		}
		const url = `ws://127.0.0.1:${relay.port}`;
		const options = {
			WebSocketPolyfill: FromApp as never,
			disableBc: true,
			params: { table: code }
		};
		const a = new Y.Doc();
		const b = new Y.Doc();
		const pa = new WebsocketProvider(url, 'table', a, { ...options, awareness: new Awareness(a) });
		const pb = new WebsocketProvider(url, 'table', b, { ...options, awareness: new Awareness(b) });
		pa.awareness.setLocalState({ player: 'Ada' });
		await expect.poll(() => pb.awareness.getStates().get(a.clientID)).toEqual({ player: 'Ada' });
		pa.destroy();
		pb.destroy();
	});

	it('refuses a phone that brings presence for more than one phone', async () => {
		const ws = await phoneAt(newCode(), '10.0.3.1', true);
		ws.send(presenceMessage([[101, 1, '{}']]));
		ws.send(presenceMessage([[102, 1, '{}']]));
		ws.send(presenceMessage([[103, 1, '{}']]));
		expect(await closed(ws)).toEqual({ code: CLOSE.presence, reason: REASONS.presence });
	});

	it('never counts the others’ presence a phone sends back, nor removals, as its own', async () => {
		const code = newCode();
		const a = await phoneAt(code, '10.0.3.2', true);
		const b = await phoneAt(code, '10.0.3.2');
		const c = await phoneAt(code, '10.0.3.2');
		a.send(presenceMessage([[301, 1, '{"player":"Ada"}']]));
		c.send(presenceMessage([[303, 1, '{"player":"Cy"}']]));
		await answered(a);
		await answered(c);
		// b sends back Ada's and Cy's presence (as y-websocket's client does), then its own, then
		// removals of phones the table never had.
		b.send(
			presenceMessage([
				[301, 1, '{"player":"Ada"}'],
				[303, 1, '{"player":"Cy"}']
			])
		);
		b.send(presenceMessage([[302, 1, '{"player":"Bo"}']]));
		b.send(
			presenceMessage([
				[400, 2, 'null'],
				[401, 2, 'null'],
				[402, 2, 'null']
			])
		);
		b.send(presenceMessage([[302, 2, '{"player":"Bo","away":true}']]));
		await answered(b);
		c.close();
		a.close();
		b.close();
	});

	it('lets a phone send back any amount of presence it was sent, which holds nothing new', async () => {
		const code = newCode();
		const flooder = await phoneAt(code, '10.0.3.3', true);
		const playing = await phoneAt(code, '10.0.3.4');
		// 7 of presence from one phone, each with a newer clock: under its 8 a second.
		for (let clock = 1; clock <= 7; clock++)
			flooder.send(presenceMessage([[501, clock, `{"n":${clock}}`]]));
		await answered(flooder);
		// The playing phone sends each back (as y-websocket's client does), and older ones: more
		// than its 8 a second and the table's 10, none of it new to the table.
		for (let clock = 1; clock <= 7; clock++) {
			playing.send(presenceMessage([[501, 7, '{"n":7}']]));
			playing.send(presenceMessage([[501, clock, `{"n":${clock}}`]]));
		}
		await answered(playing);
		expect(playing.readyState).toBe(WebSocket.OPEN);
		playing.close();
		flooder.close();
	});

	it('holds only so many presence entries for one table', async () => {
		const code = newCode();
		const a = await phoneAt(code, '10.0.4.1', true);
		const b = await phoneAt(code, '10.0.4.1');
		a.send(presenceMessage([[201, 1, '{}']]));
		a.send(presenceMessage([[202, 1, '{}']]));
		const ended = closed(b);
		// A third entry is allowed (3 a table); the fourth is not.
		b.send(presenceMessage([[203, 1, '{}']]));
		b.send(presenceMessage([[204, 1, '{}']]));
		expect(await ended).toEqual({ code: CLOSE.tableCrowded, reason: REASONS.tableCrowded });
		a.close();
	});

	it('refuses a flood spread over a table’s phones, saying so', async () => {
		const code = newCode();
		const a = await phoneAt(code, '10.0.5.1', true);
		const b = await phoneAt(code, '10.0.5.1');
		const ends = [closed(a), closed(b)];
		// 7 each: under a phone's 8 a second, over the table's 10.
		for (let i = 0; i < 7; i++) {
			a.send(syncStep1());
			b.send(syncStep1());
		}
		// The phone whose message went over the table's limit is refused.
		expect(await Promise.race(ends)).toEqual({ code: CLOSE.tooMany, reason: REASONS.tooMany });
		a.terminate();
		b.terminate();
	});

	it('closes the connections that flood a table, not a phone that was already there and sends little', async () => {
		const code = newCode();
		const playing = await phoneAt(code, '10.0.5.2', true);
		await answered(playing);
		// The phone has been at the table for more than a second when the flood comes.
		await new Promise((resolve) => setTimeout(resolve, 1100));
		// One client connects again and again, each connection under a phone's 8 a second, until
		// the table's 10 are used up: the connections that go over are closed.
		const flooders = [0, 1].map(() => phoneAt(code, '10.0.5.3'));
		const ends: Promise<{ code: number; reason: string }>[] = [];
		for (const flooder of await Promise.all(flooders)) {
			ends.push(closed(flooder));
			for (let i = 0; i < 7; i++) flooder.send(syncStep1());
		}
		expect(await Promise.race(ends)).toEqual({ code: CLOSE.tooMany, reason: REASONS.tooMany });
		// The phone at the table sends within that second, and is answered.
		await answered(playing);
		expect(playing.readyState).toBe(WebSocket.OPEN);
		playing.close();
		for (const flooder of await Promise.all(flooders)) flooder.terminate();
	});

	it('lets only so many phones into one table', async () => {
		const code = newCode();
		const phones = [await phoneAt(code, '10.0.6.1', true)];
		phones.push(await phoneAt(code, '10.0.6.1'), await phoneAt(code, '10.0.6.1'));
		await expect
			.poll(() => logs.includes(`phone joined table ${tableName(code).slice(0, 12)} (3 there)`))
			.toBe(true);
		const fourth = connect(`table=${code}`, '10.0.6.1');
		expect(await closed(fourth)).toEqual({
			code: CLOSE.tableCrowded,
			reason: REASONS.tableCrowded
		});
		for (const p of phones) p.close();
	});

	it('lets one address create only so many tables an hour, and the relay hold only so many', async () => {
		const first = await phoneAt(newCode(), '10.0.7.1', true);
		await phoneAt(newCode(), '10.0.7.1', true);
		const third = connect(`table=${newCode()}&create=1`, '10.0.7.1');
		expect(await closed(third)).toEqual({
			code: CLOSE.tooManyTables,
			reason: REASONS.tooManyTables
		});
		// Joining (or reopening) a table is no creation: the host's phone still gets back in.
		const code = codes[codes.length - 3];
		const back = await phoneAt(code, '10.0.7.1', true);
		back.close();
		first.close();
		// Another address may create, until the relay holds its 12.
		await phoneAt(newCode(), '10.0.8.1', true);
		expect(relay.storedTables()).toBe(12);
		const health = await fetch(`http://127.0.0.1:${relay.port}/healthz`);
		expect(health.status).toBe(503);
		const over = connect(`table=${newCode()}&create=1`, '10.0.9.1');
		expect(await closed(over)).toEqual({ code: CLOSE.relayFull, reason: REASONS.relayFull });
	});

	it('logs one line per event, naming tables by hash, never by code', async () => {
		expect(logs.length).toBeGreaterThan(10);
		for (const line of logs) {
			expect(line).not.toContain('\n');
			for (const code of codes) expect(line).not.toContain(code);
		}
		expect(logs).toContain(`table ${tableName(codes[0]).slice(0, 12)} created`);
		expect(logs).toContain('phone refused: tooManyTables');
	});
});

describe('expired tables', () => {
	it('are deleted from disk and from the registry by the sweep', async () => {
		const dataDir = await mkdtemp(join(tmpdir(), 'relay-sweep-'));
		// A table unused for 50 ms expires.
		const relay = await startRelay({
			port: 0,
			host: '127.0.0.1',
			origins: [ORIGIN],
			dataDir,
			tableDays: 50 / 86_400_000,
			sweepMs: 100,
			log: (line) => logs.push(line)
		});
		try {
			const code = newCode();
			const ws = new WebSocket(`ws://127.0.0.1:${relay.port}/table?table=${code}&create=1`, {
				origin: ORIGIN
			});
			await opened(ws);
			const doc = new Y.Doc();
			doc.getArray('entries').push(['round 1']);
			const encoder = encoding.createEncoder();
			encoding.writeVarUint(encoder, 0);
			syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(doc));
			ws.send(encoding.toUint8Array(encoder));
			await relay.flushAll();
			await expect
				.poll(() => readStoredTable(dataDir, tableName(code))?.getArray('entries').length)
				.toBe(1);
			ws.close();
			await closed(ws);
			// Open on no phone and past its days: the next sweep deletes it.
			await expect
				.poll(async () => (await readdir(dataDir)).filter((f) => f !== 'tables.json'))
				.toEqual([]);
			await expect
				.poll(async () => await readFile(join(dataDir, 'tables.json'), 'utf8'))
				.toBe('{}');
			expect(relay.storedTables()).toBe(0);
			expect(logs).toContain(`table ${tableName(code).slice(0, 12)} expired and deleted`);
		} finally {
			await relay.close();
			await rm(dataDir, { recursive: true, force: true });
		}
	});
});
