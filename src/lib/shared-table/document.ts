/**
 * The shared document, read as untrusted input: every part of it a phone reads goes through here,
 * checked by a schema (core/shared-table/schema.ts) before it is used; what is signed is verified
 * by core/shared-table/trust.ts on top.
 *
 * The document holds:
 * - `meta`: `session` (the game, title, players and house rules), `host` (the host phone's id),
 *   and `moved`: when the host last removed a phone, the table's new code sealed to each phone
 *   that stays (see `removePhone` in link.svelte.ts), signed by the host;
 * - `entries`: every entry any phone made (core/shared-table/merge.ts `SharedEntry`), each signed
 *   by its phone; their order in the document means nothing (`orderEntries` decides);
 * - `phones`: each phone's id → its player (null until chosen) and ECDH key, signed by itself;
 * - `removed`: the phones the host removed, each removal signed by the host;
 * - `secret` (`current`: the round of secret moves under way), `sealed` and `keys`, by
 *   `<round>:<player>`.
 */
import * as v from 'valibot';
import * as Y from 'yjs';
import type { SharedEntry } from '$lib/core/shared-table/merge';
import { sessionSchema } from '$lib/core/shared-table/schema';
import type { SessionRow, SharedTableRow } from '$lib/db';
import { games } from '$lib/games/registry';

/** The part of a session every phone copies. */
export type SharedSession = Pick<SessionRow, 'id' | 'game' | 'title' | 'players' | 'houseRules'>;

/** The document of a stored table row (empty when the row holds none yet). */
export function docOf(row: Pick<SharedTableRow, 'doc'>): Y.Doc {
	const doc = new Y.Doc();
	if (row.doc.length) Y.applyUpdate(doc, row.doc, 'stored');
	return doc;
}

/**
 * The game of a shared document: null when it holds none (yet), 'unreadable' when what it holds
 * is not a game this build can read (checked with a schema: the document is untrusted).
 */
export function sessionOf(doc: Y.Doc): SharedSession | null | 'unreadable' {
	const value = doc.getMap('meta').get('session');
	if (value === undefined) return null;
	const read = v.safeParse(sessionSchema(games.map((g) => g.id)), value);
	return read.success ? read.output : 'unreadable';
}

/** The host phone's id the document names, or null when it names none that can be one. */
export function hostOf(doc: Y.Doc): string | null {
	const host = doc.getMap('meta').get('host');
	return typeof host === 'string' ? host : null;
}

/**
 * The document's parts by name. Their values are `unknown`: each is read through a schema and a
 * signature check (core/shared-table/trust.ts), never trusted as typed.
 */
export function partsOf(doc: Y.Doc) {
	return {
		meta: doc.getMap<unknown>('meta'),
		entries: doc.getArray<SharedEntry>('entries'),
		phones: doc.getMap<unknown>('phones'),
		removed: doc.getMap<unknown>('removed'),
		secret: doc.getMap<unknown>('secret'),
		sealed: doc.getMap<unknown>('sealed'),
		keys: doc.getMap<unknown>('keys')
	};
}

/**
 * Calls `vanished` with the ids of the entries another phone deletes from the document, as they
 * go (this phone never deletes one). Returns the function that stops watching.
 */
export function watchDeletedEntries(doc: Y.Doc, vanished: (ids: string[]) => void): () => void {
	const entries = doc.getArray<SharedEntry>('entries');
	const observer = (event: Y.YArrayEvent<SharedEntry>, transaction: Y.Transaction) => {
		if (transaction.local) return;
		const ids: string[] = [];
		event.changes.deleted.forEach((item) => {
			for (const value of item.content.getContent())
				if (value && typeof value === 'object' && typeof value.id === 'string') ids.push(value.id);
		});
		if (ids.length) vanished(ids);
	};
	entries.observe(observer);
	return () => entries.unobserve(observer);
}
