/**
 * For tests only: the smallest game the stores and the shared table can run. Each event adds its
 * `n` points to the one player, a negative number is refused, and 10 points end it.
 */
import { violation, type GameEngine, type GameEvent } from '../engine';

export type PointsState = { points: number };

export const pointsGame: GameEngine<PointsState, GameEvent> = {
	id: 'transform',
	defaultHouseRules: {},
	setup: () => ({ points: 0 }),
	apply: (state, event) =>
		(event.n as number) < 0
			? violation('Points cannot be negative.')
			: { points: state.points + (event.n as number) },
	scoreboard: () => ({ players: ['A'], rounds: [], totals: [0], finished: false, leaders: [] }),
	isFinished: (s) => s.points >= 10
};
