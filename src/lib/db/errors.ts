/**
 * Sorts storage failures into kinds a player can act on (`storageFault`); `i18n/storage.ts` words
 * them in the reader's language.
 */
import { storageHalted } from './halt';

/** Thrown when another tab wrote to the same session first; the caller reloads and retries. */
export class ConflictError extends Error {
	constructor() {
		super('This game changed in another tab. The latest entries are shown; please enter it again.');
		this.name = 'ConflictError';
	}
}

/**
 * A failed write whose outcome the code that made it has checked by reading storage again: its
 * message is the whole story and is shown as it is.
 */
export class CheckedFailure extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'CheckedFailure';
	}
}

/**
 * Each error of the chain, outermost first. Dexie keeps the browser's error in `inner`, and a
 * failed `modify` or bulk write (ModifyError, BulkError) keeps each object's error in `failures`
 * (an array, or an object by position): the first of them stands for the rest.
 */
function chain(err: unknown): { name?: unknown; message?: unknown }[] {
	const out: { name?: unknown; message?: unknown }[] = [];
	let current: unknown = err;
	for (let depth = 0; current && depth < 5; depth++) {
		const e = current as {
			name?: unknown;
			message?: unknown;
			inner?: unknown;
			cause?: unknown;
			failures?: unknown;
		};
		out.push(e);
		const failures = e.failures && typeof e.failures === 'object' ? Object.values(e.failures) : [];
		current = e.inner ?? e.cause ?? failures[0];
	}
	return out;
}

function names(err: unknown): string[] {
	return chain(err).flatMap((e) => (typeof e.name === 'string' ? [e.name] : []));
}

/** True when the browser refused a write because the device or the site's quota is full. */
export function isQuotaError(err: unknown): boolean {
	return chain(err).some(
		(e) =>
			e.name === 'QuotaExceededError' ||
			// Dexie sometimes keeps only the text of the browser's error.
			(typeof e.message === 'string' && e.message.includes('QuotaExceededError'))
	);
}

/**
 * What kind of failure a storage error is:
 * - `full`: the browser refused the write for want of space, before writing anything;
 * - `conflict`: another tab wrote the same entry first;
 * - `failing`: the browser's storage itself failed (Chromium's "UnknownError: Internal error",
 *   a transaction aborted with no other cause, a database that can no longer be opened), which
 *   is what a device with no space left gives once the browser has accepted the write;
 * - `halted`: Tablemate closed the database itself after a failing write (see halt.ts);
 * - `closed`: the browser closed the database (private browsing, storage cleared);
 * - `refused`: not the storage's doing (a name that cannot be stored, say), thrown before
 *   anything was written.
 */
export type StorageFault = 'full' | 'conflict' | 'failing' | 'halted' | 'closed' | 'refused';

const FAILING = ['UnknownError', 'AbortError', 'OpenFailedError', 'DataError', 'VersionError'];
const CLOSED = ['InvalidStateError', 'DatabaseClosedError', 'MissingAPIError'];

export function storageFault(err: unknown): StorageFault {
	if (isQuotaError(err)) return 'full';
	if (err instanceof ConflictError) return 'conflict';
	const all = names(err);
	if (all.some((n) => FAILING.includes(n))) return 'failing';
	if (all.some((n) => CLOSED.includes(n))) return storageHalted() ? 'halted' : 'closed';
	return 'refused';
}

/** The browser's own words for what failed ("Internal error opening backing store"), if any. */
export function browserWords(err: unknown): string {
	const messages = chain(err)
		.map((e) => (typeof e.message === 'string' ? e.message.trim() : ''))
		.filter(Boolean);
	// The innermost message is the browser's; Dexie's wrappers repeat it after their own.
	const words = messages[messages.length - 1] ?? '';
	return words.replace(/\s+/g, ' ').replace(/\.$/, '').slice(0, 160);
}

/**
 * What is known of the write after it failed, once the caller has read storage again:
 * `nothing` when the read showed it was not stored, `unknown` when storage could not be read.
 */
export type StoredAfterFailure = 'nothing' | 'unknown';
