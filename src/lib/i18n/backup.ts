/**
 * The Backup screen's sentences built from what the import code returns as data: what an import
 * changed (ImportReport), why a whole file is refused (FileRefusal), how far an import is, in
 * the active language or the one asked for. Counts through the messages' plurals, numbers and
 * lists through Intl.
 */
import type { FileRefusal, ImportReport } from '../db/backup-messages';
import type { ImportStage } from '../db/backup.replies';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { shownCount, shownPercent, type StatsWording } from './stats';

const optionsOf = (o: StatsWording) => ({ locale: o.locale ?? getLocale() });

/**
 * What an import changed (games, players, settings), in a sentence or a few. `rosterMax` is the
 * most players a device keeps (db/schema.ts's ROSTER_MAX_PLAYERS, passed in so this module does
 * not bring the database's code into the screen's first download).
 */
export function importSummaryWords(
	r: ImportReport,
	rosterMax: number,
	o: StatsWording = {}
): string {
	const options = optionsOf(o);
	const count = (n: number) => ({ count: n, countText: shownCount(n, o) });
	const changed = [
		r.added ? m.sb_sum_new_games(count(r.added), options) : '',
		r.extended ? m.sb_sum_extended(count(r.extended), options) : '',
		r.copied ? m.sb_sum_copied(count(r.copied), options) : '',
		r.players ? m.sb_sum_players(count(r.players), options) : '',
		r.settings ? m.sb_sum_settings(count(r.settings), options) : '',
		r.photos ? m.ph_sum_photos(count(r.photos), options) : ''
	].filter(Boolean);
	const format = o.format ?? options.locale;
	const sentences = [
		changed.length
			? m.sb_sum_imported(
					{ list: new Intl.ListFormat(format, { type: 'unit', style: 'short' }).format(changed) },
					options
				)
			: m.sb_sum_nothing({}, options)
	];
	if (r.unchanged) sentences.push(m.sb_sum_unchanged(count(r.unchanged), options));
	if (r.playersLeftOut)
		sentences.push(
			m.sb_sum_players_left_out(
				{ ...count(r.playersLeftOut), max: shownCount(rosterMax, o) },
				options
			)
		);
	if (r.settingsLeftOut)
		sentences.push(m.sb_sum_settings_left_out(count(r.settingsLeftOut), options));
	if (r.houseRulesLeftOut.length)
		sentences.push(
			m.sb_sum_house_rules(
				{
					count: r.houseRulesLeftOut.length,
					games: new Intl.ListFormat(format, { type: 'conjunction' }).format(r.houseRulesLeftOut)
				},
				options
			)
		);
	return sentences.join(' ');
}

/** Why a whole file is refused, in a sentence. */
export function fileRefusalWords(why: FileRefusal, o: StatsWording = {}): string {
	const options = optionsOf(o);
	switch (why) {
		case 'empty':
			return m.sb_refused_empty({}, options);
		case 'unreadable':
			return m.sb_refused_unreadable({}, options);
		case 'not-backup':
			return m.sb_refused_not_backup({}, options);
		case 'newer':
			return m.sb_refused_newer({}, options);
	}
}

/** The words beside an import's progress bar. */
export function importProgressWords(
	p: { stage: ImportStage; done: number; total: number },
	o: StatsWording = {}
): string {
	const options = optionsOf(o);
	const of = { done: shownCount(p.done, o), total: p.total, totalText: shownCount(p.total, o) };
	switch (p.stage) {
		case 'loading':
			return p.total
				? m.sb_progress_loading_share(
						{ share: shownPercent(Math.floor((100 * p.done) / p.total) / 100, o) },
						options
					)
				: m.sb_progress_loading({}, options);
		case 'reading':
			return m.sb_progress_reading(of, options);
		case 'checking':
			return p.total
				? m.sb_progress_checking_moves(of, options)
				: m.sb_progress_checking({}, options);
		case 'saving':
			return m.sb_progress_saving({}, options);
	}
}
