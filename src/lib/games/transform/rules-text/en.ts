/** Transform's rules page in English: the words of each entry of LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Transform',
	credit:
		'Designed by Leroy Quet, posted to rec.puzzles, sci.math and rec.games.abstract on 16 July 2010.',
	summary:
		'A game of secret number lists: each round the permutator puts a shared list in order, and every player scores for the primes in the list made from that order and their own secret list.',
	sections: ['The game'],
	entries: {
		'transform-1': 'Two or more players take part; the app allows 2 to 8.',
		'transform-1b': 'There are no boards or cards: only lists of whole numbers.',
		'transform-2':
			'Before the first round the table agrees on a positive whole number n, and n stays the same for every round.',
		'transform-2b': 'Every list in the game has exactly n terms.',
		'transform-3': 'The game has a number of rounds that is a multiple of the number of players.',
		'transform-4': 'Each round one player is the permutator.',
		'transform-4b':
			'The permutator role goes round the table so that every player is the permutator in the same number of rounds.',
		'transform-5':
			'At the start of a round every player, the permutator included, secretly writes an ordered list of n different whole numbers (positive, negative or zero). This is the player’s b-list for the round.',
		'transform-6':
			'The players other than the permutator then take turns choosing the terms of a shared list a′ of n different whole numbers, one term per turn, until it has n terms.',
		'transform-7':
			'The permutator puts the terms of a′ in any order they like. This ordered list is a; it uses every term of a′ exactly once.',
		'transform-8': 'Then everyone shows their b-list.',
		'transform-9':
			'Each player combines a with their own b-list into a list of n numbers, their c-list (see ruling 1 for the formula).',
		'transform-10':
			'A player scores one point for each term of their c-list that is a prime (see ruling 2).',
		'transform-10b': 'A value that appears twice in a c-list scores twice.',
		'transform-11':
			'After the last round each player adds up their round scores. The largest total wins.',
		'transform-12':
			'Variation: instead of primes, the table may agree before each round, before anyone writes a b-list, on a different test for a c-list term to score, such as Fibonacci numbers, perfect squares, or terms coprime to the term before.',
		'transform-12b':
			'The choice of test can be left to the permutator, with the other players able to veto it.',
		'transform-ruling-1':
			'The formula as written gives the same value for every k, so all n terms of a c-list would be equal. We read it as a running (convolution) sum instead: c(k) = a(k)·b(1) + a(k−1)·b(2) + … + a(1)·b(k), for k = 1 to n. House rule: play it as printed, where every term is a(n)·b(1) + a(n−1)·b(2) + … + a(1)·b(n).',
		'transform-ruling-2':
			'Only positive primes score (2, 3, 5, 7, …). Zero, 1 and negative numbers never do. House rule: a term scores when its absolute value is prime, so −7 counts.',
		'transform-ruling-3': 'The number of rounds must be a multiple of the number of players.',
		'transform-ruling-3b':
			'The first seat is permutator in round 1, and the role passes to the next player in seat order each round, so everyone is permutator equally often.',
		'transform-ruling-4':
			'The players other than the permutator choose the terms of a′ one at a time in seat order, starting with the player after the permutator and going round again as needed, until there are n terms.',
		'transform-ruling-4b': 'No integer may appear twice in a′, nor twice in one b-list.',
		'transform-ruling-4c':
			'The original suggests n be a multiple of the number of players minus one, so each chooser gets the same number of turns; the app warns when it is not but allows any n of 1 or more.',
		'transform-ruling-4d': 'Zero and negative integers are allowed in a′ and in b-lists.',
		'transform-ruling-5':
			'Scoring tests for the variation: prime (the default); Fibonacci number (0, 1, 2, 3, 5, 8, …, never negative); perfect square (0, 1, 4, 9, …); coprime to the previous term (from the second term on, a term counts when its greatest common divisor with the term before is 1, where gcd(0, x) is |x|).',
		'transform-ruling-5b':
			'The scoring test is recorded for each round before anyone writes a b-list.',
		'transform-ruling-5c':
			'The app’s choice: a table may also pick “prime in absolute value” (see ruling 2) as the scoring test for a single round.',
		'transform-ruling-6': 'Totals run over all rounds, and the highest total wins.',
		'transform-ruling-6b': 'Players level on the highest total share the win.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
