import { describe, expect, it } from 'vitest';
import { monthsOf, resultOf } from './over-time';
import type { Play } from './plays';

const at = (year: number, month: number, date = 10) =>
	new Date(year, month - 1, date, 20).getTime();

let next = 0;
/** A finished play of `game` where `winner` won against the others. */
function play(
	game: string,
	date: number,
	winner: string,
	others: string[],
	extra: Partial<Play> = {}
): Play {
	return {
		sessionId: `p${++next}`,
		gameKey: game.toLowerCase(),
		gameName: game,
		date,
		status: 'finished',
		lowestWins: false,
		players: [
			{ name: winner, score: 10, place: 1, winner: true },
			...others.map((name) => ({ name, score: 1, place: 2, winner: false }))
		],
		...extra
	};
}

describe('plays and wins per month', () => {
	const plays = [
		play('Transform', at(2025, 11), 'Ada', ['Bea']),
		play('Transform', at(2026, 2, 1), 'Bea', ['Ada']),
		play('Subsets', at(2026, 2, 20), 'Ada', ['Cy']),
		play('Transform', at(2026, 2, 21), 'Cy', ['Bea'], { status: 'abandoned' }),
		play('Hanabi', at(2026, 1), 'Ada', ['Bea'], { coop: { won: true } })
	];

	it('counts every finished play per month, with the empty months between', () => {
		expect(monthsOf(plays).map((m) => [m.month, m.plays])).toEqual([
			['2025-11', 1],
			['2025-12', 0],
			['2026-01', 1],
			['2026-02', 2]
		]);
	});

	it("counts one player's plays and wins; a co-op game is a play, not a win", () => {
		expect(monthsOf(plays, { player: 'ada' }).map((m) => [m.month, m.plays, m.wins])).toEqual([
			['2025-11', 1, 1],
			['2025-12', 0, 0],
			['2026-01', 1, 0],
			['2026-02', 2, 1]
		]);
	});

	it('counts one game, and one player in one game', () => {
		expect(monthsOf(plays, { game: 'transform' }).map((m) => m.plays)).toEqual([1, 0, 0, 1]);
		expect(monthsOf(plays, { game: 'transform', player: 'cy' })).toEqual([]);
		expect(monthsOf(plays, { game: 'subsets', player: 'cy' })).toEqual([
			{ month: '2026-02', year: 2026, monthNumber: 2, plays: 1, wins: 0 }
		]);
	});

	it('knows a regular player by their id under the roster name', () => {
		const renamed = play('Transform', at(2026, 3), 'Addy', ['Bea']);
		renamed.players[0].playerId = 'id-ada';
		const roster = new Map([['id-ada', 'Ada']]);
		expect(resultOf(renamed, 'ada', roster)).toEqual({ won: true });
		expect(resultOf(renamed, 'ada')).toBeNull();
		expect(monthsOf([renamed], { player: 'ada', roster }).map((m) => [m.plays, m.wins])).toEqual([
			[1, 1]
		]);
		// Without the roster, the seat is "Addy": another player, whoever else is named so.
		expect(monthsOf([renamed], { player: 'ada' })).toEqual([]);
		expect(monthsOf([renamed], { player: 'addy' })).toHaveLength(1);
	});

	it('gives nothing for no plays', () => {
		expect(monthsOf([])).toEqual([]);
	});
});
