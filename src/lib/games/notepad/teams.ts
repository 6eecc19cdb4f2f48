/**
 * Teams and co-operative play in the notepad. Teams are chosen at the start (house rules): each
 * player writes their own scores, a team's total is the sum of its players' totals, and the best
 * team total wins for every player in the team. A co-operative game has no rounds: the table
 * records one result, won or lost together, with an optional score. Refusals are said as data
 * (`said`, worded in the reader's language by src/lib/i18n/notepad.ts) beside an English reason.
 */
import * as v from 'valibot';
import {
	violation,
	type RuleViolation,
	type Said,
	type Scoreboard,
	type SessionPlayer,
	type ShownValue
} from '../../core/engine';
import { entryText } from '../../core/events';
import { exactSum, leadersOf } from '../../core/scoreboard';
import { RULE } from './rules';

/** One team: its players by id, and the name the table gave it, if any. */
export interface NotepadTeam {
	players: string[];
	name?: string;
}

/** The longest team name. */
export const TEAM_NAME_MAX_LENGTH = 40;
/** At most as many teams as players. */
export const MAX_TEAMS = 12;

/** Teams as stored in the rules (and as another phone sends them): checked, never trusted. */
export const teamsSchema = v.pipe(
	v.array(
		v.object({
			players: v.pipe(v.array(entryText), v.minLength(1), v.maxLength(MAX_TEAMS)),
			// Checked in words by team-scores.ts (blank, too long, taken); bounded here.
			name: v.optional(v.pipe(v.string(), v.maxLength(TEAM_NAME_MAX_LENGTH * 25)))
		})
	),
	v.minLength(2),
	v.maxLength(MAX_TEAMS)
);

/** The co-operative result: the table won or lost, with its score when the game gives one. */
export interface CoopOutcome {
	won: boolean;
	score?: number;
}

/** What the notepad's referee refuses, each with words in every language (i18n/notepad.ts). */
export const NOTEPAD_REFUSALS = [
	'game_name',
	'game_name_long',
	'win_by',
	'target_range',
	'rounds_range',
	'decimals',
	'seat_count',
	'name_missing',
	'seated_twice',
	'name_line_break',
	'name_unseen',
	'name_long',
	'name_taken',
	'rounds_over',
	'target_reached',
	'no_score',
	'score_kind',
	'score_large',
	'note_long',
	'no_round',
	'seats_full',
	'id_taken',
	'stranger',
	'joined_after',
	'same_score',
	'same_name',
	'score_typed',
	'blank',
	'start_typed',
	'correct_empty',
	'teams_shape',
	'teams_stranger',
	'teams_twice',
	'teams_left_out',
	'teams_join',
	'teams_target',
	'coop_teams',
	'coop_over',
	'coop_no_rounds',
	'coop_only',
	'coop_score',
	'coop_target',
	'team_scorer',
	'team_scores_alone',
	'team_name_blank',
	'team_name_long',
	'team_name_taken'
] as const;
export type NotepadRefusal = (typeof NOTEPAD_REFUSALS)[number];

/** The notepad's refusals said as data (`Said`): `notepad/<what>` and the values its words need. */
export interface NotepadSaid extends Said {
	code: `notepad/${NotepadRefusal}`;
	[value: string]: NotepadSaidValue;
}

/** A value in a notepad refusal: a name or number, names (a list), or a value someone gave. */
export type NotepadSaidValue = string | number | readonly string[] | ShownValue;

/** A refusal of the notepad's teams and co-op, said as data for the screen. */
export interface CodedViolation extends RuleViolation {
	said: NotepadSaid;
}

/**
 * A refusal said as data (`notepad/<code>` with `params`, worded by src/lib/i18n/notepad.ts)
 * that keeps the English `reason` for the referee's logs and the tests.
 */
export function coded(
	code: NotepadRefusal,
	params: Record<string, NotepadSaidValue>,
	reason: string,
	rule: string,
	player?: string
): CodedViolation {
	return { ...violation(reason, rule, player), said: { ...params, code: `notepad/${code}` } };
}

/** The teams read from the rules, or why they cannot be; undefined when the game has no teams. */
export function readTeams(raw: unknown): NotepadTeam[] | undefined | CodedViolation {
	if (raw === undefined || raw === null) return undefined;
	const read = v.safeParse(teamsSchema, raw);
	if (!read.success)
		return coded(
			'teams_shape',
			{},
			'The teams should be at least two lists of players.',
			RULE.teams
		);
	// A name typed is kept as typed (trimmed), even blank: team-scores.ts refuses a blank one.
	return read.output.map((t) => ({
		players: [...t.players],
		...(t.name !== undefined ? { name: t.name.trim() } : {})
	}));
}

/** Null when every seated player is in exactly one team and every team's player is seated. */
export function teamsProblem(
	teams: readonly NotepadTeam[],
	players: readonly SessionPlayer[]
): CodedViolation | null {
	const seated = new Set(players.map((p) => p.id));
	const placed = new Set<string>();
	for (const team of teams)
		for (const id of team.players) {
			if (!seated.has(id))
				return coded(
					'teams_stranger',
					{},
					'A team names a player who is not at the table.',
					RULE.teams
				);
			const player = players.find((p) => p.id === id)!;
			if (placed.has(id))
				return coded(
					'teams_twice',
					{ name: player.name },
					`${player.name} is in two teams.`,
					RULE.teams,
					id
				);
			placed.add(id);
		}
	const left = players.find((p) => !placed.has(p.id));
	return left
		? coded(
				'teams_left_out',
				{ name: left.name },
				`${left.name} is in no team.`,
				RULE.teams,
				left.id
			)
		: null;
}

/** Each seat's team (an index into `teams`), in seat order; -1 for a seat in no team. */
export function teamOfSeats(
	teams: readonly NotepadTeam[],
	players: readonly SessionPlayer[]
): number[] {
	return players.map((p) => teams.findIndex((t) => t.players.includes(p.id)));
}

/** Each team's total: the exact sum of its players' totals. */
export function teamTotals(
	teams: readonly NotepadTeam[],
	players: readonly SessionPlayer[],
	totals: readonly number[]
): number[] {
	const seatsOf = teamOfSeats(teams, players);
	return teams.map((_, t) => exactSum(totals.filter((__, seat) => seatsOf[seat] === t)));
}

/** The seats of every player in the team (or teams, when tied) with the best total. */
export function teamLeaderSeats(
	teams: readonly NotepadTeam[],
	players: readonly SessionPlayer[],
	totals: readonly number[],
	lowestWins: boolean
): number[] {
	const best = leadersOf(teamTotals(teams, players, totals), lowestWins);
	const seatsOf = teamOfSeats(teams, players);
	return players.flatMap((_, seat) => (best.includes(seatsOf[seat]) ? [seat] : []));
}

/** The teams once a player joins team `team` (an index), or why they cannot. */
export function joinTeam(
	teams: readonly NotepadTeam[],
	team: number | undefined,
	player: string
): NotepadTeam[] | CodedViolation {
	if (team === undefined || !Number.isInteger(team) || team < 0 || team >= teams.length)
		return coded(
			'teams_join',
			{ count: teams.length },
			`In a team game, a player joins one of the ${teams.length} teams.`,
			RULE.teams
		);
	return teams.map((t, i) => (i === team ? { ...t, players: [...t.players, player] } : t));
}

/** The scoreboard's teams: each team's seats, name and total, in a team game. */
export function teamsOnBoard(
	teams: readonly NotepadTeam[] | undefined,
	players: readonly SessionPlayer[],
	totals: readonly number[]
): Pick<Scoreboard, 'teams'> {
	if (!teams) return {};
	const sums = teamTotals(teams, players, totals);
	return {
		teams: teams.map((t, i) => ({
			seats: t.players.map((id) => players.findIndex((p) => p.id === id)),
			total: sums[i],
			...(t.name ? { name: t.name } : {})
		}))
	};
}
