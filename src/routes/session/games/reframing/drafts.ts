/**
 * Reframing's entry forms as drafts: what a player has chosen but not saved, kept per player and
 * round so a look at the rules, a reload or an undo never loses it. Stored drafts are checked
 * here before they reach a form, since they may come from another round or an older build.
 */
import { isViolation, type GameEvent } from '$lib/core/engine';
import { readEvent } from '$lib/core/events';
import { reframingEvent } from '$lib/games/reframing/events';

/** One player's choices for a round, as the entry form holds them. */
export interface ChoicesForm {
	round: number;
	plays: number[];
	recover: number[];
	boost: number[];
	/** Round 3's guess; null while the field is empty. */
	guess: number | null;
}

/** The draft name of a player's choices. */
export const choicesDraft = (playerId: string) => `choices:${playerId}`;

/** The draft name of the round 7 names chosen at the table. */
export const GIVEN_NAMES_DRAFT = 'given-names';

interface Choices {
	plays?: number[];
	recover?: number[];
	boost?: number[];
	prediction?: number;
}

/** The form for `round`, starting from a player's earlier entry (or nothing). */
export function choicesFrom(entry: Choices | null | undefined, round: number): ChoicesForm {
	return {
		round,
		plays: [...(entry?.plays ?? [])],
		recover: [...(entry?.recover ?? [])],
		boost: [...(entry?.boost ?? [])],
		guess: entry?.prediction ?? null
	};
}

function cards(value: unknown, deck: readonly number[]): number[] | undefined {
	if (!Array.isArray(value) || value.length > deck.length) return undefined;
	const list = value.filter((c): c is number => typeof c === 'number' && deck.includes(c));
	return list.length === value.length && new Set(list).size === list.length ? list : undefined;
}

/**
 * A stored choices draft for `round`, or undefined when it is for another round or malformed.
 * The engine still checks every choice when it is saved; this only keeps junk off the screen.
 */
export function restoreChoices(
	stored: unknown,
	round: number,
	deck: readonly number[]
): ChoicesForm | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const d = stored as Record<string, unknown>;
	if (d.round !== round) return undefined;
	const plays = cards(d.plays, deck);
	const recover = cards(d.recover, deck);
	const boost = cards(d.boost, deck);
	if (!plays || !recover || !boost) return undefined;
	const guess = typeof d.guess === 'number' && Number.isFinite(d.guess) ? d.guess : null;
	return { round, plays, recover, boost, guess };
}

/**
 * The form an undone entry goes back to: a player's choices (with the player's id), or null
 * for entries no form makes.
 */
export function choicesOfUndone(
	event: GameEvent,
	round: number
): { player: string; form: ChoicesForm } | null {
	// Read as the engine read it when it was entered.
	const entry = readEvent(reframingEvent, event);
	if (isViolation(entry) || entry.type !== 'submit') return null;
	return { player: entry.player, form: choicesFrom(entry, round) };
}

/** Round 7 names chosen at the table, by frame then receiver id: the giver's id or ''. */
export type GivenNames = Record<number, Record<string, string>>;

/** A stored names draft with only known frames and players kept, or undefined when it is not one. */
export function restoreGivenNames(
	stored: unknown,
	frames: readonly number[],
	playerIds: readonly string[]
): GivenNames | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const given: GivenNames = {};
	for (const frame of frames) {
		const row = (stored as Record<string, unknown>)[frame];
		if (typeof row !== 'object' || row === null) continue;
		given[frame] = {};
		for (const receiver of playerIds) {
			const named = (row as Record<string, unknown>)[receiver];
			if (typeof named === 'string' && (named === '' || playerIds.includes(named)))
				given[frame][receiver] = named;
		}
	}
	return given;
}
