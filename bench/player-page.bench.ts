/**
 * A player's page and Stats over time over 10,000 finished plays (issue 39 §3). Both run on the
 * page's thread outside the sliced Stats tally: the months of every game and of one player
 * (`monthsOf`, Stats' "Over time" on each choice) and a player's record from the stats
 * (`playerRecordOf`, once the tally is done). Each should stay under 50 ms, the longest a task may
 * keep the page from a tap (issue 37).
 */
import { monthsOf } from '../src/lib/core/over-time';
import { playerRecordOf } from '../src/lib/core/player-record';
import type { Play } from '../src/lib/core/plays';
import { seededRandom } from '../src/lib/core/random';
import { computeStats } from '../src/lib/core/stats';
import { atMost, median, timeEach, type Figure } from './harness';

const PLAYS = 10_000;
const RUNS = 15;
const GROUP = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/** Ten years of game nights among eight friends: three to five at a table, one winner each. */
function gameNights(): Play[] {
	const random = seededRandom(39);
	const start = new Date(2016, 0, 1).getTime();
	return Array.from({ length: PLAYS }, (_, i) => {
		const seated = GROUP.filter(() => random() < 0.55).slice(0, 5);
		const players = seated.length >= 2 ? seated : GROUP.slice(0, 3);
		const winner = Math.floor(random() * players.length);
		return {
			sessionId: `night-${i}`,
			gameKey: `named:game ${i % 12}`,
			gameName: `Game ${i % 12}`,
			date: start + Math.floor((i / PLAYS) * 3650) * 86_400_000,
			status: 'finished',
			lowestWins: false,
			players: players.map((name, seat) => ({
				name,
				score: seat === winner ? 10 : 5,
				place: seat === winner ? 1 : 2,
				winner: seat === winner
			}))
		};
	});
}

export async function run(): Promise<Figure[]> {
	const plays = gameNights();
	const stats = computeStats(plays, { range: 'all', now: Date.now(), unfinishedScores: false });
	const every = median(timeEach(() => monthsOf(plays), RUNS));
	const one = median(
		timeEach(() => monthsOf(plays, { player: 'ada', game: 'named:game 3' }), RUNS)
	);
	const record = median(timeEach(() => playerRecordOf(stats, 'ada'), RUNS));
	return [
		atMost('over time: months of 10,000 plays, median', every, 'ms', 50),
		atMost('over time: one player in one game, 10,000 plays, median', one, 'ms', 50),
		atMost(
			"player page: a player's record from the stats of 10,000 plays, median",
			record,
			'ms',
			50
		)
	];
}
