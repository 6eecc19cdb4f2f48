/**
 * Who each person of an imported file is on this device: a regular of the roster, matched by
 * BoardGameGeek username first, then by name (trimmed, case ignored), or a new player. The person
 * importing sees these matches and may change any of them before anything is written.
 */
import { nameKey } from '../seats';
import type { FilePerson } from './model';

/** A roster player as matching needs them. */
export interface RosterPerson {
	id: string;
	name: string;
	bggUsername?: string;
}

/** How a file's person was matched: by username, by name, or not at all (a new player). */
export type MatchedBy = 'username' | 'name' | null;

export interface PersonMatch {
	person: FilePerson;
	/** The roster player they are, or null for a new player. */
	rosterId: string | null;
	by: MatchedBy;
}

/** Each person of the file with the roster player they are taken to be. */
export function matchPeople(
	people: readonly FilePerson[],
	roster: readonly RosterPerson[]
): PersonMatch[] {
	const byUsername = new Map<string, string>();
	const byName = new Map<string, string>();
	for (const r of roster) {
		if (r.bggUsername && !byUsername.has(nameKey(r.bggUsername)))
			byUsername.set(nameKey(r.bggUsername), r.id);
		if (!byName.has(nameKey(r.name))) byName.set(nameKey(r.name), r.id);
	}
	return people.map((person) => {
		const viaUsername = person.username ? byUsername.get(nameKey(person.username)) : undefined;
		if (viaUsername) return { person, rosterId: viaUsername, by: 'username' };
		const viaName = byName.get(nameKey(person.name));
		if (viaName) return { person, rosterId: viaName, by: 'name' };
		return { person, rosterId: null, by: null };
	});
}
