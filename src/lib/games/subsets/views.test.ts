import { describe, expect, it } from 'vitest';
import { deal, table } from './test/table';
import { describeEvent, isFinished, pendingChoice, ranking, scoreboard, whoseTurn } from './views';

describe('the Subsets views', () => {
	it('scores each settled draw as the change it made, summing to the card counts', () => {
		const state = table(
			{},
			...deal(),
			{ type: 'draw', card: '{2, 3}' },
			{ type: 'steal', pile: 'p2' },
			{ type: 'draw', card: '{7}' }
		);
		const board = scoreboard(state);
		expect(board.rounds.map(({ label, scores }) => ({ label, scores }))).toEqual([
			{ label: 'Starting cards', scores: [1, 1, 1] },
			{ label: '1. Ana drew {2, 3}: stole Bo’s pile', scores: [2, -1, 0] }
		]);
		expect(board.totals).toEqual([3, 0, 1]);
		expect(board.leaders).toEqual([0]);
		expect(isFinished(state)).toBe(false);
	});

	it('shares a place between equal counts and names whose turn it is', () => {
		const state = table({}, ...deal());
		expect(ranking(state).map((r) => r.place)).toEqual([1, 1, 1]);
		expect(whoseTurn(state)).toEqual({ seat: 0, id: 'ana', name: 'Ana' });
		expect(pendingChoice(state).prompt).toBe('Ana draws a card.');
	});

	it('writes a history line for an event, shortening a long card', () => {
		const card = '{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}';
		expect(describeEvent({ type: 'draw', player: 'bo', card }, [{ id: 'bo', name: 'Bo' }])).toBe(
			'Bo drew {1, 2, 3, 4, 5, 6, 7, 8, 9,…'
		);
	});
});
