import { describe, expect, it } from 'vitest';
import { designerCredit, gameInfo, games } from './registry';

describe('the games list credit', () => {
	it('credits a named designer', () => {
		expect(designerCredit(gameInfo('transform')!)).toBe('by Leroy Quet');
	});

	it('says the designer is not known for Subsets, whose game sheet names nobody', () => {
		expect(designerCredit(gameInfo('subsets')!)).toBe('Designer not known');
	});

	it('never shows a placeholder as if it were a name', () => {
		for (const g of games) expect(designerCredit(g)).not.toMatch(/unknown/i);
	});
});
