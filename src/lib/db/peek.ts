/**
 * Reads the session list straight from IndexedDB, without Dexie, so the home screen (the first
 * screen most visits see) stays small. Read-only: it never creates or upgrades the database, and
 * it closes its connection at once so it never blocks Dexie's upgrades.
 */
import { DB_NAME, orderSessions } from './name';
import type { Play } from '../core/plays';
import type { SessionRow, SummaryRow } from './schema';

/** Rows as stored by any version, with the fields later versions added filled in. */
function complete(rows: Partial<SessionRow>[]): SessionRow[] {
	return rows.map((row) => ({ title: '', houseRules: {}, players: [], ...row })) as SessionRow[];
}

/**
 * Runs `read` on the sessions store (and the summaries store, when the database has one yet) in
 * one read-only transaction and resolves with what it returns once the transaction completes;
 * `empty` when there is no database yet, null when storage cannot be read.
 */
function readSessions<T>(
	name: string,
	empty: T,
	read: (store: IDBObjectStore, summaries: IDBObjectStore | null) => () => T
) {
	return new Promise<T | null>((resolve) => {
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(name);
		} catch {
			resolve(null);
			return;
		}
		let fresh = false;
		// No database yet: do not create an empty one here; Dexie creates it with its schema.
		request.onupgradeneeded = () => {
			fresh = true;
			request.transaction?.abort();
		};
		request.onerror = () => resolve(fresh ? empty : null);
		request.onblocked = () => resolve(null);
		request.onsuccess = () => {
			const db = request.result;
			db.onversionchange = () => db.close();
			if (!db.objectStoreNames.contains('sessions')) {
				db.close();
				resolve(empty);
				return;
			}
			try {
				const withSummaries = db.objectStoreNames.contains('summaries');
				const tx = db.transaction(
					withSummaries ? ['sessions', 'summaries'] : ['sessions'],
					'readonly'
				);
				const result = read(
					tx.objectStore('sessions'),
					withSummaries ? tx.objectStore('summaries') : null
				);
				tx.oncomplete = () => {
					db.close();
					resolve(result());
				};
				tx.onerror = tx.onabort = () => {
					db.close();
					resolve(null);
				};
			} catch {
				db.close();
				resolve(null);
			}
		};
	});
}

/** The sessions on this device, in home-screen order; null when storage cannot be read. */
export function peekSessions(name = DB_NAME): Promise<SessionRow[] | null> {
	return readSessions(name, [] as SessionRow[], (store) => {
		const all = store.getAll();
		return () => orderSessions(complete(all.result as Partial<SessionRow>[]));
	});
}

/** What the home screen lists: every game in progress and the newest finished ones. */
export interface HomeSessions {
	sessions: SessionRow[];
	/** How many finished or abandoned games are stored in all, listed or not. */
	finishedCount: number;
	/**
	 * The plays of the games listed, by session id, where their summary is stored: their seats as
	 * they are now (late joiners, names changed for the game) and, once finished, who won.
	 */
	results: Record<string, Play>;
}

/**
 * The home screen's list: every session in progress and the `finishedLimit` newest finished
 * ones, in home-screen order, reading only those (years of games need not all be read to show
 * the first screenful). Null when storage cannot be read.
 */
export function peekHome(finishedLimit: number, name = DB_NAME): Promise<HomeSessions | null> {
	return readSessions(name, { sessions: [], finishedCount: 0, results: {} }, (store, summaries) => {
		const active = store.index('status').getAll('active');
		const total = store.count();
		const finished: Partial<SessionRow>[] = [];
		const results: Record<string, Play> = {};
		/** The stored play of a listed game: its seats as they are now, and who won it. */
		const readPlay = (row: Partial<SessionRow>) => {
			if (!summaries || typeof row.id !== 'string') return;
			const summary = summaries.get(row.id);
			summary.onsuccess = () => {
				const play = (summary.result as SummaryRow | undefined)?.play;
				if (play && play.sessionId === row.id) results[play.sessionId] = play;
			};
		};
		const newest = store.index('updatedAt').openCursor(null, 'prev');
		newest.onsuccess = () => {
			const cursor = newest.result;
			if (!cursor || finished.length >= finishedLimit) return;
			const row = cursor.value as Partial<SessionRow>;
			if (row.status !== 'active') {
				finished.push(row);
				readPlay(row);
			}
			cursor.continue();
		};
		active.onsuccess = () => (active.result as Partial<SessionRow>[]).forEach(readPlay);
		return () => {
			const running = active.result as Partial<SessionRow>[];
			return {
				sessions: [...orderSessions(complete(running)), ...complete(finished)],
				finishedCount: total.result - running.length,
				results
			};
		};
	});
}
