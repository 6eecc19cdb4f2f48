/**
 * Who may join a table: the relay's answer to a phone's request to connect, before any WebSocket
 * is opened. A page of an origin that may use the relay, while the relay takes phones, with the
 * code of a live table (or asking to create one, within the limits per address and per relay),
 * at a table not yet full; any other is told why in the close frame (`closeSaying`).
 */
import { CLOSE, REASONS, logged, originAllowed, tableName } from './relay-messages.mjs';

/** @typedef {keyof typeof REASONS} Refusal */

/**
 * Closes a phone's connection saying why. A phone that does not answer the close (one that reads
 * nothing) is cut off after a moment, not after ws's 30 s: its socket and what waits in it are
 * let go at once.
 * @param {import('ws').WebSocket} ws
 * @param {Refusal} why
 */
export function closeSaying(ws, why) {
	ws.close(CLOSE[why], REASONS[why]);
	setTimeout(() => ws.terminate(), 2000).unref();
}

/**
 * The address a phone connects from (its proxy's word for it when the proxy is trusted).
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function clientAddress(req, trustProxy) {
	const forwarded = req.headers['x-forwarded-for'];
	if (trustProxy && typeof forwarded === 'string') {
		const hops = forwarded.split(',').map((h) => h.trim());
		const last = hops[hops.length - 1];
		if (last) return last;
	}
	return req.socket.remoteAddress ?? 'unknown';
}

/**
 * @typedef {object} AdmissionContext
 * @property {typeof import('./relay-options.mjs').DEFAULTS} options
 * @property {Awaited<ReturnType<typeof import('./relay-registry.mjs').openRegistry>>} registry
 * @property {() => boolean} closing whether the relay is stopping
 * @property {() => number} connections the phones connected now
 * @property {(name: string) => number} phonesAt the phones at table `name` now
 * @property {(line: string, kind?: string) => void} log
 */

/**
 * Decides on a phone's request to connect: the table's name when it is let in (the table is then
 * marked used, or created), else why not. Rejects when the registry (Redis) did not answer.
 * (Without Redis, nothing here waits: two phones' requests never interleave.)
 * @param {import('node:http').IncomingMessage} req
 * @param {AdmissionContext} context
 * @returns {Promise<{ name: string } | Refusal>}
 */
export async function admission(req, { options, registry, closing, connections, phonesAt, log }) {
	if (closing()) return 'restarting';
	if (!originAllowed(req.headers.origin, req, options.origins)) return 'originRefused';
	if (connections() >= options.maxConnections) return 'relayFull';
	const url = new URL(req.url ?? '/', 'http://relay');
	const code = url.searchParams.get('table') ?? '';
	if (!/^[0-9A-Z]{26}$/.test(code)) return 'unknownTable';
	const name = tableName(code);
	const now = Date.now();
	const known = await registry.get(name);
	if (known && registry.expired(known, now)) return 'expiredTable';
	if (!known) {
		if (url.searchParams.get('create') !== '1') return 'unknownTable';
		if ((await registry.recount()) >= options.maxTables) return 'relayFull';
		const address = clientAddress(req, options.trustProxy);
		if (!(await registry.mayCreate(address, now, options.maxNewTablesPerHour)))
			return 'tooManyTables';
		log(`table ${logged(name)} created`, 'table created');
	}
	if (phonesAt(name) >= options.maxPhonesPerTable) return 'tableCrowded';
	await registry.use(name, { createdAt: known?.createdAt ?? now, usedAt: now }, !known);
	return { name };
}
