/** Turns storage failures into sentences a player can act on. */

/** Thrown when another tab wrote to the same session first; the caller reloads and retries. */
export class ConflictError extends Error {
	constructor() {
		super('This game changed in another tab. The latest entries are shown; please enter it again.');
		this.name = 'ConflictError';
	}
}

function names(err: unknown): string[] {
	const out: string[] = [];
	let current: unknown = err;
	for (let depth = 0; current && depth < 5; depth++) {
		const e = current as { name?: unknown; inner?: unknown; cause?: unknown };
		if (typeof e.name === 'string') out.push(e.name);
		current = e.inner ?? e.cause;
	}
	return out;
}

/** True when the browser refused a write because the device or the site's quota is full. */
export function isQuotaError(err: unknown): boolean {
	return names(err).some((n) => n === 'QuotaExceededError');
}

/** A plain message for any storage error; the data already stored is never affected. */
export function storageErrorMessage(err: unknown): string {
	if (isQuotaError(err)) {
		return 'The device is out of storage space, so this was not saved. Everything saved before is safe and can still be read. Free some space (or export a backup and delete old games) and try again.';
	}
	if (err instanceof ConflictError) return err.message;
	const all = names(err);
	if (all.includes('InvalidStateError') || all.includes('DatabaseClosedError')) {
		return 'The browser closed the storage for this page (private browsing can do this). Reload the page and try again.';
	}
	return `This could not be saved (${err instanceof Error ? err.message : String(err)}). Nothing was changed.`;
}
