/**
 * The shared table's relay: how long an entry made on one phone takes to appear on another
 * (loopback, phones played by y-websocket clients in this process, so the figure is the relay's
 * and Yjs's share: the app's own write to IndexedDB is not in it), and the relay's memory with
 * 20 tables of 4 phones and 200 entries each.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { atMost, median, type Figure } from './harness';

const PORT = Number(process.env.TABLE_BENCH_PORT || 4179);
const ORIGIN = 'http://bench.local';
const URL = `ws://127.0.0.1:${PORT}`;

/** A phone as the relay sees it: a y-websocket client sending the app's origin. */
class Phone extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

function code(i: number): string {
	return `BENCH${String(i).padStart(21, '0')}`;
}

function phone(table: string, create: boolean): { doc: Y.Doc; provider: WebsocketProvider } {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(URL, 'table', doc, {
		WebSocketPolyfill: Phone as never,
		disableBc: true,
		params: { table, ...(create ? { create: '1' } : {}) }
	});
	return { doc, provider };
}

function synced(provider: WebsocketProvider): Promise<void> {
	return new Promise((resolve) => {
		if (provider.synced) resolve();
		else provider.once('sync', () => resolve());
	});
}

async function listening(): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(PORT, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** The relay's resident memory in MB (Linux). */
async function residentMb(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8');
	const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
	return kb / 1024;
}

function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function run(): Promise<Figure[]> {
	// Each client in Node listens for the process's exit; 82 of them are expected here.
	process.setMaxListeners(200);
	const dataDir = await mkdtemp(join(tmpdir(), 'table-bench-'));
	const relay = spawn(
		process.execPath,
		[
			'scripts/table-server.mjs',
			'--port',
			String(PORT),
			'--host',
			'127.0.0.1',
			'--origins',
			ORIGIN,
			'--data',
			dataDir,
			// The benchmark sends faster than any table: the flood limit would stop it.
			'--max-messages-per-second',
			'100000'
		],
		{ stdio: 'ignore' }
	);
	const phones: ReturnType<typeof phone>[] = [];
	try {
		while (!(await listening())) await new Promise((resolve) => setTimeout(resolve, 100));

		// Latency: 200 entries from one phone, each timed until the other phone has it.
		const a = phone(code(999), true);
		await synced(a.provider);
		const b = phone(code(999), false);
		await synced(b.provider);
		phones.push(a, b);
		const times: number[] = [];
		const received = b.doc.getArray<number>('entries');
		for (let i = 0; i < 200; i++) {
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
			a.doc.getArray<number>('entries').push([i]);
			await arrived;
			times.push(performance.now() - start);
		}

		// Memory: 20 tables, 4 phones each, 200 entries per table (50 from each phone).
		for (let t = 0; t < 20; t++) {
			const host = phone(code(t), true);
			await synced(host.provider);
			const table = [host];
			for (let p = 0; p < 3; p++) table.push(phone(code(t), false));
			await Promise.all(table.map((x) => synced(x.provider)));
			phones.push(...table);
			for (let e = 0; e < 50; e++)
				for (const [p, x] of table.entries())
					x.doc
						.getArray('entries')
						.push([{ id: `${t}-${p}-${e}`, event: { type: 'round', scores: { a: e } } }]);
		}
		const last = phones.at(-1)!.doc.getArray('entries');
		while (last.length < 200) await new Promise((resolve) => setTimeout(resolve, 50));
		const memory = await residentMb(relay.pid!);

		return [
			atMost('table: entry to another phone, median (loopback)', median(times), 'ms', 100),
			atMost('table: entry to another phone, 95th percentile', percentile(times, 95), 'ms', 300),
			atMost('table: relay memory, 20 tables × 4 phones × 200 entries', memory, 'MB', 200)
		];
	} finally {
		for (const x of phones) x.provider.destroy();
		relay.kill('SIGTERM');
		await new Promise((resolve) => relay.once('exit', resolve));
		await rm(dataDir, { recursive: true, force: true });
	}
}
