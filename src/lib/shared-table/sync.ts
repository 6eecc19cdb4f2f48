/**
 * The steps of one sync of a shared table that need neither the document nor the database: this
 * phone's new log rows signed as entries, in their order, and what the merge could not count,
 * worded for the table. The link (link.svelte.ts) runs the sync and stores what these return.
 */
import type { LogFollow, MergedLog, SharedTableConflict } from '$lib/core/shared-table/merge';
import type { SigningKeys } from '$lib/core/shared-table/signing';
import { signEntry, type SignedEntry } from '$lib/core/shared-table/trust';
import type { PhoneRef } from '$lib/core/shared-table/said';
import { newId, type EventRow, type SessionRow, type SharedTableRow } from '$lib/db';

/** Who makes this phone's entries, as data: its player's phone, or the host or a guest phone. */
export function phoneLabel(
	row: Pick<SharedTableRow, 'playerId' | 'host'>,
	session: Pick<SessionRow, 'players'>
): PhoneRef {
	const player = session.players.find((p) => p.id === row.playerId);
	return player ? { name: player.name } : { host: row.host };
}

/**
 * This phone's log rows written since the last merge (`fresh`), signed as its entries in their
 * order: each follows the one before (`basis`, from the last entry this phone knows) and takes
 * this phone's next entry number after the ones it made (`stored`). A row that recorded a secret
 * round's reveal carries the round (`reveals`, by log position), so the merge counts it once.
 */
export async function signFresh(
	signing: SigningKeys,
	table: string,
	row: Pick<SharedTableRow, 'phone' | 'known' | 'reveals'>,
	stored: readonly SignedEntry[],
	fresh: readonly Pick<EventRow, 'seq' | 'at' | 'event'>[],
	made: { online: boolean; by: PhoneRef }
): Promise<SignedEntry[]> {
	const reveals = row.reveals ?? {};
	let basis = row.known.at(-1) ?? null;
	let n = stored.reduce((most, e) => (e.phone === row.phone ? Math.max(most, e.n) : most), 0);
	const pushed: SignedEntry[] = [];
	for (const r of fresh) {
		const reveal = reveals[r.seq];
		const entry = await signEntry(signing, table, {
			id: newId(),
			phone: row.phone,
			n: ++n,
			online: made.online,
			by: made.by,
			basis,
			at: r.at,
			event: r.event,
			...(reveal === undefined ? {} : { reveal })
		});
		basis = entry.id;
		pushed.push(entry);
	}
	return pushed;
}

/**
 * What the merge could not count, as the table row keeps it and the table panel lists it: the
 * entry itself (`event`), worded in the reader's language when shown (i18n/history.ts
 * `sayEntry`), never a sentence.
 */
export function conflictRows(
	conflicts: readonly SharedTableConflict[]
): SharedTableRow['conflicts'] {
	return conflicts.map(({ entry, reason, said }) => ({
		by: entry.by,
		// The row keeps the reason as data, worded when shown; the English words stay beside it.
		reason,
		...(said ? { said } : {}),
		at: entry.at,
		id: entry.id,
		event: entry.event
	}));
}

/**
 * How many entries of this phone's log stay as they are when it follows the merged log of
 * `length` entries: usually the merge only adds entries at the end (or nothing), and all stay.
 */
export function keptCount(follow: LogFollow, length: number): number {
	return follow.kind === 'same' ? length : follow.kind === 'append' ? follow.from : follow.keep;
}

/** The merged log's entries as session `sessionId`'s log rows, each with who made it. */
export function mergedRows(sessionId: string, log: MergedLog['log']): EventRow[] {
	return log.map((e) => ({
		sessionId,
		seq: e.seq,
		at: e.at,
		event: e.event,
		by: e.shared.by,
		...(e.over ? { over: true as const } : {})
	}));
}

/** What the merge did not count that was not listed `before`: new to this screen, to announce. */
export function newlyNotCounted(
	before: SharedTableRow['conflicts'],
	now: SharedTableRow['conflicts']
): (SharedTableRow['conflicts'][number] & { id: string })[] {
	const seen = before.map((c) => c.id);
	return now.filter((c) => !seen.includes(c.id)).map((c) => ({ ...c, id: c.id! }));
}
