/**
 * A notepad score as the engine takes it: its size, its decimal places and its refusals (said as
 * data, teams.ts's `coded`). Kept apart from engine.ts, which re-exports what others read.
 */
import {
	describeValue,
	shownValue,
	type RuleViolation,
	type SessionPlayer
} from '../../core/engine';
import { countOf } from '../../core/words';
import { RULE } from './rules';
import { coded } from './teams';

/** Largest score, target or round count in size: totals stay exact whole numbers. */
export const SCORE_LIMIT = 1_000_000_000;

/** Whether `value` has at most `places` decimal places (whole when 0). */
export function fitsPlaces(value: number, places: number): boolean {
	return Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

/** What a score should be, in words: "a whole number", "a number with at most 2 decimal places". */
export function scoreKind(places: number): string {
	return places === 0
		? 'a whole number'
		: `a number with at most ${countOf(places, 'decimal place')}`;
}

/** A score as the engine takes it, or why not. */
export function scoreProblem(
	value: unknown,
	player: SessionPlayer,
	places: number
): RuleViolation | null {
	if (value === undefined)
		return coded(
			'no_score',
			{ name: player.name },
			`${player.name} has no score for this round.`,
			RULE.round,
			player.id
		);
	if (typeof value !== 'number' || !fitsPlaces(value, places))
		return coded(
			'score_kind',
			{ name: player.name, places, value: describeValue(value) },
			`${player.name}'s score should be ${scoreKind(places)}; it is ${shownValue(value)}.`,
			RULE.scores,
			player.id
		);
	if (Math.abs(value) > SCORE_LIMIT)
		return coded(
			'score_large',
			{ name: player.name, limit: SCORE_LIMIT },
			`${player.name}'s score is too large: at most ${SCORE_LIMIT.toLocaleString('en')} either way.`,
			RULE.scores,
			player.id
		);
	return null;
}
