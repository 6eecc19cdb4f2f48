/** What the app's registry loads for Subsets: the engine on the real checker, house rules, history lines. */
import { checkCard, decideSubset } from '../../core/subsets-checker';
import { withTypedEvents } from '../../core/events';
import { contradictedAnswer } from './audit';
import type { SubsetsState } from './engine';
import { subsetsEvent } from './events';
import { engine as rulesEngine } from './index';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(rulesEngine, subsetsEvent);
export { describeEvent, houseRuleFields } from './engine';

/** Why a backup's entry records a checker answer the checker contradicts (see audit.ts). */
export function audit(state: SubsetsState, event: unknown): string | null {
	return contradictedAnswer({ checkCard, decideSubset }, state, event);
}
