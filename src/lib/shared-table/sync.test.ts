import { sayTableProblem } from '$lib/i18n/said';
import { describe, expect, it } from 'vitest';
import { newSigningKeys, phoneIdOf } from '$lib/core/shared-table/signing';
import { newVerified, verifiedEntries, type SignedEntry } from '$lib/core/shared-table/trust';
import {
	conflictRows,
	keptCount,
	mergedRows,
	newlyNotCounted,
	phoneLabel,
	signFresh
} from './sync';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];

describe("one sync's steps", () => {
	it('names the phone by its player, else as the host or a guest phone', () => {
		expect(phoneLabel({ playerId: 'b', host: false }, { players })).toEqual({ name: 'Bob' });
		expect(phoneLabel({ playerId: null, host: true }, { players })).toEqual({ host: true });
		expect(phoneLabel({ playerId: 'z', host: false }, { players })).toEqual({ host: false });
	});

	it("signs this phone's new rows in order, each after the one before, numbered on", async () => {
		const signing = await newSigningKeys();
		const phone = await phoneIdOf(signing.publicKey);
		const stored = [
			{ phone, n: 4 },
			{ phone: 'other', n: 9 }
		] as SignedEntry[];
		const fresh = [1, 2, 3].map((seq) => ({
			seq,
			at: 1000 + seq,
			event: { type: 'note', text: `row ${seq}` }
		}));
		const pushed = await signFresh(
			signing,
			'game-1',
			{ phone, known: ['x', 'last'], reveals: { 2: 'r1:0' } },
			stored,
			fresh,
			{ online: true, by: { name: 'Ada' } }
		);
		expect(pushed.map((e) => e.n)).toEqual([5, 6, 7]);
		expect(pushed.map((e) => e.basis)).toEqual(['last', pushed[0].id, pushed[1].id]);
		expect(pushed.map((e) => e.reveal)).toEqual([undefined, 'r1:0', undefined]);
		// Signed in the words an older build's schema takes, not as data it would refuse.
		expect(pushed.every((e) => e.by === "Ada's phone" && e.online)).toBe(true);
		// Every other phone takes them: each verifies as this phone's, at this table only.
		const read = await verifiedEntries('game-1', pushed, newVerified());
		expect(read.entries).toHaveLength(3);
		expect((await verifiedEntries('game-2', pushed, newVerified())).refused).toBe(3);
	});

	it('keeps what the merge did not count as the entry itself, never as words', () => {
		const entry = {
			id: 'e1',
			by: "Bob's phone",
			at: 5,
			event: { type: 'score', player: 'b' }
		} as unknown as SignedEntry;
		const described = conflictRows([{ entry, reason: 'The game was over.' }]);
		expect(described).toEqual([
			{
				by: "Bob's phone",
				reason: 'The game was over.',
				at: 5,
				id: 'e1',
				event: entry.event
			}
		]);
	});

	it('words a refusal the rules said as data, never showing its code', () => {
		const entry = {
			id: 'e2',
			by: "Bob's phone",
			at: 6,
			event: { type: 'cards' }
		} as unknown as SignedEntry;
		const said = { code: 'reframing/fourth-card', name: 'Ann', card: 4 } as const;
		const [row] = conflictRows([{ entry, reason: said.code, said }]);
		// The row keeps the refusal as data; each phone words it when it shows it.
		expect(row.said).toEqual(said);
		const worded = sayTableProblem(row.said!, { locale: 'de' });
		expect(worded).not.toContain('reframing/');
		expect(worded).toContain('Ann');
	});

	it('keeps the whole log when the merge adds nothing, up to the first difference otherwise', () => {
		expect(keptCount({ kind: 'same' }, 5)).toBe(5);
		expect(keptCount({ kind: 'append', from: 3 }, 5)).toBe(3);
		expect(keptCount({ kind: 'rewrite', keep: 1 }, 5)).toBe(1);
	});

	it("writes the merged entries as the session's rows, each with who made it", () => {
		const shared = { by: "Bob's phone" } as SignedEntry;
		const rows = mergedRows('s1', [
			{ seq: 4, at: 40, event: { type: 'note' }, shared },
			{ seq: 5, at: 50, event: { type: 'end' }, over: true, shared }
		]);
		expect(rows).toEqual([
			{ sessionId: 's1', seq: 4, at: 40, event: { type: 'note' }, by: "Bob's phone" },
			{ sessionId: 's1', seq: 5, at: 50, event: { type: 'end' }, by: "Bob's phone", over: true }
		]);
	});

	it('announces only what was not counted and not listed before', () => {
		const row = (id: string) => ({ id, by: 'x', what: 'a round', reason: 'late', at: 1 });
		expect(newlyNotCounted([row('e1')], [row('e1'), row('e2')])).toEqual([row('e2')]);
		expect(newlyNotCounted([row('e1'), row('e2')], [row('e2')])).toEqual([]);
	});
});
