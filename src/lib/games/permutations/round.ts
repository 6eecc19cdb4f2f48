/**
 * The `round` entry: a whole round entered as colour counts (notepad), checked against what can be
 * known without seeing the cards (ruling 8).
 */
import { type RuleViolation, describeValue, isViolation, refusal } from '../../core/engine';
import { COLOURS } from './colours';
import { RULE } from './rules';
import { handColours, resolve } from './cards';
import { scoreRound } from './scoring';
import {
	AUCTIONS_PER_ROUND,
	CARDS_PER_COLOUR,
	type ColourCounts,
	type PermutationsState,
	sum,
	zeroCounts
} from './state';

/** Reads a notepad entry into full counts, or says which player's entry is malformed. */
function readCounts(
	s: PermutationsState,
	table: Partial<Record<string, Partial<ColourCounts>>>
): Record<string, ColourCounts> | RuleViolation {
	const unknown = Object.keys(table).find((id) => !s.players.some((p) => p.id === id));
	if (unknown !== undefined) {
		return refusal({ code: 'permutations/no-player', value: describeValue(unknown) }, RULE.players);
	}
	const counts: Record<string, ColourCounts> = {};
	for (const p of s.players) {
		const given = table[p.id];
		if (given === undefined) {
			return refusal(
				{ code: 'permutations/counts-missing', name: p.name },
				RULE.rulingCounts,
				p.id
			);
		}
		const row = zeroCounts();
		for (const key of COLOURS) {
			const value = given[key];
			if (value === undefined) continue;
			if (!Number.isInteger(value) || value < 0) {
				return refusal(
					{ code: 'permutations/count-not-whole', name: p.name, colour: key },
					RULE.rulingCounts,
					p.id
				);
			}
			if (value > 0 && !s.inPlay.includes(key)) {
				return refusal(
					{ code: 'permutations/count-aside', name: p.name, colour: key },
					RULE.rulingColours,
					p.id
				);
			}
			row[key] = value;
		}
		counts[p.id] = row;
	}
	return counts;
}

/** Checks a notepad round against what can be known without seeing the cards (ruling 8). */
function checkNotepadRound(
	s: PermutationsState,
	counts: Record<string, ColourCounts>
): RuleViolation | null {
	for (const p of s.players) {
		const total = sum(counts[p.id]);
		if (total !== AUCTIONS_PER_ROUND) {
			return refusal(
				{ code: 'permutations/counts-total', name: p.name, total },
				RULE.rulingCounts,
				p.id
			);
		}
	}
	const left = zeroCounts();
	for (const c of s.inPlay) {
		const drafted = s.players.reduce((t, p) => t + counts[p.id][c], 0);
		if (drafted > CARDS_PER_COLOUR) {
			const heaviest = s.players.reduce((a, b) => (counts[b.id][c] > counts[a.id][c] ? b : a));
			return refusal(
				{ code: 'permutations/colour-over', count: drafted, colour: c },
				RULE.rulingColourLimit,
				heaviest.id
			);
		}
		left[c] = CARDS_PER_COLOUR - drafted;
	}
	// The leftovers are the last bids: one card from each player's hand as the round began.
	const starts = s.players.map((p) => handColours(s, p.id));
	if (s.houseRules.checkLastBids !== false && !canGiveOneEach(starts, left)) {
		return refusal(
			{
				code: 'permutations/last-bids',
				left,
				held: s.players.map((p, i) => ({ name: p.name, counts: starts[i] }))
			},
			RULE.lastBids
		);
	}
	return null;
}

/** Whether each hand can give one card so that together they make exactly `left`. */
export function canGiveOneEach(hands: ColourCounts[], left: ColourCounts): boolean {
	if (hands.length === 0) return sum(left) === 0;
	const [first, ...rest] = hands;
	return COLOURS.some((c) => {
		if (first[c] === 0 || left[c] === 0) return false;
		return canGiveOneEach(rest, { ...left, [c]: left[c] - 1 });
	});
}

export function applyRound(
	s: PermutationsState,
	counts: Partial<Record<string, Partial<ColourCounts>>>
): PermutationsState | RuleViolation {
	if (s.auctionsDone > 0 || Object.keys(s.bids).length > 0) {
		return refusal({ code: 'permutations/round-by-auctions' }, RULE.elevenAuctions);
	}
	const read = readCounts(s, counts);
	if (isViolation(read)) return read;
	const problem = checkNotepadRound(s, read);
	if (problem) return problem;
	const left = zeroCounts();
	for (const c of s.inPlay) {
		left[c] = CARDS_PER_COLOUR - s.players.reduce((t, p) => t + read[p.id][c], 0);
	}
	for (const p of s.players) s.hands[p.id] = { cards: [], hidden: { ...read[p.id] } };
	s.pool = { cards: [], hidden: left };
	scoreRound(s, 'notepad', read);
	resolve(s);
	return s;
}
