/**
 * What the Stats screen shows of some stats (core/stats.ts), without the plays they were counted
 * from: the counts, the players, the games, the head to head, the plays set apart and each game's
 * score distribution. A few kilobytes where the stats hold every play (10,000 plays are megabytes),
 * so the screen can keep it in the database and show it at once on a first visit (issue 37),
 * instead of reading and counting every play before it paints.
 */
import type { Play } from './plays';
import {
	gameGroup,
	histogram,
	type Bucket,
	type GameStats,
	type HeadToHead,
	type PlayerStats,
	type Stats
} from './stats';

export interface StatsView {
	/** How many finished plays counted (`Stats.counted`). */
	counted: number;
	/** How many plays' scores counted (`Stats.scored`). */
	scored: number;
	stoppedEarly: number;
	/** How many counted plays keep the winners their imported file named against their scores. */
	fileWinners: number;
	/** How many counted plays were played in teams, and how many were co-operative (both optional: a view kept by an older build has neither). */
	teamPlays?: number;
	coopPlays?: number;
	apart: Play[];
	players: PlayerStats[];
	games: GameStats[];
	headToHead: HeadToHead[];
	/** Each game's score distribution, by the key of `games`: histogram(scoresIn(scored, key)). */
	distributions: Map<string, Bucket[]>;
}

/** The view of `stats`: the same figures, each game's scores already in a histogram. */
export function viewOfStats(stats: Stats): StatsView {
	const scores = new Map<string, number[]>();
	for (const play of stats.scored) {
		// A co-operative play has the table's score, no player's.
		if (play.coop) continue;
		const key = gameGroup(play);
		let list = scores.get(key);
		if (!list) scores.set(key, (list = []));
		for (const p of play.players) list.push(p.score);
	}
	return {
		counted: stats.counted.length,
		scored: stats.scored.length,
		stoppedEarly: stats.stoppedEarly,
		fileWinners: stats.counted.filter((p) => p.winnersDiffer).length,
		teamPlays: stats.counted.filter((p) => p.teams).length,
		coopPlays: stats.counted.filter((p) => p.coop).length,
		apart: stats.apart,
		players: stats.players,
		games: stats.games,
		headToHead: stats.headToHead,
		distributions: new Map(stats.games.map((g) => [g.key, histogram(scores.get(g.key) ?? [])]))
	};
}
