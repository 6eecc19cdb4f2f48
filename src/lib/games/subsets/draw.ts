/** Drawing a card, and the deck running out between turns. */
import { refusal, type RuleViolation } from '../../core/engine';
import type { CardChecker } from './checker';
import type { SubsetsEvent } from './events';
import { RULE } from './rules';
import type { SubsetsState } from './state';
import { errorPhase, notNow, wrongPlayer } from './turns';
import { judgeCard, stealOptions } from './weigh';

/** The player to move draws a card: an error waits for its capture, any other card for a move. */
export function applyDraw(
	checker: CardChecker,
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'draw' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'draw') return notNow(state, 'draw');
	const bad = wrongPlayer(state, state.turn, event.player);
	if (bad) return bad;
	const judged = judgeCard(checker, state, event.card, event.tableSays, event.check);
	if ('kind' in judged) return judged;
	const next = structuredClone(state);
	next.drawn.push({
		number: next.drawn.length + 1,
		seat: state.turn,
		card: judged.card,
		verdict: judged.check.verdict,
		reason: judged.check.reason,
		...(judged.tableSaid ? { tableSaid: judged.tableSaid } : {}),
		wrongCalls: []
	});
	if (judged.effective === 'error') {
		next.phase = errorPhase(state.turn, judged.card, judged.check, judged.tableSaid, 'draw');
		return next;
	}
	next.phase = {
		kind: 'move',
		seat: state.turn,
		card: judged.card,
		verdict: judged.check.verdict === 'valid' ? 'valid' : 'unsupported',
		reason: judged.check.reason,
		options: stealOptions(checker, state, judged.card, event.checks)
	};
	return next;
}

/** The deck runs out between turns: the game is over. */
export function applyDeckExhausted(state: SubsetsState): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'draw') {
		return phase.kind === 'over'
			? refusal({ code: 'subsets/already-over' }, RULE.end)
			: refusal({ code: 'subsets/deck-between-turns' }, RULE.deckRunsOut);
	}
	return { ...state, phase: { kind: 'over' } };
}
