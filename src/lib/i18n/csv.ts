/**
 * The words of the files and texts the app hands out: the plays CSV's header, the rounds CSV's
 * fixed cells and round labels, and the share text, in the active language or the one asked for. Only words change
 * with the language: the values (dates, numbers, codes) are those of core/csv.ts in every one.
 */
import type { PlaysHeader, RoundsWords } from '../core/csv';
import type { ShareWords } from '../core/scoreboard';
import { m } from '../paraglide/messages';
import { roundLabel } from './scoreboard';
import { type InLanguage } from './values';

export interface CsvWords {
	plays: PlaysHeader;
	rounds: RoundsWords;
	share: ShareWords;
}

export function csvWords(o: InLanguage = {}): CsvWords {
	const options = o.locale ? { locale: o.locale } : {};
	const plays: PlaysHeader = [
		m.sb_csv_play_id({}, options),
		m.sb_csv_date({}, options),
		m.sb_csv_game({}, options),
		m.sb_csv_title({}, options),
		m.sb_csv_player({}, options),
		m.sb_csv_name_here({}, options),
		m.sb_csv_score({}, options),
		m.sb_csv_place({}, options),
		m.sb_csv_winner({}, options),
		m.sb_csv_status({}, options),
		m.sb_csv_minutes({}, options),
		m.sb_csv_win_rule({}, options),
		m.sb_csv_location({}, options),
		m.sb_csv_team({}, options),
		m.sb_csv_coop({}, options)
	];
	const start = m.sb_csv_start({}, options);
	return {
		plays,
		rounds: {
			round: m.sb_csv_round({}, options),
			note: m.sb_csv_note({}, options),
			start,
			startNote: m.sb_csv_start_note({}, options),
			total: m.sb_csv_total({}, options),
			roundLabel: (round) => roundLabel(round, options)
		},
		share: {
			lowestWins: m.sb_share_lowest_wins({}, options),
			winner: m.sb_share_winner({}, options),
			leading: m.sb_share_leading({}, options),
			byRound: m.sb_share_by_round({}, options),
			start,
			scoredWith: m.sb_share_scored_with({}, options),
			roundLabel: (round) => roundLabel(round, options),
			line: (label, value) => m.l3_share_line({ label, value }, options)
		}
	};
}
