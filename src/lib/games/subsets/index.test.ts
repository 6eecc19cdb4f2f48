import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { defaultHouseRules, pilesOf, type SubsetsEvent, type SubsetsState } from './engine';
import { engine } from './index';

const trio = [
	{ id: 'ana', name: 'Ana' },
	{ id: 'bo', name: 'Bo' },
	{ id: 'cy', name: 'Cy' }
];

function play(state: SubsetsState, ...events: SubsetsEvent[]): SubsetsState {
	for (const event of events) {
		const next = engine.apply(state, event);
		if (isViolation(next)) throw new Error(`${event.type} refused: ${next.reason}`);
		state = next;
	}
	return state;
}

function dealt(cards: string[], naturalsFrom: 0 | 1 = 1): SubsetsState {
	const state = engine.setup(trio, { ...defaultHouseRules, naturalsFrom }) as SubsetsState;
	return play(
		state,
		...trio.map((p, i) => ({ type: 'starting-card' as const, player: p.id, card: cards[i] }))
	);
}

describe('Subsets on the real card checker', () => {
	it('proves a steal into a set-builder card and names an element against another', () => {
		const state = play(dealt(['{2, 4}', '{1, 3}', '∅']), {
			type: 'draw',
			card: '{x ∈ ℕ | x is even}'
		});
		if (state.phase.kind !== 'move') throw new Error('expected a move');
		expect(state.phase.options.map((o) => [o.top, o.steal, o.witness])).toEqual([
			['{2, 4}', 'proven', undefined],
			['{1, 3}', 'no', '1'],
			['∅', 'proven', undefined]
		]);
		expect(state.phase.options[1].reason).toBe('1 is in A but not in S.');
	});

	it('sends a card the checker finds wrong to the Error! capture, with its reason', () => {
		let state = play(dealt(['{1}', '{2}', '{3}']), { type: 'draw', card: '{1,, 2}' });
		expect(state.phase).toMatchObject({
			kind: 'error',
			reason: 'There is an empty element between these commas.',
			span: [3, 4]
		});
		state = play(state, { type: 'error-call', caller: 'cy' });
		expect(state.players[2].captured).toEqual(['{1,, 2}']);
	});

	it('asks the table about a card the checker cannot read', () => {
		const state = dealt(['{1}', '{2}', '{3}']);
		const refused = engine.apply(state, { type: 'draw', card: '{√2 + √3 + √5}' });
		expect(isViolation(refused) && refused.rule).toBe('subsets-14');
		const accepted = play(state, { type: 'draw', card: '{√2 + √3 + √5}', tableSays: 'valid' });
		if (accepted.phase.kind !== 'move') throw new Error('expected a move');
		expect(accepted.phase.options.every((o) => o.steal === 'ask-table')).toBe(true);
	});

	it('still proves ∅ and the drawn card itself when the checker cannot read the drawn card', () => {
		const start = engine.setup(trio, {
			...defaultHouseRules,
			compulsoryStealing: true
		}) as SubsetsState;
		const state = play(
			start,
			{ type: 'starting-card', player: 'ana', card: '{√2 + √3 + √5,  1}', tableSays: 'valid' },
			{ type: 'starting-card', player: 'bo', card: '∅' },
			{ type: 'starting-card', player: 'cy', card: '{3}' }
		);
		const drawn = play(state, { type: 'draw', card: '{√2 + √3 + √5, 1}', tableSays: 'valid' });
		if (drawn.phase.kind !== 'move') throw new Error('expected a move');
		expect(drawn.phase.options.map((o) => [o.top, o.steal, o.reason])).toEqual([
			[
				'{√2 + √3 + √5,  1}',
				'proven',
				'A and S are the same card, and every set is a subset of itself.'
			],
			['∅', 'proven', 'A is empty, and the empty set is a subset of every set.'],
			['{3}', 'ask-table', expect.stringMatching(/^Card S/)]
		]);
		// With stealing compulsory, a proven steal rules out starting a new pile.
		expect(isViolation(engine.apply(drawn, { type: 'new-pile' }))).toBe(true);
		const stolen = play(drawn, { type: 'steal', pile: drawn.phase.options[1].pile });
		expect(pilesOf(stolen, 0).some((pile) => pile.cards.includes('∅'))).toBe(true);
	});

	it('reads ℕ from 0 or from 1 as the table chose', () => {
		for (const [naturalsFrom, steal] of [
			[0, 'proven'],
			[1, 'no']
		] as const) {
			let state = play(dealt(['{0}', '{2}', '{3}'], naturalsFrom), { type: 'draw', card: 'ℕ' });
			if (state.phase.kind !== 'move') throw new Error('expected a move');
			expect(state.phase.options[0].steal).toBe(steal);
			if (steal === 'proven') {
				state = play(state, { type: 'steal', pile: 'p1' });
				expect(pilesOf(state, 0)[0].cards).toEqual(['{0}', 'ℕ']);
			}
		}
	});
});
