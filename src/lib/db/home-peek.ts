/**
 * Home's list, read as early as a page load on Home allows: the root layout starts the read as
 * its code runs, before the router has even fetched Home's own code, so the two overlap instead
 * of the read waiting for the screen (issue 37: Home loaded afresh on a phone). Home takes that
 * read for its first list, and reads afresh every time after.
 */
import { storageHalted } from './halt';
import { announcedChanges } from './name';
import { peekHome, type HomeSessions } from './peek';

/** Finished games Home lists at first (more on request). */
export const HOME_FINISHED_FIRST = 50;

/** How long the read started early stays worth taking: Home shows within this on any phone. */
const EARLY_FOR_MS = 10_000;

/**
 * The read started early: how many finished games it lists, when it started, and the changes
 * this tab had announced then (see announcedChanges). Taken once.
 */
let early: {
	finished: number;
	at: number;
	changes: number;
	read: Promise<HomeSessions | null>;
} | null = null;

/**
 * Starts reading Home's list with `finished` finished games now, for Home to take, and gives the
 * read. Not while storage is kept closed after a failing write (Home first checks for room, see
 * halt.ts): then null.
 */
export function startHomeRead(
	finished = HOME_FINISHED_FIRST,
	name?: string
): Promise<HomeSessions | null> | null {
	if (storageHalted()) return null;
	const read = peekHome(finished, name);
	early = { finished, at: Date.now(), changes: announcedChanges(), read };
	return read;
}

/**
 * Home's list with `finished` finished games: the read started early when there is one of the
 * same length, started moments ago and with nothing written by this tab since (once), else a
 * read now.
 */
export function readHome(finished: number, name?: string): Promise<HomeSessions | null> {
	const started = early;
	early = null;
	const current =
		started &&
		started.finished === finished &&
		started.changes === announcedChanges() &&
		Date.now() - started.at < EARLY_FOR_MS;
	return current ? started.read : peekHome(finished, name);
}
