/**
 * Sharing a game of this phone at a table (it becomes the host) and joining one by its code: the
 * first document and the table row each makes. Loaded with the link (link.svelte.ts), only when a
 * game is shared or joined.
 */
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { codeFromBytes } from '$lib/core/shared-table/codes';
import type { SharedEntry } from '$lib/core/shared-table/merge';
import { relayRefusal, UNREACHABLE } from '$lib/core/shared-table/relay-close';
import { TableRefusal } from '$lib/core/shared-table/said';
import { newSigningKeys, phoneIdOf } from '$lib/core/shared-table/signing';
import { joinProblem, signEntry, signPhone, type SignedEntry } from '$lib/core/shared-table/trust';
import { db, loadEvents, newId, type SharedTableRow } from '$lib/db';
import { getSharedTable, putSharedTable } from '$lib/db/shared-tables';
import { hostOf, sessionOf } from './document';

/**
 * Shares a game of this phone: makes its document from the session and its log, stores the table
 * row and returns it. The phone becomes the table's host.
 */
export async function shareSession(sessionId: string, relay: string): Promise<SharedTableRow> {
	const session = await db.sessions.get(sessionId);
	if (!session) throw new TableRefusal({ code: 'table/game-gone' });
	const events = await loadEvents(sessionId);
	const code = codeFromBytes(crypto.getRandomValues(new Uint8Array(17)));
	const signing = await newSigningKeys();
	const phone = await phoneIdOf(signing.publicKey);
	const doc = new Y.Doc();
	const known: string[] = [];
	const entries: SignedEntry[] = [];
	let basis: string | null = null;
	for (const row of events) {
		const entry = await signEntry(signing, sessionId, {
			id: newId(),
			phone,
			n: entries.length + 1,
			online: true,
			by: row.by ?? { host: true },
			basis,
			at: row.at,
			event: row.event
		});
		basis = entry.id;
		known.push(entry.id);
		entries.push(entry);
	}
	const record = await signPhone(signing, sessionId, phone, { playerId: null, v: 0 });
	doc.transact(() => {
		const { id, game, title, players, houseRules } = session;
		doc.getMap('meta').set('session', { id, game, title, players, houseRules });
		doc.getMap('meta').set('host', phone);
		doc.getMap('phones').set(phone, record);
		doc.getArray<SharedEntry>('entries').push(entries);
	});
	const row: SharedTableRow = {
		sessionId,
		code,
		relay,
		phone,
		playerId: null,
		host: true,
		doc: Y.encodeStateAsUpdate(doc),
		known,
		conflicts: [],
		signing,
		hostPhone: phone,
		entries
	};
	await putSharedTable(db, row);
	return row;
}

/**
 * Joins a table by its code: waits for the relay to send the document, checks that its host is
 * the one the join link named (when it named one), copies its game onto this phone (an ordinary
 * session row, with this table's row beside it) and returns the session's id.
 * Throws a plain sentence when the relay refuses the code or cannot be reached.
 */
export async function joinTable(
	code: string,
	relay: string,
	timeoutMs = 20_000,
	/** The host phone's id from the join link, when it carried one: another host is refused. */
	pinnedHost: string | null = null
): Promise<string> {
	const doc = new Y.Doc();
	const provider = new WebsocketProvider(relay, 'table', doc, {
		params: { table: code },
		disableBc: true,
		maxBackoffTime: 2000
	});
	try {
		await new Promise<void>((resolve, reject) => {
			const timer = setTimeout(() => reject(new TableRefusal(UNREACHABLE)), timeoutMs);
			provider.on('closed', (event) => {
				clearTimeout(timer);
				reject(new TableRefusal(relayRefusal(event.code, event.reason) ?? UNREACHABLE));
			});
			provider.on('sync', (synced) => {
				if (!synced) return;
				clearTimeout(timer);
				resolve();
			});
		});
	} finally {
		provider.destroy();
	}
	const session = sessionOf(doc);
	if (!session) throw new TableRefusal({ code: 'table/no-game' });
	if (session === 'unreadable') throw new TableRefusal({ code: 'table/unreadable-game' });
	const host = hostOf(doc);
	const existing = await getSharedTable(db, session.id);
	const problem = joinProblem(
		session,
		host,
		await db.sessions.get(session.id),
		existing,
		pinnedHost
	);
	if (problem !== null || typeof host !== 'string') throw new TableRefusal(problem ?? UNREACHABLE);
	if (existing && !existing.left && existing.signing) return session.id;
	const signing = existing?.signing ?? (await newSigningKeys());
	const phone = existing?.signing ? existing.phone : await phoneIdOf(signing.publicKey);
	const now = Date.now();
	await db.transaction('rw', [db.sessions, db.sharedTables], async () => {
		if (!(await db.sessions.get(session.id)))
			await db.sessions.add({
				...session,
				status: 'active',
				createdAt: now,
				updatedAt: now,
				eventCount: 0,
				// Its entries come from the merge, which marks them (see mergeShared).
				overMarked: true
			});
		await db.sharedTables.put({
			sessionId: session.id,
			code,
			relay,
			phone,
			playerId: existing?.signing ? existing.playerId : null,
			host: false,
			doc: Y.encodeStateAsUpdate(doc),
			known: existing?.known ?? [],
			conflicts: [],
			signing,
			hostPhone: host,
			entries: existing?.entries ?? []
		});
	});
	return session.id;
}
