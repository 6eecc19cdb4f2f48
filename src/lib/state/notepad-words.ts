/**
 * The notepad's teams and co-op in the reader's language: the lines the screens show of teams and
 * the table's result (the engine's refusals are worded by src/lib/i18n/notepad.ts). The engine
 * gives data; the words are made here, from the messages.
 */
import { listOf } from '$lib/core/words';
import { m } from '$lib/paraglide/messages';
import { getLocale } from '$lib/paraglide/runtime';

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
