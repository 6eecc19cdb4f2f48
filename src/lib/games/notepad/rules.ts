/**
 * How the notepad works, as a rules page: it referees no game, so its entries say what the app
 * does with the scores the table writes down. Refusals cite these ids.
 */
import type { RulesLayout } from '../../rules/types';

/** Ids of the entries the engine cites, so a refusal and the page always agree. */
export const RULE = {
	setup: 'notepad-1',
	players: 'notepad-1b',
	round: 'notepad-2',
	blank: 'notepad-2b',
	scores: 'notepad-3',
	note: 'notepad-4',
	correct: 'notepad-5',
	winBy: 'notepad-6',
	ties: 'notepad-6b',
	target: 'notepad-7',
	rounds: 'notepad-8',
	endedByTable: 'notepad-9',
	join: 'notepad-10',
	rename: 'notepad-11',
	first: 'notepad-12',
	teams: 'notepad-13',
	coop: 'notepad-14'
} as const;

/**
 * Where each entry of the rules page stands, its number and whether a table may change it: the
 * same in every language. The words are in rules-text/<language>.ts, one module per language,
 * loaded only when a phone reads that language (games/registry.ts).
 */
export const LAYOUT: RulesLayout = {
	game: 'notepad',
	sections: [
		[
			{ id: RULE.setup, number: '1' },
			{ id: RULE.players, number: '1b' },
			{ id: RULE.round, number: '2' },
			{ id: RULE.blank, number: '2b' },
			{ id: RULE.scores, number: '3' },
			{ id: RULE.note, number: '4' },
			{ id: RULE.correct, number: '5' },
			{ id: RULE.winBy, number: '6' },
			{ id: RULE.ties, number: '6b' },
			{ id: RULE.target, number: '7' },
			{ id: RULE.rounds, number: '8' },
			{ id: RULE.endedByTable, number: '9' },
			{ id: RULE.join, number: '10' },
			{ id: RULE.rename, number: '11' },
			{ id: RULE.first, number: '12' },
			{ id: RULE.teams, number: '13' },
			{ id: RULE.coop, number: '14' }
		]
	],
	rulings: []
};
