/**
 * Reads the session list (and, for the new-game screen, the roster, the notepad games, the
 * settings and the form drafts) straight from IndexedDB, without Dexie, so the first screens of a
 * first visit stay small: Dexie loads when something is written. Read-only: it never creates or upgrades the database, and
 * it closes its connection at once so it never blocks Dexie's upgrades.
 */
import { DB_NAME, orderSessions } from './name';
import { locationsOf, type LocationUse } from '../core/locations';
import type { Play } from '../core/plays';
import type { DraftRow, PlayerRow, RecentRow, SessionRow, SettingRow, SummaryRow } from './schema';

/** Rows as stored by any version, with the fields later versions added filled in. */
function complete(rows: Partial<SessionRow>[]): SessionRow[] {
	return rows.map((row) => ({ title: '', houseRules: {}, players: [], ...row })) as SessionRow[];
}

/**
 * Runs `read` on the `required` stores (and on each `optional` store the database has yet, null
 * for the others) in one read-only transaction, and resolves with what it returns once the
 * transaction completes; `empty` when there is no database or no required store yet, null when
 * storage cannot be read.
 */
function readStores<T>(
	name: string,
	empty: T,
	{ required, optional = [] }: { required: string[]; optional?: string[] },
	read: (stores: Record<string, IDBObjectStore | null>) => () => T
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
			if (!required.every((store) => db.objectStoreNames.contains(store))) {
				db.close();
				resolve(empty);
				return;
			}
			try {
				const present = optional.filter((store) => db.objectStoreNames.contains(store));
				const tx = db.transaction([...required, ...present], 'readonly');
				const stores: Record<string, IDBObjectStore | null> = {};
				for (const store of optional) stores[store] = null;
				for (const store of [...required, ...present]) stores[store] = tx.objectStore(store);
				const result = read(stores);
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

/** `readStores` on the sessions store, with the summaries store where the database has it. */
function readSessions<T>(
	name: string,
	empty: T,
	read: (store: IDBObjectStore, summaries: IDBObjectStore | null) => () => T
) {
	return readStores(name, empty, { required: ['sessions'], optional: ['summaries'] }, (stores) =>
		read(stores.sessions!, stores.summaries)
	);
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

/** The roster, most recently seated first (as `listPlayers`); null when storage cannot be read. */
export function peekPlayers(name = DB_NAME): Promise<PlayerRow[] | null> {
	return readStores(name, [] as PlayerRow[], { required: ['players'] }, (stores) => {
		// The index Dexie's orderBy('lastUsedAt') reads, so both list the same rows in the same order.
		const all = stores.players!.index('lastUsedAt').getAll();
		return () => (all.result as PlayerRow[]).reverse();
	});
}

/** Every session of one game (as `db.sessions.where('game').equals(game)`); null when unreadable. */
export function peekSessionsOf(game: string, name = DB_NAME): Promise<SessionRow[] | null> {
	return readSessions(name, [] as SessionRow[], (store) => {
		const rows = store.index('game').getAll(game);
		return () => complete(rows.result as Partial<SessionRow>[]);
	});
}

/** A form's stored draft (as `loadDraft`): undefined when there is none, null when unreadable. */
export function peekDraft(key: string, name = DB_NAME): Promise<unknown> {
	return readStores(name, { value: undefined }, { required: ['drafts'] }, (stores) => {
		const row = stores.drafts!.get(key);
		return () => ({ value: (row.result as DraftRow | undefined)?.value });
	}).then((read) => (read === null ? null : read.value));
}

/** The stored settings among `keys`, by key (absent when not stored); null when unreadable. */
export function peekSettings(
	keys: string[],
	name = DB_NAME
): Promise<Record<string, unknown> | null> {
	return readStores(name, {}, { required: ['settings'] }, (stores) => {
		const rows = keys.map((key) => stores.settings!.get(key));
		return () =>
			Object.fromEntries(
				rows
					.map((row) => row.result as SettingRow | undefined)
					.filter((row) => row !== undefined)
					.map((row) => [row.key, row.value])
			);
	});
}

/**
 * A tool's history, newest first (as `listRecent`), so a tool's screen shows it without loading
 * Dexie, which it needs only to keep a new answer; null when storage cannot be read.
 */
export function peekRecent(kind: string, name = DB_NAME): Promise<RecentRow[] | null> {
	return readStores(name, [] as RecentRow[], { required: ['recent'] }, (stores) => {
		// Dexie's where('kind').equals(kind).sortBy('at'): the index's order, then a stable sort.
		const rows = stores.recent!.index('kind').getAll(kind);
		return () => (rows.result as RecentRow[]).sort((a, b) => a.at - b.at).reverse();
	});
}

/**
 * The locations of the `newest` games changed last (core/locations.ts: most used first), for the
 * new-game screen's suggestions; reading every game of years of play is not needed for those.
 * Null when storage cannot be read.
 */
export function peekLocations(newest: number, name = DB_NAME): Promise<LocationUse[] | null> {
	return readSessions(name, [] as LocationUse[], (store) => {
		const seen: { location?: string; date: number }[] = [];
		const cursor = store.index('updatedAt').openCursor(null, 'prev');
		cursor.onsuccess = () => {
			const at = cursor.result;
			if (!at || seen.length >= newest) return;
			const row = at.value as Partial<SessionRow>;
			if (typeof row.location === 'string' && typeof row.createdAt === 'number')
				seen.push({ location: row.location, date: row.createdAt });
			else seen.push({ date: 0 });
			at.continue();
		};
		return () => locationsOf(seen);
	});
}

/**
 * How many games this device holds (0 with no database yet), for a screen that has nothing to
 * read when there are none (Stats on a first visit); null when storage cannot be read.
 */
export function peekSessionCount(name = DB_NAME): Promise<number | null> {
	return readStores(name, 0, { required: ['sessions'] }, (stores) => {
		const count = stores.sessions!.count();
		return () => count.result;
	});
}

/**
 * How many photos this device keeps and their bytes, summed from the size index (no image is
 * read); null when storage cannot be read.
 */
export function peekPhotoUse(name = DB_NAME): Promise<{ count: number; bytes: number } | null> {
	return readStores(name, { count: 0, bytes: 0 }, { required: ['photos'] }, (stores) => {
		const use = { count: 0, bytes: 0 };
		// A key cursor on the index walks the sizes alone, as Dexie's orderBy('size').keys().
		const cursor = stores.photos!.index('size').openKeyCursor();
		cursor.onsuccess = () => {
			const at = cursor.result;
			if (!at) return;
			use.count += 1;
			use.bytes += at.key as number;
			at.continue();
		};
		return () => use;
	});
}
