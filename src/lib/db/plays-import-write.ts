/**
 * Storing plays brought in from BG Stats or BoardGameGeek: what of a read file is new on this
 * device, and writing its games, their logs and the new players in one transaction. A play
 * already here (by its source and id, or by its own id when Tablemate exported it) is never
 * written twice, so importing a file again adds nothing and a partial overlap adds only the rest.
 */
import { freeName, type ImportedPlay } from '../core/plays-import/model';
import { nameKey } from '../core/seats';
import { gameOf, storedIdsOf, type ImportedGame, type Seated } from '../core/plays-import/to-games';
import { noteGameAdded } from './known-games';
import { announceChange } from './name';
import { db, newId } from './index';
import { writePlaySummaries, type Loader, type PlaysOptions } from './play-summaries';
import { mapInSlices } from './slices';
import { NAME_MAX_LENGTH, ROSTER_MAX_PLAYERS, type SessionRow, type TablemateDB } from './schema';

/** The plays of `plays` that are not on this device yet (the first of any repeated in the file). */
export async function newPlaysOf(
	plays: readonly ImportedPlay[],
	database: TablemateDB = db
): Promise<ImportedPlay[]> {
	const ids = plays.map(storedIdsOf);
	const found = await database.sessions.bulkGet(ids.flat());
	const here = new Set(found.filter((row): row is SessionRow => !!row).map((row) => row.id));
	const seen = new Set<string>();
	return plays.filter((_, i) => {
		const [own] = ids[i];
		if (seen.has(own) || ids[i].some((id) => here.has(id))) return false;
		seen.add(own);
		return true;
	});
}

/** A person of the file as they will be stored: a roster player's id, or a new player. */
export interface PersonChoice {
	key: string;
	/**
	 * The roster player they are, or null for a new player under `name` (with a number added when
	 * a player of the list, or another new one, has that name: see `freeName`).
	 */
	rosterId: string | null;
	name: string;
	username?: string;
}

export interface PlaysImportReport {
	added: number;
	/** Plays of the file found here meanwhile (another tab imported them), not written again. */
	skipped: number;
	newPlayers: number;
	/** New players not added to the roster because it is full (their games keep them). */
	playersLeftOut: number;
}

/**
 * Writes the games of `plays` seating the file's people as `choices` say, in one transaction with
 * the roster's new players (and the usernames the file taught), then builds their summaries.
 */
export async function importPlays(
	plays: readonly ImportedPlay[],
	choices: readonly PersonChoice[],
	database: TablemateDB = db,
	options: { load?: Loader; summaries?: PlaysOptions } = {}
): Promise<PlaysImportReport> {
	const roster = new Map((await database.players.toArray()).map((p) => [p.id, p]));
	const taken = new Set([...roster.values()].map((p) => nameKey(p.name)));
	const who = new Map<string, Seated>();
	const fresh = new Map<string, { id: string; name: string; bggUsername?: string }>();
	for (const c of choices) {
		const known = c.rosterId ? roster.get(c.rosterId) : undefined;
		if (known) {
			who.set(c.key, { id: known.id, name: known.name });
			continue;
		}
		const player = { id: newId(), name: freeName(c.name, taken), ...usernameOf(c) };
		fresh.set(player.id, player);
		who.set(c.key, player);
	}
	// In slices: 10,000 games built at once would hold the page still.
	const games = await mapInSlices(plays, (p) => gameOf(p, who, newId));
	const now = Date.now();
	const { written, ...report } = await database.transaction(
		'rw',
		[database.sessions, database.events, database.players],
		async () => {
			// Checked again inside the write: another tab may have imported some meanwhile.
			const wanted = await newPlaysOf(plays, database);
			const kept = new Set(wanted);
			const toWrite: ImportedGame[] = games.filter((_, i) => kept.has(plays[i]));
			const seated = new Set(toWrite.flatMap((g) => g.session.players.map((p) => p.id)));
			const newcomers = [...fresh.values()].filter((p) => seated.has(p.id));
			const room = Math.max(0, ROSTER_MAX_PLAYERS - (await database.players.count()));
			const added = newcomers.slice(0, room);
			const taught = choices.flatMap((c) => {
				const known = c.rosterId ? roster.get(c.rosterId) : undefined;
				const username = usernameOf(c).bggUsername;
				return known && username && !known.bggUsername
					? [{ key: known.id, changes: { bggUsername: username } }]
					: [];
			});
			const asked = [
				database.sessions.bulkAdd(toWrite.map((g) => g.session as SessionRow)),
				database.events.bulkAdd(toWrite.flatMap((g) => g.events)),
				database.players.bulkAdd(added.map((p) => ({ ...p, createdAt: now, lastUsedAt: now }))),
				database.players.bulkUpdate(taught)
			];
			await Promise.all(asked);
			return {
				written: toWrite.map((g) => g.session.id),
				added: toWrite.length,
				skipped: plays.length - toWrite.length,
				newPlayers: added.length,
				playersLeftOut: newcomers.length - added.length
			};
		}
	);
	if (report.added) {
		noteGameAdded();
		announceChange();
		await writePlaySummaries(database, written, options.load, options.summaries);
	}
	return report;
}

/** The username to keep for a person: one a roster name could hold. */
function usernameOf(c: Pick<PersonChoice, 'username'>): { bggUsername?: string } {
	const username = c.username?.trim();
	return username && username.length <= NAME_MAX_LENGTH ? { bggUsername: username } : {};
}
