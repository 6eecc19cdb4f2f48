/**
 * The Stats screen's stored first view (see storeStatsView in summaries.ts), read straight from
 * IndexedDB without Dexie, as the home screen reads its list (peek.ts): a first visit paints it
 * without waiting for Dexie's code to load and the database to open through it (issue 37).
 * Read-only: it never creates or upgrades the database, and closes its connection at once.
 */
import type { Roster } from '../core/seats';
import type { StatsView } from '../core/stats-view';
import { DB_NAME } from './name';
import type { PlayerRow } from './schema';
import type { DataVersion, StoredStatsView } from './summaries';

/** The stored view of the plays as they are, with the version and the roster it is of. */
export interface CurrentStatsView {
	version: DataVersion;
	roster: Roster;
	unreadable: number;
	view: StatsView;
}

/** Whether `a` and `b` are the same version (both known). */
export function sameVersion(a: DataVersion | undefined, b: DataVersion | undefined): boolean {
	return !!a && !!b && a.token === b.token && a.sessions === b.sessions;
}

/** The token row's key (SUMMARIES_TOKEN_KEY in schema.ts, which imports Dexie). */
const TOKEN_KEY = '';

/**
 * `stored`, when it is the view of the plays as they are: counted by `build`, over `sessions`
 * sessions, with the regular players `players` as they are; else null.
 */
export function currentView(
	token: { build: string; statsView?: StoredStatsView } | undefined,
	sessions: number,
	players: readonly Pick<PlayerRow, 'id' | 'name'>[],
	build: string
): CurrentStatsView | null {
	const stored = token?.statsView;
	if (!token || !stored || stored.build !== build || stored.sessions !== sessions) return null;
	const roster: Roster = new Map(players.map((p) => [p.id, p.name]));
	if (
		stored.roster.length !== roster.size ||
		!stored.roster.every(([id, name]) => roster.get(id) === name)
	)
		return null;
	const { unreadable, view } = stored;
	return { version: { token: token.build, sessions }, roster, unreadable, view };
}

/**
 * The stored first view of the Stats screen when it is that of the plays as they are now (see
 * currentView), read in one transaction; null when there is none, or storage cannot be read.
 */
export function peekStatsView(build: string, name = DB_NAME): Promise<CurrentStatsView | null> {
	return new Promise((resolve) => {
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(name);
		} catch {
			return resolve(null);
		}
		// No database yet: do not create an empty one here; Dexie creates it with its schema.
		request.onupgradeneeded = () => request.transaction?.abort();
		request.onerror = request.onblocked = () => resolve(null);
		request.onsuccess = () => {
			const db = request.result;
			db.onversionchange = () => db.close();
			const answer = (found: CurrentStatsView | null) => {
				db.close();
				resolve(found);
			};
			const stores = ['summaries', 'sessions', 'players'];
			if (!stores.every((store) => db.objectStoreNames.contains(store))) return answer(null);
			try {
				const read = db.transaction(stores, 'readonly');
				const token = read.objectStore('summaries').get(TOKEN_KEY);
				const sessions = read.objectStore('sessions').count();
				const players = read.objectStore('players').getAll();
				read.oncomplete = () =>
					answer(currentView(token.result, sessions.result, players.result, build));
				read.onerror = read.onabort = () => answer(null);
			} catch {
				answer(null);
			}
		};
	});
}
