/**
 * The import's many rows written straight to IndexedDB, inside the import's Dexie transaction.
 *
 * A backup of 10,000 games is about 100,000 rows (every move is a row). Dexie's bulk writes give
 * each row a request with handlers of its own, collect every result and note every key for its
 * live queries: in the import's worker, a CPU profile gave that a fifth of the import's work
 * beside the browser's own work of storing the rows. Here each row is one request with no
 * handler: a refused row fails the whole transaction, which is what the import wants anyway
 * (all or nothing), and the live queries of every tab are told once, after the import, that
 * anything may have changed.
 */
import { Dexie, RangeSet, type Transaction } from 'dexie';

export class BulkWriter {
	#refused: DOMException | null = null;

	/** Writes inside `transaction` (a Dexie read-write transaction holding the stores written). */
	constructor(private readonly transaction: Transaction) {
		// A row's refusal reaches the transaction as an error event; heard on the way down, before
		// Dexie answers it (by aborting the transaction with no word of which row or why).
		transaction.idbtrans.addEventListener(
			'error',
			(event) => (this.#refused ??= (event.target as IDBRequest | null)?.error ?? null),
			{ capture: true }
		);
	}

	/** Asks for `rows` to be added to `store` (`add`: a row already there fails the transaction). */
	add(store: string, rows: readonly object[]): void {
		const target = this.transaction.idbtrans.objectStore(store);
		for (const row of rows) target.add(row);
	}

	/** Asks for `rows` to be put in `store`, each replacing the row of its key if there is one. */
	put(store: string, rows: readonly object[]): void {
		const target = this.transaction.idbtrans.objectStore(store);
		for (const row of rows) target.put(row);
	}

	/** The error of the first row refused, if one was: the reason the transaction failed. */
	get refused(): DOMException | null {
		return this.#refused;
	}
}

/**
 * Tells the live queries of this context and of every other tab and worker (Dexie passes it on)
 * that any stored data may have changed: rows written by a BulkWriter are not seen by Dexie.
 */
export function announceBulkWrite(): void {
	Dexie.on.storagemutated.fire({ all: new RangeSet(-Infinity, [[]]) });
}
