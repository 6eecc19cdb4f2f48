/**
 * The one Dexie schema class. Version history (never edit an old version; add a new one):
 * 1. sessions, events, players, settings.
 * 2. snapshots (folded states, so long sessions open fast), recent (tool history), and players
 *    gain `lastUsedAt` so the roster lists regulars first.
 * 3. drafts (what a player has typed but not recorded yet), so nothing typed is lost when the
 *    screen changes, the page reloads or the phone switches apps.
 * 4. summaries (each session's play for the stats, kept with every write), so the Stats screen
 *    reads one small row a game instead of folding every log. Existing sessions get theirs built
 *    after the upgrade (see state/plays.ts): an upgrade cannot load the game engines it needs.
 * 5. sharedTables (a shared game's code, this phone and its copy of the shared document).
 * 6. no new table: every stored summary is marked as built by no build, so each is built again
 *    from its log. A play now says who each player is (their id, late joiners too, and the name
 *    they sat down with when the game renamed them) and counts only the time the game was open
 *    for play; an older summary, still shown on Home until then, would count a player renamed for
 *    one game as another player in Stats.
 * 7. logChunks: a log stored as rows of many entries (LogChunkRow), as an import writes the games
 *    it adds, since a row costs the browser far more than its bytes (issue 37: 70,000 one-entry
 *    rows were most of a 10,000-game import). Nothing stored before moves: a log is its chunks'
 *    entries followed by its `events` rows, and an older log simply has no chunks (log-store.ts).
 * 8. photos: pictures taken at the table, each of one game (PhotoRow), resized on the phone
 *    (core/photo-size.ts) and kept only here and in backups. Nothing stored before changes.
 */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { GameEvent, GameId, Said, SessionPlayer } from '../core/engine';
import type { SigningKeys } from '../core/shared-table/signing';
import type { SharedEntry } from '../core/shared-table/merge';
import type { SecretOutcome, SignedSealed } from '../core/shared-table/trust';
import type { EntryBy } from '../core/shared-table/said';
import { lifeOf, statusOf, type GameStatus, type Life } from '../core/life';
import type { Play } from '../core/plays';
import type { PlayOrigin } from '../core/plays-import/to-games';
import { DB_NAME } from './name';

/** In progress, finished (by its rules or the table), or abandoned by the table. */
export type SessionStatus = GameStatus;

/**
 * The one rule for a session's status: what the table said in its log (`life`, see
 * core/life.ts), else over when its rules say so.
 */
export function sessionStatus(finishedByRules: boolean, life: Life): SessionStatus {
	return statusOf(finishedByRules, life);
}

/**
 * A session's life from its entries that count: its clock starts at its creation, and an older
 * build's "Mark as finished" flag (`endedByTable`) ends it when the log says nothing of its life.
 */
export function lifeOfSession(
	row: Pick<SessionRow, 'createdAt' | 'updatedAt' | 'endedByTable'>,
	effective: readonly { at: number; event: { type: unknown } }[]
): Life {
	return lifeOf(effective, row.createdAt, row.endedByTable ? row.updatedAt : undefined);
}

export { NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from './name';
/**
 * Players the roster keeps on a device, and a backup's roster may list: every write holds to it,
 * so a device's own backup always fits.
 */
export const ROSTER_MAX_PLAYERS = 2000;

export interface SessionRow {
	id: string;
	game: GameId;
	title: string;
	players: SessionPlayer[];
	houseRules: Record<string, unknown>;
	/**
	 * Derived, never set on its own: 'finished' when the rules say the game is over or the table
	 * finished it, 'abandoned' when the table abandoned it (entries of its log, core/life.ts).
	 * Stored so the home screen can sort without folding logs.
	 */
	status: SessionStatus;
	/**
	 * Written by older builds only: the table chose to end the game before its rules did. Now the
	 * log says so (core/life.ts); this still ends a game whose log says nothing of its life.
	 */
	endedByTable?: boolean;
	createdAt: number;
	updatedAt: number;
	/** Number of log entries, kept with each write so the home screen need not count. */
	eventCount: number;
	/**
	 * Set once every entry of the log carries its `over` mark (EventRow.over): on a game created
	 * or imported by a build that marks them, and on an older one the first time its game's code
	 * reads it (state/over-marks.ts), since an upgrade of the database cannot load the engines
	 * that know when a game's rules ended it. A log without it may lack marks, and its clock would
	 * count the time the game stood over before a correction.
	 */
	overMarked?: true;
	/** Where the game was played, when known (an imported play's location). */
	location?: string;
	/** The game's BoardGameGeek id, when known (an imported play's). */
	bggId?: number;
	/**
	 * Set on a game imported from BG Stats or BoardGameGeek: its source and id there (so the same
	 * play is never imported twice), and the winners its file named, which stand whatever the
	 * scores say (core/plays.ts `playOf`). Optional fields: no new Dexie version is needed.
	 */
	origin?: PlayOrigin;
}

export interface EventRow {
	sessionId: string;
	seq: number;
	at: number;
	event: GameEvent;
	/** On a shared table: who made the entry, as data (an older build's English words: "Ada's phone"). */
	by?: EntryBy;
	/**
	 * Set on an entry of the game after which its rules said it was over, so the game's clock
	 * leaves out the time it stood over if a later entry (a correction) takes it back.
	 */
	over?: true;
}

/**
 * Entries `first` to `last` of a session's log in one row, in order, each as an `EventRow` without
 * its session. A log's chunks come before its `events` rows: they hold entries 1 to the last
 * chunk's `last`, with no gap, and its rows the entries after (log-store.ts keeps this).
 */
export interface LogChunkRow {
	sessionId: string;
	first: number;
	last: number;
	entries: Omit<EventRow, 'sessionId'>[];
}

export interface SnapshotRow {
	sessionId: string;
	count: number;
	lastSeq: number;
	/**
	 * The snapshot format it was computed in (db/snapshot-format.ts; the app version in older
	 * builds): a snapshot of another format is ignored, not trusted.
	 */
	build: string;
	state: unknown;
	/** Set on snapshots of the log's tip: the last entry folded in, and what could be redone then. */
	logSeq?: number;
	redoable?: EventRow[];
}

export interface PlayerRow {
	id: string;
	name: string;
	colour?: string;
	/** Their BoardGameGeek username, learnt from an imported file: matched first on the next. */
	bggUsername?: string;
	/** One emoji shown beside their name (core/player-emoji.ts), when they chose one. */
	emoji?: string;
	createdAt: number;
	lastUsedAt: number;
}

export interface SettingRow {
	key: string;
	value: unknown;
}

/**
 * One form's typed-but-unrecorded values. `key` is `${sessionId}:${form}`; the new-game form
 * uses the session id `new`. A draft is deleted when its entry is recorded.
 */
export interface DraftRow {
	key: string;
	sessionId: string;
	value: unknown;
	at: number;
}

/**
 * A session's play as its log gives it, for the stats and the CSV export: written (or deleted) in
 * the same transaction as every change of the session, so it never disagrees with the log. A
 * missing row, or one computed in another format (summary-format.ts), is built again from the log.
 */
export interface SummaryRow {
	sessionId: string;
	/**
	 * The summary format it was computed in (summary-format.ts; older builds wrote their app
	 * version here): a summary of another format is built again from the log. On the token row
	 * (SUMMARIES_TOKEN_KEY), the token.
	 */
	build: string;
	/** The play; null when this build cannot open the session's game. */
	play: Play | null;
	/** Milliseconds played: the game's clock (core/life.ts), pauses left out. */
	duration: number;
	/** The session's entry count when computed, for a build that races a newer write. */
	eventCount: number;
}

export interface RecentRow {
	id?: number;
	kind: string;
	at: number;
	data: unknown;
}

/** The stores of version 1, kept so the migration test can write a version 1 database. */
export const STORES_V1 = {
	sessions: 'id, status, updatedAt, game',
	events: '[sessionId+seq], sessionId',
	players: 'id, name',
	settings: 'key'
};

export const STORES_V2 = {
	...STORES_V1,
	players: 'id, name, lastUsedAt',
	snapshots: '[sessionId+count], sessionId',
	recent: '++id, kind, at'
};

export const STORES_V3 = {
	...STORES_V2,
	drafts: 'key, sessionId'
};

export const STORES_V4 = {
	...STORES_V3,
	summaries: 'sessionId, build'
};

/**
 * A game shared with other phones (see src/lib/shared-table): the table's code, which phone this is and
 * whom it plays, and this phone's full copy of the shared document, so it keeps playing offline.
 */
export interface SharedTableRow {
	sessionId: string;
	/** The table's secret code; knowing it is the only way in. */
	code: string;
	/** The relay's address (ws:// or wss://). */
	relay: string;
	/** This phone's id at the table (random). */
	phone: string;
	/** The player this phone plays (null until chosen). */
	playerId: string | null;
	/** True on the phone that shared the game. */
	host: boolean;
	/**
	 * On the host's phone: true once the relay first accepted the table (created its room), so
	 * its code is worth showing; a phone that joined came in through the relay.
	 */
	accepted?: boolean;
	/** The shared document as one Yjs update. */
	doc: Uint8Array;
	/** The shared id of each entry of the session's log, in seq order. */
	known: string[];
	/**
	 * What the merge could not count (see core/shared-table/merge.ts), as shown to the table; `id` and `event`
	 * (set by this build) let a player add the entry again as the next one.
	 */
	conflicts: {
		by: EntryBy;
		/**
		 * What the entry was, in English words: kept by older builds only. This build keeps the
		 * entry (`event`) and words it in the reader's language when shown.
		 */
		what?: string;
		/** Why it did not count, in the words of the phone's language when merged (older rows). */
		reason: string;
		/** Why it did not count, as data: worded in the reader's language when shown. */
		said?: Said;
		at: number;
		id?: string;
		event?: GameEvent;
	}[];
	/**
	 * This phone's signing keys (core/shared-table/signing.ts): its id at the table is the hash of the public
	 * key, and it signs every entry and record it writes. Missing on a table shared by an older
	 * build, whose entries were never signed: such a table is not followed any more.
	 */
	signing?: SigningKeys;
	/** The host's phone id, as this phone learnt it when it shared or joined (trust on first use). */
	hostPhone?: string;
	/**
	 * Every verified entry this phone has seen at the table, its own first: kept whatever the
	 * shared document says later, so no other phone can make this one lose an entry.
	 */
	entries?: SharedEntry[];
	/** Set when this phone left the table or was removed: it keeps its copy and stops syncing. */
	left?: 'left' | 'removed';
	/**
	 * The keys of this phone's sealed secret moves (by `<round>:<player>`), which never leave it
	 * before the reveal.
	 */
	secretKeys?: Record<string, string>;
	/**
	 * This phone's sealed secret moves as it signed them (by `<round>:<player>`): shared again if
	 * another phone deletes or replaces them in the shared document.
	 */
	secretSealed?: Record<string, SignedSealed>;
	/**
	 * What came of the last revealed round of secret moves (by round id), as this phone worked it
	 * out: never recorded again, whatever the rules would say of it later.
	 */
	secretOutcomes?: Record<string, SecretOutcome>;
	/**
	 * This phone's ECDH key pair (JWK): the public half is published at the table, the private
	 * half opens the new code the host seals to it when the table moves (a phone was removed).
	 */
	phoneKeys?: { publicKey: JsonWebKey; privateKey: JsonWebKey };
	/** The id of the last move of the table to a new code that this phone followed. */
	moved?: string;
	/**
	 * This phone's entries that record a reveal and are not shared yet, by log position →
	 * `SharedEntry.reveal`: kept here, not in memory, so a reload between the two steps still
	 * shares the entry as that reveal (counted once, never shown as a conflict).
	 */
	reveals?: Record<number, string>;
}

export const STORES_V5 = {
	...STORES_V4,
	sharedTables: 'sessionId'
};

export const STORES_V7 = {
	...STORES_V5,
	logChunks: '[sessionId+first]'
};

export const STORES_V8 = {
	...STORES_V7,
	photos: 'id, sessionId, size'
};

/**
 * A photo of a game, as the phone resized it: the image's bytes (JPEG or WebP), its size in
 * pixels, when it was taken and an optional caption. Never shared at a shared table.
 */
export interface PhotoRow {
	id: string;
	sessionId: string;
	/** The image's type: what the phone's encoder gave (core/photo-size.ts, PHOTO_TYPES). */
	type: 'image/jpeg' | 'image/webp';
	bytes: ArrayBuffer;
	/** `bytes.byteLength`, indexed so the photos' total is summed from the index alone. */
	size: number;
	width: number;
	height: number;
	/** When it was added (ms since 1970). */
	at: number;
	/** What the person typed about it; the alt text is the game and date, then this. */
	caption?: string;
}

export { DB_NAME };

/** The build a summary is marked with when it must be built again: no build is called that. */
export const STALE_BUILD = '';

/**
 * The key of the row whose token changes with every change of the summaries: never a session's
 * id, since ids are never empty. A screen that keeps the plays in memory reads only this row to
 * know whether they still hold (see summaries.ts). Kept here, beside the upgrade that writes one.
 */
export const SUMMARIES_TOKEN_KEY = '';

/** A new token row: written, it tells copies kept in memory that the summaries changed. */
export function newTokenRow(): SummaryRow {
	const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
	return { sessionId: SUMMARIES_TOKEN_KEY, build: token, play: null, duration: 0, eventCount: 0 };
}

/** The themes the app can show: the `theme` setting holds one (state/settings.svelte.ts). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export class TablemateDB extends Dexie {
	sessions!: EntityTable<SessionRow, 'id'>;
	events!: Table<EventRow, [string, number]>;
	snapshots!: Table<SnapshotRow, [string, number]>;
	players!: EntityTable<PlayerRow, 'id'>;
	settings!: EntityTable<SettingRow, 'key'>;
	recent!: EntityTable<RecentRow, 'id'>;
	drafts!: EntityTable<DraftRow, 'key'>;
	summaries!: EntityTable<SummaryRow, 'sessionId'>;
	sharedTables!: EntityTable<SharedTableRow, 'sessionId'>;
	logChunks!: Table<LogChunkRow, [string, number]>;
	photos!: EntityTable<PhotoRow, 'id'>;

	constructor(name = DB_NAME) {
		super(name);
		this.version(1).stores(STORES_V1);
		this.version(2)
			.stores(STORES_V2)
			.upgrade(async (tx) => {
				await tx
					.table('players')
					.toCollection()
					.modify((p: Partial<PlayerRow>) => {
						p.lastUsedAt ??= p.createdAt ?? 0;
					});
				await tx
					.table('sessions')
					.toCollection()
					.modify((s: Partial<SessionRow>) => {
						s.title ??= '';
						s.houseRules ??= {};
					});
			});
		this.version(3).stores(STORES_V3);
		this.version(4).stores(STORES_V4);
		this.version(5).stores(STORES_V5);
		this.version(6)
			.stores(STORES_V5)
			.upgrade(async (tx) => {
				const marked = await tx
					.table('summaries')
					.filter((row: SummaryRow) => row.sessionId !== SUMMARIES_TOKEN_KEY)
					.modify((row: SummaryRow) => {
						row.build = STALE_BUILD;
					});
				// The token row (keyed '', no session's summary) tells a Stats screen kept in memory.
				if (marked) await tx.table('summaries').put(newTokenRow());
			});
		// A new table only: every log stored before is its `events` rows, as it was.
		this.version(7).stores(STORES_V7);
		// A new table only: no game had photos before.
		this.version(8).stores(STORES_V8);
	}
}
