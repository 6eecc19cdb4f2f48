/** Permutations's rules page in English: the words of each entry of LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Permutations',
	credit: 'Game design by Michael Purcell; the rules are retold here in our own words.',
	summary:
		'Three or four players bid cards from their hands to draft cards from a shared pool, trying to collect as many cards of one colour as they can each round; the first round that takes someone to 100 points ends the game.',
	sections: [
		'The deck and the table',
		'Setting up',
		'Rounds and auctions',
		'Scoring',
		'End of the game'
	],
	entries: {
		'permutations-1':
			'The deck has 48 cards, 12 in each of four colours: red, yellow, green and blue.',
		'permutations-1b': 'Every number from 1 to 48 is on exactly one card.',
		'permutations-2': 'Three or four people play.',
		'permutations-2b':
			'One colour is in play for each player; in a three-player game one colour is put away and its cards are not used.',
		'permutations-3':
			'Pick one card at random from each colour in play and lay them face up: they are the first pool.',
		'permutations-4': 'Each player takes the other 11 cards of one colour in play as their hand.',
		'permutations-4b': 'No two players take the same colour.',
		'permutations-5': 'A round is 11 auctions.',
		'permutations-5b':
			'In every auction each player drafts exactly one card, so each player drafts 11 cards a round.',
		'permutations-6': 'The pool always holds one card per player.',
		'permutations-7':
			'To bid, every player secretly chooses one card from their own hand, then all bids are shown together.',
		'permutations-7b': 'A bid is worth the number on its card.',
		'permutations-8': 'Players draft one at a time from the highest bid to the lowest.',
		'permutations-8b':
			'When drafting, a player takes one card still in the pool and keeps it face down.',
		'permutations-9':
			'The cards just bid are the pool of the next auction, also when that auction opens a new round.',
		'permutations-10':
			'Each auction uses up one card of every hand, so the 11th auction empties the hands and its bids, one card from each player, are the pool that opens the next round.',
		'permutations-11':
			'The 11 cards a player drafted in a round are their hand for the next round.',
		'permutations-12':
			'When the round is over, each player counts the cards they drafted that round in each colour. Their largest count is their maxcount, m.',
		'permutations-13':
			'The round scores m(m+1)/2, which is 1 + 2 + … + m: a maxcount of 3 scores 6, 4 scores 10, 5 scores 15, 6 scores 21, 7 scores 28, 8 scores 36, 9 scores 45, 10 scores 55 and 11 scores 66.',
		'permutations-14': 'Write each round score down and keep a running total per player.',
		'permutations-15':
			'If a round ends with any player at 100 points or more, the game is over. Otherwise play another round.',
		'permutations-16': 'The highest total wins.',
		'permutations-ruling-1':
			'The score is m(m+1)/2 for any maxcount m. The printed table only starts at 3 because 11 cards spread over at most four colours always include at least 3 of one colour.',
		'permutations-ruling-2': 'There is one colour in play per player: all four with four players.',
		'permutations-ruling-2b':
			'With three players the table decides which colour to put away when it sets up.',
		'permutations-ruling-3':
			'Every round has exactly 11 auctions and every player drafts one card in each, so the colour counts a player drafts in a round add up to 11. The app refuses entries that break this.',
		'permutations-ruling-3b':
			'Only 12 cards of a colour exist, so the cards of one colour drafted by all players, plus those of that colour left in the pool, never exceed 12. The app refuses entries that break this.',
		'permutations-ruling-4':
			'No two cards share a number, so no two bids are equal and the draft order never ties.',
		'permutations-ruling-5':
			"Only the game's very first auction uses a random pool of one card per colour in play.",
		'permutations-ruling-5b':
			'Every other pool, including the one that opens a later round, is the set of bids of the auction just before.',
		'permutations-ruling-6':
			'The game ends after the round in which some player reaches 100 or more.',
		'permutations-ruling-6b': 'The highest total wins.',
		'permutations-ruling-6c':
			'Players tied for the highest total share the win. House rule: instead, when the highest totals are tied, everyone plays one more round.',
		'permutations-ruling-6d':
			'The app’s choice: if the top is still tied after that extra round, the tied players share the win.',
		'permutations-ruling-7':
			'The rules do not say which numbers are which colour. When a card first comes up the app asks for its number and its colour.',
		'permutations-ruling-7b':
			'A table can save its deck’s number-to-colour list once and reuse it, and then only numbers are asked.',
		'permutations-ruling-8':
			'The app’s choice, not one of the original rulings: when a round is entered as colour counts only (the app cannot see the cards), every player is given counts for colours in play only.',
		'permutations-ruling-8b':
			'The app’s choice: in a round entered as colour counts, each player’s counts add up to 11.',
		'permutations-ruling-8c':
			'The app’s choice: in a round entered as colour counts, no colour adds up to more than 12 across the players.',
		'permutations-ruling-8d':
			'The app’s choice: in a round entered as colour counts, the cards left over for the next pool (12 of each colour minus those drafted) could be one card from each player’s hand as it was when the round began (rule 10). In the first round that means exactly 11 of each colour are drafted.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
