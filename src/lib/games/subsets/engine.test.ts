import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { foldLog, type LogEntry } from '../../core/eventlog';
import { withTypedEvents } from '../../core/events';
import {
	cardCounts,
	createSubsetsEngine,
	defaultHouseRules,
	describeEvent,
	houseRuleFields,
	pendingChoice,
	pilesOf,
	ranking,
	topCard,
	whoseTurn,
	type SubsetsEvent,
	type SubsetsHouseRules,
	type SubsetsState
} from './engine';
import type { CheckResult } from './checker';
import { subsetsEvent } from './events';
import { RULE, LAYOUT } from './rules';
import { text as englishRules } from './rules-text/en';
import { assembleRules } from '../../rules/assemble';
import { createFakeChecker } from './test/fake-checker';
import { refusalText } from '../../i18n/said';

/** A refusal as the referee CLI says it, in English. */
const english = (refused: RuleViolation) => refusalText(refused, { locale: 'en' });

/** The rules page in English, as a phone reading English shows it. */
const rules = assembleRules(LAYOUT, englishRules);

const engine = createSubsetsEngine(createFakeChecker());
/** The same engine as the app holds it: every entry read through the event schema first. */
const edge = withTypedEvents(engine, subsetsEvent);
const ANA = 'ana';
const BO = 'bo';
const CY = 'cy';
const trio = [
	{ id: ANA, name: 'Ana' },
	{ id: BO, name: 'Bo' },
	{ id: CY, name: 'Cy' }
];

function play(state: SubsetsState, ...events: SubsetsEvent[]): SubsetsState {
	for (const event of events) {
		const next = engine.apply(state, event);
		if (isViolation(next)) throw new Error(`${event.type} refused: ${next.reason}`);
		state = next;
	}
	return state;
}

function refuse(state: SubsetsState, event: SubsetsEvent): RuleViolation {
	const next = engine.apply(state, event);
	if (!isViolation(next)) throw new Error(`${event.type} was accepted`);
	return next;
}

function fresh(house: Partial<SubsetsHouseRules> = {}): SubsetsState {
	const state = engine.setup(trio, { ...defaultHouseRules, ...house });
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

/** Three players dealt Ana {1}, Bo {2}, Cy {3}; Ana to draw. */
function dealt(
	house: Partial<SubsetsHouseRules> = {},
	cards = ['{1}', '{2}', '{3}']
): SubsetsState {
	return play(
		fresh(house),
		...trio.map((p, i) => ({ type: 'starting-card' as const, player: p.id, card: cards[i] }))
	);
}

function faceUpTops(state: SubsetsState, seat: number): string[] {
	return pilesOf(state, seat)
		.filter((p) => p.faceUp)
		.map(topCard);
}

const ruleIds = new Set([
	...rules.sections.flatMap((s) => s.entries.map((e) => e.id)),
	...rules.rulings.map((e) => e.id)
]);

describe('setup', () => {
	it('takes 2 to 6 players and refuses 1 or 7', () => {
		const people = (n: number) =>
			Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		expect(isViolation(engine.setup(people(2), defaultHouseRules))).toBe(false);
		expect(isViolation(engine.setup(people(6), defaultHouseRules))).toBe(false);
		const one = engine.setup(people(1), defaultHouseRules);
		expect(isViolation(one) && one.rule).toBe('subsets-1');
		expect(isViolation(engine.setup(people(7), defaultHouseRules))).toBe(true);
	});

	it('deals one face-up starting card to each player in seat order, then Ana draws', () => {
		let state = fresh();
		expect(whoseTurn(state)?.name).toBe('Ana');
		expect(refuse(state, { type: 'starting-card', player: BO, card: '{2}' }).rule).toBe(
			'subsets-2b'
		);
		state = dealt();
		expect(state.piles.map((p) => [p.owner, p.faceUp, p.cards])).toEqual([
			[0, true, ['{1}']],
			[1, true, ['{2}']],
			[2, true, ['{3}']]
		]);
		expect(state.phase).toEqual({ kind: 'draw' });
		expect(whoseTurn(state)?.name).toBe('Ana');
		expect(pendingChoice(state).prompt).toBe('Ana draws a card.');
		expect(refuse(state, { type: 'starting-card', player: ANA, card: '{4}' }).rule).toBe(
			'subsets-2b'
		);
	});

	it('sends an error starting card to the first Error! caller and deals that seat again', () => {
		let state = play(fresh(), { type: 'starting-card', player: ANA, card: '{1,,2}' });
		expect(state.phase.kind).toBe('error');
		expect(pendingChoice(state).prompt).toContain('An element is missing.');
		state = play(state, { type: 'error-call', caller: CY });
		expect(state.players[2].captured).toEqual(['{1,,2}']);
		expect(whoseTurn(state)?.name).toBe('Ana');
		state = play(
			state,
			{ type: 'starting-card', player: ANA, card: '{5}' },
			{ type: 'starting-card', player: BO, card: '{2}' },
			{ type: 'starting-card', player: CY, card: '{3}' }
		);
		expect(faceUpTops(state, 0)).toEqual(['{5}']);
		expect(cardCounts(state)).toEqual([1, 1, 2]);
		expect(state.dealt[0]).toMatchObject({ card: '{1,,2}', verdict: 'error', capturedBy: 2 });
	});

	it('asks the table about a starting card the checker cannot read, and records the answer', () => {
		const unread = refuse(fresh(), { type: 'starting-card', player: ANA, card: '{√2}' });
		expect(unread.rule).toBe('subsets-14');
		const state = play(fresh(), {
			type: 'starting-card',
			player: ANA,
			card: '{√2}',
			tableSays: 'valid'
		});
		expect(faceUpTops(state, 0)).toEqual(['{√2}']);
		expect(state.dealt[0]).toMatchObject({ verdict: 'unsupported', tableSaid: 'valid' });
	});
});

describe('stealing and new piles', () => {
	it('lists every face-up pile with the verdict, reason and witness', () => {
		const options = engine.stealOptions(dealt(), '{1, 3}');
		expect(options).toEqual([
			expect.objectContaining({ top: '{1}', owner: 0, verdict: 'subset', steal: 'proven' }),
			expect.objectContaining({
				top: '{2}',
				owner: 1,
				verdict: 'not-subset',
				witness: '2',
				reason: '2 is in A but not in S.',
				steal: 'no'
			}),
			expect.objectContaining({ top: '{3}', owner: 2, verdict: 'subset', steal: 'proven' })
		]);
	});

	it('lets the drawer steal a proven pile: the card goes on top and the pile moves to them', () => {
		let state = play(dealt(), { type: 'draw', card: '{2, 3}' });
		expect(state.phase.kind).toBe('move');
		const bosPile = state.piles.find((p) => p.owner === 1)!.id;
		state = play(state, { type: 'steal', pile: bosPile });
		expect(faceUpTops(state, 0)).toEqual(['{1}', '{2, 3}']);
		expect(pilesOf(state, 0)[1].cards).toEqual(['{2}', '{2, 3}']);
		expect(pilesOf(state, 1)).toEqual([]);
		expect(cardCounts(state)).toEqual([3, 0, 1]);
		expect(state.drawn[0].outcome).toEqual({
			kind: 'stole',
			pile: bosPile,
			from: 1,
			verdict: 'subset',
			tableAgreed: false
		});
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('lets a player steal their own pile', () => {
		let state = play(dealt(), { type: 'draw', card: '{1, 9}' });
		state = play(state, { type: 'steal', pile: pilesOf(state, 0)[0].id });
		expect(pilesOf(state, 0).map((p) => p.cards)).toEqual([['{1}', '{1, 9}']]);
		expect(state.drawn[0].outcome).toMatchObject({ kind: 'stole', from: 0 });
	});

	it('refuses to steal a pile whose top is not a subset, naming an element that shows it', () => {
		const state = play(dealt(), { type: 'draw', card: '{1, 3}' });
		const bosPile = state.piles.find((p) => p.owner === 1)!.id;
		const refused = refuse(state, { type: 'steal', pile: bosPile });
		expect(refused.rule).toBe('subsets-4');
		expect(english(refused)).toBe('{2} is not a subset of {1, 3}: 2 is in {2} but not in {1, 3}.');
	});

	it('always allows stealing a face-up ∅', () => {
		let state = dealt({}, ['∅', '{2}', '{3}']);
		state = play(state, { type: 'draw', card: '{7}' });
		expect(state.phase.kind === 'move' && state.phase.options[0].steal).toBe('proven');
		state = play(state, { type: 'steal', pile: pilesOf(state, 0)[0].id });
		expect(pilesOf(state, 0)[0].cards).toEqual(['∅', '{7}']);
	});

	it('needs the table to agree before stealing a pile the referee cannot decide, and records it', () => {
		let state = dealt({}, ['{x ∈ ℤ | x > 0}', '{2}', '{3}']);
		state = play(state, { type: 'draw', card: '{1, 2}' });
		if (state.phase.kind !== 'move') throw new Error('expected a move');
		expect(state.phase.options[0]).toMatchObject({ verdict: 'unknown', steal: 'ask-table' });
		const pile = pilesOf(state, 0)[0].id;
		expect(refuse(state, { type: 'steal', pile }).rule).toBe('subsets-15');
		state = play(state, { type: 'steal', pile, tableAgreed: true });
		expect(state.drawn[0].outcome).toMatchObject({ kind: 'stole', tableAgreed: true });
	});

	it('starts a new pile when the drawer does not steal; stealing is optional by default', () => {
		let state = play(dealt(), { type: 'draw', card: '{1, 2}' });
		state = play(state, { type: 'new-pile' });
		expect(faceUpTops(state, 0)).toEqual(['{1}', '{1, 2}']);
		expect(state.drawn[0].outcome).toMatchObject({ kind: 'new-pile' });
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('refuses a new pile under compulsory stealing when the referee proved a steal', () => {
		let state = play(dealt({ compulsoryStealing: true }), { type: 'draw', card: '{1, 2}' });
		const refused = refuse(state, { type: 'new-pile' });
		expect(refused.rule).toBe('subsets-ruling-3c');
		expect(english(refused)).toContain('{1} is a subset of {1, 2}');
		state = play(state, { type: 'steal', pile: pilesOf(state, 0)[0].id });
		expect(cardCounts(state)).toEqual([2, 1, 1]);
	});

	it('does not force a steal under compulsory stealing when no steal is proven', () => {
		let state = dealt({ compulsoryStealing: true }, ['{x ∈ ℤ | x > 0}', '{2}', '{3}']);
		state = play(state, { type: 'draw', card: '{9}' }, { type: 'new-pile' });
		expect(faceUpTops(state, 0)).toEqual(['{x ∈ ℤ | x > 0}', '{9}']);
	});

	it('keeps turns in seat order and refuses a move by someone else', () => {
		let state = play(dealt(), { type: 'draw', card: '{8}', player: ANA }, { type: 'new-pile' });
		expect(refuse(state, { type: 'draw', card: '{9}', player: CY }).rule).toBe('subsets-16');
		state = play(state, { type: 'draw', card: '{9}', player: BO });
		expect(english(refuse(state, { type: 'new-pile', player: ANA }))).toBe(
			'It is Bo’s turn, not Ana’s.'
		);
		expect(refuse(state, { type: 'draw', card: '{9}' }).rule).toBe('subsets-4');
	});

	it('refuses an empty card', () => {
		expect(refuse(dealt(), { type: 'draw', card: '   ' }).rule).toBe('subsets-3');
	});

	it('uses the checker answers recorded with the draw, and weighs only the piles they miss', () => {
		const checker = createFakeChecker();
		const recording = createSubsetsEngine(checker);
		let state = recording.setup(trio, defaultHouseRules) as SubsetsState;
		for (const [player, card] of [
			[ANA, '{1}'],
			[BO, '{2}'],
			[CY, '{3}']
		]) {
			state = recording.apply(state, { type: 'starting-card', player, card }) as SubsetsState;
		}
		const [ana, bo] = state.piles.map((p) => p.id);
		checker.calls.length = 0;
		const next = recording.apply(state, {
			type: 'draw',
			card: '{1, 3}',
			checks: [
				{ pile: ana, verdict: 'unknown', reason: 'The checker ran out of time.' },
				{ pile: bo, verdict: 'not-subset', witness: '2', reason: '2 is in A but not in S.' }
			]
		});
		if (isViolation(next) || next.phase.kind !== 'move') throw new Error('expected a move');
		expect(next.phase.options.map((o) => [o.top, o.steal, o.reason])).toEqual([
			['{1}', 'ask-table', 'The checker ran out of time.'],
			['{2}', 'no', '2 is in A but not in S.'],
			['{3}', 'proven', 'Every element of A is in S.']
		]);
		expect(checker.calls.filter((c) => c.op === 'subset').map((c) => c.args)).toEqual([
			['{3}', '{1, 3}']
		]);
	});

	it('uses the card verdict recorded with the entry, and reads the card itself when it marks no text', () => {
		const checker = createFakeChecker();
		const recording = createSubsetsEngine(checker);
		const state = recording.setup(trio, defaultHouseRules) as SubsetsState;
		const outOfTime: CheckResult = {
			verdict: 'unsupported',
			code: 'out-of-time',
			reason: 'The checker could not read this card in time.',
			span: [0, 3]
		};
		expect(
			recording.apply(state, { type: 'starting-card', player: ANA, card: '{1}', check: outOfTime })
		).toMatchObject({ rule: RULE.unreadableCard });
		const accepted = recording.apply(state, {
			type: 'starting-card',
			player: ANA,
			card: '{1}',
			tableSays: 'valid',
			check: outOfTime
		}) as SubsetsState;
		expect(accepted.dealt[0]).toMatchObject({ verdict: 'unsupported', tableSaid: 'valid' });
		expect(checker.calls.filter((c) => c.op === 'check')).toEqual([]);
		// A span that runs backwards marks no text: not the checker's answer, so it is asked.
		const backwards = recording.apply(state, {
			type: 'starting-card',
			player: ANA,
			card: '{1}',
			check: { ...outOfTime, span: [3, 0] }
		}) as SubsetsState;
		expect(backwards.dealt[0]).toMatchObject({
			verdict: 'valid',
			reason: 'Read by the fake checker.'
		});
	});

	it('refuses recorded answers of the wrong shape where entries are read, before the rules', () => {
		const state = dealt();
		const pile = state.piles[0].id;
		const forgedCard = edge.apply(fresh(), {
			type: 'starting-card',
			player: ANA,
			card: '{1}',
			check: { verdict: 'valid', reason: 'no description' }
		});
		expect(isViolation(forgedCard) && forgedCard.reason).toBe(
			'This entry has no "check.description".'
		);
		const forgedPile = edge.apply(state, {
			type: 'draw',
			card: '{1, 3}',
			checks: [{ pile, verdict: 'maybe', reason: 'forged' }]
		});
		expect(isViolation(forgedPile) && forgedPile.reason).toContain('"checks.0.verdict"');
	});
});

describe('turning the largest pile face down', () => {
	/** Ana holds {1} (1 card) and {5} with {5, 6} on it (2 cards). */
	function anaWithTwoPiles(): SubsetsState {
		let state = dealt({}, ['{1}', '{5}', '{3}']);
		state = play(state, { type: 'draw', card: '{5, 6}' });
		return play(state, { type: 'steal', pile: pilesOf(state, 1)[0].id });
	}

	it('turns the largest face-up pile down by itself when there is no tie', () => {
		let state = anaWithTwoPiles();
		// Bo and Cy start new piles; Bo has none left, Cy keeps {3}.
		state = play(state, { type: 'draw', card: '{20}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{21}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{30}' }, { type: 'new-pile' });
		expect(pilesOf(state, 0).map((p) => [p.faceUp, p.cards.length])).toEqual([
			[true, 1],
			[false, 2],
			[true, 1]
		]);
		expect(state.drawn[3].flipped).toEqual({ pile: pilesOf(state, 0)[1].id, chosen: false });
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('asks the player to choose among tied largest piles, and only among them', () => {
		let state = dealt();
		state = play(state, { type: 'draw', card: '{10}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{11}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{12}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{13}' }, { type: 'new-pile' });
		expect(state.phase.kind).toBe('flip');
		expect(pendingChoice(state).prompt).toContain('Ana has more than two face-up piles');
		expect(refuse(state, { type: 'draw', card: '{1}' }).rule).toBe('subsets-ruling-4b');
		const [first, , third] = pilesOf(state, 0);
		expect(state.phase.kind === 'flip' && state.phase.candidates).toHaveLength(3);
		const bos = pilesOf(state, 1)[0].id;
		expect(refuse(state, { type: 'flip', pile: bos }).rule).toBe('subsets-ruling-4b');
		state = play(state, { type: 'flip', pile: third.id });
		expect(pilesOf(state, 0).map((p) => p.faceUp)).toEqual([true, true, false]);
		expect(state.drawn[3].flipped).toEqual({ pile: third.id, chosen: true });
		expect(first.faceUp).toBe(true);
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('never offers or allows stealing a face-down pile', () => {
		let state = anaWithTwoPiles();
		state = play(state, { type: 'draw', card: '{20}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{21}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{30}' }, { type: 'new-pile' });
		const down = pilesOf(state, 0).find((p) => !p.faceUp)!;
		state = play(state, { type: 'draw', card: '{5, 6, 7}' });
		expect(engine.stealOptions(state, '{5, 6, 7}').map((o) => o.pile)).not.toContain(down.id);
		expect(refuse(state, { type: 'steal', pile: down.id }).rule).toBe('subsets-6b');
	});
});

describe('Error! calls', () => {
	it('shows the checker’s reason and gives the error card to the first caller; the turn ends', () => {
		let state = play(dealt(), { type: 'draw', card: '{1, 2' });
		expect(state.phase).toMatchObject({ kind: 'error', reason: 'A brace is not closed.' });
		expect(refuse(state, { type: 'new-pile' }).rule).toBe('subsets-9b');
		expect(refuse(state, { type: 'deck-exhausted' }).rule).toBe('subsets-16b');
		state = play(state, { type: 'error-call', caller: CY });
		expect(state.players[2].captured).toEqual(['{1, 2']);
		expect(cardCounts(state)).toEqual([1, 1, 2]);
		expect(state.drawn[0].outcome).toEqual({ kind: 'captured', by: 2 });
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('lets the drawer draw again after a capture under the house rule', () => {
		let state = play(dealt({ drawAgainAfterCapture: true }), { type: 'draw', card: '{1,,2}' });
		state = play(state, { type: 'error-call', caller: BO });
		expect(whoseTurn(state)?.name).toBe('Ana');
		state = play(state, { type: 'draw', card: '{4}' }, { type: 'new-pile' });
		expect(faceUpTops(state, 0)).toEqual(['{1}', '{4}']);
		expect(whoseTurn(state)?.name).toBe('Bo');
	});

	it('costs nothing to call Error! on a correct card by default, and the call is recorded', () => {
		let state = play(dealt(), { type: 'draw', card: '{4}' });
		state = play(state, { type: 'error-call', caller: BO });
		expect(state.phase.kind).toBe('move');
		expect(cardCounts(state)).toEqual([1, 1, 1]);
		state = play(state, { type: 'new-pile' });
		expect(state.drawn[0].wrongCalls).toEqual([{ caller: 1, gave: null }]);
		expect(engine.scoreboard(state).rounds[1].label).toContain('wrong Error! call by Bo');
	});

	it('makes a wrong caller give a face-down card to the drawer under the house rule', () => {
		let state = dealt({ wrongCallPenalty: true });
		state = play(state, { type: 'draw', card: '{,}' }, { type: 'error-call', caller: CY });
		// Bo's turn: Cy, who holds a captured card, calls Error! on a correct card.
		state = play(state, { type: 'draw', card: '{4}' }, { type: 'error-call', caller: CY });
		expect(state.players[2].captured).toEqual([]);
		expect(state.players[1].received).toEqual(['{,}']);
		expect(cardCounts(state)).toEqual([1, 2, 1]);
		// Ana has no face-down card at all, so her wrong call gives nothing.
		state = play(state, { type: 'error-call', caller: ANA });
		expect(state.drawn[1].wrongCalls).toEqual([
			{ caller: 2, gave: '{,}' },
			{ caller: 0, gave: null }
		]);
		expect(cardCounts(state)).toEqual([1, 2, 1]);
	});

	it('takes the penalty card from a face-down pile when the caller has no loose cards', () => {
		let state = dealt({ wrongCallPenalty: true });
		// The starting piles are p1, p2 and p3; each player keeps stealing their own.
		const stealOwn = (seat: number) => ({ type: 'steal' as const, pile: `p${seat + 1}` });
		state = play(state, { type: 'draw', card: '{10}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{20}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{3, 4}' }, stealOwn(2));
		state = play(state, { type: 'draw', card: '{1, 7}' }, stealOwn(0));
		state = play(state, { type: 'draw', card: '{2, 8}' }, stealOwn(1));
		state = play(state, { type: 'draw', card: '{30}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{1, 7, 9}' }, stealOwn(0));
		state = play(state, { type: 'draw', card: '{2, 8, 9}' }, stealOwn(1));
		// Cy's third face-up pile makes him turn down his pile of two.
		state = play(state, { type: 'draw', card: '{31}' }, { type: 'new-pile' });
		expect(pilesOf(state, 2).map((p) => [p.faceUp, p.cards])).toEqual([
			[false, ['{3}', '{3, 4}']],
			[true, ['{30}']],
			[true, ['{31}']]
		]);
		state = play(state, { type: 'draw', card: '{13}' }, { type: 'error-call', caller: CY });
		expect(pilesOf(state, 2)[0].cards).toEqual(['{3}']);
		expect(state.players[0].received).toEqual(['{3, 4}']);
		expect(state.drawn[9].wrongCalls).toEqual([{ caller: 2, gave: '{3, 4}' }]);
	});

	it('refuses an Error! call by the drawer on an accepted card, or when no card is in play', () => {
		const between = dealt();
		expect(refuse(between, { type: 'error-call', caller: BO }).rule).toBe('subsets-9b');
		const state = play(between, { type: 'draw', card: '{4}' });
		expect(refuse(state, { type: 'error-call', caller: ANA }).rule).toBe('subsets-ruling-5b');
		expect(isViolation(engine.apply(state, { type: 'error-call', caller: 'nobody' }))).toBe(true);
	});
});

describe('cards the referee cannot read', () => {
	it('needs the table to say whether a drawn card is a set', () => {
		const refused = refuse(dealt(), { type: 'draw', card: '{√2}' });
		expect(refused.rule).toBe('subsets-14');
		expect(english(refused)).toContain('Square roots are not supported.');
	});

	it('sends a card the table calls an error to the Error! capture', () => {
		let state = play(dealt(), { type: 'draw', card: '{√2}', tableSays: 'error' });
		expect(state.phase).toMatchObject({ kind: 'error' });
		state = play(state, { type: 'error-call', caller: BO });
		expect(state.players[1].captured).toEqual(['{√2}']);
		expect(state.drawn[0]).toMatchObject({ verdict: 'unsupported', tableSaid: 'error' });
	});

	it('lets play go on when the table accepts the card; every steal then needs the table', () => {
		let state = play(dealt(), { type: 'draw', card: '{√2}', tableSays: 'valid' });
		if (state.phase.kind !== 'move') throw new Error('expected a move');
		expect(state.phase.options.map((o) => o.steal)).toEqual([
			'ask-table',
			'ask-table',
			'ask-table'
		]);
		expect(refuse(state, { type: 'steal', pile: pilesOf(state, 1)[0].id }).rule).toBe('subsets-15');
		state = play(state, { type: 'steal', pile: pilesOf(state, 1)[0].id, tableAgreed: true });
		expect(cardCounts(state)).toEqual([3, 0, 1]);
	});

	it('does not let the table overrule a verdict the referee reached', () => {
		expect(refuse(dealt(), { type: 'draw', card: '{4}', tableSays: 'error' }).rule).toBe(
			'subsets-12'
		);
		expect(refuse(dealt(), { type: 'draw', card: '{4,,}', tableSays: 'valid' }).rule).toBe(
			'subsets-12'
		);
	});
});

describe('ℕ from 0 or 1', () => {
	it('passes the table’s choice to the checker', () => {
		const checker = createFakeChecker();
		const own = createSubsetsEngine(checker);
		for (const naturalsFrom of [0, 1] as const) {
			let state = own.setup(trio, { ...defaultHouseRules, naturalsFrom }) as SubsetsState;
			for (const [i, p] of trio.entries()) {
				state = own.apply(state, {
					type: 'starting-card',
					player: p.id,
					card: ['{0}', '{2}', '{3}'][i]
				}) as SubsetsState;
			}
			state = own.apply(state, { type: 'draw', card: 'ℕ' }) as SubsetsState;
			if (state.phase.kind !== 'move') throw new Error('expected a move');
			expect(state.phase.options[0]).toMatchObject({
				top: '{0}',
				steal: naturalsFrom === 0 ? 'proven' : 'no'
			});
			expect(checker.calls.every((call) => call.rules?.naturalsFrom === naturalsFrom)).toBe(true);
			checker.calls.length = 0;
		}
	});

	it('reads ℕ from 1 by default and from any stored value other than 0', () => {
		expect(defaultHouseRules.naturalsFrom).toBe(1);
		const stored = engine.setup(trio, { naturalsFrom: '0' } as unknown as SubsetsHouseRules);
		expect(!isViolation(stored) && stored.houseRules).toEqual({
			...defaultHouseRules,
			naturalsFrom: 0
		});
	});
});

describe('scores and the end of the game', () => {
	it('counts every card in front of a player, captured ones included, and shares tied places', () => {
		let state = dealt();
		state = play(state, { type: 'draw', card: '{1, 2}' }, { type: 'new-pile' });
		state = play(state, { type: 'draw', card: '{,' }, { type: 'error-call', caller: CY });
		expect(cardCounts(state)).toEqual([2, 1, 2]);
		expect(ranking(state)).toEqual([
			{ seat: 0, name: 'Ana', cards: 2, place: 1 },
			{ seat: 2, name: 'Cy', cards: 2, place: 1 },
			{ seat: 1, name: 'Bo', cards: 1, place: 3 }
		]);
		state = play(state, { type: 'deck-exhausted' });
		const board = engine.scoreboard(state);
		expect(board).toMatchObject({
			players: ['Ana', 'Bo', 'Cy'],
			totals: [2, 1, 2],
			finished: true,
			leaders: [0, 2]
		});
		// Rows hold each draw's change, so they add up to the card counts.
		expect(board.rounds.map(({ label, scores }) => ({ label, scores }))).toEqual([
			{ label: 'Starting cards', scores: [1, 1, 1] },
			{ label: '1. Ana drew {1, 2}: new pile', scores: [1, 0, 0] },
			{ label: '2. Bo drew {,: error, captured by Cy', scores: [0, 0, 1] }
		]);
		expect(engine.isFinished(state)).toBe(true);
		expect(whoseTurn(state)).toBeNull();
		expect(refuse(state, { type: 'draw', card: '{1}' }).rule).toBe('subsets-10');
		expect(refuse(state, { type: 'deck-exhausted' }).rule).toBe('subsets-10');
	});

	it('ends only between turns, when the table says the deck is used up', () => {
		const state = play(dealt(), { type: 'draw', card: '{4}' });
		expect(refuse(state, { type: 'deck-exhausted' }).rule).toBe('subsets-16b');
		expect(engine.isFinished(state)).toBe(false);
		expect(refuse(fresh(), { type: 'deck-exhausted' }).rule).toBe('subsets-16b');
	});
});

describe('the engine contract', () => {
	it('never changes the state it is given', () => {
		const deepFreeze = <T>(value: T): T => {
			if (typeof value === 'object' && value !== null) {
				Object.values(value).forEach(deepFreeze);
				Object.freeze(value);
			}
			return value;
		};
		let state = dealt({ wrongCallPenalty: true });
		const events: SubsetsEvent[] = [
			{ type: 'draw', card: '{1, 5}' },
			{ type: 'error-call', caller: BO },
			{ type: 'steal', pile: 'p1' },
			{ type: 'draw', card: '{x,' },
			{ type: 'error-call', caller: ANA },
			{ type: 'draw', card: '{3, 4}' },
			{ type: 'new-pile' },
			{ type: 'deck-exhausted' }
		];
		for (const event of events) {
			const before = JSON.stringify(state);
			state = play(deepFreeze(state), event);
			expect(JSON.stringify(state)).not.toBe(before);
		}
		expect(structuredClone(state)).toEqual(state);
	});

	it('folds a log with undo back to the same game', () => {
		const initial = fresh();
		const events: SubsetsEvent[] = [
			...trio.map((p, i) => ({ type: 'starting-card' as const, player: p.id, card: `{${i + 1}}` })),
			{ type: 'draw', card: '{1, 2}' },
			{ type: 'new-pile' }
		];
		const entries: LogEntry[] = events.map((event, i) => ({ seq: i + 1, at: 0, event }));
		entries.push({ seq: 6, at: 0, event: { type: 'undo' } });
		entries.push({ seq: 7, at: 0, event: { type: 'steal', pile: 'p1' } });
		const { state, skipped } = foldLog(edge, initial, entries);
		expect(skipped).toEqual([]);
		expect(pilesOf(state, 0).map((p) => p.cards)).toEqual([['{1}', '{1, 2}']]);
	});

	it('cites only rules that exist on the rules page', () => {
		let state = dealt();
		const refusals = [
			refuse(state, { type: 'new-pile' }),
			refuse(state, { type: 'flip', pile: 'p1' }),
			refuse(state, { type: 'error-call', caller: ANA })
		];
		state = play(state, { type: 'draw', card: '{9}' });
		refusals.push(refuse(state, { type: 'steal', pile: 'p2' }));
		refusals.push(refuse(state, { type: 'steal', pile: 'p99' }));
		for (const refusal of refusals) expect(ruleIds.has(refusal.rule!)).toBe(true);
		for (const id of Object.values(RULE)) expect(ruleIds.has(id)).toBe(true);
		for (const id of [
			'subsets-ruling-1',
			'subsets-ruling-3c',
			'subsets-ruling-5b',
			'subsets-ruling-5c'
		]) {
			expect(rules.rulings.find((r) => r.id === id)?.houseRule).toBe(true);
		}
		// The parts split off rulings 3 and 5 that have no house rule are not flagged.
		for (const id of ['subsets-ruling-3', 'subsets-ruling-5']) {
			expect(rules.rulings.find((r) => r.id === id)?.houseRule).toBeUndefined();
		}
	});

	it('offers each house rule with the default of the rulings', () => {
		expect(houseRuleFields.map((f) => [f.key, f.default])).toEqual([
			['compulsoryStealing', false],
			['drawAgainAfterCapture', false],
			['wrongCallPenalty', false],
			['naturalsFrom', 1]
		]);
		for (const field of houseRuleFields) {
			expect(field.default).toEqual(defaultHouseRules[field.key as keyof SubsetsHouseRules]);
		}
	});

	it('describes each entry in one line for the history list', () => {
		const lines = (
			[
				{ type: 'starting-card', player: ANA, card: '{1, 2}' },
				{ type: 'draw', player: BO, card: '{√2}', tableSays: 'valid' },
				{ type: 'error-call', caller: CY },
				{ type: 'steal', pile: 'p3', tableAgreed: true },
				{ type: 'new-pile' },
				{ type: 'flip', pile: 'p4' },
				{ type: 'deck-exhausted' }
			] as SubsetsEvent[]
		).map((event) => describeEvent(event, trio));
		expect(lines).toEqual([
			'Ana was dealt {1, 2}',
			'Bo drew {√2} (the table accepted it)',
			'Cy called “Error!”',
			'Stole pile 3 (the table agreed)',
			'Started a new pile',
			'Turned pile 4 face down',
			'The deck ran out'
		]);
	});
});

describe('whatever the table plays', () => {
	const cards = [
		'∅',
		'{1}',
		'{1, 2}',
		'{2, 3}',
		'{1, 2, 3}',
		'{3}',
		'{4}',
		'{1,,2}',
		'{x ∈ ℤ | x > 0}'
	];

	/** Plays one legal step chosen by `pick` (the game never ends here). */
	function step(state: SubsetsState, pick: number, wrongCall: boolean): SubsetsState {
		const phase = state.phase;
		const seat = (n: number) => trio[n % trio.length].id;
		let event: SubsetsEvent;
		if (phase.kind === 'draw') event = { type: 'draw', card: cards[pick % cards.length] };
		else if (phase.kind === 'error') event = { type: 'error-call', caller: seat(pick) };
		else if (phase.kind === 'flip')
			event = { type: 'flip', pile: phase.candidates[pick % phase.candidates.length] };
		else if (phase.kind === 'move') {
			const takeable = phase.options.filter((o) => o.steal !== 'no');
			if (wrongCall && (pick + 1) % 3 !== phase.seat)
				event = { type: 'error-call', caller: seat(pick + 1) };
			else if (takeable.length && pick % 2 === 0) {
				const option = takeable[pick % takeable.length];
				event = { type: 'steal', pile: option.pile, tableAgreed: option.steal === 'ask-table' };
			} else event = { type: 'new-pile' };
			const next = engine.apply(state, event);
			// Under compulsory stealing a new pile may be refused; steal the first proven pile then.
			const proven = phase.options.find((o) => o.steal === 'proven');
			if (isViolation(next) && proven) event = { type: 'steal', pile: proven.pile };
		} else throw new Error(`unexpected phase ${phase.kind}`);
		return play(state, event);
	}

	it('keeps every card, at most two face-up piles each, and rows that add up to the counts', () => {
		fc.assert(
			fc.property(
				fc.record({
					compulsoryStealing: fc.boolean(),
					drawAgainAfterCapture: fc.boolean(),
					wrongCallPenalty: fc.boolean(),
					naturalsFrom: fc.constantFrom(0 as const, 1 as const)
				}),
				fc.array(fc.tuple(fc.nat(50), fc.boolean()), { maxLength: 60 }),
				(house, picks) => {
					let state = dealt(house);
					for (const [pick, wrongCall] of picks) {
						state = step(state, pick, wrongCall);
						// A drawn card is on the table once placed; it is only in the air while the
						// move or the Error! capture is pending.
						const inHand = state.phase.kind === 'move' || state.phase.kind === 'error' ? 1 : 0;
						const total = cardCounts(state).reduce((a, b) => a + b, 0);
						expect(total).toBe(state.dealt.length + state.drawn.length - inHand);
						if (state.phase.kind === 'draw') {
							for (const seat of [0, 1, 2]) {
								expect(pilesOf(state, seat).filter((p) => p.faceUp).length).toBeLessThanOrEqual(2);
							}
							const board = engine.scoreboard(state);
							const sums = [0, 1, 2].map((seat) =>
								board.rounds.reduce((sum, row) => sum + (row.scores[seat] ?? 0), 0)
							);
							expect(sums).toEqual(board.totals);
						}
					}
				}
			),
			{
				numRuns: 150,
				// Once failed in CI: a pile the referee cannot decide came before the proven one.
				examples: [
					[
						{
							compulsoryStealing: true,
							drawAgainAfterCapture: false,
							wrongCallPenalty: false,
							naturalsFrom: 0
						},
						[
							[8, false],
							[0, false],
							[0, false],
							[13, false],
							[0, false],
							[3, false]
						]
					]
				]
			}
		);
	});
});
