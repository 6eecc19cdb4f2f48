import { describe, expect, it } from 'vitest';
import type { Scoreboard } from './engine';
import {
	gameOfSession,
	playOf,
	resultLine,
	seatNames,
	seatsWithMarks,
	type SessionLike
} from './plays';
import { placesOf } from './scoreboard';

const session: SessionLike = {
	id: 's1',
	game: 'transform',
	players: [
		{ id: 'a', name: 'Ada' },
		{ id: 'b', name: 'Bea' },
		{ id: 'c', name: 'Cy' }
	],
	houseRules: {},
	status: 'finished',
	createdAt: 1_700_000_000_000
};

function board(totals: number[], extra: Partial<Scoreboard> = {}): Scoreboard {
	return {
		players: ['Ada', 'Bea', 'Cy'],
		rounds: [{ label: 'Round 1', scores: totals }],
		totals,
		finished: true,
		leaders: [],
		...extra
	};
}

describe('placesOf', () => {
	it('shares a place between players level and skips the next (1, 1, 3)', () => {
		expect(placesOf([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
	});

	it('ranks upwards when the lowest total wins', () => {
		expect(placesOf([10, 30, 10, -2], true)).toEqual([2, 4, 2, 1]);
	});

	it('puts a winner decided by a tie-break above a player level with them', () => {
		expect(placesOf([50, 50, 20], false, [1])).toEqual([2, 1, 3]);
	});
});

describe('playOf', () => {
	it('gives each player their total, place and whether they won', () => {
		const play = playOf(session, board([12, 30, 30], { leaders: [1, 2] }), 'Transform');
		expect(play).toMatchObject({
			sessionId: 's1',
			gameKey: 'transform',
			gameName: 'Transform',
			date: 1_700_000_000_000,
			status: 'finished',
			lowestWins: false
		});
		expect(play.players).toEqual([
			{ name: 'Ada', playerId: 'a', score: 12, place: 3, winner: false },
			{ name: 'Bea', playerId: 'b', score: 30, place: 1, winner: true },
			{ name: 'Cy', playerId: 'c', score: 30, place: 1, winner: true }
		]);
	});

	it('names no winner in a game still being played, only places', () => {
		const play = playOf(
			{ ...session, status: 'active' },
			board([5, 9, 1], { finished: false, leaders: [1] }),
			'Transform'
		);
		expect(play.status).toBe('unfinished');
		expect(play.players.map((p) => p.winner)).toEqual([false, false, false]);
		expect(play.players.map((p) => p.place)).toEqual([2, 1, 3]);
	});

	it('counts a game the table ended after scoring as finished, its leaders winning', () => {
		const play = playOf(
			{ ...session, endedByTable: true },
			board([5, 9, 1], { finished: false, leaders: [1] }),
			'Transform'
		);
		expect(play.status).toBe('finished');
		expect(play.players.map((p) => p.winner)).toEqual([false, true, false]);
		expect(play.stoppedEarly).toBe(true);
	});

	it('calls no game stopped early that ended by its rules or that only the table can end', () => {
		const over = playOf({ ...session, endedByTable: true }, board([5, 9, 1]), 'Transform');
		expect(over.stoppedEarly).toBeUndefined();
		const openEnded = playOf(
			{ ...session, endedByTable: true },
			board([5, 9, 1], { finished: false, leaders: [1] }),
			'Catan',
			{ winRule: 'highest total wins', endsByItsRules: false }
		);
		expect(openEnded).toMatchObject({ status: 'finished' });
		expect(openEnded.stoppedEarly).toBeUndefined();
	});

	it('calls a game ended by the table before any score abandoned', () => {
		const empty = { ...board([0, 0, 0], { finished: false, leaders: [0, 1, 2] }), rounds: [] };
		const play = playOf({ ...session, endedByTable: true }, empty, 'Transform');
		expect(play.status).toBe('abandoned');
		expect(play.players.every((p) => !p.winner)).toBe(true);
	});

	it('calls a game the table abandoned abandoned, whatever was scored, with no winner', () => {
		const play = playOf(
			{ ...session, status: 'abandoned' },
			board([5, 9, 1], { finished: false, leaders: [1] }),
			'Transform'
		);
		expect(play.status).toBe('abandoned');
		expect(play.players.every((p) => !p.winner)).toBe(true);
	});

	it("takes the time played from the game's clock, and a name changed for the game", () => {
		const play = playOf(
			{ ...session, updatedAt: session.createdAt + 90_000 },
			board([1, 2, 3], { leaders: [2], players: ['Ada L', 'Bea', 'Cy'] }),
			'Transform',
			{ played: 40_000 }
		);
		expect(play.duration).toBe(40_000);
		expect(play.players.map((p) => p.name)).toEqual(['Ada L', 'Bea', 'Cy']);
		expect(play.players[0].playerId).toBe('a');
	});

	it('says who each player is: a late joiner by id, a renamed one with the name they sat down with', () => {
		const play = playOf(
			session,
			board([1, 2, 3, 4], { leaders: [3], players: ['Ada', 'Bobby', 'Cy', 'Eve'] }),
			'Transform',
			{
				seats: [
					{ id: 'a', name: 'Ada' },
					{ id: 'b', name: 'Bobby' },
					{ id: 'c', name: 'Cy' },
					{ id: 'e', name: 'Eve' }
				]
			}
		);
		expect(play.players.map((p) => [p.name, p.playerId, p.seatName])).toEqual([
			['Ada', 'a', undefined],
			['Bobby', 'b', 'Bea'],
			['Cy', 'c', undefined],
			['Eve', 'e', undefined]
		]);
	});

	it('keeps the title the table gave, the time played and the win rule', () => {
		const play = playOf(
			{ ...session, title: ' Friday ', updatedAt: session.createdAt + 90_000 },
			board([1, 2, 3], { leaders: [2] }),
			'Transform',
			{ winRule: 'highest total after the last round' }
		);
		expect(play).toMatchObject({
			title: 'Friday',
			duration: 90_000,
			winRule: 'highest total after the last round'
		});
	});

	it('leaves out a blank title and a duration it cannot know', () => {
		const play = playOf({ ...session, title: '  ' }, board([1, 2, 3]), 'Transform');
		expect(play.title).toBeUndefined();
		expect(play.duration).toBeUndefined();
	});

	it('places upwards and keeps the rule when the lowest total wins', () => {
		const play = playOf(session, board([-3, 8, 2], { leaders: [0], lowestWins: true }), 'Golf');
		expect(play.lowestWins).toBe(true);
		expect(play.players.map((p) => p.place)).toEqual([1, 3, 2]);
	});
});

describe('gameOfSession', () => {
	it('groups a notepad game by the name the table gave it, whatever its case and spaces', () => {
		const a = gameOfSession({ game: 'notepad', houseRules: { gameName: ' Catan ' } }, 'Other');
		const b = gameOfSession({ game: 'notepad', houseRules: { gameName: 'CATAN' } }, 'Other');
		expect(a).toEqual({ key: b.key, name: 'Catan' });
	});

	it('uses the known game for a session without a usable game name', () => {
		expect(
			gameOfSession({ game: 'subsets', houseRules: { gameName: 42 } }, 'Subsets Game')
		).toEqual({ key: 'subsets', name: 'Subsets Game' });
		expect(
			gameOfSession({ game: 'notepad', houseRules: { gameName: '  ' } }, 'Other game')
		).toEqual({ key: 'notepad', name: 'Other game' });
	});
});

describe('seatNames and resultLine', () => {
	const play = playOf(
		session,
		board([5, 20, 3, 20], { leaders: [1, 3], players: ['Ada', 'Bea', 'Cy', 'Eve'] }),
		'Transform'
	);

	it("name the seats as the stored play has them, else the session's starting seats", () => {
		expect(seatNames(session, play)).toEqual(['Ada', 'Bea', 'Cy', 'Eve']);
		expect(seatNames(session, null)).toEqual(['Ada', 'Bea', 'Cy']);
	});

	it("give each seat now its player's colour and emoji, and a late joiner none", () => {
		const marked = {
			...session,
			players: session.players.map((p, i) =>
				i === 1 ? { ...p, colour: '#c0262d', emoji: '🦉' } : p
			)
		};
		const seats = seatsWithMarks(marked, play);
		expect(seats.map((s) => s.name)).toEqual(['Ada', 'Bea', 'Cy', 'Eve']);
		expect(seats[1]).toEqual({ name: 'Bea', colour: '#c0262d', emoji: '🦉' });
		expect(seats[3]).toEqual({ name: 'Eve', colour: undefined, emoji: undefined });
		expect(seatsWithMarks(marked, null)[1]).toEqual({
			name: 'Bea',
			colour: '#c0262d',
			emoji: '🦉'
		});
	});

	it('say who won a finished play, and nothing of one still going', () => {
		expect(resultLine(play)).toBe('Bea and Eve shared the win with 20');
		expect(resultLine({ ...play, status: 'unfinished' })).toBe('');
		expect(resultLine(undefined)).toBe('');
	});
});
