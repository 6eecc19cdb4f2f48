/**
 * Reframing for the referee CLI. One op, `game`: a whole match (or its first rounds) in one line,
 * answered with each round's scores and every card's verdict.
 */
import {
	BadRequest,
	RefusedLine,
	readOpLine,
	refuseUnknownFields,
	type RefereeModule
} from '../../core/referee';
import { isViolation } from '../../core/engine';
import { readEvent } from '../../core/events';
import { reframingEvent } from './events';
import {
	apply,
	ROUNDS,
	setup,
	type AssignmentInput,
	type ReframingEvent,
	type ReframingHouseRules,
	type ReframingState
} from './engine';

/** The seed used for the round 7 draw when a line gives neither names nor a seed. */
export const DEFAULT_SEED = 1;

const ROUND_FIELDS = ['plays', 'predictions', 'recover', 'assignments', 'boost', 'seed'];

interface CardLine {
	player: string;
	card: number;
	pass: boolean;
}

interface RoundLine {
	cardPoints: Record<string, number>;
	bonus: Record<string, number>;
	score: Record<string, number>;
	frames: Record<string, CardLine[]>;
	/** Only when the names were drawn here rather than given. */
	assignments?: AssignmentInput;
}

function byPlayer(ids: readonly string[], values: readonly number[]): Record<string, number> {
	return Object.fromEntries(ids.map((id, seat) => [id, values[seat]]));
}

function readPlayers(value: unknown): string[] {
	if (!Array.isArray(value) || value.some((p) => typeof p !== 'string' || p === '')) {
		throw new BadRequest('"players" must be a list of player names.');
	}
	if (new Set(value).size !== value.length) {
		throw new BadRequest('Two players have the same name.');
	}
	return value as string[];
}

function readHouseRules(value: unknown): Partial<ReframingHouseRules> {
	if (value === undefined) return {};
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new BadRequest('"houseRules" must be an object.');
	}
	refuseUnknownFields(value as Record<string, unknown>, ['thresholds'], '"houseRules"');
	return value as Partial<ReframingHouseRules>;
}

function roundEvent(value: unknown, round: number): ReframingEvent {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new BadRequest(`Round ${round} must be an object.`);
	}
	const fields = value as Record<string, unknown>;
	refuseUnknownFields(fields, ROUND_FIELDS, `Round ${round}`);
	// Read through the game's event schema, as every entry the app makes is: the engine then
	// works on data of the declared shape.
	const event = readEvent(reframingEvent, { type: 'round', ...fields });
	if (isViolation(event)) throw new RefusedLine({ ...event, rule: undefined }, `Round ${round}: `);
	if (event.type === 'round' && round === 7 && event.assignments === undefined) {
		event.seed ??= DEFAULT_SEED;
	}
	return event;
}

function namesById(state: ReframingState): AssignmentInput {
	const ids = state.players.map((p) => p.id);
	const rows = state.assignments ?? [];
	return Object.fromEntries(
		rows.map((row, i) => [
			String(i + 1),
			Object.fromEntries(row.map((named, seat) => [ids[seat], ids[named]]))
		])
	);
}

/** Plays a whole `game` line through the engine, or throws naming the round, player and rule. */
export function playGame(line: Record<string, unknown>): {
	rounds: RoundLine[];
	totals: Record<string, number>;
} {
	const ids = readPlayers(line.players);
	const started = setup(
		ids.map((id) => ({ id, name: id })),
		{ thresholds: 'printed', ...readHouseRules(line.houseRules) }
	);
	if (isViolation(started)) throw new RefusedLine({ ...started, rule: undefined });
	if (!Array.isArray(line.rounds)) throw new BadRequest('"rounds" must be a list of rounds.');
	if (line.rounds.length > ROUNDS) {
		throw new BadRequest(`A match has ${ROUNDS} rounds, not ${line.rounds.length}.`);
	}
	let state = started;
	const rounds: RoundLine[] = [];
	line.rounds.forEach((value, i) => {
		const round = i + 1;
		const event = roundEvent(value, round);
		const next = apply(state, event);
		if (isViolation(next)) {
			throw new RefusedLine(next, `Round ${round}: `);
		}
		state = next;
		const result = state.results[state.results.length - 1];
		const frames: Record<string, CardLine[]> = {};
		for (const frame of [...result.frames].reverse()) {
			frames[String(frame.frame)] = frame.cards.map((c) => ({
				player: ids[c.player],
				card: c.card,
				pass: c.pass
			}));
		}
		const out: RoundLine = {
			cardPoints: byPlayer(ids, result.cardPoints),
			bonus: byPlayer(ids, result.bonus),
			score: byPlayer(ids, result.score),
			frames
		};
		if (round === 7 && state.assignmentSeed !== null) out.assignments = namesById(state);
		rounds.push(out);
	});
	return { rounds, totals: byPlayer(ids, state.totals) };
}

/** The CLI entry: `npm run -s referee -- reframing batch`. */
export const referee: RefereeModule = {
	batch(input: unknown) {
		return playGame(readOpLine(input, { game: ['players', 'houseRules', 'rounds'] }, 'Reframing'));
	}
};
