import { describe, expect, it } from 'vitest';
import { games } from '../games/registry';
import { locales } from '../paraglide/runtime';
import { resultLine } from '../core/plays';
import { gameName, gameTagline, sayResultLine } from './games';

describe('the game list in every language', () => {
	it('reads in English as the registry does', () => {
		for (const g of games) {
			expect(gameName(g, { locale: 'en' })).toBe(g.name);
			expect(gameTagline(g, { locale: 'en' })).toBe(g.tagline);
		}
	});

	it('says a finished game’s result as the plays do in English, and in each language', () => {
		const base = { status: 'finished' as const, teams: undefined };
		const player = (name: string, winner: boolean) => ({ name, winner, score: 40 });
		const plays = [
			{ ...base, players: [player('Ana', true), player('Bo', false)] },
			{ ...base, players: [player('Ana', true), player('Bo', true)] },
			{ ...base, players: [player('Ana', false)], coop: { won: true, score: 9 } },
			{ ...base, players: [player('Ana', false)], coop: { won: false } }
		] as unknown as Parameters<typeof resultLine>[0][];
		for (const play of plays) {
			expect(sayResultLine(play, { locale: 'en' })).toBe(resultLine(play));
			for (const locale of ['de', 'fr', 'es'] as const)
				expect(sayResultLine(play, { locale })).not.toBe(resultLine(play));
		}
		expect(sayResultLine(plays[1], { locale: 'de' })).toBe(
			'Ana und Bo teilten sich den Sieg mit 40'
		);
	});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: every line is translated; games keep their printed names`, () => {
			for (const g of games) {
				expect(gameTagline(g, { locale })).not.toBe(g.tagline);
				if (g.anyGame) expect(gameName(g, { locale })).not.toBe(g.name);
				else expect(gameName(g, { locale })).toBe(g.name);
			}
		});
});
