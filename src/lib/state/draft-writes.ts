/**
 * The drafts this page is still writing, by draft key. A form closed and opened again at once (a
 * look at the rules and back) must not read its draft before its own last write is made: that
 * write may still wait for Dexie to load, and a form's first read goes around Dexie (db/peek.ts),
 * so nothing else orders the two. Kept per page, not per form, because the form that wrote is gone
 * by the time the next one reads.
 */
const underWay = new Map<string, Promise<void>>();

/** Notes `writes` (a form's queue of writes, which never rejects) as under way for `key`. */
export function trackDraftWrites(key: string, writes: Promise<void>): void {
	underWay.set(key, writes);
	void writes.then(() => {
		if (underWay.get(key) === writes) underWay.delete(key);
	});
}

/** Settles once every write of the draft `key` asked for on this page so far is made. */
export function draftWritesMade(key: string): Promise<void> {
	return underWay.get(key) ?? Promise.resolve();
}
