import { describe, expect, it } from 'vitest';
import { DAY_MS, daysNotBackedUp } from './backup-age';

const now = Date.UTC(2026, 5, 30, 12);
const daysAgo = (d: number) => now - d * DAY_MS;

describe('days of play not in any backup', () => {
	it('counts from the oldest play after the last backup, or from the first game without one', () => {
		const games = [
			{ createdAt: daysAgo(40), updatedAt: daysAgo(30) },
			{ createdAt: daysAgo(20), updatedAt: daysAgo(2) }
		];
		// No backup ever: since the first game was started.
		expect(daysNotBackedUp(games, null, now)).toBe(40);
		// A backup 25 days ago holds the first game; the second has changed since.
		expect(daysNotBackedUp(games, daysAgo(25), now)).toBe(20);
		// A backup 10 days ago: the second game has been played since then.
		expect(daysNotBackedUp(games, daysAgo(10), now)).toBe(10);
		// A backup after the last play: everything is in it.
		expect(daysNotBackedUp(games, daysAgo(1), now)).toBe(0);
		expect(daysNotBackedUp([], null, now)).toBe(0);
	});
});
