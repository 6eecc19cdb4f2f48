import { describe, expect, it } from 'vitest';
import { LAYOUT as permutationsLayout } from '../games/permutations/rules';
import { text as permutationsText } from '../games/permutations/rules-text/en';
import { LAYOUT as reframingLayout } from '../games/reframing/rules';
import { text as reframingText } from '../games/reframing/rules-text/en';
import { LAYOUT as subsetsLayout } from '../games/subsets/rules';
import { text as subsetsText } from '../games/subsets/rules-text/en';
import { LAYOUT as transformLayout } from '../games/transform/rules';
import { text as transformText } from '../games/transform/rules-text/en';
import { assembleRules } from './assemble';
import { normalise, searchRules, stem } from './search';
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
		// The rulings are found under their title in the language read.
		expect(searchRules([doc], 'regelungen share', 50, 'Regelungen')[0].section).toBe('Regelungen');
	});

	it('finds nothing for an empty query or a word in no entry', () => {
		expect(searchRules([doc], '   ')).toEqual([]);
		expect(searchRules([doc], 'score zebra')).toEqual([]);
		// "ore" is inside "Score" but starts no word.
		expect(searchRules([doc], 'ore')).toEqual([]);
	});
});

describe('word forms', () => {
	it('brings the forms of one word to one stem', () => {
		const same = (...words: string[]) =>
			expect(new Set(words.map(stem)), words.join(', ')).toHaveProperty('size', 1);
		same('score', 'scores', 'scored', 'scoring');
		same('steal', 'steals', 'stealing', 'stole', 'stolen');
		same('draw', 'draws', 'drawing', 'drew', 'drawn');
		same('play', 'plays', 'played', 'playing');
		same('bid', 'bids', 'bidding');
		same('entry', 'entries');
		same('tie', 'ties', 'tied');
		same('use', 'used', 'uses', 'using');
		same('match', 'matches', 'matched');
		same('win', 'wins', 'winning', 'won');
		same('take', 'takes', 'taking', 'took', 'taken');
	});

	it('leaves short words and words that only look like a form alone', () => {
		expect(stem('one')).toBe('one');
		expect(stem('pass')).toBe('pass');
		expect(stem('this')).toBe('this');
		expect(stem('bonus')).toBe('bonus');
		expect(stem('string')).toBe('string');
		expect(stem('need')).toBe('need');
		expect(stem('red')).toBe('red');
	});

	it('finds the forms of a word in the rules, whichever form is typed', () => {
		const text = (query: string) => searchRules([doc], query).map((h) => h.entry.id);
		// Both entries sit under "Scoring"; the first also says "Score", so it comes first.
		expect(text('scores')).toEqual(['permutations-1', 'permutations-2']);
		expect(text('scored triangular')).toEqual(['permutations-1']);
		expect(text('ending')).toEqual(['permutations-2']);
		expect(text('reached')).toEqual(['permutations-2']);
		expect(text('sharing')).toEqual(['permutations-ruling-1']);
		expect(text('counted colours')).toEqual(['permutations-1']);
		// A form of one word does not find a different word that merely starts alike.
		expect(text('ties')).toEqual([]);
	});

	it('finds "stolen" for "steal" and "score" for "scoring" in the games\' own rules', () => {
		const docs = [
			assembleRules(permutationsLayout, permutationsText),
			assembleRules(subsetsLayout, subsetsText),
			assembleRules(transformLayout, transformText),
			assembleRules(reframingLayout, reframingText)
		];
		const texts = (query: string) =>
			searchRules(docs, query, Infinity).map((h) => normalise(`${h.section} ${h.entry.text}`));
		const steal = texts('steal');
		expect(steal.some((t) => /\bstolen\b/.test(t))).toBe(true);
		expect(steal.every((t) => /\b(steal|stealing|steals|stole|stolen)\b/.test(t))).toBe(true);
		const stolen = texts('stolen');
		expect(stolen.some((t) => /\bsteal\b/.test(t))).toBe(true);
		const scoring = texts('scoring');
		expect(scoring.some((t) => /\bscore\b/.test(t) && !/\bscoring\b/.test(t))).toBe(true);
	});
});
