/** Turns storage failures into sentences a player can act on. */
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

/** Why nothing is written while the database is kept closed after a failing write. */
export const HALTED =
	'Tablemate has stopped saving for now: the browser failed to write to its storage, which usually means the device is out of space, and writing on to a full device can damage what is stored. Nothing more was saved. Free some space on the device, then try again.';

/**
 * What is known of the write after it failed, once the caller has read storage again:
 * `nothing` when the read showed it was not stored, `unknown` when storage could not be read.
 */
export type StoredAfterFailure = 'nothing' | 'unknown';

/**
 * A plain message for any storage error. `stored` is what the caller found when it read
 * storage again after the failure; without it, the message claims nothing it cannot know about
 * a write the browser had accepted.
 */
export function storageErrorMessage(err: unknown, stored?: StoredAfterFailure): string {
	if (err instanceof CheckedFailure) return err.message;
	const unknown =
		'Tablemate cannot read its storage just now either, so it cannot tell whether this was saved. Free some space on the device, then reload the page: it shows what is stored.';
	switch (storageFault(err)) {
		case 'full':
			// The browser checks its quota before it writes: this write changed nothing.
			return 'The device is out of storage space, so this was not saved. Everything saved before is safe and can still be read. Free some space (or export a backup and delete old games) and try again.';
		case 'conflict':
			return (err as ConflictError).message;
		case 'failing': {
			const words = browserWords(err);
			const cause = `The browser could not write to its storage${words ? ` (it said: "${words}")` : ''}. This usually means the device is out of space.`;
			if (stored === 'nothing')
				return `${cause} This was not saved. Free some space on the device and try again.`;
			if (stored === 'unknown') return `${cause} ${unknown}`;
			return `${cause} Free some space on the device, then reload the page: it shows what is stored.`;
		}
		case 'halted':
			return HALTED;
		case 'closed':
			if (stored === 'unknown')
				return `The browser closed the storage for this page (private browsing or a full device can do this). ${unknown}`;
			return 'The browser closed the storage for this page (private browsing or a full device can do this). Reload the page and try again.';
		case 'refused':
			return `This could not be saved (${err instanceof Error ? err.message : String(err)}). Nothing was changed.`;
	}
}

/**
 * Why stored games could not be read, or null when `err` is not the storage's doing (a bug of
 * a game's code, say, which the caller reports as it is).
 */
export function storageReadMessage(err: unknown): string | null {
	const fault = storageFault(err);
	if (fault === 'halted')
		return 'Tablemate has closed its storage for now: the browser failed to write to it, which usually means the device is out of space, and using it on a full device can damage what is stored. Free some space on the device, then try again.';
	if (fault !== 'failing' && fault !== 'closed' && fault !== 'full') return null;
	const words = browserWords(err);
	return `Your saved games cannot be read just now${words ? ` (the browser said: "${words}")` : ''}. This happens when the device is out of space, or in private browsing. Free some space on the device, then try again.`;
}
