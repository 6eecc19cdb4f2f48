/** The turn's bookkeeping shared by the appliers: refusals for the wrong time or player, the error phase, and settling a draw. */
import { refusal, type RuleViolation } from '../../core/engine';
import type { MoveTried, SubsetsSaid } from './said';
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
export function notNow(state: SubsetsState, tried: MoveTried): RuleViolation {
	const phase = state.phase;
	const name = (seat: number) => state.players[seat].name;
	const mover = 'seat' in phase ? name(phase.seat) : '';
	const reasons: Record<Phase['kind'], [SubsetsSaid, string]> = {
		setup: [{ code: 'subsets/not-now-setup', tried }, RULE.deal],
		error: [{ code: 'subsets/not-now-error' }, RULE.errorCapture],
		draw: [{ code: 'subsets/not-now-draw', name: name(state.turn) }, RULE.draw],
		move: [{ code: 'subsets/not-now-move', name: mover }, RULE.steal],
		flip: [{ code: 'subsets/not-now-flip', name: mover }, RULE.flipTie],
		over: [{ code: 'subsets/not-now-over' }, RULE.end]
	};
	const [said, rule] = reasons[phase.kind];
	return refusal(said, rule);
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
	return refusal(
		{
			code: 'subsets/wrong-player',
			name: state.players[seat].name,
			named: named >= 0 ? state.players[named].name : null
		},
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
			tableRuled: true,
			during
		};
	}
	return {
		kind: 'error',
		seat,
		card,
		reason: check.reason,
		...('code' in check ? { fault: check.code } : {}),
		...('said' in check && check.said ? { said: check.said } : {}),
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
