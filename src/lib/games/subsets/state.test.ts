import { describe, expect, it } from 'vitest';
import { cardCounts, currentDraw, newPile, pileNumberInEvent, pilesOf, seatOf } from './state';
import { deal, table } from './test/table';

describe('the Subsets state helpers', () => {
	it('numbers new piles in the order they are started', () => {
		const state = table();
		const first = newPile(state, 1, '{1}');
		const second = newPile(state, 0, '{2}');
		expect([first.number, second.number, state.nextPile]).toEqual([1, 2, 3]);
		expect(pileNumberInEvent(second.id)).toBe('2');
		expect(pileNumberInEvent('stack')).toBe('stack');
	});

	it('counts every pile card and loose face-down card in front of each player', () => {
		const state = table({}, ...deal());
		state.players[1].captured.push('{1,}');
		state.players[1].received.push('{9}');
		expect(cardCounts(state)).toEqual([1, 3, 1]);
		expect(pilesOf(state, 2).map((p) => p.cards)).toEqual([['{3}']]);
	});

	it('finds a seat by session id, and the draw being played', () => {
		const state = table({}, ...deal(), { type: 'draw', player: 'ana', card: '{4}' });
		expect([seatOf(state, 'cy'), seatOf(state, 'nobody')]).toEqual([2, -1]);
		expect(currentDraw(state).card).toBe('{4}');
	});
});
