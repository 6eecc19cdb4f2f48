/**
 * Scoring a round (ruling 1: a maxcount m scores m(m+1)/2) and deciding when the game ends.
 */
import { leadersOf } from '../../core/scoreboard';
import { COLOURS, type Colour } from './colours';
import { type ColourCounts, type PermutationsState, type RoundResult, TARGET } from './state';

/** The round score for a maxcount m: m(m+1)/2 (ruling 1). */
export function scoreForMax(m: number): number {
	return (m * (m + 1)) / 2;
}

/** The largest same-colour count of a player's drafted cards. */
export function maxCount(counts: Partial<Record<Colour, number>>): number {
	return Math.max(0, ...COLOURS.map((c) => counts[c] ?? 0));
}

export function scoreRound(
	s: PermutationsState,
	mode: RoundResult['mode'],
	counts: Record<string, ColourCounts>
): void {
	const max: Record<string, number> = {};
	const score: Record<string, number> = {};
	for (const p of s.players) {
		max[p.id] = maxCount(counts[p.id]);
		score[p.id] = scoreForMax(max[p.id]);
		s.totals[p.id] += score[p.id];
	}
	s.rounds.push({ number: s.rounds.length + 1, mode, tieBreak: s.tieBreak, counts, max, score });
	s.auctionsDone = 0;
	const top = leaderIds(s);
	if (s.tieBreak) {
		s.finished = true;
		s.winners = top;
	} else if (s.players.some((p) => s.totals[p.id] >= TARGET)) {
		if (top.length > 1 && s.houseRules.ties === 'extra-round') s.tieBreak = true;
		else {
			s.finished = true;
			s.winners = top;
		}
	}
}

/** Totals in seat order, as the shared scoreboard helpers take them. */
export function seatTotals(s: PermutationsState): number[] {
	return s.players.map((p) => s.totals[p.id]);
}

/** The ids of the players with the highest total. */
export function leaderIds(s: PermutationsState): string[] {
	return leadersOf(seatTotals(s)).map((seat) => s.players[seat].id);
}
