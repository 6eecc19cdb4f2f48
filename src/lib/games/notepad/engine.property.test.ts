import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { placesOf } from '../../core/scoreboard';
import type { NotepadState } from './engine';
import { engine } from './game';

const table = fc.record({
	seats: fc.integer({ min: 1, max: 6 }),
	winBy: fc.constantFrom('highest' as const, 'lowest' as const),
	target: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
	rounds: fc.array(fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 6, maxLength: 6 }), {
		maxLength: 12
	})
});

describe('notepad engine, for any table and scores', () => {
	it('keeps totals as column sums, the best total as the leaders, and ends exactly at the target', () => {
		fc.assert(
			fc.property(table, ({ seats, winBy, target, rounds }) => {
				const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
				let state = engine.setup(players, { gameName: 'Any', winBy, target, rounds: null });
				if (isViolation(state)) throw new Error(state.reason);
				const sums = players.map(() => 0);
				for (const row of rounds) {
					const scores = Object.fromEntries(players.map((p, i) => [p.id, row[i]]));
					const next = engine.apply(state, { type: 'round', scores });
					const over = target !== null && sums.some((s) => s >= target);
					// A round is refused exactly when a total had already reached the target.
					expect(isViolation(next)).toBe(over);
					if (isViolation(next)) break;
					players.forEach((_, i) => (sums[i] += row[i]));
					state = next;
				}
				const board = engine.scoreboard(state as NotepadState);
				expect(board.totals).toEqual(sums);
				expect(board.finished).toBe(
					board.rounds.length > 0 && target !== null && sums.some((s) => s >= target)
				);
				if (board.rounds.length === 0) return;
				const best = winBy === 'lowest' ? Math.min(...sums) : Math.max(...sums);
				expect(board.leaders.map((i) => sums[i])).toEqual(board.leaders.map(() => best));
				const places = placesOf(sums, winBy === 'lowest');
				expect(board.leaders).toEqual(places.flatMap((p, i) => (p === 1 ? [i] : [])));
			})
		);
	});
});
