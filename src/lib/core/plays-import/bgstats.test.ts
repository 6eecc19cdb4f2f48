import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBgStats } from './bgstats';
import { isRefusal, type ImportedFile } from './model';

const fixture = readFileSync(new URL('./fixtures/BGStatsExport.json', import.meta.url), 'utf8');

function read(text = fixture): ImportedFile {
	const file = readBgStats(text);
	if (isRefusal(file)) throw new Error(file.refused);
	return file;
}
const byId = (file: ImportedFile, n: number) =>
	file.plays.find(
		(p) => p.sourceId === `A0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`
	);

describe('readBgStats', () => {
	it('reads the plays, their games, places, lengths and who won', () => {
		const file = read();
		expect(file.source).toBe('bgstats');
		expect(file.plays).toHaveLength(8);
		const first = byId(file, 1)!;
		expect(first).toMatchObject({
			gameName: 'Catan',
			bggId: 13,
			minutes: 90,
			location: 'Home',
			incomplete: false,
			lowestWins: false
		});
		expect(new Date(first.date).toString()).toContain('Mar 21 2024 20:15:00');
		expect(first.seats.map((s) => [s.person, s.score, s.winner])).toEqual([
			['p1', 10, true],
			['p2', 8, false],
			['p3', 7, false]
		]);
		expect(first.seats[0].startPlayer).toBe(true);
		expect(first.seats[1].firstPlay).toBe(true);
	});

	it('keeps ties, co-op wins, teams, the lowest-wins rule and decimal scores', () => {
		const file = read();
		expect(byId(file, 2)!.seats.every((s) => s.winner)).toBe(true);
		const coop = byId(file, 3)!;
		expect(coop.cooperative).toBe(true);
		expect(coop.seats.map((s) => [s.score, s.winner])).toEqual([
			[null, true],
			[null, true],
			[null, true]
		]);
		expect(byId(file, 4)!.lowestWins).toBe(true);
		expect(byId(file, 5)!.seats.map((s) => s.team)).toEqual(['Red', 'Red', 'Blue', 'Blue']);
		expect(byId(file, 10)!.seats.map((s) => s.score)).toEqual([12.5, 7.25]);
		expect(byId(file, 10)!.minutes).toBeUndefined();
	});

	it('keeps the winner the file names even when the scores say otherwise', () => {
		const play = byId(read(), 7)!;
		expect(play.seats.map((s) => [s.score, s.winner])).toEqual([
			[5, true],
			[9, false]
		]);
	});

	it('marks ignored plays as incomplete and leaves out impossible dates and empty plays', () => {
		const file = read();
		expect(byId(file, 6)!.incomplete).toBe(true);
		expect(byId(file, 8)).toBeUndefined();
		expect(byId(file, 9)).toBeUndefined();
		expect(file.leftOut).toEqual({ 'no-date': 1, 'no-players': 1 });
	});

	it('names the people seated, with their BoardGameGeek usernames', () => {
		expect(read().people).toEqual([
			{ key: 'p1', name: 'Ada', username: 'ada_plays' },
			{ key: 'p2', name: 'Bo' },
			{ key: 'p3', name: 'Anonymous player' },
			{ key: 'p4', name: 'Dee' }
		]);
	});

	it('refuses a file naming the first wrong place', () => {
		const json = JSON.parse(fixture);
		json.plays[3].playerScores[1].winner = 'yes';
		json.plays[5].gameRefId = 'x';
		const refused = readBgStats(JSON.stringify(json));
		expect(isRefusal(refused) && refused.refused).toBe(
			'This file is not a BG Stats export that Tablemate can read: at plays › 4 › playerScores › 2 › winner, there should be true or false.'
		);
	});

	it('refuses a play naming a game or player the file lacks', () => {
		const json = JSON.parse(fixture);
		json.plays[1].playerScores[0].playerRefId = 99;
		const refused = readBgStats(JSON.stringify(json));
		expect(isRefusal(refused) && refused.refused).toContain(
			'at plays › 2 › playerScores › 1 › playerRefId, no player of the file has the id 99.'
		);
		json.plays[1].playerScores[0].playerRefId = 1;
		json.plays[0].gameRefId = 42;
		const noGame = readBgStats(JSON.stringify(json));
		expect(isRefusal(noGame) && noGame.refused).toContain('at plays › 1 › gameRefId, no game');
	});

	it('refuses what is not JSON, or not an export', () => {
		expect(isRefusal(readBgStats('{"plays": ['))).toBe(true);
		const other = readBgStats('{"format":"tablemate-backup"}');
		expect(isRefusal(other) && other.refused).toContain('at players, it is missing.');
	});
});
