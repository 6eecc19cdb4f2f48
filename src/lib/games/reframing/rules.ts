/**
 * Reframing's rules page: the game in our own words, numbered so that a refused entry can cite the
 * rule it breaks. Conditions are numbered C1 to C13 after the card they belong to. An entry split
 * off an older one keeps the older number with a letter (1 and 1b; R3, R3b and R3c), so ids that
 * bookmarks and recorded refusals cite keep their meaning.
 */
import type { RuleEntry, RulesDoc } from '../../rules/types';

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

const game: RuleEntry[] = [
	{ id: RULE.eightRounds, number: '1', text: 'The match lasts eight rounds.' },
	{
		id: RULE.currentFrame,
		number: '1b',
		text: 'There are eight frames, numbered 1 to 8; in round r the current frame is frame r.'
	},
	{
		id: RULE.deck,
		number: '2',
		text: 'Each player owns one card of each number in their deck: 1 to 7 at the start, with more numbers joining in rounds 2, 4 and 5.'
	},
	{
		id: RULE.oneCardEach,
		number: '2b',
		text: 'Every card is either in its owner’s hand or on exactly one frame.'
	},
	{
		id: RULE.plays,
		number: '3',
		text: 'In each round a player may play up to three different cards of their deck onto the current frame, or none at all.'
	},
	{
		id: RULE.move,
		number: '4',
		text: 'A card can be played again after it has been used: it leaves the frame it was on and goes to the current frame.'
	},
	{
		id: RULE.scoring,
		number: '5',
		text: 'At the end of every round, every card on every frame counts: its owner gains the card’s number if the card’s condition holds and loses it if not. Cards on older frames count again every round.'
	},
	{
		id: RULE.zeroCap,
		number: '6',
		text: 'If a player’s cards add up to less than zero in a round, that round’s card score is zero instead.'
	},
	{
		id: RULE.reveal,
		number: '7',
		text: 'After each round the frames are shown from the highest to the lowest, with every card and the player who played it.'
	},
	{
		id: RULE.players,
		number: '8',
		text: 'The match is written for 11 players; the app allows 2 to 16.'
	}
];

const conditions: RuleEntry[] = [
	['At least one card is on its frame (so it always holds).'],
	['Its frame holds at least one 1.'],
	['Its frame holds no more than three 3s.'],
	[
		'Some card on its frame that is not a 4 fails its own condition. This is checked after every other card on the frame.'
	],
	['Its frame holds at least 20 cards, counting this one (the printed number; see ruling 5).'],
	['Its frame holds more odd cards than even cards.'],
	['Its frame holds every number from 1 to 6 at least once.'],
	[
		'There are at most eight 8s on its frame and the higher-numbered frames together (the printed number; see ruling 5).'
	],
	['Its frame holds at least three 3s.'],
	[
		'Some number appears at least four times on its frame (four is the printed number; see ruling 5), and the owner of this 10 has no card of that number on the frame.'
	],
	['Its frame holds more cards than each other frame does.'],
	['Its frame holds no more 12s than 1s, and no more 12s than 2s.'],
	['Its frame holds at least 11 different numbers (the printed number; see ruling 5).']
].map(([text], i) => ({ id: RULE.condition(i + 1), number: `C${i + 1}`, text }));

const rounds: RuleEntry[] = [
	{
		id: RULE.round2,
		number: '9',
		text: 'Round 2, Arithmophobia: every player adds an 8 and a 9 to their deck for the rest of the match.'
	},
	{
		id: RULE.round3,
		number: '10',
		text: 'Round 3, Power of Prediction: before the plays are revealed, every player names a whole number of at least 1, guessing how many cards will move this round from frames 1 and 2 onto frame 3.'
	},
	{
		id: RULE.round3Bonus,
		number: '10b',
		text: 'In round 3 a player scores one bonus point for every other player whose guess is further from the true count than their own.'
	},
	{
		id: RULE.round4,
		number: '11',
		text: 'Round 4, Double Digits: every player adds a 10 and an 11 to their deck for the rest of the match.'
	},
	{
		id: RULE.round5,
		number: '12',
		text: 'Round 5, Bad Luck in Abundance: every player adds a 12 and a 13 to their deck for the rest of the match.'
	},
	{
		id: RULE.round6,
		number: '13',
		text: 'Round 6, Recovery: before playing, a player may take back any of their cards from the frames into their hand.'
	},
	{
		id: RULE.round6Plays,
		number: '13b',
		text: 'In round 6 a player then plays as usual, and may play a card they just took back.'
	},
	{
		id: RULE.round7,
		number: '14',
		text: 'Round 7, Self-Fulfilling Failure: for each of frames 1 to 5, every player is secretly given the name of one other player.'
	},
	{
		id: RULE.round7EachNameOnce,
		number: '14b',
		text: 'In round 7 every name goes to exactly one player on each frame.'
	},
	{
		id: RULE.round7NoRepeats,
		number: '14c',
		text: 'In round 7, with six or more players, nobody is given the same name twice.'
	},
	{
		id: RULE.round7Scoring,
		number: '15',
		text: 'At the end of round 7, for each of frames 1 to 5: if any card of the player named to you on that frame fails, you score the number of the highest such failing card.'
	},
	{
		id: RULE.round8,
		number: '16',
		text: 'Round 8, Progress Marches Onward: after the plays, a player may also boost cards already on the frames, moving each one frame higher.'
	},
	{
		id: RULE.boostOnePerFrame,
		number: '16b',
		text: 'In round 8 a player boosts at most one card from each frame.'
	},
	{
		id: RULE.boostNotPlayed,
		number: '16c',
		text: 'In round 8 a player cannot boost a card played this round.'
	},
	{
		id: RULE.boostTopFrame,
		number: '16d',
		text: 'A boost never takes a card above frame 8.'
	},
	{
		id: RULE.winner,
		number: '17',
		text: 'After round 8 the highest total wins.'
	},
	{
		id: RULE.sharedWin,
		number: '17b',
		text: 'Players tied for the highest total share the win.'
	}
];

function ruling(n: RulingNumber, text: string, houseRule = false): RuleEntry {
	return { id: RULE.ruling(n), number: `R${n}`, text, ...(houseRule ? { houseRule } : {}) };
}

/** The rulings of RULINGS.md in its order, one rule per entry; parts split off keep the number. */
const rulings: RuleEntry[] = [
	ruling(
		1,
		'Each player has exactly one card of each number in their deck: 1 to 7 at the start, 8 and 9 from round 2, 10 and 11 from round 4, 12 and 13 from round 5.'
	),
	ruling('1b', 'A card is either in its owner’s hand or on a single frame.'),
	ruling(2, 'In round r a player plays from 0 to 3 cards, all different, onto frame r.'),
	ruling('2b', 'Playing a card that is already on a frame moves it to frame r.'),
	ruling(
		3,
		'Scoring happens at the end of every round, over every card on frames 1 to r: a card adds its number if its condition holds and takes it away if not.'
	),
	ruling(
		'3b',
		'A player’s card score for the round is the sum of ruling 3, or zero if that sum is below zero.'
	),
	ruling('3c', 'When a round is scored, the frames are shown from highest to lowest.'),
	ruling(
		4,
		'Condition C4 depends on the other cards of its frame passing or failing, so it is worked out last. No other condition depends on passing or failing.'
	),
	ruling(
		5,
		'The printed thresholds (C5: 20 cards, C8: at most eight 8s, C10: four copies, C13: 11 numbers) are meant for 11 players and are the default. A table may choose to scale them: with fewer than 11 players each becomes the printed value times the number of players divided by 11, rounded to the nearest whole number (halves up) and at least 1; with 11 or more players the printed values stay.',
		true
	),
	ruling(6, 'In C8, the later frames are the frames with a higher number.'),
	ruling('6b', 'In C10, “you” means the player who owns that 10.'),
	ruling(
		7,
		'In round 3 every player must give a guess, a whole number from 1 up, before the plays are revealed.'
	),
	ruling(
		'7b',
		'The true count for the round 3 guesses is the number of cards played this round that were on frame 1 or frame 2 just before.'
	),
	ruling(
		'7c',
		'In round 3 you score one point for each other player whose guess is strictly further from the true count than yours.'
	),
	ruling(
		8,
		'In round 6 the cards taken back return to the hand first; then the plays happen as usual.'
	),
	ruling(
		9,
		'The app draws the round 7 names for frames 1 to 5 at random and stores the draw so that replays and undo give the same names.'
	),
	ruling(
		'9b',
		'A table that chose its round 7 names another way can enter them instead, and the app checks them against rulings 9c and 9d.'
	),
	ruling(
		'9c',
		'On each of frames 1 to 5 in round 7, every player gets one other player’s name and each name is given once.'
	),
	ruling('9d', 'With six or more players, each player’s five round 7 names are all different.'),
	ruling(
		'9e',
		'With fewer than six players five different names cannot be given, so names repeat. The app’s own draw gives a player a name again only after every other name once; names the table enters may repeat in any order.'
	),
	ruling(
		'9f',
		'On each of frames 1 to 5, when one or more of your named player’s cards there fail at the end of round 7, you score the number of the highest failing one.'
	),
	ruling(
		10,
		'In round 8 a player may boost any of their cards one frame up (from frame f to f + 1), after all plays are made.'
	),
	ruling('10b', 'In round 8 a player boosts at most one card from each frame.'),
	ruling('10c', 'A card played in round 8 cannot also be boosted.'),
	ruling(
		'10d',
		'All of one player’s boosts happen at once, so two boosted cards each move up exactly one frame.'
	),
	ruling(
		11,
		'The round 3 and round 7 bonuses are added after the card score has been raised to zero (ruling 3b).'
	),
	ruling(12, 'After round 8 the highest total wins.'),
	ruling('12b', 'A tie for the highest total is a shared win.')
];

/** The Reframing rules page. */
export const rules: RulesDoc = {
	game: 'reframing',
	title: 'Reframing',
	credit:
		'Designed by pseudonam as Main Match 3 (MM3) of “The Genius: Variations on a Theme”. Rules retold in our own words.',
	summary:
		'An eight-round match for 11 players (2 to 16 in the app): place and move numbered cards onto eight frames so that each card’s condition holds when the round is scored.',
	sections: [
		{ title: 'The game', entries: game },
		{ title: 'Conditions (one for each card number)', entries: conditions },
		{ title: 'Rounds with a twist', entries: rounds }
	],
	rulings
};
