/**
 * How a backup's game is replayed before it is imported: from its players and house rules, entry
 * by entry as the app wrote it, each entry read through the game's schema, and every answer of
 * the Subsets checker it records asked again. Pure, so the import's worker runs it (a hard card
 * or a long game never freezes the page) and the unit tests in Node.
 */
import {
	isViolation,
	violation,
	type GameEvent,
	type Said,
	type SessionPlayer
} from '../core/engine';
import { replayAsWritten, resolveLog } from '../core/eventlog';
import { isLifeEvent, lifeOf, statusOf, type GameStatus } from '../core/life';
import type { GameModule } from './registry';

/** One game of a backup file as the replay reads it. */
export interface ImportedGame {
	players: SessionPlayer[];
	houseRules: unknown;
	events: { seq: number; at: number; event: unknown }[];
	/** When the game was created (its clock's start); 0 when unknown. */
	createdAt?: number;
	/** When an older build's "Mark as finished" flag ended it, if it did (see core/life.ts). */
	legacyEnd?: number;
}

/** What the replay found: the entries as the game reads them, or the first thing wrong. */
export type ImportVerdict =
	| {
			ok: true;
			finished: boolean;
			/** The game's status once its log and its life are read (see core/life.ts). */
			status: GameStatus;
			events: GameEvent[];
			/**
			 * The seqs of the entries after which the game's rules said it was over, marked as the
			 * app marks them when it writes each (LogEntry.over), whatever the file said.
			 */
			over: ReadonlySet<number>;
			/**
			 * The state the log leads to, so the import can store the game's summary and snapshot
			 * with it instead of folding the log again (absent from a verdict that lacks it).
			 */
			state?: unknown;
	  }
	| { ok: false; problem: 'setup'; reason: string; said?: Said }
	| {
			ok: false;
			/** `refused` by the rules, `contradicted` recorded answer, or an undo/redo of `nothing`. */
			problem: 'refused' | 'contradicted' | 'nothing';
			seq: number;
			reason: string;
			/** The rules' refusal as data, where the game says it so (`reason` is then its code). */
			said?: Said;
	  };

/** Marks a refusal that comes from an entry's recorded answer, not from the game's rules. */
const CONTRADICTED = 'contradicted-answer';

const isLogEntry = (type: unknown) => type === 'undo' || type === 'redo';

/**
 * Replays `game` with `module`'s engine (and its audit, when it has one). `onProgress` hears how
 * many entries are done out of how many, after each one.
 */
export function replayImported(
	module: Pick<GameModule, 'engine' | 'audit'>,
	game: ImportedGame,
	onProgress?: (done: number, total: number) => void
): ImportVerdict {
	const { engine, audit } = module;
	const initial = engine.setup(game.players, game.houseRules);
	if (isViolation(initial))
		return {
			ok: false,
			problem: 'setup',
			reason: initial.reason,
			...(initial.said ? { said: initial.said } : {})
		};
	// Each entry as the game's schema reads it (fields it does not know are not stored), read
	// in the order of the log so the first wrong entry is the one named.
	const read = new Map<unknown, GameEvent>();
	const total = game.events.length;
	let done = 0;
	onProgress?.(0, total);
	const replay = replayAsWritten(
		{
			apply(state: unknown, raw: GameEvent) {
				const event = engine.read ? engine.read(raw) : raw;
				if (isViolation(event)) return event;
				read.set(raw, event);
				const next = engine.apply(state, event);
				const wrong = isViolation(next) ? null : (audit?.(state, event) ?? null);
				onProgress?.(++done, total);
				if (isViolation(next)) return next;
				return wrong ? violation(wrong, CONTRADICTED) : next;
			},
			// An entry met again (a redo, or a state recomputed after undos) meets the state it was
			// read, checked and counted against the first time: only the engine's answer is needed.
			reapply(state: unknown, raw: GameEvent) {
				return engine.apply(state, read.get(raw) ?? raw);
			}
		},
		initial,
		game.events as { seq: number; at: number; event: GameEvent }[],
		{
			start: game.createdAt ?? 0,
			over: (state) => engine.isFinished(state)
		}
	);
	if (!replay.ok) {
		const seq = replay.entry.seq;
		if (!replay.violation)
			return {
				ok: false,
				problem: 'nothing',
				seq,
				reason: 'it takes back or puts back a move when there was none to'
			};
		return {
			ok: false,
			problem: replay.violation.rule === CONTRADICTED ? 'contradicted' : 'refused',
			seq,
			reason: replay.violation.reason,
			...(replay.violation.said ? { said: replay.violation.said } : {})
		};
	}
	onProgress?.(total, total);
	const events = game.events.map(({ event }) => {
		const type = (event as GameEvent).type;
		// The log's own entries and the game's life carry nothing but their type.
		return isLogEntry(type) || isLifeEvent(event as GameEvent) ? { type } : read.get(event)!;
	});
	const finished = engine.isFinished(replay.state);
	const { effective } = resolveLog(game.events as { seq: number; at: number; event: GameEvent }[]);
	const life = lifeOf(effective, game.createdAt ?? 0, game.legacyEnd);
	return {
		ok: true,
		finished,
		status: statusOf(finished, life),
		events,
		over: replay.over,
		state: replay.state
	};
}
