/**
 * Stats across plays: per player, per game and head to head, over a date range. Pure: "now" is
 * a parameter, so the same plays and the same day always give the same numbers.
 *
 * A player is who they are (`identityOf` in seats.ts): the regular player of the roster under the
 * roster's name, whatever name one game gave them, else the name they sat down with (trimmed, case
 * ignored): a game-night group knows Ada as Ada, whichever session she was typed into. A game is known by its name and its win rule: two notepad
 * games named "Hearts" (case and surrounding spaces aside) are the same game when the same end of
 * the scale wins in both.
 *
 * Finished plays count for plays, wins, places, streaks and head to head, whatever the game:
 * those compare across games. Scores do not, so they are kept per game, and come from plays
 * played to the end (finished, not stopped early by the table); `unfinishedScores` adds those of
 * plays stopped early or still being played. Abandoned plays never count.
 *
 * A game played in teams counts a team's win as a win for each of its players, and their place
 * as their team's; teammates do not meet head to head. A co-operative game counts for the table:
 * a play of the game, and for each player a co-operative game won or lost together, never a win
 * or a loss of their own (it leaves their win rate, places and streaks as they were).
 */
import type { Play, PlayStatus, WinRule } from './plays';
import { playedAt } from './locations';
import { identityOf, type Roster } from './seats';

export type DateRange = 'month' | 'year' | 'all';

export interface StatsOptions {
	range: DateRange;
	/** The moment "this month" and "this year" are taken from, ms since the epoch. */
	now: number;
	/** Take scores from plays stopped early or still being played too (never from abandoned ones). */
	unfinishedScores: boolean;
	/** The regular players' names by id: a player of the roster is shown under that name. */
	roster?: Roster;
	/** Only the plays at this location (its `locationKey`, core/locations.ts); all for '' or none. */
	location?: string;
}

/** Games played and won by one player: finished plays only. */
export interface PlayRecord {
	played: number;
	wins: number;
	/** Wins / played, 0 to 1 (0 when nothing was played). */
	winRate: number;
}

/** Co-operative games: played, and won by the whole table. */
export interface CoopRecord {
	played: number;
	won: number;
}

/** One player's scores in one game. */
export interface ScoreRecord {
	/** Plays whose score counted. */
	scored: number;
	/** Highest score (lowest where the lowest total wins); null before any counted score. */
	best: number | null;
	average: number | null;
}

/** One player in one game: plays and wins as in PlayRecord, scores as in ScoreRecord. */
export interface GameRecord extends PlayRecord, ScoreRecord {
	gameKey: string;
	gameName: string;
	lowestWins: boolean;
}

export interface PlayerStats extends PlayRecord {
	key: string;
	name: string;
	/** How often the player finished in each place: `places[0]` firsts, `places[1]` seconds... */
	places: number[];
	/** Of `wins`, those won with a team (each player of a winning team wins). */
	teamWins: number;
	/** Co-operative games played, and won by the table, counted apart from `played` and `wins`. */
	coop: CoopRecord;
	/** Wins in a row up to the latest finished play. */
	currentStreak: number;
	longestStreak: number;
	/** Per game, in the order of `Stats.games`. */
	byGame: GameRecord[];
}

export interface GameStats {
	key: string;
	name: string;
	/** Finished plays (co-operative ones included). */
	plays: number;
	/** Of `plays`, the co-operative ones, and how many the table won. */
	coop: CoopRecord;
	/** Plays whose scores counted. */
	scored: number;
	lowestWins: boolean;
	/** How the game is won, as the newest play says it (worded by src/lib/i18n/stats.ts). */
	winRule?: WinRule;
	/** Average of the winners' scores over the plays whose scores count; null when none has one. */
	averageWinningScore: number | null;
	/** The best winning score ever (the lowest where the lowest total wins). */
	recordWinningScore: number | null;
	/** Each player of this game, by wins, then win rate, then games played. */
	leaderboard: (PlayRecord & ScoreRecord & { key: string; name: string })[];
	/** When the game was last played (a counted play or one whose scores count). */
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
	/** The finished plays in the range, newest first: they count for plays, wins and places. */
	counted: Play[];
	/** The plays whose scores count, newest first. */
	scored: Play[];
	/** Unfinished and abandoned plays in the range, newest first. */
	apart: Play[];
	/** How many counted plays the table stopped early (their scores count only when asked). */
	stoppedEarly: number;
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

/**
 * The game a play counts in: its game, and which end of the scale wins (a notepad "Hearts" where
 * the lowest total wins is another game than one where the highest does).
 */
export function gameGroup(play: Pick<Play, 'gameKey' | 'lowestWins'>): string {
	return play.lowestWins ? `${play.gameKey}\u0000lowest` : play.gameKey;
}

/** Whether a play was played to the end: finished by its rules, or by the table when only it can. */
export function playedToTheEnd(play: Pick<Play, 'status' | 'stoppedEarly'>): boolean {
	return play.status === 'finished' && !play.stoppedEarly;
}

/** Whether the scores of a play count with these options. */
export function scoresCount(
	play: Pick<Play, 'status' | 'stoppedEarly' | 'unscored'>,
	unfinishedScores: boolean
): boolean {
	// An imported play whose file gave no scores has only zeros to count.
	if (play.status === 'abandoned' || play.unscored) return false;
	return playedToTheEnd(play) || unfinishedScores;
}

/** A running tally of plays and wins. */
class Wins {
	played = 0;
	wins = 0;

	add(winner: boolean): void {
		this.played++;
		if (winner) this.wins++;
	}

	record(): PlayRecord {
		return {
			played: this.played,
			wins: this.wins,
			winRate: this.played ? this.wins / this.played : 0
		};
	}
}

/** A running tally of one player's scores in one game. */
class Scores {
	scored = 0;
	sum = 0;
	best: number | null = null;

	add(score: number, lowestWins: boolean): void {
		this.scored++;
		this.sum += score;
		if (this.best === null || (lowestWins ? score < this.best : score > this.best))
			this.best = score;
	}

	record(): ScoreRecord {
		return {
			scored: this.scored,
			best: this.best,
			average: this.scored ? this.sum / this.scored : null
		};
	}
}

interface PlayerAcc {
	key: string;
	name: string;
	overall: Wins;
	teamWins: number;
	coop: CoopRecord;
	places: number[];
	byGame: Map<string, { wins: Wins; scores: Scores }>;
	/** Won or not, per finished play, oldest first. */
	results: { date: number; won: boolean }[];
}

interface GameAcc {
	key: string;
	name: string;
	plays: number;
	coop: CoopRecord;
	scored: number;
	lowestWins: boolean;
	winRule?: WinRule;
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

/** Whether a play of this status counts for plays, wins and places. */
export function counts(status: PlayStatus): boolean {
	return status === 'finished';
}

/** A seat of a play with the player it holds. */
type Seat = Play['players'][number] & { who: string };

/**
 * One seat per player: a player seated twice at one table (two seats with one name) counts
 * once, with their first seat.
 */
function seatsOf(play: Play, roster?: Roster): Map<string, Seat> {
	const seats = new Map<string, Seat>();
	for (const p of play.players) {
		const { key, name } = identityOf(p, roster);
		if (!seats.has(key)) seats.set(key, { ...p, who: name });
	}
	return seats;
}

/** The plays in the range of `options`, newest first, sorted into what each counts for. */
export function playsInRange(
	plays: readonly Play[],
	options: StatsOptions
): Pick<Stats, 'counted' | 'scored' | 'apart' | 'stoppedEarly'> {
	const inWindow = plays
		.filter(
			(p) => inRange(p.date, options.range, options.now) && playedAt(p, options.location ?? '')
		)
		.sort((x, y) => y.date - x.date);
	const counted = inWindow.filter((p) => counts(p.status));
	return {
		counted,
		scored: inWindow.filter((p) => scoresCount(p, options.unfinishedScores)),
		apart: inWindow.filter((p) => p.status !== 'finished'),
		stoppedEarly: counted.filter((p) => p.stoppedEarly).length
	};
}

/** One player's tallies in one game. */
function inGame(acc: PlayerAcc, game: string): { wins: Wins; scores: Scores } {
	let perGame = acc.byGame.get(game);
	if (!perGame) acc.byGame.set(game, (perGame = { wins: new Wins(), scores: new Scores() }));
	return perGame;
}

/**
 * The running tallies of every player, game and pair of players, play by play. Plays come newest
 * first: the newest sets a game's name and win rule, a player's name too.
 */
export class Tally {
	readonly players = new Map<string, PlayerAcc>();
	readonly games = new Map<string, GameAcc>();
	/** Every pair of players met, in the order first met; by one's key, then the other's. */
	readonly pairs: HeadToHead[] = [];
	readonly #pairsByKeys = new Map<string, Map<string, HeadToHead>>();
	/** Each play's seats, worked out once for the plays that count for both wins and scores. */
	readonly #seats = new Map<Play, Map<string, Seat>>();

	constructor(readonly roster?: Roster) {}

	seatsOf(play: Play): Map<string, Seat> {
		let seats = this.#seats.get(play);
		if (!seats) this.#seats.set(play, (seats = seatsOf(play, this.roster)));
		return seats;
	}

	gameOf(play: Play): GameAcc {
		const key = gameGroup(play);
		let game = this.games.get(key);
		if (!game) {
			game = {
				key,
				name: play.gameName,
				plays: 0,
				coop: { played: 0, won: 0 },
				scored: 0,
				lowestWins: play.lowestWins,
				...(play.winRule ? { winRule: play.winRule } : {}),
				winningSum: 0,
				winningCount: 0,
				record: null,
				lastPlayed: play.date
			};
			this.games.set(key, game);
		}
		game.lastPlayed = Math.max(game.lastPlayed, play.date);
		return game;
	}

	playerOf(key: string, name: string): PlayerAcc {
		let acc = this.players.get(key);
		if (!acc) {
			acc = {
				key,
				name: name.trim(),
				overall: new Wins(),
				teamWins: 0,
				coop: { played: 0, won: 0 },
				places: [],
				byGame: new Map(),
				results: []
			};
			this.players.set(key, acc);
		}
		return acc;
	}

	/** A finished play: its plays, wins, places and head to head. */
	count(play: Play): void {
		const game = this.gameOf(play);
		game.plays++;
		const seats = this.seatsOf(play);
		if (play.coop) return this.countCoop(play.coop.won, game, seats);
		for (const [key, p] of seats) {
			const acc = this.playerOf(key, p.who);
			acc.overall.add(p.winner);
			if (p.winner && p.team !== undefined) acc.teamWins++;
			acc.places[p.place - 1] = (acc.places[p.place - 1] ?? 0) + 1;
			inGame(acc, game.key).wins.add(p.winner);
			acc.results.push({ date: play.date, won: p.winner });
		}
		const keys = [...seats.keys()].sort();
		for (let i = 0; i < keys.length; i++)
			for (let j = i + 1; j < keys.length; j++) {
				const [a, b] = [seats.get(keys[i])!, seats.get(keys[j])!];
				// Teammates played together, not against each other.
				if (a.team === undefined || a.team !== b.team) this.meet(keys[i], a, keys[j], b);
			}
	}

	/** A finished co-operative play: the table's result, for the game and each player. */
	countCoop(won: boolean, game: GameAcc, seats: Map<string, Seat>): void {
		game.coop.played++;
		if (won) game.coop.won++;
		for (const [key, p] of seats) {
			const acc = this.playerOf(key, p.who);
			acc.coop.played++;
			if (won) acc.coop.won++;
		}
	}

	/** Players `a` and `b` (keys in order) at one finished play. */
	meet(aKey: string, a: Seat, bKey: string, b: Seat): void {
		let withA = this.#pairsByKeys.get(aKey);
		if (!withA) this.#pairsByKeys.set(aKey, (withA = new Map()));
		let pair = withA.get(bKey);
		if (!pair) {
			pair = {
				a: aKey,
				aName: this.players.get(aKey)!.name,
				b: bKey,
				bName: this.players.get(bKey)!.name,
				games: 0,
				aWins: 0,
				bWins: 0,
				ties: 0
			};
			withA.set(bKey, pair);
			this.pairs.push(pair);
		}
		pair.games++;
		if (a.place < b.place) pair.aWins++;
		else if (b.place < a.place) pair.bWins++;
		else pair.ties++;
	}

	/** A play whose scores count: its game's winning scores and each player's scores in it. */
	score(play: Play): void {
		// A co-operative play has the table's score, no player's: it leaves the players' scores be.
		if (play.coop) return;
		const game = this.gameOf(play);
		game.scored++;
		for (const p of play.players) {
			if (!p.winner) continue;
			game.winningSum += p.score;
			game.winningCount++;
			if (game.record === null || (game.lowestWins ? p.score < game.record : p.score > game.record))
				game.record = p.score;
		}
		for (const [key, p] of this.seatsOf(play))
			inGame(this.playerOf(key, p.who), game.key).scores.add(p.score, game.lowestWins);
	}
}

/** One player's stats from their tallies, their games in the order of `games`. */
function playerStatsOf(acc: PlayerAcc, games: readonly GameAcc[]): PlayerStats {
	const { current, longest } = streaks(acc.results);
	return {
		key: acc.key,
		name: acc.name,
		...acc.overall.record(),
		teamWins: acc.teamWins,
		coop: { ...acc.coop },
		places: Array.from(acc.places, (n) => n ?? 0),
		currentStreak: current,
		longestStreak: longest,
		byGame: games
			.filter((g) => acc.byGame.has(g.key))
			.map((g) => {
				const { wins, scores } = acc.byGame.get(g.key)!;
				return {
					gameKey: g.key,
					gameName: g.name,
					lowestWins: g.lowestWins,
					...wins.record(),
					...scores.record()
				};
			})
	};
}

const byWins = (x: PlayRecord & { name: string }, y: PlayRecord & { name: string }) =>
	y.wins - x.wins || y.winRate - x.winRate || y.played - x.played || byName(x, y);

/** One game's stats from its tallies, with its leaderboard of `players`. */
function gameStatsOf(g: GameAcc, players: readonly PlayerStats[]): GameStats {
	return {
		key: g.key,
		name: g.name,
		plays: g.plays,
		coop: { ...g.coop },
		scored: g.scored,
		lowestWins: g.lowestWins,
		...(g.winRule ? { winRule: g.winRule } : {}),
		averageWinningScore: g.winningCount ? g.winningSum / g.winningCount : null,
		recordWinningScore: g.record,
		leaderboard: players
			.flatMap((p) => {
				const r = p.byGame.find((b) => b.gameKey === g.key);
				return r
					? [
							{
								key: p.key,
								name: p.name,
								played: r.played,
								wins: r.wins,
								winRate: r.winRate,
								scored: r.scored,
								best: r.best,
								average: r.average
							}
						]
					: [];
			})
			.sort(byWins),
		lastPlayed: g.lastPlayed
	};
}

/**
 * The stats of the plays `inWindow` (see playsInRange) once `tally` has counted each of their
 * counted plays and scored each of their scored ones, in that order.
 */
export function statsOfTally(inWindow: ReturnType<typeof playsInRange>, tally: Tally): Stats {
	const gameList = [...tally.games.values()].sort(
		(x, y) => y.plays - x.plays || y.scored - x.scored || byName(x, y)
	);
	const players = [...tally.players.values()].map((acc) => playerStatsOf(acc, gameList));
	players.sort(byWins);
	const headToHead = tally.pairs.sort(
		(x, y) => y.games - x.games || x.aName.localeCompare(y.aName) || x.bName.localeCompare(y.bName)
	);
	return {
		...inWindow,
		players,
		games: gameList.map((g) => gameStatsOf(g, players)),
		headToHead
	};
}

/** Every stat the Stats screen shows, over `plays` with `options`. */
export function computeStats(plays: readonly Play[], options: StatsOptions): Stats {
	const inWindow = playsInRange(plays, options);
	const tally = new Tally(options.roster);
	for (const play of inWindow.counted) tally.count(play);
	for (const play of inWindow.scored) tally.score(play);
	return statsOfTally(inWindow, tally);
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

/** Every player's score in the plays of one game (a key of `Stats.games`). */
export function scoresIn(plays: readonly Play[], game: string): number[] {
	return plays.filter((p) => gameGroup(p) === game).flatMap((p) => p.players.map((s) => s.score));
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
