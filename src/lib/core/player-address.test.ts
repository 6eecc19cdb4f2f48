import { describe, expect, it } from 'vitest';
import {
	formerRegular,
	playerKeyOf,
	playerQuery,
	readPlayerAddress,
	regularIds
} from './player-address';

const read = (query: string) => readPlayerAddress(new URLSearchParams(query));

describe("a player page's address", () => {
	it('reads back what it was made with', () => {
		const made = { id: 'p-1', name: 'Ada & Bo?', range: 'year' as const, location: 'the café' };
		expect(read(playerQuery(made))).toEqual(made);
	});

	it('leaves out all time and every place, which are what an address without them counts', () => {
		expect(playerQuery({ name: 'Ada', range: 'all', location: '' })).toBe('name=Ada');
		expect(read('name=Ada')).toEqual({ name: 'Ada', range: 'all', location: '' });
	});

	it('reads a period it does not know, and a place in another case, as Stats would', () => {
		expect(read('name=Ada&range=decade&location=%20The%20Caf%C3%A9%20')).toEqual({
			name: 'Ada',
			range: 'all',
			location: 'the café'
		});
	});

	it('finds a regular by their id under the name they have now, after a rename', () => {
		const roster = new Map([['p-1', 'Adelheid']]);
		const oldLink = read(playerQuery({ id: 'p-1', name: 'Ada' }));
		expect(playerKeyOf(oldLink, roster)).toBe('adelheid');
	});

	it('finds a player without a roster id (or one since removed) by the name in the address', () => {
		const roster = new Map([['p-1', 'Adelheid']]);
		expect(playerKeyOf(read('name=%20Bo%20'), roster)).toBe('bo');
		expect(playerKeyOf(read('id=p-gone&name=Cy'), roster)).toBe('cy');
		expect(playerKeyOf(read(''), roster)).toBe('');
	});

	it("gives each regular's id by the key Stats knows them by", () => {
		const ids = regularIds(
			new Map([
				['p-1', ' Ada '],
				['p-2', 'Bo']
			])
		);
		expect(ids.get('ada')).toBe('p-1');
		expect(ids.get('bo')).toBe('p-2');
		expect(ids.get('cy')).toBeUndefined();
	});

	describe('an old link by a name a regular no longer has', () => {
		const roster = new Map([
			['p-1', 'Adelheid'],
			['p-2', 'Bo']
		]);
		const seat = (name: string, playerId?: string) => ({
			name,
			...(playerId ? { playerId } : {}),
			score: 0,
			place: 1,
			winner: false
		});
		const plays = [{ players: [seat('Ada', 'p-1'), seat('Bo', 'p-2')] }];

		it('finds the one regular the plays seated under it', () => {
			expect(formerRegular(' ada ', plays, roster)).toBe('p-1');
			// A name changed for one game only is found under the name the player sat down with.
			const renamedAtTable = [{ players: [{ ...seat('Addy', 'p-1'), seatName: 'Ada' }] }];
			expect(formerRegular('Ada', renamedAtTable, roster)).toBe('p-1');
		});

		it("takes the name as it is where it is a regular's now, a guest's, or two regulars' once", () => {
			expect(formerRegular('Bo', plays, roster)).toBeUndefined();
			expect(formerRegular('Ada', [...plays, { players: [seat('Ada')] }], roster)).toBeUndefined();
			expect(
				formerRegular('Ada', [...plays, { players: [seat('Ada', 'p-2')] }], roster)
			).toBeUndefined();
			expect(formerRegular('Ada', [{ players: [seat('Ada', 'p-gone')] }], roster)).toBeUndefined();
			expect(formerRegular('Cy', plays, roster)).toBeUndefined();
			expect(formerRegular('', plays, roster)).toBeUndefined();
		});
	});
});
