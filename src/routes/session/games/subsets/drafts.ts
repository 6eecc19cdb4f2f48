/**
 * The Subsets card field as a draft: the card being typed and not yet entered, kept per target
 * (a player's starting card, or one numbered draw) so a look at the rules, a reload or an undo
 * never loses it. Stored drafts are checked here before they reach the field.
 */
import type { GameEvent } from '$lib/core/engine';
import type { SubsetsState } from '$lib/games/subsets/engine';

/** What the card field holds. */
export interface CardForm {
	card: string;
}

/** Longer than any card a person types; a stored "card" beyond it is not one. */
const MAX_CARD_LENGTH = 4000;

/** The draft name of the card the table must type now, or null when no card is asked for. */
export function cardDraftFor(state: SubsetsState): string | null {
	const phase = state.phase;
	if (phase.kind === 'setup') return `card:deal:${state.players[phase.seat].id}`;
	if (phase.kind === 'draw') return `card:draw:${state.drawn.length + 1}`;
	return null;
}

/** The empty field. */
export const emptyCard = (): CardForm => ({ card: '' });

/** A stored card draft, or undefined when it is not one. */
export function restoreCard(stored: unknown): CardForm | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const card = (stored as Record<string, unknown>).card;
	return typeof card === 'string' && card.length <= MAX_CARD_LENGTH ? { card } : undefined;
}

/**
 * Where an undone entry goes back to, given the table as it is after the undo: the card of a
 * starting card or a draw, under the draft name of the field that now asks for it; null for
 * entries no card field makes.
 */
export function cardOfUndone(
	event: GameEvent,
	state: SubsetsState
): { draft: string; form: CardForm } | null {
	if (event.type !== 'starting-card' && event.type !== 'draw') return null;
	if (typeof event.card !== 'string') return null;
	const draft = cardDraftFor(state);
	const asksFor = event.type === 'starting-card' ? 'setup' : 'draw';
	if (!draft || state.phase.kind !== asksFor) return null;
	return { draft, form: { card: event.card } };
}
