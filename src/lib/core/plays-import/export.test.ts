import { describe, expect, it } from 'vitest';
import type { Play } from '../plays';
import { readBggPlays } from './bgg';
import { readBgStats } from './bgstats';
import { bgStatsJson, bggPlaysXml, dayAndTimeOf, exportIdOf, type PlayToExport } from './export';
import { isRefusal } from './model';
import { gameOf } from './to-games';

const date = new Date(2024, 2, 21, 20, 15, 7).getTime();
const play = (sessionId: string, extra: Partial<Play> = {}): Play => ({
	sessionId,
	gameKey: 'named:hearts',
	gameName: 'Hearts & Co',
	date,
	duration: 45 * 60_000,
	status: 'finished',
	lowestWins: true,
	location: 'Café "Le Dé"',
	players: [
		{ name: 'Ada', playerId: 'ada', score: 12, place: 1, winner: true },
		{ name: '<Bo>', score: 30, place: 2, winner: false }
	],
	...extra
});
const plays: PlayToExport[] = [
	{ play: play('game-1') },
	{ play: play('bgg-77', { bggId: 9 }), origin: { source: 'bgg', id: '77' } },
	{ play: play('game-3', { status: 'abandoned' }) }
];
const roster = new Map([['ada', 'Ada L.']]);
const usernames = new Map([['ada', 'ada_plays']]);

describe('exporting plays', () => {
	it('keeps each play’s id in its source, else the game’s own', () => {
		expect(exportIdOf(plays[0], 'bgg')).toBe('game-1');
		expect(exportIdOf(plays[1], 'bgg')).toBe('77');
		expect(exportIdOf(plays[1], 'bgstats')).toBe('bgg-77');
	});

	it('writes BoardGameGeek XML its own reader takes back, finished plays only, names escaped', () => {
		const xml = bggPlaysXml(plays, roster, usernames);
		expect(xml).toContain('&lt;Bo&gt;');
		const back = readBggPlays(xml);
		if (isRefusal(back)) throw new Error(back.refused);
		expect(back.plays.map((p) => p.sourceId)).toEqual(['game-1', '77']);
		expect(back.plays[1]).toMatchObject({
			gameName: 'Hearts & Co',
			bggId: 9,
			minutes: 45,
			location: 'Café "Le Dé"'
		});
		expect(back.people).toEqual([
			{ key: 'u:ada_plays', name: 'Ada L.', username: 'ada_plays' },
			{ key: 'n:<bo>', name: '<Bo>' }
		]);
		expect(back.plays[0].seats.map((s) => [s.score, s.winner])).toEqual([
			[12, true],
			[30, false]
		]);
	});

	it('writes a BG Stats export its own reader takes back, with the lowest-wins rule and the time of day', () => {
		const back = readBgStats(bgStatsJson(plays, roster, usernames));
		if (isRefusal(back)) throw new Error(back.refused);
		expect(back.plays.map((p) => [p.sourceId, p.lowestWins, p.date])).toEqual([
			['game-1', true, date],
			['bgg-77', true, date]
		]);
		expect(dayAndTimeOf(date)).toBe('2024-03-21 20:15:07');
	});
});

describe('exporting team and co-operative plays', () => {
	const team = play('game-t', {
		lowestWins: false,
		teams: [{ score: 40, name: 'Red' }, { score: 35 }],
		players: [
			{ name: 'Ada', score: 20, place: 1, winner: true, team: 0 },
			{ name: 'Bo', score: 35, place: 2, winner: false, team: 1 },
			{ name: 'Cy', score: 20, place: 1, winner: true, team: 0 }
		]
	});
	const coop = play('game-c', {
		gameName: 'Pandemic',
		gameKey: 'named:pandemic',
		lowestWins: false,
		coop: { won: true, score: 21 },
		players: [
			{ name: 'Ada', score: 0, place: 1, winner: false },
			{ name: 'Bo', score: 0, place: 1, winner: false }
		]
	});

	it('writes BG Stats teams and co-op games that its reader takes back as they were', () => {
		const back = readBgStats(bgStatsJson([{ play: team }, { play: coop }], roster, usernames));
		if (isRefusal(back)) throw new Error(back.refused);
		const [t, c] = back.plays;
		expect(t.seats.map((s) => [s.team, s.winner, s.score])).toEqual([
			['Red', true, 20],
			['2', false, 35],
			['Red', true, 20]
		]);
		expect(t.cooperative).toBeUndefined();
		expect(c.cooperative).toBe(true);
		// Every seat of a co-op play wins or loses with the table, with the table's score.
		expect(c.seats.map((s) => [s.winner, s.score])).toEqual([
			[true, 21],
			[true, 21]
		]);
	});

	it('writes a team play to BoardGameGeek with each seat’s team as its Team/Color, read back as teams', () => {
		const xml = bggPlaysXml([{ play: team }], roster, usernames);
		expect(xml).toContain('color="Red"');
		const back = readBggPlays(xml);
		if (isRefusal(back)) throw new Error(back.refused);
		expect(back.plays[0].seats.map((s) => [s.team, s.winner, s.score])).toEqual([
			['Red', true, 20],
			['2', false, 35],
			['Red', true, 20]
		]);
	});

	it('reads BoardGameGeek colours as teams only when some two seats share one', () => {
		const xml = (colours: string[]) =>
			`<plays><play id="1" date="2024-03-01"><item name="Spades" objectid="1"/><players>${colours
				.map((c, i) => `<player name="P${i}" color="${c}" score="1" win="0"/>`)
				.join('')}</players></play></plays>`;
		const teams = (colours: string[]) => {
			const back = readBggPlays(xml(colours));
			if (isRefusal(back)) throw new Error(back.refused);
			return back.plays[0].seats.map((s) => s.team);
		};
		expect(teams(['Red', 'Blue', 'red', 'Blue'])).toEqual(['Red', 'Blue', 'Red', 'Blue']);
		expect(teams(['Red', 'Blue', 'Green'])).toEqual([undefined, undefined, undefined]);
		expect(teams(['Red', '', 'Red'])).toEqual([undefined, undefined, undefined]);
		expect(teams(['Red', 'Red'])).toEqual([undefined, undefined]);
	});

	it('writes a co-op play to BoardGameGeek marked in its comments, read back as the table’s result', () => {
		const lost = { ...coop, sessionId: 'game-l', coop: { won: false } };
		const xml = bggPlaysXml([{ play: coop }, { play: lost }, { play: team }], roster, usernames);
		// Only the two co-op plays carry the mark, on a line of their own.
		expect(xml.match(/<comments>\[co-op\]<\/comments>/g)).toHaveLength(2);
		const back = readBggPlays(xml);
		if (isRefusal(back)) throw new Error(back.refused);
		expect(back.plays.map((p) => [p.sourceId, p.cooperative])).toEqual([
			['game-c', true],
			['game-l', true],
			['game-t', undefined]
		]);
		// Every seat wins or loses with the table, with the table's score (none when it has none).
		expect(back.plays[1].seats.map((s) => [s.winner, s.score])).toEqual([
			[false, null],
			[false, null]
		]);
		// Stored again, each is one result for the table: won with 21, lost without a score.
		const results = back.plays.slice(0, 2).map((p) => {
			const people = new Map(back.people.map((f, i) => [f.key, { id: `p${i}`, name: f.name }]));
			return gameOf(p, people, () => 'new').events.map((e) => e.event);
		});
		expect(results).toEqual([
			[{ type: 'outcome', won: true, score: 21 }],
			[{ type: 'outcome', won: false }]
		]);
	});
});
