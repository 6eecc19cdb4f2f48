import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBggPlays } from './bgg';
import { isRefusal, type ImportedFile } from './model';

const fixture = readFileSync(new URL('./fixtures/plays.xml', import.meta.url), 'utf8');

function read(text = fixture): ImportedFile {
	const file = readBggPlays(text);
	if (isRefusal(file)) throw new Error(file.refused);
	return file;
}

describe('readBggPlays', () => {
	it('reads each play with its game, BoardGameGeek id, date, length, place and seats', () => {
		const file = read();
		const azul = file.plays.find((p) => p.sourceId === '1001')!;
		expect(azul).toMatchObject({
			source: 'bgg',
			gameName: 'Azul',
			bggId: 230802,
			minutes: 45,
			location: 'Café Meeple',
			incomplete: false
		});
		expect(new Date(azul.date).toDateString()).toBe('Fri Mar 22 2024');
		expect(azul.seats).toEqual([
			{ person: 'u:ada_plays', score: 60, winner: true, startPlayer: true, colour: 'blue' },
			{ person: 'n:bo', score: 52, winner: false, firstPlay: true },
			{ person: 'n:anonymous player', score: 41, winner: false }
		]);
	});

	it('makes a play of each of a quantity, and keeps co-op wins without scores', () => {
		const hanabi = read().plays.filter((p) => p.gameName === 'Hanabi');
		expect(hanabi.map((p) => p.sourceId)).toEqual(['1002', '1002-2']);
		expect(hanabi[0].minutes).toBeUndefined();
		expect(hanabi[0].seats.map((s) => [s.score, s.winner])).toEqual([
			[null, true],
			[null, true]
		]);
	});

	it('marks incomplete plays, reads a score that is no number as none, and leaves out what cannot be a game', () => {
		const file = read();
		expect(file.plays.find((p) => p.sourceId === '1003')!.incomplete).toBe(true);
		const odd = file.plays.find((p) => p.sourceId === '1006')!;
		expect(odd.seats.map((s) => [s.score, s.winner])).toEqual([
			[null, false],
			[null, true]
		]);
		expect(file.leftOut).toEqual({ 'no-date': 1, 'no-players': 1 });
		expect(file.plays).toHaveLength(5);
	});

	it('names each person once, by username where there is one, else by name', () => {
		expect(read().people).toEqual([
			{ key: 'u:ada_plays', name: 'Ada Lovelace', username: 'ada_plays' },
			{ key: 'n:bo', name: 'Bo' },
			{ key: 'n:anonymous player', name: 'Anonymous player' }
		]);
	});

	it('reads an empty plays file as no plays', () => {
		expect(read('<plays username="x" total="0" page="1"></plays>').plays).toEqual([]);
		expect(read('<plays/>').plays).toEqual([]);
	});

	it('refuses XML that is not well formed, saying where', () => {
		const refused = readBggPlays(fixture.replace('</players>', ''));
		expect(isRefusal(refused) && refused.refused).toMatch(
			/^This file is not a BoardGameGeek plays file that Tablemate can read: it is not well-formed XML \(line \d+, column \d+: /
		);
	});

	it('refuses a file naming the first wrong place', () => {
		const refused = readBggPlays(fixture.replace('win="0"/>', 'win="maybe"/>'));
		expect(isRefusal(refused) && refused.refused).toBe(
			'This file is not a BoardGameGeek plays file that Tablemate can read: at plays › play › 1 › players › player › 2 › @win, there should be 0 or 1.'
		);
		const noPlays = readBggPlays('<items><item id="1"/></items>');
		expect(isRefusal(noPlays) && noPlays.refused).toContain('at plays, it is missing.');
	});

	it('takes a game to be won by the lowest score when every telling play of it says so', () => {
		/** A play of `game` between Ada and Bo with their scores and Ada's win. */
		const play = (id: number, game: string, ada: number, bo: number, adaWon: boolean) =>
			`<play id="${id}" date="2024-03-0${id}" quantity="1" length="0" incomplete="0" nowinstats="0" location="">` +
			`<item name="${game}" objecttype="thing" objectid="0"/><players>` +
			`<player username="" userid="0" name="Ada" startposition="1" color="" score="${ada}" new="0" rating="0" win="${adaWon ? 1 : 0}"/>` +
			`<player username="" userid="0" name="Bo" startposition="2" color="" score="${bo}" new="0" rating="0" win="${adaWon ? 0 : 1}"/>` +
			`</players></play>`;
		const file = read(
			`<?xml version="1.0" encoding="utf-8"?><plays username="" total="5" page="1">` +
				// Golf: the winner holds the lowest score; a tie tells nothing.
				play(1, 'Golf', 31, 40, true) +
				play(2, 'Golf', 38, 35, false) +
				play(3, 'Golf', 36, 36, true) +
				// Hearts: once lowest, once highest wins: the file is not sure, so the highest.
				play(4, 'Hearts', 10, 90, true) +
				play(5, 'Hearts', 10, 90, false) +
				`</plays>`
		);
		const lowestWins = (game: string) => [
			...new Set(file.plays.filter((p) => p.gameName === game).map((p) => p.lowestWins))
		];
		expect(lowestWins('Golf')).toEqual([true]);
		expect(lowestWins('Hearts')).toEqual([false]);
		expect(read().plays.every((p) => !p.lowestWins)).toBe(true);
	});
});
