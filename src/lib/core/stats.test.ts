import { describe, expect, it } from 'vitest';
import type { Play, PlayStatus } from './plays';
import { placesOf } from './scoreboard';
import {
	computeStats,
	headToHeadOf,
	histogram,
	scoresIn,
	inRange,
	percent,
	shownAverage
} from './stats';

const NOW = new Date(2026, 10, 25, 20, 0).getTime();
const day = (month: number, date: number, year = 2026) => new Date(year, month, date, 20).getTime();

let next = 0;
/** A play where `scores` maps names to totals; the best total(s) win when finished. */
function play(
	game: string,
	date: number,
	scores: Record<string, number>,
	{ status = 'finished' as PlayStatus, lowestWins = false, stoppedEarly = false } = {}
): Play {
	const names = Object.keys(scores);
	const totals = names.map((n) => scores[n]);
	const best = lowestWins ? Math.min(...totals) : Math.max(...totals);
	const places = placesOf(totals, lowestWins);
	return {
		sessionId: `s${++next}`,
		gameKey: game.toLowerCase(),
		gameName: game,
		date,
		status,
		...(stoppedEarly ? { stoppedEarly: true as const } : {}),
		lowestWins,
		players: names.map((name, i) => ({
			name,
			score: totals[i],
			place: places[i],
			winner: status === 'finished' && totals[i] === best
		}))
	};
}

const all = { range: 'all' as const, now: NOW, unfinishedScores: false };

describe('computeStats per player', () => {
	const plays = [
		play('Transform', day(10, 1), { Ada: 30, Bea: 20 }),
		play('Transform', day(10, 2), { Ada: 10, Bea: 25, Cy: 5 }),
		play('Subsets', day(10, 3), { Ada: 7, Bea: 7 }),
		play('Transform', day(10, 4), { Ada: 40, Cy: 1 })
	];
	const stats = computeStats(plays, all);
	const ada = stats.players.find((p) => p.name === 'Ada')!;
	const bea = stats.players.find((p) => p.name === 'Bea')!;

	it('counts games played, wins, win rate and places over every game', () => {
		expect(ada).toMatchObject({ played: 4, wins: 3, winRate: 0.75, places: [3, 1] });
		expect(bea).toMatchObject({ played: 3, wins: 2, places: [2, 1] });
		expect(bea.winRate).toBeCloseTo(2 / 3);
	});

	it('gives no score across games, only per game', () => {
		expect(ada).not.toHaveProperty('best');
		expect(ada).not.toHaveProperty('average');
		const transform = ada.byGame.find((g) => g.gameName === 'Transform')!;
		expect(transform).toMatchObject({ scored: 3, best: 40 });
		expect(transform.average).toBeCloseTo((30 + 10 + 40) / 3);
		expect(ada.byGame.find((g) => g.gameName === 'Subsets')).toMatchObject({
			best: 7,
			average: 7
		});
	});

	it('lists the players with most wins first', () => {
		expect(stats.players.map((p) => p.name)).toEqual(['Ada', 'Bea', 'Cy']);
	});

	it('keeps the same numbers per game', () => {
		const transform = ada.byGame.find((g) => g.gameName === 'Transform')!;
		expect(transform).toMatchObject({ played: 3, wins: 2, best: 40 });
		expect(ada.byGame.find((g) => g.gameName === 'Subsets')).toMatchObject({ played: 1, wins: 1 });
	});

	it('counts the current and the longest win streak in date order', () => {
		// Given out of order on purpose: Ada won on the 1st, lost the 2nd, won the 3rd and 4th.
		const shuffled = computeStats([plays[3], plays[0], plays[2], plays[1]], all);
		const a = shuffled.players.find((p) => p.name === 'Ada')!;
		expect([a.currentStreak, a.longestStreak]).toEqual([2, 2]);
		const b = shuffled.players.find((p) => p.name === 'Bea')!;
		expect([b.currentStreak, b.longestStreak]).toEqual([2, 2]);
		const c = shuffled.players.find((p) => p.name === 'Cy')!;
		expect([c.currentStreak, c.longestStreak]).toEqual([0, 0]);
	});

	it('ends the current streak at a loss while the longest one stays', () => {
		const s = computeStats(
			[1, 2, 3, 4, 5].map((d) => play('Transform', day(10, d), { Ada: d === 4 ? 0 : 9, Bea: 1 })),
			all
		);
		const ada = s.players.find((p) => p.name === 'Ada')!;
		expect([ada.currentStreak, ada.longestStreak]).toEqual([1, 3]);
	});

	it('knows a player by name whatever its case or spaces, shown as last typed', () => {
		const s = computeStats(
			[
				play('Transform', day(10, 1), { Ada: 3, Bo: 1 }),
				play('Transform', day(10, 2), { ' ada ': 5, Bo: 9 })
			],
			all
		);
		expect(s.players.map((p) => [p.name, p.played])).toEqual([
			['ada', 2],
			['Bo', 2]
		]);
	});
});

describe('computeStats head to head', () => {
	it('counts games together, wins each and ties by place', () => {
		const stats = computeStats(
			[
				play('Transform', day(10, 1), { Ada: 30, Bea: 20, Cy: 20 }),
				play('Transform', day(10, 2), { Ada: 10, Bea: 25 }),
				play('Subsets', day(10, 3), { Ada: 7, Bea: 7 })
			],
			all
		);
		const ab = stats.headToHead.find((h) => h.aName === 'Ada' && h.bName === 'Bea')!;
		expect(ab).toMatchObject({ games: 3, aWins: 1, bWins: 1, ties: 1 });
		const bc = stats.headToHead.find((h) => h.aName === 'Bea' && h.bName === 'Cy')!;
		expect(bc).toMatchObject({ games: 1, aWins: 0, bWins: 0, ties: 1 });
		expect(stats.headToHead.find((h) => h.aName === 'Ada' && h.bName === 'Cy')).toMatchObject({
			games: 1,
			aWins: 1
		});
	});

	it('ranks upwards in a game where the lowest total wins', () => {
		const stats = computeStats(
			[play('Golf', day(10, 1), { Ada: 3, Bea: 9 }, { lowestWins: true })],
			all
		);
		expect(stats.headToHead[0]).toMatchObject({ aName: 'Ada', aWins: 1, bWins: 0 });
		expect(stats.players[0]).toMatchObject({ name: 'Ada', wins: 1 });
	});
});

describe('headToHeadOf', () => {
	const { headToHead } = computeStats(
		[
			play('Transform', day(10, 1), { Ada: 30, Bea: 20, Cy: 10 }),
			play('Transform', day(10, 2), { Ada: 10, Bea: 25 })
		],
		all
	);

	it("keeps one player's rows, that player first, the counts turned with them", () => {
		const bea = headToHeadOf(headToHead, 'bea');
		expect(bea.map((h) => [h.aName, h.bName, h.games, h.aWins, h.bWins])).toEqual(
			expect.arrayContaining([
				['Bea', 'Ada', 2, 1, 1],
				['Bea', 'Cy', 1, 1, 0]
			])
		);
		expect(bea).toHaveLength(2);
		expect(headToHeadOf(headToHead, 'cy').map((h) => [h.bName, h.aWins, h.bWins])).toEqual(
			expect.arrayContaining([
				['Ada', 0, 1],
				['Bea', 0, 1]
			])
		);
	});

	it('keeps every row for everyone', () => {
		expect(headToHeadOf(headToHead, '')).toEqual(headToHead);
	});
});

describe('computeStats per game', () => {
	it('gives plays, average and record winning score, leaderboard and last played', () => {
		const stats = computeStats(
			[
				play('Transform', day(10, 1), { Ada: 30, Bea: 20 }),
				play('Transform', day(10, 5), { Ada: 10, Bea: 50 }),
				play('Transform', day(10, 3), { Ada: 44, Bea: 1 }),
				play('Subsets', day(10, 9), { Ada: 2, Bea: 3 })
			],
			all
		);
		const transform = stats.games.find((g) => g.name === 'Transform')!;
		expect(transform.plays).toBe(3);
		expect(transform.averageWinningScore).toBeCloseTo((30 + 50 + 44) / 3);
		expect(transform.recordWinningScore).toBe(50);
		expect(transform.lastPlayed).toBe(day(10, 5));
		expect(transform.leaderboard.map((r) => [r.name, r.wins, r.played])).toEqual([
			['Ada', 2, 3],
			['Bea', 1, 3]
		]);
		expect(stats.games.map((g) => g.name)).toEqual(['Transform', 'Subsets']);
	});

	it('takes the lowest winning score as the record when the lowest total wins', () => {
		const stats = computeStats(
			[
				play('Golf', day(10, 1), { Ada: 30, Bea: 20 }, { lowestWins: true }),
				play('Golf', day(10, 2), { Ada: -4, Bea: 12 }, { lowestWins: true })
			],
			all
		);
		expect(stats.games[0]).toMatchObject({ recordWinningScore: -4, averageWinningScore: 8 });
	});

	it("takes each player's lowest score as their best when the lowest total wins", () => {
		const stats = computeStats(
			[
				play('Hearts', day(10, 1), { Ada: 23, Bea: 104 }, { lowestWins: true }),
				play('Hearts', day(10, 2), { Ada: 61, Bea: 100 }, { lowestWins: true }),
				play('Skull King', day(10, 3), { Ada: 320, Bea: 250 })
			],
			all
		);
		const hearts = stats.games.find((g) => g.name === 'Hearts')!;
		expect(hearts.leaderboard.map((r) => [r.name, r.best, r.average])).toEqual([
			['Ada', 23, 42],
			['Bea', 100, 102]
		]);
		const skullKing = stats.games.find((g) => g.name === 'Skull King')!;
		expect(skullKing.leaderboard.map((r) => [r.name, r.best])).toEqual([
			['Ada', 320],
			['Bea', 250]
		]);
	});

	it('keeps apart two games of one name where different ends of the scale win', () => {
		const stats = computeStats(
			[
				play('Hearts', day(10, 1), { Ada: 23, Bea: 104 }, { lowestWins: true }),
				play('Hearts', day(10, 2), { Ada: 61, Bea: 100 })
			],
			all
		);
		expect(stats.games.map((g) => [g.name, g.lowestWins, g.recordWinningScore])).toEqual([
			['Hearts', false, 100],
			['Hearts', true, 23]
		]);
		const [high, low] = stats.games;
		expect(scoresIn(stats.scored, low.key).sort((a, b) => a - b)).toEqual([23, 104]);
		expect(scoresIn(stats.scored, high.key).sort((a, b) => a - b)).toEqual([61, 100]);
	});
});

describe('computeStats filters', () => {
	const plays = [
		play('Transform', day(10, 20), { Ada: 5, Bea: 1 }),
		play('Transform', day(3, 2), { Ada: 1, Bea: 5 }),
		play('Transform', day(10, 2, 2025), { Ada: 1, Bea: 5 }),
		play('Transform', day(10, 21), { Ada: 9, Bea: 1 }, { status: 'unfinished' }),
		play('Transform', day(10, 22), { Ada: 0, Bea: 0 }, { status: 'abandoned' })
	];

	it('keeps this month, this year or all time', () => {
		const played = (range: 'month' | 'year' | 'all') =>
			computeStats(plays, { ...all, range }).counted.length;
		expect([played('month'), played('year'), played('all')]).toEqual([1, 2, 3]);
	});

	it('lists unfinished and abandoned plays apart and never counts them as played', () => {
		for (const unfinishedScores of [false, true]) {
			const stats = computeStats(plays, { ...all, unfinishedScores });
			expect(stats.apart.map((p) => p.status)).toEqual(['abandoned', 'unfinished']);
			const ada = stats.players.find((p) => p.name === 'Ada')!;
			expect([ada.played, ada.wins]).toEqual([3, 1]);
		}
	});

	it('takes scores from plays played to the end, and from unfinished ones only when asked', () => {
		const transform = (unfinishedScores: boolean) =>
			computeStats(plays, { ...all, unfinishedScores }).players.find((p) => p.name === 'Ada')!
				.byGame[0];
		expect(transform(false)).toMatchObject({ scored: 3, best: 5 });
		expect(transform(false).average).toBeCloseTo(7 / 3);
		// The unfinished play's 9 counts once asked; the abandoned play's 0 never does.
		expect(transform(true)).toMatchObject({ scored: 4, best: 9, average: 4 });
	});

	it('counts the win of a play stopped early, but its scores only when asked', () => {
		const stopped = [
			play('Hearts', day(10, 1), { Ada: 23, Dan: 72 }, { lowestWins: true }),
			// Ended by the table after one round: Dan leads with 0.
			play('Hearts', day(10, 2), { Ada: 10, Dan: 0 }, { lowestWins: true, stoppedEarly: true })
		];
		const stats = computeStats(stopped, all);
		const dan = stats.players.find((p) => p.name === 'Dan')!;
		expect(dan).toMatchObject({ played: 2, wins: 1 });
		expect(dan.byGame[0]).toMatchObject({ played: 2, wins: 1, scored: 1, best: 72 });
		expect(stats.games[0]).toMatchObject({ plays: 2, scored: 1, recordWinningScore: 23 });
		expect([stats.apart.length, stats.stoppedEarly]).toEqual([0, 1]);
		const asked = computeStats(stopped, { ...all, unfinishedScores: true });
		expect(asked.players.find((p) => p.name === 'Dan')!.byGame[0]).toMatchObject({
			scored: 2,
			best: 0
		});
		expect(asked.games[0]).toMatchObject({ scored: 2, recordWinningScore: 0 });
	});

	it('takes the month and year from the "now" it is given', () => {
		expect(inRange(day(10, 1), 'month', NOW)).toBe(true);
		expect(inRange(day(9, 30), 'month', NOW)).toBe(false);
		expect(inRange(day(0, 1), 'year', NOW)).toBe(true);
		expect(inRange(day(11, 31, 2025), 'year', NOW)).toBe(false);
	});

	it('has nothing to say about no plays', () => {
		expect(computeStats([], all)).toEqual({
			counted: [],
			scored: [],
			apart: [],
			stoppedEarly: 0,
			players: [],
			games: [],
			headToHead: []
		});
	});
});

describe('computeStats names', () => {
	it('keeps any name as it was typed, emoji, HTML and other scripts included', () => {
		const names = ['<b>Zoë</b>', '王小明 🎲', '=SUM(1)', 'x'.repeat(200)];
		const stats = computeStats(
			[play('Transform', day(10, 1), Object.fromEntries(names.map((n, i) => [n, i])))],
			all
		);
		expect(stats.players.map((p) => p.name).sort()).toEqual([...names].sort());
	});
});

describe('scoresIn', () => {
	it("gathers every player's score of one game only", () => {
		const plays = [
			play('Transform', day(10, 1), { Ada: 3, Bea: -1 }),
			play('Subsets', day(10, 2), { Ada: 9 }),
			play('Transform', day(10, 3), { Cy: 4 })
		];
		expect(scoresIn(plays, 'transform').sort((a, b) => a - b)).toEqual([-1, 3, 4]);
	});
});

describe('histogram', () => {
	it('spreads scores over buckets of equal width that cover every score', () => {
		const buckets = histogram([-5, 0, 3, 3, 12, 20], 5);
		expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(6);
		expect(buckets[0].from).toBe(-5);
		expect(buckets.at(-1)!.to).toBeGreaterThanOrEqual(20);
		const widths = new Set(buckets.map((b) => b.to - b.from));
		expect(widths.size).toBe(1);
		expect(buckets.length).toBeLessThanOrEqual(5);
	});

	it('gives one bucket a score when all scores are equal, and none for no scores', () => {
		expect(histogram([7, 7])).toEqual([{ from: 7, to: 7, count: 2 }]);
		expect(histogram([])).toEqual([]);
	});
});

describe('words for the screen', () => {
	it('shows rates as whole percentages and averages with one decimal at most', () => {
		expect([percent(2 / 3), percent(0), percent(1)]).toEqual(['67%', '0%', '100%']);
		expect([shownAverage(12.25), shownAverage(-3), shownAverage(null)]).toEqual([
			'12.3',
			'-3',
			'–'
		]);
	});
});

describe('computeStats knows a player by who they are', () => {
	// Bob played Permutations as Bob, and Hearts as "Bobby", a name for that game only.
	const permutations: Play = {
		...play('Permutations', day(10, 1), { Ada: 30, Bob: 50 }),
		players: [
			{ name: 'Ada', playerId: 'a', score: 30, place: 2, winner: false },
			{ name: 'Bob', playerId: 'b', score: 50, place: 1, winner: true }
		]
	};
	const hearts: Play = {
		...play('Hearts', day(10, 2), { Ada: 3, Bobby: 10 }),
		players: [
			{ name: 'Ada', playerId: 'a', score: 3, place: 2, winner: false },
			{ name: 'Bobby', playerId: 'b', seatName: 'Bob', score: 10, place: 1, winner: true }
		]
	};

	it('counts a player renamed for one game as one player, under the name they sat down with', () => {
		const stats = computeStats([permutations, hearts], all);
		expect(stats.players.map((p) => [p.name, p.played, p.wins])).toEqual([
			['Bob', 2, 2],
			['Ada', 2, 0]
		]);
		expect(stats.headToHead.map((h) => [h.aName, h.bName, h.games, h.bWins])).toEqual([
			['Ada', 'Bob', 2, 2]
		]);
		expect(stats.games.find((g) => g.name === 'Hearts')?.leaderboard.map((r) => r.name)).toEqual([
			'Bob',
			'Ada'
		]);
	});

	it("shows a regular player under the roster's name", () => {
		const roster = new Map([
			['a', 'Ada'],
			['b', 'Robert']
		]);
		const stats = computeStats([permutations, hearts], { ...all, roster });
		expect(stats.players.map((p) => p.name)).toEqual(['Robert', 'Ada']);
	});
});

describe('computeStats at one location', () => {
	const at = (p: Play, location: string): Play => ({ ...p, location });
	const plays = [
		at(play('Transform', day(10, 1), { Ada: 30, Bea: 20 }), 'Home'),
		at(play('Transform', day(10, 2), { Ada: 10, Bea: 25 }), 'Café'),
		play('Transform', day(10, 3), { Ada: 40, Cy: 1 }),
		at(play('Transform', day(10, 4), { Ada: 3, Bea: 9 }, { status: 'abandoned' }), 'home')
	];

	it('counts only the plays there, whatever the case of the location', () => {
		const stats = computeStats(plays, { ...all, location: 'home' });
		expect(stats.counted.map((p) => p.location)).toEqual(['Home']);
		expect(stats.apart.map((p) => p.location)).toEqual(['home']);
		expect(stats.players.map((p) => [p.name, p.played, p.wins])).toEqual([
			['Ada', 1, 1],
			['Bea', 1, 0]
		]);
	});

	it('counts every play for no location', () => {
		expect(computeStats(plays, { ...all, location: '' }).counted).toHaveLength(3);
		expect(computeStats(plays, all).counted).toHaveLength(3);
	});
});
