import { describe, expect, it } from 'vitest';
import { describeEvent } from './game';
import { roundHelp, roundTitle } from '../../i18n/reframing';

const PLAYERS = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];

describe('history lines and round titles', () => {
	it('never shows which cards, guess or boosts a player entered', () => {
		const line = describeEvent(
			{ type: 'submit', player: 'b', plays: [7, 11], prediction: 4, boost: [3] },
			PLAYERS
		);
		expect(line).toBe('Bo entered their choices');
		expect(line).not.toMatch(/\d/);
	});

	it('names the other entries in plain words', () => {
		expect(describeEvent({ type: 'draw-assignments', seed: 12 }, PLAYERS)).toBe(
			'Round 7 names drawn'
		);
		expect(describeEvent({ type: 'close-round' }, PLAYERS)).toBe('Round scored');
	});

	it('titles each round with its variation', () => {
		expect(roundTitle(3, { locale: 'en' })).toBe('Round 3: Power of Prediction');
		expect(roundTitle(3, { locale: 'de' })).toBe('Runde 3: Power of Prediction');
		expect(roundTitle(8, { locale: 'en' })).toBe('Round 8: Progress Marches Onward');
		expect(roundHelp(6, { locale: 'en' })).toContain('take cards back');
		expect(roundHelp(6, { locale: 'fr' })).toContain('reprendre');
	});
});
