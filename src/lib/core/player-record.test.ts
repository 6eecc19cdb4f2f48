import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthsOf } from './over-time';
import { FORM_LENGTH, playerRecordOf } from './player-record';
import type { Play, PlayStatus } from './plays';
import { placesOf } from './scoreboard';
import { computeStats } from './stats';

const NOW = new Date(2026, 10, 25, 20, 0).getTime();
const day = (month: number, date: number, year = 2026) => new Date(year, month, date, 20).getTime();
const all = { range: 'all' as const, now: NOW, unfinishedScores: false };

let next = 0;
/** A play where `scores` maps names to totals; the best total(s) win when finished. */
function play(
	game: string,
	date: number,
	scores: Record<string, number>,
	{ status = 'finished' as PlayStatus, coop }: { status?: PlayStatus; coop?: Play['coop'] } = {}
): Play {
	const names = Object.keys(scores);
	const totals = names.map((n) => scores[n]);
	const best = Math.max(...totals);
	const places = coop ? totals.map(() => 1) : placesOf(totals, false);
	return {
		sessionId: `s${++next}`,
		gameKey: game.toLowerCase(),
		gameName: game,
		date,
		status,
		lowestWins: false,
		...(coop ? { coop } : {}),
		players: names.map((name, i) => ({
			name,
			score: totals[i],
			place: places[i],
			winner: status === 'finished' && !coop && totals[i] === best
		}))
	};
}

/** A team game: Ada and Bea against Cy and Dan, the team whose total is higher wins. */
function teamPlay(date: number, ab: [number, number], cd: [number, number]): Play {
	const abWins = ab[0] + ab[1] > cd[0] + cd[1];
	const seat = (name: string, score: number, team: number, won: boolean) => ({
		name,
		score,
		team,
		place: won ? 1 : 2,
		winner: won
	});
	return {
		sessionId: `s${++next}`,
		gameKey: 'named:bridge',
		gameName: 'Bridge',
		date,
		status: 'finished',
		lowestWins: false,
		teams: [{ score: ab[0] + ab[1] }, { score: cd[0] + cd[1] }],
		players: [
			seat('Ada', ab[0], 0, abWins),
			seat('Bea', ab[1], 0, abWins),
			seat('Cy', cd[0], 1, !abWins),
			seat('Dan', cd[1], 1, !abWins)
		]
	};
}

describe("a player's page", () => {
	const plays = [
		play('Transform', day(8, 1), { Ada: 30, Bea: 20 }),
		play('Transform', day(9, 2), { Ada: 10, Bea: 25, Cy: 5 }),
		play('Subsets', day(9, 3), { Ada: 7, Cy: 3 }),
		play('Transform', day(10, 4), { Ada: 40, Cy: 1 }),
		play('Hanabi', day(10, 5), { Ada: 0, Bea: 0 }, { coop: { won: true, score: 22 } }),
		play('Transform', day(10, 6), { Ada: 1, Bea: 2 }, { status: 'abandoned' }),
		teamPlay(day(10, 7), [5, 1], [2, 2])
	];
	const stats = computeStats(plays, all);
	const ada = playerRecordOf(stats, 'ada')!;

	it("counts Ada's plays, wins, team wins and co-op games as Stats does", () => {
		const inStats = stats.players.find((p) => p.key === 'ada')!;
		expect(ada).toMatchObject({ name: 'Ada', played: 5, wins: 4, teamWins: 1 });
		expect(ada.coop).toEqual({ played: 1, won: 1 });
		expect([ada.played, ada.wins, ada.teamWins]).toEqual([
			inStats.played,
			inStats.wins,
			inStats.teamWins
		]);
	});

	it('lists her finished plays newest first, the abandoned one left out', () => {
		expect(ada.plays.map((p) => [p.gameName, p.result, p.place])).toEqual([
			['Bridge', 'won', 1],
			['Hanabi', 'coop-won', undefined],
			['Transform', 'won', 1],
			['Subsets', 'won', 1],
			['Transform', 'lost', 2],
			['Transform', 'won', 1]
		]);
	});

	it('puts the game she played most first among her favourites', () => {
		expect(ada.favourites.map((g) => [g.gameName, g.played, g.wins])).toEqual([
			['Transform', 3, 2],
			['Bridge', 1, 1],
			['Subsets', 1, 1]
		]);
	});

	it('names her rivals: met most, beaten most, lost to most; a teammate is no rival', () => {
		expect(ada.rivals.map((r) => [r.name, r.games, r.won, r.lost])).toEqual([
			['Cy', 4, 4, 0],
			['Bea', 2, 1, 1],
			['Dan', 1, 1, 0]
		]);
		expect(ada.metMost?.name).toBe('Cy');
		expect(ada.beatMost?.name).toBe('Cy');
		expect(ada.lostToMost?.name).toBe('Bea');
		const bea = playerRecordOf(stats, 'bea')!;
		// Bea and Ada were teammates at Bridge: they met twice (Transform), not three times.
		expect(bea.rivals.find((r) => r.name === 'Ada')).toMatchObject({ games: 2, won: 1, lost: 1 });
	});

	it('gives her recent form from her own and her team games, newest first', () => {
		expect(ada.form).toEqual([true, true, true, false, true]);
	});

	it('has no page for someone who never finished a game', () => {
		expect(playerRecordOf(stats, 'zed')).toBeNull();
	});

	it('keeps at most the latest ten results for the form', () => {
		const many = Array.from({ length: 14 }, (_, i) =>
			play('Transform', day(0, i + 1), { Ada: i % 2 ? 1 : 2, Bea: 1.5 })
		);
		const record = playerRecordOf(computeStats(many, all), 'ada')!;
		expect(record.form).toHaveLength(FORM_LENGTH);
		// The newest (14 January, i = 13: Ada 1, Bea 1.5) was lost.
		expect(record.form[0]).toBe(false);
	});
});

/** Any few finished plays among four players, some co-operative. */
const playsArb = fc.array(
	fc.record({
		game: fc.constantFrom('Transform', 'Subsets', 'Catan'),
		month: fc.integer({ min: 0, max: 23 }),
		scores: fc.dictionary(
			fc.constantFrom('Ada', 'Bea', 'Cy', 'Dan'),
			fc.integer({ min: 0, max: 9 }),
			{
				minKeys: 1
			}
		),
		coop: fc.option(fc.boolean(), { nil: undefined })
	}),
	{ maxLength: 30 }
);

describe('the figures add up, whatever the plays', () => {
	it("a player's wins over their games, and over the months, are their wins", () => {
		fc.assert(
			fc.property(playsArb, (specs) => {
				const plays = specs.map((s) =>
					play(s.game, day(s.month % 12, 10, 2025 + Math.floor(s.month / 12)), s.scores, {
						...(s.coop === undefined ? {} : { coop: { won: s.coop } })
					})
				);
				const stats = computeStats(plays, all);
				for (const p of stats.players) {
					const record = playerRecordOf(stats, p.key)!;
					const months = monthsOf(plays, { player: p.key });
					const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
					expect(sum(record.favourites.map((g) => g.wins))).toBe(record.wins);
					expect(sum(record.favourites.map((g) => g.played))).toBe(record.played);
					expect(sum(months.map((m) => m.wins))).toBe(record.wins);
					expect(sum(months.map((m) => m.plays))).toBe(record.played + record.coop.played);
					expect(record.plays).toHaveLength(record.played + record.coop.played);
					// Each rival's side of the head to head is the rival's own page turned round.
					for (const r of record.rivals) {
						const theirs = playerRecordOf(stats, r.key)!.rivals.find((x) => x.key === p.key)!;
						expect([theirs.games, theirs.won, theirs.lost]).toEqual([r.games, r.lost, r.won]);
					}
				}
			})
		);
	});
});

describe("a player's page over Stats' period and place", () => {
	const at = (location: string, p: Play): Play => ({ ...p, location });
	const plays = [
		at('Home', play('Transform', day(10, 2), { Ada: 30, Bea: 20 })),
		at('The Café', play('Transform', day(10, 9), { Ada: 10, Bea: 25 })),
		at('home', play('Subsets', day(3, 1), { Ada: 7, Cy: 3 })),
		play('Subsets', day(10, 12, 2025), { Ada: 1, Cy: 9 })
	];

	it('counts only the plays of this month, as Stats does with the same choice', () => {
		const ada = playerRecordOf(computeStats(plays, { ...all, range: 'month' }), 'ada')!;
		expect([ada.played, ada.wins]).toEqual([2, 1]);
		expect(ada.rivals.map((r) => r.name)).toEqual(['Bea']);
		expect(ada.plays.map((p) => p.result)).toEqual(['lost', 'won']);
	});

	it('counts only the plays at one place, whatever case it was typed in', () => {
		const ada = playerRecordOf(computeStats(plays, { ...all, location: 'home' }), 'ada')!;
		expect([ada.played, ada.wins]).toEqual([2, 2]);
		expect(ada.favourites.map((g) => g.gameName)).toEqual(['Subsets', 'Transform']);
		expect(ada.rivals.map((r) => [r.name, r.won])).toEqual([
			['Bea', 1],
			['Cy', 1]
		]);
	});

	it('has no page in a period where the player finished no game', () => {
		const stats = computeStats(plays, { ...all, range: 'year', location: 'the café' });
		expect(playerRecordOf(stats, 'cy')).toBeNull();
		expect(playerRecordOf(stats, 'ada')?.played).toBe(1);
	});
});
