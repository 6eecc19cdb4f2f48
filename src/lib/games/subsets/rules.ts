/** The Subsets rules page: the game in numbered entries in our own words, then the rulings. */
import type { RulesLayout } from '../../rules/types';

/** Ids of the entries that the engine cites when it refuses an event. */
export const RULE = {
	players: 'subsets-1',
	goal: 'subsets-1b',
	setup: 'subsets-2',
	deal: 'subsets-2b',
	draw: 'subsets-3',
	steal: 'subsets-4',
	newPile: 'subsets-5',
	topOnly: 'subsets-6',
	faceDownSafe: 'subsets-6b',
	flip: 'subsets-7',
	tableAgrees: 'subsets-8',
	refereeChecks: 'subsets-8b',
	tableDecides: 'subsets-8c',
	errorCard: 'subsets-9',
	errorCapture: 'subsets-9b',
	end: 'subsets-10',
	mostCardsWins: 'subsets-10b',
	notation: 'subsets-12',
	checker: 'subsets-12b',
	checkerSubsets: 'subsets-12c',
	checkerNeverGuesses: 'subsets-12d',
	checkerReads: 'subsets-12e',
	errorStartingCard: 'subsets-13',
	startingCardReplaced: 'subsets-13b',
	unreadableCard: 'subsets-14',
	askTheTable: 'subsets-15',
	turnOrder: 'subsets-16',
	deckRunsOut: 'subsets-16b',
	penaltyCard: 'subsets-17',
	naturals: 'subsets-ruling-1',
	subsetMeaning: 'subsets-ruling-2',
	emptySet: 'subsets-ruling-2b',
	stealing: 'subsets-ruling-3',
	choosePile: 'subsets-ruling-3b',
	stealingOptional: 'subsets-ruling-3c',
	flipping: 'subsets-ruling-4',
	flipTie: 'subsets-ruling-4b',
	faceDownNeverStolen: 'subsets-ruling-4c',
	errorCalls: 'subsets-ruling-5',
	wrongCalls: 'subsets-ruling-5b',
	turnEndsAfterCapture: 'subsets-ruling-5c',
	scoring: 'subsets-ruling-6',
	sharedWin: 'subsets-ruling-6b'
} as const;

/**
 * Where each entry of the rules page stands, its number and whether a table may change it: the
 * same in every language. The words are in rules-text/<language>.ts, one module per language,
 * loaded only when a phone reads that language (games/registry.ts).
 */
export const LAYOUT: RulesLayout = {
	game: 'subsets',
	sections: [
		[
			{ id: RULE.players, number: '1' },
			{ id: RULE.goal, number: '1b' },
			{ id: RULE.setup, number: '2' },
			{ id: RULE.deal, number: '2b' },
			{ id: RULE.draw, number: '3' },
			{ id: RULE.steal, number: '4' },
			{ id: RULE.newPile, number: '5' },
			{ id: RULE.topOnly, number: '6' },
			{ id: RULE.faceDownSafe, number: '6b' },
			{ id: RULE.flip, number: '7' },
			{ id: RULE.tableAgrees, number: '8' },
			{ id: RULE.refereeChecks, number: '8b' },
			{ id: RULE.tableDecides, number: '8c' },
			{ id: RULE.errorCard, number: '9' },
			{ id: RULE.errorCapture, number: '9b' },
			{ id: RULE.end, number: '10' },
			{ id: RULE.mostCardsWins, number: '10b' },
			{ id: 'subsets-11', number: '11' }
		],
		[
			{ id: RULE.notation, number: '12' },
			{ id: RULE.checker, number: '12b' },
			{ id: RULE.checkerSubsets, number: '12c' },
			{ id: RULE.checkerNeverGuesses, number: '12d' },
			{ id: RULE.checkerReads, number: '12e' },
			{ id: 'subsets-12f', number: '12f' },
			{ id: 'subsets-12g', number: '12g' },
			{ id: 'subsets-12h', number: '12h' },
			{ id: 'subsets-12i', number: '12i' },
			{ id: 'subsets-12j', number: '12j' },
			{ id: RULE.errorStartingCard, number: '13' },
			{ id: RULE.startingCardReplaced, number: '13b' },
			{ id: RULE.unreadableCard, number: '14' },
			{ id: RULE.askTheTable, number: '15' },
			{ id: RULE.turnOrder, number: '16' },
			{ id: RULE.deckRunsOut, number: '16b' },
			{ id: RULE.penaltyCard, number: '17' }
		]
	],
	rulings: [
		{ id: RULE.naturals, number: 'R1', houseRule: true },
		{ id: RULE.subsetMeaning, number: 'R2' },
		{ id: RULE.emptySet, number: 'R2b' },
		{ id: RULE.stealing, number: 'R3' },
		{ id: RULE.choosePile, number: 'R3b' },
		{ id: RULE.stealingOptional, number: 'R3c', houseRule: true },
		{ id: RULE.flipping, number: 'R4' },
		{ id: RULE.flipTie, number: 'R4b' },
		{ id: RULE.faceDownNeverStolen, number: 'R4c' },
		{ id: RULE.errorCalls, number: 'R5' },
		{ id: RULE.wrongCalls, number: 'R5b', houseRule: true },
		{ id: RULE.turnEndsAfterCapture, number: 'R5c', houseRule: true },
		{ id: RULE.scoring, number: 'R6' },
		{ id: RULE.sharedWin, number: 'R6b' }
	]
};
