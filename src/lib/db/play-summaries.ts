/**
 * Each stored session's summary (its play for the stats), built by folding its log with its
 * game's engine, from its snapshots where it can, in batches. The Stats screen (state/plays.ts)
 * builds those it misses here; a backup import builds those of the games it wrote.
 */
import { isViolation, type GameEngine, type GameEvent } from '../core/engine';
import {
	foldStoredResolved,
	overSeqs,
	withOverMarks,
	type LogEntry,
	type TipSnapshot
} from '../core/eventlog';
import { playedTime, type Life } from '../core/life';
import { playOf, type Play, type PlayFacts } from '../core/plays';
import { seatsNow } from '../core/seats';
import { loadGame, playFacts, type GameModule } from '../games/registry';
import { db, sessionStatus, storeOverMarks } from './index';
import { lifeOfSession, type SessionRow, type SummaryRow, type TablemateDB } from './schema';
import { markSummariesChanged, summaryRow } from './summaries';
import { mapInSlices } from './slices';
import { SUMMARY_FORMAT } from './summary-format';
import { readStoredLogs } from './stored-logs';

/** Sessions folded per batch: few enough that the screen can say how far it got between two. */
const BATCH = 250;
/**
 * The first batch is smaller: its plays are the first the Stats screen can count and show while
 * the rest are built (issue 37).
 */
const FIRST_BATCH = 50;

/** How far building the missing summaries has got: `done` sessions of `total`. */
export type Progress = (done: number, total: number) => void;

/** The game loader; tests pass their own. */
export type Loader = (game: SessionRow['game']) => Promise<GameModule>;

/**
 * The summary format the summaries are for (tests pass their own; see summary-format.ts), who
 * hears of progress, and what a play needs of its game (the registry's unless a backup passes its
 * catalogue's).
 */
export interface PlaysOptions {
	build?: string;
	onProgress?: Progress;
	/** Hears each batch's summaries as they are built (stored or not: see buildBatch). */
	onBatch?: (rows: SummaryRow[]) => void;
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

/** What a summary was computed from: a write since then changes one of these. */
function sameRow(a: SessionRow, b: SessionRow): boolean {
	return (
		a.updatedAt === b.updatedAt &&
		a.eventCount === b.eventCount &&
		a.status === b.status &&
		(a.endedByTable ?? false) === (b.endedByTable ?? false)
	);
}

/** A session's summary as folded from its stored log, and the `over` marks its log was missing. */
export interface FoldedSummary {
	row: SessionRow;
	summary: SummaryRow;
	/** False when it must not be stored (its game's code did not load: it is tried again). */
	keep: boolean;
	/** The marks of a log written before entries were marked, to store; null when it has them. */
	marks: Set<number> | null;
}

/**
 * The summary, in format `build`, of session `row` whose stored snapshots and log are `stored`,
 * folded with its game's `engine` (undefined when its code did not load). What the rebuild after
 * an update spends its time on, once per game (bench/fold.bench.ts).
 */
export function summaryOfLog(
	row: SessionRow,
	engine: GameEngine<unknown, GameEvent, unknown> | undefined,
	stored: { snapshots: TipSnapshot<unknown>[]; entries: LogEntry[] },
	build: string,
	facts: PlayFacts = playFacts
): FoldedSummary {
	// A game whose code did not load (offline before it was cached, say) may load next
	// time: its summary is not stored, so it is tried again.
	if (!engine) return { row, summary: summaryRow(row, build, null), keep: false, marks: null };
	const initial = engine.setup(row.players, row.houseRules);
	if (isViolation(initial))
		return { row, summary: summaryRow(row, build, null), keep: true, marks: null };
	const { snapshots, entries: logged } = stored;
	// A log written before entries were marked gets its marks now, once (see
	// SessionRow.overMarked): its clock leaves out the time it stood over by its rules.
	const marks = row.overMarked
		? null
		: overSeqs(engine, initial, logged, (state) => engine.isFinished(state));
	const entries = marks ? withOverMarks(logged, marks) : logged;
	const { state, effective } = foldStoredResolved(engine, initial, snapshots, entries);
	const life = lifeOfSession(row, effective);
	const play = playOfState(row, engine, state, life, facts);
	return { row, summary: summaryRow(row, build, play), keep: true, marks };
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
	// In slices: a batch folds hundreds of logs, which at once would freeze the page.
	const built = await mapInSlices(present, (row) =>
		summaryOfLog(row, modules.get(row.game)?.engine, stored.get(row.id)!, build, facts)
	);
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
	const { build = SUMMARY_FORMAT, onProgress, onBatch, facts = playFacts } = options;
	const wanted = ids ?? ((await database.sessions.toCollection().primaryKeys()) as string[]);
	const built: SummaryRow[] = [];
	if (wanted.length) onProgress?.(0, wanted.length);
	for (let start = 0; start < wanted.length;) {
		const end = Math.min(start + (start ? BATCH : FIRST_BATCH), wanted.length);
		const batch = await buildBatch(wanted.slice(start, end), database, load, build, facts);
		built.push(...batch);
		onBatch?.(batch);
		onProgress?.(end, wanted.length);
		start = end;
	}
	return built;
}
