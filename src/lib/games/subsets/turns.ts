/** The turn's bookkeeping shared by the appliers: refusals for the wrong time or player, the error phase, and settling a draw. */
import { violation, type RuleViolation } from '../../core/engine';
import type { CheckResult } from './checker';
import { RULE } from './rules';
import {
	cardCounts,
	seatOf,
	type DrawRecord,
	type Phase,
	type SubsetsState,
	type TableSays
} from './state';

/** Refuses an event made at the wrong time, saying what the table must do first. */
export function notNow(state: SubsetsState, what: string): RuleViolation {
	const phase = state.phase;
	const name = (seat: number) => state.players[seat].name;
	const reasons: Record<Phase['kind'], [string, string]> = {
		setup: [`Deal the starting cards before anyone can ${what}.`, RULE.deal],
		error: [
			'The drawn card is an error: first record who called “Error!” and captures it.',
			RULE.errorCapture
		],
		draw: [`${name(state.turn)} must draw a card first.`, RULE.draw],
		move: [
			`${'seat' in phase ? name(phase.seat) : ''} must first steal a pile or start a new pile with the drawn card.`,
			RULE.steal
		],
		flip: [
			`${'seat' in phase ? name(phase.seat) : ''} must first choose which largest pile to turn face down.`,
			RULE.flipTie
		],
		over: ['The game is over.', RULE.end]
	};
	const [reason, rule] = reasons[phase.kind];
	return violation(reason, rule);
}

/** Refuses a move event that names someone other than the player to move. */
export function wrongPlayer(
	state: SubsetsState,
	seat: number,
	id: string | undefined
): RuleViolation | null {
	if (id === undefined) return null;
	const named = seatOf(state, id);
	if (named === seat) return null;
	return violation(
		`It is ${state.players[seat].name}’s turn, not ${named >= 0 ? state.players[named].name : 'that player'}’s.`,
		RULE.turnOrder,
		id
	);
}

/** The phase that waits for an error card to be captured; the table's ruling stands in for the checker's reason. */
export function errorPhase(
	seat: number,
	card: string,
	check: CheckResult,
	tableSaid: TableSays | undefined,
	during: 'setup' | 'draw'
): Phase {
	if (tableSaid === 'error') {
		return {
			kind: 'error',
			seat,
			card,
			reason: 'The table ruled that this card is an error.',
			during
		};
	}
	return {
		kind: 'error',
		seat,
		card,
		reason: check.reason,
		...('span' in check ? { span: check.span } : {}),
		during
	};
}

/** Settles a draw: records the card counts, passes the turn when `passTurn`, and waits for the next draw. */
export function finishDraw(next: SubsetsState, record: DrawRecord, passTurn: boolean): void {
	record.counts = cardCounts(next);
	if (passTurn) next.turn = (next.turn + 1) % next.players.length;
	next.phase = { kind: 'draw' };
}
