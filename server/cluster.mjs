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
import { Hocuspocus, OutgoingMessage } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';

/** The origin of what the bridge puts into the relay's document, so it is not sent back. */
const BRIDGE = 'tablemate-redis-bridge';
/** Prefix of our own keys in Redis (the extension's channels are `tablemate:<table>`). */
const KEY = 'tablemate-relay';

/**
 * The extension publishes presence only for documents that have WebSocket connections of
 * Hocuspocus's own (its issue 1027). The relay's tables have a direct connection instead, so the
 * bridge asks for presence to be published (`publishPresence`, the extension's own message on its
 * own channel), and the extension's hook stays silent: presence that came from Redis is then never
 * sent back to it.
 */
class TableRedis extends RedisExtension {
	/** @returns {Promise<undefined>} */
	async onAwarenessUpdate() {
		return undefined;
	}

	/**
	 * The extension's lock keeps two instances from storing a document at once through
	 * Hocuspocus's own storage. The relay stores nothing through Hocuspocus (it writes its tables
	 * itself), so there is nothing to lock; taking it anyway printed an error, several lines long,
	 * whenever two relays let go of a table at the same moment.
	 */
	async onStoreDocument() {}

	async afterStoreDocument() {}

	/**
	 * @param {string} name
	 * @param {import('y-protocols/awareness').Awareness} awareness
	 * @param {number[]} clients
	 */
	publishPresence(name, awareness, clients) {
		const message = new OutgoingMessage(name).createAwarenessUpdateMessage(awareness, clients);
		// The extension's own key and framing (its TypeScript marks them private).
		const { pubKey, encodeMessage } = /** @type {any} */ (RedisExtension.prototype);
		return this.pub.publish(
			pubKey.call(this, name),
			encodeMessage.call(this, message.toUint8Array())
		);
	}
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
	const extension = new TableRedis({
		prefix: 'tablemate',
		createClient: () => reported(new IORedis(url, { enableReadyCheck: false }))
	});
	const hocuspocus = new Hocuspocus({ quiet: true, extensions: [extension] });
	const tablesKey = `${KEY}:tables`;
	/** The relays that have table `name` open (the extension's identifiers). */
	const openKey = (/** @type {string} */ name) => `${KEY}:open:${name}`;
	const self = extension.configuration.identifier;

	/**
	 * Resolves once another relay has said something on table `name`'s channel (the extension's
	 * framing: the sender's identifier first). The extension's own listener, added before, has
	 * applied it by then.
	 * @param {string} name
	 */
	const answer = (name) => {
		const channel = `tablemate:${name}`;
		/** @type {(channel: Buffer, data: Buffer) => void} */
		let heard = () => {};
		const promise = new Promise((resolve) => {
			heard = (from, data) => {
				const sender = data.toString('utf8', 1, 1 + data[0]);
				if (from.toString() === channel && sender !== self) resolve(sender);
			};
			extension.sub.on('messageBuffer', heard);
		});
		return { promise, stop: () => extension.sub.off('messageBuffer', heard) };
	};

	return {
		/**
		 * Opens table `name` in Hocuspocus and bridges it both ways with the relay's document `doc`;
		 * `remote(update)` is told of each update that came from another relay (the table's size).
		 * Resolves with what closes the bridge.
		 * @param {string} name
		 * @param {Y.Doc & { awareness: import('y-protocols/awareness').Awareness }} doc
		 * @param {(update: Uint8Array) => void} remote
		 */
		async bridge(name, doc, remote) {
			// A relay that has the table open may hold a change it has not written to the file yet:
			// when there is one, the phone waits for its answer (a second at most: a relay that does
			// not answer has died, and is no longer counted), so it never starts from a stale copy.
			const answered = answer(name);
			let connection;
			try {
				await client.sadd(openKey(name), self);
				const others = (await client.smembers(openKey(name))).filter((id) => id !== self);
				connection = await hocuspocus.openDirectConnection(name);
				if (others.length) {
					/** @type {ReturnType<typeof setTimeout> | undefined} */
					let timer;
					const late = new Promise((resolve) => (timer = setTimeout(resolve, 1000, null)));
					const sender = await Promise.race([answered.promise, late]);
					clearTimeout(timer);
					if (sender === null) await client.srem(openKey(name), ...others);
				}
			} finally {
				answered.stop();
			}
			const shared = /** @type {import('@hocuspocus/server').Document} */ (connection.document);
			// What either side had before the bridge. An update given to Hocuspocus with no origin is
			// published to the other relays, and not stored by it (it stores nothing here).
			Y.applyUpdate(shared, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(shared)), null);
			const missing = Y.encodeStateAsUpdate(shared, Y.encodeStateVector(doc));
			if (missing.length > 2) {
				Y.applyUpdate(doc, missing, BRIDGE);
				remote(missing);
			}
			/** @param {Uint8Array} update @param {unknown} origin */
			const toShared = (update, origin) => {
				if (origin !== BRIDGE) Y.applyUpdate(shared, update, null);
			};
			/** @param {Uint8Array} update @param {unknown} origin */
			const toTable = (update, origin) => {
				if (origin !== extension.redisTransactionOrigin) return;
				Y.applyUpdate(doc, update, BRIDGE);
				remote(update);
			};
			/** @typedef {{ added: number[], updated: number[], removed: number[] }} Change */
			/** @param {Change} change @param {unknown} origin */
			const presenceOut = ({ added, updated, removed }, origin) => {
				if (origin === BRIDGE) return;
				const changed = [...added, ...updated, ...removed];
				const update = awarenessProtocol.encodeAwarenessUpdate(doc.awareness, changed);
				awarenessProtocol.applyAwarenessUpdate(shared.awareness, update, BRIDGE);
				extension
					.publishPresence(name, shared.awareness, changed)
					.catch((/** @type {Error} */ err) =>
						log(`presence not published: ${err.message}`, 'presence not published')
					);
			};
			/** @param {Change} change @param {unknown} origin */
			const presenceIn = ({ added, updated, removed }, origin) => {
				if (origin === BRIDGE) return;
				const changed = [...added, ...updated, ...removed];
				const update = awarenessProtocol.encodeAwarenessUpdate(shared.awareness, changed);
				awarenessProtocol.applyAwarenessUpdate(doc.awareness, update, BRIDGE);
			};
			const others = [...shared.awareness.getStates().keys()];
			if (others.length)
				presenceIn({ added: others, updated: [], removed: [] }, extension.redisTransactionOrigin);
			doc.on('update', toShared);
			shared.on('update', toTable);
			doc.awareness.on('update', presenceOut);
			shared.awareness.on('update', presenceIn);
			return () => {
				doc.off('update', toShared);
				shared.off('update', toTable);
				doc.awareness.off('update', presenceOut);
				shared.awareness.off('update', presenceIn);
				// Hocuspocus waits a moment for the last syncs, then lets the table go.
				connection.disconnect().catch(() => {});
				client.srem(openKey(name), self).catch(() => {});
			};
		},

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
