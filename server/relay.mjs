/**
 * The relay of the shared table: the y-websocket server of the Yjs project
 * (`@y/websocket-server`), behind a gate of our own that decides who may talk to it and what.
 *
 * - A table is known by the SHA-256 of its code; the code itself is never stored nor logged. The
 *   host phone creates it (`?create=1`); a phone with an unknown or expired code is refused. A
 *   client address may create only so many tables an hour, and the relay holds only so many.
 * - Only pages from the relay's own address, and the origins given, may connect (the `Origin`
 *   header a browser always sends). A refused page is told so in the close frame, not with an
 *   HTTP error its phone could not tell from a dead relay.
 * - Every message is decoded in full before the document sees it: a sync message's state vector
 *   or update, a presence (awareness) message's every entry. Each kind has its limits: the size of
 *   a message, of a table and of a presence state; how many messages a phone and a table may
 *   send in a second; how many presence entries a phone and a table may hold. A phone that breaks
 *   one is told why in the close frame's reason (`CLOSE`, `REASONS`), and nothing reaches the
 *   table. A phone that reads what the relay sends more slowly than it comes is cut off, so what
 *   waits for it never fills the relay's memory.
 * - Each change to a table is appended to the table's log on disk before the table takes it, and
 *   the log is merged into the table's state now and then (table-store.mjs), so storing a change
 *   costs the same whatever the size of the game. A table is read back when a phone next opens it.
 *   A table unused for `tableDays` is refused, then deleted (files and registry entry) by a sweep
 *   that runs every hour.
 *
 * - With `--redis` (TABLE_REDIS), several relays work as one behind one address (cluster.mjs):
 *   a table's updates and presence, the registry of tables and the limits per address and per
 *   table are shared through Redis. Every relay appends what its own phones send to the data
 *   folder they share, so a relay that dies loses nothing; one merges a table at a time.
 *
 * `createRelay` gives the WebSocket side alone (server/serve.mjs puts it on the app's own port);
 * `startRelay` runs it on an HTTP server of its own (`npm run table-server`).
 */
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { docs, setPersistence } from '@y/websocket-server/utils';
import { admission, closeSaying } from './relay-admission.mjs';
import { admit } from './relay-gate.mjs';
import { CLOSE, REASONS, logged } from './relay-messages.mjs';
import { DEFAULTS, describe, listen } from './relay-options.mjs';
import { openRegistry } from './relay-registry.mjs';
import { createTableStore } from './table-store.mjs';

export { CLOSE, REASONS, originAllowed, readMessage, tableName } from './relay-messages.mjs';
export { DEFAULTS, FLAGS, describe, listen, readOptions } from './relay-options.mjs';

/**
 * Opens each table from disk as the y-websocket server asks for it (and, with Redis, bridges it
 * to the other relays), and writes it when its last phone leaves.
 * @param {{ store: ReturnType<typeof createTableStore>, cluster: Cluster | null,
 *   sizes: Map<string, number>, traffic: Map<string, unknown> }} context
 */
function keepTables({ store, cluster, sizes, traffic }) {
	/**
	 * Table name → the reading of its files into the document. The y-websocket server answers a
	 * phone's first sync without waiting for it, so a phone that opened a table no one had open
	 * could be told it was empty ("no game yet"): a phone is let in only once it is read.
	 * @type {Map<string, Promise<void>>}
	 */
	const loads = new Map();
	/** Table name → what closes its bridge to the other relays. */
	/** @type {Map<string, () => void>} */
	const bridges = new Map();
	setPersistence({
		provider: null,
		bindState: (name, doc) => {
			const load = store.load(name, doc).then(async (bytes) => {
				sizes.set(name, bytes);
				if (!cluster) return;
				const close = await cluster.bridge(
					name,
					/** @type {import('@y/websocket-server/utils').WSSharedDoc} */ (doc),
					(update) => sizes.set(name, (sizes.get(name) ?? 0) + update.length)
				);
				if (docs.get(name) === doc) bridges.set(name, close);
				else close();
			});
			loads.set(name, load);
			return load;
		},
		writeState: (name) => {
			loads.delete(name);
			traffic.delete(name);
			bridges.get(name)?.();
			bridges.delete(name);
			return store.flush(name, { release: true });
		}
	});
	return { loads, bridges };
}

/** @typedef {Awaited<ReturnType<typeof import('./cluster.mjs').joinCluster>>} Cluster */

/**
 * The relay's WebSocket side, to be given the upgrades of an HTTP server (`handleUpgrade`).
 * One relay per process: the y-websocket server keeps its documents and persistence in module
 * state.
 * @param {Partial<typeof DEFAULTS> & { log?: (line: string, kind?: string) => void, sweepMs?: number }} settings
 */
export async function createRelay(settings = {}) {
	const options = { ...DEFAULTS, ...settings };
	const log = settings.log ?? (() => {});
	await mkdir(options.dataDir, { recursive: true });
	/** Redis, shared with the other relays, when there are others (cluster.mjs). */
	// (Hocuspocus and ioredis are loaded only then: a relay alone does without them.)
	const cluster = options.redis
		? await (await import('./cluster.mjs')).joinCluster(options.redis, { log })
		: null;
	const registry = await openRegistry({ ...options, log, cluster });
	/** The tables on disk: a log of changes per table, merged now and then (table-store.mjs). */
	/** Table name → its size in bytes as stored (plus what was accepted since). */
	/** @type {Map<string, number>} */
	const sizes = new Map();
	const store = createTableStore({
		dataDir: options.dataDir,
		log,
		shared: !!cluster,
		lock: cluster ? (name) => cluster.lockTable(name) : undefined,
		onMerged: (name, bytes) => sizes.set(name, bytes)
	});
	/** Table name → the messages its phones sent in the current second. */
	/** @type {Map<string, { second: number, count: number }>} */
	const traffic = new Map();
	const { loads, bridges } = keepTables({ store, cluster, sizes, traffic });
	const context = { options, log, cluster, store, sizes, traffic, closeSaying, loads };
	let closing = false;
	const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });

	/**
	 * Accepts the WebSocket only to say why not, so the phone can show the sentence.
	 * @param {import('node:http').IncomingMessage} req
	 * @param {import('node:stream').Duplex} socket
	 * @param {Buffer} head
	 * @param {keyof typeof REASONS} why
	 */
	const refuse = (req, socket, head, why) => {
		wss.handleUpgrade(req, socket, head, (ws) => {
			ws.on('error', () => ws.terminate());
			closeSaying(ws, why);
		});
		log(`phone refused: ${why}`, `phone refused: ${why}`);
	};

	/**
	 * Takes an HTTP upgrade request for the relay: lets the phone in when its origin may, and its
	 * code names a live table (or creates one), else closes the connection saying why.
	 * @param {import('node:http').IncomingMessage} req
	 * @param {import('node:stream').Duplex} socket
	 * @param {Buffer} head
	 */
	async function handleUpgrade(req, socket, head) {
		socket.on('error', () => socket.destroy());
		let verdict;
		try {
			verdict = await admission(req, {
				options,
				registry,
				log,
				closing: () => closing,
				connections: () => wss.clients.size,
				phonesAt: (name) => docs.get(name)?.conns.size ?? 0
			});
		} catch (err) {
			// Redis did not answer: the phone is told to try again, as it is on a restart.
			log(
				`phone refused: the registry did not answer (${err instanceof Error ? err.message : err})`
			);
			if (!socket.destroyed) refuse(req, socket, head, 'restarting');
			return;
		}
		if (typeof verdict === 'string') return refuse(req, socket, head, verdict);
		const { name } = verdict;
		wss.handleUpgrade(req, socket, head, (ws) => admit(ws, req, name, context));
	}

	/** Deletes every table unused for longer than its days and open on no phone. */
	const sweep = () =>
		registry.sweep(
			(name) => docs.has(name),
			async (name) => {
				sizes.delete(name);
				await store.remove(name);
				log(`table ${logged(name)} expired and deleted`, 'table expired and deleted');
			}
		);
	let sweeping = Promise.resolve();
	/** A sweep that failed (Redis did not answer) is tried again at the next. */
	const sweepOnce = () =>
		sweep().then(
			() => {},
			(err) => log(`sweep not done: ${err instanceof Error ? err.message : err}`)
		);
	const sweeper = setInterval(
		() => (sweeping = sweeping.then(sweepOnce)),
		settings.sweepMs ?? 3_600_000
	);
	sweeper.unref();
	sweeping = sweeping.then(sweepOnce);

	return {
		handleUpgrade,
		/** Whether the relay takes new phones: not stopping, and not at its connection limit. */
		canTakeTables: () =>
			!closing && wss.clients.size < options.maxConnections && registry.count() < options.maxTables,
		/** The tables open in memory (for the benchmark and tests). */
		openTables: () => docs.size,
		/** The tables the registry holds (all relays', with Redis, as last counted). */
		storedTables: () => registry.count(),
		/** Runs the sweep of expired tables now (tests). */
		sweep: () => (sweeping = sweeping.then(sweepOnce)),
		/** Writes every open table now (tests read the files). */
		flushAll: async () => {
			await Promise.all([...docs.keys()].map((name) => store.flush(name)));
			await registry.saved();
		},
		/**
		 * Takes no new phone, tells every phone the relay is restarting, writes every table, and
		 * lets go of them.
		 */
		close: async () => {
			closing = true;
			clearInterval(sweeper);
			const open = [...docs];
			for (const ws of wss.clients) ws.close(CLOSE.restarting, REASONS.restarting);
			for (const close of bridges.values()) close();
			bridges.clear();
			await Promise.all(open.map(([name]) => store.flush(name, { release: true })));
			await store.settled();
			for (const ws of wss.clients) ws.terminate();
			for (const doc of docs.values()) doc.destroy();
			docs.clear();
			await sweeping;
			await registry.saved();
			await cluster?.close();
		}
	};
}

/**
 * Starts a relay on an HTTP server of its own; resolves once it listens. `close()` stops it after
 * writing every table.
 * @param {Partial<typeof DEFAULTS> & { log?: (line: string, kind?: string) => void, sweepMs?: number }} settings
 */
export async function startRelay(settings = {}) {
	const options = { ...DEFAULTS, ...settings };
	const log = settings.log ?? (() => {});
	const relay = await createRelay(settings);
	const server = createServer((req, res) => {
		if (req.url === '/healthz') {
			const ok = relay.canTakeTables();
			res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' });
			res.end(ok ? 'ok\n' : 'full or stopping\n');
			return;
		}
		res.writeHead(200, { 'content-type': 'text/plain' });
		res.end('Tablemate table relay\n');
	});
	server.on('upgrade', (req, socket, head) => relay.handleUpgrade(req, socket, head));
	const port = await listen(server, options.port, options.host, 'the relay');
	log(`Tablemate table relay on ws://${options.host}:${port} ${describe(options)}`);
	return {
		...relay,
		port,
		close: async () => {
			server.close();
			await relay.close();
			server.closeAllConnections();
		}
	};
}
