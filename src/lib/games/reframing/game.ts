/**
 * Reframing as the app loads it: the engine, its house rules, the round titles the screens show,
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

const TITLES = [
	'Theme',
	'Arithmophobia',
	'Power of Prediction',
	'Double Digits',
	'Bad Luck in Abundance',
	'Recovery',
	'Self-Fulfilling Failure',
	'Progress Marches Onward'
];

const WHAT_IS_NEW = [
	'Play up to three different cards onto frame 1.',
	'Everyone gains an 8 and a 9. Play up to three cards onto frame 2; a card already on a frame moves.',
	'Before playing, everyone guesses how many cards will move from frames 1 and 2 onto frame 3.',
	'Everyone gains a 10 and an 11. Play up to three cards onto frame 4.',
	'Everyone gains a 12 and a 13. Play up to three cards onto frame 5.',
	'Before playing, anyone may take cards back from the frames into their hand.',
	'Each player secretly gets a name for each of frames 1 to 5, and scores when that player’s cards there fail.',
	'Besides playing, anyone may boost cards one frame up, at most one from each frame.'
];

/** "Round 3: Power of Prediction". */
export function roundTitle(round: number): string {
	return `Round ${round}: ${TITLES[round - 1] ?? ''}`;
}

/** What is special about a round, in one sentence. */
export function roundHelp(round: number): string {
	return WHAT_IS_NEW[round - 1] ?? '';
}

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
