/**
 * Stats over 1,000 plays (issue 15: under 100 ms): the whole Stats screen's numbers, per player,
 * per game and head to head, computed from plays as the loader gives them.
 */
import { placesOf, type Play } from '../src/lib/core/plays';
import { seededRandom } from '../src/lib/core/random';
import { computeStats } from '../src/lib/core/stats';
import { atMost, median, timeEach, type Figure } from './harness';

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
		atMost('stats: 1,000 plays, this year, median', year, 'ms', 100)
	];
}
