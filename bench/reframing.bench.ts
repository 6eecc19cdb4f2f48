/**
 * Reframing: how long refereeing a full 16-player match takes (eight rounds, every player
 * playing three cards a round, with guesses, take-backs, drawn names and boosts), and how long
 * one end-of-round evaluation of a crowded table takes. Reference figures, no targets.
 */
import { isViolation } from '../src/lib/core/engine';
import {
	apply,
	deckInRound,
	evaluateFrames,
	PRINTED_THRESHOLDS,
	seededRandom,
	setup,
	type ReframingEvent,
	type ReframingState
} from '../src/lib/games/reframing/engine';
import { referee } from '../src/lib/games/reframing/referee';
import { median, timeEach, type Figure } from './harness';

const PLAYERS = 16;
const IDS = Array.from({ length: PLAYERS }, (_, i) => `P${i + 1}`);

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
	const pool = [...items];
	const out: T[] = [];
	while (out.length < count && pool.length) {
		out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
	}
	return out;
}

/** Eight legal rounds for 16 players, drawn from a seed. */
function matchEvents(seed: number): ReframingEvent[] {
	const random = seededRandom(seed);
	const events: ReframingEvent[] = [];
	for (let round = 1; round <= 8; round++) {
		const deck = deckInRound(round);
		const plays: Record<string, number[]> = {};
		for (const id of IDS) plays[id] = pick(deck, 3, random);
		const event: Extract<ReframingEvent, { type: 'round' }> = { type: 'round', plays };
		if (round === 3) {
			event.predictions = Object.fromEntries(IDS.map((id) => [id, 1 + Math.floor(random() * 20)]));
		}
		if (round === 7) event.seed = seed;
		events.push(event);
	}
	return events;
}

function playMatch(events: readonly ReframingEvent[]): ReframingState {
	let state = setup(IDS.map((id) => ({ id, name: id })));
	if (isViolation(state)) throw new Error(state.reason);
	for (const event of events) {
		const next = apply(state, event);
		if (isViolation(next)) throw new Error(next.reason);
		state = next;
	}
	return state;
}

export async function run(): Promise<Figure[]> {
	const events = matchEvents(11);
	const final = playMatch(events);
	const names = final.players.map((p) => p.name);
	const onFrames = final.positions.flat().filter((f) => f > 0).length;

	const matchTimes = timeEach(() => playMatch(events), 50);
	const evalTimes = timeEach(
		() => evaluateFrames(final.positions, 8, PRINTED_THRESHOLDS, names),
		500
	);
	const line = {
		op: 'game',
		players: IDS,
		rounds: events.map(({ type: _type, ...round }) => round)
	};
	const cliTimes = timeEach(() => referee.batch(line), 50);

	return [
		{
			name: `reframing: full 16-player match, 8 rounds, median`,
			value: median(matchTimes),
			unit: 'ms'
		},
		{
			name: `reframing: evaluate every frame once (${onFrames} cards on frames), median`,
			value: median(evalTimes),
			unit: 'ms'
		},
		{
			name: 'reframing: referee "game" line, 16 players, median',
			value: median(cliTimes),
			unit: 'ms'
		}
	];
}
