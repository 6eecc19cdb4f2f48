/** An “Error!” call: the capture of an error card, or a wrong call and the card it may cost. */
import { refusal, type RuleViolation } from '../../core/engine';
import type { SubsetsEvent } from './events';
import { RULE } from './rules';
import { currentDraw, pilesOf, seatOf, type SubsetsState } from './state';
import { finishDraw } from './turns';

/** Takes the face-down card a wrong caller gives up (see rule 17), or null when they have none. */
function takeFaceDownCard(next: SubsetsState, seat: number): string | null {
	const player = next.players[seat];
	const loose = player.captured.pop() ?? player.received.pop();
	if (loose !== undefined) return loose;
	const down = pilesOf(next, seat).filter((pile) => !pile.faceUp);
	if (down.length === 0) return null;
	const largest = down.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
	const card = largest.cards.pop() ?? null;
	if (largest.cards.length === 0) next.piles = next.piles.filter((pile) => pile !== largest);
	return card;
}

/** Someone calls “Error!”: the caller captures an error card, or a wrong call may cost a card. */
export function applyErrorCall(
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'error-call' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	const caller = seatOf(state, event.caller);
	if (caller < 0) return refusal({ code: 'subsets/caller-not-seated' });
	if (phase.kind === 'error') {
		const next = structuredClone(state);
		next.players[caller].captured.push(phase.card);
		if (phase.during === 'setup') {
			next.dealt[next.dealt.length - 1].capturedBy = caller;
			// The same player is dealt another starting card.
			next.phase = { kind: 'setup', seat: phase.seat };
			return next;
		}
		const record = currentDraw(next);
		record.outcome = { kind: 'captured', by: caller };
		finishDraw(next, record, !state.houseRules.drawAgainAfterCapture);
		return next;
	}
	if (phase.kind === 'move') {
		if (caller === phase.seat) {
			return refusal({ code: 'subsets/own-card' }, RULE.wrongCalls, state.players[caller].id);
		}
		const next = structuredClone(state);
		const gave = state.houseRules.wrongCallPenalty ? takeFaceDownCard(next, caller) : null;
		if (gave !== null) next.players[phase.seat].received.push(gave);
		currentDraw(next).wrongCalls.push({ caller, gave });
		return next;
	}
	return refusal({ code: 'subsets/nothing-to-call' }, RULE.errorCapture, state.players[caller].id);
}
