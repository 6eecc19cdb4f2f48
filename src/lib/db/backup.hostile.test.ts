/**
 * Backup files written to attack the app: each one is kept here, and the big ones are
 * generated rather than committed.
 */
import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { ImportRefusedError, importSummary } from './backup-messages';
import { readBackup } from './backup-read';
import {
	BACKUP_FORMAT,
	GAME_MAX_MOVES,
	MOVE_MAX_VALUES,
	NESTING_MAX_DEPTH,
	ROSTER_MAX_PLAYERS
} from './backup-schema';
import { importBackup } from './backup-write';
import { loadEvents } from './index';
import { gameCatalogue } from '../games/registry';
import { TablemateDB, TITLE_MAX_LENGTH } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`hostile-${Date.now()}-${counter++}`);
const day = Date.UTC(2026, 10, 20);

const notepadPlayers = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

/** A notepad game as a backup holds it: `rounds` rounds of scores, and its house rules. */
function notepadGame(
	id: string,
	rounds: number,
	rules: Record<string, unknown> = {},
	title = 'Hearts'
) {
	return {
		session: {
			id,
			game: 'notepad',
			title,
			players: notepadPlayers.map((p) => ({ ...p })),
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null, ...rules },
			status: 'active',
			createdAt: day,
			updatedAt: day + rounds
		},
		events: Array.from({ length: rounds }, (_, i) => ({
			seq: i + 1,
			at: day + i + 1,
			event: { type: 'round', scores: { a: i + 1, b: 2 } }
		}))
	};
}

/** A backup file's text holding `sessions`, and whatever else `extra` adds. */
function file(sessions: unknown[], extra: Record<string, unknown> = {}): string {
	return JSON.stringify({
		format: BACKUP_FORMAT,
		version: 1,
		exportedAt: day,
		sessions,
		players: [],
		settings: [],
		...extra
	});
}

async function read(text: string) {
	const result = await readBackup(text, gameCatalogue);
	if (!result.ok) throw new Error(result.reason);
	return result.checked;
}

async function refusal(text: string): Promise<string> {
	const result = await readBackup(text, gameCatalogue);
	if (result.ok) throw new Error('The file was accepted.');
	return result.reason;
}

/** What a fresh profile sees after importing this device's "Export everything". */
async function restoredElsewhere(database: TablemateDB) {
	const text = JSON.stringify(await exportBackup(undefined, database));
	const checked = await read(text);
	const fresh = freshDb();
	await importBackup(checked, fresh);
	return fresh;
}

describe('an import never leaves a device whose own backup will not restore', () => {
	it('refuses a file that continues a stored game from other house rules, changing nothing', async () => {
		const device = freshDb();
		// A finished game of three fixed rounds…
		await importBackup(await read(file([notepadGame('fixed3', 3, { rounds: 3 })])), device);
		expect(await device.sessions.get('fixed3')).toMatchObject({ status: 'finished' });
		// …and a file claiming the same game had no fixed rounds and went on for a fourth.
		const sneaky = await read(file([notepadGame('fixed3', 4, { rounds: null })]));
		const attempt = importBackup(sneaky, device);
		await expect(attempt).rejects.toThrow(ImportRefusedError);
		await expect(attempt).rejects.toThrow(
			'Game 1 in the file ("Hearts") has the same id as a game on this device but has other house rules, so it cannot be the same game.'
		);
		expect(await loadEvents('fixed3', 0, device)).toHaveLength(3);
		expect(await device.sessions.get('fixed3')).toMatchObject({
			status: 'finished',
			eventCount: 3
		});
		// And this device's own backup still restores, with the same game.
		const fresh = await restoredElsewhere(device);
		expect(await fresh.sessions.get('fixed3')).toMatchObject({ status: 'finished', eventCount: 3 });
	});

	it('refuses a game with the id of a stored one but other players or another kind of game', async () => {
		const device = freshDb();
		await importBackup(await read(file([notepadGame('g1', 1)])), device);
		const renamed = notepadGame('g1', 2);
		renamed.session.players = [
			{ id: 'a', name: 'Ada' },
			{ id: 'b', name: 'Eve' }
		];
		await expect(importBackup(await read(file([renamed])), device)).rejects.toThrow(
			/has other players, so it cannot be the same game/
		);
		expect(await loadEvents('g1', 0, device)).toHaveLength(1);
	});

	it('still brings a game up to date from the same start, whatever order its fields are in', async () => {
		const device = freshDb();
		await importBackup(await read(file([notepadGame('g1', 1)])), device);
		const longer = notepadGame('g1', 2);
		const rules = longer.session.houseRules;
		longer.session.houseRules = {
			rounds: rules.rounds,
			target: rules.target,
			winBy: rules.winBy,
			gameName: rules.gameName
		};
		const report = await importBackup(await read(file([longer])), device);
		expect(importSummary(report)).toBe('Imported: 1 game brought up to date.');
		expect(await loadEvents('g1', 0, device)).toHaveLength(2);
	});

	it('refuses a file holding two different games under one id', async () => {
		const device = freshDb();
		const other = notepadGame('g1', 1, { target: 50 });
		await expect(
			importBackup(await read(file([notepadGame('g1', 1), other])), device)
		).rejects.toThrow(
			'Game 2 in the file ("Hearts") has the same id as another game of the file but has other house rules, so it cannot be the same game.'
		);
		expect(await device.sessions.count()).toBe(0);
	});

	it("finds its own games already here, whatever order the screens wrote a move's fields in", async () => {
		const device = freshDb();
		await importBackup(await read(file([notepadGame('g1', 0)])), device);
		// As a screen might write it: fields in another order than the schema's, one left empty.
		await device.events.add({
			sessionId: 'g1',
			seq: 1,
			at: day,
			event: { scores: { b: 2, a: 1 }, note: undefined, type: 'round' }
		});
		await device.sessions.update('g1', { eventCount: 1 });
		const own = await read(JSON.stringify(await exportBackup(undefined, device)));
		expect(importSummary(await importBackup(own, device))).toBe(
			'This file holds nothing new for this device. 1 game was already here.'
		);
	});

	it('counts a game the file holds twice once', async () => {
		const device = freshDb();
		const game = notepadGame('twice', 2);
		const report = await importBackup(await read(file([game, structuredClone(game)])), device);
		expect(importSummary(report)).toBe('Imported: 1 new game.');
		expect(await device.sessions.count()).toBe(1);
	});

	it("keeps a copy's title within the title limit, so the copy travels in the next backup", async () => {
		const device = freshDb();
		const long = 'T'.repeat(TITLE_MAX_LENGTH);
		await importBackup(await read(file([notepadGame('g1', 2, {}, long)])), device);
		const other = notepadGame('g1', 2, {}, long);
		other.events[1].event.scores.b = 7;
		const report = await importBackup(await read(file([other])), device);
		expect(report.copied).toBe(1);
		const titles = (await device.sessions.toArray()).map((s) => s.title);
		expect(titles).toContain(`${'T'.repeat(TITLE_MAX_LENGTH - 16)} (imported copy)`);
		expect(await (await restoredElsewhere(device)).sessions.count()).toBe(2);
	});
});

describe('moves are stored as their game reads them', () => {
	it('drops fields a move does not have', async () => {
		const game = notepadGame('g1', 1);
		Object.assign(game.events[0].event, { cheat: { extra: [1, 2, 3] } });
		const device = freshDb();
		await importBackup(await read(file([game])), device);
		expect((await loadEvents('g1', 0, device))[0].event).toEqual({
			type: 'round',
			scores: { a: 1, b: 2 }
		});
	});

	it('refuses a move holding a million-item list, before anything is written', async () => {
		const game = notepadGame('g1', 2);
		Object.assign(game.events[1].event, { junk: new Array(1_000_000).fill(0) });
		expect(await refusal(file([game]))).toBe(
			`This backup is damaged: the content of move 2 of game 1 in the file ("Hearts") holds more than ${MOVE_MAX_VALUES.toLocaleString('en')} values, far more than Tablemate ever writes.`
		);
	});

	it('refuses a 100,000-deep list in a move or in house rules in plain words', async () => {
		const deep = '['.repeat(100_000) + ']'.repeat(100_000);
		const text = file([notepadGame('g1', 1)]).replace('"scores"', `"junk":${deep},"scores"`);
		expect(await refusal(text)).toBe(
			`This backup is damaged: the content of move 1 of game 1 in the file ("Hearts") nests lists or groups of values more than ${NESTING_MAX_DEPTH} deep, which Tablemate never writes.`
		);
		const inRules = file([notepadGame('g1', 1)]).replace('"winBy"', `"junk":${deep},"winBy"`);
		expect(await refusal(inRules)).toMatch(/the house rules of game 1 .* nests lists/);
	});

	it('refuses a game of more moves than any table plays', async () => {
		// Undo, redo, undo, redo…: each one a move the app could write, but never so many.
		const events = Array.from({ length: GAME_MAX_MOVES + 1 }, (_, i) => ({
			seq: i + 1,
			at: day,
			event: { type: i % 2 ? 'redo' : 'undo' }
		}));
		const game = { ...notepadGame('g1', 0), events };
		expect(await refusal(file([game]))).toBe(
			`This backup is damaged: the list of moves of game 1 in the file ("Hearts") has ${(GAME_MAX_MOVES + 1).toLocaleString('en')} entries; Tablemate takes at most ${GAME_MAX_MOVES.toLocaleString('en')}.`
		);
	});

	it('refuses a roster longer than a device keeps, saying how many it keeps', async () => {
		const players = Array.from({ length: 200_000 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		expect(await refusal(file([], { players }))).toBe(
			`This backup is damaged: it lists 200,000 players; Tablemate keeps at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
		);
	});

	it('counts the roster before reading any player of it, and the moves before any move', async () => {
		// Every player is wrong too; the count is what a person is told, found before any of them is read.
		const players = Array.from({ length: 200_000 }, (_, i) => ({ id: `p${i}`, name: '\n' }));
		// A wrong game before them too: the roster's count comes first.
		const wrong = { ...notepadGame('g1', 1), events: [{ seq: 1, at: day, event: {} }] };
		expect(await refusal(file([wrong], { players }))).toBe(
			`This backup is damaged: it lists 200,000 players; Tablemate keeps at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
		);
		const events = Array.from({ length: GAME_MAX_MOVES + 1 }, () => ({ seq: 0, event: null }));
		expect(await refusal(file([notepadGame('g1', 1), { ...notepadGame('g2', 0), events }]))).toBe(
			`This backup is damaged: the list of moves of game 2 in the file ("Hearts") has ${(GAME_MAX_MOVES + 1).toLocaleString('en')} entries; Tablemate takes at most ${GAME_MAX_MOVES.toLocaleString('en')}.`
		);
	});

	it("adds roster players only up to the device's limit, and says how many were left out", async () => {
		const device = freshDb();
		await device.players.bulkAdd(
			Array.from({ length: ROSTER_MAX_PLAYERS - 1 }, (_, i) => ({
				id: `here${i}`,
				name: `Here ${i}`,
				createdAt: day,
				lastUsedAt: day
			}))
		);
		const players = ['x', 'y', 'z'].map((id) => ({ id, name: id.toUpperCase() }));
		const report = await importBackup(await read(file([], { players })), device);
		expect(await device.players.count()).toBe(ROSTER_MAX_PLAYERS);
		expect(importSummary(report)).toBe(
			`Imported: 1 new player. 2 players of the file were not added to the list of players: it holds at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
		);
	});
});

describe('everything stored is checked like a move', () => {
	it('leaves out and counts default house rules no game could start with', async () => {
		const settings = [
			{
				key: 'defaultHouseRules',
				value: {
					notepad: { winBy: 'sideways', target: -5 },
					permutations: { ties: 42 },
					transform: { n: 5 },
					reframing: { thresholds: 'scaled', extra: true }
				}
			}
		];
		const device = freshDb();
		const report = await importBackup(await read(file([], { settings })), device);
		expect(await device.settings.get('defaultHouseRules')).toEqual({
			key: 'defaultHouseRules',
			value: { transform: { n: 5 } }
		});
		expect(importSummary(report)).toBe(
			'Imported: 1 setting this device did not have. The default house rules for Other game, Permutations and Reframing in the file were left out: they are not ones these games can start with.'
		);
		const onlyBad = [{ key: 'defaultHouseRules', value: { permutations: { ties: 42 } } }];
		const other = freshDb();
		const second = await importBackup(await read(file([], { settings: onlyBad })), other);
		expect(await other.settings.count()).toBe(0);
		expect(importSummary(second)).toBe(
			'This file holds nothing new for this device. The default house rules for Permutations in the file were left out: they are not ones this game can start with.'
		);
	});

	it('refuses dates a browser cannot show or that no clock gives', async () => {
		for (const createdAt of [1e300, -1e15]) {
			const game = notepadGame('g1', 1);
			game.session.createdAt = createdAt;
			expect(await refusal(file([game]))).toBe(
				'This backup is damaged: the start date of game 1 in the file ("Hearts") is not a date between 1970 and 2100.'
			);
		}
		const lateMove = notepadGame('g1', 1);
		lateMove.events[0].at = 8.64e15;
		expect(await refusal(file([lateMove]))).toMatch(/the time of move 1 of game 1 .* not a date/);
		expect(await refusal(file([], { exportedAt: -1 }))).toBe(
			'This backup is damaged: the export date is not a date between 1970 and 2100.'
		);
	});

	it('refuses names that look empty or span lines, as the forms do', async () => {
		const zeroWidth = file([], { players: [{ id: 'p', name: '\u200b\u200c\u200d\ufeff' }] });
		expect(await refusal(zeroWidth)).toBe(
			'This backup is damaged: the name of player 1 has no character that can be seen.'
		);
		const game = notepadGame('g1', 1);
		game.session.players[1] = { id: 'b', name: 'Bo\nDROP TABLE' };
		expect(await refusal(file([game]))).toBe(
			'This backup is damaged: the name of player 2 of game 1 in the file ("Hearts") holds a line break or a control character, which a name never has.'
		);
		const title = notepadGame('g1', 1, {}, 'Friday\r\nnight');
		expect(await refusal(file([title]))).toMatch(/^This backup is damaged: the title of game 1/);
	});

	it('says a list given as house rules is wrong about the house rules, not the name', async () => {
		const game = notepadGame('g1', 1);
		(game.session as { houseRules: unknown }).houseRules = [];
		expect(await refusal(file([game]))).toBe(
			'This backup is damaged: the house rules of game 1 in the file ("Hearts") should be a group of named values, not a list.'
		);
	});
});

describe('reading a file in slices', () => {
	const subsetsGame = {
		session: {
			...notepadGame('s1', 0).session,
			game: 'subsets',
			title: 'Cards',
			houseRules: {}
		},
		events: ['{1}', '{2}'].map((card, i) => ({
			seq: i + 1,
			at: day + i,
			event: { type: 'starting-card', player: notepadPlayers[i].id, card }
		}))
	};

	it('refuses a game its engine stops on, naming it, since it was not checked', async () => {
		const stopping: typeof gameCatalogue = {
			...gameCatalogue,
			load: async (id) => {
				const module = await gameCatalogue.load(id);
				if (id !== 'subsets') return module;
				const apply = () => {
					throw new RangeError('Maximum call stack size exceeded');
				};
				return { ...module, engine: { ...module.engine, apply } };
			}
		};
		const result = await readBackup(file([notepadGame('n1', 1), subsetsGame]), stopping);
		expect(result).toEqual({
			ok: false,
			reason:
				'Game 2 in the file ("Cards") could not be checked: Tablemate stopped on one of its moves.'
		});
	});

	it('names the first wrong game of the file, whatever its kind', async () => {
		const wrongCard = {
			...subsetsGame,
			events: [
				{
					...subsetsGame.events[0],
					event: {
						...subsetsGame.events[0].event,
						check: { verdict: 'valid', description: 'A set.', reason: 'A correct set.' }
					}
				}
			]
		};
		wrongCard.events[0].event.card = '{1, 1';
		const result = await readBackup(
			file([
				notepadGame('n1', 2),
				wrongCard,
				// Wrong too: it takes back a move when there is none.
				{ ...notepadGame('n2', 0), events: [{ seq: 1, at: day, event: { type: 'undo' } }] }
			]),
			gameCatalogue
		);
		expect(result).toEqual({
			ok: false,
			reason: expect.stringMatching(/^Game 2 in the file \("Cards"\) cannot be replayed: move 1 /)
		});
	});

	it('stops at Cancel between games, and imports nothing', async () => {
		const cancel = new AbortController();
		const result = await readBackup(
			file([notepadGame('n1', 2), notepadGame('n2', 2)]),
			gameCatalogue,
			{
				signal: cancel.signal,
				// Cancel pressed once the first game (two moves) is checked.
				onProgress: (done) => done === 2 && cancel.abort()
			}
		);
		expect(result).toEqual({ ok: false, cancelled: true, reason: 'The import was cancelled.' });
	});

	it('reports the games read, then the moves replayed, each moving up to its end', async () => {
		const reading: [number, number][] = [];
		const checking: [number, number][] = [];
		const games = Array.from({ length: 3 }, (_, i) => notepadGame(`n${i}`, 2));
		// One long game: its moves are told as they are replayed, not only once it is done.
		games.push(notepadGame('long', 300));
		const result = await readBackup(file(games), gameCatalogue, {
			onReading: (done, total) => reading.push([done, total]),
			onProgress: (done, total) => checking.push([done, total])
		});
		expect(result.ok).toBe(true);
		expect(reading).toEqual([
			[0, 4],
			[1, 4],
			[2, 4],
			[3, 4],
			[4, 4]
		]);
		expect(checking.at(-1)).toEqual([306, 306]);
		const duringLongGame = checking.filter(([done]) => done > 6 && done < 306);
		expect(duringLongGame.length).toBeGreaterThan(10);
		expect(checking.every(([done], i) => i === 0 || done >= checking[i - 1][0])).toBe(true);
	});

	it('reports progress over every move of the file', async () => {
		const progress: [number, number][] = [];
		const result = await readBackup(file([notepadGame('n1', 2), subsetsGame]), gameCatalogue, {
			onProgress: (done, total) => progress.push([done, total])
		});
		expect(result.ok).toBe(true);
		expect(progress.at(-1)).toEqual([4, 4]);
		expect(progress.every(([done], i) => i === 0 || done >= progress[i - 1][0])).toBe(true);
	});
});

describe("a game's location in a backup", () => {
	const at = (location: unknown) => ({
		...notepadGame('g1', 2),
		session: { ...notepadGame('g1', 2).session, location }
	});

	it('travels with its game, and the device’s own backup restores it elsewhere', async () => {
		const device = freshDb();
		await importBackup(await read(file([at("Sam's kitchen")])), device);
		expect((await device.sessions.get('g1'))?.location).toBe("Sam's kitchen");
		const fresh = await restoredElsewhere(device);
		expect((await fresh.sessions.get('g1'))?.location).toBe("Sam's kitchen");
	});

	it('opens a backup of a build before locations, whose games have none', async () => {
		const device = freshDb();
		await importBackup(await read(file([notepadGame('g1', 2)])), device);
		expect((await device.sessions.get('g1'))?.location).toBeUndefined();
	});

	it('refuses a location that is no line of text, naming the game and the field', async () => {
		for (const location of ['Home\nAway', '\u200b', 'x'.repeat(TITLE_MAX_LENGTH + 1), 42, {}]) {
			const reason = await refusal(file([at(location)]));
			expect(reason).toMatch(
				/^This backup is damaged: the "location" of game 1 in the file \("Hearts"\) /
			);
		}
	});
});
