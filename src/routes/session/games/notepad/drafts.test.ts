import { describe, expect, it } from 'vitest';
import {
	addToScore,
	correctionOf,
	emptyRound,
	flipSign,
	formOfUndone,
	readScore,
	restoreCorrection,
	restoreRound
} from './drafts';
import { listFrom } from '$lib/core/persistent-list';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];
const state = { players, rounds: listFrom([{ scores: [5, -2], note: 'Ada dealt' }]) };
const ids = ['a', 'b'];

describe('notepad score fields', () => {
	it('reads whole numbers, negatives with either minus sign, and says when text is not one', () => {
		expect(readScore(' -12 ')).toEqual({ kind: 'score', value: -12 });
		expect(readScore('−3')).toEqual({ kind: 'score', value: -3 });
		expect(readScore('+4')).toEqual({ kind: 'score', value: 4 });
		expect(readScore('')).toEqual({ kind: 'empty' });
		expect(readScore('-')).toEqual({ kind: 'bad' });
		expect(readScore('1.5')).toEqual({ kind: 'bad' });
		expect(readScore('1e3')).toEqual({ kind: 'bad' });
		// A game with decimal scores takes a point or a comma, up to its places.
		expect(readScore('2.5', 2)).toEqual({ kind: 'score', value: 2.5 });
		expect(readScore('-0,25', 2)).toEqual({ kind: 'score', value: -0.25 });
		expect(readScore('1.255', 2)).toEqual({ kind: 'bad' });
		expect(readScore('1.', 2)).toEqual({ kind: 'bad' });
	});

	it('turns the sign of what is typed, so a phone pad without a minus key can type a negative', () => {
		expect(flipSign('5')).toBe('-5');
		expect(flipSign('-5')).toBe('5');
		expect(flipSign('')).toBe('-');
		expect(flipSign('-')).toBe('');
		expect(flipSign('+7')).toBe('-7');
	});

	it('adds a tally step to what is typed, a blank counting from 0', () => {
		expect(addToScore('', 5)).toBe('5');
		expect(addToScore('3', -5)).toBe('-2');
		expect(addToScore('-2', 1)).toBe('-1');
		// A score half typed (a lone minus) is left for the player to finish.
		expect(addToScore('-', 1)).toBe('-');
		expect(addToScore('0.1', 0.2, 1)).toBe('0.3');
	});
});

describe('notepad drafts', () => {
	it('gives back the round being typed, and nothing for another round', () => {
		const form = { round: 2, scores: { a: '-', b: '14' }, note: 'Bo dealt' };
		expect(restoreRound(form, 2, ids)).toEqual(form);
		expect(restoreRound(form, 3, ids)).toBeUndefined();
		expect(restoreRound('junk', 2, ids)).toBeUndefined();
	});

	it('keeps only the players at the table, and empties junk scores', () => {
		const stored = { round: 1, scores: { a: 7, b: '3', z: '9', ['__proto__']: '1' }, note: 4 };
		expect(restoreRound(stored, 1, ids)).toEqual({ round: 1, scores: { a: '', b: '3' }, note: '' });
	});

	it('gives back a correction of a cell that exists, and nothing for a round or player that does not', () => {
		expect(restoreCorrection({ round: 1, player: 'b', value: '-3' }, state)).toEqual({
			round: 1,
			player: 'b',
			value: '-3'
		});
		expect(restoreCorrection({ round: 1, player: null, value: 'x' }, state)?.player).toBeNull();
		expect(restoreCorrection({ round: 2, player: 'b', value: '1' }, state)).toBeUndefined();
		expect(restoreCorrection({ round: 1, player: 'z', value: '1' }, state)).toBeUndefined();
	});

	it('opens a correction with what the cell holds now', () => {
		expect(correctionOf(state, 1, 'b')).toEqual({ round: 1, player: 'b', value: '-2' });
		expect(correctionOf(state, 1, null)).toEqual({ round: 1, player: null, value: 'Ada dealt' });
	});

	it('turns an undone entry back into the form that made it', () => {
		const round = { type: 'round', scores: { a: 3, b: -1 }, note: 'n' };
		expect(formOfUndone(round, state)).toEqual({
			draft: 'round',
			value: { round: 2, scores: { a: '3', b: '-1' }, note: 'n' }
		});
		expect(formOfUndone({ type: 'correct', round: 1, player: 'a', value: -4 }, state)).toEqual({
			draft: 'correct',
			value: { round: 1, player: 'a', value: '-4' }
		});
		expect(formOfUndone({ type: 'note', round: 1, note: 'x' }, state)?.value).toEqual({
			round: 1,
			player: null,
			value: 'x'
		});
		expect(formOfUndone({ type: 'other' }, state)).toBeNull();
		expect(emptyRound(1, ids)).toEqual({ round: 1, scores: { a: '', b: '' }, note: '' });
	});
});
