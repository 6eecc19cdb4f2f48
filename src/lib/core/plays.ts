/**
 * One play: what a finished (or unfinished) session leaves for the stats and the CSV export, in
 * the same shape for every game. A session becomes a play through its scoreboard alone, so any
 * game (the four of the box, or a notepad for another game) works without game code here.
 */
import type { Scoreboard, SessionPlayer } from './engine';
import { placesOf } from './scoreboard';
import { nameKey, type Seat } from './seats';
import { countOf, eitherOf, listOf, oneOrMany } from './words';

export { nameKey };

/**
 * Finished: over by its rules, or ended by the table once something was scored. Unfinished: still
 * in progress. Abandoned: ended by the table with nothing scored (or a status this build does not
 * know), so nobody won or lost.
 */
export type PlayStatus = 'finished' | 'unfinished' | 'abandoned';

/** How a notepad game is won, as its house rules say: which total wins, and when it ends. */
export interface NotepadWin {
	lowest: boolean;
	/** Rounds the game lasts, when it ends after a number of rounds. */
	rounds?: number;
	/** The total that ends the game, when one does. */
	target?: number;
}

/** How a game is won: a refereed game's registry words, or a notepad game's rule as data. */
export type WinRule = string | NotepadWin;

/**
 * A win rule in English words, as the CSV and the registry give it: "lowest total wins, ends
 * after 1 round or when a total reaches 50".
 */
export function winRuleText(rule: WinRule): string {
	if (typeof rule === 'string') return rule;
	const ends = [
		...(rule.rounds ? [`after ${countOf(rule.rounds, 'round')}`] : []),
		...(rule.target ? [`when a total reaches ${rule.target}`] : [])
	];
	const which = rule.lowest ? 'lowest' : 'highest';
	return `${which} total wins${ends.length ? `, ends ${eitherOf(ends)}` : ''}`;
}

export interface PlayPlayer {
	/** The name in this game: a name changed for this game only shows here. */
	name: string;
	/** Who the player is (the roster's id), whatever their name in this game. */
	playerId?: string;
	/** The name the player sat down with, when this game changed it (see core/seats.ts). */
	seatName?: string;
	score: number;
	/** 1 for the best; players level share a place and the next one skips (1, 1, 3). */
	place: number;
	winner: boolean;
	/** In a team game: the player's team, an index into the play's `teams`. */
	team?: number;
}

export interface Play {
	sessionId: string;
	/** Which game this was, for grouping: a game id, or `named:<name>` for a notepad game. */
	gameKey: string;
	gameName: string;
	/** The title the table gave the session, when it gave one. */
	title?: string;
	/** When the play started, ms since the epoch. */
	date: number;
	/**
	 * Milliseconds played: the game's clock (core/life.ts), pauses left out; for a play read
	 * without its log, from the start to the last change, when the session says when that was.
	 */
	duration?: number;
	status: PlayStatus;
	/**
	 * Set on a finished play the table ended before its rules did (a game to 100 ended after one
	 * round): its winner stands, but its scores are not those of a whole game.
	 */
	stoppedEarly?: true;
	lowestWins: boolean;
	/**
	 * How the game is won, when known: a refereed game's rule as its registry words it ("first to
	 * 100, highest total wins", read as a code by src/lib/i18n/stats.ts), a notepad game's as data
	 * (`NotepadWin`), worded at the screen. Summaries of format plays-1 held a notepad game's rule
	 * as an English sentence; they are built again from their logs (db/summary-format.ts).
	 */
	winRule?: WinRule;
	/** Where it was played, when known. */
	location?: string;
	/** The game's BoardGameGeek id, when known (imported plays). */
	bggId?: number;
	/** An imported play whose winners are the ones its file named (see `origin` below). */
	winnersFromFile?: true;
	/** Set when the file's winners are not the ones its scores would give: the file's stand. */
	winnersDiffer?: true;
	/** An imported play whose file gave no scores: its zeros count for no score. */
	unscored?: true;
	/**
	 * A game played in teams: each team's total (which decided) and name when it had one. Every
	 * player of a winning team is a winner; a player's place is their team's.
	 */
	teams?: { score: number; name?: string }[];
	/**
	 * A co-operative game: the whole table won or lost together, with its score when it has one.
	 * Nobody is a winner on their own: Stats count it for the table (core/stats.ts).
	 */
	coop?: { won: boolean; score?: number };
	players: PlayPlayer[];
}

/**
 * What a play needs to know of its game beyond its engine: its name and how it is won. The app's
 * answers are the registry's (`playFacts` in games/registry.ts); a backup passes its catalogue's.
 */
export interface PlayFacts {
	/** The game's name as the screens show it; the id itself for a game this build lacks. */
	nameOf(game: string): string;
	/** How the game is won ("first to 100", or a notepad game's as data), or '' when unknown. */
	winRuleOf(game: string, houseRules: Record<string, unknown> | undefined): WinRule;
	/** Whether the game's own rules end it, so that a table ending it sooner stopped it early. */
	endsByItsRules(game: string, houseRules: Record<string, unknown> | undefined): boolean;
}

/** What of a session row a play needs (SessionRow has these fields). */
export interface SessionLike {
	id: string;
	game: string;
	title?: string;
	players: readonly SessionPlayer[];
	houseRules: Record<string, unknown>;
	status: string;
	endedByTable?: boolean;
	createdAt: number;
	/** The last change; the play has no duration without it. */
	updatedAt?: number;
	location?: string;
	bggId?: number;
	/**
	 * An imported game's word on who won (player ids) and whether it gave scores
	 * (core/plays-import/to-games.ts): the file's winners stand, whatever the scores say.
	 */
	origin?: { winners: readonly string[]; scored: boolean };
}

/**
 * The game a session counts as: a notepad session names the real game in its house rules
 * (`gameName`, e.g. "Catan"), grouped by that name whatever its case; any other session is the
 * game the app knows, named by the registry (`knownName`).
 */
export function gameOfSession(
	session: Pick<SessionLike, 'game' | 'houseRules'>,
	knownName: string
): { key: string; name: string } {
	const named: unknown = session.houseRules?.gameName;
	if (typeof named === 'string' && named.trim())
		return { key: `named:${nameKey(named)}`, name: named.trim() };
	return { key: session.game, name: knownName };
}

/** True when some round has a score in it. */
function anythingScored(board: Scoreboard): boolean {
	return board.rounds.some((r) => r.scores.some((s) => s !== null));
}

/** The status a session's play has, from its stored status and its scoreboard. */
export function playStatus(session: Pick<SessionLike, 'status'>, board: Scoreboard): PlayStatus {
	if (session.status === 'active') return 'unfinished';
	if (session.status === 'finished' && (board.finished || anythingScored(board))) return 'finished';
	return 'abandoned';
}

/** The seats (by index) of the players an imported game's file says won. */
function declaredWinners(ids: readonly string[], seats: readonly Seat[]): number[] {
	const won = new Set(ids);
	return seats.flatMap((seat, i) => (won.has(seat.id) ? [i] : []));
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
	return a.length === b.length && a.every((seat) => b.includes(seat));
}

/** A co-operative board's result as a play keeps it: not won until the table says so. */
function coopOf(result: NonNullable<Scoreboard['cooperative']>): NonNullable<Play['coop']> {
	return {
		won: result.won === true,
		...(result.score !== undefined ? { score: result.score } : {})
	};
}

/** Each seat's team (an index into `board.teams`), -1 for none or a board without teams. */
function seatTeams(board: Scoreboard): number[] {
	return board.totals.map((_, seat) => board.teams?.findIndex((t) => t.seats.includes(seat)) ?? -1);
}

/**
 * Each seat's place in a team game: its team's place among the teams' totals, the winning teams
 * (those of the winners) first.
 */
function teamPlaces(
	teams: NonNullable<Scoreboard['teams']>,
	teamOf: readonly number[],
	lowestWins: boolean,
	winners: readonly number[]
): number[] {
	const winning = teams.flatMap((_, t) => (winners.some((seat) => teamOf[seat] === t) ? [t] : []));
	const places = placesOf(
		teams.map((t) => t.total),
		lowestWins,
		winning
	);
	return teamOf.map((t) => (t >= 0 ? places[t] : teams.length + 1));
}

/** What the registry and the game's clock add to a session's play. */
export interface PlayContext {
	winRule?: WinRule;
	played?: number;
	endsByItsRules?: boolean;
	/** The seats as they are now (core/seats.ts: late joiners, names changed for the game). */
	seats?: readonly Seat[];
}

/**
 * The play a session leaves: its players with their totals, places and, once finished, who won.
 * `knownName` is the registry's name of the session's game, `winRule` how it is won in words,
 * `played` the time its clock ran (else the time from its start to its last change).
 * `endsByItsRules` is false for a game only the table can end (a notepad game with neither a
 * target nor a number of rounds): ending it is then no early stop.
 */
export function playOf(
	session: SessionLike,
	board: Scoreboard,
	knownName: string,
	{ winRule, played, endsByItsRules = true, seats = session.players }: PlayContext = {}
): Play {
	const status = playStatus(session, board);
	const stoppedEarly = status === 'finished' && !board.finished && endsByItsRules;
	const declared = session.origin && declaredWinners(session.origin.winners, seats);
	// A co-operative game has no winner of its own: the table's result is the play's `coop`.
	const winners = status !== 'finished' || board.cooperative ? [] : (declared ?? board.leaders);
	const differs =
		status === 'finished' &&
		!board.cooperative &&
		declared !== undefined &&
		session.origin!.scored &&
		!sameSeats(declared, board.leaders);
	const lowestWins = board.lowestWins === true;
	const coop = status === 'finished' && board.cooperative ? coopOf(board.cooperative) : undefined;
	const teamOf = seatTeams(board);
	const places = board.cooperative
		? board.totals.map(() => 1)
		: board.teams
			? teamPlaces(board.teams, teamOf, lowestWins, winners)
			: placesOf(board.totals, lowestWins, winners);
	const game = gameOfSession(session, knownName);
	const title = session.title?.trim();
	return {
		sessionId: session.id,
		gameKey: game.key,
		gameName: game.name,
		...(title ? { title } : {}),
		date: session.createdAt,
		...(played !== undefined
			? { duration: Math.max(0, played) }
			: session.updatedAt !== undefined
				? { duration: Math.max(0, session.updatedAt - session.createdAt) }
				: {}),
		status,
		...(stoppedEarly ? { stoppedEarly: true as const } : {}),
		lowestWins,
		...(winRule ? { winRule } : {}),
		...(session.location ? { location: session.location } : {}),
		...(session.bggId ? { bggId: session.bggId } : {}),
		...(declared ? { winnersFromFile: true as const } : {}),
		...(differs ? { winnersDiffer: true as const } : {}),
		...(session.origin && !session.origin.scored ? { unscored: true as const } : {}),
		...(board.teams
			? { teams: board.teams.map((t) => ({ score: t.total, ...(t.name ? { name: t.name } : {}) })) }
			: {}),
		...(coop ? { coop } : {}),
		players: board.totals.map((score, i) => {
			const seat = seats[i] ?? session.players[i];
			// The scoreboard's name first: a player may have been renamed for this game.
			const name = board.players[i] || seat?.name || '';
			// The name the player sat down with: the session's, or a late joiner's own.
			const seated = seat && (session.players.find((p) => p.id === seat.id)?.name ?? seat.joinedAs);
			return {
				name,
				...(seat?.id ? { playerId: seat.id } : {}),
				...(seated && nameKey(seated) !== nameKey(name) ? { seatName: seated.trim() } : {}),
				// Scored one score per team: each player's score is their team's.
				score: board.teamScores && teamOf[i] >= 0 ? board.teams![teamOf[i]].total : score,
				place: places[i],
				winner: winners.includes(i),
				...(teamOf[i] >= 0 ? { team: teamOf[i] } : {})
			};
		})
	};
}

/**
 * The names of a game's seats as they are now: its stored play's (which holds late joiners and
 * names changed for the game) when there is one, else the session's starting seats.
 */
export function seatNames(
	session: Pick<SessionLike, 'players'>,
	play?: Pick<Play, 'players'> | null
): string[] {
	return seatsWithMarks(session, play).map((seat) => seat.name);
}

/**
 * The seats as they are now (as `seatNames` names them), each with the colour and emoji its player
 * was seated with: a late joiner has none.
 */
export function seatsWithMarks(
	session: Pick<SessionLike, 'players'>,
	play?: Pick<Play, 'players'> | null
): Pick<SessionPlayer, 'name' | 'colour' | 'emoji'>[] {
	if (!play?.players.length)
		return session.players.map(({ name, colour, emoji }) => ({ name, colour, emoji }));
	return play.players.map((p) => {
		const seated = session.players.find((s) => s.id === p.playerId);
		return { name: p.name, colour: seated?.colour, emoji: seated?.emoji };
	});
}

/** "Ada won with 120", "Ada and Bo shared the win with 50", or '' before a finished play's end. */
export function resultLine(
	play: Pick<Play, 'status' | 'players' | 'coop' | 'teams'> | undefined | null
): string {
	if (play?.status !== 'finished') return '';
	if (play.coop) {
		const score = play.coop.score === undefined ? '' : ` with ${play.coop.score}`;
		return `The table ${play.coop.won ? 'won' : 'lost'} together${score}`;
	}
	const winners = play.players.filter((p) => p.winner);
	if (winners.length === 0) return '';
	const names = listOf(winners.map((p) => p.name));
	const team = winners[0].team;
	const score =
		team !== undefined && play.teams?.[team] ? play.teams[team].score : winners[0].score;
	return `${names} ${oneOrMany(winners.length, 'won', 'shared the win')} with ${score}`;
}
