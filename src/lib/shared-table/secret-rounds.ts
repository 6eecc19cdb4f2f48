/**
 * The rules of a round of secret moves as one phone applies them, apart from the document and
 * the database: which player's move this phone may seal, which of its own sealed moves to share
 * again, and which round slot a move or key goes in. The link (link.svelte.ts) reads the
 * verified round and moves (core/shared-table/trust.ts) and stores what these decide.
 */
import type { TableSaid } from '$lib/core/shared-table/said';
import { senderProblem } from '$lib/core/shared-table/secret';
import type { SignedSealed } from '$lib/core/shared-table/trust';
import type { SharedTableRow } from '$lib/db';

/**
 * A round of secret moves: opened by any phone at the table (signed by it), sealed on each
 * player's own, then revealed.
 */
export interface SecretRound {
	id: string;
	/** The players who make a secret move in it, in seat order. */
	players: string[];
}

/** Where a player's sealed move and key for a round are kept, in the document and the row. */
export function slotOf(round: string, player: string): string {
	return `${round}:${player}`;
}

/**
 * Why this phone may not seal `sealing`'s move in `round` (null when it may): the player must be
 * in the round, and be this phone's own (or, on the host's phone, one no phone plays), and the
 * move not sealed yet. `phones` are the players the phones at the table hold; `mine` whether this
 * phone's own player's move is sealed in the document.
 */
export function sealProblem(
	row: Pick<SharedTableRow, 'playerId' | 'host' | 'secretKeys'>,
	round: SecretRound,
	sealing: string | null,
	phones: readonly { playerId: string | null }[],
	mine: boolean
): TableSaid | null {
	if (!sealing || !round.players.includes(sealing)) return { code: 'table/no-move' };
	// Every other phone takes a player's move only from that player's phone, or the host's
	// for a player with no phone of their own (core/shared-table/secret.ts senderProblem).
	if (sealing !== row.playerId && (!row.host || phones.some((p) => p.playerId === sealing)))
		return { code: 'table/not-own-player' };
	if (row.secretKeys?.[slotOf(round.id, sealing)] || (sealing === row.playerId && mine))
		return { code: 'table/already-sealed' };
	return null;
}

/**
 * This phone's own sealed moves of `round` (as its row keeps them) that the document lost: another
 * phone deleted or replaced them (`inDocument`: the verified sealed move of each player). Only a
 * move this phone may still send counts (`phoneOf`: who holds each seat; `host`: the host phone).
 */
export function lostSealed(
	row: Pick<SharedTableRow, 'phone' | 'secretSealed'>,
	round: SecretRound,
	inDocument: Readonly<Record<string, { sig: string } | undefined>>,
	phoneOf: Readonly<Record<string, string>>,
	host: string
): [string, SignedSealed][] {
	return Object.entries(row.secretSealed ?? {}).filter(
		([slot, box]) =>
			box.round === round.id &&
			round.players.includes(box.player) &&
			!senderProblem(row.phone, phoneOf[box.player], host, '') &&
			inDocument[box.player]?.sig !== box.sig &&
			slot === slotOf(box.round, box.player)
	);
}
