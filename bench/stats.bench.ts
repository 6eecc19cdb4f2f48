/**
 * Stats over 1,000 plays (issue 15: under 100 ms): the whole Stats screen's numbers, per player,
 * per game and head to head, computed from plays as the loader gives them. Then, for reference,
 * the Stats screen itself in Chromium with 1,000 stored games: the first opening folds every log,
 * later ones (same page, no reload) reuse the plays already folded.
 */
import type { Play } from '../src/lib/core/plays';
import { placesOf } from '../src/lib/core/scoreboard';
import { seededRandom } from '../src/lib/core/random';
import { computeStats } from '../src/lib/core/stats';
import { backupOf, transformGame, type SeedScore } from '../tests/fixtures/stats-seed';
import { clickAndTime, pageWithBackup, withBuiltApp } from './browser';
import { atMost, median, timeEach, type Figure } from './harness';

const PORT = 4185;
const RUNS = 5;

const PLAYS = 1_000;
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lu'];
const GAMES = ['Permutations', 'Subsets Game', 'Transform', 'Reframing', 'Catan', 'Hearts'];

/** A year and a half of game nights: 2 to 6 players, a few unfinished and abandoned. */
function generatePlays(now: number): Play[] {
	const next = seededRandom(15);
	return Array.from({ length: PLAYS }, (_, i) => {
		const game = GAMES[Math.floor(next() * GAMES.length)];
		const lowestWins = game === 'Hearts';
		const seats = [...NAMES].sort(() => next() - 0.5).slice(0, 2 + Math.floor(next() * 5));
		const totals = seats.map(() => Math.round(next() * 150) - 20);
		const roll = next();
		const status = roll < 0.05 ? 'unfinished' : roll < 0.08 ? 'abandoned' : 'finished';
		const best = lowestWins ? Math.min(...totals) : Math.max(...totals);
		const places = placesOf(totals, lowestWins);
		return {
			sessionId: `play-${i}`,
			gameKey: game.toLowerCase(),
			gameName: game,
			date: now - Math.floor(next() * 540) * 86_400_000,
			status,
			lowestWins,
			players: seats.map((name, s) => ({
				name,
				score: totals[s],
				place: places[s],
				winner: status === 'finished' && totals[s] === best
			}))
		};
	});
}

/** 1,000 stored games of two to four players, one a day back from `now`. */
function storedGames(now: number): string {
	const next = seededRandom(7);
	const score = (): SeedScore => Math.floor(next() * 3) as SeedScore;
	return backupOf(
		Array.from({ length: PLAYS }, (_, i) =>
			transformGame(
				i + 1,
				NAMES.slice(i % 8, (i % 8) + 2 + (i % 3)).map((name) => [name, score()]),
				now - i * 86_400_000
			)
		),
		now
	);
}

/** The Stats screen in Chromium over 1,000 stored games: first opening, then later ones. */
async function inBrowser(): Promise<Figure[]> {
	return withBuiltApp(PORT, async (browser, url) => {
		const page = await pageWithBackup(
			browser,
			url,
			storedGames(Date.now()),
			/Imported: 1000 new games/
		);
		const open = async () => {
			await page.getByRole('link', { name: 'Games', exact: true }).click();
			await page.locator('a[href="/stats"]').waitFor();
			return page.evaluate(clickAndTime, {
				href: '/stats',
				ready: [['[role="status"]', `^${PLAYS} games counted`]]
			});
		};
		const first = await open();
		const later: number[] = [];
		for (let i = 0; i < RUNS; i++) later.push(await open());
		return [
			{
				name: 'stats screen, 1,000 stored games, first opening (every log folded)',
				value: Math.round(first),
				unit: 'ms'
			},
			{
				name: `the same, opened again (plays kept), median of ${RUNS}`,
				value: Math.round(median(later)),
				unit: 'ms'
			}
		];
	});
}

export async function run(): Promise<Figure[]> {
	const now = Date.UTC(2026, 10, 25);
	const plays = generatePlays(now);
	const all = median(
		timeEach(() => computeStats(plays, { range: 'all', now, includeUnfinished: true }), 50)
	);
	const year = median(
		timeEach(() => computeStats(plays, { range: 'year', now, includeUnfinished: false }), 50)
	);
	return [
		atMost('stats: 1,000 plays, all time with unfinished, median', all, 'ms', 100),
		atMost('stats: 1,000 plays, this year, median', year, 'ms', 100),
		...(await inBrowser())
	];
}
