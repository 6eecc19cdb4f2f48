import { describe, expect, it } from 'vitest';
import { moveToTeam, namedTeam, teamOf, teamsFor } from './teams';

const seats = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

describe('the new-game form’s teams', () => {
	it('deals new seats into the smallest team, and keeps where a seat was put', () => {
		expect(teamsFor(seats, undefined, 2)).toEqual([
			{ players: ['a', 'c'] },
			{ players: ['b', 'd'] }
		]);
		const moved = moveToTeam(teamsFor(seats, undefined, 2), 'c', 1);
		expect(moved).toEqual([{ players: ['a'] }, { players: ['b', 'd', 'c'] }]);
		expect(teamOf(moved, 'c')).toBe(1);
		// Kept when the form is read again, with Bo removed and Eve seated.
		const later = teamsFor([{ id: 'a' }, { id: 'c' }, { id: 'd' }, { id: 'e' }], moved, 2);
		expect(later).toEqual([{ players: ['a', 'e'] }, { players: ['d', 'c'] }]);
	});

	it('folds teams past the chosen count into the last, and reads no odd draft', () => {
		const three = [{ players: ['a'] }, { players: ['b'] }, { players: ['c', 'd'] }];
		expect(teamsFor(seats, three, 2)).toEqual([{ players: ['a'] }, { players: ['b', 'c', 'd'] }]);
		expect(teamsFor(seats, [{ players: 'a' }, 7, null], 2)).toEqual(teamsFor(seats, [], 2));
		expect(teamsFor(seats, [], 99)).toHaveLength(6);
	});
});

describe('typed team names in the form', () => {
	it('stay with their team as players move and seats come and go; an empty field is no name', () => {
		const seats = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
		const named = namedTeam(namedTeam(teamsFor(seats, undefined, 2), 0, 'Owls'), 1, 'Foxes');
		const moved = moveToTeam(named, 'a', 1);
		expect(moved.map((t) => t.name)).toEqual(['Owls', 'Foxes']);
		const later = teamsFor([...seats, { id: 'd' }], moved, 2);
		expect(later.map((t) => t.name)).toEqual(['Owls', 'Foxes']);
		expect(namedTeam(later, 0, '')[0]).toEqual({ players: later[0].players });
	});
});
