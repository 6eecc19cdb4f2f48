/**
 * The relay's gate between a phone's socket and its table: the connection the y-websocket server
 * sees is the phone's socket, except that a message is passed on only once it has decoded in full
 * (relay-messages.mjs) and kept within every limit (the phone's and the table's messages a
 * second, the table's size, the presence a phone and a table may hold), that a change is on disk
 * before the table takes it (table-store.mjs), and that a phone too slow to read what is sent to
 * it is cut off.
 */
import { EventEmitter } from 'node:events';
import { docs, getYDoc, setupWSConnection } from '@y/websocket-server/utils';
import { CLOSE, REASONS, logged, readMessage } from './relay-messages.mjs';

/** @typedef {import('@y/websocket-server/utils').WSSharedDoc} Table */
/** @typedef {keyof typeof REASONS} Refusal */
/**
 * @typedef {object} GateContext
 * @property {typeof import('./relay-options.mjs').DEFAULTS} options
 * @property {(line: string, kind?: string) => void} log
 * @property {Awaited<ReturnType<typeof import('./cluster.mjs').joinCluster>> | null} cluster
 * @property {ReturnType<typeof import('./table-store.mjs').createTableStore>} store
 * @property {Map<string, number>} sizes table name → its size in bytes
 * @property {Map<string, { second: number, count: number }>} traffic table name → the messages
 *   its phones sent in the current second (a relay alone)
 * @property {(ws: import('ws').WebSocket, why: Refusal) => void} closeSaying
 */

/**
 * Whether a presence message holds nothing the table would take: each entry's clock is no
 * newer than the table's, as Yjs decides (y-protocols' applyAwarenessUpdate).
 * @param {import('y-protocols/awareness').Awareness} awareness
 * @param {{ present: [number, number][], removed: [number, number][] }} read
 */
export function nothingNew(awareness, { present, removed }) {
	const { states, meta } = awareness;
	const clockOf = (/** @type {number} */ id) => meta.get(id)?.clock ?? 0;
	return (
		present.every(([id, clock]) => clock <= clockOf(id)) &&
		removed.every(
			([id, clock]) => clock < clockOf(id) || (clock === clockOf(id) && !states.has(id))
		)
	);
}

/**
 * The presence entries of a message that are this phone's own and new to the table, added to
 * `own`; or why the message is refused: a phone shows one presence of its own (two across a
 * reload), and a table at most `maxPerTable`.
 * @param {import('y-protocols/awareness').Awareness} awareness
 * @param {[number, number][]} present
 * @param {Set<number>} own
 * @param {number} maxPerTable
 * @returns {Refusal | null}
 */
export function ownPresence(awareness, present, own, maxPerTable) {
	const { states, meta } = awareness;
	// Yjs keeps a line for every phone it ever heard of, states removed included: those are let
	// go once they outnumber what a table may hold, so removals for made-up phones cannot grow it.
	if (meta.size > 4 * maxPerTable)
		for (const id of meta.keys()) if (!states.has(id)) meta.delete(id);
	// A phone's presence the table does not show yet. A phone also sends back the presence of
	// the others it was sent; those are shown (or older than what the table has), so they never
	// count as its own.
	const fresh = present
		.filter(([id, clock]) => !states.has(id) && (meta.get(id)?.clock ?? -1) < clock)
		.map(([id]) => id);
	if (!fresh.length) return null;
	if (new Set([...own, ...fresh]).size > 2) return 'presence';
	if (states.size + new Set(fresh).size > maxPerTable) return 'tableCrowded';
	for (const id of fresh) own.add(id);
	return null;
}

/**
 * The socket as the y-websocket server uses it, cutting off a phone that has more than
 * `maxBuffered` bytes waiting to be sent to it.
 * @param {import('ws').WebSocket} ws
 * @param {string} name
 * @param {(line: string, kind?: string) => void} log
 * @param {number} maxBuffered
 */
function connection(ws, name, log, maxBuffered) {
	const conn = /** @type {EventEmitter & Record<string, unknown>} */ (new EventEmitter());
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
	conn.close = (/** @type {number} */ code, /** @type {string} */ reason) => ws.close(code, reason);
	ws.on('close', () => conn.emit('close'));
	ws.on('pong', () => conn.emit('pong'));
	return conn;
}

/**
 * The connection as the y-websocket server sees it: the same socket, except that a message is
 * passed on only once it has decoded in full and kept within every limit, and that a phone
 * too slow to read what is sent to it is cut off.
 * @param {import('ws').WebSocket} ws
 * @param {string} name
 * @param {Table} doc
 * @param {GateContext} context
 */
export function gate(ws, name, doc, { options, log, cluster, store, sizes, traffic, closeSaying }) {
	// What waits to be sent to one phone, at most: a whole table twice over (its first sync and
	// what came since) and a message more.
	const maxBuffered = 2 * options.maxTableBytes + options.maxMessageBytes;
	const conn = connection(ws, name, log, maxBuffered);
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
		now - joined > 1000 && count <= options.maxTableMessagesPerSecond / Math.max(1, doc.conns.size);
	/** @param {Refusal} why */
	const stop = (why) => {
		log(`phone refused at table ${logged(name)}: ${why}`, `phone refused at a table: ${why}`);
		closeSaying(ws, why);
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
		if (read !== 'malformed' && read.kind === 'presence' && nothingNew(doc.awareness, read)) {
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
			const refusal = ownPresence(
				doc.awareness,
				read.present,
				presence,
				options.maxPresencePerTable
			);
			if (refusal) return stop(refusal);
		}
		// Nothing of this kind is read by the y-websocket server: it stops here.
		if (read.kind === 'query') return;
		// On disk before the table takes it: a change passed on to the phones is never lost.
		if (read.kind === 'update') store.append(name, read.update);
		conn.emit('message', message);
	};
	return conn;
}

/**
 * Lets a phone in once its table is read from disk (`loads`); what it sends waits until then.
 * @param {import('ws').WebSocket} ws
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 * @param {GateContext & { loads: Map<string, Promise<void>> }} context
 */
export function admit(ws, req, name, context) {
	const { log, loads, closeSaying } = context;
	ws.pause();
	ws.on('error', () => ws.terminate());
	const doc = getYDoc(name);
	void loads.get(name)?.then(
		() => {
			if (ws.readyState !== ws.OPEN) return;
			setupWSConnection(
				/** @type {import('ws').WebSocket} */ (
					/** @type {unknown} */ (gate(ws, name, doc, context))
				),
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
