/**
 * A player page's address (routes/players/player): who it is about and what it counts. A regular
 * is addressed by their roster id, so a rename keeps every link to their page; the name stays in
 * the address for a player without one (someone who never became a regular, a regular since
 * removed, an old link). From Stats, the address carries Stats' period and place, so the page
 * counts what Stats counted when the name was followed. Pure.
 */
import type { Play } from './plays';
import type { DateRange } from './stats';
import { locationKey } from './locations';
import { nameKey, type Roster } from './seats';

export interface PlayerAddress {
	/** The regular's roster id, when they have one. */
	id?: string;
	/** The name the player was shown under where the link was made. */
	name: string;
	/** The period counted: all time unless Stats chose another. */
	range: DateRange;
	/** The place counted (a `locationKey`, core/locations.ts), or '' for every place. */
	location: string;
}

const RANGES: readonly DateRange[] = ['month', 'year', 'all'];

/** The query string (without "?") of the page of `address`: only what differs from all time and every place. */
export function playerQuery(address: Partial<PlayerAddress> & { name: string }): string {
	const query = new URLSearchParams();
	if (address.id) query.set('id', address.id);
	query.set('name', address.name);
	if (address.range && address.range !== 'all') query.set('range', address.range);
	if (address.location) query.set('location', address.location);
	return query.toString();
}

/** The address a page was opened with; anything it does not know reads as all time, every place. */
export function readPlayerAddress(query: URLSearchParams): PlayerAddress {
	const range = query.get('range');
	const id = query.get('id')?.trim();
	return {
		...(id ? { id } : {}),
		name: (query.get('name') ?? '').trim(),
		range: RANGES.includes(range as DateRange) ? (range as DateRange) : 'all',
		location: locationKey(query.get('location') ?? '')
	};
}

/**
 * Who the page is about, as Stats keys players (core/seats.ts): the regular of the id under the
 * roster's name as it is now, else the name in the address ('' for none).
 */
export function playerKeyOf(address: Pick<PlayerAddress, 'id' | 'name'>, roster: Roster): string {
	const regular = address.id === undefined ? undefined : roster.get(address.id);
	return nameKey(regular ?? address.name);
}

/** The roster's ids by the key Stats knows each regular by: for links that outlive a rename. */
export function regularIds(roster: Roster): Map<string, string> {
	return new Map([...roster].map(([id, name]) => [nameKey(name), id]));
}

/**
 * The regular an address without an id means by a name they no longer have (a link made before
 * links carried ids, then the regular renamed on the Players page): the one regular whose stored
 * plays seated them under that name. Undefined when a regular has the name now, when the plays
 * seat someone counted by that name (a guest, a regular since removed), or when two regulars once
 * had it: the name is then taken as it is.
 */
export function formerRegular(
	name: string,
	plays: readonly Pick<Play, 'players'>[],
	roster: Roster
): string | undefined {
	const key = nameKey(name);
	if (!key || [...roster.values()].some((n) => nameKey(n) === key)) return undefined;
	const ids = new Set<string>();
	for (const play of plays)
		for (const p of play.players) {
			if (nameKey(p.seatName ?? p.name) !== key && nameKey(p.name) !== key) continue;
			if (p.playerId === undefined || !roster.has(p.playerId)) return undefined;
			ids.add(p.playerId);
		}
	return ids.size === 1 ? [...ids][0] : undefined;
}
