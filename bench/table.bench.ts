/**
 * The shared table's relay: how long an entry made on one phone takes to appear on another
 * (loopback, phones played by y-websocket clients in this process, so the figure is the relay's
 * and Yjs's share: the app's own write to IndexedDB is not in it), and the relay's memory with
 * 20 tables of 4 phones and 200 entries each.
 *
 * The relay is started on TABLE_BENCH_PORT, or on any free port when it is unset, and the
 * benchmark reads the port from the relay's own start line: another program listening on a port
 * is never measured in its place (a run that found one waited for ever). Every wait has a
 * deadline and says what it waited for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { atMost, median, type Figure } from './harness';

/** 0: any free port, the one the relay then prints. */
const PORT = Number(process.env.TABLE_BENCH_PORT || 0);
const ORIGIN = 'http://bench.local';
/** How long any one step may take before the benchmark gives up, saying which. */
const DEADLINE_MS = 60_000;

/** A phone as the relay sees it: a y-websocket client sending the app's origin. */
class Phone extends WebSocket {
	constructor(address: string) {
		super(address, { origin: ORIGIN });
	}
}

/** Resolves as `promise` does, or rejects with `message` once the deadline has passed. */
function within<T>(promise: Promise<T>, message: string, ms = DEADLINE_MS): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<never>((_resolve, reject) => {
		timer = setTimeout(() => reject(new Error(`${message} (waited ${ms / 1000} s).`)), ms);
	});
	return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

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
	return { doc, provider };
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
 * Starts the relay; resolves with its process and address once it prints its start line (the
 * port it really listens on), or rejects with what it said if it stops first.
 */
async function startRelay(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
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
			// The benchmark sends faster than any table: the flood limit would stop it.
			'--max-messages-per-second',
			'100000'
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);
	let said = '';
	child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
	const started = new Promise<string>((resolve, reject) => {
		let out = '';
		child.stdout!.on('data', (chunk: Buffer) => {
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
async function stopRelay(child: ChildProcess): Promise<void> {
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

function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function run(): Promise<Figure[]> {
	// Each client in Node listens for the process's exit; 82 of them are expected here.
	process.setMaxListeners(200);
	const dataDir = await mkdtemp(join(tmpdir(), 'table-bench-'));
	let relay: ChildProcess | null = null;
	const phones: ReturnType<typeof phone>[] = [];
	try {
		const started = await startRelay(dataDir);
		relay = started.child;
		const url = started.url;

		// Latency: 200 entries from one phone, each timed until the other phone has it.
		const a = phone(url, code(999), true);
		phones.push(a);
		await synced(a.provider, 'The first phone');
		const b = phone(url, code(999), false);
		phones.push(b);
		await synced(b.provider, 'The second phone');
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
			await within(arrived, `Entry ${i + 1} never reached the second phone`);
			times.push(performance.now() - start);
		}

		// Memory: 20 tables, 4 phones each, 200 entries per table (50 from each phone).
		for (let t = 0; t < 20; t++) {
			const host = phone(url, code(t), true);
			phones.push(host);
			await synced(host.provider, `The host of table ${t + 1}`);
			const table = [host];
			for (let p = 0; p < 3; p++) table.push(phone(url, code(t), false));
			phones.push(...table.slice(1));
			await Promise.all(
				table.map((x, p) => synced(x.provider, `Phone ${p + 1} of table ${t + 1}`))
			);
			for (let e = 0; e < 50; e++)
				for (const [p, x] of table.entries())
					x.doc
						.getArray('entries')
						.push([{ id: `${t}-${p}-${e}`, event: { type: 'round', scores: { a: e } } }]);
		}
		// Every phone of every table holds its table's 200 entries.
		const tablePhones = phones.slice(2);
		const everywhere = async () => {
			while (tablePhones.some((x) => x.doc.getArray('entries').length < 200))
				await new Promise((resolve) => setTimeout(resolve, 50));
		};
		await within(everywhere(), 'Not every phone received its table’s 200 entries');
		const memory = await residentMb(relay.pid!);

		return [
			atMost('table: entry to another phone, median (loopback)', median(times), 'ms', 100),
			atMost('table: entry to another phone, 95th percentile', percentile(times, 95), 'ms', 300),
			atMost('table: relay memory, 20 tables × 4 phones × 200 entries', memory, 'MB', 200)
		];
	} finally {
		for (const x of phones) x.provider.destroy();
		if (relay) await stopRelay(relay);
		await rm(dataDir, { recursive: true, force: true });
	}
}
