import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { importSummary } from './backup-messages';
import { parseBackup, readBackup } from './backup-read';
import { type BackupFile } from './backup-schema';
import { importBackup } from './backup-write';
import { ENTRY_TEXT_MAX_LENGTH, RECORDED_TEXT_MAX_LENGTH } from '../core/limits';
import { appendEvent, createSession, loadEvents } from './index';
import { NAME_MAX_LENGTH, TablemateDB, TITLE_MAX_LENGTH } from './schema';
import { loadPlays } from '../state/plays';
import { gameCatalogue, loadGame } from '../games/registry';

/** Every move stored, of every log: one a row or many a chunk (log-store.ts). */
async function storedMoves(database: TablemateDB): Promise<number> {
	const chunks = await database.logChunks.toArray();
	return (await database.events.count()) + chunks.reduce((n, c) => n + c.entries.length, 0);
}

let counter = 0;
const freshDb = () => new TablemateDB(`backup-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

const term = (value: number) => ({ type: 'term', player: 'b', value: String(value) });

async function seeded() {
	const database = freshDb();
	const s = await createSession(
		{ game: 'transform', title: 'Friday', players, houseRules: { n: 4 } },
		database
	);
	// Round 1 of a real game: Ada permutes, so Bo chooses the terms of a′.
	await appendEvent(s.id, 1, { type: 'criterion', criterion: 'prime' }, { database });
	for (let seq = 2; seq <= 3; seq++) await appendEvent(s.id, seq, term(seq), { database });
	return { database, session: s };
}

async function roundTrip(database: TablemateDB, ids?: string[]) {
	const text = JSON.stringify(await exportBackup(ids, database));
	const read = await readBackup(text, gameCatalogue);
	if (!read.ok) throw new Error(read.reason);
	return { text, checked: read.checked };
}

describe('backup', () => {
	it('exports and imports into an empty database with the same sessions and logs', async () => {
		const { database, session } = await seeded();
		const { checked } = await roundTrip(database);
		const target = freshDb();
		const report = await importBackup(checked, target);
		expect(report.added).toBe(1);
		expect((await target.sessions.get(session.id))?.title).toBe('Friday');
		expect((await loadEvents(session.id, 0, target)).map((e) => e.event.value)).toEqual([
			undefined,
			'2',
			'3'
		]);
		expect(await target.players.count()).toBe(2);
	});

	it('importing the same file twice does not duplicate anything', async () => {
		const { database } = await seeded();
		const { checked } = await roundTrip(database);
		const target = freshDb();
		await importBackup(checked, target);
		const second = await importBackup(checked, target);
		expect(second).toMatchObject({ added: 0, unchanged: 1, copied: 0 });
		expect(await target.sessions.count()).toBe(1);
		expect(await storedMoves(target)).toBe(3);
	});

	it('extends a session whose log the file continues, and copies one that disagrees', async () => {
		const { database, session } = await seeded();
		const { checked: older } = await roundTrip(database);
		await appendEvent(session.id, 4, term(4), { database });
		const { checked: newer } = await roundTrip(database);
		const target = freshDb();
		await importBackup(older, target);
		expect(await importBackup(newer, target)).toMatchObject({ extended: 1 });
		expect(await loadEvents(session.id, 0, target)).toHaveLength(4);

		// The file's log edited after its check: the replay's states no longer apply to it.
		const conflicting = { ...newer, backup: structuredClone(newer.backup) };
		conflicting.backup.sessions[0].events[1].event = term(99);
		expect(await importBackup(conflicting, target)).toMatchObject({ copied: 1 });
		expect(await target.sessions.count()).toBe(2);
		expect(await loadEvents(session.id, 0, target)).toHaveLength(4);
	});

	it('refuses truncated, foreign, damaged and newer files with a reason', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		const truncated = parseBackup(text.slice(0, text.length / 2), gameCatalogue);
		expect(truncated).toMatchObject({ ok: false });
		expect(!truncated.ok && truncated.reason).toBe(
			'This file cannot be read: it is cut short or damaged.'
		);
		expect(parseBackup('', gameCatalogue)).toEqual({
			ok: false,
			reason: 'This file is empty.',
			file: 'empty'
		});
		expect(parseBackup(' \n', gameCatalogue)).toEqual({
			ok: false,
			reason: 'This file is empty.',
			file: 'empty'
		});
		expect(parseBackup('{"hello": 1}', gameCatalogue)).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/not a Tablemate backup/)
		});
		const damaged = JSON.parse(text);
		damaged.sessions[0].session.game = 'chess';
		const res = parseBackup(JSON.stringify(damaged), gameCatalogue);
		expect(res.ok).toBe(false);
		expect(!res.ok && res.reason).toBe(
			'This backup is damaged: the game type of game 1 in the file ("Friday") holds something Tablemate cannot read.'
		);
		const noTime = JSON.parse(text);
		delete noTime.sessions[0].events[2].at;
		expect(parseBackup(JSON.stringify(noTime), gameCatalogue)).toMatchObject({
			ok: false,
			place: expect.any(Object),
			reason:
				'This backup is damaged: the time of move 3 of game 1 in the file ("Friday") is missing.'
		});
		const oddId = JSON.parse(text);
		oddId.sessions[0].session.players[0].id = 'toString';
		expect(parseBackup(JSON.stringify(oddId), gameCatalogue)).toMatchObject({
			ok: false,
			place: expect.any(Object),
			reason:
				'This backup is damaged: player 1 of game 1 in the file ("Friday"): A player id in it is not one Tablemate makes.'
		});
		const gap = JSON.parse(text);
		gap.sessions[0].events.splice(1, 1);
		expect(parseBackup(JSON.stringify(gap), gameCatalogue)).toMatchObject({
			ok: false,
			place: expect.any(Object),
			reason:
				'This backup is damaged: game 1 in the file ("Friday"): A session log must be numbered 1, 2, 3, ... without gaps.'
		});
		const newer = JSON.parse(text);
		newer.version = 99;
		expect(parseBackup(JSON.stringify(newer), gameCatalogue)).toMatchObject({
			ok: false,
			reason: expect.stringMatching(/newer version/)
		});
	});

	it('refuses a file whose games the rules cannot replay, naming the game and the move', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		expect(await readBackup(text, gameCatalogue)).toMatchObject({ ok: true });

		const nobody = JSON.parse(text);
		nobody.sessions[0].session.players = [];
		const noPlayers = await readBackup(JSON.stringify(nobody), gameCatalogue);
		expect(noPlayers.ok).toBe(false);
		expect(!noPlayers.ok && noPlayers.reason).toMatch(
			/^Game 1 in the file \("Friday"\) cannot be opened: Transform needs 2 to \d+ players, not 0\.$/
		);

		// Bo chooses twice in a row is fine; Ada, the permutator, choosing a term is not.
		const wrongTurn = JSON.parse(text);
		wrongTurn.sessions[0].events[2].event.player = 'a';
		const refused = await readBackup(JSON.stringify(wrongTurn), gameCatalogue);
		expect(refused.ok).toBe(false);
		expect(!refused.ok && refused.reason).toMatch(
			/^Game 1 in the file \("Friday"\) cannot be replayed: move 3 is refused by the rules \(Ada is the permutator/
		);

		// A term longer than any form takes is refused when the moves are replayed, as the app
		// would refuse it when typed; one at the limit is kept.
		const longTerm = JSON.parse(text);
		longTerm.sessions[0].events[1].event.value = '1'.repeat(ENTRY_TEXT_MAX_LENGTH + 1);
		const tooLong = await readBackup(JSON.stringify(longTerm), gameCatalogue);
		expect(!tooLong.ok && tooLong.reason).toMatch(
			/cannot be replayed: move 2 is refused by the rules \(In this entry, "value" should be at most 4,000 characters long\)/
		);
		const atLimit = JSON.parse(text);
		atLimit.sessions[0].events[1].event.value = '1'.repeat(ENTRY_TEXT_MAX_LENGTH);
		expect(await readBackup(JSON.stringify(atLimit), gameCatalogue)).toMatchObject({ ok: true });

		const unknownMove = JSON.parse(text);
		unknownMove.sessions[0].events[1].event = { type: 'castle' };
		expect(await readBackup(JSON.stringify(unknownMove), gameCatalogue)).toMatchObject({
			ok: false
		});
		// A file refused here is never written: the database the test reads from is untouched.
		expect(await database.sessions.count()).toBe(1);
	});

	it('replays a notepad game: its rounds and corrections come back, a refused one is named', async () => {
		const database = freshDb();
		const s = await createSession(
			{
				game: 'notepad',
				title: '',
				players: [
					{ id: 'a', name: '<b>Ada</b> 🎲' },
					{ id: 'b', name: 'Bo' }
				],
				houseRules: { gameName: 'Hearts', winBy: 'lowest', target: 100, rounds: null }
			},
			database
		);
		const events = [
			{ type: 'round', scores: { a: 60, b: -5 }, note: 'moon shot' },
			{ type: 'correct', round: 1, player: 'b', value: 26 },
			{ type: 'round', scores: { a: 45, b: 0 } }
		];
		for (const [i, event] of events.entries()) await appendEvent(s.id, i + 1, event, { database });
		const { text } = await roundTrip(database);
		const read = await readBackup(text, gameCatalogue);
		expect(read.ok).toBe(true);
		if (!read.ok) return;
		// Ada reached 100 at the end of round 2: the game is over, whatever the file said.
		expect(read.checked.backup.sessions[0].session.status).toBe('finished');
		const target = freshDb();
		expect(await importBackup(read.checked, target)).toMatchObject({ added: 1 });
		expect((await loadEvents(s.id, 0, target)).map((e) => e.event)).toEqual(events);

		const wrong = JSON.parse(text);
		wrong.sessions[0].events[1].event.round = 3;
		const refused = await readBackup(JSON.stringify(wrong), gameCatalogue);
		expect(!refused.ok && refused.reason).toMatch(
			/^Game 1 in the file cannot be replayed: move 2 is refused by the rules \(There is no round 3 to correct/
		);
	});

	it('imports a game reopened by a correction with the time played it had, the spell it stood over left out', async () => {
		const database = freshDb();
		const s = await createSession(
			{
				game: 'notepad',
				title: 'Late night',
				players,
				houseRules: { gameName: 'Hearts', winBy: 'highest', target: 100, rounds: null }
			},
			database
		);
		const minute = 60_000;
		// Ada reaches 100 after 20 minutes; 280 minutes later a correction takes the game back, and
		// 10 minutes after that she reaches 100 again: 30 minutes of play. Each entry after which
		// the game stood over is marked so, as the game screen writes it.
		const entries = [
			{ after: 10, event: { type: 'round', scores: { a: 60, b: 0 } }, over: false },
			{ after: 20, event: { type: 'round', scores: { a: 45, b: 0 } }, over: true },
			{ after: 300, event: { type: 'correct', round: 1, player: 'a', value: 50 }, over: false },
			{ after: 310, event: { type: 'round', scores: { a: 10, b: 0 } }, over: true }
		];
		for (const [i, { after, event, over }] of entries.entries())
			await appendEvent(s.id, i + 1, event, {
				database,
				at: s.createdAt + after * minute,
				over
			});
		const played = async (where: TablemateDB) =>
			(await loadPlays(where, loadGame)).plays.find((p) => p.sessionId === s.id)?.duration;
		expect(await played(database)).toBe(30 * minute);
		const { text, checked } = await roundTrip(database);
		// The file says which entries left the game over.
		const file = JSON.parse(text) as BackupFile;
		expect(file.sessions[0].events.map((e) => e.over ?? false)).toEqual([false, true, false, true]);
		const target = freshDb();
		expect(await importBackup(checked, target)).toMatchObject({ added: 1 });
		// The import marks them from its own replay, whatever the file says, so a file without
		// the marks (an older build's) imports the same time.
		expect(await played(target)).toBe(30 * minute);
		const unmarked = JSON.parse(text) as BackupFile;
		for (const e of unmarked.sessions[0].events) delete e.over;
		const read = await readBackup(JSON.stringify(unmarked), gameCatalogue);
		if (!read.ok) throw new Error(read.reason);
		const other = freshDb();
		await importBackup(read.checked, other);
		expect(await played(other)).toBe(30 * minute);
		// The game screen reads the same marks in the imported log.
		expect((await loadEvents(s.id, 0, other)).map((e) => e.over ?? false)).toEqual([
			false,
			true,
			false,
			true
		]);
	});

	it('refuses a Subsets game whose recorded checker answer was edited to allow a wrong steal', async () => {
		const database = freshDb();
		const s = await createSession(
			{ game: 'subsets', title: 'Cards', players, houseRules: {} },
			database
		);
		const moves = [
			{ type: 'starting-card', player: 'a', card: '{1}' },
			{ type: 'starting-card', player: 'b', card: '{5}' },
			{
				type: 'draw',
				player: 'a',
				card: '{1, 2}',
				checks: [
					{ pile: 'p1', verdict: 'subset', reason: 'Every element of A is in S.' },
					{ pile: 'p2', verdict: 'not-subset', witness: '5', reason: '5 is in A but not in S.' }
				]
			}
		];
		for (const [i, move] of moves.entries()) await appendEvent(s.id, i + 1, move, { database });
		const { text } = await roundTrip(database);
		expect(await readBackup(text, gameCatalogue)).toMatchObject({ ok: true });

		// Pile 2 ({5}) edited to be a subset of {1, 2}, so that Ada could steal it.
		const edited = JSON.parse(text);
		Object.assign(edited.sessions[0].events[2].event.checks[1], {
			verdict: 'subset',
			witness: undefined
		});
		const refused = await readBackup(JSON.stringify(edited), gameCatalogue);
		expect(!refused.ok && refused.reason).toBe(
			'Game 1 in the file ("Cards") cannot be replayed: move 3 cannot be trusted: it records that the top card of pile 2 is a subset of the drawn card, and the checker finds it is not a subset of it.'
		);
	});

	it('refuses a move the rules refuse even when the file undoes it later, and an undo of nothing', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		const undoneCheat = JSON.parse(text);
		const events = undoneCheat.sessions[0].events;
		// Ada is the permutator: her term is refused, and the undo after it does not make it one
		// the app could have written.
		events.push({ seq: 4, at: 1, event: { type: 'term', player: 'a', value: '7' } });
		events.push({ seq: 5, at: 2, event: { type: 'undo' } });
		const refused = await readBackup(JSON.stringify(undoneCheat), gameCatalogue);
		expect(refused.ok).toBe(false);
		expect(!refused.ok && refused.reason).toMatch(
			/^Game 1 in the file \("Friday"\) cannot be replayed: move 4 is refused by the rules \(Ada is the permutator/
		);

		const emptyUndo = JSON.parse(text);
		for (const seq of [4, 5, 6, 7])
			emptyUndo.sessions[0].events.push({ seq, at: seq, event: { type: 'undo' } });
		const nothing = await readBackup(JSON.stringify(emptyUndo), gameCatalogue);
		expect(!nothing.ok && nothing.reason).toBe(
			'Game 1 in the file ("Friday") cannot be replayed: move 7 takes back or puts back a move when there was none to, which Tablemate never writes.'
		);
		expect(await storedMoves(database)).toBe(3);
	});

	it('takes only the settings this version uses, never __proto__, and says what changed', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		const withSettings = text.replace(
			/"settings":\[\]/,
			`"settings":[${[
				'{"key":"__proto__","value":{"polluted":true}}',
				'{"key":"constructor","value":{"prototype":{"polluted":true}}}',
				'{"key":"fontSize","value":3}',
				'{"key":"theme","value":"purple"}',
				'{"key":"theme","value":"dark"}',
				'{"key":"defaultHouseRules","value":{"__proto__":{"polluted":true},"transform":{"n":5}}}'
			].join(',')}]`
		);
		expect(withSettings).not.toBe(text);
		const parsed = await readBackup(withSettings, gameCatalogue);
		if (!parsed.ok) throw new Error(parsed.reason);
		const target = freshDb();
		const report = await importBackup(parsed.checked, target);
		expect(report).toMatchObject({ added: 1, players: 2, settings: 2, settingsLeftOut: 4 });
		expect(await target.settings.toArray()).toEqual([
			{ key: 'defaultHouseRules', value: { transform: { n: 5 } } },
			{ key: 'theme', value: 'dark' }
		]);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(importSummary(report)).toBe(
			'Imported: 1 new game, 2 new players, 2 settings this device did not have. 4 settings in the file were left out: this version of Tablemate does not use them.'
		);

		// The same file again changes nothing, and the message says so.
		const again = await importBackup(parsed.checked, target);
		expect(again).toMatchObject({ added: 0, players: 0, settings: 0 });
		expect(importSummary(again)).toBe(
			'This file holds nothing new for this device. 1 game was already here. 4 settings in the file were left out: this version of Tablemate does not use them.'
		);
		expect(await target.settings.count()).toBe(2);
	});

	it('takes the relay address of shared tables when this copy can reach it, as Settings would', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		const withRelay = (value: unknown) =>
			text.replace(
				/"settings":\[\]/,
				`"settings":[${JSON.stringify({ key: 'tableRelay', value })}]`
			);
		// The page the import runs for, as the Backup screen tells the import's worker.
		const relay = { page: { secure: false, host: 'localhost:4173' }, built: '' };
		const imported = async (value: unknown, options = { relay }) => {
			const read = await readBackup(withRelay(value), gameCatalogue, options);
			if (!read.ok) throw new Error(read.reason);
			const target = freshDb();
			const report = await importBackup(read.checked, target);
			return { report, stored: await target.settings.get('tableRelay') };
		};
		const own = await imported('ws://localhost:4173');
		expect(own.report).toMatchObject({ settings: 1, settingsLeftOut: 0 });
		expect(own.stored?.value).toBe('ws://localhost:4173');
		expect(importSummary(own.report)).not.toMatch(/left out/);
		// '' is the build's own relay, as Settings stores it when the field is emptied.
		expect((await imported('')).report).toMatchObject({ settings: 1, settingsLeftOut: 0 });
		// A relay this copy cannot reach, a page address and a number are left out, and said; so
		// is any address when the import cannot tell which page it runs for.
		const refusals = [
			imported('wss://relay.elsewhere.example'),
			imported('https://localhost:4173'),
			imported(42),
			imported('ws://localhost:4173', {} as { relay: typeof relay })
		];
		for (const refused of await Promise.all(refusals)) {
			expect(refused.report).toMatchObject({ settings: 0, settingsLeftOut: 1 });
			expect(refused.stored).toBeUndefined();
		}
	});

	it("recomputes each game's status from its log and keeps the table's early end", async () => {
		const { database, session } = await seeded();
		const { text } = await roundTrip(database);
		const file = JSON.parse(text);
		// The file claims the game is over, but neither its rules nor the table ended it.
		file.sessions[0].session.status = 'finished';
		const claimed = await readBackup(JSON.stringify(file), gameCatalogue);
		if (!claimed.ok) throw new Error(claimed.reason);
		const target = freshDb();
		await importBackup(claimed.checked, target);
		expect((await target.sessions.get(session.id))?.status).toBe('active');

		file.sessions[0].session.status = 'active';
		file.sessions[0].session.endedByTable = true;
		const ended = await readBackup(JSON.stringify(file), gameCatalogue);
		if (!ended.ok) throw new Error(ended.reason);
		const other = freshDb();
		await importBackup(ended.checked, other);
		expect(await other.sessions.get(session.id)).toMatchObject({
			endedByTable: true,
			status: 'finished'
		});
		// And it survives the next export.
		const again = JSON.parse(JSON.stringify(await exportBackup(undefined, other)));
		expect(again.sessions[0].session.endedByTable).toBe(true);

		// A longer log from elsewhere brings the game up to date without undoing the early end.
		await appendEvent(session.id, 4, term(4), { database });
		const { text: longer } = await roundTrip(database);
		const extended = await readBackup(longer, gameCatalogue);
		if (!extended.ok) throw new Error(extended.reason);
		expect(await importBackup(extended.checked, other)).toMatchObject({ extended: 1 });
		expect(await other.sessions.get(session.id)).toMatchObject({
			endedByTable: true,
			status: 'finished',
			eventCount: 4
		});
	});

	it("carries the game's life (pauses, abandoned, reopened) and restores its status", async () => {
		const { database, session } = await seeded();
		await appendEvent(session.id, 4, { type: 'pause' }, { database });
		await appendEvent(session.id, 5, { type: 'abandon' }, { status: 'abandoned', database });
		const { text, checked } = await roundTrip(database);
		const target = freshDb();
		await importBackup(checked, target);
		expect((await target.sessions.get(session.id))?.status).toBe('abandoned');
		expect((await loadEvents(session.id, 3, target)).map((e) => e.event)).toEqual([
			{ type: 'pause' },
			{ type: 'abandon' }
		]);
		// A move after the table abandoned the game is one the app never writes: refused.
		const file = JSON.parse(text);
		file.sessions[0].events.push({ seq: 6, at: Date.now(), event: term(6) });
		const forged = await readBackup(JSON.stringify(file), gameCatalogue);
		expect(forged.ok).toBe(false);
		if (!forged.ok) expect(forged.reason).toMatch(/abandoned\. Reopen it/);
		// Reopened on this device, the longer log extends the copy and the game is in progress.
		await appendEvent(session.id, 6, { type: 'reopen' }, { status: 'active', database });
		const { checked: reopened } = await roundTrip(database);
		expect(await importBackup(reopened, target)).toMatchObject({ extended: 1 });
		expect((await target.sessions.get(session.id))?.status).toBe('active');
	});

	it('refuses texts longer than the forms take, in plain words, without quoting them', async () => {
		const { database } = await seeded();
		const { text } = await roundTrip(database);
		const edit = (change: (file: BackupFile) => void) => {
			const file = JSON.parse(text);
			change(file);
			return parseBackup(JSON.stringify(file), gameCatalogue);
		};
		const huge = edit((f) => (f.sessions[0].session.title = 'x'.repeat(50 * 1024 * 1024)));
		expect(huge).toEqual({
			ok: false,
			place: expect.any(Object),
			reason: `This backup is damaged: the title of game 1 in the file is ${50 * 1024 * 1024} characters long; Tablemate takes at most ${TITLE_MAX_LENGTH}.`
		});
		expect(edit((f) => (f.sessions[0].session.title = 'x'.repeat(TITLE_MAX_LENGTH)))).toMatchObject(
			{
				ok: true
			}
		);
		expect(edit((f) => (f.players[1].name = 'B'.repeat(NAME_MAX_LENGTH + 1)))).toEqual({
			ok: false,
			place: expect.any(Object),
			reason: `This backup is damaged: the name of player 2 is ${NAME_MAX_LENGTH + 1} characters long; Tablemate takes at most ${NAME_MAX_LENGTH}.`
		});
		expect(
			edit((f) => (f.sessions[0].session.players[0].name = 'A'.repeat(NAME_MAX_LENGTH + 1)))
		).toMatchObject({ ok: false, reason: expect.stringMatching(/the name of player 1 of game 1/) });
		expect(
			edit((f) => (f.sessions[0].events[1].event.value = '1'.repeat(RECORDED_TEXT_MAX_LENGTH + 1)))
		).toEqual({
			ok: false,
			place: expect.any(Object),
			reason: `This backup is damaged: the content of move 2 of game 1 in the file ("Friday") holds a text longer than ${RECORDED_TEXT_MAX_LENGTH.toLocaleString('en')} characters, more than Tablemate ever writes.`
		});
		expect(
			edit(
				(f) =>
					(f.sessions[0].session.houseRules.note = {
						deep: ['y'.repeat(RECORDED_TEXT_MAX_LENGTH + 1)]
					})
			)
		).toMatchObject({ ok: false, reason: expect.stringMatching(/the house rules of game 1/) });
		expect(
			edit((f) => (f.sessions[0].session.players[0].colour = 'red;background:url(x)'))
		).toMatchObject({ ok: false });
		expect(edit((f) => (f.sessions[0].session.players[0].colour = '#A1b2C3'))).toMatchObject({
			ok: true
		});
	});
});
