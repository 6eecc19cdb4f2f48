/**
 * What a player has typed in one form and not recorded yet, kept in IndexedDB beside the game so
 * that it survives a look at the rules, a reload, or the phone switching apps. Create one during a
 * component's initialisation (it uses `$effect`); the form binds to `draft.value`.
 */
import { untrack } from 'svelte';
import type { GameEvent } from '$lib/core/engine';
import { isQuotaError } from '$lib/db/errors';
import { storageErrorMessage } from '$lib/i18n/storage';
import { m } from '$lib/paraglide/messages';
import { draftKey } from '$lib/db/name';
import { peekDraft } from '$lib/db/peek';
import { draftWritesMade, trackDraftWrites } from './draft-writes';
import { notices } from './notices.svelte';
import { storageCode, warmStorageCode } from './storage-code';
import type { FormDraft, SessionStore } from './session.svelte';

/** A form's stored draft: read without Dexie, or through it where that read fails. */
async function loadDraft(sessionId: string, form: string): Promise<unknown> {
	await draftWritesMade(draftKey(sessionId, form));
	const peeked = await peekDraft(draftKey(sessionId, form));
	warmStorageCode();
	return peeked === null ? (await storageCode()).loadDraft(sessionId, form) : peeked;
}

async function saveDraft(sessionId: string, form: string, value: unknown): Promise<void> {
	return (await storageCode()).saveDraft(sessionId, form, value);
}

/** How long typing may pause before the draft is written (a leaving page writes at once). */
const SAVE_DELAY_MS = 150;

/**
 * Where a page that is left (or hidden) keeps a copy of a draft whose write is still under way,
 * by draft key: IndexedDB may never finish a write begun as the page goes (a reload closes its
 * connection first), while localStorage writes at once. The copy is dropped once the write is
 * made, and read first by the next page.
 */
const LEAVING_PREFIX = 'tablemate.leaving-draft:';

/** A leaving page's copy of a draft: its values, or none when the form had been emptied. */
interface LeavingCopy {
	value?: unknown;
}

function readLeavingCopy(key: string): LeavingCopy | undefined {
	try {
		const text = localStorage.getItem(LEAVING_PREFIX + key);
		if (text === null) return undefined;
		const copy: unknown = JSON.parse(text);
		return typeof copy === 'object' && copy !== null ? (copy as LeavingCopy) : undefined;
	} catch {
		// No localStorage (or junk in it): only the stored draft is read.
		return undefined;
	}
}

function writeLeavingCopy(key: string, copy: LeavingCopy): boolean {
	try {
		localStorage.setItem(LEAVING_PREFIX + key, JSON.stringify(copy));
		return true;
	} catch {
		// Full, missing, or values JSON cannot hold (BigInts): the write in IndexedDB still goes.
		return false;
	}
}

function dropLeavingCopy(key: string): void {
	try {
		localStorage.removeItem(LEAVING_PREFIX + key);
	} catch {
		// Nothing to drop without localStorage.
	}
}

/** JSON text of plain form data, BigInts included, to tell a draft from the form's initial values. */
function fingerprint(value: unknown): string {
	return JSON.stringify(value, (_key, v: unknown) =>
		typeof v === 'bigint' ? `${v.toString()}n` : v
	);
}

/** Why what was typed will not survive a reload: its draft could not be written. */
export function draftErrorMessage(err: unknown): string {
	if (isQuotaError(err)) {
		return m.fm_draft_full();
	}
	return m.fm_draft_failed({ reason: storageErrorMessage(err) });
}

/** The session a form's draft follows: where its log is, and what changed elsewhere. */
export type FollowedSession = Pick<SessionStore, 'logSeq' | 'changedElsewhere' | 'elsewhereSeq'>;

export interface DraftOptions<T> {
	/**
	 * Turns a stored value back into the form's shape, or undefined when it no longer fits (an
	 * older build wrote it, or the game moved on): stored data is never trusted as it is.
	 */
	restore: (stored: unknown) => T | undefined;
	/**
	 * The open session, for a form of a game: when another tab or device changes the game, the
	 * form keeps what was typed and says so (`movedOn`), and a write of it is refused once (see
	 * `SessionStore.dispatch`) so nothing typed for an older game is recorded unseen.
	 */
	session?: FollowedSession;
	/**
	 * What was typed, in a few words (e.g. the text of a field), for the notice a form gives when
	 * it closes because the game moved on elsewhere; null when there is nothing worth repeating.
	 * Never give it to a form typed in secret (a b-list, a bid): the notice shows to the table.
	 */
	describe?: (value: T) => string | null;
}

export class Draft<T> implements FormDraft {
	/** The form's current values; bind inputs to it. */
	value = $state() as T;
	/** True once any stored draft has been read and shown. */
	ready = $state(false);
	/** Why the draft could not be kept on this device (the form still shows what was typed). */
	error = $state<string | null>(null);
	/** Said beside the form when the game moved on elsewhere while it held typed values. */
	movedOn = $state<string | null>(null);
	/** The log position what the form holds was typed against (or last checked against). */
	#seen: number;
	/** The latest change from elsewhere this form has shown its `movedOn` for (and stayed open). */
	#saidUpTo = 0;

	#timer: ReturnType<typeof setTimeout> | undefined;
	#pending = false;
	/**
	 * The values (as text) of the write under way (begun and not yet made or failed), or null. A
	 * write that failed is not kept for a leaving page: the form has said a reload would lose it.
	 */
	#unwritten: string | null = null;
	/** Writes go one after another, so a later value is never overwritten by an earlier one. */
	#queue: Promise<void> = Promise.resolve();
	#initial: string;
	/** The values (as text) of the copy a leaving page kept, until they are written (see leave). */
	#leftText: string | null = null;
	/**
	 * The values the store holds now (as text): a change back to them writes nothing, so a form
	 * reset after its entry was recorded never deletes a draft written since (an undo's refill).
	 */
	#stored: string;

	constructor(
		readonly sessionId: string,
		readonly form: string,
		private readonly initial: () => T,
		private readonly options: DraftOptions<T>
	) {
		this.value = initial();
		this.#initial = fingerprint(this.value);
		this.#stored = this.#initial;
		this.#seen = options.session?.logSeq ?? 0;
		void this.#load();

		// The wiring only: what the effects call is plain methods, so Node tests call them directly.
		$effect(() => {
			$state.snapshot(this.value);
			this.changed();
		});
		$effect(() => {
			if (options.session?.changedElsewhere) untrack(() => this.tookIn());
		});
		$effect(() => {
			const leave = () => this.leave();
			const hidden = () => {
				if (document.visibilityState === 'hidden') this.leave();
			};
			addEventListener('pagehide', leave);
			document.addEventListener('visibilitychange', hidden);
			return () => {
				removeEventListener('pagehide', leave);
				document.removeEventListener('visibilitychange', hidden);
				// The screen is closing (e.g. the player opened the rules): keep what was typed.
				this.flush();
				const lost = this.closing();
				if (lost) notices.show(lost, { sticky: true });
			};
		});
	}

	async #load(): Promise<void> {
		const before = fingerprint($state.snapshot(this.value));
		try {
			// What a page left with, before its write was made, is newer than what is stored.
			const left = readLeavingCopy(this.#key);
			const stored = left ? left.value : await loadDraft(this.sessionId, this.form);
			const restored = stored === undefined ? undefined : this.options.restore(stored);
			// A player who started typing before the stored draft arrived keeps what they typed.
			if (restored !== undefined) this.#stored = fingerprint(restored);
			if (left) {
				// Not written yet: written once ready (below), and the copy then dropped.
				this.#leftText = restored === undefined ? this.#initial : fingerprint(restored);
				this.#stored = '';
			}
			if (restored !== undefined && fingerprint($state.snapshot(this.value)) === before) {
				this.value = restored;
			}
		} catch {
			// A draft that cannot be read is only a convenience lost; the form starts empty.
		} finally {
			this.ready = true;
			// What was typed while the stored draft was being read is kept too.
			this.changed();
		}
	}

	/** True when the form holds something else than its initial values. */
	get typed(): boolean {
		return fingerprint($state.snapshot(this.value)) !== this.#initial;
	}

	/**
	 * The session changed in another tab or on another device. An empty form simply follows the
	 * game; one holding typed values keeps them, says the game moved on, and writes its draft again
	 * (the other tab's entry may have deleted it: a form's draft is stored once per game).
	 */
	tookIn(): void {
		const session = this.options.session;
		if (!session || session.elsewhereSeq() <= this.#seen) return;
		if (!this.typed) {
			this.acknowledge();
			return;
		}
		this.movedOn = m.fm_draft_moved_on();
		this.#stored = '';
		this.changed();
		// Still open once the change is on screen: the form has said it itself, so when it closes
		// later (a look at the rules) its draft is kept and it has nothing more to say.
		const seq = session.elsewhereSeq();
		queueMicrotask(() => (this.#saidUpTo = seq));
	}

	/**
	 * The form is closing. When the game moved on elsewhere while it held typed values, that is
	 * most likely why (what it asked for was done in another tab): gives the words that say so,
	 * with what was typed, so it is never dropped unseen; null otherwise.
	 */
	closing(): string | null {
		const session = this.options.session;
		if (!session || !this.unseenChange() || this.#saidUpTo >= session.elsewhereSeq()) return null;
		const typed = this.options.describe?.($state.snapshot(this.value) as T) ?? null;
		const moved = m.fm_draft_moved_away();
		return typed ? m.fm_draft_you_typed({ moved, typed }) : moved;
	}

	/** True when the game changed elsewhere since what the form holds was typed. */
	unseenChange(): boolean {
		const session = this.options.session;
		return session !== undefined && session.elsewhereSeq() > this.#seen && this.typed;
	}

	/** The player has been told the game moved on: the form's values now stand for this game. */
	acknowledge(): void {
		this.#seen = this.options.session?.logSeq ?? 0;
		this.movedOn = null;
	}

	/** Schedules a write of the current values (the form changed). */
	changed(): void {
		if (!this.ready) return;
		const text = fingerprint($state.snapshot(this.value));
		// Emptied by the player: nothing typed is left to be out of date.
		if (text === this.#initial && this.movedOn) this.acknowledge();
		clearTimeout(this.#timer);
		if (text === this.#stored) {
			this.#pending = false;
			return;
		}
		this.#pending = true;
		this.#timer = setTimeout(() => this.#save(text), SAVE_DELAY_MS);
	}

	#save(text: string): void {
		this.#pending = false;
		clearTimeout(this.#timer);
		// Back to the initial values means nothing is typed: no draft to keep.
		const value = text === this.#initial ? undefined : $state.snapshot(this.value);
		this.#stored = text;
		this.#unwritten = text;
		this.#queue = this.#queue.then(async () => {
			try {
				await saveDraft(this.sessionId, this.form, value);
				this.error = null;
				// The copy a leaving page kept holds these values: they are stored now.
				if (this.#leftText === text) {
					this.#leftText = null;
					dropLeavingCopy(this.#key);
				}
			} catch (err) {
				this.error = draftErrorMessage(err);
				// Not stored after all: the next change tries again.
				if (this.#stored === text) this.#stored = '';
			} finally {
				// Written or failed, it is no longer under way (a failed one is not copied: see leave).
				if (this.#unwritten === text) this.#unwritten = null;
			}
		});
		trackDraftWrites(this.#key, this.#queue);
	}

	/** Writes a pending change now (the screen closes, or a test waits for it). */
	flush(): void {
		if (this.#pending) this.#save(fingerprint($state.snapshot(this.value)));
	}

	/**
	 * The page is being left or hidden: a pending change is written now, and kept in a copy that
	 * survives the page, since the write may not be finished before the page goes.
	 */
	leave(): void {
		const text = fingerprint($state.snapshot(this.value));
		// Typing before the stored draft was read schedules nothing yet (`changed` waits for it), so
		// a page left in that moment (a reload on a slow phone) would take what was typed with it.
		const typedBeforeReady = !this.ready && text !== this.#initial;
		// A write begun after the typing pause but not made yet is no safer than one not begun: a
		// reload closes IndexedDB's connection first, and the write may go with it.
		const unwritten = this.#unwritten === text;
		if (!this.#pending && !typedBeforeReady && !unwritten) return;
		const value = text === this.#initial ? undefined : $state.snapshot(this.value);
		if (writeLeavingCopy(this.#key, value === undefined ? {} : { value })) this.#leftText = text;
		this.#save(text);
	}

	get #key(): string {
		return draftKey(this.sessionId, this.form);
	}

	/**
	 * Puts the form back to its initial values and forgets the draft: call it once the entry is
	 * recorded (the store's write already deleted the stored draft in the same transaction).
	 */
	reset(): void {
		clearTimeout(this.#timer);
		this.#pending = false;
		// Recorded: no copy a page left with may bring it back.
		this.#leftText = null;
		dropLeavingCopy(this.#key);
		this.value = this.initial();
		this.#initial = fingerprint(this.value);
		this.#stored = this.#initial;
		this.acknowledge();
		// Nothing typed is left to lose.
		this.error = null;
		this.#queue = this.#queue.then(() =>
			saveDraft(this.sessionId, this.form, undefined).catch(() => {})
		);
		trackDraftWrites(this.#key, this.#queue);
	}

	/** Settles once every write asked for so far has been made (for tests and for leaving). */
	settled(): Promise<void> {
		this.flush();
		return this.#queue;
	}
}

/** What an undone entry puts back: the draft name of the form that made it, and its values. */
export interface Refill {
	draft: string;
	value: unknown;
}

/**
 * Undo lets a player fix a typo: the entry the last undo took back goes back, as a draft, into
 * the form that made it. `formOf` says which form and with what values (null for entries no form
 * makes). Once the draft is written `count` changes, so a screen keys its open form on it and the
 * form reads the draft again; `onrefilled` then lets the screen open that form. Create one during
 * a component's initialisation (it uses `$effect`).
 */
export class UndoRefill<State, Back extends Refill> {
	count = $state(0);

	constructor(
		/** The open session (a getter, so a screen given another store follows it). */
		session: () => Pick<SessionStore<State>, 'id' | 'undone' | 'state'>,
		formOf: (event: GameEvent, state: State) => Back | null,
		onrefilled?: (back: Back) => void
	) {
		$effect(() => {
			const store = session();
			const undone = store.undone;
			if (!undone) return;
			untrack(() => {
				const back = store.state === null ? null : formOf(undone.event, store.state);
				if (!back) return;
				const written = saveDraft(store.id, back.draft, back.value).catch(() => {});
				trackDraftWrites(draftKey(store.id, back.draft), written);
				void written.then(() => {
					this.count++;
					onrefilled?.(back);
				});
			});
		});
	}
}
