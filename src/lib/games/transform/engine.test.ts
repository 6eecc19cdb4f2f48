import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { foldLog, type LogEntry } from '../../core/eventlog';
import {
	apply,
	currentRound,
	missingBLists,
	nextChooser,
	scoreboard,
	setup,
	transformEngine,
	winners,
	type TransformEvent,
	type TransformState
} from './engine';
import { engine } from './game';
import { RULE, LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';
import { refusalText } from '../../i18n/said';

/** The rules page in English, as a phone reading English shows it. */
const rules = assembleRules(LAYOUT, englishRules);

const players = [
	{ id: 'ada', name: 'Ada' },
	{ id: 'bo', name: 'Bo' },
	{ id: 'cy', name: 'Cy' }
];

function start(rules: Parameters<typeof setup>[1] = { n: 4, roundsPerPlayer: 1 }): TransformState {
	const s = setup(players, rules);
	if (isViolation(s)) throw new Error(refusalText(s, { locale: 'en' }));
	return s;
}

function play(state: TransformState, ...events: TransformEvent[]): TransformState {
	for (const event of events) {
		const next = apply(state, event);
		if (isViolation(next)) throw new Error(`${event.type}: ${refusalText(next, { locale: 'en' })}`);
		state = next;
	}
	return state;
}

/** A refusal with its reason in English words, as the referee CLI and an English phone say it. */
function inEnglish(v: RuleViolation): RuleViolation {
	return { ...v, reason: refusalText(v, { locale: 'en' }) };
}

function refused(state: TransformState, event: TransformEvent): RuleViolation {
	const result = apply(state, event);
	if (!isViolation(result)) throw new Error(`${event.type} was accepted`);
	return inEnglish(result);
}

const ruleIds = new Set(
	[...rules.sections.flatMap((s) => s.entries), ...rules.rulings].map((e) => e.id)
);

/** Plays round 1 (Ada permutes) up to the order: a' = 1, 2, 3, 4. */
function toOrder(state = start()): TransformState {
	return play(
		state,
		{ type: 'criterion', criterion: 'prime' },
		{ type: 'term', player: 'bo', value: '1' },
		{ type: 'term', player: 'cy', value: '2' },
		{ type: 'b-list', player: 'ada', list: ['4', '5', '6', '7'] },
		{ type: 'term', player: 'bo', value: '3' },
		{ type: 'term', player: 'cy', value: '4' },
		{ type: 'b-list', player: 'bo', list: ['1', '0', '-1', '2'] },
		{ type: 'b-list', player: 'cy', list: ['-2', '3', '5', '1'] }
	);
}

describe('setup', () => {
	it('starts round 1 with the first seat as permutator, waiting for the scoring test', () => {
		const s = start();
		expect(s.phase).toBe('criterion');
		expect(s.houseRules).toEqual({ n: 4, rounds: 3, formula: 'convolution', primeAbs: false });
		expect(currentRound(s).permutator).toBe(0);
		expect(s.nWarning).toBeNull();
	});

	it('warns, but allows, an n that is not a multiple of players - 1', () => {
		const s = start({ n: 5 });
		expect(s.nWarning).toEqual({ n: 5, choosers: 2 });
	});

	it('refuses bad settings with reasons and rule ids', () => {
		const cases: [Parameters<typeof setup>[1], RegExp][] = [
			[{ n: 0 }, /n must be a whole number/],
			[{ n: 2.5 }, /n must be a whole number/],
			[{ rounds: 4 }, /multiple of the 3 players/],
			[{ roundsPerPlayer: 0 }, /Rounds per player/],
			[{ formula: 'other' as never }, /formula/],
			[{ primeAbs: 'yes' as never }, /negative primes/]
		];
		for (const [houseRules, reason] of cases) {
			const v = setup(players, houseRules);
			expect(isViolation(v) && inEnglish(v).reason).toMatch(reason);
			expect(ruleIds.has((v as RuleViolation).rule!)).toBe(true);
		}
		expect(isViolation(setup(players.slice(0, 1), {}))).toBe(true);
		expect(isViolation(setup([players[0], players[0]], {}))).toBe(true);
		expect(isViolation(setup(players, { rounds: 6 }))).toBe(false);
	});
});

describe('a round', () => {
	it('choosers take turns in seat order after the permutator', () => {
		let s = play(start(), { type: 'criterion', criterion: 'prime' });
		expect(nextChooser(s)).toBe(1);
		s = play(s, { type: 'term', player: 'bo', value: '7' });
		expect(nextChooser(s)).toBe(2);
		s = play(s, { type: 'term', player: 'cy', value: '-7' });
		expect(nextChooser(s)).toBe(1);
	});

	it('scores the reveal: c-lists, counted terms, totals', () => {
		let s = toOrder();
		expect(s.phase).toBe('order');
		s = play(s, { type: 'order', player: 'ada', a: ['1', '3', '2', '4'] });
		const round = currentRound(s);
		// Ada: b = 4, 5, 6, 7; a = 1, 3, 2, 4.
		// c1 = 4; c2 = 12 + 5 = 17; c3 = 8 + 15 + 6 = 29; c4 = 16 + 10 + 18 + 7 = 51 = 3·17.
		expect(round.c![0]).toEqual(['4', '17', '29', '51']);
		expect(round.counted![0]).toEqual([false, true, true, false]);
		// Bo: b = 1, 0, -1, 2: c = 1, 3, 2 + 0 - 1 = 1, 4 + 0 - 3 + 2 = 3.
		expect(round.c![1]).toEqual(['1', '3', '1', '3']);
		expect(round.scores).toEqual([2, 2, expect.any(Number)]);
		expect(s.totals).toEqual(round.scores);
		expect(s.phase).toBe('reveal');
	});

	it('rotates the permutator and finishes after the agreed rounds, with winners and ties', () => {
		let s = play(toOrder(), { type: 'order', player: 'ada', a: ['1', '2', '3', '4'] });
		for (const [permutator, choosers] of [
			['bo', ['cy', 'ada']],
			['cy', ['ada', 'bo']]
		] as const) {
			s = play(s, { type: 'next-round' }, { type: 'criterion', criterion: 'square' });
			expect(s.players[currentRound(s).permutator].id).toBe(permutator);
			for (let t = 0; t < 4; t++) {
				s = play(s, { type: 'term', player: choosers[t % 2], value: String(t) });
			}
			// Zero b-lists make every c zero, a square: everyone scores n.
			for (const p of players)
				s = play(s, { type: 'b-list', player: p.id, list: ['0', '1', '2', '3'] });
			s = play(s, { type: 'order', player: permutator, a: ['0', '1', '2', '3'] });
		}
		expect(s.phase).toBe('finished');
		expect(transformEngine.isFinished(s)).toBe(true);
		const board = scoreboard(s);
		expect(board.rounds).toHaveLength(3);
		expect(board.finished).toBe(true);
		expect(winners(s)).toEqual(board.leaders);
		expect(refused(s, { type: 'next-round' }).reason).toMatch(/game is over/);
	});

	it('records the criterion under the |c| prime house rule', () => {
		const s = play(start({ primeAbs: true }), { type: 'criterion', criterion: 'prime' });
		expect(currentRound(s).criterion).toBe('prime-abs');
	});

	it('undo goes through the event log', () => {
		const log: LogEntry[] = [
			{ seq: 1, at: 0, event: { type: 'criterion', criterion: 'prime' } },
			{ seq: 2, at: 0, event: { type: 'term', player: 'bo', value: '5' } },
			{ seq: 3, at: 0, event: { type: 'undo' } },
			{ seq: 4, at: 0, event: { type: 'term', player: 'bo', value: '6' } }
		];
		const { state } = foldLog(engine, start(), log);
		expect(currentRound(state).aPrime).toEqual(['6']);
	});
});

describe('every rejection has a reason and a rule', () => {
	it('refuses out-of-turn, repeated, malformed and early entries', () => {
		const fresh = start();
		const picked = play(fresh, { type: 'criterion', criterion: 'prime' });
		const cases: [TransformState, TransformEvent, RegExp][] = [
			[fresh, { type: 'term', player: 'bo', value: '1' }, /scoring test .* before choosing/],
			[fresh, { type: 'b-list', player: 'bo', list: ['1', '2', '3', '4'] }, /before the b-lists/],
			[picked, { type: 'criterion', criterion: 'square' }, /already recorded/],
			[picked, { type: 'term', player: 'ada', value: '1' }, /permutator .* does not choose/],
			[picked, { type: 'term', player: 'cy', value: '1' }, /Bo’s turn/],
			[picked, { type: 'term', player: 'bo', value: 'x' }, /not a whole number/],
			[
				play(picked, { type: 'term', player: 'bo', value: '1' }),
				{ type: 'term', player: 'cy', value: '1' },
				/already in a′/
			],
			[picked, { type: 'b-list', player: 'bo', list: [] }, /is empty/],
			[picked, { type: 'b-list', player: 'bo', list: ['1', '2'] }, /has 2 numbers but must have 4/],
			[picked, { type: 'b-list', player: 'bo', list: ['1', '2', '2', '3'] }, /uses 2 twice/],
			[picked, { type: 'b-list', player: 'bo', list: ['1', '2', '3', '0.5'] }, /term 4/],
			[
				play(picked, { type: 'b-list', player: 'bo', list: ['1', '2', '3', '4'] }),
				{ type: 'b-list', player: 'bo', list: ['1', '2', '3', '4'] },
				/already entered/
			],
			[picked, { type: 'order', player: 'ada', a: ['1', '2', '3', '4'] }, /a′ is not complete/],
			[
				toOrder(),
				{ type: 'order', player: 'bo', a: ['1', '2', '3', '4'] },
				/Only the permutator, Ada/
			],
			[
				toOrder(),
				{ type: 'order', player: 'ada', a: ['1', '2', '3', '5'] },
				/exactly the terms of a′/
			],
			[toOrder(), { type: 'order', player: 'ada', a: ['1', '2', '3'] }, /must have 4/],
			[toOrder(), { type: 'next-round' }, /not been revealed/]
		];
		for (const [state, event, reason] of cases) {
			const v = refused(state, event);
			expect(v.reason, JSON.stringify(event)).toMatch(reason);
			expect(ruleIds.has(v.rule!), `${v.rule} for ${JSON.stringify(event)}`).toBe(true);
		}
	});

	it('cites the ruling each refusal is about: turns, repeated terms, the test before the lists', () => {
		const fresh = start();
		const picked = play(fresh, { type: 'criterion', criterion: 'prime' });
		const rule = (state: TransformState, event: TransformEvent) => refused(state, event).rule;
		expect(rule(fresh, { type: 'term', player: 'bo', value: '1' })).toBe('transform-ruling-5b');
		expect(rule(picked, { type: 'criterion', criterion: 'square' })).toBe('transform-ruling-5b');
		expect(rule(picked, { type: 'term', player: 'cy', value: '1' })).toBe('transform-ruling-4');
		const one = play(picked, { type: 'term', player: 'bo', value: '1' });
		expect(rule(one, { type: 'term', player: 'cy', value: '1' })).toBe('transform-ruling-4b');
	});

	it('says whose b-lists are missing before the order', () => {
		let s = play(start(), { type: 'criterion', criterion: 'prime' });
		for (let t = 0; t < 4; t++)
			s = play(s, { type: 'term', player: t % 2 ? 'cy' : 'bo', value: String(t) });
		s = play(s, { type: 'b-list', player: 'ada', list: ['1', '2', '3', '4'] });
		expect(missingBLists(s)).toEqual([1, 2]);
		expect(refused(s, { type: 'order', player: 'ada', a: ['0', '1', '2', '3'] }).reason).toBe(
			'Still waiting for the b-list of Bo and Cy.'
		);
	});

	it('refuses unknown players', () => {
		const s = play(start(), { type: 'criterion', criterion: 'prime' });
		const stranger = refused(s, { type: 'term', player: 'zed', value: '1' });
		expect(stranger.reason).toMatch(/not in this game/);
		expect(ruleIds.has(stranger.rule!)).toBe(true);
	});

	it('refuses unknown tests and events where entries are read, before the rules', () => {
		const fresh = start();
		const odd = engine.apply(fresh, { type: 'criterion', criterion: 'odd' });
		expect(isViolation(odd) && odd.reason).toMatch(
			/^In this entry, "criterion" should be one of prime/
		);
		const jump = engine.apply(fresh, { type: 'jump' });
		expect(isViolation(jump) && jump.reason).toBe('This game has no entry of that kind.');
	});
});

describe('rules page', () => {
	it('has an entry for every rule id the engine names', () => {
		for (const id of Object.values(RULE)) {
			if (typeof id === 'string') expect(ruleIds.has(id), id).toBe(true);
		}
	});
});

describe('counts in refusals', () => {
	it('speaks of one term in the singular in a game of one-term lists', () => {
		const state = play(
			start({ n: 1, roundsPerPlayer: 1 }),
			{ type: 'criterion', criterion: 'prime' },
			{ type: 'term', player: 'bo', value: '5' }
		);
		expect(refused(state, { type: 'term', player: 'cy', value: '6' }).reason).toBe(
			'a′ already has all its 1 term.'
		);
		const early = play(start({ n: 1, roundsPerPlayer: 1 }), {
			type: 'criterion',
			criterion: 'prime'
		});
		expect(refused(early, { type: 'order', player: 'ada', a: ['5'] }).reason).toBe(
			'a′ is not complete yet: 0 of 1 term chosen.'
		);
	});
});
