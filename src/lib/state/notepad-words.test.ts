import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '$lib/games/notepad/game';
import type { NotepadRules } from '$lib/games/notepad/engine';
import { isViolation } from '$lib/core/engine';
import { locales, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import { refusalText } from '$lib/i18n/said';
import { NOTEPAD_REFUSALS } from '$lib/games/notepad/teams';
import { coopResult, teamsResult } from './notepad-words';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' }
];

// The language the messages are read in, as the app's language state gives it.
let reading: Locale = 'en';
overwriteGetLocale(() => reading);
const setLocale = (language: Locale) => (reading = language);
afterEach(() => setLocale('en'));

describe('the notepad’s teams and co-op in words', () => {
	it('words an engine’s coded refusal in the reader’s language, with its parameters', () => {
		const refusal = engine.setup(players, {
			gameName: 'Spades',
			winBy: 'highest',
			teams: [{ players: ['a'] }, { players: ['b'] }]
		} as unknown as NotepadRules);
		if (!isViolation(refusal)) throw new Error('accepted');
		expect(refusalText(refusal)).toBe('Cy is in no team.');
		setLocale('de');
		expect(refusalText(refusal)).toBe('Cy ist in keinem Team.');
		setLocale('fr');
		expect(refusalText(refusal)).toBe('Cy n’est dans aucune équipe.');
		// A refusal without a code keeps the engine's own words.
		expect(refusalText({ kind: 'violation', reason: 'Every player needs a name.' })).toBe(
			'Every player needs a name.'
		);
	});

	it('words every refusal of teams and co-op in every language, never as its code', () => {
		for (const locale of locales)
			for (const what of NOTEPAD_REFUSALS.filter((w) => /^(teams|coop)_/.test(w))) {
				const said = {
					code: `notepad/${what}` as const,
					name: 'Zoë',
					count: 2,
					target: 50,
					places: 2,
					limit: 9
				};
				const words = refusalText({ kind: 'violation', reason: said.code, said }, { locale });
				expect(words).not.toMatch(/notepad\/|\{|undefined|NaN/);
				if (locale !== 'en')
					expect(words).not.toBe(
						refusalText({ kind: 'violation', reason: '', said }, { locale: 'en' })
					);
			}
	});

	it('says which team won, or which teams share the win, and the table’s result', () => {
		const teams = [
			{ seats: [0, 2], total: 40 },
			{ seats: [1], total: 35, name: 'The Bees' }
		];
		const names = players.map((p) => p.name);
		expect(teamsResult(teams, [0], names)).toBe('Team 1 wins with 40: Ada and Cy.');
		expect(teamsResult(teams, [0, 1], names)).toBe('Team 1 and The Bees share the win with 40.');
		expect(coopResult({ won: true, score: 21 })).toBe('The table won together, with 21.');
		setLocale('es');
		expect(teamsResult(teams, [0], names)).toBe('Equipo 1 gana con 40: Ada y Cy.');
		expect(coopResult({ won: false })).toBe('La mesa ha perdido junta.');
	});
});
