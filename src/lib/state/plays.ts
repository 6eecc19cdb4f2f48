/**
 * Every stored session as a play for the stats and the CSV export. Each session keeps its play in
 * a summary row, written with every change of the session (see SessionStore), so the Stats screen
 * reads one small row a game. A session without a summary of this format (one stored before
 * summaries existed, or counted in another format: see db/summary-format.ts) gets one built from
 * its log first (db/play-summaries.ts).
 */
import type { GameEngine, GameEvent } from '$lib/core/engine';
import type { Life } from '$lib/core/life';
import type { Play } from '$lib/core/plays';
import {
	db,
	readSummariesInChunks,
	sessionIdsInChunks,
	summariesToken,
	type DataVersion,
	type SummaryOf,
	type SummaryRow,
	type TablemateDB
} from '$lib/db';
import { announcedChanges } from '$lib/db/name';
import {
	playOfState,
	writePlaySummaries,
	type Loader,
	type PlaysOptions
} from '$lib/db/play-summaries';
import { mapInSlices } from '$lib/db/slices';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import { loadGame } from '$lib/games/registry';
import { buildInWorker, WORKER_FROM, workersAvailable } from './summaries-worker';

export interface LoadedPlays {
	plays: Play[];
	/** Sessions of a game this build cannot open (or whose log cannot start), left out. */
	unreadable: number;
	/**
	 * The version of the stored plays these are (see DataVersion); unknown when summaries had to
	 * be built on the way (see versionOfPlays).
	 */
	version?: DataVersion;
}

/**
 * The summary a write of session `engine`'s state `state` with `life` carries: the play of that
 * state, given the session row once written. SessionStore passes it with every entry.
 */
export function summaryOfState<State>(
	engine: GameEngine<State, GameEvent, unknown>,
	state: State,
	life: Life,
	build = SUMMARY_FORMAT
): SummaryOf {
	return { build, play: (row) => playOfState(row, engine, state, life) };
}

/**
 * loadPlays' options: those of building the summaries (PlaysOptions), and `onPartial`, told while
 * missing summaries are built of the plays read so far: `done` sessions of `total` (those whose
 * summary is stored or built yet), `plays` theirs (a copy, in no set order). The Stats screen
 * shows their figures, said to be partial, until every one is counted (issue 37: 10,000 logs
 * take seconds to fold on a phone). It is never told once all are read: loadPlays' own answer is
 * the whole.
 */
export interface LoadPlaysOptions extends PlaysOptions {
	onPartial?: (plays: Play[], done: number, total: number) => void;
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
export function keptPlays(
	database: TablemateDB = db,
	build: string = SUMMARY_FORMAT
): LoadedPlays | null {
	const kept = lastLoaded;
	return kept &&
		kept.database === database &&
		kept.build === build &&
		kept.changes === announcedChanges()
		? kept.loaded
		: null;
}

/**
 * Every session's play, from the stored summaries; those missing (or of another build) are built
 * first, with `onProgress` told how far that got.
 */
export async function loadPlays(
	database: TablemateDB = db,
	load: Loader = loadGame,
	options: LoadPlaysOptions = {}
): Promise<LoadedPlays> {
	return readStoredPlays(database, load, options, true);
}

/**
 * The version of the stored plays when they are still exactly `plays`, as loadPlays gave them
 * with summaries built on the way (it could not tell their version: each batch built marked the
 * summaries changed). Reads them again, building nothing, and compares them in slices; undefined
 * when they differ or some are still missing. The Stats screen asks it once its figures are up,
 * to keep its first view of those plays on that same visit (a restore cut short before its
 * summaries were stored left Stats building them, and no view kept).
 */
export async function versionOfPlays(
	plays: readonly Play[],
	database: TablemateDB = db,
	build: string = SUMMARY_FORMAT
): Promise<DataVersion | undefined> {
	const again = await readStoredPlays(database, loadGame, { build }, false).catch(() => null);
	if (!again?.version || again.plays.length !== plays.length) return undefined;
	const pairs = plays.map((play, i) => [play, again.plays[i]] as const);
	const same = await mapInSlices(pairs, ([a, b]) => JSON.stringify(a) === JSON.stringify(b));
	return same.every(Boolean) ? again.version : undefined;
}

/**
 * loadPlays' read: the plays kept, if they still hold, else every summary, with those missing
 * built first when `mayBuild` (else the answer has no version, and is not kept).
 */
async function readStoredPlays(
	database: TablemateDB,
	load: Loader,
	options: LoadPlaysOptions,
	mayBuild: boolean
): Promise<LoadedPlays> {
	const build = options.build ?? SUMMARY_FORMAT;
	const changes = announcedChanges();
	const kept = lastLoaded;
	// The same token and as many sessions: the same plays (a session created changes the count,
	// one deleted the token; see DataVersion), so the ids need not even be read.
	const still = (sessions: number, token: string | undefined) =>
		!!kept &&
		token !== undefined &&
		kept.database === database &&
		kept.build === build &&
		kept.token === token &&
		kept.ids.length === sessions;
	// The token and the count first; the ids and the summaries, in the same transaction, only when
	// the plays kept do not hold any more (in chunks: at once, 10,000 would freeze the page).
	const read = await database.transaction(
		'r',
		[database.sessions, database.summaries],
		async () => {
			const [sessions, token] = await Promise.all([
				database.sessions.count(),
				summariesToken(database)
			]);
			if (still(sessions, token)) return null;
			const ids = await sessionIdsInChunks(database);
			return { ids, token, stored: await readSummariesInChunks(database) };
		}
	);
	if (!read) {
		// Only when `kept` still holds (see still).
		kept!.changes = changes;
		return kept!.loaded;
	}
	const { ids, token, stored } = read;
	if (!mayBuild && missingOf(ids, summariesOf(stored, build)).length)
		return { plays: [], unreadable: 0 };
	const { plays, unreadable, built } = await readPlays(database, load, ids, stored, {
		...options,
		build
	});
	const loaded: LoadedPlays = {
		plays,
		unreadable,
		...(token !== undefined && !built ? { version: { token, sessions: ids.length } } : {})
	};
	lastLoaded = token === undefined ? null : { database, build, token, ids, loaded, changes };
	return loaded;
}

/**
 * The play of each session of `ids` from its summary of `stored`, building those missing first
 * (`built` says whether there were any).
 */
async function readPlays(
	database: TablemateDB,
	load: Loader,
	ids: readonly string[],
	stored: readonly SummaryRow[],
	options: LoadPlaysOptions & { build: string }
): Promise<{ plays: Play[]; unreadable: number; built: boolean }> {
	const { build, onPartial } = options;
	const summaries = summariesOf(stored, build);
	const missing = missingOf(ids, summaries);
	if (missing.length) {
		// The plays read so far, for onPartial: those stored, then each batch's as it comes.
		const soFar = onPartial ? ids.flatMap((id) => summaries.get(id)?.play ?? []) : [];
		const add = (rows: readonly SummaryRow[]) => {
			for (const row of rows) {
				if (row.build !== build || summaries.has(row.sessionId)) continue;
				summaries.set(row.sessionId, row);
				if (row.play) soFar.push(row.play);
			}
			if (onPartial && summaries.size < ids.length)
				onPartial(soFar.slice(), summaries.size, ids.length);
		};
		await buildMissing(database, load, missing, add, options);
	}
	// In the order of the sessions' ids, as the plays have always come.
	const plays: Play[] = [];
	for (const id of ids) {
		const play = summaries.get(id)?.play;
		if (play) plays.push(play);
	}
	return { plays, unreadable: ids.length - plays.length, built: missing.length > 0 };
}

/** The summaries of `stored` counted by `build`, by session id. */
function summariesOf(stored: readonly SummaryRow[], build: string): Map<string, SummaryRow> {
	return new Map(stored.filter((row) => row.build === build).map((row) => [row.sessionId, row]));
}

/** The sessions of `ids` with no summary in `summaries`. */
function missingOf(ids: readonly string[], summaries: Map<string, SummaryRow>): string[] {
	return ids.filter((id) => !summaries.has(id));
}

/**
 * Builds the summaries of the sessions `missing`, giving `add` each batch's rows as they come.
 * Many are built in a worker, which stores them and sends each batch's rows: folding thousands of logs on the page would hold
 * it for seconds on a phone (issue 37). Those still missing then (a few, all of them where no
 * worker runs, or those after it stopped) are folded on the page. Tests
 * that pass their own database or game loader fold on the page (the worker has the app's own).
 */
async function buildMissing(
	database: TablemateDB,
	load: Loader,
	missing: readonly string[],
	add: (rows: readonly SummaryRow[]) => void,
	options: PlaysOptions & { build: string }
): Promise<void> {
	let left = missing;
	const worker =
		left.length >= WORKER_FROM && workersAvailable() && database === db && load === loadGame;
	if (worker) {
		const built = new Set<string>();
		const take = (rows: SummaryRow[]) => {
			for (const row of rows) if (row.build === options.build) built.add(row.sessionId);
			add(rows);
		};
		await buildInWorker(left, options.build, take, options.onProgress);
		left = left.filter((id) => !built.has(id));
	}
	if (left.length) {
		const { onBatch } = options;
		const onRows = (rows: SummaryRow[]) => {
			add(rows);
			onBatch?.(rows);
		};
		await writePlaySummaries(database, left, load, { ...options, onBatch: onRows });
	}
}
