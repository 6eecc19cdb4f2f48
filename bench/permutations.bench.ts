/**
 * Permutations: how long folding a session takes. Figures are for reference only; a long game is
 * many more rounds than a real one (which ends at 100 within a few rounds), played auction by
 * auction with every bid and take as its own entry.
 */
import { isViolation } from '../src/lib/core/engine';
import { foldLog, type LogEntry } from '../src/lib/core/eventlog';
import {
	apply,
	setup,
	type PermutationsEvent,
	type PermutationsState
} from '../src/lib/games/permutations/engine';
import { engine } from '../src/lib/games/permutations/game';
import { referee } from '../src/lib/games/permutations/referee';
import { SimulatedTable, randomDeck, seededRandom } from '../src/lib/games/permutations/simulation';
import { median, timeEach, type Figure } from './harness';

/** The entries of `rounds` refereed rounds for 4 players, every bid and take its own entry. */
function refereedLog(rounds: number, seed: number) {
	const rng = seededRandom(seed);
	const deck = randomDeck(rng);
	const table = new SimulatedTable(rng, 4, deck, false);
	const events: PermutationsEvent[] = [{ type: 'deck', colours: deck }, table.poolEvent()];
	for (let r = 0; r < rounds; r++) for (let k = 0; k < 11; k++) events.push(...table.auction());
	const initial = setup(table.players, {}) as PermutationsState;
	const entries: LogEntry[] = events.map((event, i) => ({ seq: i + 1, at: 0, event }));
	return { initial, events, entries };
}

export async function run(): Promise<Figure[]> {
	const figures: Figure[] = [];

	// A real refereed game: 4 players, rounds until someone reaches 100 (each entry one bid or take),
	// folded as the app folds it, every entry read through the event schema first.
	const game = refereedLog(8, 7);
	const folded = foldLog(engine, game.initial, game.entries);
	const played = folded.state.rounds.length;
	const used = game.entries.length - folded.skipped.length;
	const gameTimes = timeEach(() => foldLog(engine, game.initial, game.entries), 30);
	figures.push({
		name: `fold a refereed 4-player game (${played} rounds, ${used} entries), median`,
		value: median(gameTimes),
		unit: 'ms'
	});

	// A long log: 40 rounds of auctions with the game end ignored, one entry at a time.
	const long = refereedLog(40, 11);
	let state: PermutationsState = long.initial;
	let applied = 0;
	const start = performance.now();
	for (const event of long.events) {
		const next = apply(state, event);
		if (isViolation(next)) break;
		// Reopen a finished game so the log keeps going: this measures the engine, not the rules.
		state = next.finished ? { ...next, finished: false, winners: [] } : next;
		applied++;
	}
	const longMs = performance.now() - start;
	figures.push({
		name: `apply a 40-round refereed log entry by entry (${applied} entries)`,
		value: longMs,
		unit: 'ms'
	});
	figures.push({ name: 'apply one entry, mean', value: (longMs / applied) * 1000, unit: 'µs' });

	// The CLI's game op on a notepad game of two rounds.
	const line = {
		op: 'game',
		players: ['A', 'B', 'C'],
		colours: ['red', 'yellow', 'green'],
		rounds: [
			{ A: { red: 11 }, B: { yellow: 10, green: 1 }, C: { green: 10, yellow: 1 } },
			{ A: { red: 11 }, B: { yellow: 10, green: 1 }, C: { green: 10, yellow: 1 } }
		]
	};
	figures.push({
		name: 'referee game op (2 notepad rounds), median',
		value: median(timeEach(() => referee.batch(line), 200)) * 1000,
		unit: 'µs'
	});
	return figures;
}
