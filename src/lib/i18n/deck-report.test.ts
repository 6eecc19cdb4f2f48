import { describe, expect, it } from 'vitest';
import { locales } from '../paraglide/runtime';
import { deckReportText, type DeckReportRow } from './deck-report';

const rows: DeckReportRow[] = [
	{ line: 2, card: '{x | x ∈ x}', verdict: 'Error', detail: 'Asking whether…', span: [1, 9] },
	{ line: 1, card: '{1, 2}', verdict: 'Correct set', detail: 'A finite set of 2 integers: {1, 2}.' }
];
const counts = { error: 1, unsupported: 0, unchecked: 1, valid: 1 };

describe('the deck report file', () => {
	it('reads in English as the screen counts, each card in two lines', () => {
		expect(deckReportText(rows, 1, counts, { locale: 'en' })).toBe(
			[
				'Subsets deck report',
				'ℕ starts at 1.',
				'2 cards: 1 error, 0 not readable by the checker, 1 correct set, 1 not checked in time.',
				'',
				'line 2: Error: {x | x ∈ x}',
				'  Asking whether… (characters 1-9)',
				'line 1: Correct set: {1, 2}',
				'  A finite set of 2 integers: {1, 2}.',
				''
			].join('\n')
		);
	});

	for (const locale of locales.filter((l) => l !== 'en'))
		it(`${locale}: no English word of the report's own is left, nothing unfilled`, () => {
			const text = deckReportText(rows, 0, counts, { locale });
			expect(text).not.toMatch(/\{[A-Za-z_]+\}|undefined|NaN/);
			expect(text).not.toMatch(
				/\b(deck report|starts at|cards?:|line \d|characters|not readable)\b/
			);
			expect(text).toContain('{x | x ∈ x}');
		});

	it('says the report in German', () => {
		expect(deckReportText(rows, 0, counts, { locale: 'de' })).toContain(
			'Zeile 2: Error: {x | x ∈ x}\n  Asking whether… (Zeichen 1–9)'
		);
	});
});
