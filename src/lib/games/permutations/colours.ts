/**
 * The four colours of the Permutations deck. Kept apart from the engine so the entry schema in
 * `events.ts` can use them while the engine imports the schema's types.
 */
export const COLOURS = ['red', 'yellow', 'green', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];
