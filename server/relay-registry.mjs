/**
 * The relay's registry of tables: which tables exist (by the hash of their code), when each was
 * created and last used, how many there are, and how many tables each client address created in
 * the last hour. Alone, a relay keeps it in `<dataDir>/tables.json` (and the addresses in memory);
 * with Redis, in Redis, shared by every relay (cluster.mjs).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomically } from './table-store.mjs';

/** @typedef {{ createdAt: number, usedAt: number }} TableEntry */

/**
 * Opens the registry in `dataDir` (and brings its tables into Redis when there is a cluster).
 * @param {{ dataDir: string, tableDays: number, log: (line: string, kind?: string) => void,
 *   cluster: Awaited<ReturnType<typeof import('./cluster.mjs').joinCluster>> | null }} settings
 */
export async function openRegistry({ dataDir, tableDays, log, cluster }) {
	const file = join(dataDir, 'tables.json');
	/** @type {Record<string, TableEntry>} */
	let tables = {};
	try {
		tables = JSON.parse(await readFile(file, 'utf8'));
	} catch {
		// No table yet.
	}
	// A relay that ran alone and joins others brings its tables along.
	if (cluster) await cluster.addTables(tables);
	/** How many tables the relays hold (kept up to date by each look at the registry). */
	let count = cluster ? await cluster.countTables() : Object.keys(tables).length;
	/** Client address → when it created each of its tables in the last hour (alone). */
	/** @type {Map<string, number[]>} */
	const created = new Map();
	/**
	 * Writes the registry. Every phone let in changes it, so writes asked for while one is under
	 * way become one write after it (of the registry as it is then), never a queue of them.
	 */
	let written = Promise.resolve();
	/** @type {Promise<void> | null} */
	let next = null;
	const save = () => {
		next ??= written.then(() => {
			next = null;
			return writeAtomically(file, JSON.stringify(tables)).catch((err) =>
				log(`registry not written: ${err.message}`, 'registry not written')
			);
		});
		written = next;
		return written;
	};

	return {
		/**
		 * Whether a table last used then is past its days.
		 * @param {TableEntry} entry
		 * @param {number} now
		 */
		expired: (entry, now) => now - entry.usedAt > tableDays * 86_400_000,
		/**
		 * @param {string} name
		 * @returns {Promise<TableEntry | undefined>}
		 */
		get: async (name) => (cluster ? await cluster.table(name) : tables[name]),
		/**
		 * Records that table `name` is used now (created when new).
		 * @param {string} name
		 * @param {TableEntry} entry
		 * @param {boolean} isNew
		 */
		async use(name, entry, isNew) {
			if (cluster) await cluster.setTable(name, entry);
			else {
				tables[name] = entry;
				void save();
			}
			if (isNew) count++;
		},
		/** How many tables the registry holds, as last counted. */
		count: () => count,
		/** Counts the tables again (with Redis, every relay's). */
		async recount() {
			if (cluster) count = await cluster.countTables();
			return count;
		},
		/**
		 * Counts a table created from `address` now, unless `max` were created from it in the last
		 * hour: then resolves false and counts nothing.
		 * @param {string} address
		 * @param {number} now
		 * @param {number} max
		 */
		async mayCreate(address, now, max) {
			if (cluster) return cluster.mayCreate(address, now, max);
			const recent = (created.get(address) ?? []).filter((t) => now - t < 3_600_000);
			if (recent.length >= max) {
				created.set(address, recent);
				return false;
			}
			created.set(address, [...recent, now]);
			return true;
		},
		/**
		 * Forgets the addresses that created no table in the last hour, and deletes every table
		 * past its days that `isOpen` says is open on no phone (`remove` deletes its files first);
		 * resolves with the names deleted.
		 * @param {(name: string) => boolean} isOpen
		 * @param {(name: string) => Promise<void>} remove
		 */
		async sweep(isOpen, remove) {
			const now = Date.now();
			for (const [address, times] of created)
				if (times.every((t) => now - t >= 3_600_000)) created.delete(address);
			const known = cluster ? await cluster.tables() : tables;
			count = Object.keys(known).length;
			const gone = Object.keys(known).filter(
				(name) => now - known[name].usedAt > tableDays * 86_400_000 && !isOpen(name)
			);
			for (const name of gone) {
				if (cluster) await cluster.deleteTable(name);
				else delete tables[name];
				count--;
				await remove(name);
			}
			if (gone.length && !cluster) await save();
			return gone;
		},
		/** Resolves once the last write of the registry asked for is done. */
		saved: () => written
	};
}
