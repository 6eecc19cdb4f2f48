import { describe, expect, it } from 'vitest';
import { type NotepadWin, winRuleText } from '../core/plays';
import { locales, type Locale } from '../paraglide/runtime';
import {
	bucketLabel,
	countedWords,
	distributionWords,
	durationIn,
	gameLineWords,
	pairOf,
	pairParts,
	placesWords,
	scoredFromWords,
	shownAverageIn,
	shownPercent,
	winRuleWords,
	winsWords
} from './stats';

const OTHERS = locales.filter((l) => l !== 'en');

/** Everything the Stats screen words, for one language, with counts of one and of many. */
function wordedIn(locale: Locale): string[] {
	const o = { locale };
	const record = { played: 3, wins: 1, best: 23.5, average: 20.25, scored: 3 };
	return [
		placesWords([2, 0, 1, 5], o),
		placesWords([], o),
		gameLineWords(record, o),
		gameLineWords({ ...record, played: 1, wins: 2, best: null, average: null }, o),
		countedWords({ counted: 1, stoppedEarly: 1, apart: [], scored: 1, fileWinners: 1 }, false, o),
		countedWords(
			{ counted: 1234, stoppedEarly: 2, apart: [{}, {}] as never, scored: 5, fileWinners: 3 },
			true,
			o
		),
		scoredFromWords(3, 1, o),
		scoredFromWords(3, 4, o),
		winsWords([{ name: 'Ana', wins: 3 }], o),
		winsWords([], o),
		distributionWords('Catan', [{ from: 7, to: 7, count: 1 }], o),
		distributionWords('Catan', [{ from: 10, to: 19, count: 2 }], o),
		distributionWords('Catan', [], o),
		durationIn(65 * 60_000, o),
		durationIn(60 * 60_000, o),
		durationIn(10_000, o)
	];
}

describe('the Stats screen in every language', () => {
	it.each(locales)('words every figure in %s, with nothing unfilled', (locale) => {
		for (const text of wordedIn(locale)) {
			expect(text).not.toMatch(/[{}]|undefined|NaN|null/);
			expect(text.trim()).not.toBe('');
		}
	});

	it.each(OTHERS)('leaves no English sentence in %s', (locale) => {
		const english = wordedIn('en');
		wordedIn(locale).forEach((text, i) => expect(text, english[i]).not.toBe(english[i]));
	});

	it('keeps the English the screen has always shown', () => {
		const o = { locale: 'en' as const, format: 'en-GB' };
		expect(placesWords([2, 0, 1], o)).toBe('1st twice, 3rd once');
		expect(placesWords([1, 3, 0, 5], o)).toBe('1st once, 2nd 3 times, 4th 5 times');
		expect(gameLineWords({ played: 2, wins: 1, best: 23, average: 23 }, o)).toBe(
			'2 played, 1 win, best 23, average 23'
		);
		expect(
			countedWords(
				{ counted: 3, stoppedEarly: 1, apart: [{}] as never, scored: 3, fileWinners: 0 },
				false,
				o
			)
		).toBe(
			'3 finished games counted (1 stopped early), 1 not finished or abandoned. Scores come from 3 games played to the end.'
		);
		expect(
			winsWords(
				[
					{ name: 'Ada', wins: 3 },
					{ name: 'Bea', wins: 1 }
				],
				o
			)
		).toBe('Wins per player: Ada 3, Bea 1.');
		expect(durationIn(65 * 60_000, o)).toBe('1 hour 5 minutes');
		expect(pairOf('Ada', 'Bea', o)).toBe('Ada and Bea');
	});

	it('writes places, numbers and durations as each language does', () => {
		expect(placesWords([2, 1, 3], { locale: 'de' })).toMatch(
			/^1\. Platz zweimal, 2\. Platz einmal(,| und) 3\. Platz 3-mal$/
		);
		expect(placesWords([1, 1], { locale: 'fr' })).toMatch(
			/^1re place une fois(,| et) 2e place une fois$/
		);
		expect(placesWords([4], { locale: 'es' })).toBe('1.º puesto 4 veces');
		expect(shownAverageIn(12.25, { locale: 'de' })).toBe('12,3');
		expect(shownPercent(2 / 3, { locale: 'fr' })).toMatch(/^67\s%$/);
		expect(bucketLabel({ from: 10, to: 19, count: 1 }, { locale: 'es' })).toBe('10 a 19');
		expect(durationIn(125 * 60_000, { locale: 'de' })).toBe('2 Stunden 5 Minuten');
		expect(pairOf('Ana', 'Bo', { locale: 'fr' })).toBe('Ana et Bo');
		// Each name of a pair apart, so Stats can link it to its page, in the language's order.
		expect(pairParts('Ana', 'Bo', { locale: 'de' })).toEqual([
			{ text: 'Ana', who: 0 },
			{ text: ' und ' },
			{ text: 'Bo', who: 1 }
		]);
		expect(
			countedWords(
				{ counted: 1234, stoppedEarly: 0, apart: [], scored: 1, fileWinners: 0 },
				false,
				{ locale: 'de' }
			)
		).toBe('1.234 beendete Partien gezählt. Die Punkte stammen aus 1 zu Ende gespielten Partie.');
	});
});

describe('win rules', () => {
	it('words the win rule of every refereed game in each language', async () => {
		const { gameCatalogue, gameInfo } = await import('../games/registry');
		const refereed = gameCatalogue.games.filter((g) => !g.anyGame);
		expect(refereed.length).toBeGreaterThan(0);
		for (const game of refereed) {
			const stored = gameInfo(game.id)!.winRule;
			expect(winRuleWords(stored, { locale: 'en' })).toBe(stored);
			for (const locale of OTHERS) {
				const worded = winRuleWords(stored, { locale });
				expect(worded, `${game.id} in ${locale}`).not.toBe(stored);
				expect(worded).not.toMatch(/[{}]|undefined/);
			}
		}
		// A rule some other file stored in words is shown as it was written.
		expect(winRuleWords('most points when the table stops', { locale: 'de' })).toBe(
			'most points when the table stops'
		);
	});

	it('words a notepad game’s rule, stored as data, in each language; English as it was stored', () => {
		const rules: NotepadWin[] = [
			{ lowest: true },
			{ lowest: false, rounds: 1 },
			{ lowest: true, target: 100 },
			{ lowest: true, rounds: 8, target: 50 }
		];
		for (const rule of rules) {
			expect(winRuleWords(rule, { locale: 'en' })).toBe(winRuleText(rule));
			for (const locale of OTHERS) {
				const worded = winRuleWords(rule, { locale });
				expect(worded, `${JSON.stringify(rule)} in ${locale}`).not.toBe(winRuleText(rule));
				expect(worded).not.toMatch(/[{}]|undefined|NaN/);
			}
		}
		expect(winRuleWords({ lowest: true, rounds: 1 }, { locale: 'en' })).toBe(
			'lowest total wins, ends after 1 round'
		);
		expect(winRuleWords({ lowest: true, rounds: 8, target: 50 }, { locale: 'de' })).toBe(
			'die niedrigste Summe gewinnt, Ende nach 8 Runden oder sobald eine Summe 50 erreicht'
		);
	});
});
