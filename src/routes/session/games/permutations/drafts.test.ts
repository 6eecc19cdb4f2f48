import { describe, expect, it } from 'vitest';
import { isViolation } from '$lib/core/engine';
import { apply, setup, type PermutationsState } from '$lib/games/permutations/engine';
import {
	bidsFrom,
	countsFrom,
	describeCounts,
	emptyPool,
	formOfUndone,
	restoreCounts,
	restoreMode,
	restoreBidding,
	restoreDeckLists,
	restoreBids,
	restorePool
} from './drafts';

function game(): PermutationsState {
	const state = setup([
		{ id: 'a', name: 'Ada' },
		{ id: 'b', name: 'Bea' },
		{ id: 'c', name: 'Cy' }
	]);
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

describe('Permutations drafts', () => {
	it('keeps a mode choice with the round it was made for', () => {
		expect(restoreMode({ round: 2, mode: 'referee' })).toEqual({ round: 2, mode: 'referee' });
		expect(restoreMode({ round: 0, mode: 'referee' })).toBeUndefined();
		expect(restoreMode({ round: 2, mode: 'guess' })).toBeUndefined();
		expect(restoreMode('referee')).toBeUndefined();
	});

	it('says typed counts in words, players in seat order, for a notice to repeat', () => {
		const g = game();
		const colour = g.inPlay[0];
		expect(describeCounts({ round: 1, counts: {} }, g)).toBeNull();
		expect(describeCounts({ round: 1, counts: { a: { [colour]: 0 } } }, g)).toBeNull();
		expect(
			describeCounts({ round: 1, counts: { c: { [colour]: 2 }, a: { [colour]: 3 } } }, g)
		).toBe(`Ada: 3 ${colour}; Cy: 2 ${colour}`);
	});

	it('gives back counts for the same round, keeping only this table’s players and colours', () => {
		const g = game();
		const stored = {
			round: 1,
			counts: { a: { red: 4, blue: 3, yellow: 2.5 }, b: { yellow: 12 }, z: { red: 1 } }
		};
		// Blue is set aside with three players; 2.5 and 12 are not counts of one round.
		expect(restoreCounts(stored, 1, g)).toEqual({ round: 1, counts: { a: { red: 4 }, b: {} } });
		expect(restoreCounts(stored, 2, g)).toBeUndefined();
		expect(restoreCounts(null, 1, g)).toBeUndefined();
	});

	it('gives back a pool typed for the auction under way, and nothing for another', () => {
		const g = game();
		const typed = { round: 1, auction: 1, numbers: [1, null, 99], colours: ['red', 'pink', ''] };
		expect(restorePool(typed, g)).toEqual({
			round: 1,
			auction: 1,
			numbers: [1, null, null],
			colours: ['red', '', '']
		});
		expect(restorePool({ ...typed, auction: 2 }, g)).toBeUndefined();
		expect(restorePool({ ...typed, numbers: [1] }, g)).toBeUndefined();
		expect(emptyPool(g)).toEqual({
			round: 1,
			auction: 1,
			numbers: [null, null, null],
			colours: ['', '', '']
		});
	});

	it('turns an undone round or pool back into the form that made it', () => {
		const g = game();
		const counts = { a: { red: 11 }, b: { yellow: 11 }, c: { green: 11 } };
		expect(formOfUndone({ type: 'round', counts }, g)).toEqual({
			draft: 'counts',
			mode: 'notepad',
			value: countsFrom(counts, 1, g)
		});
		const pool = { type: 'pool', cards: [{ n: 1, colour: 'red' }, { n: 13 }, { n: 25 }] };
		expect(formOfUndone(pool, g)).toEqual({
			draft: 'pool',
			mode: 'referee',
			value: { round: 1, auction: 1, numbers: [1, 13, 25], colours: ['red', '', ''] }
		});
		expect(formOfUndone({ type: 'take', player: 'a', n: 1 }, g)).toBeNull();
	});

	it('keeps bids only for the auction under way and the players still to bid', () => {
		const g = game();
		const deck = Object.fromEntries(
			Array.from({ length: 48 }, (_, i) => [
				String(i + 1),
				(['red', 'yellow', 'green', 'blue'] as const)[Math.floor(i / 12)]
			])
		);
		let s = apply(g, { type: 'deck', colours: deck });
		if (isViolation(s)) throw new Error(s.reason);
		s = apply(s, { type: 'pool', cards: [{ n: 1 }, { n: 13 }, { n: 25 }] });
		if (isViolation(s)) throw new Error(s.reason);
		const bid = apply(s, { type: 'bid', player: 'a', n: 2 });
		if (isViolation(bid)) throw new Error(bid.reason);
		const stored = {
			round: 1,
			auction: 1,
			bids: { a: { n: 3 }, b: { n: 14, colour: 'pink' }, c: 0 }
		};
		// Ada has already bid; Bea's colour is no colour; 0 is no card.
		expect(restoreBids(stored, bid)).toEqual({ round: 1, auction: 1, bids: { b: { n: 14 } } });
		expect(restoreBids({ ...stored, auction: 2 }, bid)).toBeUndefined();
		expect(bidsFrom({ a: 2, b: 14, c: { n: 26, colour: 'green' } }, s).bids).toEqual({
			a: { n: 2 },
			b: { n: 14 },
			c: { n: 26, colour: 'green' }
		});
		expect(formOfUndone({ type: 'bids', bids: { a: 2, b: 14, c: 26 } }, s)?.draft).toBe('bids');
		expect(restoreBidding({ way: 'secret' })).toEqual({ way: 'secret' });
		expect(restoreBidding({ way: 'shout' })).toBeUndefined();
	});

	it('keeps the deck lists as text under the four colours only', () => {
		expect(restoreDeckLists({ red: '1-12', yellow: 7, pink: '13' })).toEqual({
			red: '1-12',
			yellow: '',
			green: '',
			blue: ''
		});
		expect(restoreDeckLists('1-12')).toBeUndefined();
	});
});
