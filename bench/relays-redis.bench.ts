/**
 * Several relays behind one address, on Redis (server/cluster.mjs): Debian's `redis-server` on a
 * free port and two relay processes with `--redis`, phones simulated in this process (loopback).
 *
 * 1. An entry from a phone on one relay until a phone on the other has it, 200 times: what Redis
 *    and Hocuspocus's Redis extension add to the way across.
 * 2. The same with both phones on one relay that runs with `--redis`, against `npm run bench
 *    table`'s idle figure for a relay alone: what the bridge costs a table's own phones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { atMost, loadNow, median, type Figure } from './harness';
import { percentile, startRelay, stopRelay } from './table.bench';

const ORIGIN = 'http://bench.local';
const ENTRIES = 200;

class Phone extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

async function startRedis(dir: string): Promise<{ child: ChildProcess; url: string }> {
	const port = await freePort();
	const child = spawn(
		'redis-server',
		['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);
	await new Promise<void>((resolve, reject) => {
		let said = '';
		child.stdout!.on('data', (chunk: Buffer) => {
			said += chunk.toString();
			if (said.includes('Ready to accept connections')) resolve();
		});
		child.once('error', () =>
			reject(new Error('redis-server could not start: install Debian\'s "redis-server".'))
		);
		child.once('exit', (code) => reject(new Error(`redis-server stopped (exit ${code}): ${said}`)));
	});
	return { child, url: `redis://127.0.0.1:${port}` };
}

function phone(url: string, table: string, create: boolean) {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(url, 'table', doc, {
		WebSocketPolyfill: Phone as never,
		disableBc: true,
		params: { table, ...(create ? { create: '1' } : {}) }
	});
	const synced = new Promise<void>((resolve) => provider.once('sync', () => resolve()));
	return { doc, synced, leave: () => (provider.destroy(), doc.destroy()) };
}

/** Times `ENTRIES` entries from a phone on `from` to a phone on `to`; milliseconds each. */
async function latencies(from: string, to: string, table: string): Promise<number[]> {
	const a = phone(from, table, true);
	await a.synced;
	const b = phone(to, table, false);
	await b.synced;
	try {
		const received = b.doc.getArray<number>('timed');
		const times: number[] = [];
		for (let i = 0; i < ENTRIES; i++) {
			const arrived = new Promise<void>((resolve, reject) => {
				const timer = setTimeout(() => reject(new Error(`Entry ${i + 1} never arrived.`)), 30_000);
				const seen = () => {
					if (received.length > i) {
						received.unobserve(seen);
						clearTimeout(timer);
						resolve();
					}
				};
				received.observe(seen);
			});
			const start = performance.now();
			a.doc.getArray<number>('timed').push([i]);
			await arrived;
			times.push(performance.now() - start);
			await new Promise((resolve) => setTimeout(resolve, 20));
		}
		return times;
	} finally {
		a.leave();
		b.leave();
	}
}

export async function run(): Promise<Figure[]> {
	process.setMaxListeners(50);
	const dir = await mkdtemp(join(tmpdir(), 'relays-redis-bench-'));
	const children: ChildProcess[] = [];
	try {
		const redis = await startRedis(dir);
		children.push(redis.child);
		const [a, b] = await Promise.all([
			startRelay(dir, ['--redis', redis.url]),
			startRelay(dir, ['--redis', redis.url])
		]);
		children.push(a.child, b.child);
		const load = loadNow();
		const across = await latencies(a.url, b.url, 'RELAYS00000000000000000001');
		const same = await latencies(a.url, a.url, 'RELAYS00000000000000000002');
		return [
			{
				...atMost(
					'relays on Redis: entry to a phone on the other relay, median (idle, loopback)',
					median(across),
					'ms',
					100
				),
				load
			},
			{
				...atMost(
					'relays on Redis: entry to a phone on the other relay, 95th percentile',
					percentile(across, 95),
					'ms',
					300
				),
				load
			},
			{
				...atMost(
					'relays on Redis: entry to a phone on the same relay, median',
					median(same),
					'ms',
					100
				),
				load
			},
			{
				...atMost(
					'relays on Redis: entry to a phone on the same relay, 95th percentile',
					percentile(same, 95),
					'ms',
					300
				),
				load
			}
		];
	} finally {
		for (const child of children.slice(1).reverse()) await stopRelay(child);
		children[0]?.kill('SIGKILL');
		await rm(dir, { recursive: true, force: true });
	}
}
