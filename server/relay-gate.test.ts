/** The gate's reading of presence: what is new to the table, and whose it is. */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { nothingNew, ownPresence } from './relay-gate.mjs';

/** A table's presence, holding the states of the phones `ids` at clock 1. */
function table(ids: number[]) {
	const awareness = new Awareness(new Y.Doc());
	awareness.setLocalState(null);
	for (const id of ids) {
		awareness.states.set(id, { player: `p${id}` });
		awareness.meta.set(id, { clock: 1, lastUpdated: Date.now() });
	}
	return awareness;
}

describe('presence at the gate', () => {
	it('holds nothing new when every clock is no newer than the table has', () => {
		const awareness = table([7]);
		expect(nothingNew(awareness, { present: [[7, 1]], removed: [] })).toBe(true);
		expect(nothingNew(awareness, { present: [[7, 2]], removed: [] })).toBe(false);
		expect(nothingNew(awareness, { present: [[8, 1]], removed: [] })).toBe(false);
		expect(nothingNew(awareness, { present: [], removed: [[7, 1]] })).toBe(false);
		awareness.destroy();
	});

	it("counts a phone's own presence, at most two, and a table's, at most its limit", () => {
		const awareness = table([1, 2]);
		const own = new Set<number>();
		// The others' presence sent back is not its own.
		expect(ownPresence(awareness, [[1, 1]], own, 4)).toBeNull();
		expect(own.size).toBe(0);
		expect(ownPresence(awareness, [[10, 1]], own, 4)).toBeNull();
		expect(ownPresence(awareness, [[11, 1]], own, 4)).toBeNull();
		expect([...own]).toEqual([10, 11]);
		expect(ownPresence(awareness, [[12, 1]], own, 4)).toBe('presence');
		expect(
			ownPresence(
				awareness,
				[
					[20, 1],
					[21, 1],
					[22, 1]
				],
				new Set(),
				4
			)
		).toBe('presence');
		expect(
			ownPresence(
				awareness,
				[
					[30, 1],
					[31, 1]
				],
				new Set(),
				3
			)
		).toBe('tableCrowded');
		awareness.destroy();
	});
});
