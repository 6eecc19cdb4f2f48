/**
 * The import worker's exchange with the Backup screen as plain data (what is asked, what is
 * answered, errors as they cross), apart from the code that does the import
 * (`backup.protocol.ts`), so the screen can talk to the worker without loading Dexie or the
 * backup schema with its first screen.
 */
import type { DamagedPlace, FileRefusal, ImportReport } from './backup-messages';
import type { RelayContext } from './backup-read';

/** Where an import stands: reading the file's bytes, its games' shapes, replaying, saving. */
export type ImportStage = 'loading' | 'reading' | 'checking' | 'saving';

export type ImportRequest =
	/** Import this file (a File or Blob, handed over without copying its bytes). */
	| { op: 'import'; file: Blob; relay?: RelayContext }
	/**
	 * Stop: heard between slices of the work and while the games are written, whose transaction
	 * is then aborted (a worker stopped mid-write could not say whether the write was done).
	 */
	| { op: 'cancel' };

/** A storage error as it crosses to the page: its name, message and what it wraps. */
export interface PlainError {
	name: string;
	message: string;
	inner?: PlainError;
}

export type ImportReply =
	/** How far the import is: bytes read (`loading`), games read, moves replayed; none when saving. */
	| { op: 'progress'; stage: ImportStage; done: number; total: number }
	| { op: 'imported'; report: ImportReport }
	/** After `imported`: the games' summaries are stored too (or failed: Stats builds them). */
	| { op: 'finished' }
	/** The file cannot be imported as it stands; nothing was written. */
	| { op: 'refused'; reason: string; file?: FileRefusal; place?: DamagedPlace }
	/** Cancel was heard before anything was written. */
	| { op: 'cancelled' }
	/** The write failed (a full disk, the storage closed): nothing was written. */
	| { op: 'failed'; error: PlainError };

/** `err` as plain data (name, message, and the errors it wraps), so the page can word it. */
export function plainError(err: unknown, depth = 0): PlainError {
	const e = (err ?? {}) as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown };
	const inner = e.inner ?? e.cause;
	return {
		name: typeof e.name === 'string' ? e.name : 'Error',
		message: typeof e.message === 'string' ? e.message : String(err),
		...(inner && depth < 4 ? { inner: plainError(inner, depth + 1) } : {})
	};
}

/** An Error with the name, message and inner errors the worker saw, for `storageErrorMessage`. */
export function errorFrom(plain: PlainError): Error {
	const err = new Error(plain.message) as Error & { inner?: Error };
	err.name = plain.name;
	if (plain.inner) err.inner = errorFrom(plain.inner);
	return err;
}
