/**
 * Transform's rules page: the game in our own words, numbered so that a refused entry can cite the
 * rule it breaks, then the product's rulings (RULINGS.md) with the house rules flagged. A ruling
 * split into one rule per entry keeps its number on the first part and adds a letter to the others
 * (R4, R4b, R4c, R4d), so the ids that bookmarks and recorded refusals cite keep their meaning.
 */
import type { RulesLayout } from '../../rules/types';

/** Ids of the entries the engine cites, so a violation and the page always agree. */
export const RULE = {
	players: 'transform-1',
	numbersOnly: 'transform-1b',
	n: 'transform-2',
	listLength: 'transform-2b',
	rounds: 'transform-3',
	permutator: 'transform-4',
	permutatorTurns: 'transform-4b',
	bLists: 'transform-5',
	aPrime: 'transform-6',
	order: 'transform-7',
	reveal: 'transform-8',
	cList: 'transform-9',
	score: 'transform-10',
	repeatsScore: 'transform-10b',
	winner: 'transform-11',
	criterion: 'transform-12',
	criterionChooser: 'transform-12b',
	ruling: (n: number | `${number}${'b' | 'c' | 'd'}`) => `transform-ruling-${n}`
} as const;

/**
 * Where each entry of the rules page stands, its number and whether a table may change it: the
 * same in every language. The words are in rules-text/<language>.ts, one module per language,
 * loaded only when a phone reads that language (games/registry.ts).
 */
export const LAYOUT: RulesLayout = {
	game: 'transform',
	sections: [
		[
			{ id: RULE.players, number: '1' },
			{ id: RULE.numbersOnly, number: '1b' },
			{ id: RULE.n, number: '2' },
			{ id: RULE.listLength, number: '2b' },
			{ id: RULE.rounds, number: '3' },
			{ id: RULE.permutator, number: '4' },
			{ id: RULE.permutatorTurns, number: '4b' },
			{ id: RULE.bLists, number: '5' },
			{ id: RULE.aPrime, number: '6' },
			{ id: RULE.order, number: '7' },
			{ id: RULE.reveal, number: '8' },
			{ id: RULE.cList, number: '9' },
			{ id: RULE.score, number: '10' },
			{ id: RULE.repeatsScore, number: '10b' },
			{ id: RULE.winner, number: '11' },
			{ id: RULE.criterion, number: '12' },
			{ id: RULE.criterionChooser, number: '12b' }
		]
	],
	rulings: [
		{ id: RULE.ruling(1), number: 'R1', houseRule: true },
		{ id: RULE.ruling(2), number: 'R2', houseRule: true },
		{ id: RULE.ruling(3), number: 'R3' },
		{ id: RULE.ruling('3b'), number: 'R3b' },
		{ id: RULE.ruling(4), number: 'R4' },
		{ id: RULE.ruling('4b'), number: 'R4b' },
		{ id: RULE.ruling('4c'), number: 'R4c' },
		{ id: RULE.ruling('4d'), number: 'R4d' },
		{ id: RULE.ruling(5), number: 'R5' },
		{ id: RULE.ruling('5b'), number: 'R5b' },
		{ id: RULE.ruling('5c'), number: 'R5c' },
		{ id: RULE.ruling(6), number: 'R6' },
		{ id: RULE.ruling('6b'), number: 'R6b' }
	]
};
