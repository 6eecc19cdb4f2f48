/**
 * The notepad referee's refusals (games/notepad/engine.ts and teams.ts, said as
 * `notepad/<what>`) in words, in the active language or the one asked for.
 */
import type { Said, ShownValue } from '../core/engine';
import { eitherOf, listOf } from '../core/words';
import {
	NOTEPAD_REFUSALS,
	type NotepadRefusal,
	type NotepadSaid,
	type NotepadSaidValue
} from '../games/notepad/teams';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { sayValue, type InLanguage } from './values';
import { numberFormat } from './intl-formats';

type Values = Record<string, NotepadSaidValue | undefined>;

const text = (value: NotepadSaidValue | undefined) => String(value);
const count = (value: NotepadSaidValue | undefined) => Number(value);
const shown = (value: NotepadSaidValue | undefined, o: InLanguage) =>
	typeof value === 'object' && value !== null && !Array.isArray(value)
		? sayValue(value as ShownValue, o)
		: String(value);
/** A large number as the language writes it: "1,000,000,000", "1.000.000.000". */
const large = (value: NotepadSaidValue | undefined, o: InLanguage) =>
	numberFormat(o.locale ?? getLocale()).format(count(value));
const names = (value: NotepadSaidValue | undefined, o: InLanguage) =>
	listOf(Array.isArray(value) ? value : [], o.locale ?? getLocale());

/** What a score should be, in words: "a whole number", "a number with at most 2 decimal places". */
export function sayScoreKind(places: number, o: InLanguage = {}): string {
	return places === 0 ? m.tn_score_whole({}, o) : m.tn_score_places({ places }, o);
}

// Typed by the engine's list, so a refusal without words fails the type check.
const WORDS: Record<NotepadRefusal, (said: Values, o: InLanguage) => string> = {
	game_name: (_, o) => m.tn_refusal_game_name({}, o),
	game_name_long: (p, o) => m.tn_refusal_game_name_long({ max: count(p.max) }, o),
	win_by: (_, o) => m.tn_refusal_win_by({}, o),
	target_range: (p, o) =>
		m.tn_refusal_target_range({ max: large(p.max, o), value: shown(p.value, o) }, o),
	rounds_range: (p, o) =>
		m.tn_refusal_rounds_range({ max: count(p.max), value: shown(p.value, o) }, o),
	decimals: (p, o) => m.tn_refusal_decimals({ value: shown(p.value, o) }, o),
	seat_count: (p, o) =>
		m.tn_refusal_seat_count({ min: count(p.min), max: count(p.max), count: count(p.count) }, o),
	name_missing: (_, o) => m.tn_refusal_name_missing({}, o),
	seated_twice: (p, o) => m.tn_refusal_seated_twice({ name: text(p.name) }, o),
	name_line_break: (_, o) => m.tn_refusal_name_line_break({}, o),
	name_unseen: (_, o) => m.tn_refusal_name_unseen({}, o),
	name_long: (p, o) => m.tn_refusal_name_long({ max: count(p.max) }, o),
	name_taken: (p, o) => m.tn_refusal_name_taken({ name: text(p.name) }, o),
	rounds_over: (p, o) => m.tn_refusal_rounds_over({ rounds: count(p.rounds) }, o),
	target_reached: (p, o) =>
		m.tn_refusal_target_reached({ names: names(p.names, o), target: count(p.target) }, o),
	no_score: (p, o) => m.tn_refusal_no_score({ name: text(p.name) }, o),
	score_kind: (p, o) =>
		m.tn_refusal_score_kind(
			{ name: text(p.name), kind: sayScoreKind(count(p.places), o), value: shown(p.value, o) },
			o
		),
	score_large: (p, o) =>
		m.tn_refusal_score_large({ name: text(p.name), limit: large(p.limit, o) }, o),
	note_long: (p, o) => m.tn_refusal_note_long({ max: count(p.max) }, o),
	no_round: (p, o) =>
		count(p.written) === 0
			? m.tn_refusal_no_round_none({ value: shown(p.value, o) }, o)
			: m.tn_refusal_no_round({ value: shown(p.value, o), written: count(p.written) }, o),
	seats_full: (p, o) => m.tn_refusal_seats_full({ max: count(p.max) }, o),
	id_taken: (p, o) => m.tn_refusal_name_taken({ name: shown(p.value, o) }, o),
	stranger: (p, o) => m.tn_refusal_stranger({ value: shown(p.value, o) }, o),
	joined_after: (p, o) =>
		m.tn_refusal_joined_after({ name: text(p.name), round: count(p.round) }, o),
	same_score: (p, o) =>
		m.tn_refusal_same_score(
			{ name: text(p.name), value: count(p.value), round: count(p.round) },
			o
		),
	same_name: (p, o) => m.tn_refusal_same_name({ name: text(p.name) }, o),
	score_typed: (p, o) =>
		m.tn_refusal_score_typed(
			{
				name: text(p.name),
				kind: sayScoreKind(count(p.places), o),
				example: eitherOf(
					count(p.places) > 0 ? ['2.5', '-3'] : ['12', '-3'],
					o.locale ?? getLocale()
				),
				text: text(p.text)
			},
			o
		),
	blank: (p, o) => m.tn_refusal_blank({ name: text(p.name) }, o),
	start_typed: (_, o) => m.tn_refusal_start_typed({}, o),
	correct_empty: (p, o) =>
		m.tn_refusal_correct_empty({ name: text(p.name), round: count(p.round) }, o),
	teams_shape: (_, o) => m.notepad_refusal_teams_shape({}, o),
	teams_stranger: (_, o) => m.notepad_refusal_teams_stranger({}, o),
	teams_twice: (p, o) => m.notepad_refusal_teams_twice({ name: text(p.name) }, o),
	teams_left_out: (p, o) => m.notepad_refusal_teams_left_out({ name: text(p.name) }, o),
	teams_join: (p, o) => m.notepad_refusal_teams_join({ count: count(p.count) }, o),
	teams_target: (p, o) => m.notepad_refusal_teams_target({ target: count(p.target) }, o),
	coop_teams: (_, o) => m.notepad_refusal_coop_teams({}, o),
	coop_over: (_, o) => m.notepad_refusal_coop_over({}, o),
	coop_no_rounds: (_, o) => m.notepad_refusal_coop_no_rounds({}, o),
	coop_only: (_, o) => m.notepad_refusal_coop_only({}, o),
	coop_score: (p, o) =>
		m.notepad_refusal_coop_score({ places: count(p.places), limit: large(p.limit, o) }, o),
	coop_target: (_, o) => m.tm_refusal_coop_target({}, o),
	team_scorer: (p, o) => m.tm_refusal_team_scorer({ name: text(p.name) }, o),
	team_scores_alone: (_, o) => m.tm_refusal_team_scores_alone({}, o),
	team_name_blank: (p, o) => m.tm_refusal_team_name_blank({ number: count(p.number) }, o),
	team_name_long: (p, o) =>
		m.tm_refusal_team_name_long({ number: count(p.number), max: count(p.max) }, o),
	team_name_taken: (p, o) =>
		m.tm_refusal_team_name_taken(
			{ name: text(p.name), number: count(p.number), other: count(p.other) },
			o
		)
};

const CODES = new Set<string>(NOTEPAD_REFUSALS.map((what) => `notepad/${what}`));

export function isNotepadSaid(said: Said): said is NotepadSaid {
	return CODES.has(said.code);
}

/** A notepad refusal in words. */
export function sayNotepad(said: NotepadSaid, o: InLanguage = {}): string {
	return WORDS[said.code.slice('notepad/'.length) as NotepadRefusal](said, o);
}
