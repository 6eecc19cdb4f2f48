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
import { createHash } from 'node:crypto';
import { createTableStore, writeAtomically } from './table-store.mjs';
import { EventEmitter } from 'node:events';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { docs, getYDoc, setPersistence, setupWSConnection } from '@y/websocket-server/utils';

/** Close codes the app reads (4000-4999 are for applications; 1012 is "service restart"). */
export const CLOSE = {
	malformed: 4400,
	presence: 4400,
	removed: 4403,
	unknownTable: 4404,
	expiredTable: 4410,
	tooLarge: 4413,
	tooMany: 4429,
	originRefused: 4451,
	tooManyTables: 4452,
	relayFull: 4453,
	tableCrowded: 4453,
	slow: 4429,
	restarting: 1012
};

/**
 * The sentences sent with each refusal, in the words the app shows (a close frame's reason holds
 * at most 123 bytes; the relay's tests check each).
 */
export const REASONS = {
	unknownTable: 'No table has this code. Check the code on the host phone.',
	expiredTable: 'This table has expired. The host can share the game again.',
	tooLarge: 'This table is full: the relay takes no more entries for it.',
	tooMany: 'Too many updates came at once from this phone. It reconnects by itself.',
	malformed: 'The relay could not read an update from this phone and refused it.',
	originRefused:
		"This copy of Tablemate may not use this relay. Use the relay at the app's own address, or another copy.",
	tooManyTables:
		'Too many tables were created from this network in the last hour. Try again later.',
	relayFull: 'The relay holds as many tables as it can. Try again later, or use another relay.',
	tableCrowded: 'This table has as many phones as the relay lets one table have.',
	presence: 'This phone sent presence for more than one phone, and the relay refused it.',
	slow: 'This phone fell too far behind the table. It reconnects by itself.',
	restarting: 'The relay is restarting. The phone reconnects by itself.'
};

/** The relay's settings, with their defaults; `readOptions` reads them from flags and env. */
export const DEFAULTS = {
	port: 4177,
	host: '0.0.0.0',
	/** Origins allowed besides the relay's own address ('*' for any). */
	origins: ['http://localhost:4173'],
	dataDir: '.table-data',
	maxMessageBytes: 256 * 1024,
	maxTableBytes: 4 * 1024 * 1024,
	maxMessagesPerSecond: 50,
	maxTableMessagesPerSecond: 200,
	maxPresenceBytes: 2048,
	maxPresencePerTable: 32,
	maxPhonesPerTable: 32,
	maxConnections: 20_000,
	maxTables: 100_000,
	maxNewTablesPerHour: 60,
	trustProxy: false,
	tableDays: 30,
	/** Redis's address (redis://host:port) when several relays share the tables; '' for none. */
	redis: ''
};

/** A flag's reader: a number, a string, a comma-separated list, or a switch with no value. */
const number = Number;
/** @param {string} v */
const list = (v) =>
	v
		.split(',')
		.map((o) => o.trim())
		.filter(Boolean);
const toggle = 'switch';

/** @typedef {[flag: string, variable: string, read: ((raw: string) => unknown) | 'switch']} Flag */

/**
 * Each setting's flag, environment variable and reader.
 * @type {Record<string, Flag>}
 */
export const FLAGS = {
	port: ['--port', 'TABLE_PORT', number],
	host: ['--host', 'TABLE_HOST', String],
	origins: ['--origins', 'TABLE_ORIGINS', list],
	dataDir: ['--data', 'TABLE_DATA', String],
	maxMessageBytes: ['--max-message-bytes', 'TABLE_MAX_MESSAGE_BYTES', number],
	maxTableBytes: ['--max-table-bytes', 'TABLE_MAX_TABLE_BYTES', number],
	maxMessagesPerSecond: ['--max-messages-per-second', 'TABLE_MAX_MESSAGES_PER_SECOND', number],
	maxTableMessagesPerSecond: [
		'--max-table-messages-per-second',
		'TABLE_MAX_TABLE_MESSAGES_PER_SECOND',
		number
	],
	maxPresenceBytes: ['--max-presence-bytes', 'TABLE_MAX_PRESENCE_BYTES', number],
	maxPresencePerTable: ['--max-presence-per-table', 'TABLE_MAX_PRESENCE_PER_TABLE', number],
	maxPhonesPerTable: ['--max-phones-per-table', 'TABLE_MAX_PHONES_PER_TABLE', number],
	maxConnections: ['--max-connections', 'TABLE_MAX_CONNECTIONS', number],
	maxTables: ['--max-tables', 'TABLE_MAX_TABLES', number],
	maxNewTablesPerHour: ['--max-new-tables-per-hour', 'TABLE_MAX_NEW_TABLES_PER_HOUR', number],
	trustProxy: ['--trust-proxy', 'TABLE_TRUST_PROXY', toggle],
	tableDays: ['--table-days', 'TABLE_DAYS', number],
	redis: ['--redis', 'TABLE_REDIS', String]
};

/**
 * Settings from command-line flags (`--port 4177`), then the environment (`TABLE_PORT`), then
 * the defaults. Throws a plain sentence for a value that is not usable or a flag it does not know.
 * @template {Record<string, unknown>} D
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {D} [defaults]
 * @param {Record<string, [string, string, ((raw: string) => unknown) | 'switch']>} [flags]
 * @returns {D}
 */
export function readOptions(
	argv,
	env,
	defaults = /** @type {D} */ (/** @type {unknown} */ (DEFAULTS)),
	flags = FLAGS
) {
	/** @type {Record<string, unknown>} */
	const options = { ...defaults };
	for (const [key, [flag, variable, read]] of Object.entries(flags)) {
		const at = argv.indexOf(flag);
		if (read === toggle) {
			if (at >= 0) options[key] = true;
			else if (env[variable] !== undefined) options[key] = /^(1|true|yes)$/i.test(env[variable]);
			continue;
		}
		const raw = at >= 0 ? argv[at + 1] : env[variable];
		if (raw === undefined) continue;
		const value = read(raw);
		// Port 0 asks the system for any free port (the server prints the one it got).
		const least = key === 'port' ? 0 : Number.MIN_VALUE;
		if (typeof value === 'number' && !(Number.isFinite(value) && value >= least))
			throw new Error(
				key === 'port'
					? `${flag} (or ${variable}) should be a port number, or 0 for any free port; it is "${raw}".`
					: `${flag} (or ${variable}) should be a positive number; it is "${raw}".`
			);
		options[key] = value;
	}
	const known = Object.values(flags).map(([f]) => f);
	const unknown = argv.filter((a) => a.startsWith('--') && !known.includes(a));
	if (unknown.length) throw new Error(`Unknown flag ${unknown[0]}. Known: ${known.join(', ')}.`);
	return /** @type {D} */ (options);
}

/**
 * The table's name on the relay: the SHA-256 of its code, so the code is never stored.
 * @param {string} code
 */
export function tableName(code) {
	return createHash('sha256').update(code).digest('hex');
}

/**
 * How a table is named in the log: the start of its hash, never its code.
 * @param {string} name
 */
const logged = (name) => name.slice(0, 12);

/**
 * Whether a page from `origin` may use a relay reached as `req`: a page of the relay's own address
 * (the `Host` it was asked for, over http or https: behind a TLS proxy the relay itself sees
 * plain http), or one of `allowed` ('*' allows any).
 * @param {string | undefined} origin
 * @param {import('node:http').IncomingMessage} req
 * @param {string[]} allowed
 */
export function originAllowed(origin, req, allowed) {
	if (allowed.includes('*')) return true;
	if (!origin) return false;
	if (allowed.includes(origin)) return true;
	try {
		const page = new URL(origin);
		return (
			(page.protocol === 'https:' || page.protocol === 'http:') &&
			!!req.headers.host &&
			page.host === req.headers.host.toLowerCase()
		);
	} catch {
		return false;
	}
}

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
	const registry = join(options.dataDir, 'tables.json');
	/** @type {Record<string, { createdAt: number, usedAt: number }>} */
	let tables = {};
	try {
		tables = JSON.parse(await readFile(registry, 'utf8'));
	} catch {
		// No table yet.
	}
	/** Redis, shared with the other relays, when there are others (cluster.mjs). */
	// (Hocuspocus and ioredis are loaded only then: a relay alone does without them.)
	const cluster = options.redis
		? await (await import('./cluster.mjs')).joinCluster(options.redis, { log })
		: null;
	// A relay that ran alone and joins others brings its tables along.
	if (cluster) await cluster.addTables(tables);
	/** How many tables the relays hold (kept up to date by each look at the registry). */
	let tableCount = cluster ? await cluster.countTables() : Object.keys(tables).length;
	/**
	 * Writes the registry. Every phone let in changes it, so writes asked for while one is under
	 * way become one write after it (of the registry as it is then), never a queue of them.
	 */
	let registryWrite = Promise.resolve();
	/** @type {Promise<void> | null} */
	let nextWrite = null;
	const saveRegistry = () => {
		nextWrite ??= registryWrite.then(() => {
			nextWrite = null;
			return writeAtomically(registry, JSON.stringify(tables)).catch((err) =>
				log(`registry not written: ${err.message}`, 'registry not written')
			);
		});
		registryWrite = nextWrite;
		return registryWrite;
	};
	/** @param {{ usedAt: number }} entry @param {number} now */
	const expired = (entry, now) => now - entry.usedAt > options.tableDays * 86_400_000;

	/** @typedef {import('@y/websocket-server/utils').WSSharedDoc} Table */
	/** The tables on disk: a log of changes per table, merged now and then (table-store.mjs). */
	const store = createTableStore({
		dataDir: options.dataDir,
		log,
		shared: !!cluster,
		lock: cluster ? (name) => cluster.lockTable(name) : undefined
	});
	/** Table name → its size in bytes as stored (plus what was accepted since). */
	/** @type {Map<string, number>} */
	const sizes = new Map();
	/**
	 * Table name → the reading of its files into the document. The y-websocket server answers a
	 * phone's first sync without waiting for it, so a phone that opened a table no one had open
	 * could be told it was empty ("no game yet"): a phone is let in only once it is read.
	 */
	/** @type {Map<string, Promise<void>>} */
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
				const close = await cluster.bridge(name, /** @type {Table} */ (doc), (update) =>
					sizes.set(name, (sizes.get(name) ?? 0) + update.length)
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

	/** Table name → the messages its phones sent in the current second. */
	/** @type {Map<string, { second: number, count: number }>} */
	const traffic = new Map();
	/** Client address → when it created each of its tables in the last hour. */
	/** @type {Map<string, number[]>} */
	const created = new Map();
	let closing = false;

	const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });
	// What waits to be sent to one phone, at most: a whole table twice over (its first sync and
	// what came since) and a message more.
	const maxBuffered = 2 * options.maxTableBytes + options.maxMessageBytes;

	/**
	 * The address a phone connects from (its proxy's word for it when the proxy is trusted).
	 * @param {import('node:http').IncomingMessage} req
	 */
	const clientAddress = (req) => {
		const forwarded = req.headers['x-forwarded-for'];
		if (options.trustProxy && typeof forwarded === 'string') {
			const hops = forwarded.split(',').map((h) => h.trim());
			const last = hops[hops.length - 1];
			if (last) return last;
		}
		return req.socket.remoteAddress ?? 'unknown';
	};

	/** @typedef {keyof typeof REASONS} Refusal */
	/**
	 * Closes a phone's connection saying why. A phone that does not answer the close (one that
	 * reads nothing) is cut off after a moment, not after ws's 30 s: its socket and what waits in
	 * it are let go at once.
	 * @param {import('ws').WebSocket} ws
	 * @param {Refusal} why
	 */
	const closeSaying = (ws, why) => {
		ws.close(CLOSE[why], REASONS[why]);
		setTimeout(() => ws.terminate(), 2000).unref();
	};
	/**
	 * Accepts the WebSocket only to say why not, so the phone can show the sentence.
	 * @param {import('node:http').IncomingMessage} req
	 * @param {import('node:stream').Duplex} socket
	 * @param {Buffer} head
	 * @param {Refusal} why
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
		try {
			await takeUpgrade(req, socket, head);
		} catch (err) {
			// Redis did not answer: the phone is told to try again, as it is on a restart.
			log(
				`phone refused: the registry did not answer (${err instanceof Error ? err.message : err})`
			);
			if (!socket.destroyed) refuse(req, socket, head, 'restarting');
		}
	}

	/**
	 * @param {import('node:http').IncomingMessage} req
	 * @param {import('node:stream').Duplex} socket
	 * @param {Buffer} head
	 */
	async function takeUpgrade(req, socket, head) {
		if (closing) return refuse(req, socket, head, 'restarting');
		if (!originAllowed(req.headers.origin, req, options.origins))
			return refuse(req, socket, head, 'originRefused');
		if (wss.clients.size >= options.maxConnections) return refuse(req, socket, head, 'relayFull');
		const url = new URL(req.url ?? '/', 'http://relay');
		const code = url.searchParams.get('table') ?? '';
		if (!/^[0-9A-Z]{26}$/.test(code)) return refuse(req, socket, head, 'unknownTable');
		const name = tableName(code);
		const now = Date.now();
		// (Without Redis, nothing below waits: two phones' upgrades never interleave.)
		const known = cluster ? await cluster.table(name) : tables[name];
		if (known && expired(known, now)) return refuse(req, socket, head, 'expiredTable');
		if (!known) {
			if (url.searchParams.get('create') !== '1') return refuse(req, socket, head, 'unknownTable');
			if (cluster) tableCount = await cluster.countTables();
			if (tableCount >= options.maxTables) return refuse(req, socket, head, 'relayFull');
			const address = clientAddress(req);
			if (cluster) {
				if (!(await cluster.mayCreate(address, now, options.maxNewTablesPerHour)))
					return refuse(req, socket, head, 'tooManyTables');
			} else {
				const recent = (created.get(address) ?? []).filter((t) => now - t < 3_600_000);
				if (recent.length >= options.maxNewTablesPerHour) {
					created.set(address, recent);
					return refuse(req, socket, head, 'tooManyTables');
				}
				created.set(address, [...recent, now]);
			}
			log(`table ${logged(name)} created`, 'table created');
		}
		const open = docs.get(name);
		if (open && open.conns.size >= options.maxPhonesPerTable)
			return refuse(req, socket, head, 'tableCrowded');
		const entry = { createdAt: known?.createdAt ?? now, usedAt: now };
		if (cluster) await cluster.setTable(name, entry);
		else {
			tables[name] = entry;
			void saveRegistry();
		}
		if (!known) tableCount++;
		wss.handleUpgrade(req, socket, head, (ws) => admit(ws, req, name));
	}

	/**
	 * Lets a phone in once its table is read from its file; what it sends waits until then.
	 * @param {import('ws').WebSocket} ws
	 * @param {import('node:http').IncomingMessage} req
	 * @param {string} name
	 */
	function admit(ws, req, name) {
		ws.pause();
		ws.on('error', () => ws.terminate());
		const doc = getYDoc(name);
		void loads.get(name)?.then(
			() => {
				if (ws.readyState !== ws.OPEN) return;
				setupWSConnection(
					/** @type {import('ws').WebSocket} */ (/** @type {unknown} */ (gate(ws, name, doc))),
					req,
					{ docName: name }
				);
				ws.resume();
				log(`phone joined table ${logged(name)} (${doc.conns.size} there)`, 'phone joined a table');
			},
			(err) => {
				// The table could not be opened (Redis did not answer): the next phone opens it anew.
				log(
					`table ${logged(name)} not opened: ${err instanceof Error ? err.message : err}`,
					'table not opened'
				);
				if (docs.get(name) === doc && doc.conns.size === 0) {
					docs.delete(name);
					loads.delete(name);
					doc.destroy();
				}
				closeSaying(ws, 'restarting');
			}
		);
	}

	/**
	 * The connection as the y-websocket server sees it: the same socket, except that a message is
	 * passed on only once it has decoded in full and kept within every limit, and that a phone
	 * too slow to read what is sent to it is cut off.
	 * @param {import('ws').WebSocket} ws
	 * @param {string} name
	 * @param {Table} doc
	 */
	function gate(ws, name, doc) {
		const conn = /** @type {EventEmitter & Record<string, unknown>} */ (new EventEmitter());
		let second = Date.now();
		let count = 0;
		/** Presence messages with nothing new this second (see `nothingNew`). */
		let echoes = 0;
		/** The presence entries this phone brought to the table. */
		const presence = new Set();
		const joined = Date.now();
		/**
		 * Whether this phone may still send once its table is over its messages for the second: a
		 * phone at the table for more than a second that sent no more than its share of them this
		 * second. Whoever floods the table is closed, not the phones playing at it (one client
		 * reconnecting over and over would otherwise use up the table's second, and every phone
		 * that then sent an entry would be closed). What the quiet phones send over the limit is
		 * at most their shares: the table's limit again.
		 * @param {number} now
		 */
		const quiet = (now) =>
			now - joined > 1000 &&
			count <= options.maxTableMessagesPerSecond / Math.max(1, doc.conns.size);
		Object.defineProperty(conn, 'readyState', { get: () => ws.readyState });
		Object.defineProperty(conn, 'binaryType', {
			set: (v) => {
				ws.binaryType = v;
			},
			get: () => ws.binaryType
		});
		/**
		 * @param {Uint8Array} data
		 * @param {object} opts
		 * @param {(err?: Error) => void} cb
		 */
		conn.send = (data, opts, cb) => {
			if (ws.bufferedAmount > maxBuffered) {
				log(`phone cut off from table ${logged(name)}: too slow`, 'phone cut off: too slow');
				ws.close(CLOSE.slow, REASONS.slow);
				ws.terminate();
				return;
			}
			ws.send(data, opts, cb);
		};
		conn.ping = () => ws.ping();
		conn.close = (/** @type {number} */ code, /** @type {string} */ reason) =>
			ws.close(code, reason);
		ws.on('close', () => conn.emit('close'));
		ws.on('pong', () => conn.emit('pong'));
		/** @param {Refusal} why */
		const stop = (why) => {
			log(`phone refused at table ${logged(name)}: ${why}`, `phone refused at a table: ${why}`);
			closeSaying(ws, why);
		};
		/**
		 * Whether a presence message holds nothing the table would take: each entry's clock is no
		 * newer than the table's, as Yjs decides (y-protocols' applyAwarenessUpdate).
		 * @param {{ present: [number, number][], removed: [number, number][] }} read
		 */
		const nothingNew = ({ present, removed }) => {
			const { states, meta } = doc.awareness;
			const clockOf = (/** @type {number} */ id) => meta.get(id)?.clock ?? 0;
			return (
				present.every(([id, clock]) => clock <= clockOf(id)) &&
				removed.every(
					([id, clock]) => clock < clockOf(id) || (clock === clockOf(id) && !states.has(id))
				)
			);
		};
		/**
		 * With Redis, the table's count of messages is shared and asked for: each message waits for
		 * the one before, so they reach the table in the order they came.
		 */
		let queue = Promise.resolve();
		/** @param {Error} err */
		const failed = (err) => {
			log(`phone cut off from table ${logged(name)}: ${err.message}`, 'phone cut off: relay error');
			closeSaying(ws, 'restarting');
		};
		ws.on('message', (/** @type {Buffer} */ data, /** @type {boolean} */ isBinary) => {
			if (ws.readyState !== ws.OPEN) return;
			// The phone's own rate is counted as its messages come, so a flood never waits in line.
			const now = Date.now();
			if (now - second >= 1000) {
				second = now;
				count = 0;
				echoes = 0;
			}
			const message = new Uint8Array(/** @type {Buffer} */ (data));
			const read = isBinary
				? readMessage(message, options.maxPresenceBytes, options.maxPresencePerTable)
				: 'malformed';
			// y-websocket's client sends back every presence it is sent: under a flood of presence,
			// the phones at the table would flood too, and be closed. What they send back holds
			// nothing new; it is let go here, uncounted but for a limit of its own: a phone sends
			// back at most what the table sent it, under twice the table's messages a second (its
			// limit, and the quiet phones' shares over it), so four times that is never an echo.
			if (read !== 'malformed' && read.kind === 'presence' && nothingNew(read)) {
				if (++echoes > 4 * options.maxTableMessagesPerSecond) return stop('tooMany');
				return;
			}
			if (++count > options.maxMessagesPerSecond) return stop('tooMany');
			if (!cluster) return void take(message, read, now).catch(failed);
			queue = queue.then(() => take(message, read, now)).catch(failed);
		});
		/**
		 * Passes a message on to the table once it has decoded in full and kept within every limit.
		 * (Without Redis, nothing in it waits.)
		 * @param {Uint8Array} message
		 * @param {ReturnType<typeof readMessage>} read
		 * @param {number} now
		 */
		const take = async (message, read, now) => {
			if (ws.readyState !== ws.OPEN) return;
			if (cluster) {
				const sent = await cluster.countMessage(name, now);
				if (ws.readyState !== ws.OPEN) return;
				if (sent > options.maxTableMessagesPerSecond && !quiet(now)) return stop('tooMany');
			} else {
				const table = traffic.get(name);
				if (!table || now - table.second >= 1000) traffic.set(name, { second: now, count: 1 });
				else if (++table.count > options.maxTableMessagesPerSecond && !quiet(now))
					return stop('tooMany');
			}
			if (read === 'malformed') return stop('malformed');
			if (read.kind === 'update') {
				const size = (sizes.get(name) ?? 0) + read.update.length;
				if (size > options.maxTableBytes) return stop('tooLarge');
				sizes.set(name, size);
			}
			if (read.kind === 'presence') {
				const { states, meta } = doc.awareness;
				// Yjs keeps a line for every phone it ever heard of, states removed included: those
				// are let go once they outnumber what a table may hold, so removals for made-up
				// phones cannot grow it.
				if (meta.size > 4 * options.maxPresencePerTable)
					for (const id of meta.keys()) if (!states.has(id)) meta.delete(id);
				// A phone's presence the table does not show yet. A phone also sends back the
				// presence of the others it was sent; those are shown (or older than what the
				// table has), so they never count as its own.
				const fresh = read.present
					.filter(([id, clock]) => !states.has(id) && (meta.get(id)?.clock ?? -1) < clock)
					.map(([id]) => id);
				if (fresh.length) {
					const own = new Set([...presence, ...fresh]);
					// A phone has one document, so one presence of its own (two across a reload).
					if (own.size > 2) return stop('presence');
					if (states.size + new Set(fresh).size > options.maxPresencePerTable)
						return stop('tableCrowded');
					for (const id of fresh) presence.add(id);
				}
			}
			// Nothing of this kind is read by the y-websocket server: it stops here.
			if (read.kind === 'query') return;
			// On disk before the table takes it: a change passed on to the phones is never lost.
			if (read.kind === 'update') store.append(name, read.update);
			conn.emit('message', message);
		};
		return conn;
	}

	/** Deletes every table unused for longer than its days and open on no phone. */
	async function sweep() {
		const now = Date.now();
		// Addresses that created no table in the last hour are forgotten.
		for (const [address, times] of created)
			if (times.every((t) => now - t >= 3_600_000)) created.delete(address);
		const known = cluster ? await cluster.tables() : tables;
		tableCount = Object.keys(known).length;
		const gone = Object.keys(known).filter((name) => expired(known[name], now) && !docs.has(name));
		if (!gone.length) return;
		for (const name of gone) {
			if (cluster) await cluster.deleteTable(name);
			else delete tables[name];
			tableCount--;
			sizes.delete(name);
			await store.remove(name);
			log(`table ${logged(name)} expired and deleted`, 'table expired and deleted');
		}
		if (!cluster) await saveRegistry();
	}
	let sweeping = Promise.resolve();
	/** A sweep that failed (Redis did not answer) is tried again at the next. */
	const sweepOnce = () =>
		sweep().catch((err) => log(`sweep not done: ${err instanceof Error ? err.message : err}`));
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
			!closing && wss.clients.size < options.maxConnections && tableCount < options.maxTables,
		/** The tables open in memory (for the benchmark and tests). */
		openTables: () => docs.size,
		/** The tables the registry holds (all relays', with Redis, as last counted). */
		storedTables: () => tableCount,
		/** Runs the sweep of expired tables now (tests). */
		sweep: () => (sweeping = sweeping.then(sweepOnce)),
		/** Writes every open table now (tests read the files). */
		flushAll: async () => {
			await Promise.all([...docs.keys()].map((name) => store.flush(name)));
			await registryWrite;
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
			await registryWrite;
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

/**
 * The relay's settings in one line, for the line it logs as it starts.
 * @param {typeof DEFAULTS} options
 */
export function describe(options) {
	return (
		`(origins: its own${options.origins.length ? `, ${options.origins.join(', ')}` : ''}; ` +
		`data: ${options.dataDir}; ` +
		`message ≤ ${options.maxMessageBytes} B, table ≤ ${options.maxTableBytes} B, ` +
		`presence ≤ ${options.maxPresenceBytes} B × ${options.maxPresencePerTable} a table; ` +
		`≤ ${options.maxMessagesPerSecond} messages/s a phone, ${options.maxTableMessagesPerSecond} a table; ` +
		`≤ ${options.maxPhonesPerTable} phones a table, ${options.maxConnections} in all; ` +
		`≤ ${options.maxTables} tables, ${options.maxNewTablesPerHour} new an hour from one address` +
		`${options.trustProxy ? ' (as X-Forwarded-For names it)' : ''}; ` +
		`a table unused for ${options.tableDays} days is deleted` +
		// The host alone: the address may carry Redis's password.
		`${options.redis ? `; tables shared with other relays through Redis at ${new URL(options.redis).host}` : ''})`
	);
}

/**
 * Listens on `port` (0 for any free one); resolves with the port it got, or rejects with a plain
 * sentence.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @param {string} what
 */
export async function listen(server, port, host, what) {
	await new Promise((resolve, reject) => {
		server.once('error', (err) =>
			reject(
				new Error(
					/** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE'
						? `Port ${port} is already in use on ${host}: stop what uses it, or give ${what} another port (--port).`
						: `${what[0].toUpperCase()}${what.slice(1)} could not listen on ${host}:${port}: ${err.message}`
				)
			)
		);
		server.listen(port, host, () => resolve(undefined));
	});
	const address = server.address();
	return typeof address === 'object' && address ? address.port : port;
}

const strictText = new TextDecoder('utf-8', { fatal: true });

/**
 * What a phone's message is, decoded in full: a sync message's update ('update', when it carries
 * one), a first sync step ('sync'), a presence message with the client ids and clocks of the
 * states it carries and of its removals ('presence'),
 * a presence query ('query'), or 'malformed' when any part does not decode, a presence state is
 * over `maxPresenceBytes` or is not an object, a presence message has more than `maxPresenceEntries`
 * entries, or bytes are left over.
 * @param {Uint8Array} message
 * @param {number} maxPresenceBytes
 * @param {number} maxPresenceEntries
 * @returns {'malformed' | { kind: 'sync' } | { kind: 'update', update: Uint8Array } |
 *   { kind: 'presence', present: [number, number][], removed: [number, number][] } |
 *   { kind: 'query' }}
 */
export function readMessage(message, maxPresenceBytes, maxPresenceEntries) {
	try {
		const decoder = decoding.createDecoder(message);
		const kind = decoding.readVarUint(decoder);
		if (kind === 0) {
			const step = decoding.readVarUint(decoder);
			const payload = decoding.readVarUint8Array(decoder);
			if (decoding.hasContent(decoder)) return 'malformed';
			if (step === 0) {
				Y.decodeStateVector(payload);
				return { kind: 'sync' };
			}
			if (step !== 1 && step !== 2) return 'malformed';
			Y.decodeUpdate(payload);
			return { kind: 'update', update: payload };
		}
		if (kind === 1) {
			const payload = decoding.readVarUint8Array(decoder);
			if (decoding.hasContent(decoder)) return 'malformed';
			const entries = decoding.createDecoder(payload);
			const length = decoding.readVarUint(entries);
			if (length > maxPresenceEntries) return 'malformed';
			/** @type {[number, number][]} */
			const present = [];
			/** @type {[number, number][]} */
			const removed = [];
			for (let i = 0; i < length; i++) {
				const client = decoding.readVarUint(entries);
				const clock = decoding.readVarUint(entries);
				const state = decoding.readVarUint8Array(entries);
				if (state.length > maxPresenceBytes) return 'malformed';
				const value = JSON.parse(strictText.decode(state));
				if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
					return 'malformed';
				if (value !== null) present.push([client, clock]);
				else removed.push([client, clock]);
			}
			if (decoding.hasContent(entries)) return 'malformed';
			return { kind: 'presence', present, removed };
		}
		if (kind === 3 && !decoding.hasContent(decoder)) return { kind: 'query' };
		return 'malformed';
	} catch {
		return 'malformed';
	}
}
