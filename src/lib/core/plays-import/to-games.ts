/**
 * Imported plays as the games Tablemate stores: each a notepad game ("Other game") named after
 * the file's game, with one round holding the file's scores and the table's end ("finish", or
 * "abandon" for a play not played to the end) as long after its start as the file says it lasted.
 * The winners the file names are kept on the game (`origin.winners`), since the file's word on
 * who won stands even where its scores say otherwise. Pure: storing them is the caller's work.
 */
import { distinctNames, type ImportedPlay, type PlaySource } from './model';

/** Where an imported game came from, and what of it the log cannot say. */
export interface PlayOrigin {
	source: PlaySource;
	/** The play's id in its source. */
	id: string;
	/** The ids of the players the file says won (every player of a co-op win, none of a loss). */
	winners: string[];
	/** False when the file gave no player a score: the zeros of its round are no scores. */
	scored: boolean;
}

/** The session row of an imported game (db/schema.ts SessionRow has these fields). */
export interface ImportedSession {
	id: string;
	game: 'notepad';
	title: string;
	players: { id: string; name: string }[];
	houseRules: {
		gameName: string;
		winBy: 'highest' | 'lowest';
		target: null;
		rounds: null;
		decimals?: 1 | 2;
		/** The file's teams, when every seat has one and there are at least two. */
		teams?: { players: string[]; name: string }[];
		/** A co-operative game: the table's result is its one entry. */
		coop?: true;
	};
	status: 'finished' | 'abandoned';
	createdAt: number;
	updatedAt: number;
	eventCount: number;
	overMarked: true;
	origin: PlayOrigin;
	location?: string;
	bggId?: number;
}

export interface ImportedEntry {
	sessionId: string;
	seq: number;
	at: number;
	event:
		| { type: 'round'; scores: Record<string, number> }
		| { type: 'outcome'; won: boolean; score?: number }
		| { type: 'finish' }
		| { type: 'abandon' };
}

export interface ImportedGame {
	session: ImportedSession;
	events: ImportedEntry[];
}

/** The id an imported play is stored under: the same for the same play of the same source. */
export function sessionIdOf(play: Pick<ImportedPlay, 'source' | 'sourceId'>): string {
	return `${play.source}-${play.sourceId}`;
}

/**
 * The ids under which a play may already be on this device: its imported id, and its id in the
 * file itself, which is the game's own id when the file was exported by Tablemate.
 */
export function storedIdsOf(play: Pick<ImportedPlay, 'source' | 'sourceId'>): string[] {
	return [sessionIdOf(play), play.sourceId];
}

/** Who a file's person is here: a roster player's id and name, or a new player's. */
export interface Seated {
	id: string;
	name: string;
}

/** Decimal places the notepad needs for these scores (at most 2, as the readers round them). */
function placesOf(scores: readonly number[]): 0 | 1 | 2 {
	let most: 0 | 1 | 2 = 0;
	for (const s of scores) {
		if (Number.isInteger(s)) continue;
		most = Number.isInteger(s * 10) ? (most === 2 ? 2 : 1) : 2;
	}
	return most;
}

/** The longest team name the notepad keeps (games/notepad/teams.ts; core cannot import it). */
const TEAM_NAME_MAX_LENGTH = 40;

/**
 * The file's teams over the seated players, when every seat names a team and there are at least
 * two of them (else the play is stored without teams, each for themselves).
 */
function teamsOf(
	play: ImportedPlay,
	players: readonly { id: string }[]
): { players: string[]; name: string }[] | undefined {
	if (play.cooperative || play.seats.some((s) => s.team === undefined)) return undefined;
	const byName = new Map<string, string[]>();
	play.seats.forEach((seat, i) => {
		const name = seat.team!.slice(0, TEAM_NAME_MAX_LENGTH);
		const list = byName.get(name) ?? [];
		byName.set(name, [...list, players[i].id]);
	});
	return byName.size >= 2 ? [...byName].map(([name, ids]) => ({ players: ids, name })) : undefined;
}

/**
 * The entries of a played game: a co-operative play's result (won when the file says any seat
 * won, with the first score it gives), else one round of the file's scores.
 */
function playedEntry(
	play: ImportedPlay,
	players: readonly { id: string }[],
	scores: readonly number[]
): ImportedEntry['event'] {
	if (play.cooperative) {
		const score = play.seats.find((s) => s.score !== null)?.score;
		return {
			type: 'outcome',
			won: play.seats.some((s) => s.winner),
			...(score !== undefined && score !== null ? { score } : {})
		};
	}
	return { type: 'round', scores: Object.fromEntries(players.map((p, i) => [p.id, scores[i]])) };
}

/**
 * The game to store for `play`, seating each person as `who` says. Two seats that are one player
 * here (the person importing merged them) keep two seats: the second gets a new id from `newId`
 * and a name of its own, since a game seats a player once.
 */
export function gameOf(
	play: ImportedPlay,
	who: ReadonlyMap<string, Seated>,
	newId: () => string
): ImportedGame {
	const id = sessionIdOf(play);
	const used = new Set<string>();
	const seated = play.seats.map((seat) => {
		const found = who.get(seat.person);
		const player = found && !used.has(found.id) ? found : { id: newId(), name: found?.name ?? '' };
		used.add(player.id);
		return player;
	});
	const names = distinctNames(seated.map((p) => p.name || 'Unnamed player'));
	const players = seated.map((p, i) => ({ id: p.id, name: names[i] }));
	const scores = play.seats.map((s) => s.score ?? 0);
	const decimals = placesOf(scores);
	const end = play.date + (play.minutes ?? 0) * 60_000;
	const winners = players.filter((_, i) => play.seats[i].winner).map((p) => p.id);
	const teams = teamsOf(play, players);
	// An unfinished co-op play has no result: it is kept abandoned, with no entry but its end.
	const coopOpen = play.cooperative && play.incomplete;
	return {
		session: {
			id,
			game: 'notepad',
			title: '',
			players,
			houseRules: {
				gameName: play.gameName,
				winBy: play.lowestWins ? 'lowest' : 'highest',
				target: null,
				rounds: null,
				...(decimals ? { decimals } : {}),
				...(teams ? { teams } : {}),
				...(play.cooperative ? { coop: true as const } : {})
			},
			status: play.incomplete ? 'abandoned' : 'finished',
			createdAt: play.date,
			updatedAt: end,
			eventCount: play.cooperative ? 1 : 2,
			overMarked: true,
			origin: {
				source: play.source,
				id: play.sourceId,
				winners,
				scored: play.seats.some((s) => s.score !== null)
			},
			...(play.location ? { location: play.location } : {}),
			...(play.bggId ? { bggId: play.bggId } : {})
		},
		events: play.cooperative
			? // A co-op play is over by its one entry, the result (or, unfinished, by the table).
				[
					{
						sessionId: id,
						seq: 1,
						at: end,
						event: coopOpen ? { type: 'abandon' } : playedEntry(play, players, scores)
					}
				]
			: [
					{ sessionId: id, seq: 1, at: play.date, event: playedEntry(play, players, scores) },
					{
						sessionId: id,
						seq: 2,
						at: end,
						event: { type: play.incomplete ? 'abandon' : 'finish' }
					}
				]
	};
}
