import { describe, expect, it } from 'vitest';
import { pointsGame, type PointsState } from '$lib/core/testing/points-game';
import * as Y from 'yjs';
import type { GameEngine, GameEvent } from '$lib/core/engine';
import { newSigningKeys, phoneIdOf, type SigningKeys } from '$lib/core/shared-table/signing';
import { newVerified, type SignedEntry } from '$lib/core/shared-table/trust';
import { appendEvent, createSession, db, loadEvents, type SharedTableRow } from '$lib/db';
import { getSharedTable, putSharedTable } from '$lib/db/shared-tables';
import type { GameModule } from '$lib/games/registry';
import { partsOf } from './document';
import { followMerge, readSharedEntries, shareOwnEntries } from './shared-log';
import { signFresh } from './sync';

// The points game, never finished here.
type State = PointsState;
const engine: GameEngine<State, GameEvent> = { ...pointsGame, isFinished: () => false };
const game: GameModule = { engine, houseRuleFields: [] };

interface Phone {
	id: string;
	signing: SigningKeys;
}
async function phone(): Promise<Phone> {
	const signing = await newSigningKeys();
	return { id: await phoneIdOf(signing.publicKey), signing };
}

/** A stored session with `points` entered on this phone, and its table row. */
async function sharedSession(me: Phone, ...points: number[]) {
	const session = await createSession({
		game: 'transform',
		title: 't',
		players: [{ id: 'a', name: 'Ada' }],
		houseRules: {}
	});
	for (const [i, n] of points.entries()) await appendEvent(session.id, i + 1, { type: 'add', n });
	const row: SharedTableRow = {
		sessionId: session.id,
		code: 'c',
		relay: 'ws://localhost:1',
		phone: me.id,
		playerId: 'a',
		host: true,
		doc: new Uint8Array(),
		known: [],
		conflicts: [],
		signing: me.signing,
		hostPhone: me.id,
		entries: []
	};
	await putSharedTable(db, row);
	return { session, row };
}

/** `points` signed as entries of `who` at table `table`. */
function entriesOf(who: Phone, table: string, ...points: number[]): Promise<SignedEntry[]> {
	const fresh = points.map((n, i) => ({ seq: i + 1, at: 1000 + i, event: { type: 'add', n } }));
	const row = { phone: who.id, known: [], reveals: {} };
	return signFresh(who.signing, table, row, [], fresh, { online: true, by: { name: 'them' } });
}

describe("this phone's entries at the shared table", () => {
	it('signs and shares its new rows, stores them, and names their author', async () => {
		const me = await phone();
		const { session, row } = await sharedSession(me, 2, 3);
		const doc = new Y.Doc();
		const rows = await loadEvents(session.id);
		const made = { online: true, by: { name: 'Ada' } };
		const shared = await shareOwnEntries(doc, me.signing, row, rows, made);
		expect(shared.mine.map((e) => e.event)).toEqual(rows.map((r) => r.event));
		expect(shared.known).toEqual(shared.mine.map((e) => e.id));
		expect(partsOf(doc).entries.toArray()).toEqual(shared.mine);
		expect((await getSharedTable(db, session.id))?.entries).toEqual(shared.mine);
		expect((await loadEvents(session.id)).map((r) => r.by)).toEqual([
			{ name: 'Ada' },
			{ name: 'Ada' }
		]);
		// Nothing new: nothing shared again.
		const again = await shareOwnEntries(doc, me.signing, { ...row, ...shared }, rows, made);
		expect(again.known).toEqual(shared.known);
		expect(partsOf(doc).entries.length).toBe(2);
	});

	it('keeps an entry the document lost and shares it again; counts what does not verify', async () => {
		const me = await phone();
		const table = 'game-1';
		const mine = await entriesOf(me, table, 1, 2);
		const doc = new Y.Doc();
		// Another phone deleted the first entry and wrote one nobody signed.
		partsOf(doc).entries.push([mine[1], { ...mine[0], id: 'forged', sig: 'x' }]);
		const read = await readSharedEntries(doc, table, mine, newVerified(), () => [], false);
		expect(read.entries.map((e) => e.id)).toEqual(mine.map((e) => e.id));
		expect(read.gone).toEqual([mine[0]]);
		expect(read.refused).toBe(1);
		expect(
			partsOf(doc)
				.entries.toArray()
				.map((e) => e.id)
		).toContain(mine[0].id);
		// A phone that left the table shares nothing again; an entry deleted since the last merge
		// is said all the same.
		const quiet = new Y.Doc();
		partsOf(quiet).entries.push(mine);
		const left = await readSharedEntries(
			quiet,
			table,
			mine,
			newVerified(),
			() => [mine[1].id],
			true
		);
		expect(left.gone).toEqual([mine[1]]);
		expect(partsOf(quiet).entries.length).toBe(2);
	});

	it("makes the session's log follow the merge of every phone's entries", async () => {
		const [me, other] = [await phone(), await phone()];
		const { session } = await sharedSession(me);
		const theirs = await entriesOf(other, session.id, 4, 5, -1);
		const rows = await loadEvents(session.id);
		const followed = await followMerge(new Y.Doc(), game, session, theirs, {}, { rows, known: [] });
		if (!followed || followed === 'conflict') throw new Error(`not followed: ${followed}`);
		// The refused entry is not counted, and listed as such.
		expect(followed.counted.map((e) => e.event.n)).toEqual([4, 5]);
		expect(followed.conflicts.map((c) => c.reason)).toEqual(['Points cannot be negative.']);
		expect(followed.rewritten).toBe(false);
		const log = await loadEvents(session.id);
		expect(log.map((r) => [r.seq, r.event.n, r.by])).toEqual([
			[1, 4, "them's phone"],
			[2, 5, "them's phone"]
		]);
		expect((await getSharedTable(db, session.id))?.known).toEqual(
			followed.counted.map((e) => e.id)
		);
		// The log changed meanwhile: done again later.
		expect(await followMerge(new Y.Doc(), game, session, theirs, {}, { rows, known: [] })).toBe(
			'conflict'
		);
	});
});
