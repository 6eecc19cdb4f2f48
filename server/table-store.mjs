/**
 * How the relay keeps its tables on disk: each change appended to the table's log as it comes, and
 * now and then the log merged into one state (compaction), the way Yjs's persistence adapters do
 * (y-leveldb stores each update under its own key, and merges them into one once there are 500).
 * A change costs a write of its own bytes, whatever the size of the game; the merge, which costs
 * the whole table, runs once the log has grown as large as the state it started from (or holds
 * 500 changes), so its share per change stays the same as the table grows.
 *
 * A table lives in `<dataDir>/<hash>/`:
 * - `state.ydoc`: the table's state as one Yjs update, written whole or not at all (a temporary
 *   file renamed over it).
 * - `log`: the changes since, each a record: its length and CRC-32 (4 bytes each, little-endian),
 *   then the Yjs update. Each is appended before the table takes it, so a change the relay passed
 *   on is on disk even if the relay is killed the moment after. A record cut short (a relay
 *   stopped mid-write) or damaged is refused with a line in the log, and every record before it
 *   kept.
 * - `log.<id>.merging`: a log being merged (renamed, so the changes that come meanwhile start a
 *   new log). One left by a relay stopped mid-merge is read like the log.
 *
 * A relay of an earlier version kept each table as one file, `<dataDir>/<hash>.ydoc` (its state):
 * that file is moved into the table's folder the first time the table is opened.
 *
 * With several relays sharing the folder (Redis), each appends what its own phones send; one
 * merges at a time (`lock`, held in Redis), and reads what the others appended into its merge.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import * as Y from 'yjs';

/** A log is merged once it holds this many bytes more than the state (or this many changes). */
export const MERGE_AT_BYTES = 64 * 1024;
export const MERGE_AT_RECORDS = 500;
const HEADER = 8;

/**
 * One record of a table's log: the update's length and CRC-32, then the update.
 * @param {Uint8Array} update
 */
export function logRecord(update) {
	const record = Buffer.allocUnsafe(HEADER + update.length);
	record.writeUInt32LE(update.length, 0);
	record.writeUInt32LE(crc32(update), 4);
	record.set(update, HEADER);
	return record;
}

/**
 * The updates of a log, up to the first record that is cut short or does not match its CRC;
 * `damaged` is how many bytes were left after the last good record (0 when none).
 * @param {Uint8Array} bytes
 */
export function readLog(bytes) {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	/** @type {Uint8Array[]} */
	const updates = [];
	let at = 0;
	while (at + HEADER <= buffer.length) {
		const length = buffer.readUInt32LE(at);
		if (at + HEADER + length > buffer.length) break;
		const update = buffer.subarray(at + HEADER, at + HEADER + length);
		if (crc32(update) !== buffer.readUInt32LE(at + 4)) break;
		updates.push(new Uint8Array(update));
		at += HEADER + length;
	}
	return { updates, damaged: buffer.length - at };
}

/** Writes a file whole or not at all: a relay stopped mid-write keeps the previous copy. */
let temporaries = 0;
/**
 * @param {string} path
 * @param {string | Uint8Array} data
 */
export async function writeAtomically(path, data) {
	// Relays sharing a folder may have the same process id (each is process 1 in its container).
	const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}-${++temporaries}.tmp`;
	await writeFile(temporary, data);
	await rename(temporary, path);
}

/**
 * How a table is named in the log: the start of its hash.
 * @param {string} name
 */
const logged = (name) => name.slice(0, 12);

/**
 * A table's logs: the live one and any left mid-merge.
 * @param {string} folder
 */
async function logFiles(folder) {
	const files = await readdir(folder).catch(() => []);
	return files.filter((f) => f === 'log' || f.endsWith('.merging'));
}

/**
 * Moves a table kept as one file by an earlier relay into its folder (as a log left mid-merge,
 * so it is read and merged whatever the folder already holds).
 * @param {string} dataDir
 * @param {string} name
 * @param {(line: string, kind?: string) => void} log
 */
async function migrate(dataDir, name, log) {
	const old = join(dataDir, `${name}.ydoc`);
	const bytes = await readFile(old).catch(() => null);
	if (!bytes) return;
	const moved = join(dataDir, name, `log.migrated-${randomBytes(4).toString('hex')}.merging`);
	await writeAtomically(moved, logRecord(new Uint8Array(bytes)));
	await unlink(old).catch(() => {});
	log(`table ${logged(name)} moved from its file of an earlier relay`, 'table migrated');
}

/**
 * Reads a table into `doc`: its state, then every change its logs hold. A file that cannot be
 * read is said so in the log (a state is set aside), and the rest read.
 * @param {string} dataDir
 * @param {string} name
 * @param {Y.Doc} doc
 * @param {(line: string, kind?: string) => void} log
 */
async function readTable(dataDir, name, doc, log) {
	const folder = join(dataDir, name);
	await mkdir(folder, { recursive: true });
	await migrate(dataDir, name, log);
	let stateBytes = 0;
	const state = await readFile(join(folder, 'state.ydoc')).catch(() => null);
	if (state) {
		try {
			Y.applyUpdate(doc, new Uint8Array(state), 'relay-file');
			stateBytes = state.length;
		} catch (err) {
			const aside = `state.ydoc.unreadable-${Date.now()}`;
			await rename(join(folder, 'state.ydoc'), join(folder, aside)).catch(() => {});
			log(
				`table ${logged(name)}: its stored state could not be read (${err instanceof Error ? err.message : err}); it is kept aside as ${aside}, and the table goes on from its log`,
				'table state unreadable'
			);
		}
	}
	let logBytes = 0;
	let records = 0;
	let damaged = false;
	for (const file of await logFiles(folder)) {
		const read = readLog(new Uint8Array(await readFile(join(folder, file))));
		doc.transact(() => {
			for (const update of read.updates)
				try {
					Y.applyUpdate(doc, update, 'relay-file');
				} catch {
					// Its CRC matched, so a relay wrote it; Yjs could not apply it: left out.
				}
		}, 'relay-file');
		for (const update of read.updates) logBytes += update.length;
		records += read.updates.length;
		if (read.damaged) {
			damaged = true;
			log(
				`table ${logged(name)}: the last ${read.damaged} bytes of ${file} were cut short or damaged (a relay stopped mid-write?) and were left out; the ${read.updates.length} changes before them are kept`,
				'table log damaged'
			);
		}
	}
	return { stateBytes, logBytes, records, damaged };
}

/**
 * @typedef {object} StoreSettings
 * @property {string} dataDir
 * @property {(line: string, kind?: string) => void} log
 * @property {boolean} [shared] other relays write to the same folder (Redis)
 * @property {(name: string) => Promise<(() => Promise<void>) | null>} [lock] with others: takes
 *   the table's merge lock (resolves with what lets go of it), or null when another relay holds it
 * @property {(name: string, bytes: number) => void} [onMerged] told a table's size once merged
 */

/**
 * The relay's tables on disk.
 * @param {StoreSettings} settings
 */
export function createTableStore({ dataDir, log, shared = false, lock, onMerged }) {
	/** @param {string} name */
	const folderOf = (name) => join(dataDir, name);
	/**
	 * Each open table: its document, the bytes of its state as last written, and what its log
	 * holds since.
	 * @type {Map<string, { doc: Y.Doc, stateBytes: number, logBytes: number, records: number }>}
	 */
	const open = new Map();
	/** Table name → its last merge, so two merges of one table never overlap. */
	/** @type {Map<string, Promise<unknown>>} */
	const merges = new Map();

	/**
	 * Reads a table into `doc` (after any merge of it under way); resolves with the bytes read
	 * (the table's size).
	 * @param {string} name
	 * @param {Y.Doc} doc
	 */
	async function load(name, doc) {
		await merges.get(name);
		const read = await readTable(dataDir, name, doc, log);
		open.set(name, { doc, ...read });
		// A damaged log is merged now, so what is appended next is not written after the damage.
		if (read.damaged || read.records >= MERGE_AT_RECORDS) await compact(name);
		return read.stateBytes + read.logBytes;
	}

	/**
	 * Appends a change to its table's log before the table takes it (synchronously: nothing else
	 * runs between the write and the table taking it). Starts a merge when the log is due one.
	 * Throws when the change could not be written.
	 * @param {string} name
	 * @param {Uint8Array} update
	 */
	function append(name, update) {
		const table = open.get(name);
		if (!table) throw new Error(`table ${logged(name)} is not open`);
		appendFileSync(join(folderOf(name), 'log'), logRecord(update));
		table.logBytes += update.length;
		table.records++;
		if (
			table.records >= MERGE_AT_RECORDS ||
			table.logBytes > Math.max(table.stateBytes, MERGE_AT_BYTES)
		)
			void compact(name);
	}

	/**
	 * Merges the table's logs into its state (after any merge of it under way); resolves with the
	 * size of the state written. Errors are logged, and the logs kept.
	 * @param {string} name
	 */
	function compact(name) {
		const merge = (merges.get(name) ?? Promise.resolve())
			.then(() => mergeNow(name))
			.catch((err) => {
				log(
					`table ${logged(name)} not written: ${err instanceof Error ? err.message : err}`,
					'table not written'
				);
			});
		merges.set(name, merge);
		return merge;
	}

	/** @param {string} name */
	async function mergeNow(name) {
		const table = open.get(name);
		if (!table) return;
		const release = lock ? await lock(name) : null;
		if (lock && !release) return;
		try {
			const folder = folderOf(name);
			// The log is renamed, and the document's state taken, in one step: what the table took
			// up to here is in both; what comes next goes to a new log.
			const merging = join(folder, `log.${process.pid}-${randomBytes(4).toString('hex')}.merging`);
			try {
				renameSync(join(folder, 'log'), merging);
			} catch {
				// No log yet: nothing appended since the last merge but what a file left holds.
			}
			const state = Y.encodeStateAsUpdate(table.doc);
			const taken = { bytes: table.logBytes, records: table.records };
			// The logs renamed (this one, and any left); never the new log changes go to meanwhile.
			const logs = (await logFiles(folder)).filter((f) => f !== 'log');
			const merged = shared ? await withFiles(folder, logs, state) : state;
			await writeAtomically(join(folder, 'state.ydoc'), merged);
			await Promise.all(logs.map((f) => unlink(join(folder, f)).catch(() => {})));
			table.stateBytes = merged.length;
			table.logBytes -= taken.bytes;
			table.records -= taken.records;
			onMerged?.(name, merged.length + table.logBytes);
		} finally {
			await release?.();
		}
	}

	/**
	 * `state` merged with what the table's files hold (other relays may have written changes this
	 * relay has not heard of yet).
	 * @param {string} folder
	 * @param {string[]} logs
	 * @param {Uint8Array} state
	 */
	async function withFiles(folder, logs, state) {
		const updates = [state];
		const stored = await readFile(join(folder, 'state.ydoc')).catch(() => null);
		if (stored) updates.push(new Uint8Array(stored));
		for (const file of logs) {
			const bytes = await readFile(join(folder, file)).catch(() => null);
			if (bytes) updates.push(...readLog(new Uint8Array(bytes)).updates);
		}
		try {
			return Y.mergeUpdates(updates);
		} catch {
			return state;
		}
	}

	return {
		load,
		append,
		/**
		 * Merges a table's logs now (when they hold any change), and
		 * forgets it once `release`.
		 * @param {string} name
		 * @param {{ release?: boolean }} [how]
		 */
		async flush(name, { release = false } = {}) {
			const table = open.get(name);
			if (table && table.records > 0) await compact(name);
			else await merges.get(name);
			if (release && open.get(name) === table) open.delete(name);
		},
		/** @param {string} name whether the table is held open */
		isOpen: (name) => open.has(name),
		/**
		 * Deletes a table's files (after any merge of it under way).
		 * @param {string} name
		 */
		async remove(name) {
			await merges.get(name);
			open.delete(name);
			await rm(folderOf(name), { recursive: true, force: true });
			await unlink(join(dataDir, `${name}.ydoc`)).catch(() => {});
		},
		/** Every merge under way. */
		settled: () => Promise.all([...merges.values()])
	};
}

/**
 * A table as it is stored (its state and logs, or an earlier relay's one file), read into a new
 * document; null when nothing is stored. For tests and tools: the relay reads through `load`.
 * @param {string} dataDir
 * @param {string} name
 */
export function readStoredTable(dataDir, name) {
	const doc = new Y.Doc();
	let found = false;
	const folder = join(dataDir, name);
	for (const path of [join(dataDir, `${name}.ydoc`), join(folder, 'state.ydoc')]) {
		try {
			Y.applyUpdate(doc, new Uint8Array(readFileSync(path)));
			found = true;
		} catch {
			// Not there.
		}
	}
	/** @type {string[]} */
	let files = [];
	try {
		files = readdirSync(folder).filter((f) => f === 'log' || f.endsWith('.merging'));
	} catch {
		// No folder.
	}
	for (const file of files) {
		for (const update of readLog(new Uint8Array(readFileSync(join(folder, file)))).updates)
			Y.applyUpdate(doc, update);
		found = true;
	}
	return found ? doc : null;
}
