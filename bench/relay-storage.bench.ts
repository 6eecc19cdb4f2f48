/**
 * What one entry costs the relay on a fresh table and on a table of 2,000 entries, beside the
 * stock y-websocket server (`@y/websocket-server`'s own `server.js`, which keeps tables in memory
 * only) under the same phones: the relay's work per entry should not grow with the game.
 *
 * Each server runs in a process of its own on a free port. A table has four phones
 * (y-websocket clients in this process): one makes RELAY_BENCH_ENTRIES entries (200 by default),
 * one every 150 ms (a table's entries come seconds apart; 150 ms leaves the relay time to store
 * each before the next), and an entry's latency runs from the moment it is made until the three
 * other phones all have it. The server's CPU per entry is its process's CPU time (user and
 * system, all threads, from /proc: Linux only) over those entries, divided by their number.
 * The big table is filled first by four players taking turns (2,000 entries, sent 200 at a time)
 * and left a second to settle before the timed entries.
 *
 * The relay merges a table's log into its state once per 500 changes (or once the log is as large
 * as the state), which the 200 timed entries may not reach: the merge of a table of 2,000 entries
 * is timed on its own (table-store.mjs in this process, median of 5), and its share per entry
 * printed beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { MERGE_AT_RECORDS, createTableStore } from '../server/table-store.mjs';
import { atMost, loadNow, median, type Figure, sleep, withinDeadline } from './harness';
import { percentile, startRelay, stopRelay } from './table.bench';

const ENTRIES = Number(process.env.RELAY_BENCH_ENTRIES || 200);
const BIG = 2000;
const PACE_MS = 150;
const ORIGIN = 'http://bench.local';
const DEADLINE_MS = 120_000;
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

class Phone extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

/** `promise`, or a refusal naming the step once the deadline has passed. */
const within = <T>(promise: Promise<T>, message: string, ms = DEADLINE_MS) =>
	withinDeadline(promise, message, ms);

/** CPU milliseconds process `pid` has used so far (user and system, every thread). */
async function cpuMs(pid: number): Promise<number> {
	const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
	// Fields after the command name (which may hold spaces) start at the state, field 3.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A port no one listens on now. */
function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

/** The stock y-websocket server, as its package runs it; resolves once it listens. */
async function startStock(): Promise<{ child: ChildProcess; url: string }> {
	const port = await freePort();
	const child = spawn(process.execPath, ['node_modules/@y/websocket-server/src/server.js'], {
		env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let said = '';
	child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
	const started = new Promise<void>((resolve, reject) => {
		child.stdout!.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('running at')) resolve();
		});
		child.once('exit', (exit) =>
			reject(new Error(`The stock server stopped as it started (exit ${exit}): ${said.trim()}`))
		);
	});
	try {
		await within(started, 'The stock server never said it was listening');
	} catch (err) {
		child.kill('SIGKILL');
		throw err;
	}
	return { child, url: `ws://127.0.0.1:${port}` };
}

function phone(url: string, table: string, create: boolean) {
	const doc = new Y.Doc();
	// The room name makes the stock server's table; `table` is our relay's.
	const provider = new WebsocketProvider(url, `t-${table}`, doc, {
		WebSocketPolyfill: Phone as never,
		disableBc: true,
		params: { table, ...(create ? { create: '1' } : {}) }
	});
	const synced = within(
		new Promise<void>((resolve, reject) => {
			provider.once('sync', () => resolve());
			provider.once('connection-close', (event: CloseEvent | null) => {
				if (event && event.code >= 4000) reject(new Error(`Refused: ${event.reason}`));
			});
		}),
		`A phone of table ${table} never received it`
	);
	const leave = () => {
		provider.destroy();
		doc.destroy();
	};
	return { doc, synced, leave };
}

type Entry = { id: string; phone: string; who: string; at: number; event: object };

function entry(n: number): Entry {
	return {
		id: `entry-${n}`,
		phone: `phone-${n % 4}`,
		who: ['Ada', 'Bo', 'Cy', 'Di'][n % 4],
		at: 1_700_000_000_000 + n * 60_000,
		event: { type: 'round', scores: { ada: n % 50, bo: 7, cy: 12, di: 3 } }
	};
}

/** A game of `count` entries made by four players in turn: one update per entry. */
function gameUpdates(count: number): Uint8Array[] {
	const players = [0, 1, 2, 3].map(() => new Y.Doc());
	const updates: Uint8Array[] = [];
	for (let n = 0; n < count; n++) {
		const player = players[n % 4];
		const before = Y.encodeStateVector(player);
		player.getArray<Entry>('entries').push([entry(n)]);
		const update = Y.encodeStateAsUpdate(player, before);
		for (const other of players) if (other !== player) Y.applyUpdate(other, update);
		updates.push(update);
	}
	return updates;
}

/** Until every doc in `docs` has `length` entries. */
function allHave(docs: Y.Doc[], length: number, what: string): Promise<void> {
	return within(
		Promise.all(
			docs.map(
				(doc) =>
					new Promise<void>((resolve) => {
						const entries = doc.getArray('entries');
						const seen = () => {
							if (entries.length < length) return;
							entries.unobserve(seen);
							resolve();
						};
						entries.observe(seen);
						seen();
					})
			)
		).then(() => undefined),
		what
	);
}

/**
 * One table of four phones on `url`, filled with `filled` entries first; resolves with each timed
 * entry's latency and the server's CPU per entry.
 */
async function measure(url: string, pid: number, table: string, filled: number) {
	const host = phone(url, table, true);
	await host.synced;
	const guests = [0, 1, 2].map(() => phone(url, table, false));
	try {
		await Promise.all(guests.map((g) => g.synced));
		const docs = guests.map((g) => g.doc);
		const updates = gameUpdates(filled + ENTRIES);
		for (let start = 0; start < filled; start += 200) {
			host.doc.transact(() => {
				for (const update of updates.slice(start, start + 200)) Y.applyUpdate(host.doc, update);
			});
			await sleep(PACE_MS);
		}
		await allHave(docs, filled, `The phones never had the ${filled} entries`);
		await sleep(1000);
		const times: number[] = [];
		const cpuBefore = await cpuMs(pid);
		for (let i = filled; i < filled + ENTRIES; i++) {
			const arrived = allHave(docs, i + 1, `Entry ${i + 1} never reached every phone`);
			const start = performance.now();
			Y.applyUpdate(host.doc, updates[i]);
			await arrived;
			times.push(performance.now() - start);
			await sleep(PACE_MS);
		}
		const cpu = (await cpuMs(pid)) - cpuBefore;
		return { times, cpuPerEntry: cpu / ENTRIES };
	} finally {
		for (const g of guests) g.leave();
		host.leave();
	}
}

type Result = Awaited<ReturnType<typeof measure>>;

function figures(who: string, size: string, result: Result, load: number): Figure[] {
	return [
		{ name: `${who}, ${size}: CPU per entry`, value: result.cpuPerEntry, unit: 'ms', load },
		{ name: `${who}, ${size}: latency, median`, value: median(result.times), unit: 'ms', load },
		{
			name: `${who}, ${size}: latency, 95th percentile`,
			value: percentile(result.times, 95),
			unit: 'ms',
			load
		}
	];
}

/** Milliseconds the relay's store takes to merge a table of `count` entries (median of 5). */
async function mergeMs(dataDir: string, count: number): Promise<number> {
	const store = createTableStore({ dataDir, log: () => {} });
	const name = 'f'.repeat(64);
	const doc = new Y.Doc();
	await store.load(name, doc);
	const updates = gameUpdates(count + 5);
	doc.transact(() => {
		for (const update of updates.slice(0, count)) Y.applyUpdate(doc, update);
	});
	const times: number[] = [];
	for (const update of updates.slice(count)) {
		store.append(name, update);
		Y.applyUpdate(doc, update);
		const start = performance.now();
		await store.flush(name);
		times.push(performance.now() - start);
	}
	return median(times);
}

export async function run(): Promise<Figure[]> {
	const out: Figure[] = [];
	const dataDir = await mkdtemp(join(tmpdir(), 'relay-storage-bench-'));
	const results: Record<string, { fresh: Result; big: Result }> = {};
	try {
		for (const who of ['our relay', 'stock y-websocket'] as const) {
			const server = who === 'our relay' ? await startRelay(dataDir, []) : await startStock();
			try {
				const pid = server.child.pid!;
				const fresh = await measure(server.url, pid, 'FRESHTABLE0000000000000000', 0);
				out.push(...figures(who, 'fresh table', fresh, loadNow()));
				const big = await measure(server.url, pid, 'BIGTABLE000000000000000000', BIG);
				out.push(...figures(who, `table of ${BIG.toLocaleString('en')}`, big, loadNow()));
				results[who] = { fresh, big };
			} finally {
				await stopRelay(server.child);
			}
		}
		const merge = await mergeMs(join(dataDir, 'merge'), BIG);
		out.push({
			name: `our relay: merge of a table of ${BIG} entries`,
			value: merge,
			unit: 'ms',
			load: loadNow()
		});
		out.push({
			name: `our relay: its share per entry (one merge per ${MERGE_AT_RECORDS} changes)`,
			value: merge / MERGE_AT_RECORDS,
			unit: 'ms',
			load: loadNow()
		});
	} finally {
		await rm(dataDir, { recursive: true, force: true });
	}
	const ours = results['our relay'];
	const stock = results['stock y-websocket'];
	const p95 = (r: Result) => percentile(r.times, 95);
	const ratios: [string, number][] = [
		[
			`our relay, CPU per entry, table of ${BIG} / fresh`,
			ours.big.cpuPerEntry / ours.fresh.cpuPerEntry
		],
		[`our relay, latency p95, table of ${BIG} / fresh`, p95(ours.big) / p95(ours.fresh)],
		[
			`CPU per entry on a table of ${BIG}, our relay / stock`,
			ours.big.cpuPerEntry / stock.big.cpuPerEntry
		],
		[`latency p95 on a table of ${BIG}, our relay / stock`, p95(ours.big) / p95(stock.big)]
	];
	for (const [name, value] of ratios)
		out.push({ ...atMost(name, value, '×', 1.5), load: loadNow() });
	return out;
}
