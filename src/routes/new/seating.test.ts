import { describe, expect, it } from 'vitest';
import {
	alreadySeatedProblem,
	playerRange,
	seatCountProblem,
	restoreNewGame,
	startingWith
} from './seating';

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

describe('restoreNewGame', () => {
	const isGame = (id: string): id is 'permutations' | 'subsets' =>
		id === 'permutations' || id === 'subsets';

	it('gives back a stored draft as it was typed', () => {
		const draft = {
			game: 'subsets',
			seats: [
				{ id: 'a', name: 'Ada', colour: '#f00' },
				{ id: 'b', name: 'Bo' }
			],
			newName: 'Cy',
			title: 'Friday',
			location: "Sam's kitchen",
			houseRules: { naturals: 'zero' },
			rulesFor: 'subsets'
		};
		expect(restoreNewGame(draft, isGame)).toEqual(draft);
	});

	it('drops what no longer fits instead of trusting it', () => {
		const restored = restoreNewGame(
			{
				game: 'chess',
				seats: [{ id: 'a', name: 'Ada' }, { id: 'a', name: 'Ada again' }, { name: 7 }, null],
				newName: 'x'.repeat(500),
				title: 42,
				location: 'x'.repeat(61),
				houseRules: ['not', 'an', 'object'],
				rulesFor: 'chess'
			},
			isGame
		);
		expect(restoreNewGame('junk', isGame)).toBeUndefined();
		expect(restored).toEqual({
			game: null,
			seats: [{ id: 'a', name: 'Ada' }],
			newName: '',
			title: '',
			location: '',
			houseRules: {},
			rulesFor: null
		});
		// A draft of an older build, without a location, has none.
		expect(restoreNewGame({ game: 'subsets' }, isGame)?.location).toBe('');
	});
});

describe('who plays first', () => {
	const seats = [
		{ id: 'a', name: 'Ada' },
		{ id: 'b', name: 'Bo' },
		{ id: 'c', name: 'Cy' }
	];
	it('turns the seats so the chosen player comes first, keeping the order round the table', () => {
		expect(startingWith(seats, 'b').map((s) => s.name)).toEqual(['Bo', 'Cy', 'Ada']);
		expect(startingWith(seats, 'c').map((s) => s.name)).toEqual(['Cy', 'Ada', 'Bo']);
		expect(startingWith(seats, 'a')).toEqual(seats);
		expect(startingWith(seats, 'nobody')).toEqual(seats);
	});
});
