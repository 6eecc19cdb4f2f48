/** The notepad's entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';
import { byKey, entryText } from '../../core/events';

export const notepadEvent = v.variant('type', [
	/** One round: every player's score (by player id) and an optional note for the round. */
	v.object({
		type: v.literal('round'),
		scores: byKey(v.number()),
		note: v.optional(entryText)
	}),
	/** A past cell set to another value; `round` counts from 1. */
	v.object({
		type: v.literal('correct'),
		round: v.number(),
		player: entryText,
		value: v.number()
	}),
	/** A past round's note written again (empty text removes it). */
	v.object({ type: v.literal('note'), round: v.number(), note: entryText }),
	/** A player joins between two rounds, in the next seat, with a starting score. */
	v.object({
		type: v.literal('join'),
		player: entryText,
		name: entryText,
		start: v.number(),
		/** In a team game, the team joined (an index into the rules' teams). */
		team: v.optional(v.number())
	}),
	/** A player's name in this game changes. */
	v.object({ type: v.literal('rename'), player: entryText, name: entryText }),
	/** A co-operative game's result: the table won or lost together, with an optional score. */
	v.object({ type: v.literal('outcome'), won: v.boolean(), score: v.optional(v.number()) })
]);

export type NotepadEvent = v.InferOutput<typeof notepadEvent>;
