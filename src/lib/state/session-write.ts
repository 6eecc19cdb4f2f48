/**
 * The writing half of the session store (session.svelte.ts): what a write comes to and the words
 * for it, the entry a write makes and the tip snapshot that goes with it, and the one way an entry
 * is stored, with what is done when the browser reports a failure.
 */
import { SNAPSHOT_FORMAT } from '$lib/db/snapshot-format';
import type { GameEvent, RuleViolation } from '$lib/core/engine';
import {
	isMetaEvent,
	LogFolder,
	logEntryOf,
	REDO,
	resolveLog,
	SNAPSHOT_EVERY,
	tipAfter,
	UNDO,
	type LogEntry,
	type TipSnapshot
} from '$lib/core/eventlog';
import { isLifeEvent, type Life } from '$lib/core/life';
import {
	afterFailedWrite,
	appendEvent,
	ConflictError,
	haltStorage,
	lifeOfSession,
	loadEntry,
	reopenIfFailed,
	type SessionRow,
	type StoredAfterFailure
} from '$lib/db';
import { storageErrorMessage } from '$lib/i18n/storage';

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

/** A change written elsewhere that this tab has taken in: the log position it reached. */
export interface ElsewhereChange {
	seq: number;
}

/** What a write came to inside the store: a conflict is another tab having written first. */
export type Written = WriteResult | { status: 'conflict' };

/** Why an undo or redo did nothing: another tab wrote first (the game shown is now its). */
export function notDone(what: 'undone' | 'redone'): string {
	return `Nothing was ${what}, because the game changed in another tab or on another device just before. The game is shown as it is now: try again if it still applies.`;
}

/** Why an entry refused by a misread of the log was not recorded. */
export const MISREAD =
	'The browser read this game wrongly from its storage (it found no entries where there are some), which usually means the device is out of space. This was not saved, and Tablemate has stopped saving for now so as not to damage what is stored. Free some space on the device, then try again.';

/** How long a write may go unanswered before the screen says it is still being saved. */
export const SLOW_WRITE_MS = 3000;

/** Why a typed entry was not recorded: the game changed in another tab or on another device. */
export const CHANGED_ELSEWHERE =
	'This was not recorded, because the game changed in another tab or on another device after you typed it. What you typed is still here: check it against the game as it is now, then record it again.';
/** The same for an entry that no form's typing made (a button's). */
export const CHANGED_ELSEWHERE_FIRST =
	'This was not recorded, because the game changed in another tab or on another device just before. The game is shown as it is now: do it again if it still applies.';

/** The entry a write makes at the end of a folded log, with what it leads to. */
export interface PlannedEntry<State> {
	entry: LogEntry;
	/** The state after the entry. */
	after: State;
	/** The tip snapshot stored with the entry (every SNAPSHOT_EVERY entries), or null. */
	tip: TipSnapshot<State> | null;
}

/**
 * The entry `event` makes at the end of `folder`'s log, now. A game event comes with the state it
 * leads to (`computed`, already checked); undo and redo compute theirs here. An entry of the game
 * after which its rules say it is over says so, so the clock leaves out the time it stands over
 * if a correction takes it back (core/life.ts). `savedTip` is the seq of the last stored tip.
 */
export function planEntry<State>(
	folder: LogFolder<State>,
	isFinished: (state: State) => boolean,
	event: GameEvent,
	computed: State | undefined,
	savedTip: number
): PlannedEntry<State> {
	const seq = folder.nextSeq;
	const plain = { seq, at: Date.now(), event };
	const after = computed ?? folder.stateAfter(plain);
	const over = !isMetaEvent(event) && !isLifeEvent(event) && isFinished(after);
	const entry: LogEntry = { ...plain, ...(over ? { over: true as const } : {}) };
	const tip = seq - savedTip >= SNAPSHOT_EVERY ? tipAfter(folder.result, entry, after) : null;
	return { entry, after, tip };
}

/**
 * The game's life once `entry` (not yet written) is in `folder`'s log; the current one without.
 * `row` is the session row it is read with (the stored one once the entry is written).
 */
export function lifeAfter<State>(
	folder: LogFolder<State>,
	row: SessionRow,
	entry?: LogEntry
): Life {
	const effective = !entry
		? folder.result.effective
		: entry.event.type === UNDO || entry.event.type === REDO
			? resolveLog([...folder.entries, entry]).effective
			: [...folder.result.effective, entry];
	return lifeOfSession(row, effective);
}

/** A tip snapshot of session `sessionId` as it is stored. */
export function snapshotRow<State>(sessionId: string, tip: TipSnapshot<State>) {
	return {
		sessionId,
		build: SNAPSHOT_FORMAT,
		...tip,
		redoable: tip.redoable.map((e) => ({ sessionId, ...e }))
	};
}

/**
 * What became of storing one entry: stored (`entry` is the row as written, or as read back when
 * the browser reported a failure although it stored it: then `reportedFailed`), another tab
 * wrote at that seq first (`conflict`), or nothing was stored (`reason` in plain words).
 */
export type StoreOutcome =
	| { status: 'stored'; entry: LogEntry; reportedFailed: boolean }
	| { status: 'conflict' }
	| { status: 'failed'; reason: string };

/** What `appendEvent` is given besides the session, seq and event. */
export type EntryOptions = Parameters<typeof appendEvent>[3] & { at: number };

/**
 * Stores `event` as entry `seq` of session `sessionId`, at `options.at`. Storage closed on a full
 * disk opens again only once there is room (see halt.ts). After a reported failure, what is
 * stored decides the outcome: the browser may have stored the entry anyway. A conflict where no
 * entry is stored at `seq` is a misread of the log's end (Chromium on a full disk can read an
 * empty log): storage is failing, so it is closed until there is room and the write fails.
 */
export async function storeEntry(
	sessionId: string,
	seq: number,
	event: GameEvent,
	options: EntryOptions
): Promise<StoreOutcome> {
	try {
		await reopenIfFailed();
		const row = await appendEvent(sessionId, seq, event, options);
		return { status: 'stored', entry: row, reportedFailed: false };
	} catch (err) {
		const stored = await storedAfterFailure(sessionId, err, seq, options.at);
		if (stored !== 'nothing' && stored !== 'unknown')
			return { status: 'stored', entry: stored, reportedFailed: true };
		if (!(err instanceof ConflictError))
			return { status: 'failed', reason: storageErrorMessage(err, stored) };
		if (await misreadConflict(sessionId, seq)) return { status: 'failed', reason: MISREAD };
		return { status: 'conflict' };
	}
}

/**
 * After a write failed: reads the log's last entry again to learn what is stored. The entry
 * written at `seq` (known by its time, to the millisecond) when the browser stored it although
 * it reported a failure; `nothing` when it is not stored; `unknown` when storage cannot be read.
 */
async function storedAfterFailure(
	sessionId: string,
	err: unknown,
	seq: number,
	at: number
): Promise<LogEntry | StoredAfterFailure> {
	return afterFailedWrite(err, async () => {
		const mine = await loadEntry(sessionId, seq);
		if (!mine || mine.at !== at) return 'nothing';
		return logEntryOf(mine);
	});
}

/**
 * True when a write was refused as if another tab had written first, yet no entry is stored at
 * `seq`: the log's end was misread. The storage is failing, so it is closed (see halt.ts).
 */
async function misreadConflict(sessionId: string, seq: number): Promise<boolean> {
	let stored: unknown;
	try {
		stored = await loadEntry(sessionId, seq);
	} catch {
		stored = undefined;
	}
	if (stored !== undefined) return false;
	haltStorage();
	return true;
}
