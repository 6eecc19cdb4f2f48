import { describe, expect, it } from 'vitest';
import { isViolation } from '$lib/core/engine';
import {
	createSubsetsEngine,
	defaultHouseRules,
	type SubsetsState
} from '$lib/games/subsets/engine';
import { createFakeChecker } from '$lib/games/subsets/test/fake-checker';
import { cardDraftFor, cardOfUndone, emptyCard, restoreCard } from './drafts';

const engine = createSubsetsEngine(createFakeChecker());
const players = [
	{ id: 'ana', name: 'Ana' },
	{ id: 'bo', name: 'Bo' }
];

function table(...cards: string[]): SubsetsState {
	let state = engine.setup(players, defaultHouseRules) as SubsetsState;
	for (const card of cards) {
		const seat = state.phase.kind === 'setup' ? state.phase.seat : -1;
		const next = engine.apply(
			state,
			seat >= 0 ? { type: 'starting-card', player: players[seat].id, card } : { type: 'draw', card }
		);
		if (isViolation(next)) throw new Error(next.reason);
		state = next;
	}
	return state;
}

describe('Subsets card drafts', () => {
	it('keeps one draft per starting card and per numbered draw, and none between', () => {
		expect(cardDraftFor(table())).toBe('card:deal:ana');
		expect(cardDraftFor(table('{1}'))).toBe('card:deal:bo');
		expect(cardDraftFor(table('{1}', '{2}'))).toBe('card:draw:1');
		expect(cardDraftFor(table('{1}', '{2}', '{5}'))).toBeNull();
	});

	it('gives back a stored card, and nothing for what is not one', () => {
		expect(restoreCard({ card: '{x ∈ ℕ | x < 4' })).toEqual({ card: '{x ∈ ℕ | x < 4' });
		expect(restoreCard({ card: 7 })).toBeUndefined();
		expect(restoreCard({ card: 'x'.repeat(5000) })).toBeUndefined();
		expect(restoreCard('junk')).toBeUndefined();
		expect(emptyCard()).toEqual({ card: '' });
	});

	it('puts an undone card back in the field that asks for it again', () => {
		expect(cardOfUndone({ type: 'draw', card: '{5}', checks: [] }, table('{1}', '{2}'))).toEqual({
			draft: 'card:draw:1',
			form: { card: '{5}' }
		});
		expect(
			cardOfUndone({ type: 'starting-card', player: 'bo', card: '{2}' }, table('{1}'))
		).toEqual({ draft: 'card:deal:bo', form: { card: '{2}' } });
		expect(cardOfUndone({ type: 'new-pile' }, table('{1}', '{2}', '{5}'))).toBeNull();
		expect(cardOfUndone({ type: 'draw', card: '{5}' }, table('{1}'))).toBeNull();
	});
});
