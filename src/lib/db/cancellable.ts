/**
 * An import's write that Cancel can stop: one read-write transaction that an AbortSignal aborts
 * for as long as it has not committed, so a cancelled import writes nothing at all, and one that
 * committed stands (the import is done, and its report with it). The backup restore
 * (backup-write.ts) and the plays import (plays-import-write.ts) both write this way.
 */
import type { Table } from 'dexie';
import type { TablemateDB } from './schema';

/** Thrown by an import that Cancel stopped before its transaction committed: nothing was written. */
export class ImportCancelledError extends Error {
	constructor() {
		super('The import was cancelled.');
		this.name = 'ImportCancelledError';
	}
}

/**
 * Runs `body` in one read-write transaction over `stores`, aborted when `signal` is, until it
 * commits. Throws ImportCancelledError when the signal was aborted before (nothing is started) or
 * during the transaction (whose writes are then undone, whatever `body` had asked).
 */
export async function cancellableTransaction<T>(
	database: TablemateDB,
	stores: Table[],
	signal: AbortSignal | undefined,
	body: () => Promise<T>
): Promise<T> {
	if (signal?.aborted) throw new ImportCancelledError();
	let abort = () => {};
	const onAbort = () => abort();
	signal?.addEventListener('abort', onAbort, { once: true });
	try {
		return await database.transaction('rw', stores, async (transaction) => {
			abort = () => {
				try {
					transaction.abort();
				} catch {
					// Committed already: the import is done.
				}
			};
			if (signal?.aborted) throw new ImportCancelledError();
			return body();
		});
	} catch (err) {
		throw signal?.aborted ? new ImportCancelledError() : err;
	} finally {
		abort = () => {};
		signal?.removeEventListener('abort', onAbort);
	}
}
