/**
 * The Subsets deck validator's report, as the text file it saves, in the reader's language: the
 * rule for ℕ, the counts as the screen says them, then every card with its verdict and why.
 */
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

export interface DeckReportRow {
	line: number;
	card: string;
	/** The verdict in words, as the screen's table shows it. */
	verdict: string;
	/** The set the card shows, or why it is none, in words. */
	detail: string;
	/** Where in the card the fault is, when the checker points at it. */
	span?: readonly [number, number];
}

export interface DeckCounts {
	error: number;
	unsupported: number;
	unchecked: number;
	valid: number;
}

/** The counts' sentence: "3 cards: 1 error, 0 not readable by the checker, 2 correct sets." */
export function deckSummary(cards: number, counts: DeckCounts, o: InLanguage = {}): string {
	const rest = m.sub_deck_summary_rest(
		{ unreadable: counts.unsupported, valid: m.sub_deck_summary_valid({ count: counts.valid }, o) },
		o
	);
	const unchecked = counts.unchecked
		? m.sub_deck_summary_unchecked({ count: counts.unchecked }, o)
		: '';
	return `${m.sub_deck_summary_cards({ count: cards }, o)} ${m.sub_deck_summary_errors({ count: counts.error }, o)}, ${rest}${unchecked}.`;
}

/** The whole report as text, one card in two lines. */
export function deckReportText(
	rows: readonly DeckReportRow[],
	naturalsFrom: number,
	counts: DeckCounts,
	o: InLanguage = {}
): string {
	const lines = [
		m.hi_deck_report_title({}, o),
		m.hi_deck_report_naturals({ n: naturalsFrom }, o),
		deckSummary(rows.length, counts, o),
		''
	];
	for (const r of rows) {
		const where = r.span ? ` ${m.hi_deck_report_where({ from: r.span[0], to: r.span[1] }, o)}` : '';
		lines.push(
			m.hi_deck_report_line({ line: r.line, verdict: r.verdict, card: r.card }, o),
			`  ${r.detail}${where}`
		);
	}
	return lines.join('\n') + '\n';
}
