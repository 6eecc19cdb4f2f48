/**
 * What a shared table tells the players at the game itself, not only in its panel far below:
 * entries another phone removed from the shared table (kept here), entries that do not verify,
 * secret moves or keys ignored, and entries just not counted. The table's link (src/lib/shared-table) writes it, the game screen reads
 * it; one record per shared game.
 */
import type { GameEvent, Said } from '$lib/core/engine';
import type { EntryBy } from '$lib/core/shared-table/said';
import type { TableSaid } from '$lib/core/shared-table/said';

export interface NotCounted {
	/** The shared entry's id: each is announced once. */
	id: string;
	/** Who made it (data, or an older phone's words), said by each phone in its language (`phoneNamed`). */
	by: EntryBy;
	/** What it was, in English words: an older build's row (this build words `event`). */
	what?: string;
	/** Why it did not count: `said` as data where there is one, else older words. */
	reason: string;
	said?: Said;
	event?: GameEvent;
}

export interface SharedTableAlert {
	tampered: TableSaid | null;
	unverified: TableSaid | null;
	/** Sealed moves or keys of a secret round that were ignored (unsigned, or the wrong phone's). */
	secrets: TableSaid[] | null;
	notCounted: NotCounted[];
}

const NONE: SharedTableAlert = { tampered: null, unverified: null, secrets: null, notCounted: [] };

class SharedTableAlerts {
	#bySession = $state.raw<Record<string, SharedTableAlert>>({});

	of(sessionId: string): SharedTableAlert {
		return this.#bySession[sessionId] ?? NONE;
	}

	set(sessionId: string, alert: Partial<SharedTableAlert>): void {
		this.#bySession = { ...this.#bySession, [sessionId]: { ...this.of(sessionId), ...alert } };
	}

	/** The player read it: it goes (an entry not counted stays listed in the table panel). */
	dismiss(sessionId: string, id: string): void {
		const alert = this.of(sessionId);
		this.set(sessionId, { notCounted: alert.notCounted.filter((n) => n.id !== id) });
	}

	clear(sessionId: string): void {
		const rest = { ...this.#bySession };
		delete rest[sessionId];
		this.#bySession = rest;
	}
}

export const sharedTableAlerts = new SharedTableAlerts();
