/**
 * Permutations (Michael Purcell, CC BY 4.0) in the app's own words: numbered atomic rules, then
 * the product's rulings. Violations cite the ids below, so an id never changes meaning.
 */
import type { RuleEntry, RulesDoc } from '../../rules/types';

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

/** Shows `permutations-5b` as "5b" and `permutations-ruling-3b` as "R3b". */
function entry(id: string, text: string, houseRule = false): RuleEntry {
	const ruling = id.match(/-ruling-(\d+[a-z]?)$/);
	const number = ruling ? `R${ruling[1]}` : id.slice(id.lastIndexOf('-') + 1);
	return { id, number, text, ...(houseRule ? { houseRule } : {}) };
}

export const rules: RulesDoc = {
	game: 'permutations',
	title: 'Permutations',
	credit: 'Game design by Michael Purcell; the rules are retold here in our own words.',
	licence: 'CC BY 4.0',
	summary:
		'Three or four players bid cards from their hands to draft cards from a shared pool, trying to collect as many cards of one colour as they can each round; the first round that takes someone to 100 points ends the game.',
	sections: [
		{
			title: 'The deck and the table',
			entries: [
				entry(
					RULE.deck,
					'The deck has 48 cards, 12 in each of four colours: red, yellow, green and blue.'
				),
				entry(RULE.oneCardPerNumber, 'Every number from 1 to 48 is on exactly one card.'),
				entry(RULE.players, 'Three or four people play.'),
				entry(
					RULE.coloursInPlay,
					'One colour is in play for each player; in a three-player game one colour is put away and its cards are not used.'
				)
			]
		},
		{
			title: 'Setting up',
			entries: [
				entry(
					RULE.openingPool,
					'Pick one card at random from each colour in play and lay them face up: they are the first pool.'
				),
				entry(
					RULE.hands,
					'Each player takes the other 11 cards of one colour in play as their hand.'
				),
				entry(RULE.differentColours, 'No two players take the same colour.')
			]
		},
		{
			title: 'Rounds and auctions',
			entries: [
				entry(RULE.elevenAuctions, 'A round is 11 auctions.'),
				entry(
					RULE.oneDraftEach,
					'In every auction each player drafts exactly one card, so each player drafts 11 cards a round.'
				),
				entry(RULE.poolSize, 'The pool always holds one card per player.'),
				entry(
					RULE.bid,
					'To bid, every player secretly chooses one card from their own hand, then all bids are shown together.'
				),
				entry(RULE.bidValue, 'A bid is worth the number on its card.'),
				entry(RULE.draftOrder, 'Players draft one at a time from the highest bid to the lowest.'),
				entry(
					RULE.draftFromPool,
					'When drafting, a player takes one card still in the pool and keeps it face down.'
				),
				entry(
					RULE.bidsBecomePool,
					'The cards just bid are the pool of the next auction, also when that auction opens a new round.'
				),
				entry(
					RULE.lastBids,
					'Each auction uses up one card of every hand, so the 11th auction empties the hands and its bids, one card from each player, are the pool that opens the next round.'
				),
				entry(
					RULE.nextHand,
					'The 11 cards a player drafted in a round are their hand for the next round.'
				)
			]
		},
		{
			title: 'Scoring',
			entries: [
				entry(
					RULE.maxcount,
					'When the round is over, each player counts the cards they drafted that round in each colour. Their largest count is their maxcount, m.'
				),
				entry(
					RULE.score,
					'The round scores m(m+1)/2, which is 1 + 2 + … + m: a maxcount of 3 scores 6, 4 scores 10, 5 scores 15, 6 scores 21, 7 scores 28, 8 scores 36, 9 scores 45, 10 scores 55 and 11 scores 66.'
				),
				entry(RULE.totals, 'Write each round score down and keep a running total per player.')
			]
		},
		{
			title: 'End of the game',
			entries: [
				entry(
					RULE.gameEnd,
					'If a round ends with any player at 100 points or more, the game is over. Otherwise play another round.'
				),
				entry(RULE.winner, 'The highest total wins.')
			]
		}
	],
	rulings: [
		entry(
			RULE.rulingScore,
			'The score is m(m+1)/2 for any maxcount m. The printed table only starts at 3 because 11 cards spread over at most four colours always include at least 3 of one colour.'
		),
		entry(
			RULE.rulingColours,
			'There is one colour in play per player: all four with four players.'
		),
		entry(
			RULE.rulingColourSetAside,
			'With three players the table decides which colour to put away when it sets up.'
		),
		entry(
			RULE.rulingCounts,
			'Every round has exactly 11 auctions and every player drafts one card in each, so the colour counts a player drafts in a round add up to 11. The app refuses entries that break this.'
		),
		entry(
			RULE.rulingColourLimit,
			'Only 12 cards of a colour exist, so the cards of one colour drafted by all players, plus those of that colour left in the pool, never exceed 12. The app refuses entries that break this.'
		),
		entry(
			RULE.rulingDistinctBids,
			'No two cards share a number, so no two bids are equal and the draft order never ties.'
		),
		entry(
			RULE.rulingPools,
			"Only the game's very first auction uses a random pool of one card per colour in play."
		),
		entry(
			RULE.rulingLaterPools,
			'Every other pool, including the one that opens a later round, is the set of bids of the auction just before.'
		),
		entry(
			RULE.rulingEnd,
			'The game ends after the round in which some player reaches 100 or more.'
		),
		entry(RULE.rulingWinner, 'The highest total wins.'),
		entry(
			RULE.rulingTies,
			'Players tied for the highest total share the win. House rule: instead, when the highest totals are tied, everyone plays one more round.',
			true
		),
		entry(
			RULE.rulingStillTied,
			'The app’s choice: if the top is still tied after that extra round, the tied players share the win.'
		),
		entry(
			RULE.rulingDeckMap,
			'The rules do not say which numbers are which colour. When a card first comes up the app asks for its number and its colour.'
		),
		entry(
			RULE.rulingSavedDeck,
			'A table can save its deck’s number-to-colour list once and reuse it, and then only numbers are asked.'
		),
		entry(
			RULE.rulingNotepadChecks,
			'The app’s choice, not one of the original rulings: when a round is entered as colour counts only (the app cannot see the cards), every player is given counts for colours in play only.'
		),
		entry(
			RULE.rulingNotepadSums,
			'The app’s choice: in a round entered as colour counts, each player’s counts add up to 11.'
		),
		entry(
			RULE.rulingNotepadColourLimit,
			'The app’s choice: in a round entered as colour counts, no colour adds up to more than 12 across the players.'
		),
		entry(
			RULE.rulingNotepadPool,
			'The app’s choice: in a round entered as colour counts, the cards left over for the next pool (12 of each colour minus those drafted) could be one card from each player’s hand as it was when the round began (rule 10). In the first round that means exactly 11 of each colour are drafted.'
		)
	]
};
