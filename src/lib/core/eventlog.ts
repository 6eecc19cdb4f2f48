/**
 * Folding a session's append-only log into the state on screen.
 *
 * Undo and redo are entries of the log like any other, so history keeps every correction. The
 * entries that count (the "effective" ones) behave as a stack: a game event pushes and clears
 * what could be redone, undo pops onto the redo stack, redo pushes back. Because of that, the seq
 * of the entry at position k - 1 identifies the whole effective prefix of length k, which is what
 * makes a stored snapshot safe to reuse.
 */
import { isViolation, violation, type GameEvent, type RuleViolation } from './engine';
import type { EntryBy } from './shared-table/said';
import { isLifeEvent, lifeEntryProblem, lifeOf, stepLife, type Life } from './life';

/** One stored entry of a session's log. */
export interface LogEntry {
	seq: number;
	/** When it was entered, ms since the epoch. */
	at: number;
	event: GameEvent;
	/** On a shared table: who made the entry (data, or an older build's English words). */
	by?: EntryBy;
	/** Set on an entry of the game after which its rules said it was over (see core/life.ts). */
	over?: true;
}

/** A stored row's log entry: what a fold and the game's life read of it, nothing else. */
export function logEntryOf(row: LogEntry): LogEntry {
	return {
		seq: row.seq,
		at: row.at,
		event: row.event,
		...(row.by ? { by: row.by } : {}),
		...(row.over ? { over: true as const } : {})
	};
}

/** A state computed after the first `count` effective entries, the last of which had `lastSeq`. */
export interface Snapshot<State> {
	count: number;
	lastSeq: number;
	state: State;
}

export const UNDO = 'undo';
export const REDO = 'redo';

/** True for the log's own entries, which no engine sees. */
export function isMetaEvent(event: GameEvent): boolean {
	return event.type === UNDO || event.type === REDO;
}

/**
 * The state after one entry that counts: an entry of the game's life (finish, pause...) leaves
 * the game's state as it is, since no engine sees those (see life.ts).
 */
function applyEntry<State>(
	engine: LogReader<State>,
	state: State,
	event: GameEvent
): State | RuleViolation {
	return isLifeEvent(event) ? state : engine.apply(state, event);
}

/**
 * Plays one log entry on the two stacks (top last): the entries that count and those that could
 * be redone. Returns false when an undo finds nothing to take back; a redo with nothing to redo
 * changes nothing.
 */
function stackEntry(effective: LogEntry[], redoable: LogEntry[], entry: LogEntry): boolean {
	if (entry.event.type === UNDO) {
		const top = effective.pop();
		if (!top) return false;
		redoable.push(top);
	} else if (entry.event.type === REDO) {
		const back = redoable.pop();
		if (back) effective.push(back);
	} else {
		effective.push(entry);
		redoable.length = 0;
	}
	return true;
}

/** Which entries count after undo and redo, and which could be redone next (top last). */
export function resolveLog(entries: readonly LogEntry[]): {
	effective: LogEntry[];
	redoable: LogEntry[];
} {
	const effective: LogEntry[] = [];
	const redoable: LogEntry[] = [];
	// An undo with nothing left to take back does nothing.
	for (const entry of entries) stackEntry(effective, redoable, entry);
	return { effective, redoable };
}

/**
 * What folding asks of an engine: `apply` on any logged entry. Written as a property, not a
 * method, so TypeScript holds its parameter strictly: only an engine that reads every entry
 * through its game's schema (`withTypedEvents`, core/events.ts) fits, never one typed for its
 * own events, which would take a stored entry on trust.
 */
export interface LogReader<State> {
	apply: (state: State, event: GameEvent) => State | RuleViolation;
}

/** The result of a fold: the state, and any stored entry the engine now refuses (skipped). */
export interface FoldResult<State> {
	state: State;
	effective: LogEntry[];
	redoable: LogEntry[];
	skipped: { entry: LogEntry; violation: RuleViolation }[];
	/** States passed on the way at every multiple of `every` effective entries. */
	checkpoints: Snapshot<State>[];
}

/**
 * Folds `entries` from `initial`, starting from the best usable snapshot. A stored entry that the
 * engine refuses (which only a changed engine could cause) is skipped and reported, never fatal.
 */
export function foldLog<State>(
	engine: LogReader<State>,
	initial: State,
	entries: readonly LogEntry[],
	snapshots: readonly Snapshot<State>[] = [],
	every = SNAPSHOT_EVERY
): FoldResult<State> {
	const { effective, redoable } = resolveLog(entries);
	let start = 0;
	let state = initial;
	for (const snapshot of snapshots) {
		if (
			snapshot.count > start &&
			snapshot.count <= effective.length &&
			effective[snapshot.count - 1].seq === snapshot.lastSeq
		) {
			start = snapshot.count;
			state = snapshot.state;
		}
	}
	const skipped: FoldResult<State>['skipped'] = [];
	const checkpoints: Snapshot<State>[] = [];
	for (let i = start; i < effective.length; i++) {
		const next = applyEntry(engine, state, effective[i].event);
		if (isViolation(next)) skipped.push({ entry: effective[i], violation: next });
		else state = next;
		if ((i + 1) % every === 0) checkpoints.push({ count: i + 1, lastSeq: effective[i].seq, state });
	}
	return { state, effective, redoable, skipped, checkpoints };
}

/**
 * What a replay asks of an engine: `apply`, and optionally `reapply` for an entry applied again
 * to the very state it was applied to before (see replayAsWritten). The answer is then the same,
 * since engines are pure, so a reader that does more than apply (counts progress, checks a
 * recorded answer again) may leave that out. Without it, `apply` is used.
 */
export interface ReplayReader<State> extends LogReader<State> {
	reapply?: (state: State, event: GameEvent) => State | RuleViolation;
}

/**
 * How far apart, in entries that count, a replay keeps the states it may have to go back to
 * (see replayAsWritten).
 */
export const REPLAY_CHECKPOINT_EVERY = 64;

/**
 * Replays a log entry by entry as the app writes it: every game event against the state it was
 * entered in, those later undone included, and every undo or redo only when there was something
 * to take back or put back. Unlike foldLog, which skips what a changed engine now refuses, this
 * stops at the first entry the app could not have written: `violation` is the rules' refusal, or
 * absent for an undo or redo with nothing to act on. For logs from outside (a backup file).
 *
 * It keeps the entries that count as a stack (as resolveLog does), but not the state after each
 * of them: only every `every`-th one (a checkpoint) and the last `every`, so a log of 100,000
 * entries holds a few thousand states, not 100,000. An undo past those recomputes from the
 * checkpoint below, and a redo applies its entry again: an entry on the stack always stands on
 * the same entries below it, so it meets the same state and gives the same answer. With `life`,
 * the game's life goes along: an entry the table could not have made then is refused too.
 */
export function replayAsWritten<State>(
	engine: ReplayReader<State>,
	initial: State,
	entries: readonly LogEntry[],
	life?: { start: number; over: (state: State) => boolean },
	every = REPLAY_CHECKPOINT_EVERY
):
	| { ok: true; state: State; over: Set<number> }
	| { ok: false; entry: LogEntry; violation?: RuleViolation } {
	type Step = { state: State; life: Life | null };
	type Failure = { ok: false; entry: LogEntry; violation?: RuleViolation };
	const again = { apply: engine.reapply ?? engine.apply };
	/** The entries that count, oldest first, and those an undo took back (top last). */
	const stack: LogEntry[] = [];
	const redoable: LogEntry[] = [];
	/**
	 * `steps[d]` is the state (and life) after the first d entries of the stack, where kept: at
	 * every multiple of `every`, and from `every` below the top up. One longer than the stack.
	 */
	const steps: (Step | undefined)[] = [
		{ state: initial, life: life ? lifeOf([], life.start) : null }
	];
	// With `life`, the seqs of the game's entries after which its rules said it was over, as the
	// app marks them when it writes each (LogEntry.over). An entry applied again meets the same
	// state, so it is marked the same.
	const over = new Set<number>();
	const step = (before: Step, entry: LogEntry, reader: LogReader<State>): Step | Failure => {
		const state = applyEntry(reader, before.state, entry.event);
		if (isViolation(state)) return { ok: false, entry, violation: state };
		const marked = !!life && !isLifeEvent(entry.event) && life.over(state);
		if (marked) over.add(entry.seq);
		return {
			state,
			life: before.life && stepLife(before.life, { ...entry, over: marked || undefined })
		};
	};
	const push = (entry: LogEntry, next: Step): void => {
		stack.push(entry);
		steps.push(next);
		const dropped = steps.length - 1 - every;
		if (dropped > 0 && dropped % every !== 0) steps[dropped] = undefined;
	};
	/** The step at the top of the stack, recomputed from the checkpoint below when not kept. */
	const top = (): Step | Failure => {
		const depth = stack.length;
		let from = depth;
		while (!steps[from]) from--;
		for (let d = from; d < depth; d++) {
			const next = step(steps[d]!, stack[d], again);
			if ('ok' in next) return next;
			steps[d + 1] = next;
		}
		return steps[depth]!;
	};
	for (const entry of entries) {
		if (entry.event.type === UNDO) {
			if (stack.length === 0) return { ok: false, entry };
			redoable.push(stack.pop()!);
			steps.pop();
			continue;
		}
		const before = top();
		if ('ok' in before) return before;
		if (entry.event.type === REDO) {
			const back = redoable.pop();
			if (!back) return { ok: false, entry };
			const next = step(before, back, again);
			if ('ok' in next) return next;
			push(back, next);
			continue;
		}
		const refused =
			before.life && lifeEntryProblem(before.life, life!.over(before.state), entry.event);
		if (refused) return { ok: false, entry, violation: violation(refused.reason) };
		const next = step(before, entry, engine);
		if ('ok' in next) return next;
		push(entry, next);
		redoable.length = 0;
	}
	const last = top();
	return 'ok' in last ? last : { ok: true, state: last.state, over };
}

/**
 * The seqs of a stored log's entries after which the game's rules said it was over, as the app
 * marks them when it writes each (LogEntry.over): every game entry against the state it was
 * entered in, those later undone included. For a log written before the marks existed. An entry
 * the engine now refuses is left unmarked and changes nothing, as a fold skips it.
 */
export function overSeqs<State>(
	engine: LogReader<State>,
	initial: State,
	entries: readonly LogEntry[],
	isOver: (state: State) => boolean
): Set<number> {
	const over = new Set<number>();
	const states: State[] = [initial];
	const redoable: State[] = [];
	for (const entry of entries) {
		if (entry.event.type === UNDO) {
			if (states.length > 1) redoable.push(states.pop()!);
		} else if (entry.event.type === REDO) {
			if (redoable.length) states.push(redoable.pop()!);
		} else {
			const top = states[states.length - 1];
			const next = applyEntry(engine, top, entry.event);
			const state = isViolation(next) ? top : next;
			if (!isViolation(next) && !isLifeEvent(entry.event) && isOver(next)) over.add(entry.seq);
			states.push(state);
			redoable.length = 0;
		}
	}
	return over;
}

/** `entries` with the `over` mark on those of `over` and on no other. */
export function withOverMarks<Entry extends LogEntry>(
	entries: readonly Entry[],
	over: ReadonlySet<number>
): Entry[] {
	return entries.map((entry) => {
		const { over: _old, ...rest } = entry;
		return (over.has(entry.seq) ? { ...rest, over: true } : rest) as Entry;
	});
}

/**
 * A snapshot of the whole log's tip: the state after every entry up to `logSeq`, with what could
 * then be redone. It lets a session open from the entries after `logSeq` alone.
 */
export interface TipSnapshot<State> extends Snapshot<State> {
	logSeq: number;
	redoable: LogEntry[];
}

/** The tip of a fold, ready to be stored. */
export function tipOf<State>(result: FoldResult<State>, logSeq: number): TipSnapshot<State> | null {
	const count = result.effective.length;
	if (count === 0) return null;
	return {
		count,
		lastSeq: result.effective[count - 1].seq,
		logSeq,
		redoable: result.redoable,
		state: result.state
	};
}

/**
 * The tip the log reaches when `entry` follows the fold `result` and leaves the state `state`
 * (the caller has it already: the engine's answer for a game event, a refold for undo or redo),
 * so the snapshot can be written in the same transaction as the entry. Null when nothing counts.
 */
export function tipAfter<State>(
	result: FoldResult<State>,
	entry: LogEntry,
	state: State
): TipSnapshot<State> | null {
	const effective = [...result.effective];
	const redoable = [...result.redoable];
	stackEntry(effective, redoable, entry);
	const count = effective.length;
	if (count === 0) return null;
	return { count, lastSeq: effective[count - 1].seq, logSeq: entry.seq, redoable, state };
}

/** The snapshot of the furthest tip among `snapshots`, or null when none has one. */
export function newestTip<State>(
	snapshots: readonly TipSnapshot<State>[]
): TipSnapshot<State> | null {
	return snapshots.reduce<TipSnapshot<State> | null>(
		(best, s) => (s.logSeq > (best?.logSeq ?? 0) ? s : best),
		null
	);
}

/**
 * Continues from a tip snapshot with the entries written after it. Returns null when those
 * entries undo past the snapshot, which only the whole log can answer.
 */
export function foldFromTip<State>(
	engine: LogReader<State>,
	tip: TipSnapshot<State>,
	tail: readonly LogEntry[]
): { state: State; depth: number; redoable: number; skipped: number } | null {
	const pushed: LogEntry[] = [];
	const redoable = [...tip.redoable];
	for (const entry of tail) {
		if (entry.seq <= tip.logSeq) continue;
		// An undo that reaches below the tip needs the entries before it.
		if (!stackEntry(pushed, redoable, entry)) return null;
	}
	let state = tip.state;
	let skipped = 0;
	for (const entry of pushed) {
		const next = applyEntry(engine, state, entry.event);
		if (isViolation(next)) skipped++;
		else state = next;
	}
	return { state, depth: tip.count + pushed.length, redoable: redoable.length, skipped };
}

/**
 * The state a stored log folds to, read-only: from the newest tip snapshot and the entries after
 * it when they allow, else from the whole log (with the other snapshots). `entries` may hold the
 * whole log; those before the tip are passed over. With the entries that count
 * (`resolveLog(entries).effective`), which the whole log's fold works out anyway: a summary needs
 * both, and worked out apart they cost every game of a rebuild a second walk of its log (issue 37).
 */
export function foldStoredResolved<State>(
	engine: LogReader<State>,
	initial: State,
	snapshots: readonly TipSnapshot<State>[],
	entries: readonly LogEntry[]
): { state: State; effective: LogEntry[] } {
	const tip = newestTip(snapshots);
	const resumed = tip ? foldFromTip(engine, tip, entries) : null;
	if (resumed) return { state: resumed.state, effective: resolveLog(entries).effective };
	const { state, effective } = foldLog(engine, initial, entries, snapshots);
	return { state, effective };
}

/** How often (in effective entries) a snapshot is worth keeping. */
export const SNAPSHOT_EVERY = 200;

/**
 * Keeps a session's folded state current as entries arrive, with in-memory checkpoints so that
 * undo recomputes from the nearest checkpoint instead of from the start.
 */
/** Whether two log entries are the same entry (read twice from storage, or one object). */
function sameEntry(a: LogEntry, b: LogEntry): boolean {
	if (a === b) return true;
	return (
		a.seq === b.seq &&
		a.at === b.at &&
		(a.event === b.event || JSON.stringify(a.event) === JSON.stringify(b.event))
	);
}

export class LogFolder<State> {
	#entries: LogEntry[] = [];
	#version = 0;
	#checkpoints: Snapshot<State>[] = [];
	#result: FoldResult<State>;
	/**
	 * Held with a method's type, whose parameters TypeScript compares loosely, so a folder of one
	 * game's state still fits where a folder of any state is expected; the constructor takes only
	 * a LogReader.
	 */
	readonly #engine: { apply(state: State, event: GameEvent): State | RuleViolation };

	constructor(
		engine: LogReader<State>,
		private readonly initial: State,
		entries: readonly LogEntry[] = [],
		snapshots: readonly Snapshot<State>[] = []
	) {
		this.#engine = engine;
		this.#checkpoints = [...snapshots].sort((a, b) => a.count - b.count);
		this.#result = { state: initial, effective: [], redoable: [], skipped: [], checkpoints: [] };
		this.reset(entries);
	}

	get state(): State {
		return this.#result.state;
	}
	get result(): FoldResult<State> {
		return this.#result;
	}
	get entries(): readonly LogEntry[] {
		return this.#entries;
	}
	/**
	 * Changes with every append and reset: a state computed before an await is this folder's only
	 * while the version is the same (a shared table may have rewritten the log meanwhile).
	 */
	get version(): number {
		return this.#version;
	}
	get nextSeq(): number {
		return this.#entries.length ? this.#entries[this.#entries.length - 1].seq + 1 : 1;
	}
	get canUndo(): boolean {
		return this.#result.effective.length > 0;
	}
	get canRedo(): boolean {
		return this.#result.redoable.length > 0;
	}
	/** Checkpoints worth storing, newest last. */
	get checkpoints(): readonly Snapshot<State>[] {
		return this.#checkpoints;
	}

	/** Tries a game event against the current state without recording it. */
	try(event: GameEvent): State | RuleViolation {
		return applyEntry(this.#engine, this.#result.state, event);
	}

	/**
	 * The state the log would fold to with `entry` appended, without appending it: what an undo
	 * or a redo would leave, so its consequences (e.g. the session's status) can be written with it.
	 */
	stateAfter(entry: LogEntry): State {
		return foldLog(this.#engine, this.initial, [...this.#entries, entry], this.#checkpoints).state;
	}

	/** Replaces the whole log (another tab wrote, or the session was opened). */
	reset(entries: readonly LogEntry[]): void {
		this.#version++;
		const next = [...entries].sort((a, b) => a.seq - b.seq);
		// A checkpoint names its place by seq alone: once the log was rewritten from some place
		// (a shared table put another phone's entry there), those from that place on fold a log
		// that is gone, and are dropped.
		const old = this.#entries;
		let same = 0;
		while (same < old.length && same < next.length && sameEntry(old[same], next[same])) same++;
		if (same < old.length) {
			const from = old[same].seq;
			this.#checkpoints = this.#checkpoints.filter((c) => c.lastSeq < from);
		}
		this.#entries = next;
		this.#refold();
	}

	/** Adds entries that follow the current ones; falls back to a full refold when needed. */
	append(entry: LogEntry, computed?: State): void {
		this.#version++;
		this.#entries.push(entry);
		if (!isMetaEvent(entry.event) && computed !== undefined) {
			const effective = [...this.#result.effective, entry];
			this.#result = { ...this.#result, state: computed, effective, redoable: [] };
			this.#maybeCheckpoint();
			return;
		}
		this.#refold();
	}

	#refold(): void {
		this.#result = foldLog(this.#engine, this.initial, this.#entries, this.#checkpoints);
		for (const c of this.#result.checkpoints) this.#keep(c);
	}

	#maybeCheckpoint(): void {
		const { effective, state } = this.#result;
		const count = effective.length;
		if (count === 0 || count % SNAPSHOT_EVERY !== 0) return;
		this.#keep({ count, lastSeq: effective[count - 1].seq, state });
	}

	#keep(checkpoint: Snapshot<State>): void {
		this.#checkpoints = this.#checkpoints.filter((c) => c.count !== checkpoint.count);
		this.#checkpoints.push(checkpoint);
		this.#checkpoints.sort((a, b) => a.count - b.count);
	}
}
