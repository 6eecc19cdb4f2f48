/**
 * The round 7 names decided at the table: read into seat rows and checked against the rules.
 */
import { type RuleViolation, describeValue, refusal } from '../../core/engine';
import { type ReframingRefusal } from './said';
import { type AssignmentInput } from './events';
import { RULE } from './rules';
import { DISTINCT_NAMES_FROM, NAMED_FRAMES, type ReframingState } from './state';

/** Turns names decided at the table into seat rows, or says which name breaks the rules. */
export function readAssignments(
	state: Pick<ReframingState, 'players'>,
	byFrame: Partial<AssignmentInput>
): number[][] | RuleViolation {
	const players = state.players;
	const n = players.length;
	for (const key of Object.keys(byFrame)) {
		if (!/^[1-5]$/.test(key)) {
			return refusal(
				{ code: 'reframing/names-frame-key', key } satisfies ReframingRefusal,
				RULE.round7
			);
		}
	}
	const rows: number[][] = [];
	for (let frame = 1; frame <= NAMED_FRAMES; frame++) {
		const entries = byFrame[String(frame)];
		if (entries === undefined) {
			return refusal(
				{ code: 'reframing/names-frame-missing', frame } satisfies ReframingRefusal,
				RULE.round7
			);
		}
		const row = new Array<number>(n).fill(-1);
		const receiverOf = new Array<number>(n).fill(-1);
		for (const [receiverId, namedId] of Object.entries(entries)) {
			const receiver = players.findIndex((p) => p.id === receiverId);
			if (receiver < 0) {
				return refusal(
					{
						code: 'reframing/names-unknown-receiver',
						frame,
						id: receiverId
					} satisfies ReframingRefusal,
					RULE.round7
				);
			}
			const who = players[receiver];
			const named = players.findIndex((p) => p.id === namedId);
			if (named < 0) {
				return refusal(
					{
						code: 'reframing/names-unknown-named',
						frame,
						name: who.name,
						value: describeValue(namedId)
					} satisfies ReframingRefusal,
					RULE.round7,
					who.id
				);
			}
			if (named === receiver) {
				return refusal(
					{ code: 'reframing/names-own', frame, name: who.name } satisfies ReframingRefusal,
					RULE.round7,
					who.id
				);
			}
			if (receiverOf[named] >= 0) {
				return refusal(
					{
						code: 'reframing/names-twice',
						frame,
						named: players[named].name,
						first: players[receiverOf[named]].name,
						second: who.name
					} satisfies ReframingRefusal,
					RULE.round7EachNameOnce,
					who.id
				);
			}
			receiverOf[named] = receiver;
			row[receiver] = named;
		}
		const missing = row.indexOf(-1);
		if (missing >= 0) {
			return refusal(
				{
					code: 'reframing/names-none',
					frame,
					name: players[missing].name
				} satisfies ReframingRefusal,
				RULE.round7,
				players[missing].id
			);
		}
		if (n >= DISTINCT_NAMES_FROM) {
			for (let seat = 0; seat < n; seat++) {
				const before = rows.findIndex((r) => r[seat] === row[seat]);
				if (before >= 0) {
					return refusal(
						{
							code: 'reframing/names-repeat',
							name: players[seat].name,
							named: players[row[seat]].name,
							first: before + 1,
							second: frame
						} satisfies ReframingRefusal,
						RULE.round7NoRepeats,
						players[seat].id
					);
				}
			}
		}
		rows.push(row);
	}
	return rows;
}

/** Why names cannot be handed out now, or null when they can; asked before the names are read. */
export function namesRefused(state: ReframingState): RuleViolation | null {
	if (state.round !== 7) {
		return refusal(
			{ code: 'reframing/names-wrong-round', round: state.round } satisfies ReframingRefusal,
			RULE.round7
		);
	}
	if (state.assignments) {
		return refusal({ code: 'reframing/names-done' } satisfies ReframingRefusal, RULE.round7);
	}
	return null;
}

export function setAssignments(
	state: ReframingState,
	rows: number[][],
	seed: number | null
): ReframingState | RuleViolation {
	return namesRefused(state) ?? { ...state, assignments: rows, assignmentSeed: seed };
}
