/** Permutations' entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';
import { byKey, entryText } from '../../core/events';
import { COLOURS } from './colours';

const colour = v.picklist(COLOURS);
/** A card as entered: the colour may be left out when the deck's colours already give it. */
const card = v.object({ n: v.number(), colour: v.optional(colour) });

export const permutationsEvent = v.variant('type', [
	/** Who starts with which colour; only before anything else is entered. */
	v.object({ type: v.literal('colours'), colours: byKey(colour) }),
	/** The deck's full number-to-colour map, keys "1" to "48". */
	v.object({ type: v.literal('deck'), colours: byKey(colour) }),
	/** The pool when the app does not know it yet (the opening pool, or after a notepad round). */
	v.object({ type: v.literal('pool'), cards: v.array(card) }),
	v.object({
		type: v.literal('bid'),
		player: entryText,
		n: v.number(),
		colour: v.optional(colour)
	}),
	/**
	 * The bids of every player who has not bid yet in this auction, at once: the bids are shown
	 * together, so a bid can be changed until they are all recorded.
	 */
	v.object({ type: v.literal('bids'), bids: byKey(v.union([v.number(), card])) }),
	v.object({ type: v.literal('take'), player: entryText, n: v.number() }),
	/** A whole auction at once: optionally the pool, then every bid, then every take. */
	v.object({
		type: v.literal('auction'),
		pool: v.optional(v.array(card)),
		bids: byKey(v.union([v.number(), card])),
		takes: byKey(v.number())
	}),
	/** A whole round as colour counts (notepad mode); a colour the deck lacks is refused, not lost. */
	v.object({
		type: v.literal('round'),
		counts: byKey(
			v.partial(
				v.strictObject({ red: v.number(), yellow: v.number(), green: v.number(), blue: v.number() })
			)
		)
	})
]);

export type PermutationsEvent = v.InferOutput<typeof permutationsEvent>;
export type CardEntry = v.InferOutput<typeof card>;
