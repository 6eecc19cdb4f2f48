/**
 * The reading half of the session store (session.svelte.ts): the session's row, its stored
 * snapshots, the quick opening from the newest tip, the fold of the whole log, and the entries
 * that other tabs and phones add afterwards.
 */
import {
	foldFromTip,
	LogFolder,
	logEntryOf,
	newestTip,
	overSeqs,
	REDO,
	UNDO,
	withOverMarks,
	type LogEntry,
	type TipSnapshot
} from '$lib/core/eventlog';
import { isViolation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { loadLogInChunks } from '$lib/db/log-chunks';
import { browserWords, db, lastEntry, loadEvents, storageHalted, type SessionRow } from '$lib/db';
import { gamesKnown } from '$lib/db/known-games';
import { storedSnapshots } from '$lib/db/stored-logs';

/** The stored row of session `id`, or why there is none, in plain words. */
export async function readSessionRow(id: string): Promise<{ row: SessionRow } | { error: string }> {
	const row = await db.sessions.get(id);
	if (row) return { row };
	// A browser that cleared its storage after a failure is not the player deleting.
	const cleared = gamesKnown() > 0 && (await db.sessions.count()) === 0;
	return {
		error: cleared
			? "This browser's storage no longer holds this game, nor any other: the browser cleared it (this can happen after the device ran out of space). If you have a backup file, restore it on the Backup screen."
			: 'This game is not on this device. It may have been deleted.'
	};
}

/**
 * The stored snapshots of session `id` that belong to its log: a snapshot claiming more of the
 * log than is stored is no snapshot of this log.
 */
export async function readSnapshots<State>(id: string): Promise<TipSnapshot<State>[]> {
	const [stored, last] = await Promise.all([storedSnapshots<State>(id), lastEntry(id)]);
	return stored.filter((s) => Math.max(s.logSeq, s.lastSeq) <= (last?.seq ?? 0));
}

/** The game as its newest tip snapshot and the entries after it give it. */
export interface TipOpening<State> {
	state: State;
	canUndo: boolean;
	canRedo: boolean;
	skipped: number;
	/** The seq of the last entry read. */
	logSeq: number;
}

/**
 * A long log opens from its newest tip snapshot and the few entries after it, so the table sees
 * the game at once; null when there is no tip to open from (the whole log is then read first).
 */
export async function readFromTip<State>(
	id: string,
	engine: GameEngine<State, GameEvent, unknown>,
	snapshots: readonly TipSnapshot<State>[]
): Promise<TipOpening<State> | null> {
	const tip = newestTip(snapshots);
	if (!tip) return null;
	const tail = await loadEvents(id, tip.logSeq);
	const resumed = foldFromTip(engine, tip, tail);
	if (!resumed) return null;
	return {
		state: resumed.state,
		canUndo: resumed.depth > 0,
		canRedo: resumed.redoable > 0,
		skipped: resumed.skipped,
		logSeq: Math.max(tip.logSeq, tail.at(-1)?.seq ?? 0)
	};
}

/**
 * The whole log of session `row` folded from `initial`. A log written before entries were marked
 * gets its marks now (`marks`, to be stored once): its clock then leaves out the time the game
 * stood over before a correction, as a new game's does.
 */
export async function readWholeLog<State>(
	row: SessionRow,
	engine: GameEngine<State, GameEvent, unknown>,
	initial: State,
	snapshots: readonly TipSnapshot<State>[]
): Promise<{ folder: LogFolder<State>; marks: ReadonlySet<number> | null }> {
	// Read in chunks within one transaction, so no single read holds the page for long.
	const logged = await loadLogInChunks(row.id);
	const marks = row.overMarked
		? null
		: overSeqs(engine, initial, logged, (state) => engine.isFinished(state));
	const events = marks ? withOverMarks(logged, marks) : logged;
	return { folder: new LogFolder(engine, initial, events, snapshots), marks };
}

/**
 * Folds on the entries another tab or phone stored (`rows`, read from the folder's last seq):
 * `none` when there is nothing new, `gap` when an entry is missing before them (the whole log
 * must be read again), `taken` once they are folded on.
 */
export function takeInRows<State>(
	folder: LogFolder<State>,
	rows: readonly LogEntry[]
): 'none' | 'gap' | 'taken' {
	const fresh = rows.filter((r) => r.seq >= folder.nextSeq);
	if (fresh.length === 0) return 'none';
	if (fresh[0].seq !== folder.nextSeq) return 'gap';
	for (const row of fresh) {
		// Another tab's entry was checked there; folding it on here avoids refolding the log.
		const next =
			row.event.type === UNDO || row.event.type === REDO ? undefined : folder.try(row.event);
		folder.append(logEntryOf(row), next === undefined || isViolation(next) ? undefined : next);
	}
	return 'taken';
}

/**
 * Folds the whole stored log of session `id` again into `folder`. An entry this tab appended
 * while the log was read is read again, never dropped.
 */
export async function foldAgain<State>(id: string, folder: LogFolder<State>): Promise<void> {
	for (;;) {
		const before = folder.nextSeq;
		const rows = await loadEvents(id);
		if (folder.nextSeq !== before) continue;
		folder.reset(rows);
		return;
	}
}

/**
 * What a screen says when a live read of the stored game fails (e.g. the browser closed the
 * storage): only a read failed, so nothing the player did is at stake, but the screen may be out
 * of date. Null when Tablemate closed storage itself after a failing write, which said so already.
 */
export function liveReadProblem(err: unknown): string | null {
	if (storageHalted()) return null;
	const words = browserWords(err);
	return `This screen can no longer read the stored game${words ? ` (the browser said: "${words}")` : ''}, so it may be out of date. Reload the page to see what is stored.`;
}
