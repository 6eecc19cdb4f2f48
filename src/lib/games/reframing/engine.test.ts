import fc from 'fast-check';
import { refusalText } from '../../i18n/said';
import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { foldLog, type LogEntry } from '../../core/eventlog';
import {
	apply,
	drawAssignments,
	houseRuleFields,
	isFinished,
	reframingEngine,
	scoreboard,
	setup,
	winners,
	type AssignmentInput,
	type ReframingEvent,
	type ReframingState
} from './engine';
import { engine as edge } from './game';
import { LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';

/** The rules page in English, as a phone reading English shows it. */
const rules = assembleRules(LAYOUT, englishRules);

const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function start(count = 3, thresholds: 'printed' | 'scaled' = 'printed'): ReframingState {
	const state = setup(
		IDS.slice(0, count).map((id) => ({ id, name: id.toUpperCase() })),
		{ thresholds }
	);
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

function ok(state: ReframingState | RuleViolation): ReframingState {
	if (isViolation(state)) throw new Error(`refused: ${state.reason}`);
	return state;
}

/** The refusal, its reason in the words the English screen shows (the engine gives it as data). */
function refused(state: ReframingState | RuleViolation): RuleViolation {
	if (!isViolation(state)) throw new Error('the event was accepted');
	return { ...state, reason: refusalText(state, { locale: 'en' }) };
}

/** Plays empty rounds until `round` is the current one. */
function skipTo(state: ReframingState, round: number): ReframingState {
	let s = state;
	while (s.round < round) {
		const event: ReframingEvent =
			s.round === 3
				? { type: 'round', predictions: Object.fromEntries(s.players.map((p) => [p.id, 1])) }
				: s.round === 7
					? { type: 'round', seed: 5 }
					: { type: 'round' };
		s = ok(apply(s, event));
	}
	return s;
}

const ruleIds = new Set([
	...rules.sections.flatMap((s) => s.entries.map((e) => e.id)),
	...rules.rulings.map((r) => r.id)
]);

/** A violation names the player, the card and a rule that exists on the rules page. */
function expectViolation(
	result: ReframingState | RuleViolation,
	rule: string,
	player: string | undefined,
	...words: string[]
) {
	const v = refused(result);
	expect(v.rule).toBe(rule);
	expect(ruleIds.has(rule)).toBe(true);
	expect(v.player).toBe(player);
	for (const word of words) expect(v.reason).toContain(word);
}

describe('setup', () => {
	it('accepts 2 to 16 players and refuses other counts', () => {
		const players = (n: number) =>
			Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		expect(isViolation(setup(players(2)))).toBe(false);
		expect(isViolation(setup(players(16)))).toBe(false);
		expect(refused(setup(players(1))).rule).toBe('reframing-8');
		expect(refused(setup(players(17))).rule).toBe('reframing-8');
	});

	it('refuses an unknown threshold setting and offers the house rule', () => {
		const players = [
			{ id: 'a', name: 'A' },
			{ id: 'b', name: 'B' }
		];
		expect(refused(setup(players, { thresholds: 'loose' as 'printed' })).rule).toBe(
			'reframing-ruling-5'
		);
		expect(houseRuleFields.map((f) => f.key)).toEqual(['thresholds']);
		expect(reframingEngine.defaultHouseRules).toEqual({ thresholds: 'printed' });
	});

	it('starts with every card in hand and nothing scored', () => {
		const s = start();
		expect(s.round).toBe(1);
		expect(s.positions.every((cards) => cards.every((f) => f === 0))).toBe(true);
		expect(scoreboard(s)).toMatchObject({
			players: ['A', 'B', 'C'],
			rounds: [],
			totals: [0, 0, 0]
		});
	});
});

describe('plays', () => {
	it('moves a card already on a frame to the current frame', () => {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1, 2] } }));
		s = ok(apply(s, { type: 'round', plays: { a: [1] } }));
		expect(s.positions[0].slice(0, 2)).toEqual([2, 1]);
		// Frame 1 keeps A's 2 alone: no 1 there any more, so it costs 2; the 1 on frame 2 scores 1.
		expect(s.results[1].cardPoints[0]).toBe(-1);
	});

	it('scores older frames again every round', () => {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1, 2, 3] } }));
		s = ok(apply(s, { type: 'round' }));
		expect(s.results.map((r) => r.score[0])).toEqual([6, 6]);
		expect(s.totals[0]).toBe(12);
	});

	it('caps a losing round at zero', () => {
		// B's 5 and 7 both fail on a frame of two cards: -12, shown as 0.
		const s = ok(apply(start(), { type: 'round', plays: { b: [5, 7] } }));
		expect(s.results[0].cardPoints[1]).toBe(-12);
		expect(s.results[0].cappedPoints[1]).toBe(0);
		expect(s.results[0].score[1]).toBe(0);
		expect(s.totals[1]).toBe(0);
	});

	it('rejects a fourth card, naming it', () => {
		expectViolation(
			apply(start(), { type: 'round', plays: { b: [1, 2, 3, 6] } }),
			'reframing-3',
			'b',
			'B',
			'fourth card, the 6'
		);
	});

	it('rejects a repeated card', () => {
		expectViolation(
			apply(start(), { type: 'submit', player: 'a', plays: [2, 2] }),
			'reframing-3',
			'a',
			'the 2 twice'
		);
	});

	it('rejects a number that is not a card', () => {
		expectViolation(
			apply(start(), { type: 'submit', player: 'a', plays: [14] }),
			'reframing-2',
			'a',
			'14'
		);
		expectViolation(
			apply(start(), { type: 'submit', player: 'a', plays: [0] }),
			'reframing-2',
			'a'
		);
	});

	it('rejects cards before they join the deck, citing the round that adds them', () => {
		const s = start();
		expectViolation(
			apply(s, { type: 'round', plays: { a: [8] } }),
			'reframing-9',
			'a',
			'8',
			'round 2'
		);
		expectViolation(apply(s, { type: 'round', plays: { c: [9] } }), 'reframing-9', 'c', '9');
		const r3 = skipTo(s, 3);
		expectViolation(
			apply(r3, { type: 'submit', player: 'b', plays: [11] }),
			'reframing-11',
			'b',
			'11',
			'round 4'
		);
		const r4 = skipTo(s, 4);
		expectViolation(
			apply(r4, { type: 'submit', player: 'b', plays: [13] }),
			'reframing-12',
			'b',
			'13',
			'round 5'
		);
	});

	it('lets 8 and 9 in from round 2, 10 and 11 from round 4, 12 and 13 from round 5', () => {
		let s = skipTo(start(), 2);
		s = ok(apply(s, { type: 'round', plays: { a: [8, 9] } }));
		expect(s.positions[0][7]).toBe(2);
		s = skipTo(s, 4);
		s = ok(apply(s, { type: 'round', plays: { a: [10, 11] } }));
		s = ok(apply(s, { type: 'round', plays: { a: [12, 13, 9] } }));
		expect(s.positions[0].slice(7)).toEqual([2, 5, 4, 4, 5, 5]);
	});

	it('refuses a player who is not in the match', () => {
		expect(refused(apply(start(), { type: 'round', plays: { zed: [1] } })).reason).toContain('zed');
	});
});

describe('partial entry', () => {
	it('keeps each player’s entry until the round is closed, the last entry winning', () => {
		let s = ok(apply(start(), { type: 'submit', player: 'a', plays: [1, 2] }));
		s = ok(apply(s, { type: 'submit', player: 'a', plays: [3] }));
		s = ok(apply(s, { type: 'submit', player: 'b', plays: [1] }));
		expect(s.pending).toEqual([{ plays: [3] }, { plays: [1] }, null]);
		expect(s.positions[0][2]).toBe(0);
		s = ok(apply(s, { type: 'close-round' }));
		expect(s.results[0].inputs).toEqual([{ plays: [3] }, { plays: [1] }, { plays: [] }]);
		expect(s.positions[0].slice(0, 3)).toEqual([0, 0, 1]);
		expect(s.pending).toEqual([null, null, null]);
	});
});

describe('round 3: prediction', () => {
	it('counts only cards moved from frames 1 and 2, and pays one point per strictly worse guess', () => {
		let s = ok(apply(start(4), { type: 'round', plays: { a: [1, 2], b: [1] } }));
		s = ok(apply(s, { type: 'round', plays: { c: [1] } }));
		// Round 3: A moves 1 and 2 from frame 1, C moves 1 from frame 2, D plays from hand: 3 moved.
		s = ok(
			apply(s, {
				type: 'round',
				plays: { a: [1, 2], c: [1], d: [1, 2, 3] },
				predictions: { a: 3, b: 2, c: 4, d: 6 }
			})
		);
		const prediction = s.results[2].prediction;
		expect(prediction?.actual).toBe(3);
		// Distances 0, 1, 1, 3: A beats three; B and C tie with each other and beat D only.
		expect(prediction?.points).toEqual([3, 1, 1, 0]);
	});

	it('adds the bonus after the zero cap', () => {
		let s = skipTo(start(), 3);
		// A's 5 and 7 fail: -12, capped to 0; A's exact guess beats both others: +2.
		s = ok(apply(s, { type: 'round', plays: { a: [5, 7] }, predictions: { a: 1, b: 4, c: 9 } }));
		expect(s.results[2].prediction?.actual).toBe(0);
		expect(s.results[2].cardPoints[0]).toBe(-12);
		expect(s.results[2].bonus).toEqual([2, 1, 0]);
		expect(s.results[2].score[0]).toBe(2);
	});

	it('requires every player’s guess before the round closes', () => {
		const s = skipTo(start(), 3);
		expectViolation(
			apply(s, { type: 'round', predictions: { a: 1, c: 2 } }),
			'reframing-10',
			'b',
			'B'
		);
	});

	it('rejects a guess that is not a positive whole number', () => {
		const s = skipTo(start(), 3);
		for (const guess of [0, -2, 1.5, Number.NaN]) {
			expectViolation(
				apply(s, { type: 'submit', player: 'c', plays: [], prediction: guess }),
				'reframing-10',
				'c',
				'C’s guess'
			);
		}
		// Text where a number belongs is refused where entries are read, before the rules.
		expect(
			refused(edge.apply(s, { type: 'submit', player: 'c', plays: [], prediction: '3' })).reason
		).toBe('In this entry, "prediction" should be a number.');
		// Beyond 2^53 a JSON number is no longer exact: say that, rather than "not a whole number".
		expect(
			refused(apply(s, { type: 'submit', player: 'c', plays: [], prediction: 2 ** 53 })).reason
		).toBe('C’s guess is too large to be read exactly; no table moves that many cards.');
	});

	it('rejects a guess in another round', () => {
		expectViolation(
			apply(start(), { type: 'submit', player: 'a', plays: [], prediction: 2 }),
			'reframing-10',
			'a',
			'round 1'
		);
	});
});

describe('round 6: recovery', () => {
	it('returns cards to the hand before the plays, and a recovered card may be played again', () => {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1, 2, 3] } }));
		s = skipTo(s, 6);
		s = ok(apply(s, { type: 'round', recover: { a: [1, 2] }, plays: { a: [2] } }));
		expect(s.positions[0].slice(0, 3)).toEqual([0, 6, 1]);
		// Frame 1: A's 3 alone (+3). Frame 6: A's 2 without a 1 (-2).
		expect(s.results[5].cardPoints[0]).toBe(1);
	});

	it('rejects taking back a card in hand, or in another round', () => {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1] } }));
		expectViolation(
			apply(s, { type: 'submit', player: 'a', plays: [], recover: [1] }),
			'reframing-13',
			'a',
			'round 2'
		);
		s = skipTo(s, 6);
		expectViolation(
			apply(s, { type: 'submit', player: 'a', plays: [], recover: [5] }),
			'reframing-13',
			'a',
			'5',
			'in hand'
		);
		expectViolation(
			apply(s, { type: 'submit', player: 'a', plays: [], recover: [1, 1] }),
			'reframing-13',
			'a',
			'the 1 twice'
		);
	});
});

describe('round 7: names', () => {
	/** Everyone named by a cyclic shift per frame: frame k gives seat i the seat i + k. */
	function shiftNames(ids: string[]): AssignmentInput {
		const out: AssignmentInput = {};
		for (let k = 1; k <= 5; k++) {
			out[String(k)] = Object.fromEntries(ids.map((id, i) => [id, ids[(i + k) % ids.length]]));
		}
		return out;
	}

	it('pays the highest failing card of the named player on each of frames 1 to 5, after the cap', () => {
		const ids = IDS;
		let s = start(6);
		// Frame 1: B's 5 and 7 fail (-12) and A's 1 passes. Frame 2: C's 2 fails, its 1 is elsewhere.
		s = ok(apply(s, { type: 'round', plays: { a: [1], b: [5, 7] } }));
		s = ok(apply(s, { type: 'round', plays: { c: [2] } }));
		s = skipTo(s, 7);
		s = ok(apply(s, { type: 'round', assignments: shiftNames(ids) }));
		const r7 = s.results[6];
		// Frame 1 gives A -> B (fails, highest 7); frame 2 gives A -> C (C's 2 fails): 7 + 2.
		expect(r7.assignment?.highestFailing[0]).toEqual([7, 2, null, null, null]);
		// Frame 1 gives F -> A: A's 1 passes. Frame 2 gives E -> A, nothing on frame 2 of A.
		expect(r7.assignment?.points).toEqual([9, 0, 0, 0, 0, 0]);
		expect(r7.cardPoints[0]).toBe(1);
		expect(r7.cardPoints[1]).toBe(-12);
		expect(r7.score).toEqual([10, 0, 0, 0, 0, 0]);
	});

	it('draws names from the seed in the event, the same on every replay', () => {
		const s = skipTo(start(6), 7);
		const a = ok(apply(s, { type: 'draw-assignments', seed: 99 }));
		const b = ok(apply(s, { type: 'draw-assignments', seed: 99 }));
		expect(a.assignments).toEqual(b.assignments);
		expect(a.assignments).toEqual(drawAssignments(6, 99));
		expect(a.assignmentSeed).toBe(99);
		expect(refused(apply(a, { type: 'draw-assignments', seed: 1 })).reason).toContain('already');
		expect(refused(apply(s, { type: 'draw-assignments', seed: -1 })).rule).toBe('reframing-14');
	});

	it('will not close round 7 before the names are handed out', () => {
		const s = skipTo(start(), 7);
		expect(refused(apply(s, { type: 'close-round' })).rule).toBe('reframing-14');
	});

	it('refuses names outside round 7, before looking at the names given', () => {
		expect(refused(apply(start(), { type: 'draw-assignments', seed: 3 })).rule).toBe(
			'reframing-14'
		);
		// Even empty or broken names are answered with the round, which is what is wrong.
		for (const event of [
			{ type: 'set-assignments', assignments: {} },
			{ type: 'round', assignments: {} },
			{ type: 'round', seed: -1 }
		] as const) {
			expect(refused(apply(start(), event)).reason).toBe(
				'Names are handed out in round 7, and this is round 1.'
			);
		}
	});

	it('rejects a player given their own name, a name given twice, a missing frame and, with 6+, a repeat', () => {
		const s = skipTo(start(6), 7);
		const good = shiftNames(IDS);
		const withFrame = (frame: string, names: Record<string, string>) => ({
			...good,
			[frame]: { ...good[frame], ...names }
		});
		expectViolation(
			apply(s, { type: 'set-assignments', assignments: withFrame('2', { a: 'a', f: 'c' }) }),
			'reframing-14',
			'a',
			'own name'
		);
		expectViolation(
			apply(s, { type: 'set-assignments', assignments: withFrame('3', { a: 'c' }) }),
			'reframing-14b',
			'f',
			'C’s name is given to both A and F'
		);
		const missing = { ...good };
		delete missing['4'];
		expect(refused(apply(s, { type: 'set-assignments', assignments: missing })).reason).toContain(
			'frame 4'
		);
		// Frame 2 swapped to repeat frame 1's names.
		expectViolation(
			apply(s, { type: 'set-assignments', assignments: { ...good, '2': good['1'] } }),
			'reframing-14c',
			'a',
			'frame 1 and frame 2'
		);
	});

	it('allows repeated names below six players', () => {
		const s = skipTo(start(3), 7);
		const same = { a: 'b', b: 'c', c: 'a' };
		const names = { '1': same, '2': same, '3': same, '4': same, '5': same };
		expect(ok(apply(s, { type: 'set-assignments', assignments: names })).assignments).toEqual(
			Array.from({ length: 5 }, () => [1, 2, 0])
		);
	});

	it('always draws valid names for 2 to 16 players', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 16 }), fc.nat(0xffffffff), (n, seed) => {
				const rows = drawAssignments(n, seed);
				expect(rows).toHaveLength(5);
				for (const row of rows) {
					expect([...row].sort((x, y) => x - y)).toEqual([...Array(n).keys()]);
					row.forEach((named, seat) => expect(named).not.toBe(seat));
				}
				for (let seat = 0; seat < n; seat++) {
					const names = rows.map((row) => row[seat]);
					// Five different names when possible; otherwise every other player before a repeat.
					expect(new Set(names).size).toBe(Math.min(5, n - 1));
				}
			}),
			{ numRuns: 300 }
		);
	});
});

describe('round 8: boosts', () => {
	function toRound8(): ReframingState {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1, 2, 3] } }));
		s = ok(apply(s, { type: 'round', plays: { a: [5] } }));
		return skipTo(s, 8);
	}

	it('moves boosted cards up one frame after the plays, all at once', () => {
		// A: 1, 3 on frame 1 (2 is played), 5 on frame 2. Boost 3 (frame 1) and 5 (frame 2).
		const s = ok(apply(toRound8(), { type: 'round', plays: { a: [2] }, boost: { a: [3, 5] } }));
		expect(s.positions[0].slice(0, 5)).toEqual([1, 8, 2, 0, 3]);
		expect(isFinished(s)).toBe(true);
	});

	it('rejects two boosts from one frame, naming both cards', () => {
		expectViolation(
			apply(toRound8(), { type: 'submit', player: 'a', plays: [], boost: [1, 3] }),
			'reframing-16b',
			'a',
			'frame 1',
			'the 1 and the 3'
		);
	});

	it('rejects boosting a card played this round', () => {
		expectViolation(
			apply(toRound8(), { type: 'submit', player: 'a', plays: [5], boost: [5] }),
			'reframing-ruling-10c',
			'a',
			'played the 5'
		);
	});

	it('rejects boosting a card in hand, or boosting before round 8', () => {
		expectViolation(
			apply(toRound8(), { type: 'submit', player: 'b', plays: [], boost: [4] }),
			'reframing-16',
			'b',
			'4',
			'in hand'
		);
		expectViolation(
			apply(start(), { type: 'submit', player: 'a', plays: [], boost: [1] }),
			'reframing-16',
			'a',
			'round 1'
		);
	});

	it('never moves a card above frame 8', () => {
		// Only a restored or hand-made state can hold a card on frame 8 before the plays.
		const s = toRound8();
		const odd: ReframingState = {
			...s,
			positions: s.positions.map((cards, seat) => (seat === 0 ? [8, ...cards.slice(1)] : cards))
		};
		expectViolation(
			apply(odd, { type: 'submit', player: 'a', plays: [], boost: [1] }),
			'reframing-16d',
			'a',
			'frame 8'
		);
	});
});

describe('end of the match', () => {
	it('shares the win on a tie and refuses any further event', () => {
		let s = ok(apply(start(), { type: 'round', plays: { a: [1], b: [1] } }));
		s = skipTo(s, 8);
		s = ok(apply(s, { type: 'round' }));
		expect(isFinished(s)).toBe(true);
		expect(s.totals).toEqual([8, 8, 0]);
		expect(winners(s)).toEqual([0, 1]);
		expect(scoreboard(s)).toMatchObject({ finished: true, leaders: [0, 1] });
		expect(scoreboard(s).rounds).toHaveLength(8);
		expect(refused(apply(s, { type: 'close-round' })).rule).toBe('reframing-1');
	});
});

describe('through the event log', () => {
	it('undoes a round and replays the round 7 draw identically', () => {
		const entries: LogEntry[] = [];
		const push = (event: ReframingEvent | { type: 'undo' | 'redo' }) =>
			entries.push({ seq: entries.length + 1, at: 0, event });
		push({ type: 'round', plays: { a: [1, 2] } });
		push({ type: 'round', plays: { b: [3] } });
		push({ type: 'undo' });
		const afterUndo = foldLog(edge, start(), entries).state;
		expect(afterUndo.round).toBe(2);
		expect(afterUndo.positions[1][2]).toBe(0);
		push({ type: 'redo' });
		push({ type: 'round', predictions: { a: 1, b: 1, c: 1 } });
		for (let r = 4; r <= 6; r++) push({ type: 'round' });
		push({ type: 'draw-assignments', seed: 2024 });
		push({ type: 'close-round' });
		const first = foldLog(edge, start(), entries).state;
		const again = foldLog(edge, start(), entries).state;
		expect(first.round).toBe(8);
		expect(first.assignments).toEqual(again.assignments);
		expect(first.results).toEqual(again.results);
	});
});
