/** Transform's entries, described once: the engine's event type is this schema's output. */
import * as v from 'valibot';
import { entryText } from '../../core/events';
import { criteria } from './clists';

/** Integers travel as decimal text, so any size stays exact. */
const integers = v.array(entryText);

export const transformEvent = v.variant('type', [
	v.object({ type: v.literal('criterion'), criterion: v.picklist(criteria) }),
	v.object({ type: v.literal('term'), player: entryText, value: entryText }),
	v.object({ type: v.literal('b-list'), player: entryText, list: integers }),
	v.object({ type: v.literal('order'), player: entryText, a: integers }),
	v.object({ type: v.literal('next-round') })
]);

export type TransformEvent = v.InferOutput<typeof transformEvent>;
