import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOP_MARK, readBggPlays } from './bgg';
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

	it('reads names written with character references as the names they are', () => {
		const file = read(
			fixture
				.replace('name="Azul"', 'name="Sid Meier&#039;s Civilization"')
				.replace('location="Café Meeple"', 'location="Ren&#233;&#x2019;s &amp; co"')
		);
		const play = file.plays.find((p) => p.sourceId === '1001')!;
		expect([play.gameName, play.location]).toEqual(["Sid Meier's Civilization", 'René’s & co']);
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
});

describe('games where the lowest score wins', () => {
	/** One play of `game` (its BoardGameGeek id, else by name) with `scores`; `won` names the winners' seats. */
	const play = (id: number, game: string, objectId: number, scores: number[], won: number[]) =>
		`<play id="${id}" date="2024-05-0${id % 9 || 1}" quantity="1" length="30" incomplete="0" nowinstats="0" location="">
		<item name="${game}" objecttype="thing" objectid="${objectId}"><subtypes><subtype value="boardgame"/></subtypes></item>
		<players>${scores
			.map(
				(score, i) =>
					`<player username="" userid="0" name="P${i}" startposition="${i + 1}" color="" score="${score}" new="0" rating="0" win="${won.includes(i) ? 1 : 0}"/>`
			)
			.join('')}</players></play>`;
	const lowestWins = (...plays: string[]) =>
		read(
			`<plays username="x" total="${plays.length}" page="1">${plays.join('')}</plays>`
		).plays.map((p) => [p.sourceId, p.lowestWins]);

	it('reads a game as lowest-wins when its winners stand at the lowest score in its plays', () => {
		expect(
			lowestWins(play(1, 'Golf', 0, [30, 22, 41], [1]), play(2, 'Golf', 0, [18, 18, 25], [0, 1]))
		).toEqual([
			['1', true],
			['2', true]
		]);
	});

	it('keeps a game highest-wins when one of its plays crowns the highest score, or none tells', () => {
		expect(
			lowestWins(
				play(1, 'Hearts', 0, [30, 22, 41], [1]),
				play(2, 'hearts', 0, [30, 22, 41], [2]),
				// Equal scores, no winner, or a winner at neither end tell nothing.
				play(3, 'Tied', 0, [5, 5], [0]),
				play(4, 'Unsaid', 0, [5, 9], []),
				play(5, 'Middle', 0, [5, 7, 9], [1])
			)
		).toEqual([
			['1', false],
			['2', false],
			['3', false],
			['4', false],
			['5', false]
		]);
	});

	it('tells games apart by their BoardGameGeek id, and keeps the winners the file names', () => {
		const file = read(
			`<plays>${play(1, 'Cribbage', 7, [3, 9], [0])}${play(2, 'Cribbage', 8, [3, 9], [1])}</plays>`
		);
		expect(file.plays.map((p) => [p.bggId, p.lowestWins])).toEqual([
			[7, true],
			[8, false]
		]);
		expect(file.plays.map((p) => p.seats.map((s) => s.winner))).toEqual([
			[true, false],
			[false, true]
		]);
	});
});

describe('co-operative plays, marked in their comments', () => {
	/** One play with `comments` (raw XML inside the element), a seat per win flag, their colours. */
	const play = (comments: string, wins: number[], colours: string[] = []) =>
		`<plays><play id="7" date="2024-05-04" quantity="1" length="50" incomplete="0" nowinstats="0" location="">
		<item name="Pandemic" objecttype="thing" objectid="30549"/>
		<comments>${comments}</comments>
		<players>${wins
			.map(
				(win, i) =>
					`<player username="" userid="0" name="P${i}" startposition="${i + 1}" color="${colours[i] ?? ''}" score="12" new="0" rating="0" win="${win}"/>`
			)
			.join('')}</players></play></plays>`;
	const coopOf = (comments: string, wins: number[]) => {
		const back = read(play(comments, wins)).plays[0];
		return [back.cooperative ?? false, back.seats.map((s) => s.winner)];
	};

	it('reads a play whose comments carry the line "[co-op]" as the table’s win or loss', () => {
		expect(coopOf(COOP_MARK, [1, 1, 1])).toEqual([true, [true, true, true]]);
		expect(coopOf(COOP_MARK, [0, 0])).toEqual([true, [false, false]]);
	});

	it('finds the mark on a line of its own among other comments, whatever its case', () => {
		expect(coopOf('We lost on the last card.\n  [CO-OP]  \nRematch soon', [0, 0])[0]).toBe(true);
		// A line break the file wrote as a character reference still ends a line.
		expect(coopOf('Close one&#10;[co-op]', [1, 1])[0]).toBe(true);
		expect(coopOf('<![CDATA[[co-op]]]>', [1, 1])[0]).toBe(true);
	});

	it('reads an unmarked play, or the words inside a sentence, as an ordinary play', () => {
		expect(coopOf('', [1, 1])).toEqual([false, [true, true]]);
		expect(coopOf('We played it [co-op] style', [1, 1])).toEqual([false, [true, true]]);
		expect(coopOf('[co-op?]', [0, 0])).toEqual([false, [false, false]]);
		// BoardGameGeek's own all-win play without the mark keeps each seat's win.
		expect(read().plays.find((p) => p.gameName === 'Hanabi')?.cooperative).toBeUndefined();
	});

	it('reads a marked play whose seats disagree as an ordinary play, each seat’s win as written', () => {
		expect(coopOf(COOP_MARK, [1, 0, 1])).toEqual([false, [true, false, true]]);
		// An ordinary play's shared colours are its teams; a co-op play has none.
		const teams = (wins: number[]) =>
			read(play(COOP_MARK, wins, ['Red', 'Blue', 'Red', 'Blue'])).plays[0].seats.map((s) => s.team);
		expect(teams([1, 0, 1, 0])).toEqual(['Red', 'Blue', 'Red', 'Blue']);
		expect(teams([1, 1, 1, 1])).toEqual([undefined, undefined, undefined, undefined]);
	});

	it('reads any other comments without harm, and refuses only comments too long or not text, saying where', () => {
		for (const comments of [
			'',
			'a &lt;b&gt; &amp; &quot;c&quot; é 🎲',
			'\n\n',
			'&#10;'.repeat(500)
		])
			expect(coopOf(comments, [1, 0])).toEqual([false, [true, false]]);
		expect(
			read(play('x', [1]).replace('<comments>x</comments>', '<comments/>')).plays
		).toHaveLength(1);
		const long = readBggPlays(play('x'.repeat(65_537), [1]));
		expect(isRefusal(long) && long.refused).toBe(
			'This file is not a BoardGameGeek plays file that Tablemate can read: at plays › play › 1 › comments, the text is longer than 65,536 characters.'
		);
		expect(isRefusal(readBggPlays(play('x'.repeat(65_536), [1])))).toBe(false);
		const element = readBggPlays(play('<b>bold</b>', [1]));
		expect(isRefusal(element) && element.refused).toBe(
			'This file is not a BoardGameGeek plays file that Tablemate can read: at plays › play › 1 › comments, there should be a text.'
		);
	});
});
