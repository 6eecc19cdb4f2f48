/** The drawer's move with an accepted card (steal a pile or start one) and the face-up limit after it. */
import { refusal, type RuleViolation } from '../../core/engine';
import { checkerSaid } from './said';
import type { SubsetsEvent } from './events';
import { RULE } from './rules';
import {
	FACE_UP_LIMIT,
	currentDraw,
	newPile,
	pilesOf,
	type DrawRecord,
	type SubsetsState
} from './state';
import { finishDraw, notNow, wrongPlayer } from './turns';

/** After a move: turn the largest face-up pile down when the mover has too many. */
function applyFlipRule(next: SubsetsState, seat: number, record: DrawRecord): void {
	const up = pilesOf(next, seat).filter((pile) => pile.faceUp);
	if (up.length <= FACE_UP_LIMIT) return finishDraw(next, record, true);
	const largest = Math.max(...up.map((pile) => pile.cards.length));
	const tied = up.filter((pile) => pile.cards.length === largest);
	if (tied.length === 1) {
		tied[0].faceUp = false;
		record.flipped = { pile: tied[0].id, chosen: false };
		return finishDraw(next, record, true);
	}
	next.phase = { kind: 'flip', seat, candidates: tied.map((pile) => pile.id) };
}

/** The drawer steals a face-up pile whose top card is a subset of the drawn card. */
export function applySteal(
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'steal' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'move') return notNow(state, 'steal');
	const bad = wrongPlayer(state, phase.seat, event.player);
	if (bad) return bad;
	const pile = state.piles.find((p) => p.id === event.pile);
	if (!pile) return refusal({ code: 'subsets/no-such-pile' }, RULE.steal);
	if (!pile.faceUp) {
		return refusal({ code: 'subsets/face-down-safe' }, RULE.faceDownSafe);
	}
	const option = phase.options.find((o) => o.pile === pile.id);
	if (!option) return refusal({ code: 'subsets/pile-not-there' });
	const cards = { top: option.top, card: phase.card };
	if (option.steal === 'no') {
		return refusal(
			option.witness !== undefined
				? { code: 'subsets/not-a-subset', ...cards, witness: option.witness }
				: { code: 'subsets/not-a-subset-because', ...cards, why: checkerSaid(option) },
			RULE.steal
		);
	}
	if (option.steal === 'ask-table' && event.tableAgreed !== true) {
		return refusal({ code: 'subsets/ask-table', ...cards }, RULE.askTheTable);
	}
	const next = structuredClone(state);
	const moved = next.piles.find((p) => p.id === pile.id)!;
	moved.cards.push(phase.card);
	moved.owner = phase.seat;
	// A stolen pile joins the end of the new owner's row.
	next.piles = [...next.piles.filter((p) => p !== moved), moved];
	const record = currentDraw(next);
	record.outcome = {
		kind: 'stole',
		pile: pile.id,
		from: pile.owner,
		verdict: option.verdict,
		tableAgreed: option.steal === 'ask-table'
	};
	applyFlipRule(next, phase.seat, record);
	return next;
}

/** The drawer starts a new pile with the drawn card (refused when stealing is compulsory and proven). */
export function applyNewPile(
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'new-pile' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'move') return notNow(state, 'new-pile');
	const bad = wrongPlayer(state, phase.seat, event.player);
	if (bad) return bad;
	const proven = phase.options.find((o) => o.steal === 'proven');
	if (state.houseRules.compulsoryStealing && proven) {
		return refusal(
			{ code: 'subsets/compulsory', top: proven.top, card: phase.card },
			RULE.stealingOptional
		);
	}
	const next = structuredClone(state);
	const pile = newPile(next, phase.seat, phase.card);
	next.piles.push(pile);
	const record = currentDraw(next);
	record.outcome = { kind: 'new-pile', pile: pile.id };
	applyFlipRule(next, phase.seat, record);
	return next;
}

/** The drawer chooses which of their tied largest face-up piles turns face down. */
export function applyFlip(
	state: SubsetsState,
	event: Extract<SubsetsEvent, { type: 'flip' }>
): SubsetsState | RuleViolation {
	const phase = state.phase;
	if (phase.kind !== 'flip') {
		return refusal({ code: 'subsets/no-flip-needed' }, RULE.flipping);
	}
	const bad = wrongPlayer(state, phase.seat, event.player);
	if (bad) return bad;
	if (!phase.candidates.includes(event.pile)) {
		return refusal({ code: 'subsets/choose-largest' }, RULE.flipTie);
	}
	const next = structuredClone(state);
	next.piles.find((p) => p.id === event.pile)!.faceUp = false;
	const record = currentDraw(next);
	record.flipped = { pile: event.pile, chosen: true };
	finishDraw(next, record, true);
	return next;
}
