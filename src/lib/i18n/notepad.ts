/**
 * The notepad's refusals of teams and co-op (games/notepad/teams.ts, said as `notepad/<what>`)
 * in words, in the active language or the one asked for.
 */
import type { Said } from '../core/engine';
import { NOTEPAD_REFUSALS, type NotepadRefusal, type NotepadSaid } from '../games/notepad/teams';
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

type Values = Record<string, string | number | undefined>;

// Typed by the engine's list, so a refusal without words fails the type check.
const WORDS: Record<NotepadRefusal, (said: Values, o: InLanguage) => string> = {
	teams_shape: (_, o) => m.notepad_refusal_teams_shape({}, o),
	teams_stranger: (_, o) => m.notepad_refusal_teams_stranger({}, o),
	teams_twice: (p, o) => m.notepad_refusal_teams_twice({ name: String(p.name) }, o),
	teams_left_out: (p, o) => m.notepad_refusal_teams_left_out({ name: String(p.name) }, o),
	teams_join: (p, o) => m.notepad_refusal_teams_join({ count: Number(p.count) }, o),
	teams_target: (p, o) => m.notepad_refusal_teams_target({ target: Number(p.target) }, o),
	coop_teams: (_, o) => m.notepad_refusal_coop_teams({}, o),
	coop_limits: (_, o) => m.notepad_refusal_coop_limits({}, o),
	coop_over: (_, o) => m.notepad_refusal_coop_over({}, o),
	coop_no_rounds: (_, o) => m.notepad_refusal_coop_no_rounds({}, o),
	coop_only: (_, o) => m.notepad_refusal_coop_only({}, o),
	coop_score: (p, o) =>
		m.notepad_refusal_coop_score({ places: Number(p.places), limit: Number(p.limit) }, o)
};

const CODES = new Set<string>(NOTEPAD_REFUSALS.map((what) => `notepad/${what}`));

export function isNotepadSaid(said: Said): said is NotepadSaid {
	return CODES.has(said.code);
}

/** A notepad refusal in words. */
export function sayNotepad(said: NotepadSaid, o: InLanguage = {}): string {
	return WORDS[said.code.slice('notepad/'.length) as NotepadRefusal](said, o);
}
