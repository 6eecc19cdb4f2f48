/** Subsets' entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';

/** What the table said of a card before the referee's verdict. */
const tableSays = v.optional(v.picklist(['valid', 'error']));

export const subsetsEvent = v.variant('type', [
	v.object({
		type: v.literal('starting-card'),
		player: v.string(),
		card: v.string(),
		tableSays
	}),
	v.object({
		type: v.literal('draw'),
		card: v.string(),
		player: v.optional(v.string()),
		tableSays
	}),
	v.object({ type: v.literal('error-call'), caller: v.string() }),
	v.object({
		type: v.literal('steal'),
		pile: v.string(),
		tableAgreed: v.optional(v.boolean()),
		player: v.optional(v.string())
	}),
	v.object({ type: v.literal('new-pile'), player: v.optional(v.string()) }),
	v.object({ type: v.literal('flip'), pile: v.string(), player: v.optional(v.string()) }),
	v.object({ type: v.literal('deck-exhausted') })
]);

export type SubsetsEvent = v.InferOutput<typeof subsetsEvent>;
