/**
 * One step of a round of secret moves on this phone, against the document and the table row: the
 * round read (and shared again when another phone replaced it), this phone's keys published once
 * every move is sealed, and the reveal recorded. The link (link.svelte.ts) runs the step in order
 * and shows what it comes to; the rules it applies are in secret-rounds.ts and
 * core/shared-table/secret.ts, the checks in core/shared-table/trust.ts.
 */
import type * as Y from 'yjs';
import type { GameEvent, RuleViolation } from '$lib/core/engine';
import type { SharedEntry } from '$lib/core/shared-table/merge';
import type { TableSaid } from '$lib/core/shared-table/said';
import { refusedAtReveal, revealedEvents } from '$lib/core/shared-table/secret';
import {
	signRevealKey,
	verifiedSecretRound,
	type SecretOutcome,
	type SignedSealed,
	type SignedSecretRound
} from '$lib/core/shared-table/trust';
import { db, type SessionRow, type SharedTableRow } from '$lib/db';
import { getSharedTable, updateSharedTable } from '$lib/db/shared-tables';
import { partsOf } from './document';
import { slotOf, type SecretRound } from './secret-rounds';

/**
 * The round of secret moves under way in `doc`, as it verifies: opened and
 * signed by a phone at the table (`mayOpen`), for players of this game. A round another phone
 * replaced with one nobody at the table signed is shared again (`last`, the last round that
 * verified on this phone), unless this phone left the table. `ignored` says what did not verify.
 */
export async function readRound(
	table: string,
	doc: Y.Doc,
	mayOpen: (phone: string) => boolean,
	players: readonly string[],
	last: SignedSecretRound | null,
	left: boolean
): Promise<{ round: SignedSecretRound | null; ignored: TableSaid[] }> {
	const { secret } = partsOf(doc);
	const current = await verifiedSecretRound(table, secret.get('current'), mayOpen, players);
	if (current.round || !last || !mayOpen(last.phone) || left) return current;
	doc.transact(() => secret.set('current', last), 'local');
	return { round: last, ignored: [...current.ignored] };
}

/**
 * Once every move of `round` is sealed, this phone publishes the keys of its own (signed) into
 * `keys`: those whose sealed move (`sealed`, as verified) came from it and whose key is not out
 * yet (`published`). True when it published any.
 */
export async function publishOwnKeys(
	row: Pick<SharedTableRow, 'signing' | 'phone' | 'secretKeys'>,
	table: string,
	round: SecretRound,
	sealed: Readonly<Record<string, SignedSealed>>,
	published: Readonly<Record<string, string>>,
	keys: Y.Map<unknown>
): Promise<boolean> {
	if (!row.signing) return false;
	let any = false;
	for (const player of round.players) {
		const secret = row.secretKeys?.[slotOf(round.id, player)];
		if (!secret || published[player] !== undefined) continue;
		if (sealed[player].phone !== row.phone) continue;
		const key = await signRevealKey(row.signing, table, {
			round: round.id,
			player,
			phone: row.phone,
			secret
		});
		keys.set(slotOf(round.id, player), key);
		any = true;
	}
	return any;
}

/**
 * Records the moves a reveal opened (`opened`, in seat order) through `record` (the session
 * store's dispatch: the log position written, or the rules' refusal), unless a move could not be
 * opened or another phone recorded this reveal already (its signed entries among `counted` say
 * so). Each entry keeps the round it reveals, by log position, so the merge counts it once. The
 * outcome says whether it was recorded, and every phone is told whose move the rules refused, and
 * why.
 */
export async function recordReveal(
	table: string,
	session: Pick<SessionRow, 'game' | 'players'>,
	roundId: string,
	opened: { moves: { player: string; move: unknown }[]; problems: TableSaid[] },
	counted: readonly SharedEntry[],
	record: (event: GameEvent) => Promise<number | RuleViolation>
): Promise<SecretOutcome> {
	const problems: TableSaid[] = [...opened.problems];
	let refused: { player: string; rule?: string } | undefined;
	let recorded = counted.some((e) => e.reveal?.startsWith(`${roundId}:`));
	if (!recorded && problems.length === 0) {
		recorded = true;
		for (const [i, event] of revealedEvents(session.game, opened.moves).entries()) {
			const seq = await record(event);
			if (typeof seq !== 'number') {
				recorded = false;
				const player = seq.player ?? (typeof event.player === 'string' ? event.player : undefined);
				const name = session.players.find((p) => p.id === player)?.name;
				problems.push(refusedAtReveal(name, seq));
				if (player) refused = { player, ...(seq.rule ? { rule: seq.rule } : {}) };
				break;
			}
			const latest = await getSharedTable(db, table);
			await updateSharedTable(db, table, {
				reveals: { ...latest?.reveals, [seq]: `${roundId}:${i}` }
			});
		}
	}
	return { recorded, problems, ...(refused ? { refused } : {}) };
}
