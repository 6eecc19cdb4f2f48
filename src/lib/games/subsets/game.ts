/** What the app's registry loads for Subsets: the engine on the real checker, house rules, history lines. */
export { engine } from './index';
export { describeEvent, houseRuleFields } from './engine';
