/** The new-game screen's refusals about who sits at the table, as plain sentences. */
import { LOCATION_MAX_LENGTH } from '$lib/core/locations';
import { m } from '$lib/paraglide/messages';

/** "3 or 4", "2 to 6": the number of players a game takes. */
export function playerRange(min: number, max: number): string {
	if (min === max) return String(min);
	return max === min + 1 ? m.tn_range_or({ min, max }) : m.tn_range_to({ min, max });
}

/** Null when the number seated suits the game, else why the game cannot start. */
export function seatCountProblem(
	game: string,
	min: number,
	max: number,
	seated: number
): string | null {
	if (seated >= min && seated <= max) return null;
	const who = seated === 0 ? m.tn_new_nobody_seated() : m.tn_new_seated({ count: seated });
	return m.tn_new_needs({ game, range: playerRange(min, max), who });
}

/**
 * Null when the name is free, else the refusal naming the player already seated as they were
 * written (names match whatever their case).
 */
export function alreadySeatedProblem(
	seated: readonly { name: string }[],
	name: string
): string | null {
	const same = seated.find((s) => s.name.toLowerCase() === name.toLowerCase());
	return same ? m.tn_refusal_name_taken({ name: same.name }) : null;
}

/** One seat at the new game's table. */
export interface Seat {
	id: string;
	name: string;
	colour?: string;
}

/** The new-game form as a draft. `rulesFor` is the game whose house rules `houseRules` holds. */
export interface NewGameForm<G extends string = string> {
	game: G | null;
	seats: Seat[];
	newName: string;
	title: string;
	/** Where the game is played, as typed ('' for nowhere said). */
	location: string;
	houseRules: Record<string, unknown>;
	rulesFor: G | null;
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/**
 * A stored new-game draft made safe to show, or undefined when it is not one: unknown games and
 * malformed seats are dropped rather than trusted (the draft may come from an older build).
 */
export function restoreNewGame<G extends string>(
	stored: unknown,
	isGame: (id: string) => id is G
): NewGameForm<G> | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const d = stored as Record<string, unknown>;
	const game = typeof d.game === 'string' && isGame(d.game) ? d.game : null;
	const seats = Array.isArray(d.seats)
		? d.seats
				.filter(
					(s): s is Seat =>
						typeof s === 'object' &&
						s !== null &&
						isText((s as Seat).id, 100) &&
						isText((s as Seat).name, 40) &&
						((s as Seat).colour === undefined || isText((s as Seat).colour, 40))
				)
				.map((s) => ({ id: s.id, name: s.name, ...(s.colour ? { colour: s.colour } : {}) }))
		: [];
	const rules =
		typeof d.houseRules === 'object' && d.houseRules !== null && !Array.isArray(d.houseRules)
			? { ...(d.houseRules as Record<string, unknown>) }
			: {};
	return {
		game,
		seats: seats.filter((s, i) => seats.findIndex((o) => o.id === s.id) === i),
		newName: isText(d.newName, 40) ? d.newName : '',
		title: isText(d.title, 60) ? d.title : '',
		location: isText(d.location, LOCATION_MAX_LENGTH) ? d.location : '',
		houseRules: rules,
		rulesFor: typeof d.rulesFor === 'string' && isGame(d.rulesFor) ? d.rulesFor : null
	};
}

/**
 * The seats turned round the table so that the player `id` comes first, the order round the
 * table kept (Bo first at Ada, Bo, Cy gives Bo, Cy, Ada). Unchanged when `id` is not seated.
 */
export function startingWith<T extends { id: string }>(seats: readonly T[], id: string): T[] {
	const at = seats.findIndex((s) => s.id === id);
	return at <= 0 ? [...seats] : [...seats.slice(at), ...seats.slice(0, at)];
}
