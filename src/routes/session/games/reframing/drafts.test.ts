import { describe, expect, it } from 'vitest';
import { choicesFrom, choicesOfUndone, restoreChoices, restoreGivenNames } from './drafts';

const deck = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('Reframing drafts', () => {
	it('gives back a player’s choices for the same round, and nothing for another round', () => {
		const form = { round: 3, plays: [2, 9], recover: [], boost: [], guess: 4 };
		expect(restoreChoices(form, 3, deck)).toEqual(form);
		expect(restoreChoices(form, 4, deck)).toBeUndefined();
	});

	it('refuses choices that name cards outside the deck, twice, or that are not numbers', () => {
		const base = { round: 2, recover: [], boost: [], guess: null };
		expect(restoreChoices({ ...base, plays: [12] }, 2, deck)).toBeUndefined();
		expect(restoreChoices({ ...base, plays: [3, 3] }, 2, deck)).toBeUndefined();
		expect(restoreChoices({ ...base, plays: ['3'] }, 2, deck)).toBeUndefined();
		expect(restoreChoices('junk', 2, deck)).toBeUndefined();
		expect(restoreChoices({ ...base, plays: [3], guess: 'x' }, 2, deck)?.guess).toBeNull();
	});

	it('turns an undone entry back into the form that made it', () => {
		const undone = { type: 'submit', player: 'ada', plays: [5], prediction: 2 };
		expect(choicesOfUndone(undone, 3)).toEqual({
			player: 'ada',
			form: { round: 3, plays: [5], recover: [], boost: [], guess: 2 }
		});
		expect(choicesOfUndone({ type: 'close-round' }, 3)).toBeNull();
		expect(choicesFrom(null, 1)).toEqual({
			round: 1,
			plays: [],
			recover: [],
			boost: [],
			guess: null
		});
	});

	it('keeps only the known frames and players of a names draft', () => {
		const stored = { 1: { a: 'b', b: 'a', z: 'a' }, 2: { a: 'mallory' }, 9: { a: 'b' } };
		expect(restoreGivenNames(stored, [1, 2], ['a', 'b'])).toEqual({ 1: { a: 'b', b: 'a' }, 2: {} });
		expect(restoreGivenNames(null, [1], ['a'])).toBeUndefined();
	});
});
