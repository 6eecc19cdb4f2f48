/**
 * The database's name, the home screen's order, ids, keys and the forms' length limits, kept free
 * of Dexie so any screen can use them before Dexie loads.
 */
export const DB_NAME = 'tablemate';

/**
 * Sessions in progress first, then finished ones; newest first within each. It asks only for the
 * two fields it reads, so this file needs nothing from the schema (which imports it).
 */
export function orderSessions<T extends { status: string; updatedAt: number }>(rows: T[]): T[] {
	const newest = [...rows].sort((a, b) => b.updatedAt - a.updatedAt);
	return [
		...newest.filter((s) => s.status === 'active'),
		...newest.filter((s) => s.status !== 'active')
	];
}

const CHANGES = 'tablemate-changes';

/** How many changes this tab has announced (see announcedChanges). */
let announced = 0;

/**
 * How many changes this tab has announced so far: a screen that keeps stored data in memory
 * notes it, and knows at once, with no read, that this tab wrote nothing since.
 */
export function announcedChanges(): number {
	return announced;
}

/** Tells other tabs (and other screens of this one) that stored data changed. */
export function announceChange(): void {
	announced++;
	try {
		const channel = new BroadcastChannel(CHANGES);
		channel.postMessage('changed');
		channel.close();
	} catch {
		// Without BroadcastChannel other tabs catch up when they are next shown.
	}
}

/** Calls `listener` whenever any tab announces a change; returns the way to stop. */
export function onChange(listener: () => void): () => void {
	try {
		const channel = new BroadcastChannel(CHANGES);
		channel.onmessage = () => listener();
		return () => channel.close();
	} catch {
		return () => {};
	}
}

/** A form draft's key in the drafts store: the session's id (`new` for the new-game form) and the form. */
export function draftKey(sessionId: string, form: string): string {
	return `${sessionId}:${form}`;
}

/** A random id that sorts nowhere in particular; crypto.randomUUID where the browser has it. */
export function newId(): string {
	if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
	return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/** Longest game title the forms take (and a backup may hold). */
export const TITLE_MAX_LENGTH = 60;
/** Longest player name the forms take (and a backup may hold). */
export const NAME_MAX_LENGTH = 40;
