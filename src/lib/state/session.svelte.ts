/**
 * An open game session as runes: the folded state of its log, kept current with liveQuery so that
 * two tabs on the same session agree, and the one way screens enter events. What it reads of
 * storage is in session-read.ts, how it writes an entry in session-write.ts; this class keeps the
 * runes the screens show and the order of things (the quick opening from a tip, the whole log
 * after it, writes waiting for what they need).
 */
import { liveQuery, type Subscription } from 'dexie';
import type { PhoneRef } from '$lib/core/shared-table/said';
import {
	isViolation,
	violation,
	type GameEngine,
	type GameEvent,
	type RuleViolation,
	type Scoreboard
} from '$lib/core/engine';
import {
	LogFolder,
	logEntryOf,
	REDO,
	SNAPSHOT_EVERY,
	tipOf,
	UNDO,
	type LogEntry
} from '$lib/core/eventlog';
import { refusalTextLater } from './said.svelte';
import { isLifeEvent, lifeEntryProblem, lifeOf, type Life, type LifeStep } from '$lib/core/life';
import {
	db,
	lifeOfSession,
	loadEvents,
	reopenIfFailed,
	saveSnapshot,
	sessionStatus,
	storeOverMarks,
	updateSession,
	type SessionRow,
	type SessionStatus
} from '$lib/db';
import { storageErrorMessage, storageReadMessage } from '$lib/i18n/storage';
import { loadGame, type GameModule } from '$lib/games/registry';
import { summaryAfterMerge } from '$lib/db/shared-tables';
import { summaryOfState } from './plays';
import { seatsNow } from '$lib/core/seats';
import {
	foldAgain,
	liveReadProblem,
	readFromTip,
	readSessionRow,
	readSnapshots,
	readWholeLog,
	takeInRows,
	type TipOpening
} from './session-read';
import {
	CHANGED_ELSEWHERE,
	CHANGED_ELSEWHERE_FIRST,
	lifeAfter,
	notDone,
	planEntry,
	SLOW_WRITE_MS,
	snapshotRow,
	storeEntry,
	type ElsewhereChange,
	type WriteOptions,
	type WriteResult,
	type Written
} from './session-write';

export {
	CHANGED_ELSEWHERE,
	CHANGED_ELSEWHERE_FIRST,
	SLOW_WRITE_MS,
	type ElsewhereChange,
	type FormDraft,
	type WriteOptions,
	type WriteResult
} from './session-write';

/**
 * While a long log opened from its tip is still being read: the state and next seq it has
 * reached, with the entries this tab wrote meanwhile (and the state after each), which the whole
 * log's fold then takes in.
 */
interface OpenTip<State> {
	state: State;
	nextSeq: number;
	written: { entry: LogEntry; state: State }[];
}

export class SessionStore<State = unknown> {
	session = $state<SessionRow | null>(null);
	state = $state.raw<State | null>(null);
	/**
	 * The seats as the game now knows them (core/seats.ts: late joiners, names changed for the
	 * game), each with the colour and emoji it was set up with, for the screens' marks.
	 */
	seats = $derived(this.session ? seatsNow(this.state, this.session.players) : []);
	entries = $state.raw<readonly LogEntry[]>([]);
	canUndo = $state(false);
	canRedo = $state(false);
	/** A storage or loading problem, in plain words. */
	error = $state<string | null>(null);
	/** True when the game could not be opened because storage could not be read (not a missing game). */
	unreadable = $state(false);
	loading = $state(true);
	/** True while an entry is being written, so buttons can wait. */
	busy = $state(false);
	/**
	 * True when the entry being written has had no answer from the browser for a few seconds (a
	 * device out of space can keep a write waiting): the screen says it is still being saved
	 * rather than nothing.
	 */
	slowWrite = $state(false);
	#slowTimer: ReturnType<typeof setTimeout> | undefined;
	/** Log entries that the engine of this build refuses (kept, shown, never fatal). */
	skipped = $state(0);
	/** False while a long log is still being read after the state was shown from a snapshot. */
	historyLoaded = $state(false);
	/**
	 * True once an entry made now is written at once: a long log of a game in progress, opened
	 * from its tip snapshot, takes game entries before its whole history is read (undo, redo and
	 * the game's life steps wait for it).
	 */
	writable = $state(false);
	/**
	 * The game entry the last undo took back, so the form that made it can show its values again
	 * for the player to fix and record anew. Cleared by the next entry or redo.
	 */
	undone = $state.raw<LogEntry | null>(null);
	/** The log position this tab has reached (the seq of its last entry; 0 before any). */
	logSeq = $state(0);
	/**
	 * The latest change to this game written in another tab or on another device, once this tab
	 * has taken it in (null until one comes): forms that hold typed values keep them and say so.
	 */
	changedElsewhere = $state.raw<ElsewhereChange | null>(null);
	/** On a shared table: who this phone's entries are by, in words ("Ada's phone"). */
	author: PhoneRef | undefined = undefined;

	/**
	 * The game's life as its log gives it (finished, abandoned or reopened by the table, its
	 * clock's pauses), null until the whole log is read.
	 */
	life = $state.raw<Life | null>(null);

	scoreboard: Scoreboard | null = $derived.by(() =>
		this.state && this.#game ? this.#game.engine.scoreboard(this.state) : null
	);

	/** True once the game's own rules have ended it. */
	overByRules: boolean = $derived.by(() =>
		this.state && this.#game ? this.#game.engine.isFinished(this.state) : false
	);

	#game: GameModule | null = null;
	#folder: LogFolder<State> | null = null;
	#subscriptions: Subscription[] = [];
	#savedTip = 0;
	/** Settles once the whole log is folded; undo and redo made before then wait for it. */
	#ready: Promise<void>;
	#markReady: () => void = () => {};
	/** Settles once entries can be written: from a tip snapshot, or once the whole log is folded. */
	#writable: Promise<void>;
	#markWritable: () => void = () => {};
	#tip: OpenTip<State> | null = null;
	#lastSeq = 0;
	/** `changedElsewhere.seq` as plain data (0 before any), for code that runs as a form closes. */
	#elsewhereSeq = 0;

	/** `load` is the game loader; tests pass their own. */
	constructor(
		readonly id: string,
		private readonly load: (game: SessionRow['game']) => Promise<GameModule> = loadGame
	) {
		this.#ready = new Promise((resolve) => (this.#markReady = resolve));
		this.#writable = new Promise((resolve) => (this.#markWritable = resolve));
	}

	get game(): GameModule | null {
		return this.#game;
	}

	/** Loads the session, folds its log from the stored snapshots and starts listening. */
	async open(): Promise<void> {
		try {
			// After a failure to open, or a halt on a full disk, the database is tried afresh
			// (a halted one only once there is room again).
			await reopenIfFailed();
			const read = await readSessionRow(this.id);
			if ('error' in read) {
				this.error = read.error;
				return;
			}
			const session = read.row;
			this.session = session;
			this.#game = await this.load(session.game);
			const engine = this.#engine();
			const initial = engine.setup(session.players, session.houseRules);
			if (isViolation(initial)) {
				this.error = `This game cannot start: ${await refusalTextLater(initial)}`;
				return;
			}
			const snapshots = await readSnapshots<State>(this.id);
			this.#savedTip = Math.max(0, ...snapshots.map((s) => s.logSeq));
			const resumed = await readFromTip(this.id, engine, snapshots);
			if (resumed) this.#showTip(session, resumed);
			const { folder, marks } = await readWholeLog(session, engine, initial, snapshots);
			// What this tab wrote while the log was read follows it (unless the read saw it).
			const written = this.#tip?.written ?? [];
			for (const { entry, state } of written)
				if (entry.seq === folder.nextSeq) folder.append(entry, state);
			this.#tip = null;
			this.#folder = folder;
			this.#publish();
			// Those entries were written without the game's summary (its clock needs the whole
			// log): it is written now.
			if (written.length) await this.#writeSummary();
			else if (marks) await this.#storeOverMarks(session, marks);
			this.#keepTipNear();
			await this.#repairStatus();
			this.#listen();
		} catch (err) {
			// A database that cannot be opened is no missing game: the screen says which it is.
			const unreadable = storageReadMessage(err);
			this.unreadable = unreadable !== null;
			this.error = unreadable ?? (err instanceof Error ? err.message : storageErrorMessage(err));
		} finally {
			this.loading = false;
			this.writable = this.#folder !== null;
			this.#markWritable();
			this.#markReady();
		}
	}

	/**
	 * Shows the game as its tip snapshot gives it while the whole log is read. A game in progress
	 * (its stored status says the table has not ended it) takes game entries at once. An ended
	 * one waits for its whole log, whose life entries say what it may take.
	 */
	#showTip(session: SessionRow, resumed: TipOpening<State>): void {
		this.state = resumed.state;
		this.canUndo = resumed.canUndo;
		this.canRedo = resumed.canRedo;
		this.skipped = resumed.skipped;
		this.logSeq = resumed.logSeq;
		this.loading = false;
		if (session.status === 'active' && !session.endedByTable) {
			this.#tip = { state: resumed.state, nextSeq: this.logSeq + 1, written: [] };
			this.writable = true;
			this.#markWritable();
		}
	}

	/**
	 * The engine of this session's game. `State` is the caller's word for this session's game:
	 * the session page opens the screen of the session's own game, and that screen names its
	 * game's state.
	 */
	#engine(): GameEngine<State, GameEvent, unknown> {
		return this.#game!.engine as GameEngine<State, GameEvent, unknown>;
	}

	#listen(): void {
		// A live read that fails (e.g. the browser closed the storage) is said, not swallowed.
		const failed = (err: unknown) => {
			const problem = liveReadProblem(err);
			if (problem) this.error = problem;
		};
		this.#subscriptions.push(
			liveQuery(() => db.sessions.get(this.id)).subscribe({
				next: (row) => {
					if (row) this.session = row;
				},
				error: failed
			}),
			// Reads only what is newer than what this tab has, so a long log is not re-read.
			liveQuery(() => loadEvents(this.id, this.#lastSeq)).subscribe({
				next: (rows) => this.#receive(rows),
				error: failed
			})
		);
	}

	#receive(rows: LogEntry[]): void {
		const folder = this.#folder;
		if (!folder) return;
		const taken = takeInRows(folder, rows);
		if (taken === 'taken') this.#publish(true);
		// A gap means this tab missed something: read the whole log again.
		else if (taken === 'gap')
			void loadEvents(this.id).then((all) => {
				folder.reset(all);
				this.#publish(true);
				this.#summaryAfterMerge(folder);
			});
		if (taken === 'taken') this.#summaryAfterMerge(folder);
	}

	/** Another phone's entries merged in dropped the game's summary: it is written again. */
	#summaryAfterMerge(folder: LogFolder<State>): void {
		const summary = this.#summaryOf(folder.state, this.#lifeAfter());
		void summaryAfterMerge(db, this.id, folder.nextSeq - 1, summary).catch(() => {});
	}

	/**
	 * Shows the folded log. `elsewhere` when what is new came from another tab or device: said
	 * before the state changes, so whatever the new state closes or changes already knows why.
	 */
	#publish(elsewhere = false): void {
		const folder = this.#folder;
		if (!folder) return;
		this.#lastSeq = folder.nextSeq - 1;
		this.logSeq = this.#lastSeq;
		if (elsewhere) {
			this.#elsewhereSeq = this.#lastSeq;
			this.changedElsewhere = { seq: this.#lastSeq };
		}
		this.state = folder.state;
		if (this.session) this.life = lifeOfSession(this.session, folder.result.effective);
		this.entries = folder.entries;
		this.canUndo = folder.canUndo;
		this.canRedo = folder.canRedo;
		this.skipped = folder.result.skipped.length;
		this.historyLoaded = true;
	}

	/**
	 * A log opened more than SNAPSHOT_EVERY entries past its stored tip (written by an older build,
	 * or whose snapshots were of another build) gets one now, so the next opening is fast. Every
	 * later tip is written with the entry that reaches it (see #write).
	 */
	#keepTipNear(): void {
		const folder = this.#folder;
		if (!folder || this.#lastSeq - this.#savedTip < SNAPSHOT_EVERY) return;
		const tip = tipOf(folder.result, this.#lastSeq);
		if (!tip) return;
		this.#savedTip = tip.logSeq;
		void saveSnapshot(snapshotRow(this.id, tip));
	}

	/**
	 * The log position the latest change from elsewhere reached (0 before any). Unlike the
	 * `changedElsewhere` rune, it reads the same in a closing form's teardown, where Svelte shows
	 * runes as they were before the change that closes it.
	 */
	elsewhereSeq(): number {
		return this.#elsewhereSeq;
	}

	/** Checks an event against the rules without recording it. */
	check(event: GameEvent): State | RuleViolation {
		if (this.#folder) return this.#folder.try(event);
		if (this.#tip && this.#game && !isLifeEvent(event))
			return this.#engine().apply(this.#tip.state, event);
		return { kind: 'violation', reason: 'The game is still loading.' };
	}

	/**
	 * The session's status once `state` counts with `life`: the one place it is derived. A game
	 * is over when its rules say so or when the table finished or abandoned it.
	 */
	#statusOf(state: State, life: Life): SessionStatus {
		return sessionStatus(this.#game!.engine.isFinished(state), life);
	}

	/** The game's life once `entry` (not yet written) is in the log; the current one without. */
	#lifeAfter(entry?: LogEntry, row: SessionRow = this.session!): Life {
		return lifeAfter(this.#folder!, row, entry);
	}

	/**
	 * The session's play once `state` counts, written with the change that leads to it.
	 */
	#summaryOf(state: State, life: Life) {
		return summaryOfState(this.#engine(), state, life);
	}

	/** Rewrites a stored status that disagrees with the log (written by an older build). */
	async #repairStatus(): Promise<void> {
		const folder = this.#folder;
		if (!folder || !this.session) return;
		const life = this.#lifeAfter();
		const status = this.#statusOf(folder.state, life);
		if (this.session.status === status) return;
		try {
			await updateSession(this.id, { status }, undefined, this.#summaryOf(folder.state, life));
			this.session = { ...this.session, status };
		} catch {
			// Only the home screen's sorting reads the stored status; the next write fixes it.
		}
	}

	/**
	 * Checks and records one event. A refused event is shown and nothing is written; a storage
	 * failure is shown and nothing changes on screen. `options.draft` is the form's draft that
	 * this entry records: it is deleted in the same transaction. When another tab wrote first,
	 * or changed the game since the form's values were typed, the entry is refused with that
	 * reason and the form keeps it, to be checked and recorded again.
	 */
	async dispatch(input: GameEvent, options: WriteOptions = {}): Promise<WriteResult> {
		// A screen may build the event from its own reactive state: store plain data only.
		const event = $state.snapshot(input) as GameEvent;
		await this.#writable;
		// The game's life steps are read against the whole log.
		if (isLifeEvent(event)) await this.#ready;
		const folder = this.#folder;
		if ((!folder && !this.#tip) || !this.#game)
			return this.#failed('The game is still loading. Try again.');
		const draft = options.draft;
		const form = typeof draft === 'object' ? draft : undefined;
		const draftName = typeof draft === 'object' ? draft.form : draft;
		if (form?.unseenChange()) {
			form.acknowledge();
			return { status: 'refused', violation: violation(CHANGED_ELSEWHERE) };
		}
		// A game the table ended takes nothing but its reopening; the life's own steps are checked
		// against where it stands (no engine sees them).
		const closed = this.life && lifeEntryProblem(this.life, this.overByRules, event);
		if (closed) return { status: 'refused', violation: closed };
		const next = this.check(event);
		if (isViolation(next)) return { status: 'refused', violation: next };
		const result = this.#folder
			? await this.#write(event, next, draftName)
			: await this.#writeFromTip(event, next, draftName);
		if (result.status === 'conflict') {
			// Another tab wrote first; this tab now shows its game, and the refusal says so.
			form?.acknowledge();
			const reason = draft === undefined ? CHANGED_ELSEWHERE_FIRST : CHANGED_ELSEWHERE;
			return { status: 'refused', violation: violation(reason) };
		}
		if (result.status === 'saved') {
			this.undone = null;
		}
		return result;
	}

	/** Undoes the last entry (as an entry of its own); once written, says which entry it took back. */
	async undo(): Promise<WriteResult> {
		await this.#ready;
		const effective = this.#folder?.result.effective ?? [];
		const undone = effective[effective.length - 1];
		if (!undone)
			return { status: 'refused', violation: { kind: 'violation', reason: 'Nothing to undo.' } };
		const result = await this.#write({ type: UNDO });
		if (result.status === 'conflict') return this.#failed(notDone('undone'));
		if (result.status !== 'saved') return result;
		this.undone = undone;
		return { status: 'saved', entry: undone };
	}

	/** Redoes the last undone entry; once written, says which entry it put back. */
	async redo(): Promise<WriteResult> {
		await this.#ready;
		const redoable = this.#folder?.result.redoable ?? [];
		const redone = redoable[redoable.length - 1];
		if (!redone)
			return { status: 'refused', violation: { kind: 'violation', reason: 'Nothing to redo.' } };
		const result = await this.#write({ type: REDO });
		if (result.status === 'conflict') return this.#failed(notDone('redone'));
		if (result.status !== 'saved') return result;
		this.undone = null;
		return { status: 'saved', entry: redone };
	}

	/**
	 * The table acts on the game's life: finishes or abandons it, reopens it, or pauses or
	 * resumes its clock. An entry of the log like any other, so undo takes it back.
	 */
	lifeStep(step: LifeStep): Promise<WriteResult> {
		return this.dispatch({ type: step });
	}

	/**
	 * Changes where the game was played ('' for nowhere), with the play that follows, so Stats
	 * counts it at its new location at once. Throws what storage says, for the screen to show.
	 */
	async setLocation(location: string): Promise<void> {
		await this.#ready;
		const folder = this.#folder;
		if (!folder || !this.session) throw new Error('the game is still loading');
		const summary = this.#summaryOf(folder.state, this.#lifeAfter());
		await updateSession(this.id, { location }, undefined, summary);
		const stored = await db.sessions.get(this.id);
		if (stored) this.session = stored;
	}

	/** The table ends the game before its rules do (finishes it), or reopens it. */
	endByTable(ended: boolean): Promise<WriteResult> {
		return this.lifeStep(ended ? 'finish' : 'reopen');
	}

	#startWrite(): void {
		this.busy = true;
		clearTimeout(this.#slowTimer);
		this.#slowTimer = setTimeout(() => (this.slowWrite = this.busy), SLOW_WRITE_MS);
	}

	#endWrite(): void {
		this.busy = false;
		clearTimeout(this.#slowTimer);
		this.slowWrite = false;
	}

	/** A write that did not happen: the caller shows `reason` beside what the player did. */
	#failed(reason: string): WriteResult {
		return { status: 'failed', reason };
	}

	/**
	 * Writes one log entry with the status that follows from it, in one transaction. A game event
	 * comes with the state it leads to (already checked); undo and redo compute theirs here.
	 */
	async #write(event: GameEvent, computed?: State, draft?: string): Promise<Written> {
		const folder = this.#folder!;
		// `computed` and `after` fold the log as it is now; see #takeStored.
		const version = folder.version;
		const engine = this.#engine();
		const planned = planEntry(folder, (s) => engine.isFinished(s), event, computed, this.#savedTip);
		const { entry, after, tip } = planned;
		const life = this.#lifeAfter(entry);
		this.#startWrite();
		this.error = null;
		try {
			// The entry is stored with this very time, so the summary's clock equals what a fold of
			// the stored log gives.
			const outcome = await storeEntry(this.id, entry.seq, event, {
				status: this.#statusOf(after, life),
				clearsDraft: draft,
				summary: this.#summaryOf(after, life),
				snapshot: tip ? snapshotRow(this.id, tip) : undefined,
				at: entry.at,
				by: this.author,
				over: entry.over
			});
			// An entry the browser stored although it reported a failure is taken in as any other.
			if (outcome.status === 'stored')
				return await this.#takeStored(logEntryOf(outcome.entry), computed, version, !!tip);
			if (outcome.status === 'conflict') await this.#showConflict();
			return outcome;
		} finally {
			this.#endWrite();
		}
	}

	/** Another tab wrote first: shows the game as it now is (the refusal says to try again). */
	async #showConflict(): Promise<void> {
		try {
			this.#folder?.reset(await loadEvents(this.id));
			this.#publish(true);
		} catch {
			// The message already says to try again.
		}
	}

	/**
	 * Takes an entry this tab stored (reported saved, or found stored after a reported failure)
	 * into the fold. `computed` is the state it leads to from the log as it was at `version`: a
	 * shared table may have rewritten the log while the entry was stored (another phone's round
	 * put before this one's), and the screen folded it again; then that state is of the old log,
	 * and the log is folded again with the entry instead. `tip` says a tip snapshot went with it.
	 */
	async #takeStored(
		entry: LogEntry,
		computed: State | undefined,
		version: number,
		tip: boolean
	): Promise<Written> {
		const folder = this.#folder!;
		if (tip) this.#savedTip = entry.seq;
		const stale = folder.version !== version;
		if (entry.seq === folder.nextSeq) folder.append(entry, stale ? undefined : computed);
		this.#publish();
		if (stale) await this.#repairStatus();
		return { status: 'saved', entry };
	}

	/**
	 * Folds the whole log again: a shared table (src/lib/shared-table) rewrote it, putting another
	 * phone's entry before one of this phone's (`elsewhere`), or added who made this phone's own.
	 */
	async reload(elsewhere = true): Promise<void> {
		await this.#ready;
		const folder = this.#folder;
		if (!folder) return;
		await foldAgain(this.id, folder);
		this.#publish(elsewhere);
	}

	/**
	 * Writes one game event while a long log opened from its tip is still being read: at the
	 * tip's next seq, with the status of `next`, the state it leads to. The game is in progress
	 * (see #load), so its status follows from its rules alone; its summary, whose clock needs the
	 * whole log, is dropped here and written once the log is read (a summary is never wrong,
	 * only missing for that moment, and the Stats screen builds a missing one from the log).
	 * The whole log's fold takes the entry in; if another tab wrote first, that fold is awaited
	 * and the game is shown as it now is.
	 */
	async #writeFromTip(event: GameEvent, next: State, draft?: string): Promise<Written> {
		const tip = this.#tip!;
		const seq = tip.nextSeq;
		const over = this.#engine().isFinished(next);
		this.#startWrite();
		this.error = null;
		try {
			const outcome = await storeEntry(this.id, seq, event, {
				status: sessionStatus(over, lifeOf([], 0)),
				clearsDraft: draft,
				by: this.author,
				over,
				at: Date.now()
			});
			if (outcome.status === 'conflict') {
				// The whole log's fold, once read, shows the other tab's entry.
				await this.#ready;
				await this.#showConflict();
			}
			if (outcome.status !== 'stored') return outcome;
			if (outcome.reportedFailed) {
				// Stored after all: the whole log's fold, read from storage, takes it in.
				await this.#ready;
				try {
					this.#folder?.reset(await loadEvents(this.id));
					this.#publish();
				} catch {
					// The entry is stored; the next read shows it.
				}
				return { status: 'saved', entry: outcome.entry };
			}
			await this.#takeFromTip(tip, logEntryOf(outcome.entry), next);
			return { status: 'saved', entry: outcome.entry };
		} finally {
			this.#endWrite();
		}
	}

	/** Takes in an entry written from the tip: into the whole log's fold, if it is read by now. */
	async #takeFromTip(tip: OpenTip<State>, entry: LogEntry, next: State): Promise<void> {
		const folder = this.#folder;
		if (folder) {
			// The whole log was folded meanwhile, with or without this entry.
			if (entry.seq === folder.nextSeq) folder.append(entry, next);
			this.#publish();
			await this.#writeSummary();
			return;
		}
		tip.written.push({ entry, state: next });
		tip.state = next;
		tip.nextSeq = entry.seq + 1;
		this.state = next;
		this.canUndo = true;
		this.canRedo = false;
		this.logSeq = entry.seq;
	}

	/** Writes the game's summary from the whole log (after entries written from the tip). */
	async #writeSummary(): Promise<void> {
		const folder = this.#folder;
		if (!folder || !this.session) return;
		const life = this.#lifeAfter();
		try {
			await updateSession(
				this.id,
				{ status: this.#statusOf(folder.state, life) },
				undefined,
				this.#summaryOf(folder.state, life)
			);
		} catch {
			// The Stats screen builds a missing summary from the log.
		}
	}

	/**
	 * Stores the marks of a log that had none (see SessionRow.overMarked), with the play they
	 * lead to, unless the session changed since `read`; a failure only means they are computed
	 * again next time.
	 */
	async #storeOverMarks(read: SessionRow, marks: ReadonlySet<number>): Promise<void> {
		const folder = this.#folder;
		if (!folder) return;
		try {
			const summary = this.#summaryOf(folder.state, this.#lifeAfter());
			if ((await storeOverMarks([{ read, over: marks, summary }])).length)
				this.session = { ...(this.session ?? read), overMarked: true };
		} catch {
			// The next opening marks the log again.
		}
	}

	/** Stops listening; call when the screen closes. */
	destroy(): void {
		for (const s of this.#subscriptions) s.unsubscribe();
		this.#subscriptions = [];
	}
}
