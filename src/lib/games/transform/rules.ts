/**
 * Transform's rules page: the game in our own words, numbered so that a refused entry can cite the
 * rule it breaks, then the product's rulings (RULINGS.md) with the house rules flagged. A ruling
 * split into one rule per entry keeps its number on the first part and adds a letter to the others
 * (R4, R4b, R4c, R4d), so the ids that bookmarks and recorded refusals cite keep their meaning.
 */
import type { RuleEntry, RulesDoc } from '../../rules/types';

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

const game: RuleEntry[] = [
	{
		id: RULE.players,
		number: '1',
		text: 'Two or more players take part; the app allows 2 to 8.'
	},
	{
		id: RULE.numbersOnly,
		number: '1b',
		text: 'There are no boards or cards: only lists of whole numbers.'
	},
	{
		id: RULE.n,
		number: '2',
		text: 'Before the first round the table agrees on a positive whole number n, and n stays the same for every round.'
	},
	{
		id: RULE.listLength,
		number: '2b',
		text: 'Every list in the game has exactly n terms.'
	},
	{
		id: RULE.rounds,
		number: '3',
		text: 'The game has a number of rounds that is a multiple of the number of players.'
	},
	{
		id: RULE.permutator,
		number: '4',
		text: 'Each round one player is the permutator.'
	},
	{
		id: RULE.permutatorTurns,
		number: '4b',
		text: 'The permutator role goes round the table so that every player is the permutator in the same number of rounds.'
	},
	{
		id: RULE.bLists,
		number: '5',
		text: 'At the start of a round every player, the permutator included, secretly writes an ordered list of n different whole numbers (positive, negative or zero). This is the player’s b-list for the round.'
	},
	{
		id: RULE.aPrime,
		number: '6',
		text: 'The players other than the permutator then take turns choosing the terms of a shared list a′ of n different whole numbers, one term per turn, until it has n terms.'
	},
	{
		id: RULE.order,
		number: '7',
		text: 'The permutator puts the terms of a′ in any order they like. This ordered list is a; it uses every term of a′ exactly once.'
	},
	{
		id: RULE.reveal,
		number: '8',
		text: 'Then everyone shows their b-list.'
	},
	{
		id: RULE.cList,
		number: '9',
		text: 'Each player combines a with their own b-list into a list of n numbers, their c-list (see ruling 1 for the formula).'
	},
	{
		id: RULE.score,
		number: '10',
		text: 'A player scores one point for each term of their c-list that is a prime (see ruling 2).'
	},
	{
		id: RULE.repeatsScore,
		number: '10b',
		text: 'A value that appears twice in a c-list scores twice.'
	},
	{
		id: RULE.winner,
		number: '11',
		text: 'After the last round each player adds up their round scores. The largest total wins.'
	},
	{
		id: RULE.criterion,
		number: '12',
		text: 'Variation: instead of primes, the table may agree before each round, before anyone writes a b-list, on a different test for a c-list term to score, such as Fibonacci numbers, perfect squares, or terms coprime to the term before.'
	},
	{
		id: RULE.criterionChooser,
		number: '12b',
		text: 'The choice of test can be left to the permutator, with the other players able to veto it.'
	}
];

const rulings: RuleEntry[] = [
	{
		id: RULE.ruling(1),
		number: 'R1',
		text: 'The formula as written gives the same value for every k, so all n terms of a c-list would be equal. We read it as a running (convolution) sum instead: c(k) = a(k)·b(1) + a(k−1)·b(2) + … + a(1)·b(k), for k = 1 to n. House rule: play it as printed, where every term is a(n)·b(1) + a(n−1)·b(2) + … + a(1)·b(n).',
		houseRule: true
	},
	{
		id: RULE.ruling(2),
		number: 'R2',
		text: 'Only positive primes score (2, 3, 5, 7, …). Zero, 1 and negative numbers never do. House rule: a term scores when its absolute value is prime, so −7 counts.',
		houseRule: true
	},
	{
		id: RULE.ruling(3),
		number: 'R3',
		text: 'The number of rounds must be a multiple of the number of players.'
	},
	{
		id: RULE.ruling('3b'),
		number: 'R3b',
		text: 'The first seat is permutator in round 1, and the role passes to the next player in seat order each round, so everyone is permutator equally often.'
	},
	{
		id: RULE.ruling(4),
		number: 'R4',
		text: 'The players other than the permutator choose the terms of a′ one at a time in seat order, starting with the player after the permutator and going round again as needed, until there are n terms.'
	},
	{
		id: RULE.ruling('4b'),
		number: 'R4b',
		text: 'No integer may appear twice in a′, nor twice in one b-list.'
	},
	{
		id: RULE.ruling('4c'),
		number: 'R4c',
		text: 'The original suggests n be a multiple of the number of players minus one, so each chooser gets the same number of turns; the app warns when it is not but allows any n of 1 or more.'
	},
	{
		id: RULE.ruling('4d'),
		number: 'R4d',
		text: 'Zero and negative integers are allowed in a′ and in b-lists.'
	},
	{
		id: RULE.ruling(5),
		number: 'R5',
		text: 'Scoring tests for the variation: prime (the default); Fibonacci number (0, 1, 2, 3, 5, 8, …, never negative); perfect square (0, 1, 4, 9, …); coprime to the previous term (from the second term on, a term counts when its greatest common divisor with the term before is 1, where gcd(0, x) is |x|).'
	},
	{
		id: RULE.ruling('5b'),
		number: 'R5b',
		text: 'The scoring test is recorded for each round before anyone writes a b-list.'
	},
	{
		id: RULE.ruling('5c'),
		number: 'R5c',
		text: 'The app’s choice: a table may also pick “prime in absolute value” (see ruling 2) as the scoring test for a single round.'
	},
	{
		id: RULE.ruling(6),
		number: 'R6',
		text: 'Totals run over all rounds, and the highest total wins.'
	},
	{
		id: RULE.ruling('6b'),
		number: 'R6b',
		text: 'Players level on the highest total share the win.'
	}
];

export const rules: RulesDoc = {
	game: 'transform',
	title: 'Transform',
	credit:
		'Designed by Leroy Quet, posted to rec.puzzles, sci.math and rec.games.abstract on 16 July 2010.',
	summary:
		'A game of secret number lists: each round the permutator puts a shared list in order, and every player scores for the primes in the list made from that order and their own secret list.',
	sections: [{ title: 'The game', entries: game }],
	rulings
};
