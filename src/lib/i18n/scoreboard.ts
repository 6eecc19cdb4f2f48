/** The shared scoreboard in the reader's language: its rounds' labels and its text alternative. */
import type { Scoreboard } from '../core/engine';
import { listOf } from '../core/words';
import type { DrawRow } from '../games/subsets/views';
import type { TransformRow } from '../games/transform/engine';
import { criterionName } from './transform';
import { elided } from './elision';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { type InLanguage } from './values';

/** A round's label: "Runde 3" where the game gave only its number, its data in words, else the game's own label. */
export function roundLabel(round: Scoreboard['rounds'][number], o: InLanguage = {}): string {
	if (round.round !== undefined) return m.tn_round({ round: round.round }, o);
	const said = round.said as DrawRow | TransformRow | { code: string } | undefined;
	if (said?.code === 'subsets/row-start') return m.hi_row_start({}, o);
	if (said?.code === 'transform/row') {
		const { round, name, criterion } = said as TransformRow;
		return criterion
			? m.ps_transform_row_criterion({ round, name, criterion: criterionName(criterion, o) }, o)
			: m.ps_transform_row({ round, name }, o);
	}
	if (said?.code === 'subsets/row-draw') return drawRowWords(said as DrawRow, o);
	return round.label;
}

/** A Subsets draw's row: "2. Ana hat {7} gezogen: neuer Stapel". */
function drawRowWords(row: DrawRow, o: InLanguage): string {
	const out = row.outcome;
	let what =
		out.kind === 'in-play'
			? m.hi_row_in_play({}, o)
			: out.kind === 'new-pile'
				? m.hi_row_new_pile({}, o)
				: out.kind === 'stole-own'
					? m.hi_row_stole_own({}, o)
					: out.kind === 'captured'
						? m.hi_row_captured({ name: out.name }, o)
						: m.hi_row_stole({ name: out.name }, o);
	if (row.flipped) what = m.hi_row_flipped({ what }, o);
	if (row.callers.length) what = m.hi_row_wrong_calls({ what, names: row.callers.join(', ') }, o);
	const line = m.hi_row_draw({ number: row.number, name: row.name, card: row.card, what }, o);
	return elided(line, o.locale ?? getLocale());
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
