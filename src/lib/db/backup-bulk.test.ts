import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { announceBulkWrite, BulkWriter } from './backup-bulk';
import { TablemateDB, type EventRow } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`bulk-${Date.now()}-${counter++}`);

const move = (sessionId: string, seq: number): EventRow => ({
	sessionId,
	seq,
	at: seq,
	event: { type: 'round', scores: { a: seq } }
});

describe('BulkWriter', () => {
	it('writes every row asked for, in the transaction it was given', async () => {
		const database = freshDb();
		await database.transaction('rw', database.events, database.players, (transaction) => {
			const writer = new BulkWriter(transaction);
			writer.add('events', [move('g1', 1), move('g1', 2), move('g2', 1)]);
			writer.put('players', [{ id: 'p1', name: 'Ada', createdAt: 1, lastUsedAt: 1 }]);
			writer.put('players', [{ id: 'p1', name: 'Ada B.', createdAt: 1, lastUsedAt: 2 }]);
		});
		expect(await database.events.where('sessionId').equals('g1').count()).toBe(2);
		expect(await database.events.count()).toBe(3);
		expect((await database.players.get('p1'))?.name).toBe('Ada B.');
	});

	it('fails the whole transaction on a refused row, and names what refused it', async () => {
		const database = freshDb();
		await database.events.add(move('g1', 1));
		let writer: BulkWriter | null = null;
		const ended = await database
			.transaction('rw', database.events, database.sessions, (transaction) => {
				writer = new BulkWriter(transaction);
				// The second move has the key of the one stored: the first must not stay either.
				writer.add('events', [move('g2', 1), move('g1', 1), move('g3', 1)]);
			})
			.then(
				() => 'committed',
				() => 'failed'
			);
		expect(ended).toBe('failed');
		expect(writer!.refused?.name).toBe('ConstraintError');
		expect(await database.events.count()).toBe(1);
	});
});

describe('announceBulkWrite', () => {
	it("wakes the live queries, which do not see the writer's rows by themselves", async () => {
		const database = freshDb();
		const seen: number[] = [];
		const subscription = liveQuery(() => database.events.count()).subscribe((n) => seen.push(n));
		const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
		await settled();
		await database.transaction('rw', database.events, (transaction) =>
			new BulkWriter(transaction).add('events', [move('g1', 1), move('g1', 2)])
		);
		await settled();
		expect(seen).toEqual([0]);
		announceBulkWrite();
		await settled();
		expect(seen).toEqual([0, 2]);
		subscription.unsubscribe();
	});
});
