/**
 * A new Reframing match: every card in hand, no frame used.
 */
import { type RuleViolation, type SessionPlayer, describeValue, refusal } from '../../core/engine';
import { type ReframingSaid } from './said';
import { RULE } from './rules';
import { type ReframingHouseRules, defaultHouseRules, thresholdsFor } from './house-rules';
import { HIGHEST_CARD, MAX_PLAYERS, MIN_PLAYERS, type ReframingState } from './state';

/** Starts a match: every card in hand, no frame used. */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<ReframingHouseRules> = defaultHouseRules
): ReframingState | RuleViolation {
	if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
		return refusal(
			{
				code: 'reframing/player-count',
				min: MIN_PLAYERS,
				max: MAX_PLAYERS,
				count: players.length
			} satisfies ReframingSaid,
			RULE.players
		);
	}
	const ids = new Set(players.map((p) => p.id));
	if (ids.size !== players.length) return refusal({ code: 'reframing/same-id' });
	const mode = houseRules?.thresholds ?? defaultHouseRules.thresholds;
	if (mode !== 'printed' && mode !== 'scaled') {
		return refusal(
			{ code: 'reframing/threshold-mode', value: describeValue(mode) } satisfies ReframingSaid,
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
