/**
 * Every stored session as a play for the stats and the CSV export: each log folded with its
 * game's engine (from its snapshots where it can), then read through the scoreboard.
 */
import { isViolation } from '$lib/core/engine';
import { foldStored, type LogEntry, type TipSnapshot } from '$lib/core/eventlog';
import { playOf, type Play } from '$lib/core/plays';
import { db, sessionStatus, type SessionRow, type TablemateDB } from '$lib/db';
import { gameInfo, loadGame, type GameModule } from '$lib/games/registry';
import { readStoredLogs } from './fold';

/**
 * Plays already folded, by session id, with the stamp of the row they came from: a session that
 * has not changed since (a finished one above all) is not read again while the app stays open.
 */
const folded = new Map<string, { stamp: string; play: Play }>();

/** What changes when anything a play shows changes: any write moves updatedAt or the count. */
function stampOf(row: SessionRow): string {
	return `${row.updatedAt}:${row.eventCount}:${row.status}:${row.endedByTable ?? false}`;
}

export interface LoadedPlays {
	plays: Play[];
	/** Sessions of a game this build cannot open (or whose log cannot start), left out. */
	unreadable: number;
}

/** The play of one session from its stored snapshots and log; null when its game cannot start. */
function playOfStored(
	row: SessionRow,
	module: GameModule,
	stored: { snapshots: TipSnapshot<unknown>[]; entries: LogEntry[] }
): Play | null {
	const initial = module.engine.setup(row.players, row.houseRules);
	if (isViolation(initial)) return null;
	const state = foldStored(module.engine, initial, stored.snapshots, stored.entries);
	// The status the log gives, as the session screen derives it, not a stored one an older build
	// may have written.
	const status = sessionStatus(module.engine.isFinished(state), row.endedByTable);
	return playOf(
		{ ...row, status },
		module.engine.scoreboard(state),
		gameInfo(row.game)?.name ?? row.game
	);
}

/** Every session's play. `load` is the game loader; tests pass their own. */
export async function loadPlays(
	database: TablemateDB = db,
	load: (game: SessionRow['game']) => Promise<GameModule> = loadGame
): Promise<LoadedPlays> {
	const rows = await database.sessions.toArray();
	const stale = rows.filter((row) => folded.get(row.id)?.stamp !== stampOf(row));
	const stored = await readStoredLogs<unknown>(
		stale.map((row) => row.id),
		database
	);
	const modules = new Map<string, GameModule | null>();
	for (const game of new Set(stale.map((row) => row.game)))
		modules.set(game, await load(game).catch(() => null));

	const plays: Play[] = [];
	for (const row of rows) {
		const stamp = stampOf(row);
		const cached = folded.get(row.id);
		const module = modules.get(row.game);
		const play =
			cached?.stamp === stamp
				? cached.play
				: module
					? playOfStored(row, module, stored.get(row.id)!)
					: null;
		if (!play) continue;
		folded.set(row.id, { stamp, play });
		plays.push(play);
	}
	const present = new Set(rows.map((row) => row.id));
	for (const id of folded.keys()) if (!present.has(id)) folded.delete(id);
	return { plays, unreadable: rows.length - plays.length };
}
