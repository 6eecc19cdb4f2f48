/**
 * The shared table's relay (server/relay.mjs), in a process of its own, with phones simulated in
 * this process (loopback; so the figures are the relay's and Yjs's share: a phone's own write to
 * IndexedDB and its rendering are not in them):
 *
 * 1. Entry latency on an idle relay: an entry on one phone (a y-websocket client) until another
 *    phone has it, 200 times.
 * 2. Presence flood: 4 connections to one table send presence (awareness) messages with 2 KB
 *    states for TABLE_BENCH_FLOOD_SECONDS (60 by default): two as fast as their socket takes them
 *    (the relay closes them; they reconnect at once), two just under the rate limit without ever
 *    reading what the relay sends them. The relay runs with its default limits; the figure is
 *    its peak resident memory, sampled every 250 ms.
 * 3. Many tables: TABLE_BENCH_TABLES (1,000) tables of 4 phones, each table holding a game of
 *    100 entries. The phones are raw WebSocket clients speaking the y-websocket protocol (a host
 *    that writes the game, three that sync it), so this process holds no document per phone.
 *    From the relay's memory with and without them: the memory per table of 4 phones, and the
 *    number of such tables one relay holds under 1 GB, an estimate from that figure.
 * 4. Entry latency at that load: the relay is filled up to the estimate (or as far as this
 *    machine's open-file limit lets one process hold connections, said in the figure's name),
 *    with one entry a minute on every table in the background, and 200 entries timed as in 1.
 *    TABLE_BENCH_LOAD_TABLES caps the tables opened for it (a quick run); TABLE_BENCH_LOAD=0
 *    skips this part.
 *
 * The relay listens on TABLE_BENCH_PORT, or on any free port when it is unset; the benchmark
 * reads the port from the relay's own start line, so another program on a port is never measured
 * in its place. Every wait has a deadline and says what it waited for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebsocketProvider } from 'y-websocket';
import { atMost, loadNow, median, type Figure, sleep, withinDeadline } from './harness';

/** 0: any free port, the one the relay then prints. */
const PORT = Number(process.env.TABLE_BENCH_PORT || 0);
const FLOOD_SECONDS = Number(process.env.TABLE_BENCH_FLOOD_SECONDS || 60);
const TABLES = Number(process.env.TABLE_BENCH_TABLES || 1000);
const LOAD = process.env.TABLE_BENCH_LOAD !== '0';
/** The most tables the load part opens (a quick run sets it low); the estimate caps it too. */
const LOAD_TABLES = Number(process.env.TABLE_BENCH_LOAD_TABLES || Infinity);
const ORIGIN = 'http://bench.local';
/** How long any one step may take before the benchmark gives up, saying which. */
const DEADLINE_MS = 120_000;
/** Connections one process may hold: the open-file limit, less a margin for everything else. */
const FILE_LIMIT = 19_500;

/** A phone as the relay sees it: a y-websocket client sending the app's origin. */
class Phone extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

/** `promise`, or a refusal naming the step once the deadline has passed. */
const within = <T>(promise: Promise<T>, message: string, ms = DEADLINE_MS) =>
	withinDeadline(promise, message, ms);

function code(i: number): string {
	return `BENCH${String(i).padStart(21, '0')}`;
}

function phone(url: string, table: string, create: boolean) {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(url, 'table', doc, {
		WebSocketPolyfill: Phone as never,
		disableBc: true,
		params: { table, ...(create ? { create: '1' } : {}) }
	});
	/** Disconnects, and lets go of the document (its presence timer would keep Node running). */
	const leave = () => {
		provider.destroy();
		doc.destroy();
	};
	return { doc, provider, leave };
}

/** Resolves once the phone has the relay's copy; refused by the relay, it says why. */
function synced(provider: WebsocketProvider, who: string): Promise<void> {
	return within(
		new Promise<void>((resolve, reject) => {
			if (provider.synced) return resolve();
			provider.once('sync', () => resolve());
			provider.once('connection-close', (event: CloseEvent | null) => {
				if (event && event.code >= 4000)
					reject(new Error(`The relay refused ${who}: ${event.reason}`));
			});
		}),
		`${who} never received the table from the relay`
	);
}

/**
 * Starts the relay with `flags`; resolves with its process and address once it logs its start
 * line (the port it really listens on), or rejects with what it said if it stops first.
 */
export async function startRelay(
	dataDir: string,
	flags: string[]
): Promise<{ child: ChildProcess; url: string }> {
	const child = spawn(
		process.execPath,
		[
			'server/table-server.mjs',
			'--port',
			String(PORT),
			'--host',
			'127.0.0.1',
			'--origins',
			ORIGIN,
			'--data',
			dataDir,
			...flags
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);
	let said = '';
	child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
	const started = new Promise<string>((resolve, reject) => {
		let out = '';
		child.stdout!.on('data', (chunk: Buffer) => {
			// Only the start line is needed; the rest (one line per event) is let go.
			if (out.length > 100_000) return;
			out += chunk.toString();
			const port = /table relay on ws:\/\/[^\s:]+:(\d+)/.exec(out)?.[1];
			if (port) resolve(`ws://127.0.0.1:${port}`);
		});
		child.once('exit', (exit) =>
			reject(
				new Error(
					`The relay stopped as it started (exit ${exit}): ${said.trim() || 'it said nothing.'}`
				)
			)
		);
	});
	try {
		return { child, url: await within(started, 'The relay never said it was listening') };
	} catch (err) {
		child.kill('SIGKILL');
		throw err;
	}
}

/** Stops the relay (it writes every table first); one that does not stop in time is ended. */
export async function stopRelay(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGTERM');
	try {
		await within(exited, 'The relay did not stop', 20_000);
	} catch {
		child.kill('SIGKILL');
	}
}

/** The relay's resident memory in MB (Linux). */
async function residentMb(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8');
	const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
	return kb / 1024;
}

export function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times `count` entries from one phone of table `table` to another; milliseconds each. */
async function entryLatencies(url: string, table: string, create: boolean, count: number) {
	const a = phone(url, table, create);
	try {
		await synced(a.provider, 'The first phone');
		const b = phone(url, table, false);
		try {
			await synced(b.provider, 'The second phone');
			const times: number[] = [];
			const received = b.doc.getArray<number>('timed');
			for (let i = 0; i < count; i++) {
				const arrived = new Promise<void>((resolve) => {
					const seen = () => {
						if (received.length > i) {
							received.unobserve(seen);
							resolve();
						}
					};
					received.observe(seen);
				});
				const start = performance.now();
				a.doc.getArray<number>('timed').push([i]);
				await within(arrived, `Entry ${i + 1} never reached the second phone`);
				times.push(performance.now() - start);
				// A phone's entries come seconds apart; 20 ms keeps well under the rate limit.
				await sleep(20);
			}
			return times;
		} finally {
			b.leave();
		}
	} finally {
		a.leave();
	}
}

/** A y-websocket sync message: 0 = first step (a state vector), 2 = an update. */
function syncMessage(step: 0 | 2, payload: Uint8Array): Uint8Array {
	const encoder = encoding.createEncoder();
	encoding.writeVarUint(encoder, 0);
	encoding.writeVarUint(encoder, step);
	encoding.writeVarUint8Array(encoder, payload);
	return encoding.toUint8Array(encoder);
}

const EMPTY_STATE = Y.encodeStateVector(new Y.Doc());

/** One entry as the app writes it, as a Yjs update of its own (a client of its own). */
function entryUpdate(n: number): Uint8Array {
	const doc = new Y.Doc();
	doc.getArray('entries').push([
		{
			id: `entry-${n}`,
			phone: `phone-${n % 4}`,
			who: 'Ada',
			at: Date.now(),
			event: { type: 'round', scores: { ada: n % 50, bo: 7, cy: 12, di: 3 } }
		}
	]);
	return Y.encodeStateAsUpdate(doc);
}

/** A game of 100 entries from 4 phones, as one update (what a host sends as it shares). */
function gameUpdate(): Uint8Array {
	const doc = new Y.Doc();
	const entries = doc.getArray('entries');
	for (let n = 0; n < 100; n++)
		entries.push([
			{
				id: `entry-${n}`,
				phone: `phone-${n % 4}`,
				who: ['Ada', 'Bo', 'Cy', 'Di'][n % 4],
				at: 1_700_000_000_000 + n * 60_000,
				event: { type: 'round', scores: { ada: n % 50, bo: 7, cy: 12, di: 3 } }
			}
		]);
	doc.getMap('meta').set('game', { id: 'permutations', title: 'Friday', players: 4 });
	return Y.encodeStateAsUpdate(doc);
}

/**
 * A raw phone: connects to `table`, sends the game (host) or asks for it, and resolves once the
 * relay has answered its first sync step with the table (sync message, second step, coded 1).
 */
function rawPhone(url: string, table: string, game: Uint8Array | null): Promise<WebSocket> {
	return within(
		new Promise<WebSocket>((resolve, reject) => {
			const ws = new Phone(`${url}/table?table=${table}${game ? '&create=1' : ''}`);
			ws.binaryType = 'nodebuffer';
			ws.on('open', () => {
				if (game) ws.send(syncMessage(2, game));
				ws.send(syncMessage(0, EMPTY_STATE));
			});
			ws.on('message', (data: Buffer) => {
				const decoder = decoding.createDecoder(new Uint8Array(data));
				if (decoding.readVarUint(decoder) === 0 && decoding.readVarUint(decoder) === 1) resolve(ws);
			});
			ws.on('close', (closeCode, reason) =>
				reject(new Error(`The relay closed a phone of ${table}: ${closeCode} ${reason}`))
			);
			ws.on('error', (err) => reject(err));
		}),
		`A phone of table ${table} never received it`
	);
}

/** Opens tables `from`..`to` (4 phones each), `batch` tables at a time. */
async function openTables(url: string, from: number, to: number, sockets: WebSocket[]) {
	const game = gameUpdate();
	const batch = 50;
	for (let start = from; start < to; start += batch) {
		await Promise.all(
			Array.from({ length: Math.min(batch, to - start) }, async (_, k) => {
				const table = code(start + k);
				sockets.push(await rawPhone(url, table, game));
				const guests = await Promise.all([0, 1, 2].map(() => rawPhone(url, table, null)));
				sockets.push(...guests);
			})
		);
	}
}

/** A presence message for `client` with a state of about 2 KB. */
function presenceMessage(client: number, clock: number): Uint8Array {
	const inner = encoding.createEncoder();
	encoding.writeVarUint(inner, 1);
	encoding.writeVarUint(inner, client);
	encoding.writeVarUint(inner, clock);
	encoding.writeVarString(inner, JSON.stringify({ player: 'Ada', note: `${clock}`.padEnd(1900) }));
	const outer = encoding.createEncoder();
	encoding.writeVarUint(outer, 1);
	encoding.writeVarUint8Array(outer, encoding.toUint8Array(inner));
	return encoding.toUint8Array(outer);
}

/**
 * Four connections flood one table with presence for `seconds`; resolves with the relay's peak
 * memory and how many times the relay closed a flooding connection.
 */
async function presenceFlood(url: string, pid: number, seconds: number) {
	const table = code(0);
	const host = await rawPhone(url, table, gameUpdate());
	let stopped = false;
	let closes = 0;
	let next = 1;
	const live = new Set<WebSocket>();
	const flooder = (steady: boolean) => {
		if (stopped) return;
		const client = next++;
		let clock = 0;
		const ws = new Phone(`${url}/table?table=${table}`);
		live.add(ws);
		let timer: ReturnType<typeof setInterval> | undefined;
		ws.on('open', () => {
			// It never reads what the relay sends it.
			ws.pause();
			if (steady) {
				// Just under the 50 a second a phone may send: the relay keeps it.
				timer = setInterval(() => ws.send(presenceMessage(client, ++clock)), 22);
				return;
			}
			const burst = () => {
				if (ws.readyState !== ws.OPEN) return;
				while (ws.bufferedAmount < 256 * 1024) ws.send(presenceMessage(client, ++clock));
				setTimeout(burst, 5);
			};
			burst();
		});
		ws.on('error', () => {});
		ws.on('close', () => {
			clearInterval(timer);
			live.delete(ws);
			closes++;
			setTimeout(() => flooder(steady), 10);
		});
	};
	for (const steady of [false, false, true, true]) flooder(steady);
	let peak = 0;
	const end = Date.now() + seconds * 1000;
	while (Date.now() < end) {
		peak = Math.max(peak, await residentMb(pid));
		await sleep(250);
	}
	stopped = true;
	for (const ws of live) ws.terminate();
	// The table still serves an honest phone after the flood.
	const honest = phone(url, table, false);
	await synced(honest.provider, 'A phone after the flood');
	const kept = honest.doc.getArray('entries').length;
	honest.leave();
	host.terminate();
	if (kept !== 100) throw new Error(`After the flood the table held ${kept} entries, not 100.`);
	return { peak, closes };
}

export async function run(): Promise<Figure[]> {
	// Each y-websocket client in Node listens for the process's exit.
	process.setMaxListeners(200);
	const figures: Figure[] = [];
	const note = (line: string) => console.log(`     … ${line}`);

	// 1 and 2: latency on an idle relay, then the presence flood, on a relay with its defaults.
	{
		const dataDir = await mkdtemp(join(tmpdir(), 'table-bench-'));
		let relay: ChildProcess | null = null;
		try {
			const started = await startRelay(dataDir, []);
			relay = started.child;
			const times = await entryLatencies(started.url, code(999_999), true, 200);
			figures.push(
				atMost(
					'table: entry to another phone, median (idle relay, loopback)',
					median(times),
					'ms',
					100
				),
				atMost(
					'table: entry to another phone, 95th percentile (idle)',
					percentile(times, 95),
					'ms',
					300
				)
			);
			note(`presence flood for ${FLOOD_SECONDS} s…`);
			const load = loadNow();
			const flood = await presenceFlood(started.url, relay.pid!, FLOOD_SECONDS);
			note(`the relay closed a flooding connection ${flood.closes} times`);
			figures.push({
				...atMost(
					`table: relay memory, peak, 4 connections flooding presence for ${FLOOD_SECONDS} s`,
					flood.peak,
					'MB',
					200
				),
				load
			});
		} finally {
			if (relay) await stopRelay(relay);
			await rm(dataDir, { recursive: true, force: true });
		}
	}

	// 3 and 4: many tables, then latency at the load one relay holds under 1 GB.
	{
		const dataDir = await mkdtemp(join(tmpdir(), 'table-bench-'));
		let relay: ChildProcess | null = null;
		const sockets: WebSocket[] = [];
		let background: ReturnType<typeof setInterval> | undefined;
		try {
			const started = await startRelay(dataDir, [
				// One process opens every table here: the limits meant for the public would stop it.
				'--max-new-tables-per-hour',
				'10000000',
				'--max-tables',
				'10000000',
				'--max-connections',
				'10000000',
				'--max-messages-per-second',
				'100000'
			]);
			relay = started.child;
			await sleep(1000);
			const empty = await residentMb(relay.pid!);
			note(`opening ${TABLES} tables of 4 phones…`);
			await within(
				openTables(started.url, 0, TABLES, sockets),
				`Not every phone of ${TABLES} tables got in`,
				30 * 60_000
			);
			await sleep(2000);
			const full = await residentMb(relay.pid!);
			const perTable = (full - empty) / TABLES;
			const estimate = Math.floor((1024 - empty) / perTable);
			figures.push(
				{
					name: `table: relay memory, ${TABLES.toLocaleString('en')} tables × 4 phones × 100 entries`,
					value: full,
					unit: 'MB',
					target: '< 1024 MB',
					ok: full < 1024
				},
				{ name: 'table: relay memory with no table', value: empty, unit: 'MB' },
				{ name: 'table: relay memory per table of 4 phones', value: perTable * 1024, unit: 'KB' },
				{
					name: 'table: tables of 4 phones one relay holds under 1 GB (estimated from the figure per table)',
					value: estimate,
					unit: 'tables'
				}
			);
			if (LOAD) {
				// The relay holds one connection per phone, and so does this process.
				const reachable = Math.floor(FILE_LIMIT / 4);
				const target = Math.max(TABLES, Math.min(estimate, reachable, LOAD_TABLES));
				note(`filling the relay to ${target} tables…`);
				await within(
					openTables(started.url, TABLES, target, sockets),
					`Not every phone of ${target} tables got in`,
					60 * 60_000
				);
				// One entry a minute on every table, from its host, while entries are timed.
				let n = 0;
				const hosts = sockets.filter((_, i) => i % 4 === 0);
				const perSecond = target / 60;
				background = setInterval(() => {
					for (let k = 0; k < perSecond / 10; k++) {
						const host = hosts[Math.floor(Math.random() * hosts.length)];
						if (host.readyState === host.OPEN) host.send(syncMessage(2, entryUpdate(++n)));
					}
				}, 100);
				const memory = await residentMb(relay.pid!);
				const load = loadNow();
				const times = await entryLatencies(started.url, code(0), false, 200);
				const at =
					target < estimate
						? `${target.toLocaleString('en')} tables × 4 phones (${target === reachable ? 'as many as one process may connect here' : 'as TABLE_BENCH_LOAD_TABLES says'}; the estimate is ${estimate.toLocaleString('en')})`
						: `${target.toLocaleString('en')} tables × 4 phones`;
				figures.push(
					{ name: `table: relay memory at ${at}`, value: memory, unit: 'MB', load },
					{
						...atMost(
							`table: entry to another phone, median, at ${at}, 1 entry a minute on each`,
							median(times),
							'ms',
							100
						),
						load
					},
					{
						...atMost(
							`table: entry to another phone, 95th percentile, at ${at}`,
							percentile(times, 95),
							'ms',
							250
						),
						load
					}
				);
			}
		} finally {
			clearInterval(background);
			for (const ws of sockets) ws.terminate();
			if (relay) await stopRelay(relay);
			await rm(dataDir, { recursive: true, force: true });
		}
	}
	return figures;
}
