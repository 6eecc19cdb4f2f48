import { describe, expect, it } from 'vitest';
import { searchRules, searchSummary } from './search';
import type { RulesDoc } from './types';

const doc: RulesDoc = {
	game: 'permutations',
	title: 'Permutations',
	credit: 'By someone',
	summary: 'A game.',
	sections: [
		{
			title: 'Scoring',
			entries: [
				{
					id: 'permutations-1',
					number: '1',
					text: 'Score the triangular number of your largest colour count.'
				},
				{ id: 'permutations-2', number: '2', text: 'The game ends once a total reaches 100.' }
			]
		}
	],
	rulings: [
		{
			id: 'permutations-ruling-1',
			number: 'R1',
			text: 'Équal totals share the win.',
			houseRule: true
		}
	]
};

describe('searchRules', () => {
	it('finds entries holding every word, by word prefix, ignoring case and accents', () => {
		expect(searchRules([doc], 'triang colour').map((h) => h.entry.id)).toEqual(['permutations-1']);
		expect(searchRules([doc], 'EQUAL').map((h) => h.entry.id)).toEqual(['permutations-ruling-1']);
		expect(searchRules([doc], 'rulings share')[0].section).toBe('Rulings');
	});

	it('finds nothing for an empty query or a word in no entry', () => {
		expect(searchRules([doc], '   ')).toEqual([]);
		expect(searchRules([doc], 'score zebra')).toEqual([]);
		// "ore" is inside "Score" but starts no word.
		expect(searchRules([doc], 'ore')).toEqual([]);
	});
});

describe('the search summary', () => {
	it('says which words no rule mentions, rather than "0 rules found"', () => {
		expect(searchSummary(' zzzz ', 0)).toBe('No rule mentions “zzzz”.');
	});

	it('counts the rules found', () => {
		expect(searchSummary('bid', 1)).toBe('1 rule found.');
		expect(searchSummary('bid', 3)).toBe('3 rules found.');
	});
});
