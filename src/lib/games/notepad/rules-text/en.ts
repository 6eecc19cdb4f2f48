/** Other game (score notepad)'s rules page in English: the words of each entry of LAYOUT (../rules.ts). */
import type { RulesText } from '../../../rules/types';

export const text: RulesText = {
	title: 'Other game (score notepad)',
	credit: 'A score notepad for any game: it has no designer of its own.',
	summary:
		'Keeps the scores of any game the table plays, round by round, with running totals and the leader, and ends the game by a target score or a fixed number of rounds when the table asks.',
	sections: ['How the notepad works'],
	entries: {
		'notepad-1':
			'A notepad game has the name of the game being played and says how it is won: the highest or the lowest total.',
		'notepad-1b':
			'It takes 1 to 12 players, each with a name of their own: no empty name, and no two players with the same name at one table.',
		'notepad-2':
			'Scores are written down a round at a time: one score for every player in each round.',
		'notepad-2b':
			'When the table chose it at the start, a score left blank counts as 0, so a round of mostly zeros needs only the other scores typed. Otherwise every score must be typed, zeros too.',
		'notepad-3':
			'A score is a whole number, or, when the table chose decimal scores at the start, a number with up to 2 decimal places, added up exactly as written. It may be zero or negative; totals add up every round.',
		'notepad-4':
			'Each round may have a short note, such as who dealt or what was special about it.',
		'notepad-5':
			'Any score of a round already written down can be corrected. A correction is kept in the game’s history like every other entry, and undo takes it back.',
		'notepad-6':
			'The player with the best total leads: the highest total, or the lowest when the table chose that the lowest total wins. Once the game is over, the leaders are the winners.',
		'notepad-6b':
			'Players with the same total share their place, and the next place is skipped: two players sharing first place are followed by the third.',
		'notepad-7':
			'With a target score, the game ends at the end of the round in which any player’s total reaches the target or goes past it. No round can be added after that.',
		'notepad-8':
			'With a fixed number of rounds, the game ends once that many rounds are written down, and no round can be added after that.',
		'notepad-9':
			'Without a target or a fixed number of rounds, the game goes on until the table marks it as finished. The table may also abandon a game: nobody wins it. Either can be reopened.',
		'notepad-10':
			'A player may join a game already under way, between two rounds. They take the next seat and start with the score the table gives them (0 unless it says otherwise), which stands for every round played before they came; the rounds before show no score for them.',
		'notepad-11':
			'A player’s name can be changed during a game. The new name is for this game only: the list of regular players keeps its own, Stats go on counting them as the same player under that name, and the change is kept in the game’s history like every other entry.',
		'notepad-12':
			'The player in the first seat deals or plays first in round 1; the role then passes to the next seat each round, round the table in seat order, a player who joined included.',
		'notepad-13':
			'The table may play in teams, chosen at the start: at least two teams, every player in exactly one. Each player’s scores are written down as usual, and a team’s total is the sum of its players’ totals. The team with the best total wins, and each of its players wins with it; teams with the same total share their place. With a target score, the game ends when a team’s total reaches it. A player who joins later joins a team. A team may have a name typed at the start (not blank, at most 40 characters, no two teams alike); a team without one is numbered. The table may instead choose one score per team each round: the team’s score is written once, under the team, and its total decides as before; in Stats each player of a team has the team’s total.',
		'notepad-14':
			'A co-operative game is played by the whole table against the game: no rounds of scores are written down unless the table chooses at the start that it writes the table’s score each round (with a number of rounds if the game has one), and at the end the table says whether it won or lost together, with the table’s score if the game gives one (with rounds and no score given, the rounds’ total). That ends the game; undo takes the result back. Stats count a co-operative game for the table, not as a win for any one player.'
	}
};

/** Where this module was loaded from, so the app can keep it for offline use (rules-offline.ts). */
export const url = import.meta.url;
