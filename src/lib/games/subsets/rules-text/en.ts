/** Subsets's rules page in English: the words of each entry of LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Subsets',
	credit: 'Designer unknown; from a game sheet dated January 20, 2018.',
	summary:
		'Each card shows a set. Draw a card and take any face-up pile whose top card is a subset of it; the player with the most cards at the end wins.',
	sections: ['Playing', 'How the app referees'],
	entries: {
		'subsets-1': 'The game is made for 3 or 4 players; the app lets 2 to 6 play.',
		'subsets-1b':
			'Your goal is to have as many cards as you can in front of you when the deck runs out.',
		'subsets-2': 'Shuffle the deck and put it face down.',
		'subsets-2b':
			'Deal one card face up in front of each player: it is the start of that player’s first pile.',
		'subsets-3':
			'On your turn, take the top card of the deck and show it to everyone. Call the set on it S.',
		'subsets-4':
			'If the top card of any face-up pile, yours or another player’s, shows a subset of S, you may put your card on that pile and move the whole pile in front of you. This is stealing the pile.',
		'subsets-5': 'If you do not steal, put your card face up in front of you as a new pile.',
		'subsets-6': 'Only the top card of a face-up pile counts when you look for a subset of S.',
		'subsets-6b': 'A face-down pile can never be stolen.',
		'subsets-7':
			'After your move, count your face-up piles: if there are three or more, turn the largest of them face down.',
		'subsets-8': 'Every move needs the approval of the other players.',
		'subsets-8b': 'In the app, the referee checks the move.',
		'subsets-8c':
			'Where the referee cannot decide, the table decides and the app records the answer.',
		'subsets-9': 'A card whose writing does not define a set correctly is an error.',
		'subsets-9b':
			'The first player to call “Error!” on an error card takes that card and keeps it face down in front of them.',
		'subsets-10': 'When the deck is used up, the game ends.',
		'subsets-10b':
			'At the end, everyone counts the cards in front of them, and the player with the most cards wins.',
		'subsets-11':
			'Nothing is hidden in this game, so players may help each other choose a pile if they like.',
		'subsets-12':
			'Cards are written the way a maths class writes sets: lists such as {1, 2, 3}, named sets such as ℕ or ℤ, intervals, set-builder notation, unions and intersections.',
		'subsets-12b':
			'The app’s card checker reads each card and says whether it is a correct set, an error (with the reason), or beyond what it can read.',
		'subsets-12c':
			'The card checker says whether one card is a subset of another, with the reason, or with an element that is in one but not the other.',
		'subsets-12d': 'The card checker never guesses.',
		'subsets-12e':
			'Besides lists, intervals and conditions on remainders (very large moduli included), the checker reads conditions with powers of one variable such as x² < 10, the numbers √2, π and e, sums and products of two square roots such as √2 + √5 or √2·√8 (which is 4), sums of several variables such as {2a + 3b : a, b ∈ ℤ} (and whole steps plus a short interval, such as {a + b : a ∈ ℤ, b ∈ (1/3, 1/2)}), and small finite sets, which it checks element by element. The witness it gives may be an exact irrational such as √2, (1 + √5)/2 or √2 + √5. Numbers made of π and e together, such as π + e, π·e or π/e, are placed by bounds that narrow as far as needed, so {π + e} lies in (5, 6) and not in ℤ; nobody knows whether such a number is rational, so a question only that would settle, such as {π + e} ⊆ ℚ, is answered unknown.',
		'subsets-12f':
			'The checker also compares grids of fractions with very large denominators, such as {k/1000003 : k ∈ ℤ} and {k/2000006 : k ∈ ℤ}, by their steps and starting points, including such grids cut to an interval and all the real numbers except such a grid. It also tells when several such grids together hold every number of another, by the remainders of the numerators.',
		'subsets-12g':
			'Powers of the variable may stand inside remainders, such as x² mod 5 = 4, 3 | n² + 1 or x mod 9 ∈ {0, 1, 8}, over whole numbers and fractions but not over the reals. Modulo a large prime or prime power such a remainder is worked out from the roots of the polynomial, so {x ∈ ℤ | x² + 1 ≡ 0 (mod 1000003)} is empty. The checker also shows that one image of a polynomial lies inside another, such as {k⁶ : k ∈ ℤ} inside {m³ : m ∈ ℤ}.',
		'subsets-12h':
			'√, π and e may stand beside the variable in a comparison, such as x + √3 > 2, √5·x ≥ 1 or πx < 1, which gives numbers such as 1/π, and in the rule of an image, such as {k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ} or {√2, 2√2, 3√2, ...}.',
		'subsets-12i':
			'The variable may be an exponent: {2^k : k ∈ ℕ}, {2^(2k + 1) : k ∈ ℕ}, {(1/2)^k : k ∈ ℕ} or {n^n : n ∈ ℕ}, and a power may be compared with a number or taken by its remainder, as in {k ∈ ℕ | 2^k mod 7 = 1}. Sums of such powers, such as {2^a + 3^b : a, b ∈ ℕ}, are read too, and a set of powers is shown inside an image when each power is a value of its rule, as {4^k : k ∈ ℕ} inside the squares {n² : n ∈ ℕ}.',
		'subsets-12j':
			'Two variables may be linked by a condition, such as {a + b : a, b ∈ ℕ, a < b}, or multiplied, such as {a·b : a, b ∈ ℕ, a, b > 1}. Conditions linking three or more variables are not read.',
		'subsets-13':
			'If a starting card is an error, the first player to call “Error!” takes it face down as usual.',
		'subsets-13b':
			'When a starting card is taken as an error, the same player is dealt another starting card.',
		'subsets-14':
			'When the checker cannot read a card at all, the table decides whether it is a correct set, and the app records what the table said.',
		'subsets-15':
			'When the checker cannot tell whether a top card is a subset of S, that pile is marked “ask the table”: it can be stolen only if the table agrees, and the app records that the table agreed.',
		'subsets-16': 'Play goes in seat order, starting with the first seat.',
		'subsets-16b':
			'The table tells the app when the deck is used up, and it can only do so between turns.',
		'subsets-17':
			'When a caller must hand over a face-down card (see the wrong-call house rule), the app takes the error card they captured most recently. If they have none, it takes the card they were handed most recently; if they have none of those either, the top card of their largest face-down pile. A caller with no face-down card gives nothing.',
		'subsets-ruling-1':
			'ℕ means the counting numbers 1, 2, 3, ... House rule: a table may let ℕ start at 0 instead.',
		'subsets-ruling-2':
			'A subset may be the whole set: A is a subset of S when every element of A is also in S.',
		'subsets-ruling-2b':
			'The empty set ∅ is a subset of every set, so a face-up ∅ can always be stolen.',
		'subsets-ruling-3': 'Only the top card of a face-up pile can match.',
		'subsets-ruling-3b': 'When several piles could be stolen, the player picks one.',
		'subsets-ruling-3c':
			'Stealing is a choice; a player who does not steal starts a new pile. House rule: a player must steal when the referee has shown that a steal is possible.',
		'subsets-ruling-4':
			'After a move, a player with more than two face-up piles turns their largest face-up pile face down.',
		'subsets-ruling-4b':
			'If several face-up piles share the largest size, the player picks which one.',
		'subsets-ruling-4c': 'Face-down piles can never be stolen.',
		'subsets-ruling-5':
			'When a card is an error, the first player to call “Error!” takes it face down.',
		'subsets-ruling-5b':
			'Calling “Error!” on a correct card costs nothing. House rule: the wrong caller gives one of their face-down cards to the drawer.',
		'subsets-ruling-5c':
			'After an error card is taken, the drawer’s turn ends. House rule: the drawer draws again instead.',
		'subsets-ruling-6':
			'At the end, every card in front of a player counts: face-up piles, face-down piles and captured error cards.',
		'subsets-ruling-6b': 'Players who share the highest count share the win.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
