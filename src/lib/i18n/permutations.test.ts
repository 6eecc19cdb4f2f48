import { describe, expect, it } from 'vitest';
import { refusal } from '../core/engine';
import { PERMUTATIONS_CODES, type PermutationsSaid } from '../games/permutations/said';
import { locales } from '../paraglide/runtime';
import { countsWords, ofName } from './permutations';
import { refusalText, say } from './said';

type Example<C> = C extends PermutationsSaid['code']
	? Extract<PermutationsSaid, { code: C }>
	: never;

const v = { text: '"zed"' };
/** One of each thing the Permutations referee can say: the compiler asks for every code. */
const EXAMPLES: { [C in PermutationsSaid['code']]: Example<C> } = {
	'permutations/player-count': { code: 'permutations/player-count', count: 5 },
	'permutations/same-id': { code: 'permutations/same-id' },
	'permutations/ties-mode': { code: 'permutations/ties-mode', value: v },
	'permutations/set-aside-colour': {
		code: 'permutations/set-aside-colour',
		value: { kind: 'nothing' }
	},
	'permutations/same-start': { code: 'permutations/same-start', colour: 'green' },
	'permutations/colours-too-late': { code: 'permutations/colours-too-late' },
	'permutations/no-player': { code: 'permutations/no-player', value: v },
	'permutations/colour-missing': { code: 'permutations/colour-missing', name: 'Ann' },
	'permutations/colour-shared': {
		code: 'permutations/colour-shared',
		name: 'Ann',
		other: 'Bob',
		colour: 'blue'
	},
	'permutations/game-over': { code: 'permutations/game-over' },
	'permutations/deck-short': {
		code: 'permutations/deck-short',
		card: 7,
		listed: 11,
		colour: 'green'
	},
	'permutations/deck-missing': { code: 'permutations/deck-missing', card: 7 },
	'permutations/deck-conflict': {
		code: 'permutations/deck-conflict',
		card: 2,
		colour: 'green',
		known: 'blue'
	},
	'permutations/deck-not-a-card': { code: 'permutations/deck-not-a-card', key: '49' },
	'permutations/deck-colour-count': {
		code: 'permutations/deck-colour-count',
		count: 13,
		colour: 'yellow'
	},
	'permutations/deck-list-unreadable': {
		code: 'permutations/deck-list-unreadable',
		colour: 'green'
	},
	'permutations/deck-list-number': { code: 'permutations/deck-list-number', card: 50 },
	'permutations/deck-list-twice': {
		code: 'permutations/deck-list-twice',
		card: 4,
		first: 'red',
		second: 'green'
	},
	'permutations/colour-is': {
		code: 'permutations/colour-is',
		card: 5,
		known: 'green',
		given: 'blue'
	},
	'permutations/colour-unseen': { code: 'permutations/colour-unseen', card: 5 },
	'permutations/colour-full': { code: 'permutations/colour-full', card: 13, colour: 'green' },
	'permutations/pool-on-table': { code: 'permutations/pool-on-table' },
	'permutations/pool-size': { code: 'permutations/pool-size', count: 4 },
	'permutations/pool-card-number': { code: 'permutations/pool-card-number', place: 2 },
	'permutations/pool-twice': { code: 'permutations/pool-twice', card: 9 },
	'permutations/pool-placed': {
		code: 'permutations/pool-placed',
		card: 9,
		where: { at: 'hand', name: 'Ann' }
	},
	'permutations/pool-aside': { code: 'permutations/pool-aside', card: 40, colour: 'blue' },
	'permutations/pool-opening-extra': {
		code: 'permutations/pool-opening-extra',
		card: 14,
		colour: 'yellow',
		inPlay: ['red', 'yellow', 'green']
	},
	'permutations/pool-last-bids-extra': {
		code: 'permutations/pool-last-bids-extra',
		card: 14,
		colour: 'yellow',
		left: { red: 2, green: 1 }
	},
	'permutations/bid-before-pool': { code: 'permutations/bid-before-pool', name: 'Ann' },
	'permutations/bid-again': { code: 'permutations/bid-again', name: 'Ann' },
	'permutations/bid-number': { code: 'permutations/bid-number', name: 'Ann' },
	'permutations/bid-placed': {
		code: 'permutations/bid-placed',
		name: 'Ann',
		card: 30,
		where: { at: 'bid', name: 'Bob' }
	},
	'permutations/bid-aside': {
		code: 'permutations/bid-aside',
		name: 'Ann',
		card: 40,
		colour: 'blue'
	},
	'permutations/bid-no-colour': {
		code: 'permutations/bid-no-colour',
		name: 'Ann',
		card: 30,
		colour: 'green'
	},
	'permutations/bid-missing': { code: 'permutations/bid-missing', name: 'Ann' },
	'permutations/no-take': { code: 'permutations/no-take', name: 'Ann' },
	'permutations/take-waiting': {
		code: 'permutations/take-waiting',
		name: 'Ann',
		waiting: ['Bob', 'Cat', 'Dan']
	},
	'permutations/take-again': { code: 'permutations/take-again', name: 'Ann' },
	'permutations/take-turn': { code: 'permutations/take-turn', name: 'Ann', next: 'Bob' },
	'permutations/take-not-in-pool': {
		code: 'permutations/take-not-in-pool',
		name: 'Ann',
		value: { text: '47' }
	},
	'permutations/take-taken': { code: 'permutations/take-taken', name: 'Ann', card: 3, by: 'Bob' },
	'permutations/counts-missing': { code: 'permutations/counts-missing', name: 'Ann' },
	'permutations/count-not-whole': {
		code: 'permutations/count-not-whole',
		name: 'Ann',
		colour: 'green'
	},
	'permutations/count-aside': { code: 'permutations/count-aside', name: 'Ann', colour: 'blue' },
	'permutations/counts-total': { code: 'permutations/counts-total', name: 'Ann', total: 10 },
	'permutations/colour-over': { code: 'permutations/colour-over', count: 15, colour: 'red' },
	'permutations/last-bids': {
		code: 'permutations/last-bids',
		left: { red: 3 },
		held: [
			{ name: 'Ann', counts: { red: 11 } },
			{ name: 'Bob', counts: { yellow: 10, green: 1 } }
		]
	},
	'permutations/round-by-auctions': { code: 'permutations/round-by-auctions' }
};

/** English words a sentence in another language must not keep (the game's terms and colours). */
const ENGLISH_WORDS =
	/\b(card|cards|pool|bid|bids|draft|drafts|auction|round|player|players|colour|red|yellow|green|blue|cannot|the|is|and|of)\b/i;

describe('every refusal of the Permutations referee, in every language', () => {
	it('has an example of every code the engine can give', () => {
		expect(Object.keys(EXAMPLES).sort()).toEqual([...PERMUTATIONS_CODES].sort());
	});

	for (const locale of locales) {
		it(`${locale}: each code reads as a whole sentence with its values filled in`, () => {
			for (const said of Object.values(EXAMPLES)) {
				const text = say(said, { locale });
				expect(text, said.code).not.toBe(said.code);
				expect(text, said.code).not.toMatch(/[{}]|undefined|NaN|\[object/);
				if ('name' in said) expect(text, said.code).toContain(said.name);
				if ('card' in said) expect(text, said.code).toContain(String(said.card));
				if (locale !== 'en') {
					expect(text, `${said.code} is not English`).not.toBe(say(said, { locale: 'en' }));
					// Values quoted as stored ("share", "extra-round") stay as they are.
					const words = text.replace(/[„«"][^“»"]*[“»"]/g, '');
					expect(words, `${said.code} keeps English words`).not.toMatch(ENGLISH_WORDS);
				}
			}
		});
	}

	it('reads as the English screen always did, and as each language’s players say it', () => {
		expect(say(EXAMPLES['permutations/take-waiting'], { locale: 'en' })).toBe(
			'Ann cannot draft yet: still waiting for the bid of Bob, Cat and Dan.'
		);
		expect(say(EXAMPLES['permutations/take-waiting'], { locale: 'de' })).toBe(
			'Ann kann noch nicht nehmen: Es fehlt noch das Gebot von Bob, Cat und Dan.'
		);
		expect(say(EXAMPLES['permutations/deck-conflict'], { locale: 'fr' })).toBe(
			'La carte 2 ne peut pas être verte\u00a0: elle a été saisie comme bleue plus tôt dans cette partie.'
		);
		expect(say(EXAMPLES['permutations/colour-over'], { locale: 'es' })).toBe(
			'Se han llevado 15 cartas rojas en total, pero solo hay 12 cartas rojas.'
		);
		expect(say(EXAMPLES['permutations/last-bids'], { locale: 'en' })).toBe(
			'These counts leave 3 red for the next pool, but that pool is the last card each player bid, and each player bids from the colours they held when the round began (Ann held 11 red; Bob held 10 yellow, 1 green).'
		);
	});

	it('counts colours with each language’s plural, and says nothing as a word', () => {
		expect(countsWords({ red: 1, blue: 3 }, { locale: 'fr' })).toBe('1 rouge, 3 bleues');
		expect(countsWords({ green: 2 }, { locale: 'es' })).toBe('2 verdes');
		expect(countsWords({ yellow: 2 }, { locale: 'de' })).toBe('2 gelbe');
		expect(countsWords({}, { locale: 'de' })).toBe('nichts');
	});

	it('writes French "d’Ana" before a vowel and "de Bo" before a consonant', () => {
		const émile: PermutationsSaid = { code: 'permutations/bid-missing', name: 'Émile' };
		expect(ofName('Ana', { locale: 'fr' })).toBe('d’Ana');
		expect(ofName('Hugo', { locale: 'fr' })).toBe('d’Hugo');
		expect(ofName('Bo', { locale: 'fr' })).toBe('de Bo');
		expect(ofName('Ana', { locale: 'es' })).toBe('de Ana');
		expect(say(émile, { locale: 'fr' })).toBe('Il manque la mise d’Émile.');
	});

	it('shows a refusal given as data in the reader’s language', () => {
		const refused = refusal(EXAMPLES['permutations/take-taken'], 'permutations-8b', 'a');
		expect(refusalText(refused, { locale: 'de' })).toBe(
			'Ann kann Karte 3 nicht nehmen: Bob hat sie schon genommen.'
		);
	});
});
