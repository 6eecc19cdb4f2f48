/**
 * A new Reframing match: every card in hand, no frame used.
 */
import { type RuleViolation, type SessionPlayer, shownValue, violation } from '../../core/engine';
import { RULE } from './rules';
import { type ReframingHouseRules, defaultHouseRules, thresholdsFor } from './house-rules';
import { HIGHEST_CARD, MAX_PLAYERS, MIN_PLAYERS, type ReframingState } from './state';

/** Starts a match: every card in hand, no frame used. */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<ReframingHouseRules> = defaultHouseRules
): ReframingState | RuleViolation {
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
		return violation(
			`Reframing needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}.`,
			RULE.players
		);
	}
	const ids = new Set(players.map((p) => p.id));
	if (ids.size !== players.length) return violation('Two players have the same id.');
	const mode = houseRules?.thresholds ?? defaultHouseRules.thresholds;
	if (mode !== 'printed' && mode !== 'scaled') {
		return violation(
			`The threshold setting is printed or scaled, not ${shownValue(mode)}.`,
			RULE.ruling(5)
		);
	}
	return {
		players: players.map((p) => ({ ...p })),
		houseRules: { thresholds: mode },
		thresholds: thresholdsFor(players.length, mode),
		round: 1,
		positions: players.map(() => new Array<number>(HIGHEST_CARD).fill(0)),
		pending: players.map(() => null),
		assignments: null,
		assignmentSeed: null,
		results: [],
		totals: players.map(() => 0)
	};
}
