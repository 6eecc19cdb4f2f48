/**
 * Transform's entry forms as drafts: the term of a′ being typed, each player's secret b-list and
 * the permutator's order, kept as typed until recorded so that a look at the rules, a reload or an
 * undo never loses them. Stored drafts are checked here before they reach a form, since they may
 * come from another round or an older build.
 */
import type { GameEvent } from '$lib/core/engine';

/** What one Transform form holds: the text typed, for the round it was typed in. */
export interface TextForm {
	round: number;
	text: string;
}

/** The draft name of the term of a′ being typed (one field, whoever's turn it is). */
export const TERM_DRAFT = 'term';

/** The draft name of the permutator's order. */
export const ORDER_DRAFT = 'order';

/** The draft name of a player's b-list. */
export const bListDraft = (playerId: string) => `b-list:${playerId}`;

/** Longer text than any list of 40 integers a player would type: junk, not a draft. */
const MAX_TEXT = 20_000;

/** A stored draft for `round`, or undefined when it is for another round or is not a form. */
export function restoreText(stored: unknown, round: number): TextForm | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const d = stored as Record<string, unknown>;
	if (d.round !== round || typeof d.text !== 'string' || d.text.length > MAX_TEXT) return undefined;
	return { round, text: d.text };
}

/** Integers as a form shows them: separated by spaces, as a player types them. */
const asText = (list: unknown): string | null =>
	Array.isArray(list) && list.every((t) => typeof t === 'string') ? list.join(' ') : null;

/**
 * The form an undone entry goes back to (its draft name and values for `round`), or null for
 * entries no form makes (the scoring test, the start of a round).
 */
export function formOfUndone(
	event: GameEvent,
	round: number
): { draft: string; player: string; form: TextForm } | null {
	if (typeof event.player !== 'string') return null;
	const player = event.player;
	let draft: string;
	let text: string | null;
	switch (event.type) {
		case 'term':
			draft = TERM_DRAFT;
			text = typeof event.value === 'string' ? event.value : null;
			break;
		case 'b-list':
			draft = bListDraft(player);
			text = asText(event.list);
			break;
		case 'order':
			draft = ORDER_DRAFT;
			text = asText(event.a);
			break;
		default:
			return null;
	}
	return text === null ? null : { draft, player, form: { round, text } };
}
