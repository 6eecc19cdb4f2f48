/**
 * Plays and wins month by month, for the Stats chart over time and a player's page. Pure: it
 * counts the plays it is given (Stats passes the plays its period and location count, so the
 * chart follows the same choices), in the local calendar, as Stats' "this month" does.
 *
 * A play counts when it is finished (as everywhere in Stats). With a player chosen, a month's
 * plays are that player's finished plays, co-operative ones included, and its wins are the plays
 * they won on their own or with their team, as Stats counts wins: a co-operative game is the
 * table's, never a win of one player. Without a player, a month's plays are every finished play
 * and there are no wins to count (every play but a co-operative one has a winner).
 */
import type { Play, PlayPlayer } from './plays';
import { identityOf, type Roster } from './seats';
import { counts, gameGroup } from './stats';

/** One calendar month: its plays and (with a player chosen) that player's wins. */
export interface MonthCount {
	/** The month, as "2026-03" (local calendar). */
	month: string;
	year: number;
	/** 1 to 12. */
	monthNumber: number;
	plays: number;
	wins: number;
}

/** What the counted plays are narrowed to: a game (a key of `Stats.games`) and a player's key. */
export interface OverTimeFilter {
	game?: string;
	player?: string;
	roster?: Roster;
}

/** The month of `date` in the local calendar: its year and number (1 to 12). */
function monthOf(date: number): { year: number; monthNumber: number } {
	const d = new Date(date);
	return { year: d.getFullYear(), monthNumber: d.getMonth() + 1 };
}

const monthKey = (year: number, monthNumber: number) =>
	`${year}-${String(monthNumber).padStart(2, '0')}`;

/**
 * The seat of the player `key` in `play`: their first when one name sits twice, as Stats counts
 * them; undefined when they did not play.
 */
export function seatOf(play: Play, key: string, roster?: Roster): PlayPlayer | undefined {
	return play.players.find((p) => identityOf(p, roster).key === key);
}

/**
 * `seatOf` for many plays: whether a seat is the player's is worked out once per name a seat
 * without a regular's id has (over thousands of plays, the same few names).
 */
export function seatFinder(key: string, roster?: Roster): (play: Play) => PlayPlayer | undefined {
	const isTheirs = new Map<string, boolean>();
	const theirs = (p: PlayPlayer): boolean => {
		if (p.playerId !== undefined && roster?.has(p.playerId))
			return identityOf(p, roster).key === key;
		const name = p.seatName ?? p.name;
		let known = isTheirs.get(name);
		if (known === undefined) isTheirs.set(name, (known = identityOf(p, roster).key === key));
		return known;
	};
	return (play) => play.players.find(theirs);
}

/** Whether the player `key` won `play` on their own or with their team; null when not in it. */
export function resultOf(play: Play, key: string, roster?: Roster): { won: boolean } | null {
	const seat = seatOf(play, key, roster);
	return seat ? { won: !play.coop && seat.winner } : null;
}

/**
 * Every month from the first play counted to the last, oldest first, with its plays and wins
 * (months without a play are there with zeros, so a chart shows the gaps). Empty when no play
 * counts.
 */
export function monthsOf(plays: readonly Play[], filter: OverTimeFilter = {}): MonthCount[] {
	const byMonth = new Map<string, { plays: number; wins: number }>();
	let first: number | null = null;
	let last: number | null = null;
	const findSeat = filter.player ? seatFinder(filter.player, filter.roster) : undefined;
	for (const play of plays) {
		if (!counts(play.status)) continue;
		if (filter.game && gameGroup(play) !== filter.game) continue;
		const seat = findSeat?.(play);
		if (findSeat && !seat) continue;
		const won = !!seat && !play.coop && seat.winner;
		const { year, monthNumber } = monthOf(play.date);
		const index = year * 12 + monthNumber - 1;
		first = first === null ? index : Math.min(first, index);
		last = last === null ? index : Math.max(last, index);
		const key = monthKey(year, monthNumber);
		const month = byMonth.get(key) ?? { plays: 0, wins: 0 };
		month.plays++;
		if (won) month.wins++;
		byMonth.set(key, month);
	}
	if (first === null || last === null) return [];
	const months: MonthCount[] = [];
	for (let index = first; index <= last; index++) {
		const year = Math.floor(index / 12);
		const monthNumber = (index % 12) + 1;
		const key = monthKey(year, monthNumber);
		const counted = byMonth.get(key) ?? { plays: 0, wins: 0 };
		months.push({ month: key, year, monthNumber, ...counted });
	}
	return months;
}
