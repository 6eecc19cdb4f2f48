/**
 * Closing a round: the pending entries applied, the frames scored, and the next round begun; and
 * a whole round entered at once from the table's record.
 */
import { type RuleViolation, describeValue, isViolation, refusal } from '../../core/engine';
import { type ReframingSaid } from './said';
import { type ReframingEvent } from './events';
import { RULE } from './rules';
import { namesRefused, readAssignments, setAssignments } from './assignments';
import { drawAssignments, isSeed } from './draw';
import { applyInput, seatOf, submit } from './entries';
import { assignmentPoints, cardPointsOf, evaluateFrames, predictionPoints } from './scoring';
import { type PlayerInput, ROUNDS, type ReframingState, type RoundResult } from './state';

export function over(state: ReframingState): RuleViolation | null {
	return state.round > ROUNDS
		? refusal({ code: 'reframing/match-over' } satisfies ReframingSaid, RULE.eightRounds)
		: null;
}

/** Scores the current round from the pending entries and moves on to the next round. */
export function closeRound(state: ReframingState): ReframingState | RuleViolation {
	const ended = over(state);
	if (ended) return ended;
	const { round, players } = state;
	const guesses: number[] = [];
	if (round === 3) {
		for (const [seat, entry] of state.pending.entries()) {
			if (entry?.prediction === undefined) {
				return refusal(
					{ code: 'reframing/no-guess-yet', name: players[seat].name } satisfies ReframingSaid,
					RULE.round3,
					players[seat].id
				);
			}
			guesses.push(entry.prediction);
		}
	}
	if (round === 7 && !state.assignments) {
		return refusal({ code: 'reframing/names-not-yet' } satisfies ReframingSaid, RULE.round7);
	}
	const inputs = state.pending.map((p) => p ?? { plays: [] });
	const positions: number[][] = [];
	let moved = 0;
	for (let seat = 0; seat < players.length; seat++) {
		const applied = applyInput(state, seat, inputs[seat]);
		if ('kind' in applied) return applied;
		positions.push(applied.positions);
		moved += applied.fromEarlierFrames;
	}
	const names = players.map((p) => p.name);
	const frames = evaluateFrames(positions, round, state.thresholds, names);
	const cardPoints = cardPointsOf(frames, players.length);
	const cappedPoints = cardPoints.map((p) => Math.max(0, p));
	const bonus = players.map(() => 0);
	const result: RoundResult = {
		round,
		frames,
		inputs,
		cardPoints,
		cappedPoints,
		bonus,
		score: [],
		totals: []
	};
	if (round === 3) {
		const points = predictionPoints(guesses, moved);
		result.prediction = { actual: moved, guesses, points };
		points.forEach((p, seat) => (bonus[seat] += p));
	}
	if (round === 7 && state.assignments) {
		result.assignment = assignmentPoints(frames, state.assignments);
		result.assignment.points.forEach((p, seat) => (bonus[seat] += p));
	}
	// Bonuses come after the zero cap (ruling 11).
	result.score = cappedPoints.map((p, seat) => p + bonus[seat]);
	result.totals = state.totals.map((t, seat) => t + result.score[seat]);
	return {
		...state,
		round: round + 1,
		positions,
		pending: players.map(() => null),
		results: [...state.results, result],
		totals: result.totals
	};
}

/**
 * One of a round entry's records, checked for players who are not in the match (the event's
 * schema already made it a record of the right values).
 */
function readRecord<T>(
	state: ReframingState,
	value: Record<string, T> | undefined
): Record<string, T> | RuleViolation {
	if (value === undefined) return {};
	for (const id of Object.keys(value)) {
		if (seatOf(state, id) < 0)
			return refusal({
				code: 'reframing/no-player',
				value: describeValue(id)
			} satisfies ReframingSaid);
	}
	return value;
}

export function applyRound(
	state: ReframingState,
	event: Extract<ReframingEvent, { type: 'round' }>
): ReframingState | RuleViolation {
	const plays = readRecord(state, event.plays);
	const prediction = readRecord(state, event.predictions);
	const recover = readRecord(state, event.recover);
	const boost = readRecord(state, event.boost);
	if (isViolation(plays)) return plays;
	if (isViolation(prediction)) return prediction;
	if (isViolation(recover)) return recover;
	if (isViolation(boost)) return boost;
	const fields = { plays, prediction, recover, boost };
	let next = state;
	if (event.assignments !== undefined || event.seed !== undefined) {
		const refused = namesRefused(state);
		if (refused) return refused;
		let rows: number[][] | RuleViolation;
		if (event.assignments !== undefined) {
			rows = readAssignments(state, event.assignments);
		} else if (event.seed !== undefined && isSeed(event.seed)) {
			rows = drawAssignments(state.players.length, event.seed);
		} else {
			rows = refusal({ code: 'reframing/bad-seed' } satisfies ReframingSaid, RULE.round7);
		}
		if ('kind' in rows) return rows;
		const withNames = setAssignments(
			next,
			rows,
			event.assignments === undefined ? (event.seed ?? null) : null
		);
		if ('kind' in withNames) return withNames;
		next = withNames;
	}
	for (let seat = 0; seat < state.players.length; seat++) {
		const id = state.players[seat].id;
		// Own keys only: a player called "toString" must not find Object.prototype's.
		const given = (record: Record<string, unknown>) => Object.hasOwn(record, id);
		if (!Object.values(fields).some(given)) continue;
		const before = next.pending[seat];
		const input: PlayerInput = {
			plays: given(fields.plays) ? fields.plays[id] : (before?.plays ?? [])
		};
		const prediction = given(fields.prediction) ? fields.prediction[id] : before?.prediction;
		const recover = given(fields.recover) ? fields.recover[id] : before?.recover;
		const boost = given(fields.boost) ? fields.boost[id] : before?.boost;
		if (prediction !== undefined) input.prediction = prediction;
		if (recover !== undefined) input.recover = recover;
		if (boost !== undefined) input.boost = boost;
		const submitted = submit(next, seat, input);
		if ('kind' in submitted) return submitted;
		next = submitted;
	}
	return closeRound(next);
}
