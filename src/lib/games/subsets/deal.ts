/** The deal: each player in seat order gets a starting card, and an error card is captured first. */
import { refusal, type RuleViolation } from '../../core/engine';
import type { CardChecker } from './checker';
import type { SubsetsEvent } from './events';
import { RULE } from './rules';
import { cardCounts, newPile, seatOf, type DealRecord, type SubsetsState } from './state';
import { errorPhase } from './turns';
import { judgeCard } from './weigh';

/** A starting card dealt to the next seat, or an error card the table captures first. */
export function applyStartingCard(
	checker: CardChecker,
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'starting-card' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'setup') {
		return refusal({ code: 'subsets/all-dealt' }, RULE.deal);
	}
	const seat = seatOf(state, event.player);
	if (seat !== phase.seat) {
		return refusal({ code: 'subsets/deal-order', name: state.players[phase.seat].name }, RULE.deal);
	}
	const judged = judgeCard(checker, state, event.card, event.tableSays, event.check);
	if ('kind' in judged) return judged;
	const next = structuredClone(state);
	const record: DealRecord = {
		seat,
		card: judged.card,
		verdict: judged.check.verdict,
		reason: judged.check.reason,
		...(judged.tableSaid ? { tableSaid: judged.tableSaid } : {})
	};
	next.dealt.push(record);
	if (judged.effective === 'error') {
		next.phase = errorPhase(seat, judged.card, judged.check, judged.tableSaid, 'setup');
		return next;
	}
	next.piles.push(newPile(next, seat, judged.card));
	advanceSetup(next, seat);
	return next;
}

/** After a good starting card: the next seat is dealt one, or the first turn begins once all have one. */
function advanceSetup(next: SubsetsState, seat: number): void {
	if (seat + 1 < next.players.length) {
		next.phase = { kind: 'setup', seat: seat + 1 };
		return;
	}
	next.startCounts = cardCounts(next);
	next.turn = 0;
	next.phase = { kind: 'draw' };
}
