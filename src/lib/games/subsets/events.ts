/** Subsets' entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';
import { entryText, recordedText } from '../../core/events';
import { isSubsetWhy, type SubsetWhy } from '../../core/subsets-checker/said';

/** One of the checker's sentences as data: a known code with exactly its values. */
const why = v.custom<SubsetWhy>(isSubsetWhy, 'not one of the checker’s sentences');

/** What the table said of a card before the referee's verdict. */
const tableSays = v.optional(v.picklist(['valid', 'error']));

const span = v.tuple([v.number(), v.number()]);

/** The checker's verdict on a card, got (in a worker) before the entry was made. */
const check = v.optional(
	v.variant('verdict', [
		v.object({
			verdict: v.literal('valid'),
			description: recordedText,
			described: v.optional(v.pipe(v.array(why), v.maxLength(40))),
			reason: recordedText
		}),
		v.object({
			verdict: v.picklist(['error', 'unsupported']),
			code: recordedText,
			reason: recordedText,
			said: v.optional(why),
			span
		})
	])
);

/** The checker's answer for each face-up pile, got before the draw was entered. */
const checks = v.optional(
	v.array(
		v.object({
			pile: entryText,
			verdict: v.picklist(['subset', 'not-subset', 'unknown', 'error', 'unsupported']),
			card: v.optional(v.picklist(['a', 's'])),
			witness: v.optional(recordedText),
			reason: recordedText,
			said: v.optional(why),
			span: v.optional(span)
		})
	)
);

export const subsetsEvent = v.variant('type', [
	v.object({
		type: v.literal('starting-card'),
		player: entryText,
		card: entryText,
		tableSays,
		check
	}),
	v.object({
		type: v.literal('draw'),
		card: entryText,
		player: v.optional(entryText),
		tableSays,
		check,
		checks
	}),
	v.object({ type: v.literal('error-call'), caller: entryText }),
	v.object({
		type: v.literal('steal'),
		pile: entryText,
		tableAgreed: v.optional(v.boolean()),
		player: v.optional(entryText)
	}),
	v.object({ type: v.literal('new-pile'), player: v.optional(entryText) }),
	v.object({ type: v.literal('flip'), pile: entryText, player: v.optional(entryText) }),
	v.object({ type: v.literal('deck-exhausted') })
]);

export type SubsetsEvent = v.InferOutput<typeof subsetsEvent>;
