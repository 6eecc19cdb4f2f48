/**
 * Reframing's rules page: the game in our own words, numbered so that a refused entry can cite the
 * rule it breaks. Conditions are numbered C1 to C13 after the card they belong to. An entry split
 * off an older one keeps the older number with a letter (1 and 1b; R3, R3b and R3c), so ids that
 * bookmarks and recorded refusals cite keep their meaning.
 */
import type { RulesLayout } from '../../rules/types';

/** Ids of the entries the engine cites, so a violation and the page always agree. */
export const RULE = {
	eightRounds: 'reframing-1',
	currentFrame: 'reframing-1b',
	deck: 'reframing-2',
	oneCardEach: 'reframing-2b',
	plays: 'reframing-3',
	move: 'reframing-4',
	scoring: 'reframing-5',
	zeroCap: 'reframing-6',
	reveal: 'reframing-7',
	players: 'reframing-8',
	round2: 'reframing-9',
	round3: 'reframing-10',
	round3Bonus: 'reframing-10b',
	round4: 'reframing-11',
	round5: 'reframing-12',
	round6: 'reframing-13',
	round6Plays: 'reframing-13b',
	round7: 'reframing-14',
	round7EachNameOnce: 'reframing-14b',
	round7NoRepeats: 'reframing-14c',
	round7Scoring: 'reframing-15',
	round8: 'reframing-16',
	boostOnePerFrame: 'reframing-16b',
	boostNotPlayed: 'reframing-16c',
	boostTopFrame: 'reframing-16d',
	winner: 'reframing-17',
	sharedWin: 'reframing-17b',
	condition: (card: number) => `reframing-c${card}`,
	ruling: (n: RulingNumber) => `reframing-ruling-${n}`
} as const;

/** A ruling's number: 3, or 3b and 3c for the parts split off ruling 3 (up to 9f for ruling 9). */
type RulingNumber = number | `${number}${'b' | 'c' | 'd' | 'e' | 'f'}`;

/**
 * Where each entry of the rules page stands, its number and whether a table may change it: the
 * same in every language. The words are in rules-text/<language>.ts, one module per language,
 * loaded only when a phone reads that language (games/registry.ts).
 */
export const LAYOUT: RulesLayout = {
	game: 'reframing',
	sections: [
		[
			{ id: RULE.eightRounds, number: '1' },
			{ id: RULE.currentFrame, number: '1b' },
			{ id: RULE.deck, number: '2' },
			{ id: RULE.oneCardEach, number: '2b' },
			{ id: RULE.plays, number: '3' },
			{ id: RULE.move, number: '4' },
			{ id: RULE.scoring, number: '5' },
			{ id: RULE.zeroCap, number: '6' },
			{ id: RULE.reveal, number: '7' },
			{ id: RULE.players, number: '8' }
		],
		[
			{ id: RULE.condition(1), number: 'C1' },
			{ id: RULE.condition(2), number: 'C2' },
			{ id: RULE.condition(3), number: 'C3' },
			{ id: RULE.condition(4), number: 'C4' },
			{ id: RULE.condition(5), number: 'C5' },
			{ id: RULE.condition(6), number: 'C6' },
			{ id: RULE.condition(7), number: 'C7' },
			{ id: RULE.condition(8), number: 'C8' },
			{ id: RULE.condition(9), number: 'C9' },
			{ id: RULE.condition(10), number: 'C10' },
			{ id: RULE.condition(11), number: 'C11' },
			{ id: RULE.condition(12), number: 'C12' },
			{ id: RULE.condition(13), number: 'C13' }
		],
		[
			{ id: RULE.round2, number: '9' },
			{ id: RULE.round3, number: '10' },
			{ id: RULE.round3Bonus, number: '10b' },
			{ id: RULE.round4, number: '11' },
			{ id: RULE.round5, number: '12' },
			{ id: RULE.round6, number: '13' },
			{ id: RULE.round6Plays, number: '13b' },
			{ id: RULE.round7, number: '14' },
			{ id: RULE.round7EachNameOnce, number: '14b' },
			{ id: RULE.round7NoRepeats, number: '14c' },
			{ id: RULE.round7Scoring, number: '15' },
			{ id: RULE.round8, number: '16' },
			{ id: RULE.boostOnePerFrame, number: '16b' },
			{ id: RULE.boostNotPlayed, number: '16c' },
			{ id: RULE.boostTopFrame, number: '16d' },
			{ id: RULE.winner, number: '17' },
			{ id: RULE.sharedWin, number: '17b' }
		]
	],
	rulings: [
		{ id: RULE.ruling(1), number: 'R1' },
		{ id: RULE.ruling('1b'), number: 'R1b' },
		{ id: RULE.ruling(2), number: 'R2' },
		{ id: RULE.ruling('2b'), number: 'R2b' },
		{ id: RULE.ruling(3), number: 'R3' },
		{ id: RULE.ruling('3b'), number: 'R3b' },
		{ id: RULE.ruling('3c'), number: 'R3c' },
		{ id: RULE.ruling(4), number: 'R4' },
		{ id: RULE.ruling(5), number: 'R5', houseRule: true },
		{ id: RULE.ruling(6), number: 'R6' },
		{ id: RULE.ruling('6b'), number: 'R6b' },
		{ id: RULE.ruling(7), number: 'R7' },
		{ id: RULE.ruling('7b'), number: 'R7b' },
		{ id: RULE.ruling('7c'), number: 'R7c' },
		{ id: RULE.ruling(8), number: 'R8' },
		{ id: RULE.ruling(9), number: 'R9' },
		{ id: RULE.ruling('9b'), number: 'R9b' },
		{ id: RULE.ruling('9c'), number: 'R9c' },
		{ id: RULE.ruling('9d'), number: 'R9d' },
		{ id: RULE.ruling('9e'), number: 'R9e' },
		{ id: RULE.ruling('9f'), number: 'R9f' },
		{ id: RULE.ruling(10), number: 'R10' },
		{ id: RULE.ruling('10b'), number: 'R10b' },
		{ id: RULE.ruling('10c'), number: 'R10c' },
		{ id: RULE.ruling('10d'), number: 'R10d' },
		{ id: RULE.ruling(11), number: 'R11' },
		{ id: RULE.ruling(12), number: 'R12' },
		{ id: RULE.ruling('12b'), number: 'R12b' }
	]
};
