/**
 * Teams and co-op over the shared table: what another phone sends is read by the schemas (the
 * session's rules by the engine's setup, each entry by the notepad's event schema) and a forged
 * one is refused, never counted.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent } from '../engine';
import { engine } from '../../games/notepad/game';
import type { NotepadRules, NotepadState } from '../../games/notepad/engine';
import { mergeShared, type SharedEntry } from './merge';
import { sessionSchema } from './schema';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' },
	{ id: 'd', name: 'Di' }
];
const rules: Record<string, unknown> = {
	gameName: 'Spades',
	winBy: 'highest',
	target: null,
	rounds: null,
	teams: [{ players: ['a', 'c'] }, { players: ['b', 'd'] }]
};

let n = 0;
function entry(event: GameEvent, basis: string | null): SharedEntry {
	n++;
	return { id: `e${n}`, phone: 'p2', n, online: true, by: "Bo's phone", basis, at: n, event };
}

describe('a team game from another phone', () => {
	it('its session, teams and all, passes the shared schema and starts the same game', () => {
		const session = { id: 's1', game: 'notepad', title: '', players, houseRules: rules };
		expect(v.safeParse(sessionSchema(['notepad']), session).success).toBe(true);
		const state = engine.setup(players, rules as unknown as NotepadRules) as NotepadState;
		expect(state.rules.teams).toEqual(rules.teams);
	});

	it('refuses forged team entries and counts the honest ones', () => {
		const initial = engine.setup(players, rules as unknown as NotepadRules) as NotepadState;
		const honest = entry({ type: 'join', player: 'e', name: 'Eve', start: 0, team: 1 }, null);
		const forged = [
			entry({ type: 'join', player: 'f', name: 'Fay', start: 0, team: 7 }, 'e1'),
			entry({ type: 'join', player: 'g', name: 'Gus', start: 0, team: '0' }, 'e1'),
			entry({ type: 'join', player: 'h', name: 'Hal', start: 0 }, 'e1'),
			entry({ type: 'outcome', won: true }, 'e1')
		];
		const merged = mergeShared(engine, initial, [honest, ...forged]);
		expect(merged.log.map((e) => e.shared.id)).toEqual(['e1']);
		expect(merged.conflicts.map((c) => c.entry.id)).toEqual(forged.map((f) => f.id));
		const state = merged.state as NotepadState;
		expect(state.rules.teams).toEqual([{ players: ['a', 'c'] }, { players: ['b', 'd', 'e'] }]);
	});

	it('a session whose forged teams name a stranger or leave a player out does not start', () => {
		for (const teams of [
			[{ players: ['a', 'c', 'zz'] }, { players: ['b', 'd'] }],
			[{ players: ['a'] }, { players: ['b', 'd'] }],
			[{ players: ['a', 'b', 'c', 'd'], name: 'x'.repeat(500) }, { players: [] }],
			{ players: ['a'] }
		])
			expect(
				isViolation(engine.setup(players, { ...rules, teams } as unknown as NotepadRules))
			).toBe(true);
	});
});
