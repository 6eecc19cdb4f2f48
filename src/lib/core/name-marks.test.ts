import { describe, expect, test } from 'vitest';
import { markNames } from './name-marks';

const ada = { name: 'Ada', colour: '#1f57b5', emoji: '🦉' };
const bo = { name: 'Bo', colour: '#c0262d' };
const ann = { name: 'Ann', emoji: '🌵' };
const anna = { name: 'Anna', colour: '#1a6f35' };
const plain = { name: 'Cy' };

/** The names found, in order. */
const found = (text: string, seats = [ada, bo, ann, anna, plain]) =>
	markNames(text, seats).flatMap((p) => ('seat' in p ? [p.seat.name] : []));

describe('the names a sentence gives a mark to', () => {
	test('the pieces give the sentence back, with each marked seat found where it is named', () => {
		const text = 'Ada and Bo won with 50; Cy lost.';
		const pieces = markNames(text, [ada, bo, plain]);
		expect(pieces.map((p) => p.text).join('')).toBe(text);
		expect(pieces).toEqual([
			{ text: 'Ada', seat: ada },
			{ text: ' and ' },
			{ text: 'Bo', seat: bo },
			{ text: ' won with 50; Cy lost.' }
		]);
	});

	test('whole names only: not inside a longer word, and the longer of two names first', () => {
		expect(found('Bob and Bonus, not Bo')).toEqual(['Bo']);
		expect(found('Anna beat Ann, then Ann beat Anna.')).toEqual(['Anna', 'Ann', 'Ann', 'Anna']);
		expect(found('Adam and Ada')).toEqual(['Ada']);
	});

	test('a name after an elision or in a possessive is found; a seat without a mark is not', () => {
		expect(found('le tour d’Ada, by Bo’s phone')).toEqual(['Ada', 'Bo']);
		expect(found("Round 3: Cy 12, by Bo's phone")).toEqual(['Bo']);
		expect(markNames('Nobody here', [ada])).toEqual([{ text: 'Nobody here' }]);
		expect(markNames('', [ada])).toEqual([]);
	});

	test('names in other scripts keep to whole words too', () => {
		const zoe = { name: 'Zoé', colour: '#7b3fa8' };
		const li = { name: '李', emoji: '🐉' };
		expect(found('Zoé et Zoéline; 李 gagne', [zoe, li])).toEqual(['Zoé', '李']);
	});
});
