/** The notepad as the app loads it (see games/registry.ts): the engine, house rules, event lines. */
import type { GameEvent, SessionPlayer } from '../../core/engine';
import { withTypedEvents } from '../../core/events';
import { houseRuleFields, notepadEngine } from './engine';
import { notepadEvent, type NotepadEvent } from './events';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(notepadEngine, notepadEvent);
export { houseRuleFields };

/** One plain line for the session history, e.g. "Round: Ada 12, Bo -3". */
export function describeEvent(event: GameEvent, players: readonly SessionPlayer[]): string {
	const name = (id: unknown) => players.find((p) => p.id === id)?.name ?? String(id);
	const e = event as NotepadEvent;
	switch (e.type) {
		case 'round':
			// Those seated at the time: a player who joined later has no score in it.
			return `Round: ${players
				.filter((p) => Object.hasOwn(e.scores, p.id))
				.map((p) => `${p.name} ${String(e.scores[p.id])}`)
				.join(', ')}${e.note ? ` (${e.note})` : ''}`;
		case 'correct':
			return `Round ${e.round}: ${name(e.player)} corrected to ${e.value}`;
		case 'note':
			return e.note ? `Round ${e.round} note: ${e.note}` : `Round ${e.round} note removed`;
		case 'join':
			return `${e.name} joined, starting with ${e.start}`;
		case 'rename':
			return `${name(e.player)} renamed ${e.name}`;
		case 'outcome':
			return `The table ${e.won ? 'won' : 'lost'}${e.score === undefined ? '' : ` with ${e.score}`}`;
		default:
			return event.type;
	}
}
