import { describe, expect, it } from 'vitest';
import { matchPeople } from './match';
import { distinctNames, freeName, localDateOf, scoreOf } from './model';

describe('matchPeople', () => {
	const roster = [
		{ id: 'r1', name: 'Ada Lovelace', bggUsername: 'Ada_Plays' },
		{ id: 'r2', name: 'ada' },
		{ id: 'r3', name: 'Bo' }
	];
	it('matches by BoardGameGeek username first, then by name, case and spaces ignored', () => {
		const matches = matchPeople(
			[
				{ key: 'a', name: 'Ada', username: 'ada_plays' },
				{ key: 'b', name: ' bo ' },
				{ key: 'c', name: 'Ada', username: 'someone_else' },
				{ key: 'd', name: 'Cy' }
			],
			roster
		);
		expect(matches.map((m) => [m.person.key, m.rosterId, m.by])).toEqual([
			['a', 'r1', 'username'],
			['b', 'r3', 'name'],
			['c', 'r2', 'name'],
			['d', null, null]
		]);
	});
});

describe('the importers’ helpers', () => {
	it('gives a person kept apart a name no player has', () => {
		const taken = new Set(['bo', 'bo (2)']);
		expect(freeName('Bo', taken)).toBe('Bo (3)');
		expect(freeName('bo', taken)).toBe('bo (4)');
		expect(freeName('Cy', taken)).toBe('Cy');
		expect(freeName('x'.repeat(40), new Set(['x'.repeat(40)]))).toBe(`${'x'.repeat(36)} (2)`);
	});

	it('tells two seats of one name apart within a play', () => {
		expect(distinctNames(['Ada', 'ada', 'Bo', 'Ada'])).toEqual(['Ada', 'ada (2)', 'Bo', 'Ada (3)']);
	});

	it('reads only real days between 1970 and 2100, a day alone at noon', () => {
		expect(new Date(localDateOf('2024-02-29')!).toString()).toContain('Feb 29 2024 12:00:00');
		expect(localDateOf('2023-02-29')).toBeNull();
		expect(localDateOf('0000-00-00')).toBeNull();
		expect(localDateOf('1969-12-31 10:00')).toBeNull();
		expect(localDateOf('2100-01-02')).toBeNull();
		expect(localDateOf('2024-01-01 24:00')).toBeNull();
	});

	it('reads scores written as numbers or texts, and nothing else', () => {
		expect([scoreOf('12'), scoreOf(7.255), scoreOf(' -3 '), scoreOf('1e3')]).toEqual([
			12,
			7.26,
			-3,
			null
		]);
		expect([scoreOf(''), scoreOf('49-46ish'), scoreOf(null), scoreOf('2000000000')]).toEqual([
			null,
			null,
			null,
			null
		]);
	});
});
