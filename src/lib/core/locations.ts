/**
 * Where a game was played (its location): one line a person typed ("Sam's kitchen") or an
 * imported file named. Locations are compared as names are (spaces around them and capitals aside), so "sam's kitchen"
 * typed tonight is the place used last week. Pure: the screens turn the codes into words.
 */
import { hasLineBreak, hasVisibleText } from './names';
import { nameKey } from './seats';

/** Longest place kept: a backup's and an import's limit too (TITLE_MAX_LENGTH, LOCATION_MAX). */
export const LOCATION_MAX_LENGTH = 60;

/** Why some text cannot be a place. */
export type LocationProblem = 'line-break' | 'invisible' | 'too-long';

/** The place as stored: spaces around it trimmed and runs of spaces as one; '' for no place. */
export function cleanLocation(text: string): string {
	return text.replace(/ {2,}/g, ' ').trim();
}

/**
 * Why `text` cannot be stored as a place, or null when it can. Empty text is no place (not a
 * problem): the game then has none.
 */
export function locationProblem(text: string): LocationProblem | null {
	const place = cleanLocation(text);
	if (place === '') return null;
	if (hasLineBreak(place)) return 'line-break';
	if (!hasVisibleText(place)) return 'invisible';
	if (place.length > LOCATION_MAX_LENGTH) return 'too-long';
	return null;
}

/** What compares two places: the same key is the same place. '' for no place. */
export function locationKey(place: string | undefined): string {
	return place ? nameKey(place) : '';
}

/** A place used before: how often and when last, under the spelling of its latest use. */
export interface LocationUse {
	key: string;
	name: string;
	plays: number;
	/** The latest play there, ms since the epoch. */
	last: number;
}

/**
 * Every place `plays` name, the most used first, then the latest used, then by name: the order a
 * list of suggestions offers them in. Plays without a place are left out.
 */
export function locationsOf(plays: readonly { location?: string; date: number }[]): LocationUse[] {
	const byKey = new Map<string, LocationUse>();
	for (const play of plays) {
		const key = locationKey(play.location);
		if (!key) continue;
		const known = byKey.get(key);
		if (!known) byKey.set(key, { key, name: play.location!.trim(), plays: 1, last: play.date });
		else {
			known.plays++;
			if (play.date >= known.last) {
				known.last = play.date;
				known.name = play.location!.trim();
			}
		}
	}
	return [...byKey.values()].sort(
		(a, b) => b.plays - a.plays || b.last - a.last || a.name.localeCompare(b.name)
	);
}

/** Whether a play was played at the place of key `key`; every play is, for the key ''. */
export function playedAt(play: { location?: string }, key: string): boolean {
	return key === '' || locationKey(play.location) === key;
}
