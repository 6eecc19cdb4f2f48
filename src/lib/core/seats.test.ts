import { describe, expect, it } from 'vitest';
import { identityOf, seatsNow } from './seats';

const starting = [
	{ id: 'a', name: 'Ada', colour: '#123456' },
	{ id: 'b', name: 'Bob', emoji: '🦊' }
];

describe('seatsNow', () => {
	it("gives a notepad game's seats as they are now (late joiners, names changed for the game), each with the colour and emoji they sat down with", () => {
		const state = {
			players: [
				{ id: 'a', name: 'Ada' },
				{ id: 'b', name: 'Bobby' },
				{ id: 'e', name: 'Eve', joinedAfter: 2, start: 30 }
			]
		};
		expect(seatsNow(state, starting)).toEqual([
			{ id: 'a', name: 'Ada', colour: '#123456' },
			{ id: 'b', name: 'Bobby', emoji: '🦊' },
			{ id: 'e', name: 'Eve' }
		]);
	});

	it('keeps the starting seats of a game whose state holds no players of that shape', () => {
		expect(seatsNow({ players: { a: 1 } }, starting)).toEqual(starting);
		expect(seatsNow({ players: [{ id: 1, name: 'X' }] }, starting)).toEqual(starting);
		expect(seatsNow(null, starting)).toEqual(starting);
	});
});

describe('identityOf', () => {
	const roster = new Map([['b', 'Bob']]);

	it('knows a regular player under the roster name, whatever one game called them', () => {
		expect(identityOf({ name: 'Bobby', playerId: 'b', seatName: 'Bob' }, roster)).toEqual({
			key: 'bob',
			name: 'Bob'
		});
		// Renamed on the Players page since: every game of theirs follows.
		expect(identityOf({ name: 'Bob', playerId: 'b' }, new Map([['b', 'Robert']]))).toEqual({
			key: 'robert',
			name: 'Robert'
		});
	});

	it('knows anyone else by the name they sat down with, case and spaces aside', () => {
		expect(identityOf({ name: 'Bobby', playerId: 'x', seatName: ' bob ' }, roster)).toEqual({
			key: 'bob',
			name: 'bob'
		});
		expect(identityOf({ name: 'Sam ' })).toEqual({ key: 'sam', name: 'Sam' });
	});
});
