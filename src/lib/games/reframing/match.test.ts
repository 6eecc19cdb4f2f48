/**
 * A whole match for 11 players (P1..P11), printed thresholds (20 cards, eight 8s, four copies,
 * 11 numbers). Every number below was worked out by hand from the rules, frame by frame; the
 * comments carry the working so a reader can check it without running the engine.
 * Notation: "P3 6 -6" means P3's 6 fails and costs 6.
 */
import { sayCardResult } from '../../i18n/reframing';
import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import {
	apply,
	setup,
	winners,
	type AssignmentInput,
	type ReframingEvent,
	type ReframingState
} from './engine';

const IDS = Array.from({ length: 11 }, (_, i) => `P${i + 1}`);

function ok(state: ReframingState | RuleViolation): ReframingState {
	if (isViolation(state)) throw new Error(`refused: ${state.reason}`);
	return state;
}

/** Round 7 names: on frame k, player Pi is given P(i+k), wrapping after P11. */
function cyclicNames(): AssignmentInput {
	const names: AssignmentInput = {};
	for (let k = 1; k <= 5; k++) {
		names[String(k)] = Object.fromEntries(IDS.map((id, i) => [id, IDS[(i + k) % 11]]));
	}
	return names;
}

const ROUNDS: ReframingEvent[] = [
	// Round 1. Frame 1: P1 1 2 3, P2 1 3 5, P3 2 4 6, P4 3 7, P5 3 (12 cards).
	// Four 3s, so every 3 fails; 5 fails (12 < 20); 6 passes (8 odd vs 4 even); 7 passes (1-6 all
	// there); 4 passes (a 3 fails); 1s and 2s pass.
	// P1 1+2-3 = 0; P2 1-3-5 = -7 -> 0; P3 2+4+6 = 12; P4 -3+7 = 4; P5 -3 -> 0.
	{
		type: 'round',
		plays: { P1: [1, 2, 3], P2: [1, 3, 5], P3: [2, 4, 6], P4: [3, 7], P5: [3] }
	},
	// Round 2 (8 and 9 join). P1 moves its 3 and P5 its 3 from frame 1; P5 adds 9.
	// Frame 2: P1 3, P5 3 9, P6 8 9, P7 8, P8 1 3 (8 cards): three 3s, so 3s and 9s pass; two 8s
	// on frames 2-8, 8s pass; all pass.
	// Frame 1: P1 1 2, P2 1 3 5, P3 2 4 6, P4 3 7 (10 cards): two 3s pass; 5 fails; 6 passes
	// (6 odd vs 4 even); 7 passes; 4 passes (P2's 5 fails).
	// P1 1+2+3 = 6; P2 1+3-5 = -1 -> 0; P3 12; P4 3+7 = 10; P5 3+9 = 12; P6 8+9 = 17; P7 8; P8 4.
	{ type: 'round', plays: { P1: [3], P5: [3, 9], P6: [8, 9], P7: [8], P8: [1, 3] } },
	// Round 3. Moved from frames 1-2: P2 1 3 5 (3, frame 1), P6 8 (1, frame 2), P3 6 (1, frame 1);
	// P9 2 4 from hand do not count. Actual 5.
	// Guess distances: P1 0, P6 0 (9 others further each); P2 1, P3 1 (7); P4 2, P9 2 (5);
	// P7 3, P11 3 (3); P5 4 (2: P8, P10); P8 5 (1: P10); P10 95 (0).
	// Frame 3: P2 1 3 5, P6 8, P9 2 4, P3 6 (7 cards; odd 1 3 5 = 3, even 8 2 4 6 = 4).
	//   P2 1 +1, 3 +3 (one 3), 5 -5; P6 8 +8 (one 8 on 3-8); P9 2 +2 (P2's 1), 4 +4; P3 6 -6.
	// Frame 2: P1 3, P5 3 9, P6 9, P7 8, P8 1 3: three 3s; 8s on 2-8 = 2: all pass.
	// Frame 1: P1 1 2, P3 2 4, P4 3 7: 7 fails (no 5, no 6), so P3's 4 passes; the rest pass.
	// Cards: P1 1+2+3 = 6; P2 1+3-5 = -1 -> 0; P3 2+4-6 = 0; P4 3-7 = -4 -> 0; P5 3+9 = 12;
	// P6 9+8 = 17; P7 8; P8 1+3 = 4; P9 2+4 = 6; P10 0; P11 0.
	// Score = capped cards + bonus: P1 6+9 = 15; P2 0+7 = 7; P3 0+7 = 7; P4 0+5 = 5; P5 12+2 = 14;
	// P6 17+9 = 26; P7 8+3 = 11; P8 4+1 = 5; P9 6+5 = 11; P10 0; P11 0+3 = 3.
	{
		type: 'round',
		plays: { P2: [1, 3, 5], P6: [8], P9: [2, 4], P3: [6] },
		predictions: {
			P1: 5,
			P2: 4,
			P3: 6,
			P4: 7,
			P5: 1,
			P6: 5,
			P7: 2,
			P8: 10,
			P9: 3,
			P10: 100,
			P11: 8
		}
	},
	// Round 4 (10 and 11 join). P1 and P5 move their 3s from frame 2; P9 plays a 3 from hand.
	// Frame 4: P1 3, P5 3, P9 3, P11 3 7, P10 10 11 (7 cards). Four 3s: every 3 fails. P10's 10
	// passes (four 3s, P10's 3 is in hand). P10's 11 fails: 7 cards, not more than frame 3's 7.
	// P11's 7 fails (no 1).
	// Frame 3 as in round 3 (P2 1 +1, 3 +3, 5 -5; P6 8 +8; P9 2 +2, 4 +4; P3 6 -6).
	// Frame 2: P5 9, P6 9, P7 8, P8 1 3: one 3, so both 9s fail; P7 8 +8 (8s on 2-8: 2); P8 +1 +3.
	// Frame 1: P1 1 2, P3 2 4, P4 3 7 as in round 3 (7 fails, the rest pass).
	// P1 1+2-3 = 0; P2 -1 -> 0; P3 2+4-6 = 0; P4 -4 -> 0; P5 -9-3 -> 0; P6 -9+8 -> 0; P7 8; P8 4;
	// P9 2+4-3 = 3; P10 10-11 -> 0; P11 -3-7 -> 0.
	{ type: 'round', plays: { P10: [10, 11], P11: [3, 7], P1: [3], P5: [3], P9: [3] } },
	// Round 5 (12 and 13 join). P1 moves 1 2 from frame 1, P2 moves 1 from frame 3, P3 moves 2
	// from frame 1.
	// Frame 5: P1 12 1 2, P2 13 12 1, P3 2 5 8, P4 6 9 10, P7 11 13 7 (15 cards). Counts: 1, 2,
	// 12, 13 twice; 5 6 7 8 9 10 11 once: 11 numbers; odd 8 vs even 7.
	//   12s +12 each (two 12s, two 1s, two 2s); 13s +13 each; 1s, 2s pass; P3 5 -5; P3 8 +8;
	//   P4 6 +6; P4 9 -9 (no 3); P4 10 -10 (nothing four times); P7 11 +11 (15 > 7); P7 7 -7.
	// Frame 4 as before: 3s -3 each (P1 P5 P9 P11), P11 7 -7, P10 10 +10, P10 11 -11.
	// Frame 3: P2 3 5, P6 8, P9 2 4, P3 6 (no 1 any more): P2 3 +3, 5 -5; P6 8 +8; P9 2 -2,
	//   4 +4; P3 6 -6 (odd 2 vs even 4).
	// Frame 2: 9s -9 each (P5, P6); P7 8 +8 (three 8s on 2-8); P8 1 +1, 3 +3.
	// Frame 1: P3 4, P4 3 7: 3 +3, 7 -7, so 4 +4.
	// P1 12+1+2-3 = 12; P2 13+12+1+3-5 = 24; P3 2-5+8-6+4 = 3; P4 6-9-10+3-7 = -17 -> 0;
	// P5 -9-3 -> 0; P6 -9+8 -> 0; P7 11+13-7+8 = 25; P8 4; P9 -2+4-3 = -1 -> 0; P10 -1 -> 0;
	// P11 -10 -> 0.
	{
		type: 'round',
		plays: { P1: [12, 1, 2], P2: [13, 12, 1], P3: [2, 5, 8], P4: [6, 9, 10], P7: [11, 13, 7] }
	},
	// Round 6. P11 takes back 3 7 (frame 4); P5 takes back 9 (frame 2) and plays it again; P6
	// takes back 9 (frame 2); P4 takes back 9 10 (frame 5) and plays 1.
	// Frame 6: P5 9 -9 (no 3); P4 1 +1.
	// Frame 5 (13 cards, 9 numbers: 1 2 5 6 7 8 11 12 13; odd 7 vs even 6): 12s +12 each; 13s
	//   -13 each; 1s, 2s pass; P3 5 -5, 8 +8; P4 6 +6; P7 11 +11; P7 7 -7.
	// Frame 4: P1 3, P5 3, P9 3 (three: +3 each), P10 10 -10 (no number four times), 11 -11.
	// Frame 3 as in round 5. Frame 2: P7 8 +8, P8 1 +1, 3 +3. Frame 1 as in round 5.
	// P1 12+1+2+3 = 18; P2 12+1-13+3-5 = -2 -> 0; P3 2-5+8-6+4 = 3; P4 1+6+3-7 = 3;
	// P5 -9+3 -> 0; P6 8; P7 11-13-7+8 = -1 -> 0; P8 4; P9 3-2+4 = 5; P10 -21 -> 0; P11 0.
	{
		type: 'round',
		recover: { P11: [3, 7], P5: [9], P6: [9], P4: [9, 10] },
		plays: { P5: [9], P4: [1] }
	},
	// Round 7. P11 plays 1 3 (both pass, +4); frames 1-6 score as in round 6.
	// Failing cards on frames 1-5: frame 1 P4 7; frame 2 none; frame 3 P2 5, P9 2, P3 6;
	// frame 4 P10 10 11 (highest 11); frame 5 P2 13, P7 13 and 7, P3 5.
	// With Pi given P(i+k) on frame k: frame 1 P3 -> P4: 7. Frame 3 P10 -> P2: 5, P6 -> P9: 2,
	// P11 -> P3: 6. Frame 4 P6 -> P10: 11. Frame 5 P8 -> P2: 13, P2 -> P7: 13, P9 -> P3: 5.
	// Bonus: P2 13, P3 7, P6 2+11 = 13, P8 13, P9 5, P10 5, P11 6.
	// Score: P1 18; P2 0+13 = 13; P3 3+7 = 10; P4 3; P5 0; P6 8+13 = 21; P7 0; P8 4+13 = 17;
	// P9 5+5 = 10; P10 0+5 = 5; P11 4+6 = 10.
	{ type: 'round', plays: { P11: [1, 3] }, assignments: cyclicNames() },
	// Round 8. P1 plays 12 (from frame 5) and boosts 3 (frame 4 -> 5) and 1 (frame 5 -> 6); P7
	// plays 8 (from frame 2); P10 boosts 10 (frame 4 -> 5); P11 boosts 3 (frame 7 -> 8).
	// Frame 8: P1 12 -12 (no 1), P7 8 +8, P11 3 +3. Frame 7: P11 1 +1.
	// Frame 6: P5 9 -9, P4 1 +1, P1 1 +1.
	// Frame 5: P1 2 3, P2 13 12 1, P3 2 5 8, P4 6, P7 11 13 7, P10 10 (13 cards, 11 numbers,
	//   odd 7 vs even 6): P1 2 +2, 3 +3; P2 13 +13, 12 +12 (one 12, one 1, two 2s), 1 +1;
	//   P3 2 +2, 5 -5, 8 +8 (8s on 5-8: 2); P4 6 +6; P7 11 +11, 13 +13, 7 -7 (no 4); P10 10 -10.
	// Frame 4: P5 3 +3, P9 3 +3, P10 11 -11. Frame 3: as before, P6 8 +8 (three 8s on 3-8).
	// Frame 2: P8 1 +1, 3 +3. Frame 1: P4 3 +3, 7 -7, P3 4 +4.
	// P1 -12+1+2+3 = -6 -> 0; P2 13+12+1+3-5 = 24; P3 2-5+8-6+4 = 3; P4 1+6+3-7 = 3;
	// P5 -9+3 -> 0; P6 8; P7 8+11+13-7 = 25; P8 4; P9 3-2+4 = 5; P10 -21 -> 0; P11 3+1 = 4.
	{
		type: 'round',
		plays: { P1: [12], P7: [8] },
		boost: { P1: [3, 1], P10: [10], P11: [3] }
	}
];

// Round scores, P1..P11, as worked out above.
const SCORES = [
	[0, 0, 12, 4, 0, 0, 0, 0, 0, 0, 0],
	[6, 0, 12, 10, 12, 17, 8, 4, 0, 0, 0],
	[15, 7, 7, 5, 14, 26, 11, 5, 11, 0, 3],
	[0, 0, 0, 0, 0, 0, 8, 4, 3, 0, 0],
	[12, 24, 3, 0, 0, 0, 25, 4, 0, 0, 0],
	[18, 0, 3, 3, 0, 8, 0, 4, 5, 0, 0],
	[18, 13, 10, 3, 0, 21, 0, 17, 10, 5, 10],
	[0, 24, 3, 3, 0, 8, 25, 4, 5, 0, 4]
];

// Running totals: r1 0 0 12 4 ...; r3 21 7 31 19 26 43 19 9 11 0 3; r6 51 31 37 22 26 51 52 21
// 19 0 3; final below. P6 wins alone with 80.
const FINAL = [69, 68, 50, 28, 26, 80, 77, 42, 34, 5, 17];

describe('a whole 11-player match worked out by hand', () => {
	const states: ReframingState[] = [];
	let state = ok(
		setup(
			IDS.map((id) => ({ id, name: id })),
			{ thresholds: 'printed' }
		)
	);
	for (const event of ROUNDS) {
		state = ok(apply(state, event));
		states.push(state);
	}

	it('scores every round as worked out', () => {
		expect(state.results.map((r) => r.score)).toEqual(SCORES);
		expect(state.totals).toEqual(FINAL);
		expect(winners(state)).toEqual([5]);
	});

	it('pays the round 3 guesses after the zero cap', () => {
		const r3 = state.results[2];
		expect(r3.prediction?.actual).toBe(5);
		expect(r3.bonus).toEqual([9, 7, 7, 5, 2, 9, 3, 1, 5, 0, 3]);
		expect(r3.cardPoints.slice(0, 4)).toEqual([6, -1, 0, -4]);
	});

	it('pays the round 7 names', () => {
		expect(state.results[6].bonus).toEqual([0, 13, 7, 0, 0, 13, 0, 13, 5, 5, 6]);
		expect(state.results[6].cardPoints[9]).toBe(-21);
	});

	it('explains the verdicts the totals rest on', () => {
		const reasons = (round: number, frame: number) =>
			states[round - 1].results[round - 1].frames
				.find((f) => f.frame === frame)
				?.cards.map((c) => `${IDS[c.player]}: ${sayCardResult(c, frame, { locale: 'en' })}`);
		expect(reasons(1, 1)).toContain('P5: 3 on frame 1 fails: there are four 3s on frame 1');
		expect(reasons(4, 4)).toContain(
			'P10: 11 on frame 4 fails: frame 4 has seven cards and frame 3 has seven'
		);
		expect(reasons(4, 4)).toContain(
			'P10: 10 on frame 4 passes: there are four 3s on frame 4 and P10 has no 3 there'
		);
		expect(reasons(5, 5)).toContain(
			'P2: 13 on frame 5 passes: there are eleven different numbers on frame 5, at least 11'
		);
		expect(reasons(6, 5)).toContain(
			'P2: 13 on frame 5 fails: there are nine different numbers on frame 5, fewer than 11'
		);
		expect(reasons(8, 8)).toContain('P1: 12 on frame 8 fails: frame 8 has one 12, no 1s and no 2s');
	});
});
