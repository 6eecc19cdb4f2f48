import { describe, expect, it } from 'vitest';
import type { SignedSealed } from '$lib/core/shared-table/trust';
import { lostSealed, sealProblem, slotOf } from './secret-rounds';

import { sayTable } from '$lib/i18n/table';
import type { TableSaid } from '$lib/core/shared-table/said';

/** What the table said, in the English words the player reads. */
const en = (said: TableSaid | string | null | undefined) =>
	said == null || typeof said === 'string' ? said : sayTable(said, { locale: 'en' });

const round = { id: 'r1', players: ['a', 'b', 'c'] };
const guest = { playerId: 'b', host: false, secretKeys: {} };
const host = { playerId: 'a', host: true, secretKeys: {} };
const phones = [{ playerId: 'a' }, { playerId: 'b' }, { playerId: null }];

describe('which secret move a phone may seal', () => {
	it("lets a phone seal its own player's move once", () => {
		expect(en(sealProblem(guest, round, 'b', phones, false))).toBeNull();
		expect(en(sealProblem(guest, round, 'b', phones, true))).toBe('This move is already sealed.');
		expect(
			en(
				sealProblem(
					{ ...guest, secretKeys: { [slotOf('r1', 'b')]: 'k' } },
					round,
					'b',
					phones,
					false
				)
			)
		).toBe('This move is already sealed.');
	});

	it('refuses a player outside the round, or none', () => {
		expect(en(sealProblem(guest, round, 'z', phones, false))).toBe(
			'This phone has no secret move to make in this round.'
		);
		expect(en(sealProblem({ ...guest, playerId: null }, round, null, phones, false))).toBe(
			'This phone has no secret move to make in this round.'
		);
	});

	it("lets only the host seal for a player no phone plays, and no phone for another's player", () => {
		expect(en(sealProblem(host, round, 'c', phones, false))).toBeNull();
		expect(en(sealProblem(guest, round, 'c', phones, false))).toBe(
			"Only this player's own phone can seal their move."
		);
		expect(en(sealProblem(host, round, 'b', phones, false))).toBe(
			"Only this player's own phone can seal their move."
		);
	});
});

describe("a phone's own sealed moves the document lost", () => {
	const box = (player: string, sig: string, r = 'r1') =>
		({ round: r, player, sig }) as unknown as SignedSealed;
	const row = {
		phone: 'P',
		secretSealed: {
			[slotOf('r1', 'b')]: box('b', 's-b'),
			[slotOf('r0', 'b')]: box('b', 'old', 'r0'),
			// Kept under another slot than its own: never shared again.
			[slotOf('r1', 'a')]: box('b', 's-b2')
		}
	};
	const seats = { b: 'P', a: 'H' };

	it('shares again a move deleted or replaced in the document, of this round only', () => {
		expect(lostSealed(row, round, {}, seats, 'H').map(([slot]) => slot)).toEqual(['r1:b']);
		expect(lostSealed(row, round, { b: { sig: 'forged' } }, seats, 'H')).toHaveLength(1);
	});

	it('leaves a move the document still holds, or one this phone may no longer send', () => {
		expect(lostSealed(row, round, { b: { sig: 's-b' } }, seats, 'H')).toEqual([]);
		// Another phone now holds the seat of b.
		expect(lostSealed(row, round, {}, { b: 'Q' }, 'H')).toEqual([]);
	});
});
