/**
 * Who sits at a game now, and who each of them is. A game starts with the session's seats; a
 * notepad game may seat a player who joins late and may give a player another name for that game
 * only. Every view of the game (its subtitle, its Home card, share text, CSV) shows the seats as
 * they are now; every figure about a player (Stats, head to head, the plays CSV) follows who the
 * player is, not the name typed in one game.
 */
import type { SessionPlayer } from './engine';

/** A string-keyed record, or null. */
function record(value: unknown): Record<string, unknown> | null {
	return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * The seats of a game whose state is `state`, in seat order: the players the state holds (a
 * notepad game's, with late joiners and names changed for the game), else `starting`, the
 * session's seats. A player's colour and emoji are those they were seated with.
 */
export function seatsNow(state: unknown, starting: readonly SessionPlayer[]): Seat[] {
	const players = record(state)?.players;
	const fits =
		Array.isArray(players) &&
		players.length > 0 &&
		players.every((p) => typeof record(p)?.id === 'string' && typeof record(p)?.name === 'string');
	if (!fits) return starting.map((p) => ({ ...p }));
	return (players as { id: string; name: string; joinedAs?: unknown }[]).map((p) => {
		const seated = starting.find((s) => s.id === p.id);
		const colour = seated?.colour;
		const emoji = seated?.emoji;
		const joinedAs = typeof p.joinedAs === 'string' ? p.joinedAs : undefined;
		return {
			id: p.id,
			name: p.name,
			...(colour ? { colour } : {}),
			...(emoji ? { emoji } : {}),
			...(joinedAs ? { joinedAs } : {})
		};
	});
}

/** A seat as it is now: its player, and the name a late joiner sat down with if it changed. */
export interface Seat extends SessionPlayer {
	joinedAs?: string;
}

/** A name as it is grouped: surrounding spaces dropped, case ignored ("Ada " is "ada"). */
export function nameKey(name: string): string {
	return name.trim().toLocaleLowerCase();
}

/** The regular players a device keeps: their names by id (the Players page's list). */
export type Roster = ReadonlyMap<string, string>;

/** Who a player of one play is, as far as it tells. */
export interface PlayerFacts {
	/** The name in that game (changed for that game, maybe). */
	name: string;
	/** The player's id, when the play knows it. */
	playerId?: string;
	/** The name the player sat down with, when the game changed it for that game. */
	seatName?: string;
}

/** One player across plays: the key they are grouped by and the name they are shown with. */
export interface Identity {
	key: string;
	name: string;
}

/**
 * Who a player of a play is: the regular player of the roster with their id, under the roster's
 * name (a name changed on the Players page follows them into every game); else the name they sat
 * down with (a name changed for one game only is not another player). Two seats with the same
 * name, case and spaces aside, are one player, as a game-night group knows Ada as Ada whichever
 * game she was typed into: so a guest of one game keeps their own name, and games stored before
 * players were told apart by id keep their meaning.
 */
export function identityOf(player: PlayerFacts, roster?: Roster): Identity {
	const regular = player.playerId === undefined ? undefined : roster?.get(player.playerId);
	const name = (regular ?? player.seatName ?? player.name).trim();
	return { key: nameKey(name), name };
}
