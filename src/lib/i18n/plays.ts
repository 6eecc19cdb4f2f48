/**
 * The plays import (`/backup/plays`, BG Stats and BoardGameGeek files) in the reader's language:
 * what a file holds and leaves out, what an import did, and why a file is refused, worded from
 * the data the import code returns (`core/plays-import`). Counts through the messages' plurals,
 * numbers and lists through Intl.
 */
import {
	MAX_SEATS,
	SOURCE_NAMES,
	type ImportedFile,
	type ImportRefusal,
	type LeftOutReason
} from '../core/plays-import/model';
import type { PlaceProblem } from '../core/plays-import/refusal';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { shownCount } from './stats';
import type { InLanguage } from './values';
import { listFormat } from './intl-formats';

type Counted = (inputs: { count: number; countText: string }, o: InLanguage) => string;

/** A counted phrase ("8 plays", "8 Partien") from a message with a `count` plural. */
export function playsCount(n: number, message: Counted, o: InLanguage = {}): string {
	return message({ count: n, countText: shownCount(n, o) }, o);
}

/** What a file holds that this device does not: "This BG Stats file holds 8 plays …". */
export function fileSentence(
	p: { file: Pick<ImportedFile, 'source'> & { plays: { length: number } }; alreadyHere: number },
	o: InLanguage = {}
): string {
	const all = p.file.plays.length;
	const holds = m.fm_plays_holds(
		{ source: SOURCE_NAMES[p.file.source], count: all, countText: shownCount(all, o) },
		o
	);
	return p.alreadyHere
		? `${holds} ${playsCount(p.alreadyHere, m.fm_plays_already_here, o)}`
		: holds;
}

const LEFT_OUT: Record<LeftOutReason, Counted> = {
	'no-players': m.fm_plays_out_no_players,
	'too-many-players': (inputs, o) =>
		m.fm_plays_out_too_many({ ...inputs, max: shownCount(MAX_SEATS, o) }, o),
	'no-date': m.fm_plays_out_no_date
};

/** The plays of a file left out, and why; '' when none is. */
export function leftOutSentence(p: { file: Pick<ImportedFile, 'leftOut'> }, o: InLanguage = {}) {
	const reasons = Object.entries(p.file.leftOut) as [LeftOutReason, number][];
	if (!reasons.length) return '';
	const parts = reasons.map(([why, n]) => playsCount(n, LEFT_OUT[why], o));
	const list = listFormat(o.locale ?? getLocale(), { type: 'conjunction' }).format(parts);
	return m.fm_plays_left_out({ list }, o);
}

/** What an import wrote: plays, new players, and players the full roster could not take. */
export function importedWords(
	r: { added: number; newPlayers: number; playersLeftOut: number },
	o: InLanguage = {}
): string {
	if (!r.added) return m.fm_plays_nothing_new({}, o);
	const plays = playsCount(r.added, m.fm_plays_count, o);
	const imported = r.newPlayers
		? m.fm_plays_imported_players(
				{ plays, count: r.newPlayers, countText: shownCount(r.newPlayers, o) },
				o
			)
		: m.fm_plays_imported({ plays }, o);
	return r.playersLeftOut
		? `${imported} ${playsCount(r.playersLeftOut, m.fm_plays_roster_full, o)}`
		: imported;
}

const PROBLEMS: Record<PlaceProblem, (max: string, o: InLanguage) => string> = {
	missing: (_, o) => m.fm_pr_missing({}, o),
	text: (_, o) => m.fm_pr_text({}, o),
	'too-long': (max, o) => m.fm_pr_too_long({ max }, o),
	flag: (_, o) => m.fm_pr_flag({}, o),
	number: (_, o) => m.fm_pr_number({}, o),
	whole: (_, o) => m.fm_pr_whole({}, o),
	'too-large': (_, o) => m.fm_pr_too_large({}, o),
	list: (_, o) => m.fm_pr_list({}, o),
	'too-many': (max, o) => m.fm_pr_too_many({ max }, o),
	group: (_, o) => m.fm_pr_group({}, o),
	'zero-or-one': (_, o) => m.fm_pr_zero_or_one({}, o),
	form: (_, o) => m.fm_pr_form({}, o),
	'text-or-number': (_, o) => m.fm_pr_text_or_number({}, o),
	other: (_, o) => m.fm_pr_other({}, o)
};

/** Every kind of problem at a place, for the tests. */
export const PLACE_PROBLEMS = Object.keys(PROBLEMS) as PlaceProblem[];

/**
 * A place in the file as the person finds it there: the file's own names, list items counted
 * from 1 ("plays › 4 › playerScores › 2 › winner").
 */
function placeWords(place: readonly (string | number)[], o: InLanguage): string {
	if (!place.length) return m.fm_pr_top({}, o);
	return place.map(String).join(' › ');
}

/** Why a plays file is refused, in a sentence. */
export function playsRefusalWords(r: Pick<ImportRefusal, 'source' | 'said'>, o: InLanguage = {}) {
	const what = r.source === 'bgg' ? m.fm_pr_not_bgg({}, o) : m.fm_pr_not_bgstats({}, o);
	const said = r.said;
	let why: string;
	switch (said.problem) {
		case 'not-xml':
			why = m.fm_pr_not_xml(
				{ line: shownCount(said.line, o), column: shownCount(said.column, o), said: said.said },
				o
			);
			break;
		case 'unreadable':
			why = m.fm_pr_unreadable({}, o);
			break;
		case 'not-json':
			why = m.fm_pr_not_json({}, o);
			break;
		case 'no-game':
		case 'no-player': {
			const inputs = { place: placeWords(said.place, o), id: String(said.id) };
			why = said.problem === 'no-game' ? m.fm_pr_no_game(inputs, o) : m.fm_pr_no_player(inputs, o);
			break;
		}
		case 'at':
			why = m.fm_pr_at(
				{
					place: placeWords(said.place, o),
					problem: PROBLEMS[said.what](shownCount(said.max ?? 0, o), o)
				},
				o
			);
	}
	return m.fm_pr_sentence({ what, why }, o);
}

/** How far a plays import is: "Reading the file…", "Writing 4,000 of 10,000 games". */
export function playsProgressWords(
	p: { stage: 'reading' | 'writing'; done: number; total: number },
	o: InLanguage = {}
): string {
	if (p.stage === 'reading' || !p.total) return m.pi3_reading({}, o);
	return m.pi3_writing(
		{ total: p.total, doneText: shownCount(p.done, o), totalText: shownCount(p.total, o) },
		o
	);
}
