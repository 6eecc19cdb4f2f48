import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { refusalText } from '../../i18n/said';
import { handColours, learnColour, locate, resolve } from './cards';
import { RULE } from './rules';
import { setup } from './setup';
import type { PermutationsState } from './state';

const players = [
	{ id: 'a', name: 'Ann' },
	{ id: 'b', name: 'Bob' },
	{ id: 'c', name: 'Cat' },
	{ id: 'd', name: 'Dan' }
];

/** A refusal with the words the English screen shows for it (the engine says it as data). */
const english = (v: unknown) =>
	isViolation(v as never)
		? { ...(v as RuleViolation), reason: refusalText(v as RuleViolation, { locale: 'en' }) }
		: v;

function fresh(count = 4): PermutationsState {
	const state = setup(players.slice(0, count));
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

describe('learnColour', () => {
	it('records the colour of a card seen for the first time', () => {
		const s = fresh();
		expect(learnColour(s, 5, 'green')).toBe('green');
		expect(s.colourOf[5]).toBe('green');
	});

	it('asks for the colour of a card not seen yet, and records nothing', () => {
		const s = fresh();
		const refusal = learnColour(s, 5, undefined, 'a');
		expect(english(refusal)).toMatchObject({
			reason: 'Give the colour of card 5 too: it has not been seen yet in this game.',
			rule: RULE.rulingDeckMap,
			player: 'a'
		});
		expect(s.colourOf[5]).toBeNull();
	});

	it('refuses a colour that contradicts what is known', () => {
		const s = fresh();
		learnColour(s, 5, 'red');
		expect(english(learnColour(s, 5, 'blue'))).toMatchObject({
			reason: 'Card 5 is red, not blue.'
		});
		expect(s.colourOf[5]).toBe('red');
	});

	it('refuses a thirteenth card of one colour', () => {
		const s = fresh();
		for (let n = 1; n <= 12; n++) learnColour(s, n, 'red');
		expect(english(learnColour(s, 13, 'red'))).toMatchObject({
			reason: 'Card 13 cannot be red: all 12 red cards have been seen already.',
			rule: RULE.deck
		});
		expect(s.colourOf[13]).toBeNull();
	});
});

describe('locate', () => {
	it('puts a card of the colour set aside aside, and knows nothing of an unseen card', () => {
		const s = fresh(3);
		expect(s.setAside).toBe('blue');
		learnColour(s, 40, 'blue');
		expect(locate(s, 40)).toEqual({ at: 'aside' });
		expect(locate(s, 41)).toBeNull();
	});

	it('finds a card in the pool, a bid, a hand and a draft', () => {
		const s = fresh();
		s.pool.cards.push(1);
		s.bids.a = 2;
		s.hands.b.cards.push(3);
		s.drafted.c.push(4);
		expect(locate(s, 1)).toEqual({ at: 'pool' });
		expect(locate(s, 2)).toEqual({ at: 'bid', player: 'a' });
		expect(locate(s, 3)).toEqual({ at: 'hand', player: 'b' });
		expect(locate(s, 4)).toEqual({ at: 'drafted', player: 'c' });
	});
});

describe('resolve', () => {
	it('places a seen card in the only holding that can hold its colour unseen', () => {
		const s = fresh();
		s.pool.hidden.red = 0;
		learnColour(s, 7, 'red');
		resolve(s);
		expect(locate(s, 7)).toEqual({ at: 'hand', player: 'a' });
		expect(s.hands.a.hidden.red).toBe(10);
		expect(handColours(s, 'a')).toEqual({ red: 11, yellow: 0, green: 0, blue: 0 });
	});

	it('leaves a card unplaced while two holdings could hold it', () => {
		const s = fresh();
		learnColour(s, 7, 'red');
		resolve(s);
		expect(locate(s, 7)).toBeNull();
		expect(s.hands.a.hidden.red).toBe(11);
	});
});
