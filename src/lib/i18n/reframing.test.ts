import { describe, expect, it } from 'vitest';
import { REFRAMING_CODES, type ReframingSaid } from '../games/reframing/said';
import { locales } from '../paraglide/runtime';
import { sayCardResult } from './reframing';
import { refusalText, say } from './said';
import { refusal } from '../core/engine';

type Example<C> = C extends ReframingSaid['code'] ? Extract<ReframingSaid, { code: C }> : never;

const v = { text: '"zed"' };
/** One of each thing the Reframing referee can say: the compiler asks for every code. */
const EXAMPLES: { [C in ReframingSaid['code']]: Example<C> } = {
	'reframing/no-player': { code: 'reframing/no-player', value: v },
	'reframing/bad-seed': { code: 'reframing/bad-seed' },
	'reframing/player-count': { code: 'reframing/player-count', min: 2, max: 16, count: 1 },
	'reframing/same-id': { code: 'reframing/same-id' },
	'reframing/threshold-mode': { code: 'reframing/threshold-mode', value: { kind: 'list' } },
	'reframing/match-over': { code: 'reframing/match-over' },
	'reframing/no-guess-yet': { code: 'reframing/no-guess-yet', name: 'Ann' },
	'reframing/names-not-yet': { code: 'reframing/names-not-yet' },
	'reframing/names-frame-key': { code: 'reframing/names-frame-key', key: '9' },
	'reframing/names-frame-missing': { code: 'reframing/names-frame-missing', frame: 2 },
	'reframing/names-unknown-receiver': {
		code: 'reframing/names-unknown-receiver',
		frame: 2,
		id: 'zed'
	},
	'reframing/names-unknown-named': {
		code: 'reframing/names-unknown-named',
		frame: 2,
		name: 'Ann',
		value: { kind: 'nothing' }
	},
	'reframing/names-own': { code: 'reframing/names-own', frame: 2, name: 'Ann' },
	'reframing/names-twice': {
		code: 'reframing/names-twice',
		frame: 2,
		named: 'Ann',
		first: 'Bo',
		second: 'Cy'
	},
	'reframing/names-none': { code: 'reframing/names-none', frame: 2, name: 'Ann' },
	'reframing/names-repeat': {
		code: 'reframing/names-repeat',
		name: 'Ann',
		named: 'Bo',
		first: 1,
		second: 3
	},
	'reframing/names-wrong-round': { code: 'reframing/names-wrong-round', round: 2 },
	'reframing/names-done': { code: 'reframing/names-done' },
	'reframing/not-a-card': {
		code: 'reframing/not-a-card',
		name: 'Ann',
		value: { text: '14' },
		list: 'boost',
		highest: 13
	},
	'reframing/card-not-yet': {
		code: 'reframing/card-not-yet',
		name: 'Ann',
		card: 8,
		round: 1,
		joins: 2
	},
	'reframing/card-twice': { code: 'reframing/card-twice', name: 'Ann', card: 2, list: 'plays' },
	'reframing/take-back-wrong-round': {
		code: 'reframing/take-back-wrong-round',
		name: 'Ann',
		round: 2
	},
	'reframing/take-back-in-hand': { code: 'reframing/take-back-in-hand', name: 'Ann', card: 4 },
	'reframing/boost-wrong-round': { code: 'reframing/boost-wrong-round', name: 'Ann', round: 2 },
	'reframing/boost-played': { code: 'reframing/boost-played', name: 'Ann', card: 5 },
	'reframing/boost-in-hand': { code: 'reframing/boost-in-hand', name: 'Ann', card: 5 },
	'reframing/boost-top': { code: 'reframing/boost-top', name: 'Ann', card: 5, frame: 8 },
	'reframing/boost-two': {
		code: 'reframing/boost-two',
		name: 'Ann',
		frame: 3,
		first: 1,
		second: 2
	},
	'reframing/guess-wrong-round': { code: 'reframing/guess-wrong-round', name: 'Ann', round: 2 },
	'reframing/guess-too-large': { code: 'reframing/guess-too-large', name: 'Ann' },
	'reframing/guess-not-whole': {
		code: 'reframing/guess-not-whole',
		name: 'Ann',
		value: { text: '0' }
	},
	'reframing/fourth-card': { code: 'reframing/fourth-card', name: 'Ann', card: 4 },
	'reframing/why-itself': { code: 'reframing/why-itself', frame: 1 },
	'reframing/why-copies': { code: 'reframing/why-copies', count: 4, card: 3, frame: 2 },
	'reframing/why-copies-under': {
		code: 'reframing/why-copies-under',
		count: 2,
		card: 3,
		frame: 2,
		least: 3
	},
	'reframing/why-size': {
		code: 'reframing/why-size',
		count: 19,
		frame: 1,
		pass: false,
		threshold: 20
	},
	'reframing/why-odd-even': { code: 'reframing/why-odd-even', frame: 1, odd: 3, even: 1 },
	'reframing/why-all-numbers': { code: 'reframing/why-all-numbers', frame: 1 },
	'reframing/why-missing-numbers': {
		code: 'reframing/why-missing-numbers',
		frame: 1,
		missing: [4, 5, 6]
	},
	'reframing/why-eights': {
		code: 'reframing/why-eights',
		count: 4,
		from: 2,
		to: 8,
		pass: false,
		most: 3
	},
	'reframing/why-none-frequent': { code: 'reframing/why-none-frequent', copies: 3, frame: 2 },
	'reframing/why-owner-has-all': {
		code: 'reframing/why-owner-has-all',
		owner: 'Ann',
		copies: 3,
		frame: 2
	},
	'reframing/why-owner-lacks': {
		code: 'reframing/why-owner-lacks',
		owner: 'Ann',
		count: 4,
		card: 3,
		frame: 4
	},
	'reframing/why-biggest': { code: 'reframing/why-biggest', frame: 4, size: 7, next: 6 },
	'reframing/why-not-biggest': {
		code: 'reframing/why-not-biggest',
		frame: 4,
		size: 7,
		other: 3,
		otherSize: 7
	},
	'reframing/why-twelves': {
		code: 'reframing/why-twelves',
		frame: 8,
		twelves: 1,
		ones: 0,
		twos: 0
	},
	'reframing/why-different': {
		code: 'reframing/why-different',
		count: 11,
		frame: 5,
		pass: true,
		threshold: 11
	},
	'reframing/why-four-fails': { code: 'reframing/why-four-fails', frame: 1 },
	'reframing/why-four-passes': {
		code: 'reframing/why-four-passes',
		frame: 1,
		name: 'Bo',
		card: 5,
		others: 2
	}
};

describe('every thing the Reframing referee says, in every language', () => {
	it('has an example of every code the engine can give', () => {
		expect(Object.keys(EXAMPLES).sort()).toEqual([...REFRAMING_CODES].sort());
	});

	for (const locale of locales) {
		it(`${locale}: each code reads as a whole sentence with its values filled in`, () => {
			for (const said of Object.values(EXAMPLES)) {
				const text = say(said, { locale });
				expect(text, said.code).not.toBe(said.code);
				expect(text, said.code).not.toMatch(/[{}]|undefined|NaN|\[object/);
				if ('name' in said) expect(text, said.code).toContain(said.name);
				if (locale !== 'en')
					expect(text, `${said.code} is not English`).not.toBe(say(said, { locale: 'en' }));
			}
		});
	}

	it('says counts as English players do, and lists in each language', () => {
		expect(
			sayCardResult({ card: 3, pass: false, why: EXAMPLES['reframing/why-copies'] }, 2, {
				locale: 'en'
			})
		).toBe('3 on frame 2 fails: there are four 3s on frame 2');
		expect(say(EXAMPLES['reframing/why-missing-numbers'], { locale: 'de' })).toBe(
			'auf Rahmen 1 fehlt 4, 5 und 6'
		);
		expect(say(EXAMPLES['reframing/why-missing-numbers'], { locale: 'fr' })).toBe(
			'il manque 4, 5 et 6 sur le cadre 1'
		);
	});

	it('elides in French before a name that starts with a vowel (d’Ana, never de Ana)', () => {
		const guess = { ...EXAMPLES['reframing/guess-not-whole'], name: 'Ana' };
		expect(say(guess, { locale: 'fr' })).toBe(
			'Le pronostic d’Ana, 0, n’est pas un nombre entier d’au moins 1.'
		);
		const bo: typeof guess = { ...guess, name: 'Bo' };
		expect(say(bo, { locale: 'fr' })).toContain('de Bo');
		const why = { ...EXAMPLES['reframing/why-four-passes'], name: 'Ana', others: 0 };
		expect(sayCardResult({ card: 4, pass: false, why }, 1, { locale: 'fr' })).toContain(
			'le 5 d’Ana échoue'
		);
	});

	it('shows a refusal given as data in the reader’s language, and an old-style one as it is', () => {
		const refused = refusal(EXAMPLES['reframing/fourth-card'], 'reframing-3', 'a');
		expect(refusalText(refused, { locale: 'es' })).toBe(
			'Ann ha jugado una cuarta carta, el 4: cada jugador juega como mucho tres cartas por ronda.'
		);
		expect(refusalText({ kind: 'violation', reason: 'Plain words.' }, { locale: 'de' })).toBe(
			'Plain words.'
		);
	});
});
