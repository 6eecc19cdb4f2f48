import { describe, expect, it } from 'vitest';
import { applyErrorCall } from './error-call';
import { accepted, deal, refused, table } from './test/table';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

describe('an “Error!” call', () => {
	it('gives an error card to its first caller and passes the turn', () => {
		const state = table({}, ...deal(), { type: 'draw', card: '{1,}' });
		const next = accepted(applyErrorCall(state, { type: 'error-call', caller: 'cy' }));
		expect(next.players[2].captured).toEqual(['{1,}']);
		expect(next.drawn[0].outcome).toEqual({ kind: 'captured', by: 2 });
		expect(next.turn).toBe(1);
	});

	it('costs a wrong caller a loose card first, then the top of their largest face-down pile', () => {
		const state = table({ wrongCallPenalty: true }, ...deal(), { type: 'draw', card: '{9}' });
		state.players[1].received.push('{8}');
		state.piles[1].faceUp = false;
		const once = accepted(applyErrorCall(state, { type: 'error-call', caller: 'bo' }));
		expect(once.players[0].received).toEqual(['{8}']);
		const twice = accepted(applyErrorCall(once, { type: 'error-call', caller: 'bo' }));
		expect(twice.players[0].received).toEqual(['{8}', '{2}']);
		expect(twice.piles.map((p) => p.cards[0])).toEqual(['{1}', '{3}']);
		const thrice = accepted(applyErrorCall(twice, { type: 'error-call', caller: 'bo' }));
		expect(thrice.drawn[0].wrongCalls.map((c) => c.gave)).toEqual(['{8}', '{2}', null]);
	});

	it('is refused from the drawer on their own accepted card, and from strangers', () => {
		const state = table({}, ...deal(), { type: 'draw', card: '{9}' });
		expect(english(refused(applyErrorCall(state, { type: 'error-call', caller: 'ana' })))).toMatch(
			/cannot call “Error!” on their own card/
		);
		expect(english(refused(applyErrorCall(state, { type: 'error-call', caller: 'zed' })))).toBe(
			'Only a player at this table can call “Error!”.'
		);
	});
});
