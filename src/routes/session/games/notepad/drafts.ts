/**
 * The notepad's entry forms as drafts: the round being typed and the cell being corrected, kept
 * so that a look at the rules, a reload or an undo never loses them. Scores are held as typed
 * text (a lone "-" is a score being typed); stored drafts are checked here before a form shows
 * them, since they may come from another round or an older build.
 */
import type { GameEvent } from '$lib/core/engine';
import { exactSum } from '$lib/core/scoreboard';
import { NOTE_MAX_LENGTH, roundAt, roundCount, type NotepadState } from '$lib/games/notepad/engine';

/** The draft name of the round being typed. */
export const ROUND_DRAFT = 'round';
/** The draft name of the cell being corrected. */
export const CORRECTION_DRAFT = 'correct';

/** Longest text a score field keeps: a sign and ten digits reach past any score the rules take. */
export const SCORE_TEXT_MAX_LENGTH = 12;

/** The next round as typed: its number, each player's score text by id, and its note. */
export interface RoundForm {
	round: number;
	scores: Record<string, string>;
	note: string;
}

/** One past cell being corrected: a player's score, or the round's note when `player` is null. */
export interface CorrectionForm {
	round: number;
	player: string | null;
	value: string;
}

/** What a typed score says: a score, nothing yet, or text that is not a score of this game. */
export type ReadScore = { kind: 'score'; value: number } | { kind: 'empty' } | { kind: 'bad' };

/**
 * Reads a typed score with at most `places` decimal places (a point or a comma before them); a
 * typographic minus (−) and a leading plus are taken as written.
 */
export function readScore(text: string, places = 0): ReadScore {
	const t = text.trim().replace(/^−/, '-').replace(',', '.');
	if (t === '') return { kind: 'empty' };
	const decimals = places > 0 ? `(\\.\\d{1,${places}})?` : '';
	if (!new RegExp(`^[-+]?\\d+${decimals}$`).test(t)) return { kind: 'bad' };
	return { kind: 'score', value: Number(t) };
}

/** How a refusal shows what a score looks like: "12 or -3", "2.5 or -3". */
export function scoreExample(places: number): string {
	return places > 0 ? '2.5 or -3' : '12 or -3';
}

/** The text with its sign turned: "5" → "-5", "-5" → "5", "" → "-" (a negative on its way). */
export function flipSign(text: string): string {
	const t = text.trim();
	if (t.startsWith('-') || t.startsWith('−')) return t.slice(1);
	return `-${t.replace(/^\+/, '')}`;
}

/**
 * The text with `step` added (a tally button): a blank counts from 0, and text that is not a
 * whole number yet (a lone "-") is left as it is, so a tap never hides what was typed.
 */
export function addToScore(text: string, step: number, places = 0): string {
	const read = readScore(text, places);
	if (read.kind === 'bad') return text;
	return String(exactSum([read.kind === 'score' ? read.value : 0, step]));
}

/** An empty form for round `round`. */
export function emptyRound(round: number, ids: readonly string[]): RoundForm {
	return { round, scores: Object.fromEntries(ids.map((id) => [id, ''])), note: '' };
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** A stored round draft for `round`, or undefined when it is for another round or malformed. */
export function restoreRound(
	stored: unknown,
	round: number,
	ids: readonly string[]
): RoundForm | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const d = stored as Record<string, unknown>;
	if (d.round !== round) return undefined;
	const scores = d.scores;
	if (typeof scores !== 'object' || scores === null) return undefined;
	const form = emptyRound(round, ids);
	for (const id of ids) {
		const text = Object.hasOwn(scores, id) ? (scores as Record<string, unknown>)[id] : '';
		form.scores[id] = isText(text, SCORE_TEXT_MAX_LENGTH) ? text : '';
	}
	form.note = isText(d.note, NOTE_MAX_LENGTH) ? d.note : '';
	return form;
}

/** A stored correction, or undefined when its round or player is not in the game (any more). */
export function restoreCorrection(
	stored: unknown,
	state: Pick<NotepadState, 'players' | 'rounds'>
): CorrectionForm | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const d = stored as Record<string, unknown>;
	const round = d.round;
	if (typeof round !== 'number' || !Number.isInteger(round)) return undefined;
	if (round < 1 || round > roundCount(state)) return undefined;
	const player = d.player;
	if (player !== null && !state.players.some((p) => p.id === player)) return undefined;
	const max = player === null ? NOTE_MAX_LENGTH : SCORE_TEXT_MAX_LENGTH;
	if (!isText(d.value, max)) return undefined;
	return { round, player: player as string | null, value: d.value };
}

/** The correction form for one cell, showing what the cell holds now. */
export function correctionOf(
	state: Pick<NotepadState, 'players' | 'rounds'>,
	round: number,
	player: string | null
): CorrectionForm {
	const row = roundAt(state, round);
	const seat = state.players.findIndex((p) => p.id === player);
	const value = player === null ? (row?.note ?? '') : String(row?.scores[seat] ?? '');
	return { round, player, value };
}

/**
 * The form an undone entry goes back to, as its draft: a round (its number is the one the game is
 * at again once it is undone) or a correction; null for entries no form makes.
 */
export function formOfUndone(
	event: GameEvent,
	state: Pick<NotepadState, 'players' | 'rounds'>
): { draft: string; value: RoundForm | CorrectionForm } | null {
	const ids = state.players.map((p) => p.id);
	if (event.type === 'round' && typeof event.scores === 'object' && event.scores !== null) {
		const scores = event.scores as Record<string, unknown>;
		const form = emptyRound(roundCount(state) + 1, ids);
		for (const id of ids) if (typeof scores[id] === 'number') form.scores[id] = String(scores[id]);
		form.note = typeof event.note === 'string' ? event.note : '';
		return { draft: ROUND_DRAFT, value: form };
	}
	if (event.type === 'correct' && typeof event.round === 'number') {
		const player = typeof event.player === 'string' ? event.player : null;
		return {
			draft: CORRECTION_DRAFT,
			value: { round: event.round, player, value: String(event.value) }
		};
	}
	if (event.type === 'note' && typeof event.round === 'number') {
		const note = typeof event.note === 'string' ? event.note : '';
		return { draft: CORRECTION_DRAFT, value: { round: event.round, player: null, value: note } };
	}
	return null;
}
