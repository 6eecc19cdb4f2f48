/**
 * Permutations as the app loads it: the engine, its house rules, and one line per history entry.
 * Bids are secret until every bid is in, so the history never shows a bid's number.
 */
import type { GameEvent, SessionPlayer } from '../../core/engine';
import { withTypedEvents } from '../../core/events';
import {
	countsText,
	engine as rulesEngine,
	houseRuleFields,
	type PermutationsEvent
} from './engine';
import { permutationsEvent } from './events';

/** The engine with every entry read through the event schema first. */
export const engine = withTypedEvents(rulesEngine, permutationsEvent);
export { houseRuleFields };

function cardText(card: { n?: unknown; colour?: unknown }): string {
	return typeof card.colour === 'string' ? `${String(card.n)} ${card.colour}` : String(card.n);
}

/** One plain line for the session history, e.g. "Cat took 13". */
export function describeEvent(event: GameEvent, players: readonly SessionPlayer[]): string {
	const name = (id: unknown) => players.find((p) => p.id === id)?.name ?? String(id);
	const e = event as PermutationsEvent;
	switch (e.type) {
		case 'colours':
			return `Starting colours: ${players.map((p) => `${p.name} ${e.colours[p.id]}`).join(', ')}`;
		case 'deck':
			return 'Deck colours entered';
		case 'pool':
			return `Pool: ${e.cards.map(cardText).join(', ')}`;
		case 'bid':
			return `${name(e.player)} bid`;
		case 'bids':
			return `Bids: ${players
				.filter((p) => e.bids[p.id] !== undefined)
				.map((p) => {
					const bid = e.bids[p.id];
					return `${p.name} ${typeof bid === 'number' ? bid : cardText(bid)}`;
				})
				.join(', ')}`;
		case 'take':
			return `${name(e.player)} took ${e.n}`;
		case 'auction':
			return `Auction: ${players.map((p) => `${p.name} took ${e.takes[p.id]}`).join(', ')}`;
		case 'round':
			return `Round as counts: ${players.map((p) => `${p.name} ${countsText(e.counts[p.id])}`).join('; ')}`;
		default:
			return event.type;
	}
}
