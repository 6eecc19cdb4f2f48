/** Transform as the app loads it (see games/registry.ts): the engine, house rules, event lines. */
import type { GameEvent, SessionPlayer } from '../../core/engine';
import { criterionLabels, isCriterion } from './clists';

import { withTypedEvents } from '../../core/events';
import { transformEngine } from './engine';
import { transformEvent } from './events';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(transformEngine, transformEvent);
export { houseRuleFields } from './engine';

/** One line for the history list. b-lists stay secret: only who entered one is shown. */
export function describeEvent(event: GameEvent, players: readonly SessionPlayer[]): string {
	const who = players.find((p) => p.id === event.player)?.name ?? 'Someone';
	switch (event.type) {
		case 'criterion':
			return `Scoring test: ${isCriterion(event.criterion) ? criterionLabels[event.criterion] : String(event.criterion)}`;
		case 'term':
			return `${who} added ${String(event.value)} to a′`;
		case 'b-list':
			return `${who} entered a b-list`;
		case 'order':
			return `${who} put a′ in order`;
		case 'next-round':
			return 'Next round';
		default:
			return event.type;
	}
}
