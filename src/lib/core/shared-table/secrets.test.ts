import { describe, expect, it } from 'vitest';
import { openMove, sealMove } from './secret';
import { newSigningKeys, phoneIdOf, sign, type SigningKeys } from './signing';
import { joinAddress, readJoinLink } from './codes';
import {
	joinProblem,
	REVEAL_KEY,
	SEALED,
	signRevealKey,
	signSealed,
	verifiedSecrets,
	type SignedRevealKey
} from './trust';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const TABLE = 'game-1';
const ROUND = { id: 'round-1', players: ['a', 'b'] };
const NAMES: Record<string, string> = { a: 'Ada', b: 'Bo' };
const nameOf = (player: string) => NAMES[player];

interface Phone {
	keys: SigningKeys;
	id: string;
}

async function phone(): Promise<Phone> {
	const keys = await newSigningKeys();
	return { keys, id: await phoneIdOf(keys.publicKey) };
}

/** `by` seals `move` for `player` in `round` and signs it and its key, as the app does. */
async function seal(by: Phone, player: string, move: unknown, round = ROUND.id) {
	const made = await sealMove(move, player, by.id);
	if ('problem' in made) throw new Error(made.problem.code);
	const sealed = await signSealed(by.keys, TABLE, round, made.sealed);
	const key = await signRevealKey(by.keys, TABLE, {
		round,
		player,
		phone: by.id,
		secret: made.key
	});
	return { sealed, key };
}

/** What a phone reads from a document holding `sealed` and `keys` by slot. */
function read(
	sealed: Record<string, unknown>,
	keys: Record<string, unknown>,
	phoneOf: Record<string, string>,
	host: string
) {
	return verifiedSecrets(
		TABLE,
		ROUND,
		{ sealed: (slot) => sealed[slot], keys: (slot) => keys[slot] },
		phoneOf,
		host,
		nameOf
	);
}

describe('sealed moves and their keys at the reveal', () => {
	it('count when signed by the phone that plays the player, and open to the move', async () => {
		const [ada, bo] = [await phone(), await phone()];
		const a = await seal(ada, 'a', 7);
		const b = await seal(bo, 'b', 40);
		const got = await read(
			{ 'round-1:a': a.sealed, 'round-1:b': b.sealed },
			{ 'round-1:a': a.key, 'round-1:b': b.key },
			{ a: ada.id, b: bo.id },
			ada.id
		);
		expect(got.ignored.map(en)).toEqual([]);
		expect(Object.keys(got.sealed)).toEqual(['a', 'b']);
		expect(await openMove(got.sealed.b, got.keys.b, 'Bo')).toEqual({ move: 40 });
	});

	it('ignore an unsigned, a forged and an unreadable sealed move, saying so', async () => {
		const [ada, bo, mallory] = [await phone(), await phone(), await phone()];
		const honest = (await seal(bo, 'b', 40)).sealed;
		const unsigned: Record<string, unknown> = { ...honest };
		delete unsigned.sig;
		// Mallory swaps in another ciphertext and signs it with her key in Bo's phone's name.
		const other = (await seal(mallory, 'b', 3)).sealed;
		const body = { ...honest, ciphertext: other.ciphertext, key: mallory.keys.publicKey };
		const forged = { ...body, sig: await sign(mallory.keys, SEALED, TABLE, body) };
		// Bo's ciphertext changed after Bo signed it.
		const changed = { ...honest, commitment: other.commitment };
		for (const bad of [unsigned, forged, changed, 'junk', { ...honest, round: 'round-0' }]) {
			const got = await read({ 'round-1:b': bad }, {}, { a: ada.id, b: bo.id }, ada.id);
			expect(got.sealed).toEqual({});
			expect(got.ignored.map(en)).toEqual([
				'A secret move for Bo in the shared table is not signed by the phone it names, or cannot be read, so it is ignored.'
			]);
		}
	});

	it('ignore a sealed move from a phone that does not play its player', async () => {
		const [ada, bo] = [await phone(), await phone()];
		// Ada's phone seals a move for Bo, who has a phone of his own: well signed, wrong phone.
		const { sealed, key } = await seal(ada, 'b', 40);
		const got = await read(
			{ 'round-1:b': sealed },
			{ 'round-1:b': key },
			{ a: ada.id, b: bo.id },
			ada.id
		);
		expect(got.sealed).toEqual({});
		expect(got.keys).toEqual({});
		expect(got.ignored.map(en)).toEqual([
			'A secret move for Bo came from a phone that does not play Bo, so it is ignored.'
		]);
	});

	it('take the move of a player with no phone from the host phone alone', async () => {
		const [host, cy] = [await phone(), await phone()];
		const fromHost = await seal(host, 'b', 40);
		const got = await read(
			{ 'round-1:b': fromHost.sealed },
			{ 'round-1:b': fromHost.key },
			{},
			host.id
		);
		expect(got.ignored.map(en)).toEqual([]);
		expect(await openMove(got.sealed.b, got.keys.b, 'Bo')).toEqual({ move: 40 });
		const fromCy = await seal(cy, 'b', 40);
		const refused = await read({ 'round-1:b': fromCy.sealed }, {}, {}, host.id);
		expect(refused.sealed).toEqual({});
		expect(en(refused.ignored[0])).toMatch(
			/^A secret move for Bo came from a phone other than the host's/
		);
	});

	it('ignore a sealed move moved to another slot or round', async () => {
		const [ada, bo] = [await phone(), await phone()];
		const old = await seal(bo, 'b', 40, 'round-0');
		const adas = await seal(ada, 'a', 7);
		const got = await read(
			{ 'round-1:b': old.sealed, 'round-1:a': { ...adas.sealed, player: 'b' } },
			{},
			{ a: ada.id, b: bo.id },
			ada.id
		);
		expect(got.sealed).toEqual({});
		expect(got.ignored).toHaveLength(2);
	});

	it('ignore a key that is unsigned, signed by another phone, or for another round', async () => {
		const [ada, bo, mallory] = [await phone(), await phone(), await phone()];
		const { sealed, key } = await seal(bo, 'b', 40);
		const unsigned: Record<string, unknown> = { ...key };
		delete unsigned.sig;
		// Mallory publishes the key of her own box (which opens nothing of Bo's) under her name…
		const hers = await signRevealKey(mallory.keys, TABLE, { ...key, phone: mallory.id });
		// …and in Bo's phone's name, signed with her key.
		const body = { ...key, key: mallory.keys.publicKey };
		const forged: SignedRevealKey = {
			...body,
			sig: await sign(mallory.keys, REVEAL_KEY, TABLE, body)
		};
		const elsewhere = await signRevealKey(bo.keys, TABLE, { ...key, round: 'round-0' });
		for (const bad of [unsigned, hers, forged, elsewhere, { ...key, secret: 'AAAA' }]) {
			const got = await read(
				{ 'round-1:b': sealed },
				{ 'round-1:b': bad },
				{ a: ada.id, b: bo.id },
				ada.id
			);
			expect(got.sealed.b).toEqual(sealed);
			expect(got.keys).toEqual({});
			expect(got.ignored.map(en)).toEqual([
				"A key to open Bo's secret move is not signed by the phone that sealed it, so it is ignored."
			]);
		}
	});

	it('never sign what was sealed at one table as valid at another', async () => {
		const bo = await phone();
		const { sealed } = await seal(bo, 'b', 40);
		const got = await verifiedSecrets(
			'game-2',
			ROUND,
			{ sealed: (slot) => (slot === 'round-1:b' ? sealed : undefined), keys: () => undefined },
			{ b: bo.id },
			bo.id,
			nameOf
		);
		expect(got.sealed).toEqual({});
		expect(got.ignored).toHaveLength(1);
	});
});

describe('the host pinned in the join link', () => {
	const host = 'a'.repeat(32);
	const page = 'https://tablemate.example/join';

	it('carries the host phone’s id in the link and reads it back, with the code and relay', () => {
		const address = joinAddress(page, 'C'.repeat(26), 'wss://relay.example/x?y', host);
		expect(address).toBe(
			`${page}#code=${'C'.repeat(26)}&relay=${encodeURIComponent('wss://relay.example/x?y')}&host=${host}`
		);
		expect(readJoinLink(address)).toEqual({
			code: 'C'.repeat(26),
			relay: 'wss://relay.example/x?y',
			host
		});
	});

	it('reads an older link without a host, and refuses a damaged host part in words', () => {
		expect(readJoinLink(`${page}#code=ABC&relay=ws%3A%2F%2Fr`)).toEqual({
			code: 'ABC',
			relay: 'ws://r',
			host: null
		});
		expect(readJoinLink(`${page}#code=ABC&host=${host.slice(1)}`)).toEqual({
			problem:
				'This link names its host phone in a way that cannot be read, so the table was not joined. Scan the QR code again, or type the code.'
		});
		expect(readJoinLink('ABCDE')).toBeNull();
	});

	it('refuses a table whose host record is another phone than the link named', () => {
		const remote = { game: 'notepad' };
		const other = 'b'.repeat(32);
		expect(en(joinProblem(remote, other, undefined, undefined, host))).toBe(
			'This table names another host than the phone whose link or QR code was opened, so it was not joined. Nothing on this phone was changed.'
		);
		expect(en(joinProblem(remote, host, undefined, undefined, host))).toBeNull();
		// A typed code, or a link of an older build: the host is trusted on first use.
		expect(en(joinProblem(remote, other, undefined, undefined, null))).toBeNull();
	});
});
