import { describe, expect, it } from 'vitest';
import { applyDeckExhausted, applyDraw } from './draw';
import { RULE } from './rules';
import { createFakeChecker } from './test/fake-checker';
import { accepted, deal, refused, table } from './test/table';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

const checker = createFakeChecker();

describe('drawing a card', () => {
	it('waits for a move with every face-up pile weighed against the card', () => {
		const next = accepted(
			applyDraw(checker, table({}, ...deal()), { type: 'draw', card: '{1, 3}' })
		);
		expect(next.drawn[0]).toMatchObject({ number: 1, seat: 0, card: '{1, 3}', wrongCalls: [] });
		expect(next.phase.kind === 'move' && next.phase.options.map((o) => o.steal)).toEqual([
			'proven',
			'no',
			'proven'
		]);
	});

	it('is refused out of turn and before the deal', () => {
		expect(refused(applyDraw(checker, table(), { type: 'draw', card: '{1}' })).rule).toBe(
			RULE.deal
		);
		const named = refused(
			applyDraw(checker, table({}, ...deal()), { type: 'draw', player: 'cy', card: '{1}' })
		);
		expect(english(named)).toBe('It is Ana’s turn, not Cy’s.');
	});

	it('ends the game when the deck runs out between turns, and only then', () => {
		const dealt = table({}, ...deal());
		expect(accepted(applyDeckExhausted(dealt)).phase).toEqual({ kind: 'over' });
		expect(refused(applyDeckExhausted(table())).rule).toBe(RULE.deckRunsOut);
		expect(refused(applyDeckExhausted(accepted(applyDeckExhausted(dealt)))).rule).toBe(RULE.end);
	});
});
