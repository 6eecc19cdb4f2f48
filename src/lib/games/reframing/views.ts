/**
 * Read-only views of a Reframing state: the score table, whether the match is over, who won.
 */
import { type Scoreboard } from '../../core/engine';
import { leadersOf } from '../../core/scoreboard';
import { ROUNDS, type ReframingState } from './state';

/** The round-by-round table for the shared scoreboard. */
export function scoreboard(state: ReframingState): Scoreboard {
	return {
		players: state.players.map((p) => p.name),
		rounds: state.results.map((r) => ({
			label: `Round ${r.round}`,
			round: r.round,
			scores: [...r.score]
		})),
		totals: [...state.totals],
		finished: state.results.length >= ROUNDS,
		leaders: state.results.length === 0 ? [] : leadersOf(state.totals)
	};
}

/** True once round 8 has been scored. */
export function isFinished(state: ReframingState): boolean {
	return state.results.length >= ROUNDS;
}

/** The winners' seats after round 8 (several on a tie), or an empty list before then. */
export function winners(state: ReframingState): number[] {
	return isFinished(state) ? leadersOf(state.totals) : [];
}
