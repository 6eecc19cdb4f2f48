import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import {
	createSubsetsEngine,
	defaultHouseRules,
	type SubsetsEvent,
	type SubsetsState
} from './engine';
import {
	flipNotice,
	ordinal,
	pileLabel,
	pileSummary,
	relation,
	verdictText,
	wrongCallLines
} from './explain';
import { createFakeChecker } from './test/fake-checker';

const engine = createSubsetsEngine(createFakeChecker());
const players = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];

function play(...events: SubsetsEvent[]): SubsetsState {
	return playWith(defaultHouseRules, ...events);
}

function playWith(houseRules: typeof defaultHouseRules, ...events: SubsetsEvent[]): SubsetsState {
	let state = engine.setup(players, houseRules) as SubsetsState;
	for (const event of events) {
		const next = engine.apply(state, event);
		if (isViolation(next)) throw new Error(next.reason);
		state = next;
	}
	return state;
}

const dealt: SubsetsEvent[] = [
	{ type: 'starting-card', player: 'a', card: '{1}' },
	{ type: 'starting-card', player: 'b', card: '{2}' }
];

describe('verdict sentences', () => {
	const options = engine.stealOptions(play(...dealt), '{1, 3}');

	it('writes the relation in symbols', () => {
		expect(relation(options[0], '{1, 3}')).toBe('{1} ⊆ {1, 3}');
		expect(relation(options[1], '{1, 3}')).toBe('{2} ⊄ {1, 3}');
	});

	it('names the element that stops a steal', () => {
		expect(verdictText(options[1], '{1, 3}')).toBe('Not a subset: 2 is in {2} but not in {1, 3}.');
		expect(verdictText(options[0], '{1, 3}')).toBe('Can be stolen: Every element of A is in S.');
	});

	it('sends an undecided pile to the table', () => {
		const [unknown] = engine.stealOptions(play(...dealt), '{x ∈ ℤ | x > 0}');
		expect(relation(unknown, 'S')).toBe('{1} ⊆ S ?');
		expect(verdictText(unknown, 'S')).toContain('Ask the table.');
	});
});

describe('table sentences', () => {
	it('labels piles and counts them', () => {
		const state = play(...dealt, { type: 'draw', card: '{1, 5}' }, { type: 'steal', pile: 'p1' });
		expect(pileLabel(state, 'p1')).toBe('Ana’s pile 1 (2 cards)');
		expect(pileLabel(play(...dealt), 'p1')).toBe('Ana’s pile 1 (1 card)');
		expect(pileSummary(state, 0)).toBe('1 face-up pile');
	});

	it('tells the table when the flip rule turned a pile down', () => {
		const state = play(
			...dealt,
			{ type: 'draw', card: '{1, 5}' },
			{ type: 'steal', pile: 'p1' },
			{ type: 'draw', card: '{7}' },
			{ type: 'new-pile' },
			{ type: 'draw', card: '{8}' },
			{ type: 'new-pile' },
			{ type: 'draw', card: '{2, 9}' },
			{ type: 'steal', pile: 'p2' },
			{ type: 'draw', card: '{10}' },
			{ type: 'new-pile' }
		);
		expect(flipNotice(state)).toBe(
			'Ana had more than two face-up piles, so the largest, pile 1 (2 cards), was turned face down.'
		);
		expect(pileSummary(state, 0)).toBe('2 face-up piles, 1 face-down pile');
		const lone = play(
			...dealt,
			{ type: 'draw', card: '{7}' },
			{ type: 'new-pile' },
			{ type: 'draw', card: '{8}' },
			{ type: 'new-pile' },
			{ type: 'draw', card: '{10}' },
			{ type: 'new-pile' },
			// Three one-card piles tie for the largest: Ana picks the one to turn down.
			{ type: 'flip', pile: 'p1' }
		);
		expect(flipNotice(lone)).toBe(
			'Ana had more than two face-up piles and turned pile 1 (1 card) face down.'
		);
		expect(flipNotice(play(...dealt, { type: 'draw', card: '{7}' }, { type: 'new-pile' }))).toBe(
			null
		);
	});

	it('confirms each wrong "Error!" call on the card in play with what it cost', () => {
		const drawn: SubsetsEvent[] = [...dealt, { type: 'draw', card: '{1, 5}' }];
		const call: SubsetsEvent = { type: 'error-call', caller: 'b' };
		expect(wrongCallLines(play(...drawn))).toEqual([]);
		expect(wrongCallLines(play(...drawn, call))).toEqual([
			'Bo’s call of “Error!” was wrong. It costs nothing at this table.'
		]);
		const penalty = { ...defaultHouseRules, wrongCallPenalty: true };
		expect(wrongCallLines(playWith(penalty, ...drawn, call))).toEqual([
			'Bo’s call of “Error!” was wrong. Bo has no face-down card to give.'
		]);
		// Bo captures Ana's error card, then gives it back for a wrong call on her next card.
		const captured = playWith(
			{ ...penalty, drawAgainAfterCapture: true },
			...dealt,
			{ type: 'draw', card: '{1,, 2}' },
			{ type: 'error-call', caller: 'b' },
			{ type: 'draw', card: '{1, 5}' },
			call
		);
		expect(wrongCallLines(captured)).toEqual([
			'Bo’s call of “Error!” was wrong. Bo gave one face-down card to Ana.'
		]);
		// Once the card's move is made, the calls are the history's to tell.
		expect(wrongCallLines(play(...drawn, call, { type: 'new-pile' }))).toEqual([]);
	});

	it('writes places as ordinals', () => {
		expect([1, 2, 3, 4, 11, 12, 21].map(ordinal)).toEqual([
			'1st',
			'2nd',
			'3rd',
			'4th',
			'11th',
			'12th',
			'21st'
		]);
	});
});
