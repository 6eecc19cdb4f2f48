import { describe, expect, it } from 'vitest';
import { RULE } from './rules';
import { deal, table } from './test/table';
import { errorPhase, finishDraw, notNow, wrongPlayer } from './turns';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

describe('the turn’s bookkeeping', () => {
	it('says what must happen first, by phase', () => {
		expect(notNow(table(), 'steal').rule).toBe(RULE.deal);
		expect(english(notNow(table(), 'steal'))).toBe(
			'Deal the starting cards before anyone can steal a pile.'
		);
		expect(english(notNow(table({}, ...deal()), 'steal'))).toBe('Ana must draw a card first.');
	});

	it('refuses an event naming someone other than the player to move', () => {
		const state = table({}, ...deal());
		expect(wrongPlayer(state, 0, 'ana')).toBeNull();
		expect(wrongPlayer(state, 0, undefined)).toBeNull();
		expect(english(wrongPlayer(state, 0, 'bo')!)).toBe('It is Ana’s turn, not Bo’s.');
		expect(english(wrongPlayer(state, 0, 'zed')!)).toBe('It is Ana’s turn, not that player’s.');
	});

	it('gives the table’s ruling as the reason when the table called the card an error', () => {
		const check = { verdict: 'unsupported' as const, code: 'u', reason: 'Unread.', span: [0, 3] };
		expect(errorPhase(1, '{√2}', check as never, 'error', 'draw')).toEqual({
			kind: 'error',
			seat: 1,
			card: '{√2}',
			reason: 'The table ruled that this card is an error.',
			tableRuled: true,
			during: 'draw'
		});
		expect(errorPhase(1, '{√2}', check as never, undefined, 'setup')).toMatchObject({
			reason: 'Unread.',
			span: [0, 3]
		});
	});

	it('settles a draw with the card counts, passing the turn only when asked', () => {
		const state = table({}, ...deal(), { type: 'draw', player: 'ana', card: '{7}' });
		const record = state.drawn[0];
		finishDraw(state, record, false);
		expect([state.turn, state.phase.kind, record.counts]).toEqual([0, 'draw', [1, 1, 1]]);
		finishDraw(state, record, true);
		expect(state.turn).toBe(1);
	});
});
