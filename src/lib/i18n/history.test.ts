import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/engine';
import { describeLife, durationWords, LIFE_STEPS } from '../core/life';
import { describeEvent as notepadEnglish } from '../games/notepad/game';
import { describeEvent as reframingEnglish } from '../games/reframing/game';
import { locales } from '../paraglide/runtime';
import { sayDuration, sayEvent, sayLife } from './history';

const players = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];
const NOTEPAD: GameEvent[] = [
	{ type: 'round', scores: { a: 12, b: -3 } },
	{ type: 'round', scores: { a: 1, b: 2 }, note: 'Bo dealt' },
	{ type: 'correct', round: 1, player: 'a', value: 14 },
	{ type: 'note', round: 1, note: 'long one' },
	{ type: 'note', round: 1, note: '' },
	{ type: 'join', player: 'c', name: 'Eli', start: 5 },
	{ type: 'rename', player: 'b', name: 'Bob' },
	{ type: 'outcome', won: true },
	{ type: 'outcome', won: false, score: 7 }
];
const REFRAMING: GameEvent[] = [
	{ type: 'submit', player: 'a' },
	{ type: 'draw-assignments' },
	{ type: 'set-assignments' },
	{ type: 'close-round' },
	{ type: 'round' }
];

describe('history lines in every language', () => {
	it('reads in English as the games’ own lines do', () => {
		for (const event of NOTEPAD)
			expect(sayEvent('notepad', event, players, { locale: 'en' })).toBe(
				notepadEnglish(event, players)
			);
		for (const event of REFRAMING)
			expect(sayEvent('reframing', event, players, { locale: 'en' })).toBe(
				reframingEnglish(event, players)
			);
		for (const step of LIFE_STEPS) expect(sayLife(step, { locale: 'en' })).toBe(describeLife(step));
		for (const ms of [0, 60_000, 3_900_000, 7_200_000])
			expect(sayDuration(ms, { locale: 'en' })).toBe(durationWords(ms));
	});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: every line is whole and not English`, () => {
			const lines = [
				...NOTEPAD.map((e) => [
					sayEvent('notepad', e, players, { locale }),
					notepadEnglish(e, players)
				]),
				...REFRAMING.map((e) => [
					sayEvent('reframing', e, players, { locale }),
					reframingEnglish(e, players)
				]),
				...LIFE_STEPS.map((s) => [sayLife(s, { locale }), describeLife(s)]),
				...[0, 3_900_000].map((ms) => [sayDuration(ms, { locale }), durationWords(ms)])
			];
			for (const [said, english] of lines) {
				expect(said).toBeTypeOf('string');
				expect(said).not.toMatch(/[{}]|undefined|NaN/);
				expect(said, english).not.toBe(english);
			}
		});

	it('elides in French before a name, and leaves other games to their own line', () => {
		const corrected = NOTEPAD[2];
		expect(sayEvent('notepad', corrected, players, { locale: 'fr' })).toBe(
			'Manche 1\u00a0: score d’Ana corrigé à 14'
		);
		expect(sayDuration(3_900_000, { locale: 'de' })).toBe('1 Stunde 5 Minuten');
		expect(sayEvent('transform', { type: 'round' }, players, { locale: 'de' })).toBeUndefined();
	});
});
