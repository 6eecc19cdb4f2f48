import { describe, expect, it } from 'vitest';
import type { Scoreboard } from '../core/engine';
import { describeProgress } from '../core/scoreboard';
import { locales } from '../paraglide/runtime';
import { roundLabel, sayProgress } from './scoreboard';

const board = (finished: boolean, leaders: number[]): Scoreboard => ({
	players: ['Ana', 'Bo', 'Cy'],
	rounds: [
		{ label: 'Round 1', round: 1, scores: [3, 5, 5] },
		{ label: 'Round 2', round: 2, scores: [4, 2, 2] }
	],
	totals: [7, 7, 7],
	finished,
	leaders
});
const boards = [board(false, [0]), board(false, [0, 1]), board(true, [1]), board(true, [0, 2])];

describe('the scoreboard in every language', () => {
	it('reads in English as the scoreboard’s own text alternative', () => {
		for (const b of boards) expect(sayProgress(b, { locale: 'en' })).toBe(describeProgress(b));
		const none = { ...board(false, []), rounds: [] };
		expect(sayProgress(none, { locale: 'en' })).toBe(describeProgress(none));
	});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: the text alternative and round labels are whole and not English`, () => {
			for (const b of boards) {
				const said = sayProgress(b, { locale });
				expect(said).not.toMatch(/[{}]|undefined|NaN/);
				expect(said).not.toBe(describeProgress(b));
				expect(said).toContain('Ana 7');
			}
			expect(roundLabel(board(false, []).rounds[1], { locale })).not.toBe('Round 2');
		});

	it('keeps a game’s own label where it gives no round number', () => {
		expect(roundLabel({ label: 'Round 2 (tie-break)', scores: [] }, { locale: 'de' })).toBe(
			'Round 2 (tie-break)'
		);
		expect(roundLabel({ label: 'Round 2', round: 2, scores: [] }, { locale: 'fr' })).toBe(
			'Manche 2'
		);
		expect(sayProgress(board(true, [0, 2]), { locale: 'de' })).toBe(
			'Nach 2 Runden teilen sich Ana und Cy den Sieg. Summen: Ana 7, Bo 7, Cy 7.'
		);
	});

	it('says a Transform round, its permutator and its criterion in the reader’s language', () => {
		const row = {
			label: 'Round 2 · Bo permutes · Perfect square',
			said: { code: 'transform/row', round: 2, name: 'Bo', criterion: 'square' },
			scores: []
		};
		expect(roundLabel(row, { locale: 'en' })).toBe('Round 2 · Bo permutes · Perfect square');
		expect(roundLabel(row, { locale: 'de' })).toBe('Runde 2 · Bo permutiert · Quadratzahl');
		const first = { label: 'Round 1 · Ana permutes', scores: [] };
		const said = { code: 'transform/row', round: 1, name: 'Ana' };
		expect(roundLabel({ ...first, said }, { locale: 'fr' })).toBe('Manche 1 · Ana permute');
		expect(roundLabel({ ...first, said }, { locale: 'es' })).toBe('Ronda 1 · Ana permuta');
	});
});
