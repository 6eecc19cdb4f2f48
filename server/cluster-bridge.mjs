/**
 * A table open on several relays: the relay's document bridged both ways with the same table open
 * in Hocuspocus, whose Redis extension (`@hocuspocus/extension-redis`) carries its changes and
 * presence to every other relay that has it open (cluster.mjs sets up the link).
 */
import { OutgoingMessage } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';

/** The origin of what the bridge puts into the relay's document, so it is not sent back. */
export const BRIDGE = 'tablemate-redis-bridge';

/**
 * The extension publishes presence only for documents that have WebSocket connections of
 * Hocuspocus's own (its issue 1027). The relay's tables have a direct connection instead, so the
 * bridge asks for presence to be published (`publishPresence`, the extension's own message on its
 * own channel), and the extension's hook stays silent: presence that came from Redis is then never
 * sent back to it.
 */
export class TableRedis extends RedisExtension {
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
 * @typedef {object} BridgeLink
 * @property {import('ioredis').Redis} client our own Redis connection
 * @property {TableRedis} extension
 * @property {import('@hocuspocus/server').Hocuspocus} hocuspocus
 * @property {string} self this relay's identifier
 * @property {(name: string) => string} openKey the Redis key of the relays that have a table open
 * @property {(line: string, kind?: string) => void} log
 */

/**
 * Resolves once another relay has said something on table `name`'s channel (the extension's
 * framing: the sender's identifier first). The extension's own listener, added before, has
 * applied it by then.
 * @param {TableRedis} extension
 * @param {string} self this relay's identifier
 * @param {string} name
 */
function answer(extension, self, name) {
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
}

/**
 * Opens table `name` in Hocuspocus and bridges it both ways with the relay's document `doc`;
 * `remote(update)` is told of each update that came from another relay (the table's size).
 * Resolves with what closes the bridge.
 * @param {BridgeLink} link
 * @param {string} name
 * @param {Y.Doc & { awareness: import('y-protocols/awareness').Awareness }} doc
 * @param {(update: Uint8Array) => void} remote
 */
export async function bridgeTable(
	{ client, extension, hocuspocus, self, openKey, log },
	name,
	doc,
	remote
) {
	// A relay that has the table open may hold a change it has not written to the file yet:
	// when there is one, the phone waits for its answer (a second at most: a relay that does
	// not answer has died, and is no longer counted), so it never starts from a stale copy.
	const answered = answer(extension, self, name);
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
}
