/**
 * Team and co-operative games in Stats, from the notepad's own scoreboards (engine → play →
 * stats), as a table would play them.
 */
import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent } from './engine';
import { engine } from '../games/notepad/game';
import type { NotepadRules, NotepadState } from '../games/notepad/engine';
import { playOf, resultLine, type Play } from './plays';
import { computeStats } from './stats';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' },
	{ id: 'd', name: 'Di' }
];
const pairs = [{ players: ['a', 'c'] }, { players: ['b', 'd'] }];

let next = 0;
function played(rules: Record<string, unknown>, ...events: GameEvent[]): Play {
	const houseRules = { gameName: 'Spades', winBy: 'highest', target: null, rounds: 1, ...rules };
	let state = engine.setup(players, houseRules as unknown as NotepadRules);
	for (const event of events) {
		if (isViolation(state)) break;
		state = engine.apply(state, event);
	}
	if (isViolation(state)) throw new Error(state.reason);
	const session = {
		id: `s${++next}`,
		game: 'notepad',
		players,
		houseRules,
		status: 'finished',
		createdAt: next * 1000
	};
	return playOf(session, engine.scoreboard(state as NotepadState), 'Other game');
}
const round = (a: number, b: number, c: number, d: number): GameEvent => ({
	type: 'round',
	scores: { a, b, c, d }
});
const all = { range: 'all' as const, now: 1e12, unfinishedScores: false };
const who = (stats: ReturnType<typeof computeStats>, name: string) =>
	stats.players.find((p) => p.name === name)!;

describe('Stats of team games', () => {
	// Bo scores most, but Ada and Cy's team total (40) beats Bo and Di's (35).
	const teamPlay = played({ teams: pairs }, round(20, 30, 20, 5));

	it('a team’s win is a win for each of its players, and their place is the team’s', () => {
		expect(teamPlay.players.map((p) => [p.name, p.winner, p.place, p.team])).toEqual([
			['Ada', true, 1, 0],
			['Bo', false, 2, 1],
			['Cy', true, 1, 0],
			['Di', false, 2, 1]
		]);
		expect(teamPlay.teams).toEqual([{ score: 40 }, { score: 35 }]);
		expect(resultLine(teamPlay)).toBe('Ada and Cy shared the win with 40');
		const stats = computeStats([teamPlay], all);
		expect(who(stats, 'Ada')).toMatchObject({ played: 1, wins: 1, teamWins: 1, places: [1] });
		expect(who(stats, 'Cy')).toMatchObject({ played: 1, wins: 1, teamWins: 1 });
		expect(who(stats, 'Bo')).toMatchObject({ played: 1, wins: 0, teamWins: 0, places: [0, 1] });
	});

	it('teammates do not meet head to head; opponents do', () => {
		const pairsMet = computeStats([teamPlay], all).headToHead.map((h) => `${h.aName}-${h.bName}`);
		expect(pairsMet.sort()).toEqual(['Ada-Bo', 'Ada-Di', 'Bo-Cy', 'Cy-Di']);
	});

	it('teams level on total share the win, each of their players winning', () => {
		const tie = played({ teams: pairs }, round(20, 30, 10, 0));
		expect(tie.players.every((p) => p.winner && p.place === 1)).toBe(true);
		const stats = computeStats([tie], all);
		expect(stats.players.every((p) => p.wins === 1 && p.teamWins === 1)).toBe(true);
		expect(stats.headToHead.every((h) => h.ties === 1)).toBe(true);
	});
});

describe('Stats of co-operative games', () => {
	const won = played({ coop: true, rounds: null }, { type: 'outcome', won: true, score: 21 });
	const lost = played({ coop: true, rounds: null }, { type: 'outcome', won: false });
	const versus = played({}, round(9, 1, 1, 1));

	it('a co-op result is the table’s: nobody wins on their own', () => {
		expect(won).toMatchObject({ status: 'finished', coop: { won: true, score: 21 } });
		expect(lost.coop).toEqual({ won: false });
		expect(won.players.every((p) => !p.winner && p.place === 1)).toBe(true);
		expect(resultLine(won)).toBe('The table won together with 21');
		expect(resultLine(lost)).toBe('The table lost together');
	});

	it('counts each co-op game for the table and each player, apart from wins and win rate', () => {
		const stats = computeStats([won, lost, versus], all);
		expect(stats.games[0]).toMatchObject({ name: 'Spades', plays: 3, coop: { played: 2, won: 1 } });
		// Ada won the one game played against the others: her win rate is that game's alone.
		expect(who(stats, 'Ada')).toMatchObject({
			played: 1,
			wins: 1,
			winRate: 1,
			coop: { played: 2, won: 1 }
		});
		expect(who(stats, 'Bo')).toMatchObject({ played: 1, wins: 0, coop: { played: 2, won: 1 } });
		expect(stats.headToHead.every((h) => h.games === 1)).toBe(true);
	});

	it('a co-op game the table ended with no result counts for nothing', () => {
		const session = {
			id: 'open',
			game: 'notepad',
			players,
			houseRules: { gameName: 'Spades', winBy: 'highest', coop: true },
			status: 'finished',
			createdAt: 1
		};
		const state = engine.setup(players, session.houseRules as unknown as NotepadRules);
		const play = playOf(session, engine.scoreboard(state as NotepadState), 'Other game');
		expect(play.status).toBe('abandoned');
		expect(computeStats([play], all).players).toEqual([]);
	});
});
