/**
 * One player's page: their plays, wins, favourite games, rivals and trends, from the same stats
 * the Stats screen shows (core/stats.ts), so every figure here is the one Stats gives. Pure.
 *
 * Counted as Stats counts: finished plays only; a team's win is each member's win; a co-operative
 * game is the table's, counted apart as "won X of Y together", never a win or a loss of one
 * player. A rival is another player met at a finished play who was not a teammate there; who beat
 * whom is who placed higher.
 */
import { seatFinder } from './over-time';
import type { Play, PlayPlayer } from './plays';
import type { Roster } from './seats';
import { headToHeadOf, type CoopRecord, type HeadToHead, type Stats } from './stats';

/** A game the player played, with how often and how often they won it. */
export interface FavouriteGame {
	gameKey: string;
	gameName: string;
	played: number;
	wins: number;
}

/** Another player met at the table, turned so the player of the page comes first. */
export interface Rival {
	key: string;
	name: string;
	/** Finished plays both sat at, on different sides. */
	games: number;
	/** Plays where the player of the page placed higher. */
	won: number;
	/** Plays where the rival placed higher. */
	lost: number;
	ties: number;
}

/** One finished play of the player, as their page lists it. */
export interface PlayerPlay {
	sessionId: string;
	gameName: string;
	date: number;
	/** 'won' / 'lost' for a game of their own or their team's; 'coop-won' / 'coop-lost' together. */
	result: 'won' | 'lost' | 'coop-won' | 'coop-lost';
	/** Their place (1 for the best), or undefined in a co-operative game. */
	place?: number;
	/** How many players sat at the table. */
	seats: number;
}

export interface PlayerRecord {
	key: string;
	name: string;
	/** Finished plays, co-operative ones apart (as Stats' "Played"). */
	played: number;
	wins: number;
	/** Of `wins`, those won with a team. */
	teamWins: number;
	coop: CoopRecord;
	/** Every game played (co-operative plays aside), most played first, then most won. */
	favourites: FavouriteGame[];
	/** Every player met, most met first. */
	rivals: Rival[];
	/** Who they met most, beat most and lost to most: one each (the first by name when level). */
	metMost?: Rival;
	beatMost?: Rival;
	lostToMost?: Rival;
	/** Their finished plays, newest first. */
	plays: PlayerPlay[];
	/** Of their latest (at most `FORM_LENGTH`) plays of their own, newest first: won or not. */
	form: boolean[];
}

/** How many of the latest plays "recent form" looks at. */
export const FORM_LENGTH = 10;

const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);

/** The rival highest by `figure` (above zero), the first by name when level; none below one. */
function most(rivals: readonly Rival[], figure: (r: Rival) => number): Rival | undefined {
	let best: Rival | undefined;
	for (const r of rivals)
		if (
			figure(r) > 0 &&
			(!best || figure(r) > figure(best) || (figure(r) === figure(best) && byName(r, best) < 0))
		)
			best = r;
	return best;
}

function rivalOf(row: HeadToHead): Rival {
	return {
		key: row.b,
		name: row.bName,
		games: row.games,
		won: row.aWins,
		lost: row.bWins,
		ties: row.ties
	};
}

/** The player's result in one finished play they sat at. */
function playOf(play: Play, seat: PlayPlayer): PlayerPlay {
	const won = !play.coop && seat.winner;
	return {
		sessionId: play.sessionId,
		gameName: play.gameName,
		date: play.date,
		result: play.coop ? (play.coop.won ? 'coop-won' : 'coop-lost') : won ? 'won' : 'lost',
		...(play.coop ? {} : { place: seat.place }),
		seats: play.players.length
	};
}

/**
 * The page of the player `key` (an identity key, core/seats.ts) from `stats` (computed with
 * `roster`): null when they played no finished game in them.
 */
export function playerRecordOf(stats: Stats, key: string, roster?: Roster): PlayerRecord | null {
	const player = stats.players.find((p) => p.key === key);
	if (!player) return null;
	const favourites = player.byGame
		.filter((g) => g.played > 0)
		.map((g) => ({ gameKey: g.gameKey, gameName: g.gameName, played: g.played, wins: g.wins }))
		.sort((x, y) => y.played - x.played || y.wins - x.wins || x.gameName.localeCompare(y.gameName));
	const rivals = headToHeadOf(stats.headToHead, key)
		.map(rivalOf)
		.sort((x, y) => y.games - x.games || byName(x, y));
	const findSeat = seatFinder(key, roster);
	const plays = stats.counted.flatMap((play) => {
		const seat = findSeat(play);
		return seat ? [playOf(play, seat)] : [];
	});
	return {
		key,
		name: player.name,
		played: player.played,
		wins: player.wins,
		teamWins: player.teamWins,
		coop: { ...player.coop },
		favourites,
		rivals,
		metMost: most(rivals, (r) => r.games),
		beatMost: most(rivals, (r) => r.won),
		lostToMost: most(rivals, (r) => r.lost),
		plays,
		form: plays
			.filter((p) => p.result === 'won' || p.result === 'lost')
			.slice(0, FORM_LENGTH)
			.map((p) => p.result === 'won')
	};
}
