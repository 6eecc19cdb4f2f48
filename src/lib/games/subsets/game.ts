/** What the app's registry loads for Subsets: the engine on the real checker, house rules, history lines. */
import { withTypedEvents } from '../../core/events';
import { subsetsEvent } from './events';
import { engine as rulesEngine } from './index';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(rulesEngine, subsetsEvent);
export { describeEvent, houseRuleFields } from './engine';
