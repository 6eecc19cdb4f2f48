import { describe, expect, it } from 'vitest';
import { alreadySeatedProblem, playerRange, seatCountProblem } from './seating';

describe('the new-game refusals', () => {
	it('says "3 or 4" for two neighbouring numbers and "2 to 6" for a wider range', () => {
		expect(playerRange(3, 4)).toBe('3 or 4');
		expect(playerRange(2, 6)).toBe('2 to 6');
		expect(playerRange(4, 4)).toBe('4');
	});

	it('counts the seated players in good grammar', () => {
		expect(seatCountProblem('Permutations', 3, 4, 1)).toBe(
			'Permutations needs 3 or 4 players; only 1 player is seated.'
		);
		expect(seatCountProblem('Permutations', 3, 4, 0)).toBe(
			'Permutations needs 3 or 4 players; nobody is seated.'
		);
		expect(seatCountProblem('Permutations', 3, 4, 5)).toBe(
			'Permutations needs 3 or 4 players; 5 are seated.'
		);
		expect(seatCountProblem('Transform', 2, 8, 1)).toBe(
			'Transform needs 2 to 8 players; only 1 player is seated.'
		);
	});

	it('has nothing to say when the number seated suits the game', () => {
		expect(seatCountProblem('Permutations', 3, 4, 3)).toBeNull();
		expect(seatCountProblem('Permutations', 3, 4, 4)).toBeNull();
	});

	it('names the seated player as written, whatever case was typed', () => {
		const seated = [{ name: 'Ana' }, { name: 'Bo' }];
		expect(alreadySeatedProblem(seated, 'ana')).toBe('Ana is already at the table.');
		expect(alreadySeatedProblem(seated, 'BO')).toBe('Bo is already at the table.');
		expect(alreadySeatedProblem(seated, 'Cy')).toBeNull();
	});
});
