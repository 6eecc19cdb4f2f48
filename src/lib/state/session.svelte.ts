/**
 * An open game session as runes: the folded state of its log, kept current with liveQuery so that
 * two tabs on the same session agree, and the one way screens enter events.
 */
import { version } from '$app/environment';
import { liveQuery, type Subscription } from 'dexie';
import {
	isViolation,
	violation,
	type GameEngine,
	type GameEvent,
	type RuleViolation,
	type Scoreboard
} from '$lib/core/engine';
import {
	foldFromTip,
	isMetaEvent,
	LogFolder,
	logEntryOf,
	newestTip,
	overSeqs,
	REDO,
	resolveLog,
	SNAPSHOT_EVERY,
	tipAfter,
	tipOf,
	UNDO,
	withOverMarks,
	type TipSnapshot,
	type LogEntry
} from '$lib/core/eventlog';
import { isLifeEvent, lifeEntryProblem, lifeOf, type Life, type LifeStep } from '$lib/core/life';
import {
	appendEvent,
	browserWords,
	ConflictError,
	db,
	lastEntry,
	lifeOfSession,
	loadEvents,
	reopenIfFailed,
	afterFailedWrite,
	haltStorage,
	storageHalted,
	saveSnapshot,
	sessionStatus,
	storageErrorMessage,
	storageReadMessage,
	storeOverMarks,
	updateSession,
	type StoredAfterFailure,
	type SessionRow,
	type SessionStatus
} from '$lib/db';
import { gamesKnown } from '$lib/db/known-games';
import { loadGame, type GameModule } from '$lib/games/registry';
import { storedSnapshots } from '$lib/db/stored-logs';
import { loadLogInChunks } from '$lib/db/log-chunks';
import { summaryOfState } from './plays';

/**
 * What became of one write, the one value every caller checks: the entry was saved (for undo
 * and redo, `entry` is the entry taken back or put back), the rules refused it (nothing written),
 * or storage failed (nothing written; `reason` says what to do). A screen clears what the player
 * typed only on `saved`.
 */
export type WriteResult =
	| { status: 'saved'; entry: LogEntry | null }
	| { status: 'refused'; violation: RuleViolation }
	| { status: 'failed'; reason: string };

/**
 * A form's draft as a write sees it (`Draft` in draft.svelte.ts is one): its name, and whether the
 * game changed elsewhere since the player typed what it holds.
 */
export interface FormDraft {
	readonly form: string;
	/** True when another tab or device changed the game since what the form holds was typed. */
	unseenChange(): boolean;
	/** The player has now been told that the game moved on (a refused write said so). */
	acknowledge(): void;
}

/**
 * Options of a write: the draft that this entry records, deleted with it. Given as the form's
 * `Draft` (rather than its name), the write is also refused once when the game changed in another
 * tab since the player typed it, so nothing typed for an older game is recorded unseen.
 */
export interface WriteOptions {
	draft?: string | FormDraft;
}

/** Why an undo or redo did nothing: another tab wrote first (the game shown is now its). */
function notDone(what: 'undone' | 'redone'): string {
	return `Nothing was ${what}, because the game changed in another tab or on another device just before. The game is shown as it is now: try again if it still applies.`;
}

/** What a write came to inside the store: a conflict is another tab having written first. */
type Written = WriteResult | { status: 'conflict' };

/** A change written elsewhere that this tab has taken in: the log position it reached. */
export interface ElsewhereChange {
	seq: number;
}

/** Why an entry refused by a misread of the log was not recorded. */
const MISREAD =
	'The browser read this game wrongly from its storage (it found no entries where there are some), which usually means the device is out of space. This was not saved, and Tablemate has stopped saving for now so as not to damage what is stored. Free some space on the device, then try again.';

/** How long a write may go unanswered before the screen says it is still being saved. */
export const SLOW_WRITE_MS = 3000;

/** Why a typed entry was not recorded: the game changed in another tab or on another device. */
export const CHANGED_ELSEWHERE =
	'This was not recorded, because the game changed in another tab or on another device after you typed it. What you typed is still here: check it against the game as it is now, then record it again.';
/** The same for an entry that no form's typing made (a button's). */
export const CHANGED_ELSEWHERE_FIRST =
	'This was not recorded, because the game changed in another tab or on another device just before. The game is shown as it is now: do it again if it still applies.';

export class SessionStore<State = unknown> {
	session = $state<SessionRow | null>(null);
	state = $state.raw<State | null>(null);
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
	author: string | undefined = undefined;

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
	/**
	 * While a long log opened from its tip is still being read: the state and next seq it has
	 * reached, with the entries this tab wrote meanwhile (and the state after each), which the
	 * whole log's fold then takes in.
	 */
	#tip: { state: State; nextSeq: number; written: { entry: LogEntry; state: State }[] } | null =
		null;
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
			const session = await db.sessions.get(this.id);
			if (!session) {
				// A browser that cleared its storage after a failure is not the player deleting.
				const cleared = gamesKnown() > 0 && (await db.sessions.count()) === 0;
				this.error = cleared
					? "This browser's storage no longer holds this game, nor any other: the browser cleared it (this can happen after the device ran out of space). If you have a backup file, restore it on the Backup screen."
					: 'This game is not on this device. It may have been deleted.';
				return;
			}
			this.session = session;
			this.#game = await this.load(session.game);
			// `State` is the caller's word for this session's game: the session page opens the
			// screen of the session's own game, and that screen names its game's state.
			const engine = this.#game.engine as GameEngine<State, GameEvent, unknown>;
			const initial = engine.setup(session.players, session.houseRules);
			if (isViolation(initial)) {
				this.error = `This game cannot start: ${initial.reason}`;
				return;
			}
			// A snapshot claiming more of the log than is stored is no snapshot of this log.
			const [stored, last] = await Promise.all([
				storedSnapshots<State>(this.id),
				lastEntry(this.id)
			]);
			const snapshots = stored.filter((s) => Math.max(s.logSeq, s.lastSeq) <= (last?.seq ?? 0));
			this.#savedTip = Math.max(0, ...snapshots.map((s) => s.logSeq));
			// A long log opens from its newest tip snapshot and the few entries after it, so the
			// table sees the game at once; the whole log (for history and deep undo) follows.
			const tip = newestTip(snapshots);
			const tail = tip ? await loadEvents(this.id, tip.logSeq) : [];
			const resumed = tip && foldFromTip(engine, tip, tail);
			if (resumed) {
				this.state = resumed.state;
				this.canUndo = resumed.depth > 0;
				this.canRedo = resumed.redoable > 0;
				this.skipped = resumed.skipped;
				this.logSeq = Math.max(tip.logSeq, tail.at(-1)?.seq ?? 0);
				this.loading = false;
				// A game in progress (its stored status says the table has not ended it) takes
				// game entries at once. An ended one waits for its whole log, whose life entries
				// say what it may take.
				if (session.status === 'active' && !session.endedByTable) {
					this.#tip = { state: resumed.state, nextSeq: this.logSeq + 1, written: [] };
					this.writable = true;
					this.#markWritable();
				}
			}
			const logged = await loadLogInChunks(this.id);
			// A log written before entries were marked gets its marks now, once: its clock then
			// leaves out the time the game stood over before a correction, as a new game's does.
			const marks = session.overMarked
				? null
				: overSeqs(engine, initial, logged, (state) => engine.isFinished(state));
			const events = marks ? withOverMarks(logged, marks) : logged;
			const folder = new LogFolder(engine, initial, events, snapshots);
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

	#listen(): void {
		// A live read that fails (e.g. the browser closed the storage) is said, not swallowed: the
		// screen may be out of date until the page is reloaded.
		const failed = (err: unknown) => {
			// Tablemate closed storage itself after a failing write, which said so already.
			if (storageHalted()) return;
			// Only a read failed here: nothing the player did is at stake, but the screen is stale.
			const words = browserWords(err);
			this.error = `This screen can no longer read the stored game${words ? ` (the browser said: "${words}")` : ''}, so it may be out of date. Reload the page to see what is stored.`;
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
		const fresh = rows.filter((r) => r.seq >= folder.nextSeq);
		if (fresh.length === 0) return;
		if (fresh[0].seq !== folder.nextSeq) {
			// A gap means this tab missed something: read the whole log again.
			void loadEvents(this.id).then((all) => {
				folder.reset(all);
				this.#publish(true);
			});
			return;
		}
		for (const row of fresh) {
			// Another tab's entry was checked there; folding it on here avoids refolding the log.
			const next =
				row.event.type === UNDO || row.event.type === REDO ? undefined : folder.try(row.event);
			folder.append(logEntryOf(row), next === undefined || isViolation(next) ? undefined : next);
		}
		this.#publish(true);
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

	/** The tip snapshot of this session as stored. */
	#snapshotRow(tip: TipSnapshot<State>) {
		return {
			sessionId: this.id,
			build: version,
			...tip,
			redoable: tip.redoable.map((e) => ({ sessionId: this.id, ...e }))
		};
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
		void saveSnapshot(this.#snapshotRow(tip));
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
		if (this.#tip && this.#game && !isLifeEvent(event)) {
			const engine = this.#game.engine as GameEngine<State, GameEvent, unknown>;
			return engine.apply(this.#tip.state, event);
		}
		return { kind: 'violation', reason: 'The game is still loading.' };
	}

	/**
	 * The session's status once `state` counts with `life`: the one place it is derived. A game
	 * is over when its rules say so or when the table finished or abandoned it.
	 */
	#statusOf(state: State, life: Life): SessionStatus {
		return sessionStatus(this.#game!.engine.isFinished(state), life);
	}

	/**
	 * The game's life once `entry` (not yet written) is in the log; the current one without.
	 * `row` is the session row it is read with (the stored one once the entry is written).
	 */
	#lifeAfter(entry?: LogEntry, row: SessionRow = this.session!): Life {
		const folder = this.#folder!;
		const effective = !entry
			? folder.result.effective
			: entry.event.type === UNDO || entry.event.type === REDO
				? resolveLog([...folder.entries, entry]).effective
				: [...folder.result.effective, entry];
		return lifeOfSession(row, effective);
	}

	/**
	 * The session's play once `state` counts, written with the change that leads to it.
	 */
	#summaryOf(state: State, life: Life) {
		return summaryOfState(this.#game!.engine as GameEngine<State, GameEvent, unknown>, state, life);
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
		const seq = folder.nextSeq;
		// `computed` and `after` fold the log as it is now; see the append below.
		const version = folder.version;
		const plain = { seq, at: Date.now(), event };
		const after = computed ?? folder.stateAfter(plain);
		// An entry of the game after which its rules say it is over says so, so the clock leaves
		// out the time it stands over if a correction takes it back (core/life.ts).
		const over = !isMetaEvent(event) && !isLifeEvent(event) && this.#game!.engine.isFinished(after);
		const entry: LogEntry = { ...plain, ...(over ? { over: true as const } : {}) };
		const life = this.#lifeAfter(entry);
		// Every SNAPSHOT_EVERY entries, the tip this entry reaches is stored with it.
		const tip =
			seq - this.#savedTip >= SNAPSHOT_EVERY ? tipAfter(folder.result, entry, after) : null;
		this.#startWrite();
		this.error = null;
		try {
			// The entry is stored with this very time, so the summary's clock equals what a fold of
			// the stored log gives.
			// Storage closed on a full disk opens again only once there is room (see halt.ts).
			await reopenIfFailed();
			const row = await appendEvent(this.id, seq, event, {
				status: this.#statusOf(after, life),
				clearsDraft: draft,
				summary: this.#summaryOf(after, life),
				snapshot: tip ? this.#snapshotRow(tip) : undefined,
				at: entry.at,
				by: this.author,
				over
			});
			return await this.#takeStored(logEntryOf(row), computed, version, !!tip);
		} catch (err) {
			// The browser may have stored the entry although it reported a failure: what is
			// stored decides what the screen says, taken in as a stored entry is.
			const stored = await this.#storedAfterFailure(err, seq, entry.at);
			if (stored !== 'nothing' && stored !== 'unknown')
				return await this.#takeStored(stored, computed, version, !!tip);
			if (!(err instanceof ConflictError)) return this.#failed(storageErrorMessage(err, stored));
			if (await this.#misreadConflict(seq)) return this.#failed(MISREAD);
			try {
				folder.reset(await loadEvents(this.id));
				this.#publish(true);
			} catch {
				// The message already says to try again.
			}
			return { status: 'conflict' };
		} finally {
			this.#endWrite();
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
		// An entry this tab appended while the log was read is read again, never dropped.
		for (;;) {
			const before = folder.nextSeq;
			const rows = await loadEvents(this.id);
			if (folder.nextSeq !== before) continue;
			folder.reset(rows);
			break;
		}
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
		const at = Date.now();
		this.#startWrite();
		this.error = null;
		try {
			// Storage closed on a full disk opens again only once there is room (see halt.ts).
			await reopenIfFailed();
			const row = await appendEvent(this.id, seq, event, {
				status: sessionStatus(this.#game!.engine.isFinished(next), lifeOf([], 0)),
				clearsDraft: draft,
				by: this.author,
				over: this.#game!.engine.isFinished(next),
				at
			});
			const entry = logEntryOf(row);
			const folder = this.#folder;
			if (folder) {
				// The whole log was folded meanwhile, with or without this entry.
				if (entry.seq === folder.nextSeq) folder.append(entry, next);
				this.#publish();
				await this.#writeSummary();
			} else {
				tip.written.push({ entry, state: next });
				tip.state = next;
				tip.nextSeq = seq + 1;
				this.state = next;
				this.canUndo = true;
				this.canRedo = false;
				this.logSeq = seq;
			}
			return { status: 'saved', entry: row };
		} catch (err) {
			const stored = await this.#storedAfterFailure(err, seq, at);
			if (stored !== 'nothing' && stored !== 'unknown') {
				// Stored after all: the whole log's fold, read from storage, takes it in.
				await this.#ready;
				try {
					this.#folder?.reset(await loadEvents(this.id));
					this.#publish();
				} catch {
					// The entry is stored; the next read shows it.
				}
				return { status: 'saved', entry: stored };
			}
			if (!(err instanceof ConflictError)) return this.#failed(storageErrorMessage(err, stored));
			if (await this.#misreadConflict(seq)) return this.#failed(MISREAD);
			await this.#ready;
			try {
				this.#folder?.reset(await loadEvents(this.id));
				this.#publish(true);
			} catch {
				// The message already says to try again.
			}
			return { status: 'conflict' };
		} finally {
			this.#endWrite();
		}
	}

	/**
	 * After a write failed: reads the log's last entry again to learn what is stored. The entry
	 * this tab wrote at `seq` (known by its time, to the millisecond) when the browser stored it
	 * although it reported a failure; `nothing` when it is not stored; `unknown` when storage
	 * cannot be read.
	 */
	async #storedAfterFailure(
		err: unknown,
		seq: number,
		at: number
	): Promise<LogEntry | StoredAfterFailure> {
		return afterFailedWrite(err, async () => {
			const mine = await db.events.get([this.id, seq]);
			if (!mine || mine.at !== at) return 'nothing';
			return logEntryOf(mine);
		});
	}

	/**
	 * True when a write was refused as if another tab had written first, yet no entry is stored
	 * at `seq`: the log's end was misread (Chromium on a full disk can read an empty log). The
	 * storage is failing, so it is closed until there is room (see halt.ts).
	 */
	async #misreadConflict(seq: number): Promise<boolean> {
		let stored: unknown;
		try {
			stored = await db.events.get([this.id, seq]);
		} catch {
			stored = undefined;
		}
		if (stored !== undefined) return false;
		haltStorage();
		return true;
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
