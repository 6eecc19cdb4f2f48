import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent } from '../../core/engine';
import { roundsCsv } from '../../core/csv';
import { cumulative, scoreboardText } from '../../core/scoreboard';
import { seatsNow } from '../../core/seats';
import { engine } from './game';
import type { NotepadState } from './engine';

// The evening of issue 34: Cyd, Dee, Ada and Bob play two rounds, Eve joins with 30, Bob becomes
// "Bobby" for this game, and Eve scores -10 in the third round: her total is 20.
const seated = [
	{ id: 'c', name: 'Cyd' },
	{ id: 'd', name: 'Dee' },
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];
const events: GameEvent[] = [
	{ type: 'round', scores: { c: 1, d: 2, a: 3, b: 4 } },
	{ type: 'round', scores: { c: 5, d: 6, a: 7, b: 8 } },
	{ type: 'join', player: 'e', name: 'Eve', start: 30 },
	{ type: 'rename', player: 'b', name: 'Bobby' },
	{ type: 'round', scores: { c: 1, d: 1, a: 1, b: 1, e: -10 } }
];

function evening(): NotepadState {
	let state = engine.setup(seated, { ...engine.defaultHouseRules, gameName: 'Catan' });
	for (const event of events) {
		if (isViolation(state)) throw new Error(state.reason);
		state = engine.apply(state as NotepadState, event);
	}
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}

describe("a late joiner's starting score in every view of the game", () => {
	const state = evening();
	const board = engine.scoreboard(state);

	it('is part of her total', () => {
		expect(board.totals.at(-1)).toBe(20);
	});

	it('starts her line of the chart at 30 and ends it at her total', () => {
		const eve = cumulative(board).at(-1)!;
		expect(eve[0]).toBe(30);
		expect(eve.at(-1)).toBe(20);
		cumulative(board).forEach((line, seat) => expect(line.at(-1)).toBe(board.totals[seat]));
	});

	it('has a Start row in the rounds CSV, so each column adds up to its Total row', () => {
		const rows = roundsCsv(board)
			.replace(/^\uFEFF/, '')
			.trim()
			.split('\r\n')
			.map((line) => line.split(','));
		expect(rows[0]).toEqual(['"Round"', '"Cyd"', '"Dee"', '"Ada"', '"Bobby"', '"Eve"', '"Note"']);
		expect(rows[1].slice(0, 6)).toEqual(['"Start"', '0', '0', '0', '0', '30']);
		const total = rows.at(-1)!;
		for (let column = 1; column <= 5; column++) {
			const cell = (row: string[]) => Number(row[column].replaceAll('"', '') || 0);
			const sum = rows.slice(1, -1).reduce((s, row) => s + cell(row), 0);
			expect(sum).toBe(Number(total[column]));
		}
	});

	it('is told in the shared text', () => {
		const text = scoreboardText('Friday', board);
		expect(text).toContain('Eve: 20');
		expect(text).toContain('Start: Cyd 0, Dee 0, Ada 0, Bobby 0, Eve 30');
	});

	it('shows the seats as they are now', () => {
		expect(seatsNow(state, seated).map((p) => p.name)).toEqual([
			'Cyd',
			'Dee',
			'Ada',
			'Bobby',
			'Eve'
		]);
	});
});
