/**
 * Stats over 1,000 plays (issue 15: under 100 ms): the whole Stats screen's numbers, per player,
 * per game and head to head, computed from plays as the loader gives them. Then the Stats screen
 * itself in Chromium with 1,000 and 10,000 stored games (issue 23: under 150 ms and 400 ms from
 * navigation, under 50 ms opened again), read from the summaries each game keeps, and the home
 * screen with 10,000 (under 150 ms).
 */
import type { Play } from '../src/lib/core/plays';
import { placesOf } from '../src/lib/core/scoreboard';
import { seededRandom } from '../src/lib/core/random';
import { computeStats } from '../src/lib/core/stats';
import { backupOf } from '../tests/fixtures/stats-seed';
import { benchPage, clickAndTime, dropSummaries, pageWithBackup, withBuiltApp } from './browser';
import { atMost, median, timeEach, type Figure } from './harness';
import { finishedTransformGames } from './seed-games';

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

/** `count` stored games of two to four players, one a day back from `now`. */
function storedGames(now: number, count: number) {
	return finishedTransformGames(now, count, NAMES);
}

type Game = ReturnType<typeof storedGames>[number];

/**
 * Runs in the page: stores `games` straight into the app's database, as a device that kept
 * them before summaries existed (a backup import of 10,000 games would take minutes).
 */
function storeDirectly(games: Game[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open('tablemate');
		request.onerror = () => reject(new Error('the database did not open'));
		request.onsuccess = () => {
			const database = request.result;
			const tx = database.transaction(['sessions', 'events'], 'readwrite');
			for (const { session, events } of games) {
				tx.objectStore('sessions').put({ ...session, eventCount: events.length });
				for (const e of events) tx.objectStore('events').put({ sessionId: session.id, ...e });
			}
			tx.oncomplete = () => {
				database.close();
				resolve();
			};
			tx.onerror = () => reject(new Error('the games were not stored'));
		};
	});
}

const shown = (n: number) => n.toLocaleString('en');

/** A figure in milliseconds, against `limit` when the issue sets one, else for reference. */
const figure = (name: string, value: number, limit?: number): Figure =>
	limit === undefined ? { name, value, unit: 'ms' } : atMost(name, value, 'ms', limit);

/**
 * The Stats screen in Chromium over `count` stored games, brought in through a backup import
 * (which writes their summaries) or, for many games, stored directly with no summaries (as on a
 * device upgraded from a version without them). Measured: the first opening in each case, the
 * opening from a freshly loaded home screen, opening it again without a reload, and the home
 * screen listing every game.
 */
async function inBrowser(count: number, port: number, imported: boolean): Promise<Figure[]> {
	return withBuiltApp(port, async (browser, url) => {
		const games = storedGames(Date.now(), count);
		const page = imported
			? await pageWithBackup(
					browser,
					url,
					backupOf(games),
					new RegExp(`Imported: ${count} new games`)
				)
			: await benchPage(browser, url);
		if (!imported) {
			// The app creates its database on the first screen that uses Dexie.
			await page.goto('/stats');
			await page.getByText(/No finished games/).waitFor();
			await page.evaluate(storeDirectly, games);
			await page.goto('/');
			// The page is an empty shell until the app starts: wait for its list.
			await page.getByRole('heading', { name: 'Finished' }).waitFor();
		}
		const home = () => page.evaluate(clickAndTime, { href: '/', ready: [['h2', '^Finished$']] });
		const stats = () =>
			page.evaluate(clickAndTime, {
				href: '/stats',
				ready: [['[role="status"]', `^(${count}|${shown(count)}) finished games counted`]]
			});
		const open = async () => {
			await home();
			return stats();
		};
		const first = await open();
		const afterLoad: number[] = [];
		const homes: number[] = [];
		const homesFromStats: number[] = [];
		for (let i = 0; i < RUNS; i++) {
			await page.goto('/tools');
			await page.locator('a[href="/"]').first().waitFor();
			homes.push(await home());
			await page.goto('/stats');
			await page.getByText(/games counted/).waitFor();
			homesFromStats.push(await home());
			await page.goto('/');
			await page.getByRole('heading', { name: 'Finished' }).waitFor();
			afterLoad.push(await stats());
		}
		const later: number[] = [];
		for (let i = 0; i < RUNS; i++) later.push(await open());
		await home();
		await page.evaluate(dropSummaries);
		// As after an update: a new build starts from a fresh load, with nothing kept in memory.
		await page.goto('/');
		await page.getByRole('heading', { name: 'Finished' }).waitFor();
		const rebuilt = await stats();
		const limit = count <= 1_000 ? 150 : 400;
		return [
			{
				name: `stats screen, ${shown(count)} games, first opening ${imported ? 'after their import' : 'with no summaries yet (every log folded)'}`,
				value: Math.round(first),
				unit: 'ms'
			},
			atMost(
				`stats screen, ${shown(count)} games, from a freshly loaded home screen, median of ${RUNS}`,
				Math.round(median(afterLoad)),
				'ms',
				limit
			),
			figure(
				`the same, opened again without a reload, median of ${RUNS}`,
				Math.round(median(later)),
				count <= 1_000 ? 50 : undefined
			),
			{
				name: `the same after the summaries were dropped (as after an update: every log folded)`,
				value: Math.round(rebuilt),
				unit: 'ms'
			},
			figure(
				`home screen from the Tools screen, ${shown(count)} games, median of ${RUNS}`,
				Math.round(median(homes)),
				count >= 10_000 ? 150 : undefined
			),
			figure(
				`home screen from the Stats screen (which it replaces), median of ${RUNS}`,
				Math.round(median(homesFromStats))
			)
		];
	});
}

export async function run(): Promise<Figure[]> {
	const now = Date.UTC(2026, 10, 25);
	const plays = generatePlays(now);
	const all = median(
		timeEach(() => computeStats(plays, { range: 'all', now, unfinishedScores: true }), 50)
	);
	const year = median(
		timeEach(() => computeStats(plays, { range: 'year', now, unfinishedScores: false }), 50)
	);
	return [
		atMost('stats: 1,000 plays, all time with unfinished, median', all, 'ms', 100),
		atMost('stats: 1,000 plays, this year, median', year, 'ms', 100),
		...(await inBrowser(PLAYS, PORT, true)),
		...(await inBrowser(10 * PLAYS, PORT, false))
	];
}
