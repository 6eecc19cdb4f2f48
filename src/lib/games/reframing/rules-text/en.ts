/** Reframing's rules page in English: the words of each entry of LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Reframing',
	credit:
		'Designed by pseudonam as Main Match 3 (MM3) of “The Genius: Variations on a Theme”. Rules retold in our own words.',
	summary:
		'An eight-round match for 11 players (2 to 16 in the app): place and move numbered cards onto eight frames so that each card’s condition holds when the round is scored.',
	sections: ['The game', 'Conditions (one for each card number)', 'Rounds with a twist'],
	entries: {
		'reframing-1': 'The match lasts eight rounds.',
		'reframing-1b':
			'There are eight frames, numbered 1 to 8; in round r the current frame is frame r.',
		'reframing-2':
			'Each player owns one card of each number in their deck: 1 to 7 at the start, with more numbers joining in rounds 2, 4 and 5.',
		'reframing-2b': 'Every card is either in its owner’s hand or on exactly one frame.',
		'reframing-3':
			'In each round a player may play up to three different cards of their deck onto the current frame, or none at all.',
		'reframing-4':
			'A card can be played again after it has been used: it leaves the frame it was on and goes to the current frame.',
		'reframing-5':
			'At the end of every round, every card on every frame counts: its owner gains the card’s number if the card’s condition holds and loses it if not. Cards on older frames count again every round.',
		'reframing-6':
			'If a player’s cards add up to less than zero in a round, that round’s card score is zero instead.',
		'reframing-7':
			'After each round the frames are shown from the highest to the lowest, with every card and the player who played it.',
		'reframing-8': 'The match is written for 11 players; the app allows 2 to 16.',
		'reframing-c1': 'At least one card is on its frame (so it always holds).',
		'reframing-c2': 'Its frame holds at least one 1.',
		'reframing-c3': 'Its frame holds no more than three 3s.',
		'reframing-c4':
			'Some card on its frame that is not a 4 fails its own condition. This is checked after every other card on the frame.',
		'reframing-c5':
			'Its frame holds at least 20 cards, counting this one (the printed number; see ruling 5).',
		'reframing-c6': 'Its frame holds more odd cards than even cards.',
		'reframing-c7': 'Its frame holds every number from 1 to 6 at least once.',
		'reframing-c8':
			'There are at most eight 8s on its frame and the higher-numbered frames together (the printed number; see ruling 5).',
		'reframing-c9': 'Its frame holds at least three 3s.',
		'reframing-c10':
			'Some number appears at least four times on its frame (four is the printed number; see ruling 5), and the owner of this 10 has no card of that number on the frame.',
		'reframing-c11': 'Its frame holds more cards than each other frame does.',
		'reframing-c12': 'Its frame holds no more 12s than 1s, and no more 12s than 2s.',
		'reframing-c13':
			'Its frame holds at least 11 different numbers (the printed number; see ruling 5).',
		'reframing-9':
			'Round 2, Arithmophobia: every player adds an 8 and a 9 to their deck for the rest of the match.',
		'reframing-10':
			'Round 3, Power of Prediction: before the plays are revealed, every player names a whole number of at least 1, guessing how many cards will move this round from frames 1 and 2 onto frame 3.',
		'reframing-10b':
			'In round 3 a player scores one bonus point for every other player whose guess is further from the true count than their own.',
		'reframing-11':
			'Round 4, Double Digits: every player adds a 10 and an 11 to their deck for the rest of the match.',
		'reframing-12':
			'Round 5, Bad Luck in Abundance: every player adds a 12 and a 13 to their deck for the rest of the match.',
		'reframing-13':
			'Round 6, Recovery: before playing, a player may take back any of their cards from the frames into their hand.',
		'reframing-13b':
			'In round 6 a player then plays as usual, and may play a card they just took back.',
		'reframing-14':
			'Round 7, Self-Fulfilling Failure: for each of frames 1 to 5, every player is secretly given the name of one other player.',
		'reframing-14b': 'In round 7 every name goes to exactly one player on each frame.',
		'reframing-14c': 'In round 7, with six or more players, nobody is given the same name twice.',
		'reframing-15':
			'At the end of round 7, for each of frames 1 to 5: if any card of the player named to you on that frame fails, you score the number of the highest such failing card.',
		'reframing-16':
			'Round 8, Progress Marches Onward: after the plays, a player may also boost cards already on the frames, moving each one frame higher.',
		'reframing-16b': 'In round 8 a player boosts at most one card from each frame.',
		'reframing-16c': 'In round 8 a player cannot boost a card played this round.',
		'reframing-16d': 'A boost never takes a card above frame 8.',
		'reframing-17': 'After round 8 the highest total wins.',
		'reframing-17b': 'Players tied for the highest total share the win.',
		'reframing-ruling-1':
			'Each player has exactly one card of each number in their deck: 1 to 7 at the start, 8 and 9 from round 2, 10 and 11 from round 4, 12 and 13 from round 5.',
		'reframing-ruling-1b': 'A card is either in its owner’s hand or on a single frame.',
		'reframing-ruling-2':
			'In round r a player plays from 0 to 3 cards, all different, onto frame r.',
		'reframing-ruling-2b': 'Playing a card that is already on a frame moves it to frame r.',
		'reframing-ruling-3':
			'Scoring happens at the end of every round, over every card on frames 1 to r: a card adds its number if its condition holds and takes it away if not.',
		'reframing-ruling-3b':
			'A player’s card score for the round is the sum of ruling 3, or zero if that sum is below zero.',
		'reframing-ruling-3c': 'When a round is scored, the frames are shown from highest to lowest.',
		'reframing-ruling-4':
			'Condition C4 depends on the other cards of its frame passing or failing, so it is worked out last. No other condition depends on passing or failing.',
		'reframing-ruling-5':
			'The printed thresholds (C5: 20 cards, C8: at most eight 8s, C10: four copies, C13: 11 numbers) are meant for 11 players and are the default. A table may choose to scale them: with fewer than 11 players each becomes the printed value times the number of players divided by 11, rounded to the nearest whole number (halves up) and at least 1; with 11 or more players the printed values stay.',
		'reframing-ruling-6': 'In C8, the later frames are the frames with a higher number.',
		'reframing-ruling-6b': 'In C10, “you” means the player who owns that 10.',
		'reframing-ruling-7':
			'In round 3 every player must give a guess, a whole number from 1 up, before the plays are revealed.',
		'reframing-ruling-7b':
			'The true count for the round 3 guesses is the number of cards played this round that were on frame 1 or frame 2 just before.',
		'reframing-ruling-7c':
			'In round 3 you score one point for each other player whose guess is strictly further from the true count than yours.',
		'reframing-ruling-8':
			'In round 6 the cards taken back return to the hand first; then the plays happen as usual.',
		'reframing-ruling-9':
			'The app draws the round 7 names for frames 1 to 5 at random and stores the draw so that replays and undo give the same names.',
		'reframing-ruling-9b':
			'A table that chose its round 7 names another way can enter them instead, and the app checks them against rulings 9c and 9d.',
		'reframing-ruling-9c':
			'On each of frames 1 to 5 in round 7, every player gets one other player’s name and each name is given once.',
		'reframing-ruling-9d':
			'With six or more players, each player’s five round 7 names are all different.',
		'reframing-ruling-9e':
			'With fewer than six players five different names cannot be given, so names repeat. The app’s own draw gives a player a name again only after every other name once; names the table enters may repeat in any order.',
		'reframing-ruling-9f':
			'On each of frames 1 to 5, when one or more of your named player’s cards there fail at the end of round 7, you score the number of the highest failing one.',
		'reframing-ruling-10':
			'In round 8 a player may boost any of their cards one frame up (from frame f to f + 1), after all plays are made.',
		'reframing-ruling-10b': 'In round 8 a player boosts at most one card from each frame.',
		'reframing-ruling-10c': 'A card played in round 8 cannot also be boosted.',
		'reframing-ruling-10d':
			'All of one player’s boosts happen at once, so two boosted cards each move up exactly one frame.',
		'reframing-ruling-11':
			'The round 3 and round 7 bonuses are added after the card score has been raised to zero (ruling 3b).',
		'reframing-ruling-12': 'After round 8 the highest total wins.',
		'reframing-ruling-12b': 'A tie for the highest total is a shared win.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
