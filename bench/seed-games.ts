/**
 * Games the browser benchmarks bring in through backup files, built once here so each bench
 * measures the same kind of data: finished Transform games between changing groups, and a
 * Permutations game with a long log.
 */
import { isViolation } from '../src/lib/core/engine';
import { seededRandom } from '../src/lib/core/random';
import {
	COLOURS,
	apply,
	setup,
	type PermutationsState
} from '../src/lib/games/permutations/engine';
import { transformGame, type SeedScore } from '../tests/fixtures/stats-seed';

/**
 * `count` finished Transform games, one a day back from `now`, each between two to four of
 * `names` (taken in turn, so the groups change from game to game), with seeded scores.
 */
export function finishedTransformGames(now: number, count: number, names: readonly string[]) {
	const next = seededRandom(7);
	const score = (): SeedScore => Math.floor(next() * 3) as SeedScore;
	return Array.from({ length: count }, (_, i) =>
		transformGame(
			i + 1,
			names.slice(i % 8, (i % 8) + 2 + (i % 3)).map((name) => [name, score()]),
			now - i * 86_400_000
		)
	);
}

/**
 * The players and log of a Permutations game of three whose log is `entries` changes of the
 * starting colours, each checked here against the engine so the browser folds entries it
 * accepts, not refusals; entry `seq` is stamped `at(seq)`.
 */
export function colourChangesLog(entries: number, at: (seq: number) => number) {
	const players = ['Ada', 'Bea', 'Cy'].map((name, i) => ({ id: `p${i + 1}`, name }));
	let state = setup(players, {});
	if (isViolation(state)) throw new Error(`setup refused: ${state.reason}`);
	const inPlay = COLOURS.filter((c) => c !== (state as PermutationsState).setAside);
	const events = [];
	for (let seq = 1; seq <= entries; seq++) {
		const colours = Object.fromEntries(
			players.map((p, i) => [p.id, inPlay[(i + seq) % inPlay.length]])
		);
		const event = { type: 'colours' as const, colours };
		const next = apply(state as PermutationsState, event);
		if (isViolation(next)) throw new Error(`entry ${seq} refused: ${next.reason}`);
		state = next;
		events.push({ seq, at: at(seq), event });
	}
	return { players, events };
}
