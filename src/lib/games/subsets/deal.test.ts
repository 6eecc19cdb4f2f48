import { describe, expect, it } from 'vitest';
import { applyStartingCard } from './deal';
import { createFakeChecker } from './test/fake-checker';
import { accepted, refused, table } from './test/table';
import { refusalText } from '../../i18n/said';
import type { RuleViolation } from '../../core/engine';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

const checker = createFakeChecker();

describe('the deal', () => {
	it('deals in seat order and starts the first turn once everyone has a card', () => {
		let state = table();
		expect(
			english(
				refused(
					applyStartingCard(checker, state, { type: 'starting-card', player: 'bo', card: '{1}' })
				)
			)
		).toBe('Starting cards go round in seat order: it is Ana’s turn to get one.');
		for (const [player, card] of [
			['ana', '{1}'],
			['bo', '{2}'],
			['cy', '{3}']
		]) {
			state = accepted(applyStartingCard(checker, state, { type: 'starting-card', player, card }));
		}
		expect(state.phase).toEqual({ kind: 'draw' });
		expect(state.startCounts).toEqual([1, 1, 1]);
		expect(state.piles.map((p) => [p.owner, p.cards[0]])).toEqual([
			[0, '{1}'],
			[1, '{2}'],
			[2, '{3}']
		]);
	});

	it('holds an error card for capture without starting a pile, leaving the old table alone', () => {
		const before = table();
		const copy = structuredClone(before);
		const next = accepted(
			applyStartingCard(checker, before, { type: 'starting-card', player: 'ana', card: '{1,}' })
		);
		expect(next.phase).toMatchObject({ kind: 'error', seat: 0, during: 'setup' });
		expect(next.piles).toEqual([]);
		expect(before).toEqual(copy);
	});
});
