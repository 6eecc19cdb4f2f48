import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { audit, engine } from './game';
import type { SubsetsState } from './engine';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

/** The table after both starting cards: pile 1 is {1} (Ada's), pile 2 is {5} (Bo's). */
function dealt(): SubsetsState {
	let state = engine.setup(players, engine.defaultHouseRules);
	for (const event of [
		{ type: 'starting-card', player: 'a', card: '{1}' },
		{ type: 'starting-card', player: 'b', card: '{5}' }
	]) {
		const next = engine.apply(state as SubsetsState, event);
		if (isViolation(next)) throw new Error(next.reason);
		state = next;
	}
	return state as SubsetsState;
}

const check = (pile: string, verdict: string, witness?: string) => ({
	pile,
	verdict,
	reason: 'as recorded',
	...(witness ? { witness } : {})
});

describe('checker answers recorded in a backup', () => {
	it('agrees with the answers the checker gives', () => {
		const draw = {
			type: 'draw',
			player: 'a',
			card: '{1, 2}',
			checks: [check('p1', 'subset'), check('p2', 'not-subset', '5')]
		};
		expect(audit(dealt(), draw)).toBeNull();
	});

	it('names the pile when a draw says a top card is a subset and it is not', () => {
		const draw = {
			type: 'draw',
			player: 'a',
			card: '{1, 2}',
			checks: [check('p1', 'subset'), check('p2', 'subset')]
		};
		expect(audit(dealt(), draw)).toBe(
			'it records that the top card of pile 2 is a subset of the drawn card, and the checker finds it is not a subset of it'
		);
	});

	it('catches a card recorded as correct when it is an error, and the other way round', () => {
		const bad = { verdict: 'valid', description: 'a set', reason: 'as recorded' };
		expect(audit(dealt(), { type: 'draw', player: 'a', card: '{1,, 2}', check: bad })).toMatch(
			/as a correct set, and the checker finds it is an error/
		);
		const good = { verdict: 'error', code: 'x', reason: 'as recorded', span: [0, 1] };
		expect(audit(dealt(), { type: 'draw', player: 'a', card: '{3}', check: good })).toMatch(
			/as an error, and the checker finds it is a correct set/
		);
	});

	it('leaves alone what it cannot settle again: an undecided answer, an unread card', () => {
		const draw = {
			type: 'draw',
			player: 'a',
			card: '{1, 2}',
			checks: [check('p1', 'unknown'), check('p2', 'unsupported')]
		};
		expect(audit(dealt(), draw)).toBeNull();
	});
});
