/**
 * The house rules of a Reframing match: printed or scaled thresholds, and the thresholds each
 * table size plays with (ruling 5).
 */
import { type HouseRuleField } from '../../core/engine';

export type ThresholdMode = 'printed' | 'scaled';

export interface ReframingHouseRules {
	/** Whether conditions 5, 8, 10 and 13 use the printed numbers or numbers scaled to the table. */
	thresholds: ThresholdMode;
}

/** The numbers in conditions 5, 8, 10 and 13. */
export interface Thresholds {
	/** C5: at least this many cards on the frame. */
	frameCards: number;
	/** C8: at most this many 8s on the frame and the higher ones. */
	maxEights: number;
	/** C10: a number must appear at least this often. */
	copies: number;
	/** C13: at least this many different numbers on the frame. */
	differentNumbers: number;
}

export const PRINTED_THRESHOLDS: Thresholds = {
	frameCards: 20,
	maxEights: 8,
	copies: 4,
	differentNumbers: 11
};

/** The table size the printed thresholds were written for. */
export const WRITTEN_FOR = 11;

export const defaultHouseRules: ReframingHouseRules = { thresholds: 'printed' };

export const houseRuleFields: HouseRuleField[] = [
	{
		key: 'thresholds',
		label: 'Condition thresholds',
		help: 'The numbers in conditions 5, 8, 10 and 13 are written for 11 players. Scaling multiplies each by the number of players over 11, rounded, for tables of fewer than 11.',
		kind: 'choice',
		choices: [
			{ value: 'printed', label: 'As printed (20 cards, eight 8s, four copies, 11 numbers)' },
			{ value: 'scaled', label: 'Scaled for smaller tables' }
		],
		default: 'printed'
	}
];

/**
 * The thresholds in force: printed, or for a table of fewer than 11 scaled by players / 11,
 * rounded half up and never below 1 (ruling 5).
 */
export function thresholdsFor(players: number, mode: ThresholdMode): Thresholds {
	if (mode === 'printed' || players >= WRITTEN_FOR) return { ...PRINTED_THRESHOLDS };
	// Integer form of round(value * players / 11) with halves going up.
	const scale = (value: number) =>
		Math.max(1, Math.floor((2 * value * players + WRITTEN_FOR) / (2 * WRITTEN_FOR)));
	return {
		frameCards: scale(PRINTED_THRESHOLDS.frameCards),
		maxEights: scale(PRINTED_THRESHOLDS.maxEights),
		copies: scale(PRINTED_THRESHOLDS.copies),
		differentNumbers: scale(PRINTED_THRESHOLDS.differentNumbers)
	};
}
