/**
 * Reads the session list straight from IndexedDB, without Dexie, so the home screen (the first
 * screen most visits see) stays small. Read-only: it never creates or upgrades the database, and
 * it closes its connection at once so it never blocks Dexie's upgrades.
 */
import { DB_NAME, orderSessions } from './name';
import type { SessionRow } from './schema';

/** The sessions on this device, in home-screen order; null when storage cannot be read. */
export function peekSessions(name = DB_NAME): Promise<SessionRow[] | null> {
	return new Promise((resolve) => {
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
		request.onerror = () => resolve(fresh ? [] : null);
		request.onblocked = () => resolve(null);
		request.onsuccess = () => {
			const db = request.result;
			db.onversionchange = () => db.close();
			if (!db.objectStoreNames.contains('sessions')) {
				db.close();
				resolve([]);
				return;
			}
			const read = db.transaction('sessions', 'readonly').objectStore('sessions').getAll();
			read.onsuccess = () => {
				db.close();
				const rows = (read.result as Partial<SessionRow>[]).map((row) => ({
					title: '',
					houseRules: {},
					players: [],
					...row
				})) as SessionRow[];
				resolve(orderSessions(rows));
			};
			read.onerror = () => {
				db.close();
				resolve(null);
			};
		};
	});
}
