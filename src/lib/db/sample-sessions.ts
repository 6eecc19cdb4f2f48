/**
 * The sample games (games/sample-games.ts) stored as sessions, as a phone stores them, with a few
 * variations a stored game can have: cut short (still going), finished by the table's old flag,
 * renamed. Test data for the summaries: the format guard (summary-format.test.ts) and the rebuild
 * in a worker against the page's fold. Fixed ids and times, so their plays are the same each run.
 */
import type { EventRow, SessionRow, TablemateDB } from './schema';
import { sampleGames, type SampleGame } from '../games/sample-games';

/** When the first sample game starts: a fixed moment, so the plays never depend on the clock. */
export const SAMPLE_START = Date.UTC(2026, 0, 5, 18);
const MINUTE = 60_000;

function stored(
	sample: SampleGame,
	id: string,
	start: number,
	keep: number,
	extra: Partial<SessionRow> = {}
): { row: SessionRow; events: EventRow[] } {
	const events = sample.events.slice(0, keep).map((event, i) => ({
		sessionId: id,
		seq: i + 1,
		at: start + (i + 1) * MINUTE,
		event
	}));
	const row: SessionRow = {
		id,
		game: sample.game,
		title: `Sample ${id}`,
		players: sample.players,
		houseRules: sample.houseRules as Record<string, unknown>,
		status: 'active',
		createdAt: start,
		updatedAt: events.at(-1)?.at ?? start,
		eventCount: events.length,
		...extra
	};
	return { row, events };
}

/**
 * Every sample game whole, each cut short, and each cut short but ended by the table's flag; each
 * id ends with `suffix` (to store several copies).
 */
export function sampleSessions(suffix = ''): { row: SessionRow; events: EventRow[] }[] {
	return sampleGames().flatMap((sample, g) => {
		const start = SAMPLE_START + g * 24 * 60 * MINUTE;
		const half = Math.ceil(sample.events.length / 2);
		return [
			stored(sample, `${sample.game}-whole${suffix}`, start, sample.events.length),
			stored(sample, `${sample.game}-half${suffix}`, start + 1000, half),
			stored(sample, `${sample.game}-ended${suffix}`, start + 2000, half, { endedByTable: true })
		];
	});
}

/** Stores every sample session (ids ending with `suffix`) in `database`, no summaries; their ids. */
export async function storeSampleSessions(database: TablemateDB, suffix = ''): Promise<string[]> {
	const sessions = sampleSessions(suffix);
	await database.transaction('rw', [database.sessions, database.events], async () => {
		await database.sessions.bulkPut(sessions.map((s) => s.row));
		await database.events.bulkPut(sessions.flatMap((s) => s.events));
	});
	return sessions.map((s) => s.row.id);
}
