/**
 * Every stored session as a play for the stats and the CSV export: each log folded with its
 * game's engine (from its snapshots where it can), then read through the scoreboard.
 */
import { isViolation } from '$lib/core/engine';
import { playOf, type Play } from '$lib/core/plays';
import { db, sessionStatus, type SessionRow, type TablemateDB } from '$lib/db';
import { gameInfo, loadGame, type GameModule } from '$lib/games/registry';
import { foldStoredSession } from './fold';

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

/** Every session's play. `load` is the game loader; tests pass their own. */
export async function loadPlays(
	database: TablemateDB = db,
	load: (game: SessionRow['game']) => Promise<GameModule> = loadGame
): Promise<LoadedPlays> {
	const rows = await database.sessions.toArray();
	const modules = new Map<string, Promise<GameModule | null>>();
	const moduleOf = (game: SessionRow['game']) => {
		if (!modules.has(game))
			modules.set(
				game,
				load(game).catch(() => null)
			);
		return modules.get(game)!;
	};
	const results = await Promise.all(
		rows.map(async (row): Promise<Play | null> => {
			const stamp = stampOf(row);
			const cached = folded.get(row.id);
			if (cached?.stamp === stamp) return cached.play;
			const module = await moduleOf(row.game);
			if (!module) return null;
			const initial = module.engine.setup(row.players, row.houseRules);
			if (isViolation(initial)) return null;
			const state = await foldStoredSession(row.id, module.engine, initial, database);
			// The status the log gives, as the session screen derives it, not a stored one an older
			// build may have written.
			const status = sessionStatus(module.engine.isFinished(state), row.endedByTable);
			const play = playOf(
				{ ...row, status },
				module.engine.scoreboard(state),
				gameInfo(row.game)?.name ?? row.game
			);
			folded.set(row.id, { stamp, play });
			return play;
		})
	);
	const present = new Set(rows.map((row) => row.id));
	for (const id of folded.keys()) if (!present.has(id)) folded.delete(id);
	const plays = results.filter((p): p is Play => p !== null);
	return { plays, unreadable: results.length - plays.length };
}
