import { describe, expect, it } from 'vitest';
import { playerKeyOf, playerQuery, readPlayerAddress, regularIds } from './player-address';

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
});
