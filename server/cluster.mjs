/**
 * Several relays behind one address, on Redis (`--redis redis://host:6379`, or TABLE_REDIS).
 *
 * The phones' protocol and the relay's gate (relay.mjs) stay as they are: a phone talks y-websocket
 * to whichever relay it reached. What is shared between relays goes through Redis:
 *
 * - A table's updates and presence, by Hocuspocus's Redis extension (`@hocuspocus/extension-redis`,
 *   maintained by the Hocuspocus project): each table a relay has open is also open in a Hocuspocus
 *   instance of its own (no server, a direct connection), and the two documents are bridged both
 *   ways. The extension carries the Hocuspocus document's changes to every other relay that has
 *   the table open; nothing here fans anything out.
 * - The registry of tables (a table created through one relay is known to all), the tables
 *   created per address in the last hour, and the messages a table's phones sent this second: in
 *   Redis keys of our own, so every relay counts against the same limits.
 *
 * Only what a relay's gate let through reaches Redis, so what comes from Redis is trusted as much
 * as what the relay's own phones sent once checked.
 */
import { Hocuspocus } from '@hocuspocus/server';
import IORedis from 'ioredis';
import { TableRedis, bridgeTable } from './cluster-bridge.mjs';
/** Prefix of our own keys in Redis (the extension's channels are `tablemate:<table>`). */
const KEY = 'tablemate-relay';

/**
 * Our own connection to Redis at `url`, and what reports a client's errors in the log (one line
 * per kind of failure); rejects with a plain sentence when Redis does not answer in 5 s.
 * @param {string} url
 * @param {(line: string, kind?: string) => void} log
 */
async function connectRedis(url, log) {
	// ioredis's ready check (INFO before the first command) kept Hocuspocus's subscriber from ever
	// being ready on Redis 7 here: it is turned off, as the extension's own tests do.
	/** @type {import('ioredis').RedisOptions} */
	const options = { enableReadyCheck: false, lazyConnect: true };
	let lastError = '';
	/** @param {IORedis} client */
	const reported = (client) =>
		client.on('error', (/** @type {Error} */ err) => {
			// ioredis retries on its own; one line per kind of failure, not one per retry.
			if (err.message !== lastError) log(`Redis: ${err.message}`);
			lastError = err.message;
		});
	const client = reported(new IORedis(url, options));
	try {
		await Promise.race([
			client.connect().then(() => client.ping()),
			new Promise((_, reject) =>
				setTimeout(() => reject(new Error('no answer in 5 s')), 5000).unref()
			)
		]);
	} catch (err) {
		client.disconnect();
		throw new Error(
			`The relay could not reach Redis at ${url} (${err instanceof Error ? err.message : err}). Start Redis, or leave out --redis to run one relay alone.`,
			{ cause: err }
		);
	}
	return { client, reported };
}

/**
 * Connects to Redis at `url`; rejects with a plain sentence when it cannot be reached.
 * @param {string} url
 * @param {{ log: (line: string, kind?: string) => void }} settings
 */
export async function joinCluster(url, { log }) {
	try {
		new URL(url);
	} catch {
		throw new Error(
			`--redis (or TABLE_REDIS) should be an address like redis://127.0.0.1:6379; it is "${url}".`
		);
	}
	const { client, reported } = await connectRedis(url, log);
	const extension = new TableRedis({
		prefix: 'tablemate',
		createClient: () => reported(new IORedis(url, { enableReadyCheck: false }))
	});
	const hocuspocus = new Hocuspocus({ quiet: true, extensions: [extension] });
	const tablesKey = `${KEY}:tables`;
	/** The relays that have table `name` open (the extension's identifiers). */
	const openKey = (/** @type {string} */ name) => `${KEY}:open:${name}`;
	const self = extension.configuration.identifier;
	const link = { client, extension, hocuspocus, self, openKey, log };

	return {
		/**
		 * Opens table `name` in Hocuspocus and bridges it both ways with the relay's document `doc`
		 * (cluster-bridge.mjs); resolves with what closes the bridge.
		 * @param {string} name
		 * @param {import('yjs').Doc & { awareness: import('y-protocols/awareness').Awareness }} doc
		 * @param {(update: Uint8Array) => void} remote told of each update from another relay
		 */
		bridge: (name, doc, remote) => bridgeTable(link, name, doc, remote),

		/** @param {string} name @returns {Promise<{ createdAt: number, usedAt: number } | undefined>} */
		async table(name) {
			const entry = await client.hget(tablesKey, name);
			return entry ? JSON.parse(entry) : undefined;
		},
		/** @param {string} name @param {{ createdAt: number, usedAt: number }} entry */
		async setTable(name, entry) {
			await client.hset(tablesKey, name, JSON.stringify(entry));
		},
		/** @param {string} name */
		async deleteTable(name) {
			await client.hdel(tablesKey, name);
		},
		/** How many tables the relays hold in all. */
		countTables: () => client.hlen(tablesKey),
		/** @returns {Promise<Record<string, { createdAt: number, usedAt: number }>>} */
		async tables() {
			const all = await client.hgetall(tablesKey);
			return Object.fromEntries(Object.entries(all).map(([name, e]) => [name, JSON.parse(e)]));
		},
		/**
		 * Adds the tables of a relay's own registry file that Redis does not know (a relay that ran
		 * alone joining others keeps its tables).
		 * @param {Record<string, { createdAt: number, usedAt: number }>} tables
		 */
		async addTables(tables) {
			const entries = Object.entries(tables);
			if (!entries.length) return;
			const batch = client.pipeline();
			for (const [name, entry] of entries) batch.hsetnx(tablesKey, name, JSON.stringify(entry));
			await batch.exec();
		},
		/**
		 * Counts a table created from `address` now, unless `max` were created from it in the last
		 * hour (through any relay): then resolves false and counts nothing.
		 * @param {string} address
		 * @param {number} now
		 * @param {number} max
		 */
		async mayCreate(address, now, max) {
			const key = `${KEY}:created:${address}`;
			const member = `${now}-${Math.random()}`;
			const result = await client
				.multi()
				.zremrangebyscore(key, 0, now - 3_600_000)
				.zadd(key, now, member)
				.zcard(key)
				.pexpire(key, 3_600_000)
				.exec();
			const count = Number(result?.[2]?.[1] ?? Infinity);
			if (count <= max) return true;
			await client.zrem(key, member);
			return false;
		},
		/**
		 * Counts one message to table `name` and resolves with how many its phones sent in the
		 * second up to now, on every relay.
		 * @param {string} name
		 * @param {number} now
		 */
		async countMessage(name, now) {
			const key = `${KEY}:traffic:${name}`;
			const result = await client
				.multi()
				.zremrangebyscore(key, 0, now - 1000)
				.zadd(key, now, `${now}-${Math.random()}`)
				.zcard(key)
				.pexpire(key, 2000)
				.exec();
			return Number(result?.[2]?.[1] ?? Infinity);
		},
		/**
		 * Takes table `name`'s merge lock for this relay (so two relays never merge one table's
		 * files at once); resolves with what lets go of it, or null when another relay holds it.
		 * A relay that dies holding it loses it after 30 s.
		 * @param {string} name
		 */
		async lockTable(name) {
			const key = `${KEY}:merging:${name}`;
			const token = `${self}-${Math.random()}`;
			if ((await client.set(key, token, 'PX', 30_000, 'NX')) !== 'OK') return null;
			return async () => {
				await client
					.eval(
						"if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
						1,
						key,
						token
					)
					.catch(() => {});
			};
		},
		/** Lets go of Redis (the tables are written by the relay before). */
		async close() {
			await extension.onDestroy();
			await client.quit().catch(() => client.disconnect());
		}
	};
}
