import { describe, expect, it } from 'vitest';
import { designerCredit, endsByItsRules, gameInfo, games, winRuleOf } from './registry';

describe('the games list credit', () => {
	it('credits a named designer', () => {
		expect(designerCredit(gameInfo('transform')!)).toBe('by Leroy Quet');
	});

	it('says the designer is not known for Subsets, whose game sheet names nobody', () => {
		expect(designerCredit(gameInfo('subsets')!)).toBe('Designer not known');
	});

	it('credits no designer for the notepad, which is a notepad for any game', () => {
		const credit = designerCredit(gameInfo('notepad')!);
		expect(credit).toBe('Score notepad for any game');
		expect(credit).not.toMatch(/^by |designer not known/i);
	});

	it('never shows a placeholder as if it were a name', () => {
		for (const g of games) expect(designerCredit(g)).not.toMatch(/unknown/i);
	});
});

describe('the win rule in words', () => {
	it('says how each refereed game is won', () => {
		expect(winRuleOf('permutations', {})).toBe('first to 100, highest total wins');
		expect(winRuleOf('reframing', {})).toBe('most points after 8 rounds');
		expect(winRuleOf('subsets', {})).toBe('most cards at the end');
		expect(winRuleOf('transform', { n: 3 })).toBe('highest total after the last round');
	});

	it("reads a notepad game's rule from what the table chose", () => {
		expect(winRuleOf('notepad', { gameName: 'Catan', winBy: 'highest' })).toBe(
			'highest total wins'
		);
		expect(winRuleOf('notepad', { gameName: 'Hearts', winBy: 'lowest', target: 100 })).toBe(
			'lowest total wins, ends when a total reaches 100'
		);
		expect(winRuleOf('notepad', { gameName: 'Rummy', winBy: 'highest', rounds: 8 })).toBe(
			'highest total wins, ends after 8 rounds'
		);
		expect(winRuleOf('notepad', { gameName: 'Golf', winBy: 'lowest', rounds: 1, target: 50 })).toBe(
			'lowest total wins, ends after 1 round or when a total reaches 50'
		);
	});

	it('says nothing for a game this build does not know', () => {
		expect(winRuleOf('chess', {})).toBe('');
	});
});

describe('whether a game ends by its own rules', () => {
	it('says yes for every refereed game and a notepad game with a target or rounds', () => {
		for (const id of ['permutations', 'subsets', 'transform', 'reframing'])
			expect(endsByItsRules(id, {})).toBe(true);
		expect(endsByItsRules('notepad', { gameName: 'Hearts', target: 100 })).toBe(true);
		expect(endsByItsRules('notepad', { gameName: 'Skull King', rounds: 10 })).toBe(true);
	});

	it('says no for a notepad game only the table can end', () => {
		expect(endsByItsRules('notepad', { gameName: 'Catan', target: null, rounds: null })).toBe(
			false
		);
	});
});
