import { describe, expect, it } from 'vitest';
import { applyFlip, applyNewPile, applySteal } from './moves';
import { RULE } from './rules';
import { accepted, deal, refused, table } from './test/table';

describe('the drawer’s move', () => {
	it('moves a stolen pile, topped with the drawn card, to the end of the thief’s row', () => {
		const state = table({}, ...deal(), { type: 'draw', card: '{2, 3}' });
		const next = accepted(applySteal(state, { type: 'steal', pile: 'p2' }));
		expect(next.piles.map((p) => [p.id, p.owner, p.cards.length])).toEqual([
			['p1', 0, 1],
			['p3', 2, 1],
			['p2', 0, 2]
		]);
		expect(next.drawn[0].outcome).toMatchObject({ kind: 'stole', pile: 'p2', from: 1 });
		expect(refused(applySteal(state, { type: 'steal', pile: 'p1' })).rule).toBe(RULE.steal);
	});

	it('turns the largest face-up pile down by itself past the limit, or asks on a tie', () => {
		let state = table({}, ...deal(), { type: 'draw', card: '{5}' });
		state = accepted(applyNewPile(state, { type: 'new-pile' }));
		expect(state.turn).toBe(1);
		state.turn = 0;
		state.phase = { kind: 'draw' };
		const drawn = { ...state.drawn[0], number: 2, card: '{6}', wrongCalls: [] };
		state.drawn.push(drawn);
		state.phase = { kind: 'move', seat: 0, card: '{6}', verdict: 'valid', reason: '', options: [] };
		const tie = accepted(applyNewPile(state, { type: 'new-pile' }));
		expect(tie.phase).toEqual({ kind: 'flip', seat: 0, candidates: ['p1', 'p4', 'p5'] });
		expect(refused(applyFlip(tie, { type: 'flip', pile: 'p2' })).rule).toBe(RULE.flipTie);
		const flipped = accepted(applyFlip(tie, { type: 'flip', pile: 'p4' }));
		expect(flipped.piles.find((p) => p.id === 'p4')?.faceUp).toBe(false);
		expect(flipped.drawn[1].flipped).toEqual({ pile: 'p4', chosen: true });
		expect(flipped.turn).toBe(1);
	});

	it('refuses a new pile when stealing is compulsory and a steal is proven', () => {
		const state = table({ compulsoryStealing: true }, ...deal(), { type: 'draw', card: '{1}' });
		expect(refused(applyNewPile(state, { type: 'new-pile' })).rule).toBe(RULE.stealingOptional);
	});
});
