/** Subsets' entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';

/** What the table said of a card before the referee's verdict. */
const tableSays = v.optional(v.picklist(['valid', 'error']));

const span = v.tuple([v.number(), v.number()]);

/** The checker's verdict on a card, got (in a worker) before the entry was made. */
const check = v.optional(
	v.variant('verdict', [
		v.object({ verdict: v.literal('valid'), description: v.string(), reason: v.string() }),
		v.object({
			verdict: v.picklist(['error', 'unsupported']),
			code: v.string(),
			reason: v.string(),
			span
		})
	])
);

/** The checker's answer for each face-up pile, got before the draw was entered. */
const checks = v.optional(
	v.array(
		v.object({
			pile: v.string(),
			verdict: v.picklist(['subset', 'not-subset', 'unknown', 'error', 'unsupported']),
			card: v.optional(v.picklist(['a', 's'])),
			witness: v.optional(v.string()),
			reason: v.string(),
			span: v.optional(span)
		})
	)
);

export const subsetsEvent = v.variant('type', [
	v.object({
		type: v.literal('starting-card'),
		player: v.string(),
		card: v.string(),
		tableSays,
		check
	}),
	v.object({
		type: v.literal('draw'),
		card: v.string(),
		player: v.optional(v.string()),
		tableSays,
		check,
		checks
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
