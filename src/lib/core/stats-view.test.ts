import { describe, expect, it } from 'vitest';
import type { Play, PlayStatus } from './plays';
import { computeStats, histogram, scoresIn, type DateRange } from './stats';
import { viewOfStats } from './stats-view';

const NOW = new Date(2026, 10, 25, 20).getTime();
const DAY = 86_400_000;

/** Plays of three games (one where the lowest total wins), every status, over two years. */
function plays(): Play[] {
	const games = ['Hearts', 'Catan', 'Transform'];
	const statuses: PlayStatus[] = ['finished', 'finished', 'unfinished', 'abandoned'];
	return Array.from({ length: 60 }, (_, i) => {
		const game = games[i % 3];
		const status = statuses[i % 4];
		const scores = [(i * 7) % 11, (i * 5) % 13, ((i * 3) % 17) - 4];
		const lowestWins = game === 'Hearts';
		const best = lowestWins ? Math.min(...scores) : Math.max(...scores);
		return {
			sessionId: `play-${i}`,
			gameKey: game.toLowerCase(),
			gameName: game,
			date: NOW - i * 13 * DAY,
			status,
			...(i % 10 === 0 && status === 'finished' ? { stoppedEarly: true as const } : {}),
			lowestWins,
			players: ['Ada', 'Bea', 'Cy'].map((name, s) => ({
				name,
				score: scores[s],
				place: 1 + scores.filter((x) => (lowestWins ? x < scores[s] : x > scores[s])).length,
				winner: status === 'finished' && scores[s] === best
			}))
		};
	});
}

describe('viewOfStats', () => {
	const every = (['month', 'year', 'all'] as DateRange[]).flatMap((range) =>
		[false, true].map((unfinishedScores) => ({ range, now: NOW, unfinishedScores }))
	);

	it.each(every)(
		'shows the figures of the stats, $range, unfinished scores $unfinishedScores',
		(o) => {
			const stats = computeStats(plays(), o);
			const view = viewOfStats(stats);
			expect([view.counted, view.scored, view.stoppedEarly]).toEqual([
				stats.counted.length,
				stats.scored.length,
				stats.stoppedEarly
			]);
			expect([view.players, view.games, view.headToHead, view.apart]).toEqual([
				stats.players,
				stats.games,
				stats.headToHead,
				stats.apart
			]);
			// Each game's distribution is the one the screen drew from the scored plays.
			expect([...view.distributions.keys()]).toEqual(stats.games.map((g) => g.key));
			for (const g of stats.games)
				expect(view.distributions.get(g.key)).toEqual(histogram(scoresIn(stats.scored, g.key)));
		}
	);

	it('has scores to show in a histogram for each game of all time', () => {
		const view = viewOfStats(computeStats(plays(), every[4]));
		expect(view.games.map((g) => g.name).sort()).toEqual(['Catan', 'Hearts', 'Transform']);
		for (const buckets of view.distributions.values())
			expect(buckets.reduce((n, b) => n + b.count, 0)).toBeGreaterThan(0);
	});

	it('survives being stored: a structured clone gives the same view', () => {
		const view = viewOfStats(computeStats(plays(), every[5]));
		expect(structuredClone(view)).toEqual(view);
	});
});
