import { describe, expect, it } from 'vitest';
import { designerCredit, gameInfo, games } from './registry';

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
