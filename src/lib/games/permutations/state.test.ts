import { describe, expect, it } from 'vitest';
import { isViolation, violation } from '../../core/engine';
import { setup } from './setup';
import {
	clone,
	countsText,
	deckColourField,
	deckColourOf,
	isCardNumber,
	poolCardField,
	poolCardOf
} from './state';

describe('the state helpers', () => {
	it('makes a working copy whose changes never reach the original', () => {
		const original = setup([
			{ id: 'a', name: 'Ann' },
			{ id: 'b', name: 'Bob' },
			{ id: 'c', name: 'Cat' }
		]);
		if (isViolation(original)) throw new Error(original.reason);
		const before = structuredClone(original);
		const copy = clone(original);
		copy.colourOf[1] = 'red';
		copy.hands.a.cards.push(1);
		copy.hands.a.hidden.red = 0;
		copy.pool.cards.push(2);
		copy.drafted.b.push(3);
		copy.totals.c = 50;
		copy.bids.a = 4;
		expect(original).toEqual(before);
	});

	it('reads back the pool card and the deck colour a refusal points at', () => {
		expect(poolCardOf(violation('No.', 'r', undefined, poolCardField(2)))).toBe(2);
		expect(deckColourOf(violation('No.', 'r', undefined, deckColourField('green')))).toBe('green');
		expect(deckColourOf(violation('No.', 'r', undefined, 'colour.purple'))).toBeNull();
		expect(poolCardOf(violation('No.', 'r'))).toBeNull();
	});

	it('says colour counts in words, in colour order', () => {
		expect(countsText({ blue: 1, red: 3 })).toBe('3 red, 1 blue');
		expect(countsText({ red: 0 }, 'none')).toBe('none');
		expect(countsText(undefined)).toBe('nothing');
	});

	it('takes only whole numbers from 1 to 48 as card numbers', () => {
		expect([1, 48].map(isCardNumber)).toEqual([true, true]);
		expect([0, 49, 1.5, '3', NaN].map(isCardNumber)).toEqual([false, false, false, false, false]);
	});
});
