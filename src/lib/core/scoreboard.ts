/** Pure helpers for the score table, chart and share text that every game uses. */
import type { Scoreboard } from './engine';

/** Running totals after each round, one array per player. */
export function cumulative(board: Scoreboard): number[][] {
	return board.players.map((_, p) => {
		let sum = 0;
		return board.rounds.map((r) => (sum += r.scores[p] ?? 0));
	});
}

/** Seat indices of the players with the highest total (several when tied). */
export function leadersOf(totals: readonly number[]): number[] {
	if (totals.length === 0) return [];
	const best = Math.max(...totals);
	return totals.flatMap((t, i) => (t === best ? [i] : []));
}

/** The scoreboard as plain text, for sharing a finished game. */
export function scoreboardText(title: string, board: Scoreboard): string {
	const lines = [title, ''];
	const order = board.players.map((_, i) => i).sort((a, b) => board.totals[b] - board.totals[a]);
	for (const i of order) {
		const mark = board.leaders.includes(i) ? (board.finished ? ' (winner)' : ' (leading)') : '';
		lines.push(`${board.players[i]}: ${board.totals[i]}${mark}`);
	}
	if (board.rounds.length) {
		lines.push('', 'By round:');
		for (const r of board.rounds) {
			lines.push(
				`${r.label}: ${r.scores.map((s, i) => `${board.players[i]} ${s ?? '-'}`).join(', ')}`
			);
		}
	}
	lines.push('', 'Scored with Tablemate');
	return lines.join('\n');
}

/** One sentence describing the chart, for screen readers. */
export function describeProgress(board: Scoreboard): string {
	if (board.rounds.length === 0) return 'No rounds scored yet.';
	const names = board.leaders.map((i) => board.players[i]).join(' and ');
	const verb = board.finished
		? board.leaders.length > 1
			? 'share the win'
			: 'wins'
		: board.leaders.length > 1
			? 'are level in the lead'
			: 'leads';
	const totals = board.players.map((p, i) => `${p} ${board.totals[i]}`).join(', ');
	return `After ${board.rounds.length} round${board.rounds.length === 1 ? '' : 's'}, ${names} ${verb}. Totals: ${totals}.`;
}
