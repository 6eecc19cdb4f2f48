import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newPhoneKeys, type PhoneKeys } from '$lib/core/shared-table/secret';
import { newSigningKeys, phoneIdOf, type SigningKeys } from '$lib/core/shared-table/signing';
import { MOVE, REMOVAL, signPhone, signRecord } from '$lib/core/shared-table/trust';
import { partsOf } from './document';
import {
	movedCode,
	phoneRecord,
	readMembership,
	sealCodeToStaying,
	seatLostNotice
} from './membership';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const TABLE = 'game-1';

interface Phone {
	id: string;
	signing: SigningKeys;
	keys: PhoneKeys;
}

async function phone(): Promise<Phone> {
	const signing = await newSigningKeys();
	return { id: await phoneIdOf(signing.publicKey), signing, keys: await newPhoneKeys() };
}

/** Publishes `who`'s record: its player (claimed at `claimed`) and its public key. */
async function publish(doc: Y.Doc, who: Phone, playerId: string | null, claimed?: number) {
	const record = await phoneRecord(who.signing, TABLE, who.id, undefined, {
		playerId,
		publicKey: who.keys.publicKey,
		...(claimed ? { claimed } : {})
	});
	partsOf(doc).phones.set(who.id, record);
}

describe('who is at a shared table', () => {
	it('lists each phone with its player, this one and the host marked', async () => {
		const [host, guest] = [await phone(), await phone()];
		const doc = new Y.Doc();
		await publish(doc, host, 'a', 1);
		await publish(doc, guest, 'b', 2);
		const read = await readMembership(TABLE, doc, guest.id, host.id);
		expect(read.phones).toEqual([
			{ id: host.id, playerId: 'a', me: false, host: true },
			{ id: guest.id, playerId: 'b', me: true, host: false }
		]);
		expect(read.seats).toEqual({ a: host.id, b: guest.id });
		expect(seatLostNotice(read, 'Bob')).toBeNull();
	});

	it('gives a player two phones chose to the first, and tells the later one', async () => {
		const [host, early, late] = [await phone(), await phone(), await phone()];
		const doc = new Y.Doc();
		await publish(doc, host, null);
		await publish(doc, late, 'b', 2_000);
		await publish(doc, early, 'b', 1_000);
		const read = await readMembership(TABLE, doc, late.id, host.id);
		expect(read.seats.b).toBe(early.id);
		expect(read.phones.find((p) => p.id === late.id)?.playerId).toBeNull();
		expect(read.seatLost).toBe('b');
		expect(en(seatLostNotice(read, 'Bob'))).toMatch(/Another phone chose Bob before this one/);
	});

	it('passes over a record written in another phone’s name', async () => {
		const [host, guest, forger] = [await phone(), await phone(), await phone()];
		const doc = new Y.Doc();
		await publish(doc, host, null);
		// The forger signs a record that names the guest's id with its own key.
		const forged = await signPhone(forger.signing, TABLE, guest.id, { playerId: 'a', v: 1 });
		partsOf(doc).phones.set(guest.id, forged);
		partsOf(doc).phones.set('not-a-phone', { playerId: 'a', v: 1 });
		const read = await readMembership(TABLE, doc, host.id, host.id);
		expect([...read.members.keys()]).toEqual([host.id]);
		expect(read.seats).toEqual({});
	});

	it('leaves out a phone only the host removed, never on another phone’s word', async () => {
		const [host, guest, other] = [await phone(), await phone(), await phone()];
		const doc = new Y.Doc();
		for (const p of [host, guest, other]) await publish(doc, p, null);
		partsOf(doc).removed.set(
			guest.id,
			await signRecord(host.signing, REMOVAL, TABLE, { phone: guest.id, entries: 3 })
		);
		partsOf(doc).removed.set(
			host.id,
			await signRecord(other.signing, REMOVAL, TABLE, { phone: host.id, entries: 0 })
		);
		const read = await readMembership(TABLE, doc, other.id, host.id);
		expect(read.removals).toEqual({ [guest.id]: 3 });
		expect(read.phones.map((p) => p.id)).toEqual([host.id, other.id]);
	});

	it('raises the version of a record, keeping its key and claim', async () => {
		const me = await phone();
		const first = await phoneRecord(me.signing, TABLE, me.id, undefined, {
			playerId: 'a',
			publicKey: me.keys.publicKey,
			claimed: 5
		});
		const next = await phoneRecord(me.signing, TABLE, me.id, first, { playerId: 'b' });
		expect(next).toMatchObject({ playerId: 'b', claimed: 5, v: first.v + 1 });
		expect(next.publicKey).toEqual(first.publicKey);
	});
});

describe('the table moved to a new code', () => {
	const CODE = '0123456789ABCDEFGHJKMNPQRS';

	async function moved(host: Phone, stays: Phone, removed: Phone, signer: Phone = host) {
		const doc = new Y.Doc();
		for (const p of [host, stays, removed]) await publish(doc, p, null);
		const membership = await readMembership(TABLE, doc, host.id, host.id);
		const sealed = await sealCodeToStaying(membership, removed.id, host.id, host.keys, CODE);
		const move = await signRecord(signer.signing, MOVE, TABLE, {
			id: 'move-1',
			from: (signer === host ? host : signer).keys.publicKey,
			sealed
		});
		partsOf(doc).meta.set('moved', move);
		return { doc, sealed };
	}

	it('seals the new code to each phone that stays, and the staying phone opens it', async () => {
		const [host, stays, removed] = [await phone(), await phone(), await phone()];
		const { doc, sealed } = await moved(host, stays, removed);
		expect(Object.keys(sealed)).toEqual([stays.id]);
		const row = { hostPhone: host.id, phoneKeys: stays.keys, phone: stays.id };
		expect(await movedCode(TABLE, doc, row)).toEqual({ code: CODE, move: 'move-1' });
		// A move this phone followed already is not followed again.
		expect(await movedCode(TABLE, doc, { ...row, moved: 'move-1' })).toBeNull();
	});

	it('gives the removed phone no code, and follows no move another phone signed', async () => {
		const [host, stays, removed] = [await phone(), await phone(), await phone()];
		const { doc } = await moved(host, stays, removed);
		expect(
			await movedCode(TABLE, doc, {
				hostPhone: host.id,
				phoneKeys: removed.keys,
				phone: removed.id
			})
		).toBeNull();
		const forged = await moved(host, stays, removed, removed);
		expect(
			await movedCode(TABLE, forged.doc, {
				hostPhone: host.id,
				phoneKeys: stays.keys,
				phone: stays.id
			})
		).toBeNull();
	});
});
