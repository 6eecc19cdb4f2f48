/**
 * What a phone at a shared table accepts from the shared document, and what it keeps whatever the
 * document says: pure code over core/shared-table/signing.ts and the schemas of core/shared-table/schema.ts.
 *
 * - Every entry is signed by the phone that made it (its id is its key's hash), so no phone can
 *   write in another's name; one that does not verify is passed over and counted as refused.
 * - A phone's own store keeps every verified entry it has seen (`keptEntries`): an entry that
 *   vanishes from the document, or is replaced there, stays on the phone and is shared again.
 * - A secret move, and the key that opens it at the reveal, are signed by the phone that sealed
 *   it, and count only from the phone that plays its player (the host's, for a player with no
 *   phone of their own): anything else is passed over and said.
 * - A round of secret moves is signed by the phone that opened it, one at the table; its outcome
 *   is never read from the document: each phone works it out from the verified moves and keys.
 * - Two phones that claim the same player: the earlier claim holds the seat (`seatHolders`),
 *   computed the same way on every phone from the signed records alone.
 * - Only the host removes a phone or moves the table, and the host is the phone this phone was
 *   told of when it joined (trust on first use): a removal or move signed by any other is
 *   passed over.
 */
import * as v from 'valibot';
import {
	moveSchema,
	phoneSchema,
	readEntry,
	removalSchema,
	revealKeySchema,
	sealedSchema,
	secretRoundSchema
} from './schema';
import { openMove, senderProblem, type SealedMove } from './secret';
import { sign, verify, type Signed, type SigningKeys } from './signing';
import type { SharedEntry } from './merge';
import { phoneInEnglish, phoneNamed, type PhoneNamed, type TableSaid } from './said';

export const ENTRY = 'tablemate/entry';
export const PHONE = 'tablemate/phone';
export const REMOVAL = 'tablemate/removal';
export const MOVE = 'tablemate/move';
export const SEALED = 'tablemate/sealed';
export const REVEAL_KEY = 'tablemate/reveal-key';
export const SECRET_ROUND = 'tablemate/secret-round';

export type SignedEntry = SharedEntry & Signed;

/**
 * Signs an entry of this phone (`keys`) at `table` (the shared game's id). Its `by` is signed in
 * the words every build reads ("Ada's phone"): a phone still on an older build refuses an entry
 * whose `by` is data. Each phone words them in its own language (`phoneNamed`); the schema takes
 * both shapes, so a later build can sign the data once no phone at a table runs one without it.
 */
export async function signEntry(
	keys: SigningKeys,
	table: string,
	entry: Omit<SharedEntry, 'key' | 'sig'>
): Promise<SignedEntry> {
	const body = { ...entry, by: phoneInEnglish(entry.by), key: keys.publicKey };
	return { ...body, sig: await sign(keys, ENTRY, table, body) };
}

/** Signs a record of `purpose` (PHONE, REMOVAL, MOVE) at `table`. */
export async function signRecord<T extends object>(
	keys: SigningKeys,
	purpose: string,
	table: string,
	body: T
): Promise<T & Signed> {
	const withKey = { ...body, key: keys.publicKey };
	return { ...withKey, sig: await sign(keys, purpose, table, withKey) };
}

/**
 * What a phone remembers of signatures it already checked (`id`|`sig` of each), so each entry is
 * verified once per screen, not at every merge. Held by the caller, never here.
 */
export type Verified = Set<string>;

/** An empty record of checked signatures, for a screen that opens. */
export function newVerified(): Verified {
	return new Set();
}

/**
 * The entries of the document that are entries and verify (schema, then signature by the phone
 * they name), and how many did not.
 */
export async function verifiedEntries(
	table: string,
	raw: readonly unknown[],
	seen: Verified = new Set()
): Promise<{ entries: SignedEntry[]; refused: number }> {
	const entries: SignedEntry[] = [];
	let refused = 0;
	for (const value of raw) {
		const entry = readEntry(value);
		if (!entry) {
			refused++;
			continue;
		}
		const mark = `${entry.id}|${entry.sig}`;
		if (!seen.has(mark)) {
			if (!(await verify(ENTRY, table, entry, entry.phone))) {
				refused++;
				continue;
			}
			seen.add(mark);
		}
		entries.push(entry);
	}
	return { entries, refused };
}

/**
 * The entries this phone keeps: every one it had (`stored`) and every verified one of the
 * document, each id once (a stored copy first). `missing` are the stored ones whose id the
 * document no longer holds verified (deleted there, or replaced by something its phone did not
 * sign): the caller shares them again and tells its player.
 */
export function keptEntries(
	stored: readonly SignedEntry[],
	fromDoc: readonly SignedEntry[]
): { entries: SignedEntry[]; missing: SignedEntry[] } {
	const inDoc = new Set(fromDoc.map((e) => e.id));
	const ids = new Set(stored.map((e) => e.id));
	const missing = stored.filter((e) => !inDoc.has(e.id));
	const entries = [...stored];
	for (const e of fromDoc)
		if (!ids.has(e.id)) {
			ids.add(e.id);
			entries.push(e);
		}
	return { entries, missing };
}

/**
 * What the player is told when entries this phone had vanished from the shared table: how many,
 * and whose, in words; null when none did.
 */
export function missingNotice(missing: readonly SharedEntry[]): TableSaid | null {
	if (missing.length === 0) return null;
	// One count per phone as named: an older phone's words and this build's data name it alike.
	const byWhom = new Map<string, { by: PhoneNamed; count: number }>();
	for (const e of missing) {
		const named = phoneNamed(e.by);
		const key = JSON.stringify(named);
		const seen = byWhom.get(key);
		byWhom.set(key, { by: named, count: (seen?.count ?? 0) + 1 });
	}
	const by = [...byWhom.values()];
	return { code: 'table/entries-missing', count: missing.length, by };
}

/** What the player is told of entries in the shared table that no phone signed as written. */
export function refusedNotice(refused: number): TableSaid | null {
	return refused === 0 ? null : { code: 'table/entries-unverified', count: refused };
}

/** A phone's record in `phones`, once verified. */
export type PhoneRecord = v.InferOutput<typeof phoneSchema>;

/** No phones (yet): what a table shows before its records are read. */
export const NO_PHONES: ReadonlyMap<string, PhoneRecord> = new Map();

/** The records of `phones` that verify as written by the phone they belong to. */
export async function verifiedPhones(
	table: string,
	raw: Iterable<[string, unknown]>
): Promise<Map<string, PhoneRecord>> {
	const out = new Map<string, PhoneRecord>();
	for (const [phone, value] of raw) {
		const read = v.safeParse(phoneSchema, value);
		if (read.success && (await verify(PHONE, table, { ...read.output, phone }, phone)))
			out.set(phone, read.output);
	}
	return out;
}

/** Signs this phone's record of `phones` (its player and its ECDH public key). */
export async function signPhone(
	keys: SigningKeys,
	table: string,
	phone: string,
	record: Omit<PhoneRecord, 'key' | 'sig'>
): Promise<PhoneRecord> {
	const body = { ...record, phone, key: keys.publicKey };
	const sig = await sign(keys, PHONE, table, body);
	return { ...record, key: keys.publicKey, sig };
}

/**
 * The removals of `removed` the host signed: each removed phone → up to which of its entries
 * (`SharedEntry.n`) count. A removal of the host itself is never one.
 */
export async function verifiedRemovals(
	table: string,
	host: string,
	raw: Iterable<[string, unknown]>
): Promise<Record<string, number>> {
	const out: Record<string, number> = {};
	for (const [phone, value] of raw) {
		const read = v.safeParse(removalSchema, value);
		if (!read.success || read.output.phone !== phone || phone === host) continue;
		if (await verify(REMOVAL, table, read.output, host)) out[phone] = read.output.entries;
	}
	return out;
}

/** The host's move of the table (`meta.moved`), or null when there is none the host signed. */
export async function verifiedMove(
	table: string,
	host: string,
	raw: unknown
): Promise<v.InferOutput<typeof moveSchema> | null> {
	const read = v.safeParse(moveSchema, raw);
	if (!read.success) return null;
	return (await verify(MOVE, table, read.output, host)) ? read.output : null;
}

/**
 * Why a phone must not join a table whose document holds `remote` (its game) and names `host`,
 * given what this phone has under the same game id (`local`, and `existing`, its table row) and
 * the host the join link named (`pinned`, null for a typed code or an older link), or null when
 * it may. A game of this phone is never linked to a table by the table's say-so alone.
 */
export function joinProblem(
	remote: { game: string },
	host: unknown,
	local: { game: string } | undefined,
	existing: { hostPhone?: string; signing?: unknown } | undefined,
	pinned: string | null = null
): TableSaid | null {
	if (typeof host !== 'string' || !/^[0-9a-f]{32}$/.test(host)) return { code: 'table/no-host' };
	// The join link or QR code named the host phone: a table whose record names another (written
	// by a phone that holds the code) is not the one the host showed.
	if (pinned !== null && host !== pinned) return { code: 'table/other-host-link' };
	if ((local && !existing) || (local && local.game !== remote.game))
		return { code: 'table/same-id' };
	// This phone's copy followed the game at a table of an older build, whose entries it cannot
	// sign again as they were: it stays as it is rather than be merged into the new table's.
	if (existing && !existing.signing) return { code: 'table/old-copy' };
	if (existing?.hostPhone && existing.hostPhone !== host) return { code: 'table/other-host' };
	return null;
}

/** A sealed move as shared: for one round, signed by the phone that sealed it. */
export type SignedSealed = SealedMove & { round: string } & Signed;

/** The key that opens one sealed move, published at the reveal by the phone that sealed it. */
export interface RevealKey {
	round: string;
	player: string;
	phone: string;
	/** The move's AES key (base64), secret until every move of the round is sealed. */
	secret: string;
}
export type SignedRevealKey = RevealKey & Signed;

/** Signs a move this phone sealed for `round` (the slot `<round>:<player>` it goes in). */
export function signSealed(
	keys: SigningKeys,
	table: string,
	round: string,
	sealed: SealedMove
): Promise<SignedSealed> {
	return signRecord(keys, SEALED, table, { ...sealed, round });
}

/** Signs the key of a move this phone sealed, for the reveal. */
export function signRevealKey(
	keys: SigningKeys,
	table: string,
	body: RevealKey
): Promise<SignedRevealKey> {
	return signRecord(keys, REVEAL_KEY, table, body);
}

/** A round of secret moves as `verifiedSecrets` reads it: its id and its players. */
export interface SecretRoundOf {
	id: string;
	players: readonly string[];
}

/**
 * The sealed moves and keys of `round` that count, read from the document's `sealed` and `keys`
 * (by slot `<round>:<player>`), and what was passed over, in words for the table. A move counts
 * when it reads as one, is for its slot, is signed by the phone it names, and that phone may
 * send the player's moves (`senderProblem`: the phone that plays them, `phoneOf`, else the host).
 * A key counts when it is for its slot and signed by the phone whose sealed move counts there.
 */
export async function verifiedSecrets(
	table: string,
	round: SecretRoundOf,
	raw: { sealed: (slot: string) => unknown; keys: (slot: string) => unknown },
	phoneOf: Readonly<Record<string, string>>,
	host: string,
	nameOf: (player: string) => string
): Promise<{
	sealed: Record<string, SignedSealed>;
	keys: Record<string, string>;
	ignored: TableSaid[];
}> {
	const sealed: Record<string, SignedSealed> = {};
	const keys: Record<string, string> = {};
	const ignored: TableSaid[] = [];
	for (const player of round.players) {
		const slot = `${round.id}:${player}`;
		const name = nameOf(player);
		const box = raw.sealed(slot);
		if (box === undefined) continue;
		const read = v.safeParse(sealedSchema, box);
		if (
			!read.success ||
			read.output.round !== round.id ||
			read.output.player !== player ||
			!(await verify(SEALED, table, read.output, read.output.phone))
		) {
			ignored.push({ code: 'table/secret-unsigned', name });
			continue;
		}
		const wrongPhone = senderProblem(read.output.phone, phoneOf[player], host, name);
		if (wrongPhone) {
			ignored.push(wrongPhone);
			continue;
		}
		sealed[player] = read.output;
		const key = raw.keys(slot);
		if (key === undefined) continue;
		const readKey = v.safeParse(revealKeySchema, key);
		if (
			!readKey.success ||
			readKey.output.round !== round.id ||
			readKey.output.player !== player ||
			readKey.output.phone !== read.output.phone ||
			!(await verify(REVEAL_KEY, table, readKey.output, read.output.phone))
		) {
			ignored.push({ code: 'table/key-unsigned', name });
			continue;
		}
		keys[player] = readKey.output.secret;
	}
	return { sealed, keys, ignored };
}

/** A round of secret moves as shared: its id and players, signed by the phone that opened it. */
export type SignedSecretRound = { id: string; players: string[]; phone: string } & Signed;

/**
 * What came of a revealed round, as a phone worked it out from the verified moves and keys
 * (never read from the shared table, where any phone could write one).
 */
export interface SecretOutcome {
	recorded: boolean;
	/** Why the round was not recorded, as data (an older phone's stored outcome holds words). */
	problems: (TableSaid | string)[];
	/** The move the rules refused at the reveal: whose, and the rule it breaks (its id). */
	refused?: { player: string; rule?: string };
}

/** Signs a round of secret moves this phone (`phone`) opens for `players` (ids, seat order). */
export function signSecretRound(
	keys: SigningKeys,
	table: string,
	round: { id: string; players: string[]; phone: string }
): Promise<SignedSecretRound> {
	return signRecord(keys, SECRET_ROUND, table, round);
}

/** Said when the round in the shared table is not one a phone at the table opened and signed. */
export const FORGED_ROUND: TableSaid = { code: 'table/round-forged' };

/** Said when the shared table holds an outcome of a round: no honest phone writes one. */
export const WRITTEN_OUTCOME: TableSaid = { code: 'table/outcome-written' };

/**
 * The round of secret moves in the document (`secret.current`), when it reads as one, is signed
 * by the phone it names, that phone may open rounds (`mayOpen`: one at the table, not removed),
 * and its players are the game's (`players`), each once; and what was passed over, in words.
 * An `outcome` written beside it is never taken (`WRITTEN_OUTCOME`).
 */
export async function verifiedSecretRound(
	table: string,
	raw: unknown,
	mayOpen: (phone: string) => boolean,
	players: readonly string[]
): Promise<{ round: SignedSecretRound | null; ignored: TableSaid[] }> {
	if (raw === undefined) return { round: null, ignored: [] };
	const read = v.safeParse(secretRoundSchema, raw);
	if (
		!read.success ||
		new Set(read.output.players).size !== read.output.players.length ||
		!read.output.players.every((p) => players.includes(p)) ||
		!mayOpen(read.output.phone) ||
		!(await verify(SECRET_ROUND, table, read.output, read.output.phone))
	)
		return { round: null, ignored: [FORGED_ROUND] };
	const written = typeof raw === 'object' && raw !== null && 'outcome' in raw;
	return { round: read.output, ignored: written ? [WRITTEN_OUTCOME] : [] };
}

/**
 * Every move of a round opened with its key, or why not, in words for the table: worked out by
 * each phone from the verified moves and keys alone (`verifiedSecrets`), so no phone's word on
 * the outcome is needed. Null while a key is missing.
 */
export async function openedSecrets(
	players: readonly string[],
	sealed: Readonly<Record<string, SealedMove>>,
	keys: Readonly<Record<string, string>>,
	nameOf: (player: string) => string
): Promise<{ moves: { player: string; move: unknown }[]; problems: TableSaid[] } | null> {
	if (!players.every((p) => sealed[p] !== undefined && keys[p] !== undefined)) return null;
	const moves: { player: string; move: unknown }[] = [];
	const problems: TableSaid[] = [];
	for (const player of players) {
		const opened = await openMove(sealed[player], keys[player], nameOf(player));
		if ('problem' in opened) problems.push(opened.problem);
		else moves.push({ player, move: opened.move });
	}
	return { moves, problems };
}

/**
 * Which phone plays each player (player → phone), from the verified phone records and the
 * host's removals, the same on every phone whatever order the records arrive in: of the phones
 * not removed that claim a player, the one that claimed first (`claimed`, by its clock; a record
 * without it after every one with it) holds the seat, and of two at the same moment, the one
 * whose id comes first. The rules page says it (message `rules_shared_seat`).
 */
export function seatHolders(
	members: ReadonlyMap<string, PhoneRecord>,
	removals: Readonly<Record<string, number>>
): Record<string, string> {
	const holders: Record<string, string> = {};
	const when = (phone: string) => members.get(phone)?.claimed ?? Infinity;
	for (const [phone, record] of members) {
		if (!record.playerId || removals[phone] !== undefined) continue;
		const held = holders[record.playerId];
		if (
			held === undefined ||
			when(phone) < when(held) ||
			(when(phone) === when(held) && phone < held)
		)
			holders[record.playerId] = phone;
	}
	return holders;
}

/** Said on a phone whose claim of a player came after another phone's (`name`: the player). */
export function seatTaken(name: string | undefined): TableSaid {
	return { code: 'table/seat-taken', ...(name === undefined ? {} : { name }) };
}
