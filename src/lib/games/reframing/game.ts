/**
 * Reframing as the app loads it: the engine, its house rules, the rounds' printed names,
 * and one line per history entry. Plays and guesses are secret until the round is scored, so the
 * history never shows which cards a player chose.
 */
import type { GameEvent, SessionPlayer } from '../../core/engine';
import { withTypedEvents } from '../../core/events';
import { houseRuleFields, reframingEngine } from './engine';
import { reframingEvent } from './events';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(reframingEngine, reframingEvent);
export { houseRuleFields };

/**
 * The rounds' printed names: the game's own coined titles, kept as players say them in every
 * language (the screen writes "Round 3: Power of Prediction" around them, src/lib/i18n).
 */
export const ROUND_NAMES = [
	'Theme',
	'Arithmophobia',
	'Power of Prediction',
	'Double Digits',
	'Bad Luck in Abundance',
	'Recovery',
	'Self-Fulfilling Failure',
	'Progress Marches Onward'
] as const;

/** One plain line for the session history, never revealing a secret entry. */
export function describeEvent(event: GameEvent, players: readonly SessionPlayer[]): string {
	const name = (id: unknown) => players.find((p) => p.id === id)?.name ?? String(id);
	switch (event.type) {
		case 'submit':
			return `${name(event.player)} entered their choices`;
		case 'draw-assignments':
			return 'Round 7 names drawn';
		case 'set-assignments':
			return 'Round 7 names entered';
		case 'close-round':
			return 'Round scored';
		case 'round':
			return 'Whole round entered and scored';
		default:
			return event.type;
	}
}
