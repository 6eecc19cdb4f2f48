import { sayTableProblem } from '$lib/i18n/said';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { violation, type GameEvent } from '$lib/core/engine';
import type { SharedEntry } from '$lib/core/shared-table/merge';
import { newSigningKeys, phoneIdOf, type SigningKeys } from '$lib/core/shared-table/signing';
import { signSecretRound, type SignedSealed } from '$lib/core/shared-table/trust';
import { db, type SharedTableRow } from '$lib/db';
import { getSharedTable, putSharedTable } from '$lib/db/shared-tables';
import { partsOf } from './document';
import { slotOf } from './secret-rounds';
import { publishOwnKeys, readRound, recordReveal } from './secret-step';

const TABLE = 'game-1';
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];

async function phone(): Promise<{ id: string; signing: SigningKeys }> {
	const signing = await newSigningKeys();
	return { id: await phoneIdOf(signing.publicKey), signing };
}

describe('the round of secret moves under way', () => {
	it('reads a round a phone at the table signed, and shares it again when replaced', async () => {
		const host = await phone();
		const round = await signSecretRound(host.signing, TABLE, {
			id: 'r1',
			players: ['a', 'b'],
			phone: host.id
		});
		const atTable = (p: string) => p === host.id;
		const doc = new Y.Doc();
		partsOf(doc).secret.set('current', round);
		expect((await readRound(TABLE, doc, atTable, ['a', 'b'], null, false)).round).toEqual(round);
		// Another phone put a round nobody signed in its place.
		partsOf(doc).secret.set('current', { ...round, id: 'r2' });
		const replaced = await readRound(TABLE, doc, atTable, ['a', 'b'], round, false);
		expect(replaced.round).toEqual(round);
		expect(replaced.ignored).toHaveLength(1);
		expect(partsOf(doc).secret.get('current')).toEqual(round);
		// A phone that left the table puts nothing back, nor a round of a phone no longer there.
		partsOf(doc).secret.set('current', { ...round, id: 'r2' });
		expect((await readRound(TABLE, doc, atTable, ['a', 'b'], round, true)).round).toBeNull();
		expect((await readRound(TABLE, doc, () => false, ['a', 'b'], round, false)).round).toBeNull();
		expect(partsOf(doc).secret.get('current')).toMatchObject({ id: 'r2' });
	});

	it('publishes the keys of the moves this phone sealed, once', async () => {
		const me = await phone();
		const round = { id: 'r1', players: ['a', 'b'] };
		const row = {
			signing: me.signing,
			phone: me.id,
			secretKeys: { [slotOf('r1', 'a')]: 'key-a', [slotOf('r1', 'b')]: 'key-b' }
		};
		// Bob's move came from another phone: its key is not this phone's to publish.
		const sealed = { a: { phone: me.id }, b: { phone: 'other' } } as unknown as Record<
			string,
			SignedSealed
		>;
		const keys = new Y.Doc().getMap<unknown>('keys');
		expect(await publishOwnKeys(row, TABLE, round, sealed, {}, keys)).toBe(true);
		expect([...keys.keys()]).toEqual([slotOf('r1', 'a')]);
		expect(keys.get(slotOf('r1', 'a'))).toMatchObject({ player: 'a', secret: 'key-a' });
		expect(await publishOwnKeys(row, TABLE, round, sealed, { a: 'key-a' }, keys)).toBe(false);
	});
});

describe('the reveal', () => {
	const opened = {
		moves: [
			{ player: 'a', move: { card: 1 } },
			{ player: 'b', move: { card: 2 } }
		],
		problems: []
	};

	it("records each player's move and keeps the round it reveals with the entry", async () => {
		await putSharedTable(db, { sessionId: TABLE, reveals: {} } as unknown as SharedTableRow);
		const recorded: GameEvent[] = [];
		const record = async (event: GameEvent) => recorded.push(event) + 10;
		const session = { game: 'reframing' as const, players };
		const outcome = await recordReveal(TABLE, session, 'r1', opened, [], record);
		expect(outcome).toEqual({ recorded: true, problems: [] });
		expect(recorded).toEqual([
			{ card: 1, type: 'submit', player: 'a' },
			{ card: 2, type: 'submit', player: 'b' }
		]);
		expect((await getSharedTable(db, TABLE))?.reveals).toEqual({ 11: 'r1:0', 12: 'r1:1' });
	});

	it('records nothing another phone recorded, and says whose move the rules refused', async () => {
		const session = { game: 'reframing' as const, players };
		const never = async (): Promise<number> => {
			throw new Error('recorded twice');
		};
		const counted = [{ reveal: 'r1:0' }] as SharedEntry[];
		expect(await recordReveal(TABLE, session, 'r1', opened, counted, never)).toEqual({
			recorded: true,
			problems: []
		});
		const refuse = async (event: GameEvent) =>
			event.player === 'b' ? violation('That card is gone.', 'reframing-3') : 1;
		const outcome = await recordReveal('other', session, 'r2', opened, [], refuse);
		expect(outcome).toMatchObject({
			recorded: false,
			refused: { player: 'b', rule: 'reframing-3' }
		});
		expect(outcome.problems.map((p) => sayTableProblem(p, { locale: 'en' }))).toEqual([
			"Bob's secret move was refused at the reveal: That card is gone."
		]);
	});
});
