import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { engine } from '../../games/notepad/game';
import { roundsOf, type NotepadState } from '../../games/notepad/engine';
import { isViolation, type GameEvent } from '../engine';
import { canonical, newSigningKeys, phoneIdOf, sign, verify, type SigningKeys } from './signing';
import { mergeShared, withoutLateEntries } from './merge';
import { sessionSchema } from './schema';
import {
	ENTRY,
	MOVE,
	joinProblem,
	REMOVAL,
	keptEntries,
	missingNotice,
	refusedNotice,
	signEntry,
	signPhone,
	signRecord,
	verifiedEntries,
	verifiedMove,
	verifiedPhones,
	verifiedRemovals,
	type SignedEntry
} from './trust';

import { sayTable } from '$lib/i18n/table';
import type { EntryBy, TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const TABLE = 'game-1';
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];
const round = (a: number, b: number): GameEvent => ({ type: 'round', scores: { a, b } });

function start(): NotepadState {
	const state = engine.setup(players, { ...engine.defaultHouseRules, gameName: 'Skat' });
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}

interface Phone {
	keys: SigningKeys;
	id: string;
	by: EntryBy;
	n: number;
}

async function phone(by: EntryBy, ed25519 = true): Promise<Phone> {
	const keys = await newSigningKeys(ed25519);
	return { keys, id: await phoneIdOf(keys.publicKey), by, n: 0 };
}

let clock = 1000;
/** `p`'s next entry, unsigned. */
function nextEntry(p: Phone, basis: string | null, event: GameEvent) {
	p.n++;
	clock++;
	return {
		id: `${typeof p.by === 'string' ? p.by : JSON.stringify(p.by)}-${p.n}`,
		phone: p.id,
		n: p.n,
		online: true,
		by: p.by,
		basis,
		at: clock,
		event
	};
}

function write(p: Phone, basis: string | null, event: GameEvent): Promise<SignedEntry> {
	return signEntry(p.keys, TABLE, nextEntry(p, basis, event));
}

/** An entry as a later build may sign it: its `by` as data, not words (`write` signs words). */
async function writeAsData(p: Phone, basis: string | null, event: GameEvent): Promise<SignedEntry> {
	const body = { ...nextEntry(p, basis, event), key: p.keys.publicKey };
	return { ...body, sig: await sign(p.keys, ENTRY, TABLE, body) } as SignedEntry;
}

describe('signatures', () => {
	it('verify what was signed, with Ed25519 and with ECDSA P-256, and nothing changed', async () => {
		for (const ed25519 of [true, false]) {
			const ada = await phone("Ada's phone", ed25519);
			expect(ada.keys.publicKey.startsWith(ed25519 ? 'ed25519:' : 'p256:')).toBe(true);
			const entry = await write(ada, null, round(10, 20));
			expect(await verify(ENTRY, TABLE, entry, ada.id)).toBe(true);
			// Another score, another table, another purpose, another phone: none verifies.
			expect(await verify(ENTRY, TABLE, { ...entry, event: round(1000, 20) }, ada.id)).toBe(false);
			expect(await verify(ENTRY, 'game-2', entry, ada.id)).toBe(false);
			expect(await verify(REMOVAL, TABLE, entry, ada.id)).toBe(false);
			const bo = await phone("Bo's phone", ed25519);
			expect(await verify(ENTRY, TABLE, entry, bo.id)).toBe(false);
		}
	});

	it('tie a phone id to its key: a key signed with, but not the phone’s, is refused', async () => {
		const ada = await phone("Ada's phone");
		const mallory = await phone("Mallory's phone");
		const honest = await write(ada, null, round(10, 20));
		// Mallory signs an entry in Ada's name with her own key.
		const body = { ...honest, event: round(1000, 0), key: mallory.keys.publicKey };
		const forged = { ...body, sig: await sign(mallory.keys, ENTRY, TABLE, body) };
		expect(await verify(ENTRY, TABLE, forged, ada.id)).toBe(false);
		expect(await verify(ENTRY, TABLE, { ...honest, sig: 'AAAA' }, ada.id)).toBe(false);
		expect(await verify(ENTRY, TABLE, { ...honest, key: 'ed25519:nonsense' }, ada.id)).toBe(false);
	});

	it('write one text for a value whatever the order of its keys, and refuse what JSON cannot carry', () => {
		expect(canonical({ b: 1, a: [true, null, 'x'] })).toBe(
			canonical({ a: [true, null, 'x'], b: 1 })
		);
		expect(canonical({ a: 1, b: undefined })).toBe('{"a":1}');
		expect(canonical({ a: Number.NaN })).toBeNull();
		expect(canonical({ a: () => 1 })).toBeNull();
	});
});

describe('what a phone accepts from the shared document', () => {
	it('signs who made an entry in the words every build reads, and takes it as data too, naming both alike', async () => {
		const ada = await phone({ name: 'Ada' });
		const host = await phone({ host: true });
		const older = await phone("Ada's phone");
		// This build signs words: a phone on an older build refuses an entry whose `by` is data.
		expect((await write(ada, null, round(1, 1))).by).toBe("Ada's phone");
		expect((await write(host, null, round(1, 1))).by).toBe('the host phone');
		const a1 = await writeAsData(ada, null, round(10, 20));
		const h1 = await writeAsData(host, a1.id, round(5, 5));
		const o1 = await write(older, h1.id, round(1, 2));
		const read = await verifiedEntries(TABLE, [a1, h1, o1]);
		expect(read.entries).toEqual([a1, h1, o1]);
		expect(read.refused).toBe(0);
		const notice = missingNotice([a1, h1, o1]);
		expect(en(notice)).toBe(
			"Another phone removed 3 entries from the shared table (2 by Ada's phone and 1 by the host phone). This phone kept them and shared them again; you can export the game to keep a copy."
		);
		expect(sayTable(notice!, { locale: 'de' })).toContain(
			'(das Handy von Ada: 2 und das Handy des Gastgebers: 1)'
		);
		// Nothing but a name or the host flag: anything else an entry's signer wrote is refused.
		const odd = await writeAsData(await phone({ name: 'Bo', x: 1 } as EntryBy), null, round(1, 1));
		const bad = await writeAsData(
			await phone({ host: 'yes' } as unknown as EntryBy),
			null,
			round(1, 1)
		);
		expect((await verifiedEntries(TABLE, [odd, bad])).refused).toBe(2);
	});

	it('refuses unsigned, wrongly signed and malformed entries, and counts them', async () => {
		const ada = await phone("Ada's phone");
		const good = await write(ada, null, round(10, 20));
		const unsigned: Record<string, unknown> = { ...good };
		delete unsigned.sig;
		const wrong = { ...good, id: 'other', sig: good.sig };
		const read = await verifiedEntries(TABLE, [good, unsigned, wrong, 'junk', { ...good, n: -1 }]);
		expect(read.entries).toEqual([good]);
		expect(read.refused).toBe(4);
		expect(en(refusedNotice(read.refused))).toMatch(
			/^4 entries in the shared table are not signed/
		);
	});

	it('keeps every entry it had when the document is wiped, and says how many and whose', async () => {
		const ada = await phone("Ada's phone");
		const bo = await phone("Bo's phone");
		const a1 = await write(ada, null, round(10, 20));
		const b1 = await write(bo, a1.id, round(5, 5));
		const a2 = await write(ada, b1.id, round(1, 2));
		const stored = [a1, b1, a2];
		const wiped = keptEntries(stored, []);
		expect(wiped.entries).toEqual(stored);
		expect(wiped.missing).toEqual(stored);
		expect(en(missingNotice(wiped.missing))).toBe(
			"Another phone removed 3 entries from the shared table (2 by Ada's phone and 1 by Bo's phone). This phone kept them and shared them again; you can export the game to keep a copy."
		);
		const merged = mergeShared(engine, start(), wiped.entries);
		expect(merged.log.map((e) => e.shared.id)).toEqual([a1.id, b1.id, a2.id]);
		expect(missingNotice(keptEntries(stored, stored).missing)).toBeNull();
	});

	it('keeps the signed entry when another phone replaces it with a forged 1,000-point round', async () => {
		const ada = await phone("Ada's phone");
		const a1 = await write(ada, null, round(10, 20));
		const forged = { ...a1, event: round(1000, 0) };
		const read = await verifiedEntries(TABLE, [forged]);
		expect(read.entries).toEqual([]);
		expect(read.refused).toBe(1);
		const kept = keptEntries([a1], read.entries);
		expect(kept.entries).toEqual([a1]);
		expect(kept.missing).toEqual([a1]);
		const merged = mergeShared(engine, start(), kept.entries);
		expect(roundsOf(merged.state)).toEqual([{ scores: [10, 20], note: '' }]);
	});

	it('takes entries it did not have from the document, each id once', async () => {
		const ada = await phone("Ada's phone");
		const bo = await phone("Bo's phone");
		const a1 = await write(ada, null, round(10, 20));
		const b1 = await write(bo, a1.id, round(5, 5));
		const kept = keptEntries([a1], [b1, a1, b1]);
		expect(kept.entries).toEqual([a1, b1]);
		expect(kept.missing).toEqual([]);
	});

	it('accepts a player choice only as its own phone signed it', async () => {
		const ada = await phone("Ada's phone");
		const bo = await phone("Bo's phone");
		const mine = await signPhone(ada.keys, TABLE, ada.id, { playerId: 'a', v: 1 });
		// Bo claims Ada's phone plays Bo's player, signing with his own key.
		const forged = await signPhone(bo.keys, TABLE, ada.id, { playerId: 'b', v: 2 });
		const read = await verifiedPhones(TABLE, [
			[ada.id, mine],
			[bo.id, forged]
		]);
		expect([...read.keys()]).toEqual([ada.id]);
		const replaced = await verifiedPhones(TABLE, [[ada.id, forged]]);
		expect(replaced.size).toBe(0);
	});

	it('counts a removal and a move only when the host signed them', async () => {
		const host = await phone('the host phone');
		const bo = await phone("Bo's phone");
		const cy = await phone("Cy's phone");
		const real = await signRecord(host.keys, REMOVAL, TABLE, { phone: bo.id, entries: 2 });
		// Bo, removed, writes a removal of the host and of Cy, signed with his own key.
		const ofHost = await signRecord(bo.keys, REMOVAL, TABLE, { phone: host.id, entries: 0 });
		const ofCy = await signRecord(bo.keys, REMOVAL, TABLE, { phone: cy.id, entries: 0 });
		// Even the host cannot remove itself, and a removal filed under another phone is no removal.
		const self = await signRecord(host.keys, REMOVAL, TABLE, { phone: host.id, entries: 0 });
		expect(
			await verifiedRemovals(TABLE, host.id, [
				[bo.id, real],
				[host.id, ofHost],
				[cy.id, ofCy],
				[host.id, self],
				[cy.id, real]
			])
		).toEqual({ [bo.id]: 2 });
		const from = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
		const move = { id: 'move-1', from, sealed: {} };
		const hostMove = await signRecord(host.keys, MOVE, TABLE, move);
		const boMove = await signRecord(bo.keys, MOVE, TABLE, move);
		expect(await verifiedMove(TABLE, host.id, hostMove)).toEqual(hostMove);
		expect(await verifiedMove(TABLE, host.id, boMove)).toBeNull();
		expect(await verifiedMove(TABLE, host.id, { ...hostMove, id: 'move-2' })).toBeNull();
		expect(await verifiedMove(TABLE, host.id, 'junk')).toBeNull();
	});

	it('counts a removed phone’s entries up to its removal, and no forged removal drops any', async () => {
		const host = await phone('the host phone');
		const bo = await phone("Bo's phone");
		const h1 = await write(host, null, round(1, 1));
		const b1 = await write(bo, h1.id, round(2, 2));
		const b2 = await write(bo, b1.id, round(3, 3));
		const removal = await signRecord(host.keys, REMOVAL, TABLE, { phone: bo.id, entries: 1 });
		const limits = await verifiedRemovals(TABLE, host.id, [[bo.id, removal]]);
		const merged = mergeShared(engine, start(), withoutLateEntries([h1, b1, b2], limits));
		expect(merged.log.map((e) => e.shared.id)).toEqual([h1.id, b1.id]);
		const forged = await signRecord(bo.keys, REMOVAL, TABLE, { phone: host.id, entries: 0 });
		const none = await verifiedRemovals(TABLE, host.id, [[host.id, forged]]);
		expect(mergeShared(engine, start(), withoutLateEntries([h1, b1, b2], none)).log).toHaveLength(
			3
		);
	});
});

describe('joining a table', () => {
	const host = 'a'.repeat(32);
	it('refuses a game id that matches a game of this phone not shared at this table', () => {
		const remote = { game: 'notepad' };
		expect(en(joinProblem(remote, host, { game: 'notepad' }, undefined))).toMatch(
			/^This phone already has a game with the same id/
		);
		expect(en(joinProblem(remote, host, { game: 'subsets' }, { hostPhone: host }))).toMatch(
			/^This phone already has a game with the same id/
		);
		expect(en(joinProblem(remote, host, undefined, undefined))).toBeNull();
		expect(
			joinProblem(remote, host, { game: 'notepad' }, { hostPhone: host, signing: {} })
		).toBeNull();
		// A copy that followed an older build's table is never merged into the new one.
		expect(en(joinProblem(remote, host, { game: 'notepad' }, {}))).toMatch(/older version/);
	});

	it('refuses a table whose host is not the one this phone joined, or names none', () => {
		const remote = { game: 'notepad' };
		expect(
			en(joinProblem(remote, 'b'.repeat(32), { game: 'notepad' }, { hostPhone: host, signing: {} }))
		).toMatch(/names another host/);
		expect(en(joinProblem(remote, undefined, undefined, undefined))).toMatch(/names no host/);
		expect(en(joinProblem(remote, { id: host }, undefined, undefined))).toMatch(/names no host/);
	});
});

describe("the shared document's game", () => {
	const schema = sessionSchema(['notepad', 'subsets']);
	const game = {
		id: 'g1',
		game: 'notepad',
		title: 'Rummy',
		players: [{ id: 'a', name: 'Ada' }],
		houseRules: { gameName: 'Rummy' }
	};
	it('is read when it is a game this build knows, and refused otherwise', () => {
		expect(v.safeParse(schema, game).success).toBe(true);
		for (const bad of [
			{ ...game, game: 'chess' },
			{ ...game, players: [] },
			{ ...game, players: [{ id: '__proto__', name: 'Ada' }] },
			{ ...game, houseRules: [1, 2] },
			{ ...game, houseRules: { x: Number.NaN } },
			{ ...game, id: 42 },
			'a game'
		])
			expect(v.safeParse(schema, bad).success).toBe(false);
	});
	it("carries a seat's colour and emoji as set up, and nothing else in their place", () => {
		const seated = { id: 'a', name: 'Ada', colour: '#1f5fa8', emoji: '🦊' };
		const read = v.safeParse(schema, { ...game, players: [seated] });
		expect(read.success && read.output.players[0]).toEqual(seated);
		for (const emoji of ['🦊🐻', 'fox', '<img src=x>', 7, '🦊'.repeat(20)])
			expect(v.safeParse(schema, { ...game, players: [{ ...seated, emoji }] }).success).toBe(false);
	});
});
