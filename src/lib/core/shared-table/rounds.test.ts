import { describe, expect, it } from 'vitest';
import { sealMove } from './secret';
import { newSigningKeys, phoneIdOf, sign, type SigningKeys } from './signing';
import {
	FORGED_ROUND,
	openedSecrets,
	SECRET_ROUND,
	seatHolders,
	seatTaken,
	signPhone,
	signSecretRound,
	verifiedPhones,
	verifiedSecretRound,
	WRITTEN_OUTCOME,
	type PhoneRecord
} from './trust';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const TABLE = 'game-1';
const PLAYERS = ['a', 'b', 'c'];
const NAMES: Record<string, string> = { a: 'Ada', b: 'Bo', c: 'Cy' };
const nameOf = (player: string) => NAMES[player];

interface Phone {
	keys: SigningKeys;
	id: string;
}

async function phone(): Promise<Phone> {
	const keys = await newSigningKeys();
	return { keys, id: await phoneIdOf(keys.publicKey) };
}

describe('a round of secret moves in the shared table', () => {
	it('counts when a phone at the table opened and signed it', async () => {
		const ada = await phone();
		const round = await signSecretRound(ada.keys, TABLE, {
			id: 'round-1',
			players: ['a', 'b'],
			phone: ada.id
		});
		const got = await verifiedSecretRound(TABLE, round, (p) => p === ada.id, PLAYERS);
		expect(got).toEqual({ round, ignored: [] });
	});

	it('is ignored, and said, when unsigned, forged, changed or from a phone not at the table', async () => {
		const [ada, mallory] = [await phone(), await phone()];
		const atTable = (p: string) => p === ada.id;
		const honest = await signSecretRound(ada.keys, TABLE, {
			id: 'round-1',
			players: ['a', 'b'],
			phone: ada.id
		});
		const unsigned: Record<string, unknown> = { ...honest };
		delete unsigned.sig;
		// Mallory signs a round with her own key in Ada's phone's name.
		const body = { ...honest, key: mallory.keys.publicKey };
		const forged = { ...body, sig: await sign(mallory.keys, SECRET_ROUND, TABLE, body) };
		// A round of Mallory's own phone, which the host removed (not at the table).
		const removed = await signSecretRound(mallory.keys, TABLE, {
			id: 'round-2',
			players: ['a'],
			phone: mallory.id
		});
		const changed = { ...honest, players: ['a'] };
		const strangers = await signSecretRound(ada.keys, TABLE, {
			id: 'round-3',
			players: ['a', 'zed'],
			phone: ada.id
		});
		const twice = await signSecretRound(ada.keys, TABLE, {
			id: 'round-4',
			players: ['a', 'a'],
			phone: ada.id
		});
		for (const bad of [unsigned, forged, removed, changed, strangers, twice, 'junk', { id: 'x' }]) {
			const got = await verifiedSecretRound(TABLE, bad, atTable, PLAYERS);
			expect(got).toEqual({ round: null, ignored: [FORGED_ROUND] });
		}
	});

	it('never takes an outcome written beside it, and says so', async () => {
		const ada = await phone();
		const round = await signSecretRound(ada.keys, TABLE, {
			id: 'round-1',
			players: ['a', 'b'],
			phone: ada.id
		});
		const written = { ...round, outcome: { recorded: true, problems: [] } };
		const got = await verifiedSecretRound(TABLE, written, (p) => p === ada.id, PLAYERS);
		expect(got.round).toEqual(round);
		expect(got.round).not.toHaveProperty('outcome');
		expect(got.ignored).toEqual([WRITTEN_OUTCOME]);
	});
});

describe('the outcome of a round, worked out on each phone', () => {
	async function sealed(move: unknown, player: string, by: string) {
		const made = await sealMove(move, player, by);
		if ('problem' in made) throw new Error(made.problem.code);
		return made;
	}

	it('opens every move with its key, in seat order', async () => {
		const a = await sealed(7, 'a', 'p1');
		const b = await sealed(40, 'b', 'p2');
		const got = await openedSecrets(
			['a', 'b'],
			{ a: a.sealed, b: b.sealed },
			{ a: a.key, b: b.key },
			nameOf
		);
		expect(got).toEqual({
			moves: [
				{ player: 'a', move: 7 },
				{ player: 'b', move: 40 }
			],
			problems: []
		});
	});

	it('waits for every key, and names the player whose key does not open their move', async () => {
		const a = await sealed(7, 'a', 'p1');
		const b = await sealed(40, 'b', 'p2');
		expect(
			await openedSecrets(['a', 'b'], { a: a.sealed, b: b.sealed }, { a: a.key }, nameOf)
		).toBe(null);
		const got = await openedSecrets(
			['a', 'b'],
			{ a: a.sealed, b: b.sealed },
			{ a: a.key, b: a.key },
			nameOf
		);
		expect(got?.moves).toEqual([{ player: 'a', move: 7 }]);
		expect(got?.problems.map(en)).toEqual([
			"Bo's secret move does not match what Bo's phone committed to, so it is refused."
		]);
	});
});

describe('two phones that claim the same player', () => {
	async function claim(by: Phone, playerId: string | null, claimed?: number) {
		const record = await signPhone(by.keys, TABLE, by.id, {
			playerId,
			v: 1,
			...(claimed === undefined ? {} : { claimed })
		});
		return [by.id, record] as [string, PhoneRecord];
	}

	it('give the seat to the first claim, whatever order the records are read in', async () => {
		const [ada, bo, cy] = [await phone(), await phone(), await phone()];
		const records = [
			await claim(ada, 'a', 2_000),
			await claim(bo, 'a', 1_000),
			await claim(cy, 'c')
		];
		const one = seatHolders(await verifiedPhones(TABLE, records), {});
		const other = seatHolders(await verifiedPhones(TABLE, [...records].reverse()), {});
		expect(one).toEqual({ a: bo.id, c: cy.id });
		expect(other).toEqual(one);
	});

	it('give the seat to the phone whose id comes first when both claimed at once', async () => {
		const [one, two] = [await phone(), await phone()];
		const first = one.id < two.id ? one : two;
		const records = [await claim(one, 'b', 5_000), await claim(two, 'b', 5_000)];
		for (const order of [records, [...records].reverse()])
			expect(seatHolders(await verifiedPhones(TABLE, order), {})).toEqual({ b: first.id });
	});

	it('put a claim without a time after one with it, and pass over removed phones', async () => {
		const [ada, bo] = [await phone(), await phone()];
		const records = [await claim(ada, 'a'), await claim(bo, 'a', 9_000)];
		const members = await verifiedPhones(TABLE, records);
		expect(seatHolders(members, {})).toEqual({ a: bo.id });
		expect(seatHolders(members, { [bo.id]: 0 })).toEqual({ a: ada.id });
	});

	it('tell the later phone in words', () => {
		expect(en(seatTaken('Ada'))).toBe(
			'Another phone chose Ada before this one, so it plays Ada at this table. Choose another player for this phone.'
		);
	});
});
