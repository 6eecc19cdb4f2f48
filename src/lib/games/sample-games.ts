/**
 * One realistic game of each kind, played to its end by three players: the engine contract test
 * plays each entry by entry, and the summaries' tests fold them as stored sessions (the format
 * guard, and the rebuild in a worker against the page's fold). Test data, built on demand.
 */
import { isViolation, type GameEvent, type GameId, type SessionPlayer } from '../core/engine';
import { notepadEngine, type NotepadRules } from './notepad/engine';
import type { NotepadEvent } from './notepad/events';
import {
	engine as permutationsEngine,
	type PermutationsEvent,
	type PermutationsHouseRules
} from './permutations/engine';
import { SimulatedTable, randomDeck, seededRandom } from './permutations/simulation';
import { joinRound, reframingEngine, type ReframingEvent } from './reframing/engine';
import type { ReframingHouseRules } from './reframing/house-rules';
import { engine as subsetsEngine } from './subsets/index';
import type { SubsetsEvent, SubsetsHouseRules } from './subsets/engine';
import { transformEngine, type TransformEvent, type TransformHouseRules } from './transform/engine';

/** A game's players, house rules and every entry of its log, in order. */
export interface SampleGame<Event extends GameEvent = GameEvent, Rules = object> {
	game: GameId;
	players: SessionPlayer[];
	houseRules: Rules;
	events: Event[];
}

export const SAMPLE_TRIO: readonly SessionPlayer[] = [
	{ id: 'ada', name: 'Ada' },
	{ id: 'bo', name: 'Bo' },
	{ id: 'cy', name: 'Cy' }
];

const trio = () => SAMPLE_TRIO.map((p) => ({ ...p }));

/** Four rounds of Catan on the notepad, with a note, a correction and a rename. */
export function notepadSample(): SampleGame<NotepadEvent, NotepadRules> {
	const round = (ada: number, bo: number, cy: number): NotepadEvent => ({
		type: 'round',
		scores: { ada, bo, cy }
	});
	return {
		game: 'notepad',
		players: trio(),
		houseRules: { ...notepadEngine.defaultHouseRules, gameName: 'Catan', rounds: 4 },
		events: [
			round(5, 3, 1),
			{ type: 'note', round: 1, note: 'Bo built the longest road' },
			round(2, 7, 4),
			{ type: 'correct', round: 1, player: 'cy', value: 6 },
			{ type: 'rename', player: 'bo', name: 'Bob' },
			round(1, 1, 8),
			round(4, 0, 2)
		]
	};
}

/** Auctions until someone reaches 100, played at random (from `seed`) by a simulated table. */
export function permutationsSample(
	seed = 36
): SampleGame<PermutationsEvent, Partial<PermutationsHouseRules>> {
	const rng = seededRandom(seed);
	const deck = randomDeck(rng);
	const table = new SimulatedTable(rng, 3, deck, false);
	const events: PermutationsEvent[] = [{ type: 'deck', colours: deck }, table.poolEvent()];
	let state = permutationsEngine.setup(table.players, {});
	for (const event of events)
		state = isViolation(state) ? state : permutationsEngine.apply(state, event);
	while (!isViolation(state) && !permutationsEngine.isFinished(state)) {
		for (const event of table.auction()) {
			events.push(event);
			if (!isViolation(state)) state = permutationsEngine.apply(state, event);
		}
	}
	return { game: 'permutations', players: [...table.players], houseRules: {}, events };
}

/** Subsets: starting cards, draws, steals, error calls and a flip, until the deck runs out. */
export function subsetsSample(): SampleGame<SubsetsEvent, SubsetsHouseRules> {
	return {
		game: 'subsets',
		players: trio(),
		houseRules: { ...subsetsEngine.defaultHouseRules, wrongCallPenalty: true },
		events: [
			{ type: 'starting-card', player: 'ada', card: '{1}' },
			{ type: 'starting-card', player: 'bo', card: '{1,}' },
			{ type: 'error-call', caller: 'cy' },
			{ type: 'starting-card', player: 'bo', card: '{2, 4}' },
			{ type: 'starting-card', player: 'cy', card: 'ℕ' },
			{ type: 'draw', player: 'ada', card: '{1, 2, 4}' },
			{ type: 'error-call', caller: 'bo' },
			{ type: 'steal', player: 'ada', pile: 'p2' },
			{ type: 'draw', player: 'bo', card: '{x ∈ ℕ : x > 3}' },
			{ type: 'new-pile', player: 'bo' },
			{ type: 'draw', player: 'cy', card: '∅' },
			{ type: 'new-pile', player: 'cy' },
			{ type: 'draw', player: 'ada', card: 'ℤ' },
			{ type: 'steal', player: 'ada', pile: 'p3' },
			{ type: 'flip', player: 'ada', pile: 'p2' },
			{ type: 'deck-exhausted' }
		]
	};
}

/** Three rounds of Transform (n = 4), one per permutator, each with its own criterion. */
export function transformSample(): SampleGame<TransformEvent, TransformHouseRules> {
	const events: TransformEvent[] = [];
	for (const [permutator, choosers, criterion] of [
		['ada', ['bo', 'cy'], 'prime'],
		['bo', ['cy', 'ada'], 'square'],
		['cy', ['ada', 'bo'], 'fibonacci']
	] as const) {
		if (permutator !== 'ada') events.push({ type: 'next-round' });
		events.push({ type: 'criterion', criterion });
		for (let t = 0; t < 4; t++) {
			events.push({ type: 'term', player: choosers[t % 2], value: String(3 * t + 1) });
		}
		events.push(
			{ type: 'b-list', player: 'ada', list: ['4', '5', '6', '7'] },
			{ type: 'b-list', player: 'bo', list: ['1', '0', '-1', '2'] },
			{ type: 'b-list', player: 'cy', list: ['-2', '3', '5', '1'] },
			{ type: 'order', player: permutator, a: ['10', '1', '7', '4'] }
		);
	}
	return {
		game: 'transform',
		players: trio(),
		houseRules: { ...transformEngine.defaultHouseRules, n: 4, roundsPerPlayer: 1 },
		events
	};
}

/** Eight rounds of Reframing, with a prediction and the draw of assignments. */
export function reframingSample(): SampleGame<ReframingEvent, ReframingHouseRules> {
	const events: ReframingEvent[] = [];
	const hands: Record<string, number[]> = {
		ada: [1, 4, 7, 10, 13],
		bo: [2, 5, 8, 11],
		cy: [3, 6, 9, 12]
	};
	for (let round = 1; round <= 8; round++) {
		for (const [player, cards] of Object.entries(hands)) {
			const plays = cards
				.filter((card) => joinRound(card) <= round)
				.slice(round % 2, (round % 2) + 2);
			events.push({
				type: 'submit',
				player,
				plays,
				...(round === 3 ? { prediction: plays.length } : {})
			});
		}
		if (round === 7) events.push({ type: 'draw-assignments', seed: 36 });
		events.push({ type: 'close-round' });
	}
	return {
		game: 'reframing',
		players: trio(),
		houseRules: { ...reframingEngine.defaultHouseRules },
		events
	};
}

/** Every sample above, once each (Permutations from `seed`). */
export function sampleGames(seed = 36): SampleGame[] {
	return [
		notepadSample(),
		permutationsSample(seed),
		subsetsSample(),
		transformSample(),
		reframingSample()
	];
}
