/**
 * Reframing (pseudonam): eight rounds, eight frames, cards numbered 1 to 13, each with a condition
 * that scores or costs its number at the end of every round. Pure: every function returns new data
 * and leaves its arguments alone. Players are addressed by seat index inside the state and by
 * session id in events.
 *
 * This module assembles the parts and applies each event: the state (state.ts, house-rules.ts), a
 * new match (setup.ts), one seat's entries (entries.ts), the round 7 names (assignments.ts,
 * draw.ts), closing a round (rounds.ts), the cards' conditions and scoring (conditions.ts,
 * scoring.ts) and the read-only views (views.ts). Importers keep importing from here.
 */
import { type GameEngine, type RuleViolation, describeValue, refusal } from '../../core/engine';
import { type ReframingSaid } from './said';
import type { AssignmentInput, ReframingEvent } from './events';
import { RULE } from './rules';
import { namesRefused, readAssignments, setAssignments } from './assignments';
import { drawAssignments, isSeed } from './draw';
import { seatOf, submit } from './entries';
import { type ReframingHouseRules, defaultHouseRules } from './house-rules';
import { applyRound, closeRound, over } from './rounds';
import { setup } from './setup';
import { type PlayerInput, type ReframingState } from './state';
import { isFinished, scoreboard } from './views';

export { seededRandom } from '../../core/random';
export type { AssignmentInput, ReframingEvent };
export {
	DISTINCT_NAMES_FROM,
	FRAMES,
	HIGHEST_CARD,
	MAX_PLAYERS,
	MAX_PLAYS,
	MIN_PLAYERS,
	NAMED_FRAMES,
	ROUNDS,
	deckInRound,
	joinRound,
	type AssignmentResult,
	type CardResult,
	type FrameResult,
	type PlayerInput,
	type PredictionResult,
	type ReframingState,
	type RoundResult
} from './state';
export {
	PRINTED_THRESHOLDS,
	WRITTEN_FOR,
	defaultHouseRules,
	houseRuleFields,
	thresholdsFor,
	type ReframingHouseRules,
	type ThresholdMode,
	type Thresholds
} from './house-rules';
export { assignmentPoints, cardPointsOf, evaluateFrames, predictionPoints } from './scoring';
export { drawAssignments } from './draw';
export { readAssignments } from './assignments';
export { setup } from './setup';
export { closeRound } from './rounds';
export { isFinished, scoreboard, winners } from './views';

/** Applies one event; a refused event returns a violation naming the player, card and rule. */
export function apply(
	state: ReframingState,
	event: ReframingEvent
): ReframingState | RuleViolation {
	const ended = over(state);
	if (ended) return ended;
	switch (event.type) {
		case 'submit': {
			const seat = seatOf(state, event.player);
			if (seat < 0)
				return refusal({ code: 'reframing/no-player', value: describeValue(event.player) });
			const input: PlayerInput = { plays: event.plays };
			if (event.prediction !== undefined) input.prediction = event.prediction;
			if (event.recover !== undefined) input.recover = event.recover;
			if (event.boost !== undefined) input.boost = event.boost;
			return submit(state, seat, input);
		}
		case 'draw-assignments':
			if (!isSeed(event.seed)) {
				return refusal({ code: 'reframing/bad-seed' } satisfies ReframingSaid, RULE.round7);
			}
			return setAssignments(state, drawAssignments(state.players.length, event.seed), event.seed);
		case 'set-assignments': {
			const refused = namesRefused(state);
			if (refused) return refused;
			const rows = readAssignments(state, event.assignments);
			return 'kind' in rows ? rows : setAssignments(state, rows, null);
		}
		case 'close-round':
			return closeRound(state);
		case 'round':
			return applyRound(state, event);
	}
}

export const reframingEngine: GameEngine<ReframingState, ReframingEvent, ReframingHouseRules> = {
	id: 'reframing',
	defaultHouseRules,
	setup: (players, houseRules) => setup(players, houseRules),
	apply,
	scoreboard,
	isFinished
};
