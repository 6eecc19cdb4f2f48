/**
 * Scores per team, and co-operative games with rounds. A team game may be scored one score per
 * team each round instead of one per player (chosen at the start: the rules' `teamScores`); a
 * co-operative game with `teamScores` writes one score for the whole table each round.
 *
 * How it is kept: a team's round score is written in the seat of the team's first player (its
 * "scorer"), every other member's seat holds 0 for that round, so a team's total (the sum of its
 * players' totals, teams.ts) is the sum of its round scores and the rest of the notepad (totals,
 * corrections, undo, the shared table) works unchanged. A round entry names each team by its
 * scorer's id; an entry naming any other player's score is refused. Typed team names are checked
 * here too. Refusals are data (`said`), worded by src/lib/i18n/notepad.ts.
 */
import { type SessionPlayer } from '../../core/engine';
import { hasLineBreak, nameProblem } from '../../core/names';
import { exactSum } from '../../core/scoreboard';
import { RULE } from './rules';
import {
	coded,
	teamTotals,
	TEAM_NAME_MAX_LENGTH,
	type CodedViolation,
	type NotepadTeam
} from './teams';

/** The rules this module reads. */
interface ScoredRules {
	teams?: NotepadTeam[];
	coop?: boolean;
	teamScores?: boolean;
}

/**
 * The seats that write a round's scores when scores are per team: each team's first player, in
 * the teams' order (a co-operative game's one "team" is the whole table, written at seat 0).
 * Undefined when every player writes their own score.
 */
export function scorerSeats(
	rules: ScoredRules,
	players: readonly SessionPlayer[]
): number[] | undefined {
	if (!rules.teamScores) return undefined;
	if (rules.coop) return players.length > 0 ? [0] : [];
	return (rules.teams ?? []).map((t) => players.findIndex((p) => p.id === t.players[0]));
}

/** Why a player's score cannot stand in this game (it is their team's to write), or null. */
export function scorerProblem(
	rules: ScoredRules,
	players: readonly SessionPlayer[],
	seat: number
): CodedViolation | null {
	const scorers = scorerSeats(rules, players);
	if (!scorers || scorers.includes(seat)) return null;
	const player = players[seat];
	return coded(
		'team_scorer',
		{ name: player.name },
		`In this game each team writes one score a round, not each player: ${player.name} has no score of their own.`,
		RULE.teams,
		player.id
	);
}

/**
 * The score columns when scores are per team: each column's scorer seat and its total (a team's,
 * or the whole table's in a co-operative game). Undefined when every player has a column.
 */
export function teamColumns(state: {
	rules: ScoredRules;
	players: readonly SessionPlayer[];
	totals: readonly number[];
}): { seats: number[]; totals: number[] } | undefined {
	const seats = scorerSeats(state.rules, state.players);
	if (!seats) return undefined;
	const { teams } = state.rules;
	return {
		seats,
		totals: teams ? teamTotals(teams, state.players, state.totals) : [exactSum([...state.totals])]
	};
}

/** Why the rules' choice of scores per team cannot be (a game with neither teams nor co-op). */
export function teamScoresProblem(rules: ScoredRules): CodedViolation | null {
	return rules.teamScores && !rules.teams && !rules.coop
		? coded(
				'team_scores_alone',
				{},
				'Only a team game or a co-operative game can be scored one score per team.',
				RULE.teams
			)
		: null;
}

/**
 * Why the teams' typed names cannot be, or null: a name given is neither blank, nor too long, nor
 * unseen or broken over lines, nor another team's (case and spaces aside). A team with no name
 * is shown with a generated one ("Team 2").
 */
export function teamNamesProblem(teams: readonly { name?: string }[]): CodedViolation | null {
	const seen = new Map<string, number>();
	for (const [i, team] of teams.entries()) {
		if (team.name === undefined) continue;
		const name = team.name.trim();
		const number = i + 1;
		if (!name)
			return coded(
				'team_name_blank',
				{ number },
				`Team ${number}'s name is blank: type a name or leave the field empty.`,
				RULE.teams
			);
		if (name.length > TEAM_NAME_MAX_LENGTH)
			return coded(
				'team_name_long',
				{ number, max: TEAM_NAME_MAX_LENGTH },
				`Team ${number}'s name is too long: at most ${TEAM_NAME_MAX_LENGTH} characters.`,
				RULE.teams
			);
		if (nameProblem(name))
			return coded(
				hasLineBreak(name) ? 'name_line_break' : 'name_unseen',
				{},
				`That name ${nameProblem(name)}.`,
				RULE.teams
			);
		const key = name.toLocaleLowerCase();
		const before = seen.get(key);
		if (before !== undefined)
			return coded(
				'team_name_taken',
				{ name, number, other: before },
				`Teams ${before} and ${number} are both called ${name}: give each team its own name.`,
				RULE.teams
			);
		seen.set(key, number);
	}
	return null;
}
