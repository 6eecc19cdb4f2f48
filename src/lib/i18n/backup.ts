/**
 * The Backup screen's sentences built from what the import code returns as data: what an import
 * changed (ImportReport), why a whole file is refused (FileRefusal), how far an import is, in
 * the active language or the one asked for. Counts through the messages' plurals, numbers and
 * lists through Intl.
 */
import type { DamagedPlace, FileRefusal, ImportReport, PlacePart } from '../db/backup-messages';
import type { ImportStage } from '../db/backup.replies';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { shownCount, shownPercent, type StatsWording } from './stats';
import { listFormat } from './intl-formats';

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
					{ list: listFormat(format, { type: 'unit', style: 'short' }).format(changed) },
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
					games: listFormat(format, { type: 'conjunction' }).format(r.houseRulesLeftOut)
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

type Options = ReturnType<typeof optionsOf>;

/** A field of a backup by its key in the file, in words; an unknown key is quoted as it is. */
function fieldWords(key: string, options: Options): string {
	const known: Record<string, (i: Record<string, never>, o: Options) => string> = {
		id: m.fm_bf_id,
		game: m.fm_bf_game,
		title: m.fm_bf_title,
		players: m.fm_bf_players,
		name: m.fm_bf_name,
		colour: m.fm_bf_colour,
		emoji: m.fm_bf_emoji,
		houseRules: m.fm_bf_houseRules,
		status: m.fm_bf_status,
		createdAt: m.fm_bf_createdAt,
		updatedAt: m.fm_bf_updatedAt,
		lastUsedAt: m.fm_bf_lastUsedAt,
		events: m.fm_bf_events,
		seq: m.fm_bf_seq,
		at: m.fm_bf_at,
		event: m.fm_bf_event,
		type: m.fm_bf_type,
		exportedAt: m.fm_bf_exportedAt,
		version: m.fm_bf_version,
		settings: m.fm_bf_settings,
		key: m.fm_bf_key,
		value: m.fm_bf_value
	};
	return Object.hasOwn(known, key) ? known[key]({}, options) : m.fm_bf_unknown({ key }, options);
}

function partWords(part: PlacePart, options: Options): string {
	const n = String(part.n);
	switch (part.kind) {
		case 'game':
			return part.title === undefined
				? m.fm_bp_game({ n }, options)
				: m.fm_bp_game_titled({ n, title: part.title }, options);
		case 'move':
			return m.fm_bp_move({ n }, options);
		case 'player':
			return m.fm_bp_player({ n }, options);
		case 'setting':
			return m.fm_bp_setting({ n }, options);
		case 'photo':
			return m.fm_bp_photo({ n }, options);
	}
}

/** The place itself: "the time of move 3 of game 2 in the file", "Spiel 2 in der Datei › Zug 3 › Zeit". */
function placeWords(place: DamagedPlace, options: Options): string {
	// Innermost first: each part is "of" the one after it.
	const parts = place.parts
		.map((part) => partWords(part, options))
		.reduce((inner, outer) => (inner ? m.fm_bp_of({ inner, outer }, options) : outer), '');
	if (place.field === undefined) return parts;
	const field = fieldWords(place.field, options);
	return place.parts.length
		? m.fm_bp_field_of({ field, parts }, options)
		: m.fm_bp_field({ field }, options);
}

/**
 * Why a damaged backup is refused, naming the place in the file, in a sentence; null for a
 * problem the file's checks word themselves in English (the caller shows the English reason).
 */
export function damagedWords(place: DamagedPlace, o: StatsWording = {}): string | null {
	const options = optionsOf(o);
	const count = shownCount(place.count ?? 0, o);
	const max = shownCount(place.max ?? 0, o);
	let why: string;
	switch (place.problem) {
		case 'said':
			return null;
		case 'layout':
			why = m.fm_bp_layout({}, options);
			break;
		case 'roster-full':
			why = m.fm_bp_roster_full({ count, max }, options);
			break;
		case 'too-many':
			why = m.fm_bp_too_many({ what: placeWords(place, options), count, max }, options);
			break;
		case 'too-long':
			why = m.fm_bp_too_long({ what: placeWords(place, options), count, max }, options);
			break;
		case 'missing':
			why = m.fm_bp_missing({ what: placeWords(place, options) }, options);
			break;
		case 'unreadable':
			why = m.fm_bp_unreadable({ what: placeWords(place, options) }, options);
	}
	return m.fm_bp_damaged({ why }, options);
}
