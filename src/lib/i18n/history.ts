/**
 * History lines in the reader's language: every game's entries (Permutations', Transform's and
 * Subsets' in `history-games.ts`), the game's life (finish, abandon, clock), and how long a game
 * was played. An entry a game has no words for here shows its game's own line (`describeEvent`).
 */
import type { GameEvent, SessionPlayer } from '../core/engine';
import { isLifeEvent, type LifeStep } from '../core/life';
import type { NotepadEvent } from '../games/notepad/events';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { elided } from './elision';
import { permutationsLine, subsetsLine, transformLine } from './history-games';
import { type InLanguage } from './values';
import { dateTimeFormat } from './intl-formats';

type Named = (id: unknown) => string;

function notepadLine(
	e: NotepadEvent,
	players: readonly SessionPlayer[],
	name: Named,
	o: InLanguage
) {
	switch (e.type) {
		case 'round': {
			// Those seated at the time: a player who joined later has no score in it.
			const scores = players
				.filter((p) => Object.hasOwn(e.scores, p.id))
				.map((p) => `${p.name} ${String(e.scores[p.id])}`)
				.join(', ');
			return e.note ? m.tn_h_round_note({ scores, note: e.note }, o) : m.tn_h_round({ scores }, o);
		}
		case 'correct':
			return m.tn_h_correct({ round: e.round, name: name(e.player), value: e.value }, o);
		case 'note':
			return e.note
				? m.tn_h_note({ round: e.round, note: e.note }, o)
				: m.tn_h_note_removed({ round: e.round }, o);
		case 'join':
			return m.tn_h_join({ name: e.name, start: e.start }, o);
		case 'rename':
			return m.tn_h_rename({ name: name(e.player), to: e.name }, o);
		case 'outcome':
			if (e.score === undefined) return e.won ? m.tn_h_won({}, o) : m.tn_h_lost({}, o);
			return e.won
				? m.tn_h_won_score({ score: e.score }, o)
				: m.tn_h_lost_score({ score: e.score }, o);
	}
}

function reframingLine(event: GameEvent, name: Named, o: InLanguage): string | undefined {
	switch (event.type) {
		case 'submit':
			return m.tn_h_rf_submit({ name: name(event.player) }, o);
		case 'draw-assignments':
			return m.tn_h_rf_drawn({}, o);
		case 'set-assignments':
			return m.tn_h_rf_entered({}, o);
		case 'close-round':
			return m.tn_h_rf_scored({}, o);
		case 'round':
			return m.tn_h_rf_whole({}, o);
	}
	return undefined;
}

function gameLine(
	game: string,
	event: GameEvent,
	players: readonly SessionPlayer[],
	name: Named,
	o: InLanguage
): string | undefined {
	switch (game) {
		case 'notepad':
			return notepadLine(event as NotepadEvent, players, name, o);
		case 'reframing':
			return reframingLine(event, name, o);
		case 'permutations':
			return permutationsLine(event, players, name, o);
		case 'transform':
			return transformLine(event, players, o);
		case 'subsets':
			return subsetsLine(event, players, o);
	}
	return undefined;
}

/**
 * One history line of `game`'s entry in the reader's language, or undefined where the game has
 * no words here yet (the screen then shows the game's own line).
 */
export function sayEvent(
	game: string,
	event: GameEvent,
	players: readonly SessionPlayer[],
	o: InLanguage = {}
): string | undefined {
	const name: Named = (id) => players.find((p) => p.id === id)?.name ?? String(id);
	const line = gameLine(game, event, players, name, o);
	return line === undefined ? undefined : elided(line, o.locale);
}

/**
 * Any entry of a game's log in the reader's language, worded from its data: an undo or redo, a
 * step of the game's life, or a move of `game`; a move with no words here reads as the game's own
 * line (`own`), else as its type. The history, the undo note and a shared table's entries not
 * counted all say an entry so.
 */
export function sayEntry(
	game: string | undefined,
	event: { type: string },
	players: readonly SessionPlayer[],
	own?: (event: GameEvent) => string | undefined,
	o: InLanguage = {}
): string {
	if (event.type === 'undo') return m.tn_h_undo({}, o);
	if (event.type === 'redo') return m.tn_h_redo({}, o);
	if (isLifeEvent(event)) return sayLife(event.type, o);
	const move = event as GameEvent;
	return (
		(game === undefined ? undefined : sayEvent(game, move, players, o)) ?? own?.(move) ?? event.type
	);
}

/** An entry of the game's life (finished, abandoned, the clock) in the history. */
export function sayLife(step: LifeStep, o: InLanguage = {}): string {
	switch (step) {
		case 'finish':
			return m.tn_life_finish({}, o);
		case 'abandon':
			return m.tn_life_abandon({}, o);
		case 'reopen':
			return m.tn_life_reopen({}, o);
		case 'pause':
			return m.tn_life_pause({}, o);
		case 'resume':
			return m.tn_life_resume({}, o);
	}
}

export { sayDuration } from './duration';

/** The time of day an entry was made ("21:07", "9:07 PM"), in the reader's language. */
export function sayEntryTime(at: number, o: InLanguage = {}): string {
	return dateTimeFormat(o.locale ?? getLocale(), { timeStyle: 'medium' }).format(at);
}
