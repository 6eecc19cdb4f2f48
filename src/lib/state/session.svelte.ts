/**
 * An open game session as runes: the folded state of its log, kept current with liveQuery so that
 * two tabs on the same session agree, and the one way screens enter events.
 */
import { version } from '$app/environment';
import { liveQuery, type Subscription } from 'dexie';
import { isViolation, type GameEvent, type RuleViolation, type Scoreboard } from '$lib/core/engine';
import {
	foldFromTip,
	LogFolder,
	REDO,
	SNAPSHOT_EVERY,
	tipOf,
	UNDO,
	type LogEntry,
	type TipSnapshot
} from '$lib/core/eventlog';
import {
	appendEvent,
	ConflictError,
	db,
	loadEvents,
	loadSnapshots,
	saveSnapshot,
	storageErrorMessage,
	type SessionRow
} from '$lib/db';
import { loadGame, type GameModule } from '$lib/games/registry';

export class SessionStore<State = unknown> {
	session = $state<SessionRow | null>(null);
	state = $state.raw<State | null>(null);
	entries = $state.raw<readonly LogEntry[]>([]);
	canUndo = $state(false);
	canRedo = $state(false);
	/** The last refusal, shown to the table until the next entry. */
	violation = $state<RuleViolation | null>(null);
	/** A storage or loading problem, in plain words. */
	error = $state<string | null>(null);
	loading = $state(true);
	/** True while an entry is being written, so buttons can wait. */
	busy = $state(false);
	/** Log entries that the engine of this build refuses (kept, shown, never fatal). */
	skipped = $state(0);
	/** False while a long log is still being read after the state was shown from a snapshot. */
	historyLoaded = $state(false);

	scoreboard: Scoreboard | null = $derived.by(() =>
		this.state && this.#game ? this.#game.engine.scoreboard(this.state) : null
	);

	#game: GameModule | null = null;
	#folder: LogFolder<State, GameEvent> | null = null;
	#subscriptions: Subscription[] = [];
	#savedTip = 0;
	/** Settles once the whole log is folded; entries made before then wait for it. */
	#ready: Promise<void>;
	#markReady: () => void = () => {};
	#lastSeq = 0;

	/** `load` is the game loader; tests pass their own. */
	constructor(
		readonly id: string,
		private readonly load: (game: SessionRow['game']) => Promise<GameModule> = loadGame
	) {
		this.#ready = new Promise((resolve) => (this.#markReady = resolve));
	}

	get game(): GameModule | null {
		return this.#game;
	}

	/** Loads the session, folds its log from the stored snapshots and starts listening. */
	async open(): Promise<void> {
		try {
			const session = await db.sessions.get(this.id);
			if (!session) {
				this.error = 'This game is not on this device. It may have been deleted.';
				return;
			}
			this.session = session;
			this.#game = await this.load(session.game);
			const initial = this.#game.engine.setup(session.players, session.houseRules);
			if (isViolation(initial)) {
				this.error = `This game cannot start: ${initial.reason}`;
				return;
			}
			const snapshots = (await loadSnapshots(this.id, version)).map((row) => ({
				count: row.count,
				lastSeq: row.lastSeq,
				logSeq: row.logSeq ?? 0,
				redoable: row.redoable ?? [],
				state: row.state as State
			}));
			this.#savedTip = Math.max(0, ...snapshots.map((s) => s.logSeq));
			// A long log opens from its newest tip snapshot and the few entries after it, so the
			// table sees the game at once; the whole log (for history and deep undo) follows.
			const tip = snapshots.reduce<TipSnapshot<State> | null>(
				(best, s) => (s.logSeq > (best?.logSeq ?? 0) ? s : best),
				null
			);
			if (tip && this.#showTip(tip, await loadEvents(this.id, tip.logSeq))) {
				this.loading = false;
				this.busy = true;
			}
			const events = await loadEvents(this.id);
			this.#folder = new LogFolder(this.#game.engine, initial as State, events, snapshots);
			this.#publish();
			this.busy = false;
			this.#listen();
		} catch (err) {
			this.error = err instanceof Error ? err.message : storageErrorMessage(err);
		} finally {
			this.loading = false;
			this.#markReady();
		}
	}

	/** Shows the state from a tip snapshot; false when the entries after it need the whole log. */
	#showTip(tip: TipSnapshot<State>, tail: LogEntry[]): boolean {
		const resumed = foldFromTip(this.#game!.engine, tip, tail);
		if (!resumed) return false;
		this.state = resumed.state;
		this.canUndo = resumed.depth > 0;
		this.canRedo = resumed.redoable > 0;
		this.skipped = resumed.skipped;
		return true;
	}

	#listen(): void {
		this.#subscriptions.push(
			liveQuery(() => db.sessions.get(this.id)).subscribe({
				next: (row) => {
					if (row) this.session = row;
				},
				error: () => {}
			}),
			// Reads only what is newer than what this tab has, so a long log is not re-read.
			liveQuery(() => loadEvents(this.id, this.#lastSeq)).subscribe({
				next: (rows) => this.#receive(rows),
				error: () => {}
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
				this.#publish();
			});
			return;
		}
		for (const row of fresh) {
			// Another tab's entry was checked there; folding it on here avoids refolding the log.
			const next =
				row.event.type === UNDO || row.event.type === REDO ? undefined : folder.try(row.event);
			folder.append(
				{ seq: row.seq, at: row.at, event: row.event },
				next === undefined || isViolation(next) ? undefined : next
			);
		}
		this.#publish();
	}

	#publish(): void {
		const folder = this.#folder;
		if (!folder) return;
		this.state = folder.state;
		this.entries = folder.entries;
		this.canUndo = folder.canUndo;
		this.canRedo = folder.canRedo;
		this.skipped = folder.result.skipped.length;
		this.historyLoaded = true;
		this.#lastSeq = folder.nextSeq - 1;
		// Keep a tip snapshot within SNAPSHOT_EVERY entries of the end, so reopening stays fast.
		if (this.#lastSeq - this.#savedTip >= SNAPSHOT_EVERY) {
			const tip = tipOf(folder.result, this.#lastSeq);
			if (tip) {
				this.#savedTip = tip.logSeq;
				void saveSnapshot({
					sessionId: this.id,
					build: version,
					...tip,
					redoable: tip.redoable.map((e) => ({ sessionId: this.id, ...e }))
				});
			}
		}
	}

	/** Checks an event against the rules without recording it. */
	check(event: GameEvent): State | RuleViolation {
		if (!this.#folder) return { kind: 'violation', reason: 'The game is still loading.' };
		return this.#folder.try(event);
	}

	/**
	 * Checks and records one event. A refused event is shown and nothing is written; a storage
	 * failure is shown and nothing changes on screen. Returns the refusal, if any.
	 */
	async dispatch(input: GameEvent): Promise<RuleViolation | null> {
		// A screen may build the event from its own reactive state: store plain data only.
		const event = $state.snapshot(input) as GameEvent;
		await this.#ready;
		const folder = this.#folder;
		const game = this.#game;
		if (!folder || !game) return null;
		const next = folder.try(event);
		if (isViolation(next)) {
			this.violation = next;
			return next;
		}
		const finished = game.engine.isFinished(next);
		const ok = await this.#write(event, finished ? 'finished' : 'active', next);
		if (ok) this.violation = null;
		return null;
	}

	/** Undoes the last entry (as an entry of its own); returns the entry undone, once written. */
	async undo(): Promise<LogEntry | null> {
		await this.#ready;
		const effective = this.#folder?.result.effective ?? [];
		const undone = effective[effective.length - 1] ?? null;
		const written = undone !== null && (await this.#write({ type: UNDO }, 'active'));
		this.violation = null;
		return written ? undone : null;
	}

	/** Redoes the last undone entry; returns it, once written. */
	async redo(): Promise<LogEntry | null> {
		await this.#ready;
		const redoable = this.#folder?.result.redoable ?? [];
		const redone = redoable[redoable.length - 1] ?? null;
		const written = redone !== null && (await this.#write({ type: REDO }, undefined));
		this.violation = null;
		return written ? redone : null;
	}

	async #write(event: GameEvent, status: SessionRow['status'] | undefined, computed?: State) {
		const folder = this.#folder!;
		this.busy = true;
		this.error = null;
		try {
			const row = await appendEvent(this.id, folder.nextSeq, event, status);
			if (row.seq === folder.nextSeq) folder.append({ seq: row.seq, at: row.at, event }, computed);
			if (event.type === REDO && this.#game) {
				await this.#syncStatus();
			}
			this.#publish();
			return true;
		} catch (err) {
			this.error = storageErrorMessage(err);
			if (err instanceof ConflictError) {
				folder.reset(await loadEvents(this.id));
				this.#publish();
			}
			return false;
		} finally {
			this.busy = false;
		}
	}

	async #syncStatus(): Promise<void> {
		const finished = this.#game!.engine.isFinished(this.#folder!.state);
		const status = finished ? 'finished' : 'active';
		if (this.session && this.session.status !== status) {
			await db.sessions.update(this.id, { status });
		}
	}

	/** Stops listening; call when the screen closes. */
	destroy(): void {
		for (const s of this.#subscriptions) s.unsubscribe();
		this.#subscriptions = [];
	}
}
