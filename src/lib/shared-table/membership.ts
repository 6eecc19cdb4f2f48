/**
 * Who is at a shared table, read from its document: the phones whose own signed record is in
 * `phones`, the removals the host signed, which phone holds each player's seat, and the table's
 * move to a new code when the host removed a phone (sealed to each phone that stays). Nothing here
 * touches the database or the relay: the link (link.svelte.ts) stores and sends what it returns.
 */
import type * as Y from 'yjs';
import { openText, sealText, type PhoneKeys, type SealedText } from '$lib/core/shared-table/secret';
import type { SigningKeys } from '$lib/core/shared-table/signing';
import {
	seatHolders,
	seatTaken,
	signPhone,
	verifiedMove,
	verifiedPhones,
	verifiedRemovals,
	type PhoneRecord
} from '$lib/core/shared-table/trust';
import type { SharedTableRow } from '$lib/db';
import type { TableSaid } from '$lib/core/shared-table/said';
import { partsOf } from './document';

/** One phone at the table, as the screen shows it. */
export interface SharedTablePhone {
	id: string;
	playerId: string | null;
	me: boolean;
	host: boolean;
}

/** The table's move to a new code: the code sealed to each phone that stays, by the host. */
export interface SharedTableMove {
	id: string;
	/** The host's public key, which each phone needs to open its copy. */
	from: JsonWebKey;
	sealed: Record<string, SealedText>;
}

/** Who is at the table, as far as what verifies says. */
export interface Membership {
	/** The phones whose own signed record is in `phones` (removed ones included). */
	members: ReadonlyMap<string, PhoneRecord>;
	/** The phones the host removed → up to which of their entries count. */
	removals: Record<string, number>;
	/** Which phone plays each player, by the seat rule (`seatHolders`). */
	seats: Record<string, string>;
	/** The phones not removed, as the screen shows them: a player only where the phone holds it. */
	phones: SharedTablePhone[];
	/** The player this phone claimed while another phone holds their seat, or null. */
	seatLost: string | null;
}

/**
 * Reads the table's phones and removals from the document, keeping only what verifies: each
 * phone's record as signed by itself, each removal as signed by `host` (the host this phone
 * knows). `me` is this phone's id.
 */
export async function readMembership(
	table: string,
	doc: Y.Doc,
	me: string,
	host: string
): Promise<Membership> {
	const parts = partsOf(doc);
	const members = await verifiedPhones(table, parts.phones.entries());
	const removals = await verifiedRemovals(table, host, parts.removed.entries());
	// One rule on every phone for two claims of a player: the first holds the seat.
	const seats = seatHolders(members, removals);
	const phones: SharedTablePhone[] = [];
	for (const [id, value] of members) {
		if (removals[id] !== undefined) continue;
		phones.push({
			id,
			playerId: value.playerId && seats[value.playerId] === id ? value.playerId : null,
			me: id === me,
			host: id === host
		});
	}
	const claim = members.get(me)?.playerId;
	const holder = claim ? seats[claim] : undefined;
	const seatLost = claim && holder !== undefined && holder !== me ? claim : null;
	return { members, removals, seats, phones, seatLost };
}

/** What this phone says when another took its player's seat first (`name`: the player's). */
export function seatLostNotice(membership: Membership, name: string | undefined): TableSaid | null {
	return membership.seatLost ? seatTaken(name) : null;
}

/**
 * This phone's record for `phones`, signed by it, with `change` applied to what it last published
 * (`mine`): its version goes up by one, so the newest record wins.
 */
export function phoneRecord(
	signing: SigningKeys,
	table: string,
	phone: string,
	mine: PhoneRecord | undefined,
	change: { playerId: string | null; publicKey?: JsonWebKey; claimed?: number }
): Promise<PhoneRecord> {
	const publicKey = change.publicKey ?? mine?.publicKey;
	const claimed = change.claimed ?? mine?.claimed;
	return signPhone(signing, table, phone, {
		playerId: change.playerId,
		...(publicKey ? { publicKey: publicKey as PhoneRecord['publicKey'] } : {}),
		...(claimed ? { claimed } : {}),
		v: (mine?.v ?? 0) + 1
	});
}

/**
 * The table's new code sealed to each phone that stays when `removed` leaves: every member not
 * removed (now or before), not the host (`me`) and with a published key. Sealed with the host's
 * private ECDH key, so only that phone can open its copy.
 */
export async function sealCodeToStaying(
	membership: Pick<Membership, 'members' | 'removals'>,
	removed: string,
	me: string,
	keys: PhoneKeys,
	code: string
): Promise<Record<string, SealedText>> {
	const sealed: Record<string, SealedText> = {};
	for (const [id, value] of membership.members) {
		if (id === removed || id === me || membership.removals[id] !== undefined) continue;
		if (!value.publicKey) continue;
		sealed[id] = await sealText(keys.privateKey, value.publicKey, code);
	}
	return sealed;
}

/**
 * The table's new code when the host moved it and sealed the code to this phone: null when the
 * document holds no move the host signed, the move is the one this phone followed already, or it
 * holds no code this phone can open. A removed phone cannot lead this one away.
 */
export async function movedCode(
	table: string,
	doc: Y.Doc,
	row: Pick<SharedTableRow, 'hostPhone' | 'moved' | 'phoneKeys' | 'phone'>
): Promise<{ code: string; move: string } | null> {
	if (!row.hostPhone || !row.phoneKeys) return null;
	const move = await verifiedMove(table, row.hostPhone, partsOf(doc).meta.get('moved'));
	if (!move || move.id === row.moved) return null;
	const box = move.sealed?.[row.phone];
	const code = box ? await openText(row.phoneKeys.privateKey, move.from, box) : null;
	if (!code || !/^[0-9A-Z]{26}$/.test(code)) return null;
	return { code, move: move.id };
}
