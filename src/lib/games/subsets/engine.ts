/**
 * The Subsets table referee: tracks every pile, checks each drawn card and each move with the
 * card checker, and counts the cards. The checker is injected (see checker.ts), so the engine
 * only knows the table rules. Where the checker cannot decide, the engine asks for the table's
 * answer in the event and records it, so the log says who decided what.
 *
 * This module assembles the parts: the state (state.ts, house-rules.ts), a new table (setup.ts),
 * the checker's answers as the table uses them (weigh.ts), the turn's bookkeeping (turns.ts), one
 * applier per event (deal.ts, draw.ts, error-call.ts, moves.ts) and the read-only views the
 * screens use (views.ts). Importers keep importing from here.
 */
import type { GameEngine, RuleViolation } from '../../core/engine';
import type { CardChecker, CheckResult } from './checker';
import { applyStartingCard } from './deal';
import { applyDeckExhausted, applyDraw } from './draw';
import { applyErrorCall } from './error-call';
import type { SubsetsEvent } from './events';
import { defaultHouseRules, type SubsetsHouseRules } from './house-rules';
import { applyFlip, applyNewPile, applySteal } from './moves';
import { setup } from './setup';
import { setRules, type StealOption, type SubsetsState } from './state';
import { isFinished, scoreboard } from './views';
import { stealOptions, type RecordedPileCheck } from './weigh';

export type { SubsetsEvent };
export { defaultHouseRules, houseRuleFields, type SubsetsHouseRules } from './house-rules';
export {
	FACE_UP_LIMIT,
	MAX_PLAYERS,
	MIN_PLAYERS,
	cardCounts,
	pileNumberInEvent,
	pilesOf,
	setRules,
	topCard,
	type DealRecord,
	type DrawOutcome,
	type DrawRecord,
	type Phase,
	type Pile,
	type PlayerArea,
	type Stealable,
	type StealOption,
	type SubsetsState,
	type TableSays,
	type WrongCall
} from './state';
export { weighPile, type RecordedPileCheck } from './weigh';
export { describeEvent, pendingChoice, ranking, whoseTurn } from './views';

export interface SubsetsEngine extends GameEngine<SubsetsState, SubsetsEvent, SubsetsHouseRules> {
	/**
	 * Weighs every face-up pile against `drawnCard`, in table order, using the answers `recorded`
	 * with the draw where there are any and the checker for the rest.
	 */
	stealOptions(
		state: SubsetsState,
		drawnCard: string,
		recorded?: readonly RecordedPileCheck[]
	): StealOption[];
	/** Checks a card with the table's reading choices (for live feedback while typing). */
	checkCard(state: SubsetsState, card: string): CheckResult;
}

/** Builds the Subsets engine around a card checker. */
export function createSubsetsEngine(checker: CardChecker): SubsetsEngine {
	/** Applies one event through its own applier; never changes `state`. */
	function apply(state: SubsetsState, event: SubsetsEvent): SubsetsState | RuleViolation {
		switch (event.type) {
			case 'starting-card':
				return applyStartingCard(checker, state, event);
			case 'draw':
				return applyDraw(checker, state, event);
			case 'error-call':
				return applyErrorCall(state, event);
			case 'steal':
				return applySteal(state, event);
			case 'new-pile':
				return applyNewPile(state, event);
			case 'flip':
				return applyFlip(state, event);
			case 'deck-exhausted':
				return applyDeckExhausted(state);
		}
	}

	return {
		id: 'subsets',
		defaultHouseRules,
		setup,
		apply,
		scoreboard,
		isFinished,
		stealOptions: (state, drawnCard, recorded) => stealOptions(checker, state, drawnCard, recorded),
		checkCard: (state, card) => checker.checkCard(card, setRules(state))
	};
}
