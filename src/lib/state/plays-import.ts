/**
 * Bringing plays in from BG Stats or BoardGameGeek, and taking them there: the import's plan
 * (db/plays-import-plan.ts, run in a worker by the screen: see plays-import-lane.ts) and the
 * export files.
 */
import { bgStatsJson, bggPlaysXml, type PlayToExport } from '$lib/core/plays-import/export';
import { db, type TablemateDB } from '$lib/db';
import { loadPlays } from './plays';

export {
	planImport,
	readPlaysFile,
	shownPlan,
	type ImportPlan,
	type PlanShown
} from '$lib/db/plays-import-plan';

/** Every finished play of this device as BoardGameGeek's plays XML or a BG Stats export. */
export async function exportPlaysFile(
	format: 'bgg' | 'bgstats',
	database: TablemateDB = db
): Promise<string> {
	const [{ plays }, sessions, players] = await Promise.all([
		loadPlays(database),
		database.sessions.toArray(),
		database.players.toArray()
	]);
	const origins = new Map(sessions.map((s) => [s.id, s.origin]));
	const toExport: PlayToExport[] = plays.map((play) => {
		const origin = origins.get(play.sessionId);
		return { play, ...(origin ? { origin: { source: origin.source, id: origin.id } } : {}) };
	});
	const roster = new Map(players.map((p) => [p.id, p.name]));
	const usernames = new Map(players.flatMap((p) => (p.bggUsername ? [[p.id, p.bggUsername]] : [])));
	return format === 'bgg'
		? bggPlaysXml(toExport, roster, usernames)
		: bgStatsJson(toExport, roster, usernames);
}
