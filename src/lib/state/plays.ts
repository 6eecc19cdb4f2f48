/**
 * Every stored session as a play for the stats and the CSV export. Each session keeps its play in
 * a summary row, written with every change of the session (see SessionStore), so the Stats screen
 * reads one small row a game. A session without a summary of this build (one stored before
 * summaries existed, or scored by another build) gets one by folding its log with its game's
 * engine, from its snapshots where it can, in batches.
 */
import { version } from '$app/environment';
import { isViolation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { foldStored, overSeqs, resolveLog, withOverMarks } from '$lib/core/eventlog';
import { playedTime, type Life } from '$lib/core/life';
import { playOf, type Play, type PlayFacts } from '$lib/core/plays';
import { seatsNow } from '$lib/core/seats';
import {
	db,
	lifeOfSession,
	markSummariesChanged,
	sessionStatus,
	storeOverMarks,
	summariesToken,
	summaryRow,
	type SessionRow,
	type SummaryOf,
	type SummaryRow,
	type TablemateDB
} from '$lib/db';
import { announcedChanges } from '$lib/db/name';
import { loadGame, playFacts, type GameModule } from '$lib/games/registry';
import { readStoredLogs } from './fold';

/** Sessions folded per batch: few enough that the screen can say how far it got between two. */
const BATCH = 250;

export interface LoadedPlays {
	plays: Play[];
	/** Sessions of a game this build cannot open (or whose log cannot start), left out. */
	unreadable: number;
}

/** How far building the missing summaries has got: `done` sessions of `total`. */
export type Progress = (done: number, total: number) => void;

/** The game loader; tests pass their own. */
type Loader = (game: SessionRow['game']) => Promise<GameModule>;

/**
 * The build the summaries are for (tests pass their own), who hears of progress, and what a play
 * needs of its game (the registry's unless a backup passes its catalogue's).
 */
export interface PlaysOptions {
	build?: string;
	onProgress?: Progress;
	facts?: PlayFacts;
}

/**
 * The play of a session whose log folds to `state`, with `life`: its status as the log gives it
 * (as the session screen derives it, not a stored one an older build may have written), and the
 * time its clock ran, to its last entry while it goes on.
 */
export function playOfState<State>(
	row: SessionRow,
	engine: GameEngine<State, GameEvent, unknown>,
	state: State,
	life: Life,
	facts: PlayFacts = playFacts
): Play {
	const over = engine.isFinished(state);
	const status = sessionStatus(over, life);
	return playOf({ ...row, status }, engine.scoreboard(state), facts.nameOf(row.game), {
		winRule: facts.winRuleOf(row.game, row.houseRules),
		played: playedTime(life, over, life.lastAt),
		endsByItsRules: facts.endsByItsRules(row.game, row.houseRules),
		seats: seatsNow(state, row.players)
	});
}

/**
 * The summary a write of session `engine`'s state `state` with `life` carries: the play of that
 * state, given the session row once written. SessionStore passes it with every entry.
 */
export function summaryOfState<State>(
	engine: GameEngine<State, GameEvent, unknown>,
	state: State,
	life: Life,
	build = version
): SummaryOf {
	return { build, play: (row) => playOfState(row, engine, state, life) };
}

/** What a summary was computed from: a write since then changes one of these. */
function sameRow(a: SessionRow, b: SessionRow): boolean {
	return (
		a.updatedAt === b.updatedAt &&
		a.eventCount === b.eventCount &&
		a.status === b.status &&
		(a.endedByTable ?? false) === (b.endedByTable ?? false)
	);
}

/**
 * Builds the summaries of one batch of sessions by folding their logs, and stores each unless a
 * write changed its session meanwhile (that write kept its own summary, or dropped it for later).
 */
async function buildBatch(
	ids: readonly string[],
	database: TablemateDB,
	load: Loader,
	build: string,
	facts: PlayFacts
): Promise<SummaryRow[]> {
	const [rows, stored] = await Promise.all([
		database.sessions.bulkGet([...ids]),
		readStoredLogs<unknown>(ids, database)
	]);
	const present = rows.filter((row): row is SessionRow => !!row);
	const modules = new Map<string, GameModule | null>();
	for (const game of new Set(present.map((row) => row.game)))
		modules.set(game, await load(game).catch(() => null));
	const built = present.map((row) => {
		const engine = modules.get(row.game)?.engine;
		// A game whose code did not load (offline before it was cached, say) may load next
		// time: its summary is not stored, so it is tried again.
		if (!engine) return { row, summary: summaryRow(row, build, null), keep: false, marks: null };
		const initial = engine.setup(row.players, row.houseRules);
		if (isViolation(initial))
			return { row, summary: summaryRow(row, build, null), keep: true, marks: null };
		const { snapshots, entries: logged } = stored.get(row.id)!;
		// A log written before entries were marked gets its marks now, once (see
		// SessionRow.overMarked): its clock leaves out the time it stood over by its rules.
		const marks = row.overMarked
			? null
			: overSeqs(engine, initial, logged, (state) => engine.isFinished(state));
		const entries = marks ? withOverMarks(logged, marks) : logged;
		const state = foldStored(engine, initial, snapshots, entries);
		const life = lifeOfSession(row, resolveLog(entries).effective);
		const play = playOfState(row, engine, state, life, facts);
		return { row, summary: summaryRow(row, build, play), keep: true, marks };
	});
	// Stored before the summaries, which count them; a session changed meanwhile is marked at its
	// next reading (and its summary, computed from the log as read, is not stored either).
	const marked = built.flatMap(({ row, marks }) => (marks ? [{ read: row, over: marks }] : []));
	await storeOverMarks(marked, database).catch(() => []);
	const kept = built.filter((b) => b.keep);
	await database.transaction('rw', [database.sessions, database.summaries], async () => {
		const now = await database.sessions.bulkGet(kept.map((b) => b.row.id));
		const unchanged = kept.filter((b, i) => now[i] && sameRow(now[i], b.row));
		await database.summaries.bulkPut(unchanged.map((b) => b.summary));
		if (unchanged.length) await markSummariesChanged(database);
	});
	return built.map((b) => b.summary);
}

/**
 * Builds and stores the summaries of the sessions `ids` (every session when omitted) from their
 * logs, in batches, saying how far it got. A backup import calls it for the games it wrote.
 */
export async function writePlaySummaries(
	database: TablemateDB = db,
	ids?: readonly string[],
	load: Loader = loadGame,
	options: PlaysOptions = {}
): Promise<SummaryRow[]> {
	const { build = version, onProgress, facts = playFacts } = options;
	const wanted = ids ?? ((await database.sessions.toCollection().primaryKeys()) as string[]);
	const built: SummaryRow[] = [];
	if (wanted.length) onProgress?.(0, wanted.length);
	for (let start = 0; start < wanted.length; start += BATCH) {
		built.push(
			...(await buildBatch(wanted.slice(start, start + BATCH), database, load, build, facts))
		);
		onProgress?.(Math.min(start + BATCH, wanted.length), wanted.length);
	}
	return built;
}

/**
 * The plays last loaded, with what they were loaded from: while the summaries' token, the build
 * and the list of sessions are the same, nothing a play shows has changed (every change of a
 * summary changes the token in its own transaction), so reopening the Stats screen reads no more.
 */
let lastLoaded: {
	database: TablemateDB;
	build: string;
	token: string;
	ids: string[];
	loaded: LoadedPlays;
	/** The changes this tab had announced when they were read (see announcedChanges). */
	changes: number;
} | null = null;

/**
 * The plays `loadPlays` last gave, when this tab has written nothing since: the Stats screen shows
 * them at once, while `loadPlays` checks that no other tab changed them either. Null otherwise.
 */
export function keptPlays(database: TablemateDB = db, build: string = version): LoadedPlays | null {
	const kept = lastLoaded;
	return kept &&
		kept.database === database &&
		kept.build === build &&
		kept.changes === announcedChanges()
		? kept.loaded
		: null;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
	return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Every session's play, from the stored summaries; those missing (or of another build) are built
 * first, with `onProgress` told how far that got.
 */
export async function loadPlays(
	database: TablemateDB = db,
	load: Loader = loadGame,
	options: PlaysOptions = {}
): Promise<LoadedPlays> {
	const build = options.build ?? version;
	const changes = announcedChanges();
	const kept = lastLoaded;
	const still = (ids: string[], token: string | undefined) =>
		!!kept &&
		token !== undefined &&
		kept.database === database &&
		kept.build === build &&
		kept.token === token &&
		sameIds(kept.ids, ids);
	// The ids and the token first; the summaries, in the same transaction, only when the plays
	// kept do not hold any more.
	const read = await database.transaction(
		'r',
		[database.sessions, database.summaries],
		async () => {
			const [ids, token] = await Promise.all([
				database.sessions.toCollection().primaryKeys() as Promise<string[]>,
				summariesToken(database)
			]);
			return { ids, token, stored: still(ids, token) ? null : await database.summaries.toArray() };
		}
	);
	if (kept && !read.stored) {
		kept.changes = changes;
		return kept.loaded;
	}
	const { ids, token } = read;
	const loaded = await readPlays(database, load, ids, read.stored ?? [], { ...options, build });
	lastLoaded = token === undefined ? null : { database, build, token, ids, loaded, changes };
	return loaded;
}

/**
 * The play of each session of `ids` from its summary of `stored`, building those missing first.
 */
async function readPlays(
	database: TablemateDB,
	load: Loader,
	ids: readonly string[],
	stored: readonly SummaryRow[],
	options: PlaysOptions & { build: string }
): Promise<LoadedPlays> {
	const { build } = options;
	const summaries = new Map(
		stored.filter((row) => row.build === build).map((row) => [row.sessionId, row])
	);
	const missing = ids.filter((id) => !summaries.has(id));
	if (missing.length)
		for (const row of await writePlaySummaries(database, missing, load, options))
			summaries.set(row.sessionId, row);
	// In the order of the sessions' ids, as the plays have always come.
	const plays: Play[] = [];
	for (const id of ids) {
		const play = summaries.get(id)?.play;
		if (play) plays.push(play);
	}
	return { plays, unreadable: ids.length - plays.length };
}
