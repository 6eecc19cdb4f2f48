/**
 * Permutations (Michael Purcell, CC BY 4.0) in the app's own words: numbered atomic rules, then
 * the product's rulings. Violations cite the ids below, so an id never changes meaning.
 */
import type { RulesLayout } from '../../rules/types';

/** The ids engine violations cite, named for what they are about. */
export const RULE = {
	deck: 'permutations-1',
	oneCardPerNumber: 'permutations-1b',
	players: 'permutations-2',
	coloursInPlay: 'permutations-2b',
	openingPool: 'permutations-3',
	hands: 'permutations-4',
	differentColours: 'permutations-4b',
	elevenAuctions: 'permutations-5',
	oneDraftEach: 'permutations-5b',
	poolSize: 'permutations-6',
	bid: 'permutations-7',
	bidValue: 'permutations-7b',
	draftOrder: 'permutations-8',
	draftFromPool: 'permutations-8b',
	bidsBecomePool: 'permutations-9',
	lastBids: 'permutations-10',
	nextHand: 'permutations-11',
	maxcount: 'permutations-12',
	score: 'permutations-13',
	totals: 'permutations-14',
	gameEnd: 'permutations-15',
	winner: 'permutations-16',
	rulingScore: 'permutations-ruling-1',
	rulingColours: 'permutations-ruling-2',
	rulingColourSetAside: 'permutations-ruling-2b',
	rulingCounts: 'permutations-ruling-3',
	rulingColourLimit: 'permutations-ruling-3b',
	rulingDistinctBids: 'permutations-ruling-4',
	rulingPools: 'permutations-ruling-5',
	rulingLaterPools: 'permutations-ruling-5b',
	rulingEnd: 'permutations-ruling-6',
	rulingWinner: 'permutations-ruling-6b',
	rulingTies: 'permutations-ruling-6c',
	rulingStillTied: 'permutations-ruling-6d',
	rulingDeckMap: 'permutations-ruling-7',
	rulingSavedDeck: 'permutations-ruling-7b',
	rulingNotepadChecks: 'permutations-ruling-8',
	rulingNotepadSums: 'permutations-ruling-8b',
	rulingNotepadColourLimit: 'permutations-ruling-8c',
	rulingNotepadPool: 'permutations-ruling-8d'
} as const;

/**
 * Where each entry of the rules page stands, its number and whether a table may change it: the
 * same in every language. The words are in rules-text/<language>.ts, one module per language,
 * loaded only when a phone reads that language (games/registry.ts).
 */
export const LAYOUT: RulesLayout = {
	game: 'permutations',
	licence: 'CC BY 4.0',
	sections: [
		[
			{ id: RULE.deck, number: '1' },
			{ id: RULE.oneCardPerNumber, number: '1b' },
			{ id: RULE.players, number: '2' },
			{ id: RULE.coloursInPlay, number: '2b' }
		],
		[
			{ id: RULE.openingPool, number: '3' },
			{ id: RULE.hands, number: '4' },
			{ id: RULE.differentColours, number: '4b' }
		],
		[
			{ id: RULE.elevenAuctions, number: '5' },
			{ id: RULE.oneDraftEach, number: '5b' },
			{ id: RULE.poolSize, number: '6' },
			{ id: RULE.bid, number: '7' },
			{ id: RULE.bidValue, number: '7b' },
			{ id: RULE.draftOrder, number: '8' },
			{ id: RULE.draftFromPool, number: '8b' },
			{ id: RULE.bidsBecomePool, number: '9' },
			{ id: RULE.lastBids, number: '10' },
			{ id: RULE.nextHand, number: '11' }
		],
		[
			{ id: RULE.maxcount, number: '12' },
			{ id: RULE.score, number: '13' },
			{ id: RULE.totals, number: '14' }
		],
		[
			{ id: RULE.gameEnd, number: '15' },
			{ id: RULE.winner, number: '16' }
		]
	],
	rulings: [
		{ id: RULE.rulingScore, number: 'R1' },
		{ id: RULE.rulingColours, number: 'R2' },
		{ id: RULE.rulingColourSetAside, number: 'R2b' },
		{ id: RULE.rulingCounts, number: 'R3' },
		{ id: RULE.rulingColourLimit, number: 'R3b' },
		{ id: RULE.rulingDistinctBids, number: 'R4' },
		{ id: RULE.rulingPools, number: 'R5' },
		{ id: RULE.rulingLaterPools, number: 'R5b' },
		{ id: RULE.rulingEnd, number: 'R6' },
		{ id: RULE.rulingWinner, number: 'R6b' },
		{ id: RULE.rulingTies, number: 'R6c', houseRule: true },
		{ id: RULE.rulingStillTied, number: 'R6d' },
		{ id: RULE.rulingDeckMap, number: 'R7' },
		{ id: RULE.rulingSavedDeck, number: 'R7b' },
		{ id: RULE.rulingNotepadChecks, number: 'R8' },
		{ id: RULE.rulingNotepadSums, number: 'R8b' },
		{ id: RULE.rulingNotepadColourLimit, number: 'R8c' },
		{ id: RULE.rulingNotepadPool, number: 'R8d' }
	]
};
