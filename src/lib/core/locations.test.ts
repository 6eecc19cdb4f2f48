import { describe, expect, it } from 'vitest';
import {
	cleanLocation,
	LOCATION_MAX_LENGTH,
	locationKey,
	locationProblem,
	locationsOf,
	playedAt
} from './locations';

describe('cleanLocation and locationProblem', () => {
	it('trims a location and keeps one space where several were typed', () => {
		expect(cleanLocation("  Sam's   kitchen ")).toBe("Sam's kitchen");
		expect(cleanLocation('   ')).toBe('');
	});

	it('takes no location as no problem, and refuses what could not be shown on one line', () => {
		expect(locationProblem('')).toBeNull();
		expect(locationProblem('Café Meeple')).toBeNull();
		expect(locationProblem('Home\nand away')).toBe('line-break');
		expect(locationProblem('\u200b\u200b')).toBe('invisible');
		expect(locationProblem('x'.repeat(LOCATION_MAX_LENGTH))).toBeNull();
		expect(locationProblem('x'.repeat(LOCATION_MAX_LENGTH + 1))).toBe('too-long');
	});
});

describe('locationsOf', () => {
	it('lists each location once, whatever its case, the most used first, under its latest spelling', () => {
		const found = locationsOf([
			{ location: 'Home', date: 1 },
			{ location: 'café meeple', date: 2 },
			{ date: 3 },
			{ location: ' home ', date: 4 },
			{ location: 'Café Meeple', date: 5 },
			{ location: 'Café Meeple', date: 6 },
			{ location: 'Club', date: 7 }
		]);
		expect(found).toEqual([
			{ key: 'café meeple', name: 'Café Meeple', plays: 3, last: 6 },
			{ key: 'home', name: 'home', plays: 2, last: 4 },
			{ key: 'club', name: 'Club', plays: 1, last: 7 }
		]);
	});

	it('puts the latest used first between locations used as often', () => {
		const found = locationsOf([
			{ location: 'B', date: 1 },
			{ location: 'A', date: 2 }
		]);
		expect(found.map((l) => l.name)).toEqual(['A', 'B']);
	});
});

describe('playedAt', () => {
	it('matches a play at the location whatever its case, and every play for no location', () => {
		const key = locationKey('Sam’s Place');
		expect(playedAt({ location: 'sam’s place ' }, key)).toBe(true);
		expect(playedAt({ location: 'Home' }, key)).toBe(false);
		expect(playedAt({}, key)).toBe(false);
		expect(playedAt({}, '')).toBe(true);
		expect(playedAt({ location: 'Home' }, '')).toBe(true);
	});
});
