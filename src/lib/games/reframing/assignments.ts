/**
 * The round 7 names decided at the table: read into seat rows and checked against the rules.
 */
import { type RuleViolation, shownValue, violation } from '../../core/engine';
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
			return violation(
				`Round 7 names are given for frames 1 to 5 only, not "${key}".`,
				RULE.round7
			);
		}
	}
	const rows: number[][] = [];
	for (let frame = 1; frame <= NAMED_FRAMES; frame++) {
		const entries = byFrame[String(frame)];
		if (entries === undefined) {
			return violation(`The round 7 names for frame ${frame} are missing.`, RULE.round7);
		}
		const row = new Array<number>(n).fill(-1);
		const receiverOf = new Array<number>(n).fill(-1);
		for (const [receiverId, namedId] of Object.entries(entries)) {
			const receiver = players.findIndex((p) => p.id === receiverId);
			if (receiver < 0) {
				return violation(
					`Frame ${frame} of the round 7 names lists "${receiverId}", who is not playing.`,
					RULE.round7
				);
			}
			const who = players[receiver];
			const named = players.findIndex((p) => p.id === namedId);
			if (named < 0) {
				return violation(
					`On frame ${frame}, ${who.name} is given ${shownValue(namedId)}, who is not playing.`,
					RULE.round7,
					who.id
				);
			}
			if (named === receiver) {
				return violation(
					`On frame ${frame}, ${who.name} is given their own name: each player gets another player’s name.`,
					RULE.round7,
					who.id
				);
			}
			if (receiverOf[named] >= 0) {
				return violation(
					`On frame ${frame}, ${players[named].name}’s name is given to both ${players[receiverOf[named]].name} and ${who.name}: each name goes to exactly one player.`,
					RULE.round7EachNameOnce,
					who.id
				);
			}
			receiverOf[named] = receiver;
			row[receiver] = named;
		}
		const missing = row.indexOf(-1);
		if (missing >= 0) {
			return violation(
				`On frame ${frame}, ${players[missing].name} is given no name.`,
				RULE.round7,
				players[missing].id
			);
		}
		if (n >= DISTINCT_NAMES_FROM) {
			for (let seat = 0; seat < n; seat++) {
				const before = rows.findIndex((r) => r[seat] === row[seat]);
				if (before >= 0) {
					return violation(
						`${players[seat].name} is given ${players[row[seat]].name} on both frame ${before + 1} and frame ${frame}: with six or more players each player’s five names must differ.`,
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
		return violation(
			`Names are handed out in round 7, and this is round ${state.round}.`,
			RULE.round7
		);
	}
	if (state.assignments) {
		return violation('The round 7 names have already been handed out.', RULE.round7);
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
