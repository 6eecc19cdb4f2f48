/**
 * `npm run -s referee -- permutations batch`: one JSON line in, one out.
 *   {"op":"score","max":m}                         -> {"score":n}
 *   {"op":"round","counts":{"A":{"red":5,...},...}} -> {"max":{...},"score":{...}}
 *   {"op":"auction","pool":[{"n":12,"colour":"red"},...],"bids":{"A":30,...}} -> {"order":[...]}
 *   {"op":"game","players":[...],"colours":[...],"rounds":[counts,...]} -> totals, finished, winners
 * A bad line throws an Error whose message names the player and the rule broken.
 */
import { BadRequest, RefusedLine, readOpLine, type RefereeModule } from '../../core/referee';
import { isViolation } from '../../core/engine';
import {
	AUCTIONS_PER_ROUND,
	CARDS_PER_COLOUR,
	COLOURS,
	draftOrder,
	isCardNumber,
	isColour,
	maxCount,
	scoreForMax,
	setup,
	type Colour,
	type PermutationsState
} from './engine';
import { engine } from './game';
import { RULE } from './rules';

function fail(reason: string, rule: string): never {
	throw new BadRequest(`${reason} (rule ${rule})`);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
	typeof v === 'object' && v !== null && !Array.isArray(v);

function score(input: Record<string, unknown>): { score: number } {
	const m = input.max;
	if (typeof m !== 'number' || !Number.isInteger(m) || m < 0 || m > CARDS_PER_COLOUR) {
		fail('"max" must be a whole number from 0 to 12.', RULE.rulingScore);
	}
	return { score: scoreForMax(m) };
}

/** The round checks that need no history: the ones of rulings 2 and 3. */
function round(input: Record<string, unknown>): {
	max: Record<string, number>;
	score: Record<string, number>;
} {
	const counts = input.counts;
	if (!isObject(counts))
		fail('"counts" must map each player to their colour counts.', RULE.rulingCounts);
	const players = Object.keys(counts);
	if (players.length < 3 || players.length > 4) {
		fail(`Permutations is for 3 or 4 players, not ${players.length}.`, RULE.players);
	}
	const colourTotals: Record<Colour, number> = { red: 0, yellow: 0, green: 0, blue: 0 };
	// Maps, not objects, while building: a player may be called "__proto__" or "toString".
	const max = new Map<string, number>();
	const scores = new Map<string, number>();
	for (const player of players) {
		const row = counts[player];
		if (!isObject(row)) fail(`Player ${player}'s colour counts are missing.`, RULE.rulingCounts);
		let total = 0;
		for (const [colour, value] of Object.entries(row)) {
			if (!isColour(colour)) {
				fail(`Player ${player}: "${colour}" is not a card colour.`, RULE.deck);
			}
			if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
				fail(
					`Player ${player}'s ${colour} count must be a whole number of cards, 0 or more.`,
					RULE.rulingCounts
				);
			}
			total += value;
			colourTotals[colour] += value;
		}
		if (total !== AUCTIONS_PER_ROUND) {
			fail(
				`Player ${player}'s counts add up to ${total}, but every player drafts exactly 11 cards a round.`,
				RULE.rulingCounts
			);
		}
		const m = maxCount(row as Partial<Record<Colour, number>>);
		max.set(player, m);
		scores.set(player, scoreForMax(m));
	}
	for (const colour of COLOURS) {
		if (colourTotals[colour] > CARDS_PER_COLOUR) {
			const most = players.reduce((a, b) =>
				((counts[b] as Record<string, number>)[colour] ?? 0) >
				((counts[a] as Record<string, number>)[colour] ?? 0)
					? b
					: a
			);
			fail(
				`${colourTotals[colour]} ${colour} cards were drafted in all (player ${most} has the most), but there are only 12 ${colour} cards.`,
				RULE.rulingColourLimit
			);
		}
	}
	const used = COLOURS.filter((c) => colourTotals[c] > 0);
	if (used.length > players.length) {
		fail(
			`With ${players.length} players only ${players.length} colours are in play, but ${used.join(', ')} were all drafted.`,
			RULE.rulingColours
		);
	}
	return { max: Object.fromEntries(max), score: Object.fromEntries(scores) };
}

/**
 * The engine keys its records by player id; the CLI names players freely, so it gives the engine
 * seat ids and maps answers back to the names.
 */
const seatId = (seat: number) => `seat-${seat + 1}`;

function auction(input: Record<string, unknown>): { order: string[] } {
	const { pool, bids } = input;
	if (!isObject(bids)) fail('"bids" must map each player to the number they bid.', RULE.bid);
	const players = Object.keys(bids);
	if (players.length < 3 || players.length > 4) {
		fail(`Permutations is for 3 or 4 players, not ${players.length}.`, RULE.players);
	}
	if (!Array.isArray(pool) || pool.length !== players.length) {
		fail(`The pool holds one card per player, so ${players.length} cards.`, RULE.poolSize);
	}
	const seen = new Map<number, string>();
	for (const card of pool as unknown[]) {
		const n = isObject(card) ? card.n : undefined;
		if (!isCardNumber(n))
			fail('Each pool card needs a number from 1 to 48.', RULE.oneCardPerNumber);
		if (!isColour((card as Record<string, unknown>).colour)) {
			fail(`Pool card ${n} needs a colour: red, yellow, green or blue.`, RULE.rulingDeckMap);
		}
		if (seen.has(n))
			fail(`Card ${n} is in the pool twice; every number is on one card.`, RULE.oneCardPerNumber);
		seen.set(n, 'the pool');
	}
	// The draft order is worked out on seat ids, so any name (even "__proto__") is safe.
	const values: Record<string, number> = {};
	for (const [seat, player] of players.entries()) {
		const raw = bids[player];
		const n = isObject(raw) ? raw.n : raw;
		if (!isCardNumber(n))
			fail(`Player ${player}'s bid must be a card number from 1 to 48.`, RULE.bid);
		const where = seen.get(n);
		if (where) {
			fail(
				`Player ${player} cannot bid card ${n}: it is ${where === 'the pool' ? 'in the pool' : `player ${where}'s bid`}, and every number is on one card.`,
				where === 'the pool' ? RULE.oneCardPerNumber : RULE.rulingDistinctBids
			);
		}
		seen.set(n, player);
		values[seatId(seat)] = n;
	}
	const nameOf = new Map(players.map((name, seat) => [seatId(seat), name]));
	return { order: draftOrder(values).map((id) => nameOf.get(id)!) };
}

function game(input: Record<string, unknown>): {
	totals: Record<string, number>;
	finished: boolean;
	winners: string[];
} {
	const { players, colours, rounds, ties } = input;
	if (!Array.isArray(players) || !players.every((p) => typeof p === 'string')) {
		fail('"players" must list the players in seat order.', RULE.players);
	}
	if (new Set(players).size !== players.length)
		fail('Two players have the same name.', RULE.players);
	if (colours !== undefined && (!Array.isArray(colours) || colours.length !== players.length)) {
		fail('"colours" must give each player\'s starting colour, in seat order.', RULE.rulingColours);
	}
	if (!Array.isArray(rounds))
		fail('"rounds" must list the colour counts of each round.', RULE.rulingCounts);
	const seats = (players as string[]).map((name, i) => ({
		id: seatId(i),
		name,
		...(colours ? { colour: (colours as unknown[])[i] as string } : {})
	}));
	if (colours) {
		const bad = seats.find((s) => !isColour(s.colour));
		if (bad)
			fail(
				typeof bad.colour === 'string'
					? `Player ${bad.name}'s colour "${bad.colour}" is not a card colour.`
					: `Player ${bad.name}'s colour must be the name of a card colour: ${COLOURS.join(', ')}.`,
				RULE.deck
			);
	}
	const idOf = new Map(seats.map((s) => [s.name, s.id]));
	const nameOf = new Map(seats.map((s) => [s.id, s.name]));
	// A round's counts by seat id; a name not at the table is kept, for the engine to refuse.
	const bySeat = (counts: Record<string, unknown>) =>
		Object.fromEntries(Object.entries(counts).map(([name, row]) => [idOf.get(name) ?? name, row]));
	// The contract of `game` checks each round's counts (11 a player, at most 12 a colour), not
	// whether the last bids of each round could have formed the leftovers.
	let state = setup(seats, {
		checkLastBids: false,
		...(ties === undefined ? {} : { ties: ties as 'share' | 'extra-round' })
	});
	if (isViolation(state)) throw new RefusedLine(state);
	let endedAt = 0;
	for (let i = 0; i < rounds.length; i++) {
		const s: PermutationsState = state;
		if (s.finished) {
			fail(
				`Round ${i + 1} was given, but the game ended after round ${endedAt}.`,
				s.houseRules.ties === 'extra-round' ? RULE.rulingTies : RULE.gameEnd
			);
		}
		const counts = rounds[i];
		if (!isObject(counts)) {
			fail(`Round ${i + 1} must map each player to their colour counts.`, RULE.rulingCounts);
		}
		// Played as the app plays an entry: read through the event schema, then the rules.
		const next = engine.apply(s, { type: 'round', counts: bySeat(counts) });
		if (isViolation(next)) throw new RefusedLine(next, `Round ${i + 1}: `);
		state = next;
		if (state.finished) endedAt = i + 1;
	}
	const final = state as PermutationsState;
	return {
		totals: Object.fromEntries(seats.map((seat) => [seat.name, final.totals[seat.id]])),
		finished: final.finished,
		winners: final.winners.map((id) => nameOf.get(id)!)
	};
}

/** Each op's fields besides "op"; a line holding any other field is refused. */
const FIELDS = {
	score: ['max'],
	round: ['counts'],
	auction: ['pool', 'bids'],
	game: ['players', 'colours', 'rounds', 'ties']
} as const;

export const referee: RefereeModule = {
	batch(input: unknown): unknown {
		const line = readOpLine(input, FIELDS, 'Permutations');
		switch (line.op) {
			case 'score':
				return score(line);
			case 'round':
				return round(line);
			case 'auction':
				return auction(line);
			case 'game':
				return game(line);
		}
	}
};
