/**
 * The new-game form's teams for a notepad game: which team each seated player is in, kept as
 * the engine reads it (house rules `teams`: lists of player ids). Seats come and go while the form
 * is filled in, so the teams are always made whole again from the seats: a seat no longer there
 * is dropped, a new seat goes into the smallest team.
 */
import type { NotepadTeam } from '$lib/games/notepad/teams';

export const MIN_FORM_TEAMS = 2;
export const MAX_FORM_TEAMS = 6;

/** The teams read from a draft's house rules: lists of ids, anything else left out. */
function storedTeams(raw: unknown): string[][] {
	if (!Array.isArray(raw)) return [];
	return raw.map((t) =>
		typeof t === 'object' && t !== null && Array.isArray((t as NotepadTeam).players)
			? (t as NotepadTeam).players.filter((id): id is string => typeof id === 'string')
			: []
	);
}

/**
 * `count` teams holding every seat once: the seats where `raw` had them (a team past `count` is
 * folded into the last), any other seat into the team with the fewest players.
 */
export function teamsFor(
	seats: readonly { id: string }[],
	raw: unknown,
	count: number
): NotepadTeam[] {
	const n = Math.min(MAX_FORM_TEAMS, Math.max(MIN_FORM_TEAMS, Math.trunc(count) || MIN_FORM_TEAMS));
	const teams: string[][] = Array.from({ length: n }, () => []);
	const seated = new Set(seats.map((s) => s.id));
	const placed = new Set<string>();
	storedTeams(raw).forEach((ids, t) => {
		for (const id of ids)
			if (seated.has(id) && !placed.has(id)) {
				teams[Math.min(t, n - 1)].push(id);
				placed.add(id);
			}
	});
	for (const seat of seats) {
		if (placed.has(seat.id)) continue;
		const smallest = teams.reduce((best, t, i) => (t.length < teams[best].length ? i : best), 0);
		teams[smallest].push(seat.id);
		placed.add(seat.id);
	}
	// A name typed for a team stays with that team (its place in the list).
	const names = Array.isArray(raw) ? raw.map((t) => (t as NotepadTeam | null)?.name) : [];
	return teams.map((players, i) =>
		typeof names[i] === 'string' ? { players, name: names[i] } : { players }
	);
}

/** The teams with player `id` moved to team `to` (an index). */
export function moveToTeam(teams: readonly NotepadTeam[], id: string, to: number): NotepadTeam[] {
	return teams.map((t, i) => ({
		...t,
		players:
			i === to ? [...t.players.filter((p) => p !== id), id] : t.players.filter((p) => p !== id)
	}));
}

/** The teams with team `index` named `name` as typed; an empty field leaves it unnamed. */
export function namedTeam(
	teams: readonly NotepadTeam[],
	index: number,
	name: string
): NotepadTeam[] {
	return teams.map((t, i) =>
		i !== index ? t : name === '' ? { players: t.players } : { players: t.players, name }
	);
}

/** The team (an index) player `id` is in, or -1. */
export function teamOf(teams: readonly NotepadTeam[], id: string): number {
	return teams.findIndex((t) => t.players.includes(id));
}
