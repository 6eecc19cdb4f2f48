/**
 * The relay of the shared table: the y-websocket server of the Yjs project
 * (`@y/websocket-server`), behind a gate of our own that decides who may talk to it.
 *
 * - A table is known by the SHA-256 of its code; the code itself is never stored. The host phone
 *   creates it (`?create=1`); a phone with an unknown or expired code is refused.
 * - Only the origins given may connect (the `Origin` header a browser always sends).
 * - A message over `maxMessageBytes`, a table over `maxTableBytes`, more than `maxMessagesPerSecond`
 *   messages from one phone, and an update that does not decode are refused: the phone is told in
 *   the close frame's reason, and nothing reaches the table.
 * - Each table is written to `<dataDir>/<hash>.ydoc` (its whole state, a Yjs update) shortly after
 *   each change, and read back when a phone next opens it.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { docs, getYDoc, setPersistence, setupWSConnection } from '@y/websocket-server/utils';

/** Close codes the app reads (4000-4999 are for applications). */
export const CLOSE = {
	unknownTable: 4404,
	expiredTable: 4410,
	tooLarge: 4413,
	tooMany: 4429,
	malformed: 4400,
	removed: 4403
};

/** The sentences sent with each refusal, in the words the app shows. */
export const REASONS = {
	unknownTable: 'No table has this code. Check the code on the host phone.',
	expiredTable: 'This table has expired. The host can share the game again.',
	tooLarge: 'This table is full: the relay takes no more entries for it.',
	tooMany: 'Too many updates came at once from this phone. It reconnects by itself.',
	malformed: 'The relay could not read an update from this phone and refused it.'
};

/** The relay's settings, with their defaults; `readOptions` reads them from flags and env. */
export const DEFAULTS = {
	port: 4177,
	host: '0.0.0.0',
	origins: ['http://localhost:4173'],
	dataDir: '.table-data',
	maxMessageBytes: 256 * 1024,
	maxTableBytes: 4 * 1024 * 1024,
	maxMessagesPerSecond: 50,
	tableDays: 30
};

const FLAGS = {
	port: ['--port', 'TABLE_PORT', Number],
	host: ['--host', 'TABLE_HOST', String],
	origins: [
		'--origins',
		'TABLE_ORIGINS',
		(v) =>
			v
				.split(',')
				.map((o) => o.trim())
				.filter(Boolean)
	],
	dataDir: ['--data', 'TABLE_DATA', String],
	maxMessageBytes: ['--max-message-bytes', 'TABLE_MAX_MESSAGE_BYTES', Number],
	maxTableBytes: ['--max-table-bytes', 'TABLE_MAX_TABLE_BYTES', Number],
	maxMessagesPerSecond: ['--max-messages-per-second', 'TABLE_MAX_MESSAGES_PER_SECOND', Number],
	tableDays: ['--table-days', 'TABLE_DAYS', Number]
};

/**
 * The relay's settings from command-line flags (`--port 4177`), then the environment
 * (`TABLE_PORT`), then the defaults. Throws a plain sentence for a value that is not usable.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 */
export function readOptions(argv, env) {
	/** @type {Record<string, unknown>} */
	const options = { ...DEFAULTS };
	for (const [key, [flag, variable, read]] of Object.entries(FLAGS)) {
		const at = argv.indexOf(flag);
		const raw = at >= 0 ? argv[at + 1] : env[variable];
		if (raw === undefined) continue;
		const value = read(raw);
		// Port 0 asks the system for any free port (the relay prints the one it got).
		const least = key === 'port' ? 0 : Number.MIN_VALUE;
		if (typeof value === 'number' && !(Number.isFinite(value) && value >= least))
			throw new Error(
				key === 'port'
					? `${flag} (or ${variable}) should be a port number, or 0 for any free port; it is "${raw}".`
					: `${flag} (or ${variable}) should be a positive number; it is "${raw}".`
			);
		options[key] = value;
	}
	const unknown = argv.filter(
		(a) => a.startsWith('--') && !Object.values(FLAGS).some(([f]) => f === a)
	);
	if (unknown.length)
		throw new Error(
			`Unknown flag ${unknown[0]}. Known: ${Object.values(FLAGS)
				.map(([f]) => f)
				.join(', ')}.`
		);
	return /** @type {typeof DEFAULTS} */ (options);
}

/** The table's name on the relay: the SHA-256 of its code, so the code is never stored. */
export function tableName(code) {
	return createHash('sha256').update(code).digest('hex');
}

/**
 * Starts a relay; resolves once it listens. `close()` stops it after writing every table. One
 * relay per process: the y-websocket server keeps its documents and persistence in module state.
 * @param {Partial<typeof DEFAULTS> & { log?: (line: string) => void }} settings
 */
export async function startRelay(settings = {}) {
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
	let registryWrite = Promise.resolve();
	const saveRegistry = () => {
		registryWrite = registryWrite.then(() => writeAtomically(registry, JSON.stringify(tables)));
		return registryWrite;
	};

	/** Table name → its size in bytes as written (plus what was accepted since). */
	const sizes = new Map();
	/** Table name → the pending write of its file. */
	const writes = new Map();
	const fileOf = (name) => join(options.dataDir, `${name}.ydoc`);
	const persist = (name, doc) => {
		clearTimeout(writes.get(name)?.timer);
		const timer = setTimeout(() => void flush(name, doc), 100);
		writes.set(name, { timer, doc });
	};
	/** Table name → its last write, so two writes of one file never overlap. */
	const chains = new Map();
	const flush = (name, doc) => {
		const pending = writes.get(name);
		if (pending) clearTimeout(pending.timer);
		writes.delete(name);
		const state = Y.encodeStateAsUpdate(doc);
		sizes.set(name, state.length);
		const write = (chains.get(name) ?? Promise.resolve())
			.then(() => writeAtomically(fileOf(name), state))
			.catch((err) => log(`Table ${name.slice(0, 8)}… could not be written: ${err.message}`));
		chains.set(name, write);
		return write;
	};
	/**
	 * Table name → the reading of its file into the document. The y-websocket server answers a
	 * phone's first sync without waiting for it, so a phone that opened a table no one had open
	 * could be told it was empty ("no game yet"): a phone is let in only once it is read.
	 */
	const loads = new Map();
	setPersistence({
		provider: null,
		bindState: (name, doc) => {
			const load = readTable(name, doc);
			loads.set(name, load);
			return load;
		},
		writeState: (name, doc) => flush(name, doc)
	});
	/** Reads a table's file into its document (after any write of it still under way). */
	const readTable = async (name, doc) => {
		await chains.get(name);
		try {
			const stored = await readFile(fileOf(name));
			Y.applyUpdate(doc, new Uint8Array(stored), 'relay-file');
			sizes.set(name, stored.length);
		} catch {
			sizes.set(name, 0);
		}
		doc.on('update', (update, origin) => {
			if (origin !== 'relay-file') persist(name, doc);
		});
	};

	const server = createServer((req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain' });
		res.end('Tablemate table relay\n');
	});
	const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes });

	server.on('upgrade', (req, socket, head) => {
		const origin = req.headers.origin ?? '';
		if (!options.origins.includes('*') && !options.origins.includes(origin)) {
			socket.write(
				'HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\nThis origin may not use this relay.\n'
			);
			socket.destroy();
			return;
		}
		wss.handleUpgrade(req, socket, head, (ws) => admit(ws, req));
	});

	/** Lets a phone in when its code names a live table (or creates one), else says why not. */
	function admit(ws, req) {
		const url = new URL(req.url ?? '/', 'http://relay');
		const code = url.searchParams.get('table') ?? '';
		const name = tableName(code);
		const now = Date.now();
		const known = tables[name];
		if (!/^[0-9A-Z]{26}$/.test(code)) return ws.close(CLOSE.unknownTable, REASONS.unknownTable);
		if (!known && url.searchParams.get('create') !== '1')
			return ws.close(CLOSE.unknownTable, REASONS.unknownTable);
		if (known && now - known.usedAt > options.tableDays * 86_400_000)
			return ws.close(CLOSE.expiredTable, REASONS.expiredTable);
		tables[name] = { createdAt: known?.createdAt ?? now, usedAt: now };
		void saveRegistry();
		// What the phone sends waits until the table is read from its file.
		ws.pause();
		getYDoc(name);
		void loads.get(name)?.then(() => {
			if (ws.readyState !== ws.OPEN) return;
			setupWSConnection(gate(ws, name), req, { docName: name });
			ws.resume();
		});
	}

	/**
	 * The connection as the y-websocket server sees it: the same socket, except that a message is
	 * passed on only once it has passed the limits and its update decodes.
	 */
	function gate(ws, name) {
		const conn = new EventEmitter();
		let window = Date.now();
		let count = 0;
		Object.defineProperty(conn, 'readyState', { get: () => ws.readyState });
		Object.defineProperty(conn, 'binaryType', {
			set: (v) => {
				ws.binaryType = v;
			},
			get: () => ws.binaryType
		});
		conn.send = (data, opts, cb) => ws.send(data, opts, cb);
		conn.ping = () => ws.ping();
		conn.close = (code, reason) => ws.close(code, reason);
		ws.on('close', () => conn.emit('close'));
		ws.on('pong', () => conn.emit('pong'));
		ws.on('error', () => ws.terminate());
		ws.on('message', (data) => {
			const message = new Uint8Array(/** @type {Buffer} */ (data));
			const now = Date.now();
			if (now - window >= 1000) {
				window = now;
				count = 0;
			}
			if (++count > options.maxMessagesPerSecond) return ws.close(CLOSE.tooMany, REASONS.tooMany);
			const update = updateIn(message);
			if (update === 'malformed') return ws.close(CLOSE.malformed, REASONS.malformed);
			if (update) {
				const size = (sizes.get(name) ?? 0) + update.length;
				if (size > options.maxTableBytes) return ws.close(CLOSE.tooLarge, REASONS.tooLarge);
				sizes.set(name, size);
			}
			conn.emit('message', message);
		});
		return conn;
	}

	await new Promise((resolve, reject) => {
		server.once('error', (err) =>
			reject(
				new Error(
					/** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE'
						? `Port ${options.port} is already in use on ${options.host}: stop what uses it, or give the relay another port (--port or TABLE_PORT).`
						: `The relay could not listen on ${options.host}:${options.port}: ${err.message}`
				)
			)
		);
		server.listen(options.port, options.host, () => resolve(undefined));
	});
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : options.port;
	log(
		[
			`Tablemate table relay on ws://${options.host}:${port}`,
			`  allowed origins: ${options.origins.join(', ')}`,
			`  data folder: ${options.dataDir}`,
			`  largest message: ${options.maxMessageBytes} bytes; largest table: ${options.maxTableBytes} bytes`,
			`  at most ${options.maxMessagesPerSecond} messages a second from one phone; a table unused for ${options.tableDays} days expires`
		].join('\n')
	);

	return {
		port,
		/** The tables open in memory and their documents (for the benchmark and tests). */
		openTables: () => docs.size,
		/** Writes every open table now (tests read the files). */
		flushAll: async () => {
			await Promise.all([...docs].map(([name, doc]) => flush(name, doc)));
			await registryWrite;
		},
		/** Stops listening, closes every phone and writes every table. */
		close: async () => {
			for (const ws of wss.clients) ws.terminate();
			await Promise.all([...docs].map(([name, doc]) => flush(name, doc)));
			for (const doc of docs.values()) doc.destroy();
			docs.clear();
			await registryWrite;
			await new Promise((resolve) => server.close(() => resolve(undefined)));
		}
	};
}

/**
 * The Yjs update a sync message carries (null when it carries none, such as the first step of a
 * sync or a presence message), or 'malformed' when the message or its update does not decode.
 * @param {Uint8Array} message
 */
function updateIn(message) {
	try {
		const decoder = decoding.createDecoder(message);
		const kind = decoding.readVarUint(decoder);
		if (kind === 1) {
			decoding.readVarUint8Array(decoder);
			return null;
		}
		if (kind !== 0) return 'malformed';
		const step = decoding.readVarUint(decoder);
		const payload = decoding.readVarUint8Array(decoder);
		if (step === 0) return null;
		if (step !== 1 && step !== 2) return 'malformed';
		Y.decodeUpdate(payload);
		return payload;
	} catch {
		return 'malformed';
	}
}

/** Writes a file whole or not at all: a relay stopped mid-write keeps the previous copy. */
let temporaries = 0;
async function writeAtomically(path, data) {
	const temporary = `${path}.${process.pid}-${++temporaries}.tmp`;
	await writeFile(temporary, data);
	await rename(temporary, path);
}
