import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import {
	COLOURS,
	DECK_SIZE,
	apply,
	locate,
	setup,
	type PermutationsEvent,
	type PermutationsState,
	type Place
} from './engine';
import { SimulatedTable, randomDeck, seededRandom } from './simulation';

/** Every number the engine has placed, with its place; a number placed twice fails the test. */
function placedCards(s: PermutationsState): Map<number, Place> {
	const placed = new Map<number, Place>();
	const put = (n: number, place: Place) => {
		if (placed.has(n)) throw new Error(`card ${n} is in two places`);
		placed.set(n, place);
	};
	for (const n of s.pool.cards) put(n, { at: 'pool' });
	for (const p of s.players) {
		for (const n of s.hands[p.id].cards) put(n, { at: 'hand', player: p.id });
		for (const n of s.drafted[p.id]) put(n, { at: 'drafted', player: p.id });
		if (s.bids[p.id] !== undefined) put(s.bids[p.id], { at: 'bid', player: p.id });
	}
	return placed;
}

/** Where the simulated table really has card n. */
function truePlace(table: SimulatedTable, n: number): Place | null {
	if (table.pool.includes(n)) return { at: 'pool' };
	for (const p of table.players) {
		if (table.hands[p.id].includes(n)) return { at: 'hand', player: p.id };
		if (table.drafted[p.id].includes(n)) return { at: 'drafted', player: p.id };
	}
	return null;
}

/** What holds after every entry: no card twice, and 12 cards per colour in play. */
function checkConsistent(s: PermutationsState): Map<number, Place> {
	const placed = placedCards(s);
	// Each colour in play: its known-and-placed cards plus its unknown slots make exactly 12.
	for (const colour of s.inPlay) {
		let total = s.pool.hidden[colour];
		for (const p of s.players) total += s.hands[p.id].hidden[colour];
		for (const n of placed.keys()) if (s.colourOf[n] === colour) total++;
		if (total !== 12) throw new Error(`${total} ${colour} cards instead of 12`);
	}
	return placed;
}

/** What holds between auctions: every card the engine places is where the table has it. */
function checkAgainstTable(s: PermutationsState, table: SimulatedTable, deckGiven: boolean) {
	const placed = checkConsistent(s);
	for (const [n, place] of placed) {
		expect(place).toEqual(truePlace(table, n));
		expect(locate(s, n)).toEqual(place);
	}
	if (deckGiven && placed.size > 0 && s.rounds.every((r) => r.mode === 'referee')) {
		// With the map and nothing but refereed rounds, every card in play has a known place.
		expect(placed.size).toBe(12 * s.inPlay.length);
	}
	for (const colour of COLOURS) {
		if (!s.inPlay.includes(colour)) {
			for (let n = 1; n <= DECK_SIZE; n++) {
				if (table.deck[n] === colour) expect(placed.has(n)).toBe(false);
			}
		}
	}
}

describe('random legal games', () => {
	it('keep every card in exactly one place and 11 drafted cards per player per round', () => {
		fc.assert(
			fc.property(
				fc.integer(),
				fc.constantFrom<3 | 4>(3, 4),
				fc.boolean(),
				fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
				(seed, playerCount, deckGiven, notepadRounds) => {
					const rng = seededRandom(seed);
					const deck = randomDeck(rng);
					const table = new SimulatedTable(rng, playerCount, deck, !deckGiven);
					let s = setup(table.players, {});
					if (isViolation(s)) throw new Error(s.reason);
					const step = (event: PermutationsEvent) => {
						const next = apply(s as PermutationsState, event);
						if (isViolation(next)) {
							throw new Error(`refused ${JSON.stringify(event)}: ${next.reason}`);
						}
						s = next;
						checkConsistent(s);
					};
					if (deckGiven) step({ type: 'deck', colours: deck });
					for (const notepad of notepadRounds) {
						if (s.finished) break;
						const before = s.rounds.length;
						if (notepad) step(table.notepadRound());
						else {
							if (s.pool.cards.length === 0) step(table.poolEvent());
							checkAgainstTable(s, table, deckGiven);
							for (let k = 0; k < 11; k++) {
								for (const event of table.auction()) step(event);
								checkAgainstTable(s, table, deckGiven);
							}
						}
						checkAgainstTable(s, table, deckGiven);
						expect(s.rounds).toHaveLength(before + 1);
						const result = s.rounds[before];
						for (const p of table.players) {
							const counts = result.counts[p.id];
							expect(COLOURS.reduce((t, c) => t + counts[c], 0)).toBe(11);
							// The drafted cards are the hands now, and they match what was scored.
							expect(counts).toEqual(table.handColours(p.id));
						}
					}
				}
			),
			{ numRuns: 100 }
		);
	});
});
