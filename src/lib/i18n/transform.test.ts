import { describe, expect, it } from 'vitest';
import { refusal } from '../core/engine';
import { type IntegerProblem } from '../core/numbers/integers';
import { setup } from '../games/transform/engine';
import { explainTerm } from '../games/transform/explain';
import { TRANSFORM_CODES, type TransformSaid } from '../games/transform/said';
import { locales } from '../paraglide/runtime';
import { refusalText, say } from './said';
import { checkButton, criterionName, ofName, sayTermLine } from './transform';
import { criteria } from '../games/transform/clists';

type Example<C> = C extends TransformSaid['code'] ? Extract<TransformSaid, { code: C }> : never;

const bList = { of: 'b-list', name: 'Ann' } as const;
const fraction: IntegerProblem = { why: 'fraction', shown: '2.5' };
/** One of each thing the Transform referee can say: the compiler asks for every code. */
const EXAMPLES: { [C in TransformSaid['code']]: Example<C> } = {
	'transform/list-not-list': { code: 'transform/list-not-list', list: { of: 'order' } },
	'transform/list-empty': { code: 'transform/list-empty', list: { of: 'your-b-list' } },
	'transform/list-length': { code: 'transform/list-length', list: bList, has: 2, wants: 4 },
	'transform/list-term': { code: 'transform/list-term', list: bList, term: 2, problem: fraction },
	'transform/list-twice': { code: 'transform/list-twice', list: bList, value: '-7' },
	'transform/player-count': { code: 'transform/player-count', min: 2, max: 8, count: 1 },
	'transform/same-id': { code: 'transform/same-id' },
	'transform/n-range': { code: 'transform/n-range', max: 40 },
	'transform/rounds-multiple': { code: 'transform/rounds-multiple', players: 3 },
	'transform/rounds-per-player': { code: 'transform/rounds-per-player', max: 10 },
	'transform/formula': { code: 'transform/formula' },
	'transform/prime-abs': { code: 'transform/prime-abs' },
	'transform/criterion-recorded': { code: 'transform/criterion-recorded' },
	'transform/criterion-before-terms': { code: 'transform/criterion-before-terms' },
	'transform/criterion-before-lists': { code: 'transform/criterion-before-lists' },
	'transform/a-prime-full': { code: 'transform/a-prime-full', n: 4 },
	'transform/not-in-game': { code: 'transform/not-in-game' },
	'transform/permutator-chooses': { code: 'transform/permutator-chooses', name: 'Ann' },
	'transform/not-your-turn': { code: 'transform/not-your-turn', expected: 'Bo', name: 'Ann' },
	'transform/term-not-whole': {
		code: 'transform/term-not-whole',
		problem: { why: 'not-digits', shown: 'abc' }
	},
	'transform/term-twice': { code: 'transform/term-twice', value: '7' },
	'transform/lists-all-in': { code: 'transform/lists-all-in' },
	'transform/list-entered': { code: 'transform/list-entered', name: 'Ann' },
	'transform/a-prime-incomplete': { code: 'transform/a-prime-incomplete', chosen: 1, n: 4 },
	'transform/waiting-for-lists': { code: 'transform/waiting-for-lists', names: ['Ann', 'Bo'] },
	'transform/order-given': { code: 'transform/order-given' },
	'transform/only-permutator': { code: 'transform/only-permutator', name: 'Ann' },
	'transform/order-not-a-prime': { code: 'transform/order-not-a-prime' },
	'transform/game-over': { code: 'transform/game-over', rounds: 6 },
	'transform/not-revealed': { code: 'transform/not-revealed' },
	'transform/model-not-whole': { code: 'transform/model-not-whole' },
	'transform/model-too-far': { code: 'transform/model-too-far', max: 1_000_000_000 },
	'transform/model-too-narrow': { code: 'transform/model-too-narrow', low: 1, high: 4, n: 6 },
	'transform/model-samples': { code: 'transform/model-samples', max: 256 },
	'transform/model-seed': { code: 'transform/model-seed' },
	'transform/why-below-two': { code: 'transform/why-below-two', size: '1' },
	'transform/why-prime': { code: 'transform/why-prime' },
	'transform/why-factor': { code: 'transform/why-factor', factor: '7', smallest: true },
	'transform/why-no-small-factor': { code: 'transform/why-no-small-factor' },
	'transform/why-fibonacci-negative': { code: 'transform/why-fibonacci-negative' },
	'transform/why-fibonacci': { code: 'transform/why-fibonacci' },
	'transform/why-fibonacci-between': {
		code: 'transform/why-fibonacci-between',
		below: '8',
		above: '13'
	},
	'transform/why-square-negative': { code: 'transform/why-square-negative' },
	'transform/why-square': { code: 'transform/why-square', root: '4' },
	'transform/why-square-between': {
		code: 'transform/why-square-between',
		below: '16',
		above: '25'
	},
	'transform/why-first-term': { code: 'transform/why-first-term' },
	'transform/why-both-zero': { code: 'transform/why-both-zero' },
	'transform/why-coprime': { code: 'transform/why-coprime', previous: '15' },
	'transform/why-shares': { code: 'transform/why-shares', factor: '5', previous: '10' }
};

/** Every problem a typed number can have, each inside a list problem. */
const NUMBER_PROBLEMS: IntegerProblem[] = [
	{ why: 'not-text' },
	{ why: 'empty' },
	fraction,
	{ why: 'not-digits', shown: 'x' },
	{ why: 'too-large' },
	{ why: 'not-whole', value: '1.5' },
	{ why: 'unsafe', value: '9007199254740993' },
	{ why: 'not-decimal' }
];

const unfilled = /[{}]|undefined|NaN|\[object|transform\//;

describe('every thing the Transform referee says, in every language', () => {
	it('has an example of every code the engine can give', () => {
		expect(Object.keys(EXAMPLES).sort()).toEqual([...TRANSFORM_CODES].sort());
	});

	for (const locale of locales) {
		it(`${locale}: each code reads as a whole sentence with its values filled in`, () => {
			const said = [
				...Object.values(EXAMPLES),
				...NUMBER_PROBLEMS.map((problem): TransformSaid => ({
					code: 'transform/term-not-whole',
					problem
				}))
			];
			for (const one of said) {
				const text = say(one, { locale });
				expect(text, one.code).not.toMatch(unfilled);
				if ('name' in one) expect(text, one.code).toContain(one.name);
				if ('list' in one && one.list.of === 'b-list') expect(text).toContain(one.list.name);
				if (locale !== 'en')
					expect(text, `${one.code} is not English`).not.toBe(say(one, { locale: 'en' }));
			}
			for (const criterion of criteria) {
				const name = criterionName(criterion, { locale });
				expect(name).not.toMatch(unfilled);
				for (const shown of [false, true]) {
					const button = checkButton(criterion, 'Ann', shown, { locale });
					expect(button).toContain('Ann');
					if (locale !== 'en')
						expect(button).not.toBe(checkButton(criterion, 'Ann', shown, { locale: 'en' }));
				}
				if (locale !== 'en') expect(name).not.toBe(criterionName(criterion, { locale: 'en' }));
			}
		});
	}

	it('says a refusal of the engine in the reader’s language, the CLI’s English unchanged', () => {
		const refused = setup([{ id: 'a', name: 'Ann' }], { n: 4 });
		expect(refusalText(refused as never, { locale: 'en' })).toBe(
			'Transform needs 2 to 8 players, not 1.'
		);
		expect(refusalText(refused as never, { locale: 'de' })).toBe(
			'Transform braucht 2 bis 8 Spieler, nicht 1.'
		);
		const twice = refusal(EXAMPLES['transform/list-twice'], 'transform-ruling-4b');
		expect(refusalText(twice, { locale: 'en' })).toBe(
			'Ann’s b-list uses -7 twice; each integer may appear once.'
		);
		expect(refusalText(twice, { locale: 'es' })).toBe(
			'La lista b de Ann usa -7 dos veces; cada entero solo puede aparecer una vez.'
		);
	});

	it('lists names and writes numbers through Intl in each language', () => {
		const waiting = EXAMPLES['transform/waiting-for-lists'];
		expect(say(waiting, { locale: 'en' })).toBe('Still waiting for the b-list of Ann and Bo.');
		expect(say(waiting, { locale: 'de' })).toBe('Es fehlt noch die b-Liste von Ann und Bo.');
		expect(say(waiting, { locale: 'fr' })).toBe('Il manque encore la liste b de\u00a0: Ann et Bo.');
		const far = EXAMPLES['transform/model-too-far'];
		expect(say(far, { locale: 'en' })).toContain('-1,000,000,000 and 1,000,000,000');
		expect(say(far, { locale: 'de' })).toContain('-1.000.000.000 und 1.000.000.000');
	});

	it('elides French "de" before a vowel: d’Ana, de Bo', () => {
		expect(ofName('Ana')).toBe('d’Ana');
		expect(ofName('Hélène')).toBe('d’Hélène');
		expect(ofName('Bo')).toBe('de Bo');
		const list = { code: 'transform/list-empty', list: { of: 'b-list', name: 'Ana' } } as const;
		expect(say(list, { locale: 'fr' })).toBe('La liste b d’Ana ne contient aucun nombre.');
	});

	it('explains a term of any size in each language', () => {
		const c = [91n, 2n ** 89n - 1n];
		expect(sayTermLine(explainTerm(c, 0, 'prime'), { locale: 'en' })).toBe(
			'91: not prime, smallest factor 7'
		);
		expect(sayTermLine(explainTerm(c, 0, 'prime'), { locale: 'fr' })).toBe(
			'91\u00a0: n’est pas premier, plus petit diviseur 7'
		);
		expect(sayTermLine(explainTerm(c, 1, 'prime'), { locale: 'de' })).toBe(
			'618970019642690137449562111: ist eine Primzahl'
		);
		expect(sayTermLine(explainTerm([-9n], 0, 'prime-abs'), { locale: 'es' })).toBe(
			'-9: su valor absoluto, 9, no es primo, su menor divisor es 3'
		);
	});
});
