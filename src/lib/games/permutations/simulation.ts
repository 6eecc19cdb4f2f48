/**
 * A simulated table that plays legal Permutations at random and knows where every card truly is.
 * Tests use it to check the engine against the truth, and the benchmark to build long games.
 */
import type { SessionPlayer } from '../../core/engine';
import {
	AUCTIONS_PER_ROUND,
	COLOURS,
	DECK_SIZE,
	draftOrder,
	type Colour,
	type ColourCounts,
	type PermutationsEvent
} from './engine';
import { seededRandom } from '../../core/random';

export { seededRandom };

function pick<T>(rng: () => number, items: readonly T[]): T {
	return items[Math.floor(rng() * items.length)];
}

function shuffle<T>(rng: () => number, items: readonly T[]): T[] {
	const out = [...items];
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(rng() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/** A random deck: keys "1" to "48", twelve numbers per colour. */
export function randomDeck(rng: () => number): Record<string, Colour> {
	const colours = shuffle(
		rng,
		COLOURS.flatMap((c) => Array<Colour>(12).fill(c))
	);
	return Object.fromEntries(colours.map((c, i) => [String(i + 1), c]));
}

/** The true state of a physical table, moved along by legal random play. */
export class SimulatedTable {
	readonly players: SessionPlayer[];
	readonly inPlay: Colour[];
	hands: Record<string, number[]> = {};
	pool: number[] = [];
	drafted: Record<string, number[]> = {};

	constructor(
		private readonly rng: () => number,
		playerCount: 3 | 4,
		readonly deck: Record<string, Colour>,
		/** Whether events carry each card's colour (needed when the engine has no deck map). */
		private readonly withColours: boolean
	) {
		const colours = shuffle(rng, COLOURS).slice(0, playerCount);
		this.inPlay = COLOURS.filter((c) => colours.includes(c));
		this.players = colours.map((colour, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, colour }));
		for (const p of this.players) {
			const own: number[] = [];
			for (let n = 1; n <= DECK_SIZE; n++) if (deck[n] === p.colour) own.push(n);
			const opening = pick(rng, own);
			this.pool.push(opening);
			this.hands[p.id] = own.filter((n) => n !== opening);
			this.drafted[p.id] = [];
		}
		this.pool = shuffle(rng, this.pool);
	}

	#card(n: number): { n: number; colour?: Colour } {
		return this.withColours ? { n, colour: this.deck[n] } : { n };
	}

	/** The pool as a `pool` event. */
	poolEvent(): PermutationsEvent {
		return { type: 'pool', cards: this.pool.map((n) => this.#card(n)) };
	}

	/** Plays one auction at random and returns it as bid and take events, in a legal order. */
	auction(): PermutationsEvent[] {
		const bids: Record<string, number> = {};
		const events: PermutationsEvent[] = [];
		for (const p of shuffle(this.rng, this.players)) {
			bids[p.id] = pick(this.rng, this.hands[p.id]);
			this.hands[p.id] = this.hands[p.id].filter((n) => n !== bids[p.id]);
			events.push({ type: 'bid', player: p.id, ...this.#card(bids[p.id]) });
		}
		let left = [...this.pool];
		for (const id of draftOrder(bids)) {
			const n = pick(this.rng, left);
			left = left.filter((x) => x !== n);
			this.drafted[id].push(n);
			events.push({ type: 'take', player: id, n });
		}
		this.pool = this.players.map((p) => bids[p.id]);
		if (this.drafted[this.players[0].id].length === AUCTIONS_PER_ROUND) {
			for (const p of this.players) {
				this.hands[p.id] = this.drafted[p.id];
				this.drafted[p.id] = [];
			}
		}
		return events;
	}

	/** The colours of the cards a player holds in hand now. */
	handColours(id: string): ColourCounts {
		const counts: ColourCounts = { red: 0, yellow: 0, green: 0, blue: 0 };
		for (const n of this.hands[id]) counts[this.deck[n]]++;
		return counts;
	}

	/** Plays a whole round at random and returns it as one notepad `round` event. */
	notepadRound(): PermutationsEvent {
		for (let i = 0; i < AUCTIONS_PER_ROUND; i++) this.auction();
		// The hands now are the cards drafted this round.
		return {
			type: 'round',
			counts: Object.fromEntries(this.players.map((p) => [p.id, this.handColours(p.id)]))
		};
	}
}
