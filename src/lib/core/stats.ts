/**
 * Stats across plays: per player, per game and head to head, over a date range. Pure: "now" is
 * a parameter, so the same plays and the same day always give the same numbers.
 *
 * A player is known by their name (trimmed, case ignored): a game-night group knows Ada as Ada,
 * whichever session she was typed into. Finished plays count; unfinished and abandoned ones are
 * listed apart and count only when asked to (they then add games played and scores, never wins).
 */
import { nameKey, type Play, type PlayStatus } from './plays';
import { countOf } from './words';

export type DateRange = 'month' | 'year' | 'all';

export interface StatsOptions {
	range: DateRange;
	/** The moment "this month" and "this year" are taken from, ms since the epoch. */
	now: number;
	/** Count unfinished and abandoned plays too. */
	includeUnfinished: boolean;
}

/** Games played, wins and scores of one player, over all games or one (overall, "best" is the highest). */
export interface PlayRecord {
	played: number;
	wins: number;
	/** Wins / played, 0 to 1 (0 when nothing was played). */
	winRate: number;
	/** Highest score (lowest for a game where the lowest total wins); null before any play. */
	best: number | null;
	average: number | null;
}

export interface PlayerStats extends PlayRecord {
	key: string;
	name: string;
	/** Wins in a row up to the latest finished play. */
	currentStreak: number;
	longestStreak: number;
	/** Per game, by game key, in the order of `Stats.games`. */
	byGame: (PlayRecord & { gameKey: string; gameName: string })[];
}

export interface GameStats {
	key: string;
	name: string;
	plays: number;
	lowestWins: boolean;
	/** Average of the winners' scores over finished plays; null when none has a winner. */
	averageWinningScore: number | null;
	/** The best winning score ever (the lowest where the lowest total wins). */
	recordWinningScore: number | null;
	/** Players by wins, then win rate, then games played. */
	leaderboard: { key: string; name: string; played: number; wins: number; winRate: number }[];
	lastPlayed: number;
}

/** Two players who sat at the same table: `a` sorts before `b` by name. */
export interface HeadToHead {
	a: string;
	aName: string;
	b: string;
	bName: string;
	games: number;
	/** Plays where `a` placed above `b`. */
	aWins: number;
	bWins: number;
	ties: number;
}

export interface Stats {
	/** The plays counted, newest first. */
	counted: Play[];
	/** Unfinished and abandoned plays in the range, newest first (counted too when asked). */
	apart: Play[];
	players: PlayerStats[];
	games: GameStats[];
	headToHead: HeadToHead[];
}

/** True when `date` falls in the range around `now` (local calendar month or year). */
export function inRange(date: number, range: DateRange, now: number): boolean {
	if (range === 'all') return true;
	const d = new Date(date);
	const n = new Date(now);
	if (d.getFullYear() !== n.getFullYear()) return false;
	return range === 'year' || d.getMonth() === n.getMonth();
}

/** A running tally of one player's results, turned into a Record at the end. */
class Tally {
	played = 0;
	wins = 0;
	sum = 0;
	best: number | null = null;

	add(score: number, winner: boolean, lowestWins: boolean): void {
		this.played++;
		if (winner) this.wins++;
		this.sum += score;
		if (this.best === null || (lowestWins ? score < this.best : score > this.best))
			this.best = score;
	}

	record(): PlayRecord {
		return {
			played: this.played,
			wins: this.wins,
			winRate: this.played ? this.wins / this.played : 0,
			best: this.best,
			average: this.played ? this.sum / this.played : null
		};
	}
}

interface PlayerAcc {
	key: string;
	name: string;
	overall: Tally;
	byGame: Map<string, Tally>;
	/** Won or not, per finished play, oldest first. */
	results: { date: number; won: boolean }[];
}

interface GameAcc {
	key: string;
	name: string;
	plays: number;
	lowestWins: boolean;
	winningSum: number;
	winningCount: number;
	record: number | null;
	lastPlayed: number;
}

function streaks(results: { date: number; won: boolean }[]): { current: number; longest: number } {
	const ordered = [...results].sort((x, y) => x.date - y.date);
	let current = 0;
	let longest = 0;
	for (const r of ordered) {
		current = r.won ? current + 1 : 0;
		longest = Math.max(longest, current);
	}
	return { current, longest };
}

const byName = (x: { name: string }, y: { name: string }): number => x.name.localeCompare(y.name);

/** Whether a play of this status counts with these options. */
export function counts(status: PlayStatus, includeUnfinished: boolean): boolean {
	return status === 'finished' || includeUnfinished;
}

/** Every stat the Stats screen shows, over `plays` with `options`. */
export function computeStats(plays: readonly Play[], options: StatsOptions): Stats {
	const inWindow = plays
		.filter((p) => inRange(p.date, options.range, options.now))
		.sort((x, y) => y.date - x.date);
	const counted = inWindow.filter((p) => counts(p.status, options.includeUnfinished));
	const apart = inWindow.filter((p) => p.status !== 'finished');

	const players = new Map<string, PlayerAcc>();
	const games = new Map<string, GameAcc>();
	const pairs = new Map<string, HeadToHead>();

	for (const play of counted) {
		let game = games.get(play.gameKey);
		if (!game) {
			game = {
				key: play.gameKey,
				name: play.gameName,
				plays: 0,
				lowestWins: play.lowestWins,
				winningSum: 0,
				winningCount: 0,
				record: null,
				lastPlayed: play.date
			};
			games.set(play.gameKey, game);
		}
		game.plays++;
		// Plays come newest first: the newest sets the game's name and win rule, a player's name too.
		for (const p of play.players) {
			if (!p.winner) continue;
			game.winningSum += p.score;
			game.winningCount++;
			if (game.record === null || (game.lowestWins ? p.score < game.record : p.score > game.record))
				game.record = p.score;
		}

		// One seat per name: a name typed twice at one table counts once, with its first seat.
		const seats = new Map<string, (typeof play.players)[number]>();
		for (const p of play.players) {
			const key = nameKey(p.name);
			if (!seats.has(key)) seats.set(key, p);
		}
		for (const [key, p] of seats) {
			let acc = players.get(key);
			if (!acc) {
				acc = {
					key,
					name: p.name.trim(),
					overall: new Tally(),
					byGame: new Map(),
					results: []
				};
				players.set(key, acc);
			}
			acc.overall.add(p.score, p.winner, false);
			let perGame = acc.byGame.get(play.gameKey);
			if (!perGame) acc.byGame.set(play.gameKey, (perGame = new Tally()));
			perGame.add(p.score, p.winner, game.lowestWins);
			if (play.status === 'finished') acc.results.push({ date: play.date, won: p.winner });
		}

		const keys = [...seats.keys()].sort();
		for (let i = 0; i < keys.length; i++) {
			for (let j = i + 1; j < keys.length; j++) {
				const a = seats.get(keys[i])!;
				const b = seats.get(keys[j])!;
				const id = `${keys[i]}\u0000${keys[j]}`;
				let pair = pairs.get(id);
				if (!pair) {
					pair = {
						a: keys[i],
						aName: players.get(keys[i])!.name,
						b: keys[j],
						bName: players.get(keys[j])!.name,
						games: 0,
						aWins: 0,
						bWins: 0,
						ties: 0
					};
					pairs.set(id, pair);
				}
				pair.games++;
				if (a.place < b.place) pair.aWins++;
				else if (b.place < a.place) pair.bWins++;
				else pair.ties++;
			}
		}
	}

	const gameList = [...games.values()].sort((x, y) => y.plays - x.plays || byName(x, y));
	const playerList: PlayerStats[] = [...players.values()].map((acc) => {
		const { current, longest } = streaks(acc.results);
		return {
			key: acc.key,
			name: acc.name,
			...acc.overall.record(),
			currentStreak: current,
			longestStreak: longest,
			byGame: gameList
				.filter((g) => acc.byGame.has(g.key))
				.map((g) => ({ gameKey: g.key, gameName: g.name, ...acc.byGame.get(g.key)!.record() }))
		};
	});
	playerList.sort(
		(x, y) => y.wins - x.wins || y.winRate - x.winRate || y.played - x.played || byName(x, y)
	);

	const gameStats: GameStats[] = gameList.map((g) => ({
		key: g.key,
		name: g.name,
		plays: g.plays,
		lowestWins: g.lowestWins,
		averageWinningScore: g.winningCount ? g.winningSum / g.winningCount : null,
		recordWinningScore: g.record,
		leaderboard: playerList
			.flatMap((p) => {
				const r = p.byGame.find((b) => b.gameKey === g.key);
				return r
					? [{ key: p.key, name: p.name, played: r.played, wins: r.wins, winRate: r.winRate }]
					: [];
			})
			.sort(
				(x, y) => y.wins - x.wins || y.winRate - x.winRate || y.played - x.played || byName(x, y)
			),
		lastPlayed: g.lastPlayed
	}));

	const headToHead = [...pairs.values()].sort(
		(x, y) => y.games - x.games || x.aName.localeCompare(y.aName) || x.bName.localeCompare(y.bName)
	);

	return { counted, apart, players: playerList, games: gameStats, headToHead };
}

/** A bar of a histogram: scores from `from` up to and including `to`. */
export interface Bucket {
	from: number;
	to: number;
	count: number;
}

/**
 * Scores grouped into at most `most` buckets of equal whole-number width, lowest first, so a
 * small chart can show how scores spread.
 */
export function histogram(scores: readonly number[], most = 8): Bucket[] {
	if (scores.length === 0) return [];
	let low = Infinity;
	let high = -Infinity;
	for (const s of scores) {
		if (s < low) low = s;
		if (s > high) high = s;
	}
	low = Math.floor(low);
	high = Math.floor(high);
	const width = Math.max(1, Math.ceil((high - low + 1) / most));
	const count = Math.floor((high - low) / width) + 1;
	const buckets: Bucket[] = Array.from({ length: count }, (_, i) => ({
		from: low + i * width,
		to: low + (i + 1) * width - 1,
		count: 0
	}));
	for (const s of scores) buckets[Math.floor((Math.floor(s) - low) / width)].count++;
	return buckets;
}

/** A share 0 to 1 as a whole percentage: "67%". */
export function percent(rate: number): string {
	return `${Math.round(rate * 100)}%`;
}

/** An average as it is shown: one decimal at most ("12.5", "12"), or a dash when there is none. */
export function shownAverage(value: number | null): string {
	return value === null ? '–' : String(Math.round(value * 10) / 10);
}

/** The wins chart in one sentence, for screen readers: "Wins per player: Ada 3, Bea 1." */
export function describeWins(players: readonly Pick<PlayerStats, 'name' | 'wins'>[]): string {
	if (players.length === 0) return 'No wins yet.';
	return `Wins per player: ${players.map((p) => `${p.name} ${p.wins}`).join(', ')}.`;
}

/** The score histogram in one sentence, for screen readers. */
export function describeDistribution(gameName: string, buckets: readonly Bucket[]): string {
	if (buckets.length === 0) return `No scores in ${gameName} yet.`;
	const parts = buckets.map(
		(b) => `${b.from === b.to ? b.from : `${b.from} to ${b.to}`}: ${countOf(b.count, 'score')}`
	);
	return `Scores in ${gameName}: ${parts.join('; ')}.`;
}

/** Every player's score in the plays of one game. */
export function scoresIn(plays: readonly Play[], gameKey: string): number[] {
	return plays.filter((p) => p.gameKey === gameKey).flatMap((p) => p.players.map((s) => s.score));
}

/**
 * The head-to-head rows of one player (by key), each turned so that player comes first; every
 * row when `key` is empty.
 */
export function headToHeadOf(rows: readonly HeadToHead[], key: string): HeadToHead[] {
	if (!key) return [...rows];
	return rows.flatMap((h) => {
		if (h.a === key) return [h];
		if (h.b !== key) return [];
		return [
			{
				a: h.b,
				aName: h.bName,
				b: h.a,
				bName: h.aName,
				games: h.games,
				aWins: h.bWins,
				bWins: h.aWins,
				ties: h.ties
			}
		];
	});
}
