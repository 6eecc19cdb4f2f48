/**
 * What a shared table tells its players, as data: a code (`table/<what>`) and the values its
 * sentence needs. Each phone words it in its own language (src/lib/i18n/table.ts), so nothing the
 * table or the relay says reaches a screen as another phone's sentence.
 */
import type { Said } from '../engine';

/**
 * A phone as an entry names it: by the player it plays, else as the host's or a guest's phone;
 * `label` is an entry's own words when they are none of these (an older phone's).
 */
export type PhoneNamed = { name: string } | { host: boolean } | { label: string };

/** Who made an entry, as this build signs it: data, worded by each phone in its own language. */
export type PhoneRef = { name: string } | { host: boolean };

/** An entry's `by`: data, or the English words an older phone signed ("Ada's phone"). */
export type EntryBy = PhoneRef | string;

export type TableSaid =
	| { code: 'table/unreachable' }
	/** The relay closed with `close`; `text` is its own reason, shown only for a code the app does not know. */
	| { code: 'table/relay-closed'; close: number; text?: string }
	| { code: 'table/unsigned' }
	| { code: 'table/opening' }
	| { code: 'table/no-round' }
	| { code: 'table/seat-played' }
	| { code: 'table/remove-offline' }
	| { code: 'table/move-failed' }
	| { code: 'table/removed' }
	| { code: 'table/keep-up'; error: string }
	| { code: 'table/cannot-record' }
	| { code: 'table/no-relay' }
	| { code: 'table/share-failed'; error?: string }
	| { code: 'table/no-move' }
	| { code: 'table/not-own-player' }
	| { code: 'table/already-sealed' }
	| { code: 'table/move-too-long' }
	| { code: 'table/entries-missing'; count: number; by: { by: PhoneNamed; count: number }[] }
	| { code: 'table/entries-unverified'; count: number }
	| { code: 'table/secret-unsigned'; name: string }
	| { code: 'table/secret-not-host'; name: string }
	| { code: 'table/secret-wrong-phone'; name: string }
	| { code: 'table/key-unsigned'; name: string }
	| { code: 'table/round-forged' }
	| { code: 'table/outcome-written' }
	| { code: 'table/commitment'; name: string }
	| { code: 'table/length'; name: string }
	| { code: 'table/seat-taken'; name?: string }
	/** The rules refused `name`'s revealed move (or an unnamed one): `said` where they say it as data. */
	| { code: 'table/refused-at-reveal'; name?: string; said?: Said; reason: string }
	| { code: 'table/made-offline'; by: PhoneNamed }
	| { code: 'table/made-later'; by: PhoneNamed }
	| { code: 'table/ordered-after'; by: PhoneNamed }
	| { code: 'table/after-refused' }
	| { code: 'table/nothing-to-undo' }
	| { code: 'table/nothing-to-redo' }
	| { code: 'table/unreadable-entry' }
	| { code: 'table/no-game' }
	| { code: 'table/unreadable-game' }
	| { code: 'table/game-gone' }
	| { code: 'table/no-host' }
	| { code: 'table/other-host-link' }
	| { code: 'table/same-id' }
	| { code: 'table/old-copy' }
	| { code: 'table/other-host' };

export type TableCode = TableSaid['code'];

/** Every code, once: the wording module and its test walk this list. */
export const TABLE_CODES: readonly TableCode[] = [
	'table/unreachable',
	'table/relay-closed',
	'table/unsigned',
	'table/opening',
	'table/no-round',
	'table/seat-played',
	'table/remove-offline',
	'table/move-failed',
	'table/removed',
	'table/keep-up',
	'table/cannot-record',
	'table/no-relay',
	'table/share-failed',
	'table/no-move',
	'table/not-own-player',
	'table/already-sealed',
	'table/move-too-long',
	'table/entries-missing',
	'table/entries-unverified',
	'table/secret-unsigned',
	'table/secret-not-host',
	'table/secret-wrong-phone',
	'table/key-unsigned',
	'table/round-forged',
	'table/outcome-written',
	'table/commitment',
	'table/length',
	'table/seat-taken',
	'table/refused-at-reveal',
	'table/made-offline',
	'table/made-later',
	'table/ordered-after',
	'table/after-refused',
	'table/nothing-to-undo',
	'table/nothing-to-redo',
	'table/unreadable-entry',
	'table/no-game',
	'table/unreadable-game',
	'table/game-gone',
	'table/no-host',
	'table/other-host-link',
	'table/same-id',
	'table/old-copy',
	'table/other-host'
];

export function isTableSaid(said: Said): said is TableSaid {
	return (TABLE_CODES as readonly string[]).includes(said.code);
}

/**
 * Sharing or joining a table refused, as data: its message is the code (for logs); the screen
 * words `said` in its reader's language.
 */
export class TableRefusal extends Error {
	constructor(readonly said: TableSaid) {
		super(said.code);
		this.name = 'TableRefusal';
	}
}

/**
 * An entry's `by` as data: as signed (`phoneLabel` in src/lib/shared-table/sync.ts), or, from an
 * older phone, its words ("Ada's phone", "the host phone", "a guest phone") read back, so each
 * phone says it in its own language; other words are kept as they are.
 */
export function phoneNamed(by: EntryBy): PhoneNamed {
	if (typeof by !== 'string') return 'name' in by ? { name: by.name } : { host: by.host };
	if (by === 'the host phone') return { host: true };
	if (by === 'a guest phone') return { host: false };
	const player = /^(.+)'s phone$/s.exec(by);
	return player ? { name: player[1] } : { label: by };
}

/** A phone as an entry names it, in English: the words older builds signed, and the CLI's. */
export function phoneInEnglish(by: EntryBy): string {
	const named = phoneNamed(by);
	if ('name' in named) return `${named.name}'s phone`;
	if ('host' in named) return named.host ? 'the host phone' : 'a guest phone';
	return named.label;
}
