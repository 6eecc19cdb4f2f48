/** Reframing's entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';
import { byKey, entryText } from '../../core/events';

const cards = v.array(v.number());
/** Round 7 names keyed by frame ("1" to "5"), then by the receiving player's id. */
const assignments = byKey(byKey(entryText));

export const reframingEvent = v.variant('type', [
	/** One player's entries for the current round (replacing any earlier ones). */
	v.object({
		type: v.literal('submit'),
		player: entryText,
		plays: cards,
		prediction: v.optional(v.number()),
		recover: v.optional(cards),
		boost: v.optional(cards)
	}),
	/** Round 7: draw the names from a seed that the event keeps, so replay draws the same. */
	v.object({ type: v.literal('draw-assignments'), seed: v.number() }),
	/** Round 7: names decided at the table. */
	v.object({ type: v.literal('set-assignments'), assignments }),
	/** Ends the round with the entries made so far and scores it. */
	v.object({ type: v.literal('close-round') }),
	/** A whole round at once; its entries replace pending ones for the players they name. */
	v.object({
		type: v.literal('round'),
		plays: v.optional(byKey(cards)),
		predictions: v.optional(byKey(v.number())),
		recover: v.optional(byKey(cards)),
		boost: v.optional(byKey(cards)),
		assignments: v.optional(assignments),
		seed: v.optional(v.number())
	})
]);

export type ReframingEvent = v.InferOutput<typeof reframingEvent>;
export type AssignmentInput = v.InferOutput<typeof assignments>;
