/**
 * The notepad's teams and co-op in the reader's language: the engine's coded refusals
 * (games/notepad/teams.ts) and the lines the screens show of teams and the table's result. The
 * engine gives data; the words are made here, from the messages.
 */
import type { RuleViolation } from '$lib/core/engine';
import { listOf } from '$lib/core/words';
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';

const refusals: Record<string, (p: Record<string, string | number>) => string> = {
	teams_shape: () => m.notepad_refusal_teams_shape(),
	teams_stranger: () => m.notepad_refusal_teams_stranger(),
	teams_twice: (p) => m.notepad_refusal_teams_twice({ name: String(p.name) }),
	teams_left_out: (p) => m.notepad_refusal_teams_left_out({ name: String(p.name) }),
	teams_join: (p) => m.notepad_refusal_teams_join({ count: Number(p.count) }),
	teams_target: (p) => m.notepad_refusal_teams_target({ target: Number(p.target) }),
	coop_teams: () => m.notepad_refusal_coop_teams(),
	coop_limits: () => m.notepad_refusal_coop_limits(),
	coop_over: () => m.notepad_refusal_coop_over(),
	coop_no_rounds: () => m.notepad_refusal_coop_no_rounds(),
	coop_only: () => m.notepad_refusal_coop_only(),
	coop_score: (p) =>
		m.notepad_refusal_coop_score({ places: Number(p.places), limit: Number(p.limit) })
};

/** A refusal in the reader's language when the engine gave its code, else its own reason. */
export function refusalText(refusal: Pick<RuleViolation, 'reason' | 'code' | 'params'>): string {
	const words = refusal.code === undefined ? undefined : refusals[refusal.code];
	return words ? words(refusal.params ?? {}) : refusal.reason;
}

/** A team's name: the one the table gave it, else "Team 2". */
export function teamName(team: { name?: string }, index: number): string {
	return team.name?.trim() || m.notepad_team_name({ number: index + 1 });
}

/** "Ada and Cy" in the reader's language. */
export function namesList(names: readonly string[]): string {
	return listOf(names, getLocale());
}

/** The table's result in a co-operative game, as a sentence. */
export function coopResult(result: { won?: boolean; score?: number }): string {
	const { score } = result;
	if (result.won)
		return score === undefined
			? m.notepad_coop_result_won()
			: m.notepad_coop_result_won_score({ score });
	return score === undefined
		? m.notepad_coop_result_lost()
		: m.notepad_coop_result_lost_score({ score });
}

/**
 * The winning team (or teams, when tied) of a team game, as a sentence: "Team 1 wins with 40: Ada
 * and Cy." `teams` are the scoreboard's; `best` the indices of the winning teams.
 */
export function teamsResult(
	teams: readonly { seats: number[]; total: number; name?: string }[],
	best: readonly number[],
	players: readonly string[]
): string {
	if (best.length === 1) {
		const team = teams[best[0]];
		return m.notepad_team_won({
			team: teamName(team, best[0]),
			total: team.total,
			names: namesList(team.seats.map((s) => players[s]))
		});
	}
	return m.notepad_teams_tied({
		teams: namesList(best.map((t) => teamName(teams[t], t))),
		total: teams[best[0]]?.total ?? 0
	});
}
