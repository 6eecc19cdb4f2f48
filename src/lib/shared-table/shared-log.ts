/**
 * The shared table's log on this phone, one sync's steps against the document and the database:
 * this phone's new log rows signed and shared, the document's entries read as they verify (with
 * every entry this phone had kept, and shared again when it vanished), and the session's log made
 * to follow the merge of them. The link (link.svelte.ts) runs them in order and shows what they
 * come to; the steps that need neither document nor database are in sync.ts.
 */
import * as Y from 'yjs';
import type { PhoneRef } from '$lib/core/shared-table/said';
import { isViolation, type GameEngine, type GameEvent } from '$lib/core/engine';
import { resolveLog } from '$lib/core/eventlog';
import {
	logFollow,
	mergeShared,
	withoutLateEntries,
	type SharedEntry
} from '$lib/core/shared-table/merge';
import type { SigningKeys } from '$lib/core/shared-table/signing';
import {
	keptEntries,
	verifiedEntries,
	type SignedEntry,
	type Verified
} from '$lib/core/shared-table/trust';
import {
	ConflictError,
	db,
	lifeOfSession,
	sessionStatus,
	type EventRow,
	type SessionRow,
	type SharedTableRow
} from '$lib/db';
import { modifyLog } from '$lib/db/log-store';
import { followMergedLog, updateSharedTable } from '$lib/db/shared-tables';
import type { GameModule } from '$lib/games/registry';
import { partsOf } from './document';
import { conflictRows, keptCount, mergedRows, signFresh } from './sync';

/**
 * Signs this phone's log rows written since the last merge (`rows` is the whole log) and shares
 * them in their order, stored with the table row at once: this phone never loses an entry it
 * made. The history says who made each entry: the store writes this phone's name (`by`) with its
 * entries; one made before the phone chose its player gets it here. Returns the ids of the log's
 * entries as this phone knows them now (`known`) and every entry it made (`mine`).
 */
export async function shareOwnEntries(
	doc: Y.Doc,
	signing: SigningKeys,
	row: SharedTableRow,
	rows: readonly EventRow[],
	made: { online: boolean; by: PhoneRef }
): Promise<{ known: string[]; mine: SignedEntry[] }> {
	const sessionId = row.sessionId;
	const stored = (row.entries ?? []) as SignedEntry[];
	const fresh = rows.slice(row.known.length);
	const pushed = await signFresh(signing, sessionId, row, stored, fresh, made);
	const known = [...row.known, ...pushed.map((p) => p.id)];
	const mine = [...stored, ...pushed];
	if (pushed.length) {
		doc.transact(() => partsOf(doc).entries.push(pushed), 'local');
		await updateSharedTable(db, sessionId, { known, reveals: {}, entries: mine });
		// Only then is the log written, so the store's next entry never waits for this.
		if (fresh.some((r) => r.by === undefined))
			await db.transaction('rw', [db.events, db.logChunks], () =>
				modifyLog(db, sessionId, fresh[0].seq, (r) => {
					r.by ??= made.by;
				})
			);
	}
	return { known, mine };
}

/**
 * The document's entries that verify (each checked once per screen: `verified`), with every entry
 * this phone had (`mine`): nothing is dropped because the document lost it. What the document lost
 * is shared again, unless this phone left the table. `gone` are this phone's entries that vanished:
 * lost from the document, or deleted since the last merge (`takeVanished`, read once the document
 * is read); `refused` what did not verify.
 */
export async function readSharedEntries(
	doc: Y.Doc,
	table: string,
	mine: readonly SignedEntry[],
	verified: Verified,
	takeVanished: () => readonly string[],
	left: boolean
): Promise<{ entries: SignedEntry[]; gone: SignedEntry[]; refused: number }> {
	const { entries } = partsOf(doc);
	const read = await verifiedEntries(table, entries.toArray(), verified);
	const kept = keptEntries(mine, read.entries);
	if (kept.missing.length && !left) doc.transact(() => entries.push(kept.missing), 'local');
	const vanished = takeVanished();
	const gone = mine.filter(
		(e) => vanished.includes(e.id) || kept.missing.some((m) => m.id === e.id)
	);
	return { entries: kept.entries, gone, refused: read.refused };
}

/** What following the merged log came to. */
export interface Followed {
	/** The log was rewritten (an entry landed before one this phone had), not only added to. */
	rewritten: boolean;
	/** What the merge did not count, as the table row keeps it. */
	conflicts: SharedTableRow['conflicts'];
	/** The merged log's entries, in order. */
	counted: SharedEntry[];
}

/**
 * Merges `entries` (a removed phone's count up to its removal, the entry number the host signed)
 * and makes the session's log (`rows`, whose entries' ids are `known`) follow the merged one, with
 * the table row, in one transaction. `conflict` when the log changed meanwhile (to be done again);
 * null when the game cannot start.
 */
export async function followMerge(
	doc: Y.Doc,
	game: GameModule,
	session: SessionRow,
	entries: SignedEntry[],
	removals: Record<string, number>,
	log: { rows: readonly EventRow[]; known: readonly string[] }
): Promise<Followed | 'conflict' | null> {
	const engine = game.engine as GameEngine<unknown, GameEvent, unknown>;
	const initial = engine.setup(session.players, session.houseRules);
	if (isViolation(initial)) return null;
	const isOver = (state: unknown) => engine.isFinished(state);
	const merged = mergeShared(engine, initial, withoutLateEntries(entries, removals), isOver);
	const ids = merged.log.map((e) => e.shared.id);
	const follow = logFollow(log.known, ids);
	const keep = keptCount(follow, ids.length);
	const conflicts = conflictRows(merged.conflicts);
	const life = lifeOfSession(session, resolveLog(merged.log).effective);
	try {
		await followMergedLog(
			db,
			session.id,
			log.rows.at(-1)?.seq ?? 0,
			keep,
			mergedRows(session.id, merged.log.slice(keep)),
			sessionStatus(engine.isFinished(merged.state), life),
			{ known: ids, conflicts, doc: Y.encodeStateAsUpdate(doc), entries }
		);
	} catch (err) {
		if (err instanceof ConflictError) return 'conflict';
		throw err;
	}
	return {
		rewritten: follow.kind === 'rewrite',
		conflicts,
		counted: merged.log.map((e) => e.shared)
	};
}
