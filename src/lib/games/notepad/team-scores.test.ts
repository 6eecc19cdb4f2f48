/**
 * Scores per team, typed team names and co-operative games with rounds, as a table plays them:
 * the engine's rounds and refusals, the scoreboard, then the play Stats counts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { playOf } from '../../core/plays';
import { computeStats } from '../../core/stats';
import { leadersOfState, type NotepadRules, type NotepadState } from './engine';
import type { NotepadEvent } from './events';
import { engine } from './game';
import { teamColumns } from './team-scores';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' },
	{ id: 'd', name: 'Di' }
];
const pairs = [
	{ players: ['a', 'c'], name: 'Owls' },
	{ players: ['b', 'd'], name: 'Foxes' }
];
const base = { gameName: 'Spades', winBy: 'highest', target: null, rounds: null };

function start(rules: Record<string, unknown>): NotepadState | RuleViolation {
	return engine.setup(players, { ...base, ...rules } as unknown as NotepadRules);
}
function play(rules: Record<string, unknown>, ...events: NotepadEvent[]): NotepadState {
	let state = start(rules);
	for (const event of events) {
		if (isViolation(state)) break;
		state = engine.apply(state, event);
	}
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}
const refused = (state: unknown) => (state as RuleViolation).said?.code;
const teamRound = (owls: number, foxes: number): NotepadEvent => ({
	type: 'round',
	scores: { a: owls, b: foxes }
});

describe('a team game scored one score per team', () => {
	const rules = { teams: pairs, teamScores: true, rounds: 2 };

	it('takes each team’s score under its first player, and the team totals decide', () => {
		const state = play(rules, teamRound(30, 50), teamRound(40, 10));
		expect(teamColumns(state)).toEqual({ seats: [0, 1], totals: [70, 60] });
		expect(engine.isFinished(state)).toBe(true);
		const board = engine.scoreboard(state);
		expect(board.teams?.map((t) => [t.name, t.total])).toEqual([
			['Owls', 70],
			['Foxes', 60]
		]);
		// The other members have no cell of their own in any round.
		expect(board.rounds[0].scores).toEqual([30, 50, null, null]);
		expect(board.leaders).toEqual([0, 2]);
	});

	it('refuses a score of a player who is not the team’s scorer, in a round or a correction', () => {
		const state = play(rules, teamRound(30, 50));
		expect(refused(engine.apply(state, { type: 'round', scores: { a: 1, b: 2, c: 3 } }))).toBe(
			'notepad/team_scorer'
		);
		expect(refused(engine.apply(state, { type: 'correct', round: 1, player: 'd', value: 5 }))).toBe(
			'notepad/team_scorer'
		);
		const corrected = engine.apply(state, { type: 'correct', round: 1, player: 'b', value: 20 });
		expect(isViolation(corrected) ? corrected.reason : teamColumns(corrected)?.totals).toEqual([
			30, 20
		]);
		// A team's score missing is refused, naming its scorer.
		expect(refused(engine.apply(state, { type: 'round', scores: { a: 1 } }))).toBe(
			'notepad/no_score'
		);
	});

	it('is counted in Stats as a win for each member, each with the team’s score', () => {
		const state = play(rules, teamRound(30, 50), teamRound(40, 10));
		const session = {
			id: 's1',
			game: 'notepad',
			players,
			houseRules: { ...base, ...rules },
			status: 'finished',
			createdAt: 1000
		};
		const result = playOf(session, engine.scoreboard(state), 'Other game');
		expect(result.players.map((p) => [p.name, p.winner, p.score])).toEqual([
			['Ada', true, 70],
			['Bo', false, 60],
			['Cy', true, 70],
			['Di', false, 60]
		]);
		const stats = computeStats([result], { range: 'all', now: 1e12, unfinishedScores: false });
		const wins = Object.fromEntries(stats.players.map((p) => [p.name, p.wins]));
		expect(wins).toEqual({ Ada: 1, Bo: 0, Cy: 1, Di: 0 });
	});

	it('is chosen only for a team game or a co-operative one', () => {
		expect(refused(start({ teamScores: true }))).toBe('notepad/team_scores_alone');
	});
});

describe('typed team names', () => {
	const named = (...names: (string | undefined)[]) =>
		start({
			teams: pairs.map((t, i) => ({ players: t.players, name: names[i] }))
		});

	it('are kept trimmed, and a team without one has none', () => {
		const state = named('  Owls ', undefined) as NotepadState;
		expect(state.rules.teams).toEqual([
			{ players: ['a', 'c'], name: 'Owls' },
			{ players: ['b', 'd'] }
		]);
	});

	it('refuse a blank name, a name too long, a line break and a name two teams share', () => {
		expect(refused(named('   ', 'Foxes'))).toBe('notepad/team_name_blank');
		expect(refused(named('x'.repeat(41), 'Foxes'))).toBe('notepad/team_name_long');
		expect(refused(named('Ow\nls', 'Foxes'))).toBe('notepad/name_line_break');
		const taken = named('Owls', ' owls ') as RuleViolation;
		expect(taken.said).toEqual({
			code: 'notepad/team_name_taken',
			name: 'owls',
			number: 2,
			other: 1
		});
	});
});

describe('a co-operative game with rounds', () => {
	const rules = { coop: true, teamScores: true, rounds: 3 };
	const tableRound = (score: number): NotepadEvent => ({ type: 'round', scores: { a: score } });

	it('writes the table’s score each round, then records the result; the rounds’ total is its score', () => {
		let state = play(rules, tableRound(4), tableRound(6), tableRound(5));
		expect(teamColumns(state)).toEqual({ seats: [0], totals: [15] });
		// The rounds are all written, the result still to record.
		expect(engine.isFinished(state)).toBe(false);
		expect(refused(engine.apply(state, tableRound(1)))).toBe('notepad/rounds_over');
		state = engine.apply(state, { type: 'outcome', won: true }) as NotepadState;
		expect(engine.isFinished(state)).toBe(true);
		expect(engine.scoreboard(state).cooperative).toEqual({ won: true, score: 15 });
		expect(leadersOfState(state)).toEqual([]);
	});

	it('may end lost before its last round, with a score of its own', () => {
		const state = play(rules, tableRound(4), { type: 'outcome', won: false, score: 2 });
		expect(engine.scoreboard(state).cooperative).toEqual({ won: false, score: 2 });
		expect(refused(engine.apply(state, tableRound(1)))).toBe('notepad/coop_over');
	});

	it('is counted in Stats once for the table, never as anyone’s win', () => {
		const state = play(rules, tableRound(4), { type: 'outcome', won: true });
		const session = {
			id: 's2',
			game: 'notepad',
			players,
			houseRules: { ...base, ...rules },
			status: 'finished',
			createdAt: 2000
		};
		const result = playOf(session, engine.scoreboard(state), 'Other game');
		expect(result.coop).toEqual({ won: true, score: 4 });
		const stats = computeStats([result], { range: 'all', now: 1e12, unfinishedScores: false });
		expect(stats.players.every((p) => p.wins === 0)).toBe(true);
	});

	it('without rounds chosen still takes none, and never a target', () => {
		expect(refused(engine.apply(play({ coop: true }), tableRound(1)))).toBe(
			'notepad/coop_no_rounds'
		);
		expect(refused(start({ coop: true, teamScores: true, target: 10 }))).toBe(
			'notepad/coop_target'
		);
	});
});

describe('scores per team, for any teams and rounds', () => {
	const game = fc.record({
		seats: fc.integer({ min: 2, max: 8 }),
		teamCount: fc.integer({ min: 2, max: 4 }),
		assign: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
		winBy: fc.constantFrom('highest', 'lowest'),
		rows: fc.array(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 8, maxLength: 8 }), {
			minLength: 1,
			maxLength: 8
		})
	});

	it('team totals decide the same winners as the players’ own scores summed per team', () => {
		fc.assert(
			fc.property(game, ({ seats, teamCount, assign, winBy, rows }) => {
				const count = Math.min(teamCount, seats);
				const people = Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
				// Every team gets one player first, then the rest as drawn.
				const teamOf = people.map((_, i) => (i < count ? i : assign[i] % count));
				const teams = Array.from({ length: count }, (_, t) => ({
					players: people.filter((_, i) => teamOf[i] === t).map((p) => p.id)
				}));
				const rules = { gameName: 'Any', winBy, target: null, rounds: null, teams };
				let perPlayer = engine.setup(people, rules as unknown as NotepadRules);
				let perTeam = engine.setup(people, {
					...rules,
					teamScores: true
				} as unknown as NotepadRules);
				for (const row of rows) {
					if (isViolation(perPlayer) || isViolation(perTeam)) throw new Error('refused');
					perPlayer = engine.apply(perPlayer, {
						type: 'round',
						scores: Object.fromEntries(people.map((p, i) => [p.id, row[i]]))
					});
					// The team writes what its players scored between them.
					const sums = teams.map((t) =>
						t.players.reduce((sum, id) => sum + row[people.findIndex((p) => p.id === id)], 0)
					);
					perTeam = engine.apply(perTeam, {
						type: 'round',
						scores: Object.fromEntries(teams.map((t, i) => [t.players[0], sums[i]]))
					});
				}
				if (isViolation(perPlayer) || isViolation(perTeam)) throw new Error('refused');
				expect(leadersOfState(perTeam)).toEqual(leadersOfState(perPlayer));
				expect(engine.scoreboard(perTeam).teams?.map((t) => t.total)).toEqual(
					engine.scoreboard(perPlayer).teams?.map((t) => t.total)
				);
			})
		);
	});
});
