/** The shared scoreboard in the reader's language: its rounds' labels and its text alternative. */
import type { Scoreboard } from '../core/engine';
import { listOf } from '../core/words';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { type InLanguage } from './values';

/** A round's label: "Runde 3" where the game gave only its number, else the game's own label. */
export function roundLabel(round: Scoreboard['rounds'][number], o: InLanguage = {}): string {
	return round.round === undefined ? round.label : m.tn_round({ round: round.round }, o);
}

/** The chart's text alternative: who leads or won after how many rounds, and every total. */
export function sayProgress(board: Scoreboard, o: InLanguage = {}): string {
	if (board.rounds.length === 0) return m.tn_sc_none({}, o);
	const names = listOf(
		board.leaders.map((i) => board.players[i]),
		o.locale ?? getLocale()
	);
	const parts = {
		after: m.tn_np_rounds({ rounds: board.rounds.length }, o),
		names,
		totals: board.players.map((p, i) => `${p} ${board.totals[i]}`).join(', '),
		count: board.leaders.length
	};
	return board.finished ? m.tn_sc_after_wins(parts, o) : m.tn_sc_after_leads(parts, o);
}
