/**
 * A new game, the deal of the starting colours, and the `colours` entry that changes them before play.
 */
import { type RuleViolation, type SessionPlayer, describeValue, refusal } from '../../core/engine';
import { COLOURS, type Colour } from './colours';
import { RULE } from './rules';
import { resolve } from './cards';
import { type PermutationsHouseRules, defaultHouseRules } from './house-rules';
import { CARDS_PER_COLOUR, DECK_SIZE, type PermutationsState, isColour, zeroCounts } from './state';

/** True before the first pool, bid or round: the starting colours can still be changed. */
export function nothingEnteredYet(s: PermutationsState): boolean {
	return (
		s.rounds.length === 0 &&
		s.auctionsDone === 0 &&
		Object.keys(s.bids).length === 0 &&
		s.pool.cards.length === 0
	);
}

function deal(s: PermutationsState, colours: Record<string, Colour>): void {
	s.inPlay = COLOURS.filter((c) => s.players.some((p) => colours[p.id] === c));
	s.setAside = s.players.length === 3 ? (COLOURS.find((c) => !s.inPlay.includes(c)) ?? null) : null;
	s.players = s.players.map((p) => ({ ...p, colour: colours[p.id] }));
	for (const p of s.players) {
		const hidden = zeroCounts();
		hidden[p.colour] = CARDS_PER_COLOUR - 1;
		s.hands[p.id] = { cards: [], hidden };
	}
	const poolHidden = zeroCounts();
	for (const c of s.inPlay) poolHidden[c] = 1;
	s.pool = { cards: [], hidden: poolHidden };
	resolve(s);
}

function checkColourAssignment(
	players: readonly { id: string; name: string }[],
	colours: Partial<Record<string, Colour>>
): RuleViolation | null {
	const seen = new Map<string, string>();
	for (const p of players) {
		const c = colours[p.id];
		if (c === undefined) {
			return refusal({ code: 'permutations/colour-missing', name: p.name }, RULE.hands, p.id);
		}
		if (seen.has(c)) {
			return refusal(
				{ code: 'permutations/colour-shared', name: p.name, other: seen.get(c)!, colour: c },
				RULE.differentColours,
				p.id
			);
		}
		seen.set(c, p.name);
	}
	return null;
}

/**
 * A new game. Each player starts with the colour given as their `colour` when it is a card colour
 * name (the CLI's way; the app's players carry display colours, which are ignored). Players without
 * one take the free colours in seat order, skipping the house rules' `setAside` colour in a
 * three-player game. A `colours` event can change this before play starts.
 */
export function setup(
	players: readonly SessionPlayer[],
	houseRules: Partial<PermutationsHouseRules> = {}
): PermutationsState | RuleViolation {
	if (players.length < 3 || players.length > 4) {
		return refusal({ code: 'permutations/player-count', count: players.length }, RULE.players);
	}
	const ids = new Set(players.map((p) => p.id));
	if (ids.size !== players.length) return refusal({ code: 'permutations/same-id' }, RULE.players);
	const ties = houseRules.ties ?? defaultHouseRules.ties;
	if (ties !== 'share' && ties !== 'extra-round') {
		return refusal({ code: 'permutations/ties-mode', value: describeValue(ties) }, RULE.rulingTies);
	}
	const setAside = houseRules.setAside ?? defaultHouseRules.setAside;
	if (!isColour(setAside)) {
		return refusal(
			{ code: 'permutations/set-aside-colour', value: describeValue(setAside) },
			RULE.rulingColourSetAside
		);
	}
	const colours: Record<string, Colour> = {};
	const taken = new Set<Colour>();
	for (const p of players) {
		if (isColour(p.colour)) {
			if (taken.has(p.colour)) {
				return refusal(
					{ code: 'permutations/same-start', colour: p.colour },
					RULE.differentColours,
					p.id
				);
			}
			colours[p.id] = p.colour;
			taken.add(p.colour);
		}
	}
	const aside = players.length === 3 && !taken.has(setAside) ? setAside : null;
	for (const p of players) {
		if (colours[p.id]) continue;
		const free = COLOURS.find((c) => !taken.has(c) && c !== aside) as Colour;
		colours[p.id] = free;
		taken.add(free);
	}
	const state: PermutationsState = {
		players: players.map((p) => ({ id: p.id, name: p.name, colour: colours[p.id] })),
		inPlay: [],
		setAside: null,
		houseRules: { ties, setAside, checkLastBids: houseRules.checkLastBids ?? true },
		colourOf: new Array<Colour | null>(DECK_SIZE + 1).fill(null),
		hands: {},
		pool: { cards: [], hidden: zeroCounts() },
		bids: {},
		takes: {},
		auctionsDone: 0,
		drafted: Object.fromEntries(players.map((p) => [p.id, []])),
		rounds: [],
		totals: Object.fromEntries(players.map((p) => [p.id, 0])),
		tieBreak: false,
		finished: false,
		winners: []
	};
	deal(state, colours);
	return state;
}

export function applyColours(
	s: PermutationsState,
	colours: Record<string, Colour>
): PermutationsState | RuleViolation {
	if (!nothingEnteredYet(s)) {
		return refusal({ code: 'permutations/colours-too-late' }, RULE.rulingColours);
	}
	const stranger = Object.keys(colours).find((id) => !s.players.some((p) => p.id === id));
	if (stranger !== undefined)
		return refusal(
			{ code: 'permutations/no-player', value: describeValue(stranger) },
			RULE.players
		);
	const problem = checkColourAssignment(s.players, colours);
	if (problem) return problem;
	deal(s, colours);
	return s;
}
