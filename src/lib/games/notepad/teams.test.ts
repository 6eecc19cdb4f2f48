import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent, type RuleViolation } from '../../core/engine';
import { isFinished, type NotepadRules, type NotepadState } from './engine';

/** Rules as they come from a form or another phone: any shape, read by the engine. */
const asRules = (rules: Record<string, unknown>) => rules as unknown as NotepadRules;
import { engine } from './game';
import { RULE } from './rules';
import { teamOfSeats, teamTotals } from './teams';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' },
	{ id: 'd', name: 'Di' }
];
const pairs = [{ players: ['a', 'c'] }, { players: ['b', 'd'], name: 'The Bees' }];

function start(rules: Partial<NotepadRules> & Record<string, unknown>): NotepadState {
	const state = engine.setup(players, asRules({ gameName: 'Bridge', winBy: 'highest', ...rules }));
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}

function play(state: NotepadState, ...events: GameEvent[]): NotepadState {
	for (const event of events) {
		const next = engine.apply(state, event);
		if (isViolation(next)) throw new Error(next.reason);
		state = next as NotepadState;
	}
	return state;
}

function refusal(result: unknown): RuleViolation {
	if (!isViolation(result)) throw new Error('accepted');
	return result;
}

const round = (a: number, b: number, c: number, d: number): GameEvent => ({
	type: 'round',
	scores: { a, b, c, d }
});

describe('notepad teams', () => {
	it('adds each team’s players’ totals, and the best team total wins for every player in it', () => {
		// Bo has the best total alone, but Ada and Cy together beat Bo and Di.
		const state = play(start({ teams: pairs, rounds: 2 }), round(10, 30, 15, 0), round(5, 5, 5, 0));
		const board = engine.scoreboard(state);
		expect(board.teams).toEqual([
			{ seats: [0, 2], total: 35 },
			{ seats: [1, 3], total: 35 - 0, name: 'The Bees' }
		]);
		expect(board.finished).toBe(true);
		// 35 each: a tie between teams is shared by all four.
		expect(board.leaders).toEqual([0, 1, 2, 3]);
		const after = play(start({ teams: pairs, rounds: 1 }), round(10, 30, 15, 0));
		expect(engine.scoreboard(after).leaders).toEqual([1, 3]);
	});

	it('where the lowest total wins, the team with the lower sum wins', () => {
		const state = play(start({ teams: pairs, winBy: 'lowest', rounds: 1 }), round(1, 9, 1, 0));
		expect(engine.scoreboard(state).leaders).toEqual([0, 2]);
	});

	it('ends when a team’s total reaches the target, though no player’s does', () => {
		const state = play(start({ teams: pairs, target: 50 }), round(30, 0, 25, 0));
		expect(isFinished(state)).toBe(true);
		const over = refusal(engine.apply(state, round(1, 1, 1, 1)));
		expect(over).toMatchObject({ said: { code: 'notepad/teams_target', target: 50 } });
	});

	it('refuses teams that leave a player out, seat one twice, name a stranger or are one team', () => {
		const setup = (teams: unknown) =>
			refusal(engine.setup(players, asRules({ gameName: 'Bridge', winBy: 'highest', teams })));
		expect(setup([{ players: ['a', 'c'] }, { players: ['b'] }])).toMatchObject({
			said: { code: 'notepad/teams_left_out', name: 'Di' },
			rule: RULE.teams
		});
		expect(setup([{ players: ['a', 'c', 'b'] }, { players: ['b', 'd'] }])).toMatchObject({
			said: { code: 'notepad/teams_twice', name: 'Bo' }
		});
		expect(setup([{ players: ['a', 'c', 'x'] }, { players: ['b', 'd'] }]).said?.code).toBe(
			'notepad/teams_stranger'
		);
		expect(setup([{ players: ['a', 'b', 'c', 'd'] }]).said?.code).toBe('notepad/teams_shape');
		expect(setup([{ players: 'a' }, { players: ['b'] }]).said?.code).toBe('notepad/teams_shape');
	});

	it('a player joining a team game joins a team, and counts in its total', () => {
		const state = start({ teams: pairs });
		expect(
			refusal(engine.apply(state, { type: 'join', player: 'e', name: 'Eve', start: 0 })).said?.code
		).toBe('notepad/teams_join');
		const joined = play(
			state,
			{ type: 'join', player: 'e', name: 'Eve', start: 7, team: 1 },
			{ type: 'round', scores: { a: 1, b: 1, c: 1, d: 1, e: 1 } }
		);
		expect(teamOfSeats(joined.rules.teams!, joined.players)).toEqual([0, 1, 0, 1, 1]);
		expect(engine.scoreboard(joined).teams!.map((t) => t.total)).toEqual([2, 10]);
	});

	it('old games without teams keep their rules as they were', () => {
		const state = start({});
		expect(state.rules).toEqual({
			gameName: 'Bridge',
			winBy: 'highest',
			target: null,
			rounds: null
		});
		expect(engine.scoreboard(state).teams).toBeUndefined();
	});
});

describe('notepad co-operative games', () => {
	it('the table records a win with its score, and the game is over', () => {
		const state = play(start({ coop: true }), { type: 'outcome', won: true, score: 23 });
		const board = engine.scoreboard(state);
		expect(board.finished).toBe(true);
		expect(board.cooperative).toEqual({ won: true, score: 23 });
		expect(board.leaders).toEqual([]);
		expect(refusal(engine.apply(state, { type: 'outcome', won: false })).said?.code).toBe(
			'notepad/coop_over'
		);
	});

	it('a loss needs no score; before any result the game goes on', () => {
		const state = start({ coop: true });
		expect(engine.scoreboard(state)).toMatchObject({ finished: false, cooperative: {} });
		const lost = play(state, { type: 'outcome', won: false });
		expect(engine.scoreboard(lost).cooperative).toEqual({ won: false });
	});

	it('refuses rounds in a co-op game, a result in any other, and co-op with teams or a target', () => {
		expect(refusal(engine.apply(start({ coop: true }), round(1, 2, 3, 4))).said?.code).toBe(
			'notepad/coop_no_rounds'
		);
		expect(refusal(engine.apply(start({}), { type: 'outcome', won: true })).said?.code).toBe(
			'notepad/coop_only'
		);
		const setup = (rules: Record<string, unknown>) =>
			refusal(engine.setup(players, asRules({ gameName: 'Pandemic', winBy: 'highest', ...rules })));
		expect(setup({ coop: true, teams: pairs }).said?.code).toBe('notepad/coop_teams');
		expect(setup({ coop: true, target: 10 }).said?.code).toBe('notepad/coop_target');
		expect(
			refusal(engine.apply(start({ coop: true }), { type: 'outcome', won: true, score: 2.5 })).said
				?.code
		).toBe('notepad/coop_score');
	});

	it('an outcome entry that is not well formed is refused by the schema', () => {
		const state = start({ coop: true });
		expect(isViolation(engine.apply(state, { type: 'outcome', won: 'yes' }))).toBe(true);
		expect(isViolation(engine.apply(state, { type: 'outcome', won: true, score: '3' }))).toBe(true);
	});
});

describe('notepad teams, for any split and scores', () => {
	it('team totals are the sums of their players’ totals, and the winners are exactly the best teams', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
				fc.array(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 4, maxLength: 4 }), {
					minLength: 1,
					maxLength: 6
				}),
				fc.constantFrom('highest' as const, 'lowest' as const),
				(split, rows, winBy) => {
					const teams = [0, 1, 2]
						.map((t) => ({ players: players.filter((_, i) => split[i] === t).map((p) => p.id) }))
						.filter((t) => t.players.length > 0);
					if (teams.length < 2) return;
					const state = play(
						start({ teams, winBy, rounds: rows.length }),
						...rows.map((r) => round(r[0], r[1], r[2], r[3]))
					);
					const sums = players.map((_, i) => rows.reduce((s, r) => s + r[i], 0));
					const expected = teams.map((t) =>
						t.players.reduce((s, id) => s + sums[players.findIndex((p) => p.id === id)], 0)
					);
					expect(teamTotals(teams, players, state.totals)).toEqual(expected);
					const best = winBy === 'lowest' ? Math.min(...expected) : Math.max(...expected);
					const winners = players.flatMap((p, seat) =>
						expected[teams.findIndex((t) => t.players.includes(p.id))] === best ? [seat] : []
					);
					expect(engine.scoreboard(state).leaders).toEqual(winners);
				}
			)
		);
	});
});

describe('teams from an imported file', () => {
	it('a play whose team names are longer than the notepad keeps still opens, names cut', async () => {
		const { gameOf } = await import('../../core/plays-import/to-games');
		const long = 'The Very Long Team Name Of The Red Side Of The Table';
		const { session } = gameOf(
			{
				source: 'bgstats',
				sourceId: 'x1',
				gameName: 'Codenames',
				lowestWins: false,
				date: 0,
				incomplete: false,
				seats: [
					{ person: 'p1', score: null, winner: true, team: long },
					{ person: 'p2', score: null, winner: false, team: 'Blue' }
				]
			},
			new Map([
				['p1', { id: 'a', name: 'Ada' }],
				['p2', { id: 'b', name: 'Bo' }]
			]),
			() => 'new'
		);
		const state = engine.setup(session.players, asRules(session.houseRules));
		if (isViolation(state)) throw new Error(state.reason);
		expect((state as NotepadState).rules.teams).toEqual([
			{ players: ['a'], name: long.slice(0, 40).trim() },
			{ players: ['b'], name: 'Blue' }
		]);
	});
});
