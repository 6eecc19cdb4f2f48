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
		{ type: 'round'; scores: Record<string, number> } | { type: 'finish' } | { type: 'abandon' };
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
				...(decimals ? { decimals } : {})
			},
			status: play.incomplete ? 'abandoned' : 'finished',
			createdAt: play.date,
			updatedAt: end,
			eventCount: 2,
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
		events: [
			{
				sessionId: id,
				seq: 1,
				at: play.date,
				event: {
					type: 'round',
					scores: Object.fromEntries(players.map((p, i) => [p.id, scores[i]]))
				}
			},
			{ sessionId: id, seq: 2, at: end, event: { type: play.incomplete ? 'abandon' : 'finish' } }
		]
	};
}
