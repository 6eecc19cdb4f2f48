import { describe, expect, it } from 'vitest';
import { sayInEnglish } from '../../i18n/said';
import { answerBatchLine } from '../../core/referee';
import { referee } from './referee';
import { RULE, LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';

/** The rules page in English, as a phone reading English shows it. */
const rules = assembleRules(LAYOUT, englishRules);

/** One batch line in, the parsed JSON line out, as the CLI would print it. */
function ask(line: unknown): Record<string, unknown> {
	return JSON.parse(answerBatchLine(referee, JSON.stringify(line), sayInEnglish)) as Record<
		string,
		unknown
	>;
}

const PLAYERS = ['P1', 'P2', 'P3'];

describe('reframing batch op "game"', () => {
	it('answers each round with card points, bonus, score and every card by frame', () => {
		const out = ask({
			op: 'game',
			players: PLAYERS,
			rounds: [{ plays: { P1: [1, 2, 3], P2: [5] } }, { plays: { P3: [8, 9] } }]
		});
		// Round 2: frame 1 unchanged (P1 +6, P2's 5 fails -5); frame 2: P3's 8 passes, 9 fails.
		expect(out).toEqual({
			rounds: [
				{
					cardPoints: { P1: 6, P2: -5, P3: 0 },
					bonus: { P1: 0, P2: 0, P3: 0 },
					score: { P1: 6, P2: 0, P3: 0 },
					frames: {
						'1': [
							{ player: 'P1', card: 1, pass: true },
							{ player: 'P1', card: 2, pass: true },
							{ player: 'P1', card: 3, pass: true },
							{ player: 'P2', card: 5, pass: false }
						]
					}
				},
				{
					cardPoints: { P1: 6, P2: -5, P3: -1 },
					bonus: { P1: 0, P2: 0, P3: 0 },
					score: { P1: 6, P2: 0, P3: 0 },
					frames: {
						'1': [
							{ player: 'P1', card: 1, pass: true },
							{ player: 'P1', card: 2, pass: true },
							{ player: 'P1', card: 3, pass: true },
							{ player: 'P2', card: 5, pass: false }
						],
						'2': [
							{ player: 'P3', card: 8, pass: true },
							{ player: 'P3', card: 9, pass: false }
						]
					}
				}
			],
			totals: { P1: 12, P2: 0, P3: 0 }
		});
	});

	it('plays a whole match with predictions, recovery, given names and boosts', () => {
		const same = { P1: 'P2', P2: 'P3', P3: 'P1' };
		const out = ask({
			op: 'game',
			players: PLAYERS,
			rounds: [
				{ plays: { P1: [1, 2], P2: [7] } },
				{},
				{ plays: { P1: [1] }, predictions: { P1: 1, P2: 3, P3: 2 } },
				{},
				{},
				{ recover: { P2: [7] } },
				{ assignments: { '1': same, '2': same, '3': same, '4': same, '5': same } },
				{ boost: { P1: [2] } }
			]
		}) as { rounds: { bonus: Record<string, number> }[]; totals: Record<string, number> };
		// R1: P1 1+2 = 3, P2's 7 fails (-7 -> 0). R2 the same. R3: P1's 1 moves from frame 1
		// (actual 1): P1 exact beats both (+2), P3 beats P2 (+1); frame 1 keeps P1's 2 without a 1
		// (-2), frame 3 P1's 1 (+1): cards -1 -> 0, score 2. R4, R5: same cards, 0. R6: P2 takes
		// back the 7; P1 still -1 -> 0. R7: frame 1 names P1 -> P2 (nothing), P2 -> P3 (nothing),
		// P3 -> P1: P1's 2 fails, so P3 scores 2. R8: P1 boosts the 2 to frame 2 (still no 1:
		// -2) and the 1 on frame 3 scores 1: 0.
		expect(out.rounds[2].bonus).toEqual({ P1: 2, P2: 0, P3: 1 });
		expect(out.rounds[6].bonus).toEqual({ P1: 0, P2: 0, P3: 2 });
		expect(out.totals).toEqual({ P1: 8, P2: 0, P3: 3 });
	});

	it('draws the round 7 names from a seed when none are given, and says what it drew', () => {
		const line = {
			op: 'game',
			players: PLAYERS,
			rounds: [{}, {}, { predictions: { P1: 1, P2: 1, P3: 1 } }, {}, {}, {}, { seed: 7 }]
		};
		const first = ask(line) as {
			rounds: { assignments?: Record<string, Record<string, string>> }[];
		};
		expect(first).toEqual(ask(line));
		expect(Object.keys(first.rounds[6].assignments ?? {})).toEqual(['1', '2', '3', '4', '5']);
	});

	it('names the round, the player and the rule of an illegal entry', () => {
		const error = ask({
			op: 'game',
			players: PLAYERS,
			rounds: [{}, { plays: { P2: [1, 2, 3, 4] } }]
		}).error as string;
		expect(error).toMatch(/^Round 2: /);
		expect(error).toContain('P2');
		expect(error).toContain('the 4');
		expect(error).toContain('(rule reframing-3)');
		expect(rules.sections.some((s) => s.entries.some((e) => e.id === 'reframing-3'))).toBe(true);
	});

	it('reports a missing guess, a bad boost and a boost outside round 8', () => {
		const upTo3 = [{ plays: { P1: [1] } }, {}];
		expect(
			ask({ op: 'game', players: PLAYERS, rounds: [...upTo3, { predictions: { P1: 1, P2: 2 } }] })
				.error
		).toMatch(/^Round 3: P3 .*reframing-10/);
		expect(
			ask({
				op: 'game',
				players: PLAYERS,
				rounds: [{ plays: { P1: [1] } }, { boost: { P1: [1] } }]
			}).error
		).toMatch(/^Round 2: P1 .*boost.*reframing-16/);
	});

	it('refuses malformed lines and carries on', () => {
		expect(ask({ op: 'play' }).error).toContain('"game"');
		expect(ask({ op: 'game', players: ['A'], rounds: [] }).error).toContain('2 to 16');
		expect(ask({ op: 'game', players: ['A', 'A'], rounds: [] }).error).toContain('same name');
		expect(ask({ op: 'game', players: PLAYERS, rounds: [{ boosts: {} }] }).error).toContain(
			'"boosts"'
		);
		expect(ask({ op: 'game', players: PLAYERS, rounds: Array(9).fill({}) }).error).toContain('9');
		expect(ask({ op: 'game', players: PLAYERS, rounds: [], houseRules: { x: 1 } }).error).toContain(
			'"x"'
		);
		expect(JSON.parse(answerBatchLine(referee, '{nope'))).toEqual({
			error: 'This line is not valid JSON.'
		});
	});

	it('applies the scaled thresholds house rule', () => {
		// Four players, scaled: C5 needs 7 cards. Seven cards on frame 1 make the 5 pass.
		const rounds = [{ plays: { A: [5, 1, 2], B: [1, 2, 3], C: [1] } }];
		const players = ['A', 'B', 'C', 'D'];
		const scaled = ask({ op: 'game', players, rounds, houseRules: { thresholds: 'scaled' } }) as {
			totals: Record<string, number>;
		};
		const printed = ask({ op: 'game', players, rounds }) as { totals: Record<string, number> };
		expect(scaled.totals.A).toBe(8);
		expect(printed.totals.A).toBe(0);
	});
});

describe('player names', () => {
	it('may be any text, even the names of JavaScript object properties', () => {
		const line =
			'{"op":"game","players":["toString","__proto__","B"],"rounds":[{"plays":{"toString":[1,2],"__proto__":[3],"B":[]}}]}';
		const answer = JSON.parse(answerBatchLine(referee, line));
		expect(answer.error).toBeUndefined();
		expect(Object.keys(answer.totals)).toEqual(['toString', '__proto__', 'B']);
		expect(answer.rounds[0].frames['1'].map((c: { player: string }) => c.player)).toEqual([
			'toString',
			'toString',
			'__proto__'
		]);
	});
});

describe('rules page', () => {
	it('credits pseudonam, lists the thirteen conditions and flags the threshold house rule', () => {
		expect(rules.credit).toContain('pseudonam');
		expect(rules.credit).toContain('The Genius: Variations on a Theme');
		const conditions = rules.sections.find((s) => s.title.startsWith('Conditions'));
		expect(conditions?.entries.map((e) => e.number)).toEqual(
			Array.from({ length: 13 }, (_, i) => `C${i + 1}`)
		);
		// Each of the 12 rulings of RULINGS.md keeps its number; parts split off it follow as R3b, R3c.
		expect(rules.rulings.map((r) => r.number).filter((n) => /^R\d+$/.test(n))).toEqual(
			Array.from({ length: 12 }, (_, i) => `R${i + 1}`)
		);
		expect(rules.rulings.map((r) => r.number)).toContain('R3c');
		expect(rules.rulings.filter((r) => r.houseRule).map((r) => r.id)).toEqual([
			'reframing-ruling-5'
		]);
		const ids = [...rules.sections.flatMap((s) => s.entries), ...rules.rulings].map((e) => e.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const id of Object.values(RULE)) {
			if (typeof id === 'string') expect(ids, id).toContain(id);
		}
	});
});
