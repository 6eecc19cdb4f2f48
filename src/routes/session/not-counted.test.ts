import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/core/engine';
import { describeEvent } from '$lib/games/notepad/game';
import { overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import { notCountedWhat } from './not-counted';

const seats = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' }
];
const store = {
	session: { game: 'notepad' },
	seats,
	game: { describeEvent }
} as unknown as Parameters<typeof notCountedWhat>[1];
const round: GameEvent = { type: 'round', scores: { a: 12, b: -3 } };

function inLanguage<T>(locale: Locale, read: () => T): T {
	overwriteGetLocale(() => locale);
	try {
		return read();
	} finally {
		overwriteGetLocale(() => 'en');
	}
}

describe('an entry a shared table did not count, in the reader’s language', () => {
	it('is worded from the entry itself, whatever language the row was merged in', () => {
		const row = { event: round };
		expect(inLanguage('de', () => notCountedWhat(row, store))).toBe('Runde: Ana 12, Bo -3');
		expect(inLanguage('fr', () => notCountedWhat(row, store))).toBe('Manche\u00a0: Ana 12, Bo -3');
		expect(inLanguage('en', () => notCountedWhat(row, store))).toBe(describeEvent(round, seats));
		expect(inLanguage('es', () => notCountedWhat({ event: { type: 'undo' } }, store))).toBe(
			'Deshacer'
		);
	});

	it('shows a row an older build kept with English words only as it was kept', () => {
		const old = { what: 'Round: Ana 12, Bo -3' };
		expect(inLanguage('de', () => notCountedWhat(old, store))).toBe('Round: Ana 12, Bo -3');
	});
});
