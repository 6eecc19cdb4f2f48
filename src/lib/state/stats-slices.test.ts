import { describe, expect, it, vi } from 'vitest';
import type { Play, PlayStatus } from '$lib/core/plays';
import { seededRandom } from '$lib/core/random';
import { placesOf } from '$lib/core/scoreboard';
import { computeStats, type DateRange } from '$lib/core/stats';
import { computeStatsInSlices, latestOnly } from './stats-slices';

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

describe('counting the latest partial plays, one count at a time', () => {
	it('never runs two counts at once, skips what a newer offer replaced, and counts the last one offered', async () => {
		vi.useFakeTimers();
		try {
			const started: number[] = [];
			let running = 0;
			let most = 0;
			const ends: (() => void)[] = [];
			const counting = latestOnly((n: number) => {
				started.push(n);
				most = Math.max(most, ++running);
				return new Promise<void>((resolve) => ends.push(() => (running--, resolve())));
			}, 100);
			counting.offer(1);
			counting.offer(2);
			counting.offer(3);
			expect(started).toEqual([1]);
			ends.shift()!();
			await vi.advanceTimersByTimeAsync(50);
			// Not before the gap has passed: the build goes on meanwhile.
			expect(started).toEqual([1]);
			await vi.advanceTimersByTimeAsync(50);
			expect(started).toEqual([1, 3]);
			counting.offer(4);
			counting.stop();
			ends.shift()!();
			await vi.advanceTimersByTimeAsync(500);
			expect(started).toEqual([1, 3]);
			expect(most).toBe(1);
		} finally {
			vi.useRealTimers();
		}
	});

	it('goes on after a count that failed', async () => {
		vi.useFakeTimers();
		try {
			const started: number[] = [];
			const counting = latestOnly(async (n: number) => {
				started.push(n);
				if (n === 1) throw new Error('storage gone');
			}, 10);
			counting.offer(1);
			await vi.advanceTimersByTimeAsync(5);
			counting.offer(2);
			await vi.advanceTimersByTimeAsync(20);
			expect(started).toEqual([1, 2]);
		} finally {
			vi.useRealTimers();
		}
	});
});
