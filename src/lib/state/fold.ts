/**
 * Rebuilding a session's state from what is stored: its tip snapshots (of this build only) and
 * its log. The session screen and the stats both start here.
 */
import { version } from '$app/environment';
import type { GameEngine, GameEvent } from '$lib/core/engine';
import { foldFromTip, foldLog, newestTip, type TipSnapshot } from '$lib/core/eventlog';
import { db, loadEvents, loadSnapshots, type TablemateDB } from '$lib/db';

/** A session's stored snapshots computed by this build, as tips the fold can start from. */
export async function storedSnapshots<State>(
	sessionId: string,
	database: TablemateDB = db
): Promise<TipSnapshot<State>[]> {
	return (await loadSnapshots(sessionId, version, database)).map((row) => ({
		count: row.count,
		lastSeq: row.lastSeq,
		logSeq: row.logSeq ?? 0,
		redoable: row.redoable ?? [],
		state: row.state as State
	}));
}

/**
 * The state a session's log folds to, read-only: from the newest tip snapshot and the entries
 * after it when they allow, else from the whole log. Entries the engine now refuses are skipped,
 * as on the session screen.
 */
export async function foldStoredSession<State>(
	sessionId: string,
	engine: Pick<GameEngine<State, GameEvent>, 'apply'>,
	initial: State,
	database: TablemateDB = db
): Promise<State> {
	const snapshots = await storedSnapshots<State>(sessionId, database);
	const tip = newestTip(snapshots);
	if (tip) {
		const resumed = foldFromTip(engine, tip, await loadEvents(sessionId, tip.logSeq, database));
		if (resumed) return resumed.state;
	}
	return foldLog(engine, initial, await loadEvents(sessionId, 0, database), snapshots).state;
}
