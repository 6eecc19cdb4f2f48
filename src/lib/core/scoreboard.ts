/** Pure helpers for the score table, chart and share text that every game uses. */
import type { Scoreboard } from './engine';
import { countOf, listOf, oneOrMany } from './words';

/** Decimal places of a score as written (2.25 → 2); beyond 6 (or in exponent form), none. */
function decimalPlaces(value: number): number {
	const text = String(value);
	const dot = text.indexOf('.');
	return dot < 0 || text.includes('e') ? 0 : Math.min(6, text.length - dot - 1);
}

/**
 * Running sums of scores that may have a few decimal places, exact as written: added as whole
 * numbers of the smallest place, so 0.1 + 0.2 is 0.3, never 0.30000000000000004.
 */
export function exactRunningSums(values: readonly number[]): number[] {
	const scale = 10 ** Math.max(0, ...values.map(decimalPlaces));
	let sum = 0;
	return values.map((v) => (sum += Math.round(v * scale)) / scale);
}

/** The sum of scores as written (see `exactRunningSums`). */
export function exactSum(values: readonly number[]): number {
	return exactRunningSums(values).at(-1) ?? 0;
}

/** Each seat's score before the first round: 0 unless the board says otherwise (a late joiner). */
export function startsOf(board: Pick<Scoreboard, 'players' | 'starts'>): number[] {
	return board.players.map((_, p) => board.starts?.[p] ?? 0);
}

/**
 * Running totals after each round, one array per player, from the player's starting score (a late
 * joiner's line starts where they joined), so the last point is the player's total.
 */
export function cumulative(board: Scoreboard): number[][] {
	const starts = startsOf(board);
	return board.players.map((_, p) =>
		exactRunningSums([starts[p], ...board.rounds.map((r) => r.scores[p] ?? 0)]).slice(1)
	);
}

/** Seat indices of the players with the best total (several when tied): highest unless `lowestWins`. */
export function leadersOf(totals: readonly number[], lowestWins = false): number[] {
	if (totals.length === 0) return [];
	const best = lowestWins ? Math.min(...totals) : Math.max(...totals);
	return totals.flatMap((t, i) => (t === best ? [i] : []));
}

/**
 * Places for totals, with ties sharing a place (1, 1, 3): higher is better unless `lowestWins`.
 * Winners, when given, come first whatever their total, so a tie-break decided by the rules
 * (Permutations plays one more round) places the winner above a player level with them.
 */
export function placesOf(
	totals: readonly number[],
	lowestWins = false,
	winners: readonly number[] = []
): number[] {
	const better = (a: number, b: number): number => {
		const byWin = Number(winners.includes(b)) - Number(winners.includes(a));
		return byWin || (lowestWins ? totals[a] - totals[b] : totals[b] - totals[a]);
	};
	return totals.map((_, i) => 1 + totals.filter((__, j) => better(j, i) < 0).length);
}

/** Seat indices from the best total to the worst (seat order among equals). */
export function rankedSeats(board: Pick<Scoreboard, 'totals' | 'lowestWins'>): number[] {
	const sign = board.lowestWins ? 1 : -1;
	return board.totals
		.map((_, i) => i)
		.sort((a, b) => sign * (board.totals[a] - board.totals[b]) || a - b);
}

/** The share text's own words (the rest is names, numbers and its rounds' labels). */
export interface ShareWords {
	lowestWins: string;
	winner: string;
	leading: string;
	byRound: string;
	start: string;
	scoredWith: string;
	/** A round's label as the reader says it (from the round's data: its number, a Subsets draw). */
	roundLabel: (round: Scoreboard['rounds'][number]) => string;
	/** "Ana: 12": a label and what it says, punctuated as the language does ("Ana : 12" in French). */
	line: (label: string, value: string) => string;
}

/** The share text's words in English (src/lib/i18n/csv.ts gives them in the language read). */
export const SHARE_WORDS: ShareWords = {
	lowestWins: 'Lowest total wins.',
	winner: 'winner',
	leading: 'leading',
	byRound: 'By round:',
	start: 'Start',
	scoredWith: 'Scored with Tablemate',
	roundLabel: (round) => round.label,
	line: (label, value) => `${label}: ${value}`
};

/** The scoreboard as plain text, for sharing a finished game. */
export function scoreboardText(
	title: string,
	board: Scoreboard,
	words: ShareWords = SHARE_WORDS
): string {
	const lines = [title, ''];
	if (board.lowestWins) lines.push(words.lowestWins, '');
	for (const i of rankedSeats(board)) {
		const mark = board.leaders.includes(i)
			? ` (${board.finished ? words.winner : words.leading})`
			: '';
		lines.push(words.line(board.players[i], `${board.totals[i]}${mark}`));
	}
	if (board.rounds.length || board.starts) {
		lines.push('', words.byRound);
		// A late joiner's starting score, so each player's line adds up to their total.
		if (board.starts) {
			const starts = startsOf(board);
			lines.push(
				words.line(words.start, board.players.map((name, i) => `${name} ${starts[i]}`).join(', '))
			);
		}
		for (const r of board.rounds) {
			const scores = r.scores.map((s, i) => `${board.players[i]} ${s ?? '-'}`).join(', ');
			lines.push(words.line(words.roundLabel(r), `${scores}${r.note ? ` (${r.note})` : ''}`));
		}
	}
	lines.push('', words.scoredWith);
	return lines.join('\n');
}

/** One sentence describing the chart, for screen readers. */
export function describeProgress(board: Scoreboard): string {
	if (board.rounds.length === 0) return 'No rounds scored yet.';
	const names = board.leaders.map((i) => board.players[i]);
	const verb = board.finished
		? oneOrMany(names.length, 'wins', 'share the win')
		: oneOrMany(names.length, 'leads', 'are level in the lead');
	const totals = board.players.map((p, i) => `${p} ${board.totals[i]}`).join(', ');
	return `After ${countOf(board.rounds.length, 'round')}, ${listOf(names)} ${verb}. Totals: ${totals}.`;
}
