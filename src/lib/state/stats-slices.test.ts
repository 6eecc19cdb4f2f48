import { describe, expect, it } from 'vitest';
import type { Play, PlayStatus } from '$lib/core/plays';
import { seededRandom } from '$lib/core/random';
import { placesOf } from '$lib/core/scoreboard';
import { computeStats, type DateRange } from '$lib/core/stats';
import { computeStatsInSlices } from './stats-slices';

const NOW = new Date(2026, 10, 25, 20).getTime();
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay'];
const GAMES = ['Hearts', 'Catan', 'Transform'];
const STATUSES: PlayStatus[] = ['finished', 'finished', 'finished', 'unfinished', 'abandoned'];

/** 300 plays over two years: some stopped early, some unfinished or abandoned, ties too. */
function plays(): Play[] {
	const next = seededRandom(37);
	return Array.from({ length: 300 }, (_, i) => {
		const game = GAMES[Math.floor(next() * GAMES.length)];
		const lowestWins = game === 'Hearts';
		const seats = NAMES.filter(() => next() < 0.6).slice(0, 5);
		if (seats.length < 2) seats.push('Ada', 'Bea');
		const totals = seats.map(() => Math.floor(next() * 10));
		const best = lowestWins ? Math.min(...totals) : Math.max(...totals);
		const places = placesOf(totals, lowestWins);
		const status = STATUSES[Math.floor(next() * STATUSES.length)];
		return {
			sessionId: `play-${i}`,
			gameKey: game.toLowerCase(),
			gameName: game,
			date: NOW - Math.floor(next() * 700) * 86_400_000,
			status,
			...(status === 'finished' && next() < 0.1 ? { stoppedEarly: true as const } : {}),
			lowestWins,
			players: seats.map((name, s) => ({
				name: s === 0 && next() < 0.2 ? ` ${name.toLowerCase()} ` : name,
				score: totals[s],
				place: places[s],
				winner: status === 'finished' && totals[s] === best
			}))
		};
	});
}

describe('computeStatsInSlices', () => {
	const all = plays();
	const roster = new Map([['id-ada', 'Ada']]);
	for (const range of ['all', 'year', 'month'] as DateRange[])
		for (const unfinishedScores of [false, true])
			it(`gives computeStats' figures (${range}, unfinished scores ${unfinishedScores}), a play a slice`, async () => {
				const options = { range, now: NOW, unfinishedScores, roster };
				const expected = computeStats(all, options);
				expect(expected.counted.length).toBeGreaterThan(0);
				expect(await computeStatsInSlices(all, options, 0)).toEqual(expected);
			});
});
