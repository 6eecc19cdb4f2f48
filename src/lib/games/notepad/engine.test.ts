import { describe, expect, it } from 'vitest';
import { isViolation, type GameEvent, type RuleViolation } from '../../core/engine';
import { scoreboardText } from '../../core/scoreboard';
import { describeEvent, engine } from './game';
import { firstSeatOf, roundAt, type NotepadRules, type NotepadState } from './engine';
import { RULE, LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';

/** The rules page in English, as a phone reading English shows it. */
const rulesDoc = assembleRules(LAYOUT, englishRules);

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' }
];

function start(rules: Partial<NotepadRules> = {}, seated = players): NotepadState {
	const state = engine.setup(seated, { ...engine.defaultHouseRules, gameName: 'Catan', ...rules });
	if (isViolation(state)) throw new Error(state.reason);
	return state as NotepadState;
}

function play(state: NotepadState, ...events: GameEvent[]): NotepadState {
	for (const event of events) {
		const next = engine.apply(state, event);
		if (isViolation(next)) throw new Error(next.reason);
		state = next as NotepadState;
	}
	return state;
}

const round = (a: number, b: number, c: number, note?: string): GameEvent => ({
	type: 'round',
	scores: { a, b, c },
	...(note === undefined ? {} : { note })
});

function refusal(state: NotepadState, event: GameEvent): RuleViolation {
	const result = engine.apply(state, event);
	if (!isViolation(result)) throw new Error('accepted');
	return result;
}

describe('notepad setup', () => {
	it('refuses a game without a name', () => {
		const result = engine.setup(players, { ...engine.defaultHouseRules, gameName: '   ' });
		expect(isViolation(result) && result.reason).toMatch(/Give the game a name/);
	});

	it('refuses an empty player name and a player seated twice, whatever the case', () => {
		const rules = { ...engine.defaultHouseRules, gameName: 'Catan' };
		const empty = engine.setup([...players, { id: 'd', name: ' ' }], rules);
		expect(isViolation(empty) && empty.reason).toBe('Every player needs a name.');
		const twice = engine.setup([...players, { id: 'd', name: 'ada' }], rules);
		expect(isViolation(twice) && twice.reason).toBe('Ada is at the table twice.');
	});

	it('keeps "a blank counts as 0" and the tally buttons only when chosen', () => {
		expect(start({ blankIsZero: true, tally: true }).rules).toMatchObject({
			blankIsZero: true,
			tally: true
		});
		// Off, or stored before the choices existed: the same rules as an older game's.
		expect(start({ blankIsZero: false }).rules).toEqual({
			gameName: 'Catan',
			winBy: 'highest',
			target: null,
			rounds: null
		});
	});

	it('adds decimal scores exactly when the game has them, and refuses them otherwise', () => {
		const decimal = start({ decimals: 2 });
		const state = play(decimal, round(0.1, 2.25, -1.5), round(0.2, 0.01, 1.5));
		expect(engine.scoreboard(state).totals).toEqual([0.3, 2.26, 0]);
		expect(refusal(decimal, round(0.125, 0, 0)).reason).toBe(
			"Ada's score should be a number with at most 2 decimal places; it is 0.125."
		);
		expect(refusal(start(), round(2.5, 0, 0)).reason).toBe(
			"Ada's score should be a whole number; it is 2.5."
		);
		// Stored rules come from outside (a backup): a value the form never writes is refused.
		const stored = { ...engine.defaultHouseRules, gameName: 'X', decimals: 3 };
		const three = engine.setup(players, stored as unknown as NotepadRules);
		expect(isViolation(three) && three.reason).toMatch(/1 or 2 decimal places/);
	});

	it('takes 1 to 12 players', () => {
		const rules = { ...engine.defaultHouseRules, gameName: 'Solitaire' };
		expect(isViolation(engine.setup([players[0]], rules))).toBe(false);
		const thirteen = Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		expect(isViolation(engine.setup(thirteen, rules))).toBe(true);
		expect(isViolation(engine.setup([], rules))).toBe(true);
	});

	it('refuses a target or a round count that is not a positive whole number', () => {
		const rules = { ...engine.defaultHouseRules, gameName: 'Catan' };
		const target = engine.setup(players, { ...rules, target: 2.5 });
		expect(isViolation(target) && target.rule).toBe(RULE.target);
		const rounds = engine.setup(players, { ...rules, rounds: 0 });
		expect(isViolation(rounds) && rounds.rule).toBe(RULE.rounds);
	});
});

describe('notepad rounds', () => {
	it('adds up rounds, negative scores included, and keeps each round’s note', () => {
		const state = play(start(), round(5, -3, 0, 'Ada dealt'), round(2, 10, -7));
		const board = engine.scoreboard(state);
		expect(board.totals).toEqual([7, 7, -7]);
		expect(board.rounds).toEqual([
			{ label: 'Round 1', round: 1, scores: [5, -3, 0], note: 'Ada dealt' },
			{ label: 'Round 2', round: 2, scores: [2, 10, -7] }
		]);
		expect(roundAt(state, 1)?.note).toBe('Ada dealt');
		// Level on the best total: both lead.
		expect(board.leaders).toEqual([0, 1]);
		expect(board.finished).toBe(false);
		expect(board.lowestWins).toBeUndefined();
	});

	it('refuses a round with a score missing, naming the player', () => {
		const result = refusal(start(), { type: 'round', scores: { a: 1, c: 2 } });
		expect(result.reason).toBe('Bo has no score for this round.');
		expect(result.player).toBe('b');
	});

	it('refuses a score that is not a whole number, and one that is not a number', () => {
		expect(refusal(start(), round(1, 2.5, 3)).reason).toBe(
			"Bo's score should be a whole number; it is 2.5."
		);
		const text = refusal(start(), { type: 'round', scores: { a: 1, b: '2', c: 3 } });
		expect(text.reason).toMatch(/"scores" should be/);
	});

	it('refuses a score for someone not at the table', () => {
		const result = refusal(start(), { type: 'round', scores: { a: 1, b: 2, c: 3, z: 4 } });
		expect(result.reason).toBe('"z" is not a player at this table.');
	});

	it('ends a fixed number of rounds and refuses a round past it', () => {
		const state = play(start({ rounds: 2 }), round(1, 2, 3), round(1, 2, 3));
		expect(engine.isFinished(state)).toBe(true);
		expect(engine.scoreboard(state).leaders).toEqual([2]);
		const result = refusal(state, round(1, 1, 1));
		expect(result.reason).toBe(
			'This game has 2 rounds, and all are written down: the game is over.'
		);
		expect(result.rule).toBe(RULE.rounds);
	});
});

describe('notepad win rules', () => {
	it('ends a lowest-wins game at the end of the round a total reaches the target', () => {
		let state = play(start({ winBy: 'lowest', target: 50 }), round(20, 10, 5), round(20, 30, 5));
		expect(engine.isFinished(state)).toBe(false);
		state = play(state, round(15, 0, 3));
		const board = engine.scoreboard(state);
		expect(board.totals).toEqual([55, 40, 13]);
		expect(board.finished).toBe(true);
		expect(board.lowestWins).toBe(true);
		expect(board.target).toBe(50);
		// The lowest total wins, not the one who reached the target.
		expect(board.leaders).toEqual([2]);
		expect(scoreboardText('Hearts', board)).toContain('Cy: 13 (winner)');
		expect(refusal(state, round(1, 1, 1)).reason).toBe(
			'The game is over: Ada reached the target of 50.'
		);
	});

	it('lets players level on the winning total share the win', () => {
		const state = play(start({ rounds: 1 }), round(9, 9, 4));
		expect(engine.scoreboard(state).leaders).toEqual([0, 1]);
	});

	it('names no leader before any round is written', () => {
		expect(engine.scoreboard(start()).leaders).toEqual([]);
	});
});

describe('notepad corrections', () => {
	it('corrects a past cell, changing the totals and the leader', () => {
		let state = play(start(), round(5, 3, 1), round(5, 3, 1));
		state = play(state, { type: 'correct', round: 1, player: 'c', value: 20 });
		const board = engine.scoreboard(state);
		expect(board.rounds[0].scores).toEqual([5, 3, 20]);
		expect(board.totals).toEqual([10, 6, 21]);
		expect(board.leaders).toEqual([2]);
	});

	it('refuses a correction of a round that does not exist', () => {
		const state = play(start(), round(1, 2, 3));
		const result = refusal(state, { type: 'correct', round: 2, player: 'a', value: 4 });
		expect(result.reason).toBe('There is no round 2 to correct: 1 round is written down.');
		expect(result.rule).toBe(RULE.correct);
	});

	it('refuses a correction that is not a whole number or changes nothing', () => {
		const state = play(start(), round(1, 2, 3));
		expect(refusal(state, { type: 'correct', round: 1, player: 'a', value: 0.5 }).reason).toMatch(
			/whole number/
		);
		expect(refusal(state, { type: 'correct', round: 1, player: 'b', value: 2 }).reason).toBe(
			'Bo already has 2 in round 1: nothing to correct.'
		);
	});

	it('reopens a game that a correction takes back below the target', () => {
		let state = play(start({ target: 10 }), round(12, 0, 0));
		expect(engine.isFinished(state)).toBe(true);
		state = play(state, { type: 'correct', round: 1, player: 'a', value: 8 });
		expect(engine.isFinished(state)).toBe(false);
		expect(isViolation(engine.apply(state, round(1, 1, 1)))).toBe(false);
	});

	it('rewrites or removes a round’s note', () => {
		let state = play(start(), round(1, 2, 3, 'first'));
		state = play(state, { type: 'note', round: 1, note: 'Bo dealt' });
		expect(roundAt(state, 1)?.note).toBe('Bo dealt');
		state = play(state, { type: 'note', round: 1, note: '' });
		expect(roundAt(state, 1)?.note).toBe('');
	});
});

describe('notepad names', () => {
	it('keeps names of any script, emoji or markup as they were written', () => {
		const odd = [
			{ id: 'a', name: '<b>Ada</b>' },
			{ id: 'b', name: '🦊 Zoë' },
			{ id: 'c', name: 'مريم' }
		];
		const state = play(start({}, odd), round(1, 2, 3));
		expect(engine.scoreboard(state).players).toEqual(['<b>Ada</b>', '🦊 Zoë', 'مريم']);
		expect(describeEvent(round(1, 2, 3, 'x'), odd)).toBe(
			'Round: <b>Ada</b> 1, 🦊 Zoë 2, مريم 3 (x)'
		);
	});
});

describe('notepad rules page', () => {
	it('has an entry for every rule a refusal cites', () => {
		const ids = rulesDoc.sections.flatMap((s) => s.entries.map((e) => e.id));
		for (const id of Object.values(RULE)) expect(ids).toContain(id);
	});
});

describe('a player joining, a name changed, and who plays first', () => {
	const join = (name: string, start = 0, player = `id-${name}`): GameEvent => ({
		type: 'join',
		player,
		name,
		start
	});

	it('seats a late joiner with a starting score that stands for the rounds before', () => {
		const state = play(start(), round(10, 5, 0), round(10, 5, 0), join('Dee', 12), {
			type: 'round',
			scores: { a: 1, b: 1, c: 1, 'id-Dee': 4 }
		});
		const board = engine.scoreboard(state);
		expect(board.players).toEqual(['Ada', 'Bo', 'Cy', 'Dee']);
		expect(board.totals).toEqual([21, 11, 1, 16]);
		// The rounds before show no score of Dee's.
		expect(board.rounds.map((r) => r.scores[3])).toEqual([null, null, 4]);
		expect(describeEvent(join('Dee', 12), players)).toBe('Dee joined, starting with 12');
	});

	it('asks every seated player, the joiner too, for the next round', () => {
		const state = play(start(), round(1, 2, 3), join('Dee'));
		expect(refusal(state, round(1, 1, 1)).reason).toBe('Dee has no score for this round.');
	});

	it("refuses a joiner's correction of a round before they came, and a name already seated", () => {
		const state = play(start(), round(1, 2, 3), join('Dee'));
		const early = refusal(state, { type: 'correct', round: 1, player: 'id-Dee', value: 5 });
		expect(early.reason).toBe('Dee joined after round 1, so it has no score of theirs to correct.');
		expect(early.rule).toBe(RULE.join);
		expect(refusal(state, join('ada', 0, 'x')).reason).toBe('Ada is already at the table.');
		expect(refusal(state, join('  ', 0, 'y')).reason).toBe('Every player needs a name.');
		expect(refusal(state, join('Dee\nEve', 0, 'z')).reason).toMatch(
			/^That name holds a line break/
		);
		expect(refusal(state, join('\u200b', 0, 'w')).reason).toBe(
			'That name has no character that can be seen.'
		);
	});

	it('refuses a joiner once the game is over by its rules', () => {
		const state = play(start({ rounds: 1 }), round(1, 2, 3));
		expect(refusal(state, join('Dee')).rule).toBe(RULE.rounds);
	});

	it('changes a name for this game, and refuses a name another player has', () => {
		const state = play(start(), round(1, 2, 3), { type: 'rename', player: 'a', name: ' Ada B ' });
		expect(engine.scoreboard(state).players).toEqual(['Ada B', 'Bo', 'Cy']);
		expect(refusal(state, { type: 'rename', player: 'b', name: 'cy' }).reason).toBe(
			'Cy is already at the table.'
		);
		expect(refusal(state, { type: 'rename', player: 'b', name: 'Bo' }).reason).toMatch(
			/nothing to change/
		);
		expect(describeEvent({ type: 'rename', player: 'a', name: 'Ada B' }, players)).toBe(
			'Ada renamed Ada B'
		);
	});

	it('passes the first player a seat each round, round the table', () => {
		const state = start();
		expect([1, 2, 3, 4].map((r) => firstSeatOf(state, r))).toEqual([0, 1, 2, 0]);
	});

	it('says in its rules how a joiner, a new name and the first player work', () => {
		const ids = rulesDoc.sections.flatMap((s) => s.entries.map((e) => e.id));
		expect(ids).toEqual(expect.arrayContaining([RULE.join, RULE.rename, RULE.first]));
	});
});

describe('the history of a game a player joined', () => {
	it('names in each round only those who played it', () => {
		const seated = [...players, { id: 'd', name: 'Dee' }];
		expect(describeEvent(round(1, 2, 3), seated)).toBe('Round: Ada 1, Bo 2, Cy 3');
	});
});
