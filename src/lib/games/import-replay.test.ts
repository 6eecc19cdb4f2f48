import { describe, expect, it } from 'vitest';
import type { NotepadRules, NotepadState } from './notepad/engine';
import { foldLog, type LogEntry } from '../core/eventlog';
import { engine as notepad } from './notepad/game';
import { replayImported } from './import-replay';
import { audit, engine as subsets } from './subsets/game';

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];
const houseRules = { gameName: 'Hearts', winBy: 'highest', target: null, rounds: 2 };
const log = (...events: unknown[]) => events.map((event, i) => ({ seq: i + 1, at: i + 1, event }));
const round = (a: number) => ({ type: 'round', scores: { a, b: 0 } });

describe('replaying a game of a backup file', () => {
	it('gives each move as its game reads it, the game over or not, and its progress', () => {
		const progress: [number, number][] = [];
		const verdict = replayImported(
			{ engine: notepad },
			{
				players,
				houseRules,
				events: log({ ...round(1), hidden: 'x' }, { type: 'undo', extra: 1 }, round(2), round(3))
			},
			(done, total) => progress.push([done, total])
		);
		const { state, ...rest } = verdict as Extract<typeof verdict, { ok: true }>;
		expect(rest).toEqual({
			ok: true,
			finished: true,
			status: 'finished',
			events: [round(1), { type: 'undo' }, round(2), round(3)],
			// The round that ended the game is marked so, as the app marks it.
			over: new Set([4])
		});
		// The state the import stores the game with is the one the app folds its log to.
		const initial = notepad.setup(players, houseRules as NotepadRules) as NotepadState;
		const entries = log(round(1), { type: 'undo' }, round(2), round(3)) as LogEntry[];
		const folded = foldLog(notepad, initial, entries);
		expect(state).toEqual(folded.state);
		expect(progress.at(-1)).toEqual([4, 4]);
	});

	it("carries the game's life, and refuses a move made while the table had ended it", () => {
		const abandoned = replayImported(
			{ engine: notepad },
			{
				players,
				houseRules,
				events: log(round(1), { type: 'pause', why: 'x' }, { type: 'abandon' })
			}
		);
		expect(abandoned).toMatchObject({
			ok: true,
			finished: false,
			status: 'abandoned',
			events: [round(1), { type: 'pause' }, { type: 'abandon' }]
		});
		expect(
			replayImported(
				{ engine: notepad },
				{ players, houseRules, events: log(round(1), { type: 'finish' }, round(2)) }
			)
		).toMatchObject({ ok: false, problem: 'refused', seq: 3, reason: /Reopen it/ });
		expect(
			replayImported(
				{ engine: notepad },
				{
					players,
					houseRules,
					events: log({ type: 'finish' }, { type: 'reopen' }, round(2))
				}
			)
		).toMatchObject({ ok: true, status: 'active' });
		expect(
			replayImported({ engine: notepad }, { players, houseRules, events: log({ type: 'reopen' }) })
		).toMatchObject({ ok: false, problem: 'refused', seq: 1 });
	});

	it('names the first wrong move of the log, whether its rules or its shape is wrong', () => {
		const unreadable = { type: 'round', scores: 'all of them' };
		expect(
			replayImported(
				{ engine: notepad },
				{ players, houseRules, events: log(round(1), round(2), round(3), unreadable) }
			)
		).toMatchObject({ ok: false, problem: 'refused', seq: 3 });
		expect(
			replayImported(
				{ engine: notepad },
				{ players, houseRules, events: log(round(1), unreadable, round(2)) }
			)
		).toMatchObject({
			ok: false,
			problem: 'refused',
			seq: 2,
			reason: expect.stringMatching(/scores/)
		});
	});

	it('names the move the rules refuse, and one that takes back nothing', () => {
		expect(
			replayImported(
				{ engine: notepad },
				{ players, houseRules, events: log(round(1), round(2), round(3)) }
			)
		).toMatchObject({ ok: false, problem: 'refused', seq: 3 });
		expect(
			replayImported({ engine: notepad }, { players, houseRules, events: log({ type: 'redo' }) })
		).toMatchObject({ ok: false, problem: 'nothing', seq: 1 });
		expect(
			replayImported({ engine: notepad }, { players: [], houseRules, events: [] })
		).toMatchObject({ ok: false, problem: 'setup' });
	});

	it('refuses a Subsets starting card whose recorded verdict the checker contradicts', () => {
		const card = {
			type: 'starting-card',
			player: 'a',
			card: '{1, 2',
			check: { verdict: 'valid', description: 'A set.', reason: 'Correct.' }
		};
		expect(
			replayImported({ engine: subsets, audit }, { players, houseRules: {}, events: log(card) })
		).toMatchObject({ ok: false, problem: 'contradicted', seq: 1 });
	});

	it('replays a notepad game of 100,000 rounds, corrected and undone on the way, to its totals', () => {
		const seats = ['a', 'b', 'c', 'd'];
		const score = (r: number, seat: number) => ((r * 7 + seat * 3) % 26) - 5;
		const events: unknown[] = [];
		for (let r = 1; r <= 100_000; r++) {
			events.push({
				type: 'round',
				scores: Object.fromEntries(seats.map((id, seat) => [id, score(r, seat)])),
				...(r % 997 === 0 ? { note: `Round ${r}` } : {})
			});
			// Now and then round 1 is corrected, taken back and put back again.
			if (r % 10_000 === 0)
				events.push(
					{ type: 'correct', round: 1, player: 'a', value: r },
					{ type: 'undo' },
					{ type: 'redo' }
				);
		}
		const players = seats.map((id) => ({ id, name: id.toUpperCase() }));
		const rules = { gameName: 'Hearts', winBy: 'lowest', target: null, rounds: null };
		let progress = 0;
		const verdict = replayImported(
			{ engine: notepad },
			{ players, houseRules: rules, events: log(...events) },
			(done) => (progress = done)
		);
		expect(verdict).toMatchObject({ ok: true, finished: false, status: 'active' });
		if (!verdict.ok) return;
		// Each game entry counted once: the redos are not counted again.
		expect(progress).toBe(events.length);
		const expected = seats.map((_, seat) => {
			let total = 0;
			for (let r = 1; r <= 100_000; r++) total += score(r, seat);
			return seat === 0 ? total - score(1, 0) + 100_000 : total;
		});
		const state = verdict.state as NotepadState;
		const board = notepad.scoreboard(state);
		expect(board.totals).toEqual(expected);
		expect(board.rounds).toHaveLength(100_000);
		expect(board.rounds[0].scores[0]).toBe(100_000);
		expect(board.rounds[996].note).toBe('Round 997');
		// The app opens the stored game by folding its log: the same state.
		const initial = notepad.setup(players, rules as NotepadRules) as NotepadState;
		expect(foldLog(notepad, initial, log(...events) as LogEntry[]).state).toEqual(state);
	}, 120_000);
});
