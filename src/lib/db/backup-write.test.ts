import { describe, expect, it } from 'vitest';
import { SNAPSHOT_FORMAT } from './snapshot-format';
import { SUMMARY_FORMAT } from './summary-format';
import { foldLog, SNAPSHOT_EVERY } from '../core/eventlog';
import type { NotepadRules, NotepadState } from '../games/notepad/engine';
import { engine as notepad } from '../games/notepad/game';
import { gameCatalogue } from '../games/registry';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import { loadEvents } from './index';
import { TablemateDB } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`backup-write-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

describe('what an import writes with each game', () => {
	const at = Date.UTC(2026, 10, 20);
	/** A notepad game of `rounds` rounds whose last two are undone. */
	function longGame(id: string, rounds: number) {
		const events = [
			...Array.from({ length: rounds }, (_, i) => ({ type: 'round', scores: { a: i, b: 1 } })),
			{ type: 'undo' },
			{ type: 'undo' }
		].map((event, i) => ({ seq: i + 1, at: at + i, event }));
		return {
			session: {
				id,
				game: 'notepad',
				title: 'Long',
				players,
				houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null },
				status: 'active',
				createdAt: at,
				updatedAt: at + events.length
			},
			events
		};
	}
	const fileOf = (...sessions: unknown[]) =>
		JSON.stringify({ format: 'tablemate-backup', version: 1, exportedAt: at, sessions });

	it('stores a long game with a snapshot of its end that its log folds to, and its summary', async () => {
		const read = await readBackup(
			fileOf(longGame('long', SNAPSHOT_EVERY + 50), longGame('short', 3)),
			gameCatalogue
		);
		if (!read.ok) throw new Error(read.reason);
		const target = freshDb();
		expect(await importBackup(read.checked, target)).toMatchObject({ added: 2 });

		const log = await loadEvents('long', 0, target);
		const rules = read.checked.backup.sessions[0].session.houseRules as unknown as NotepadRules;
		const initial = notepad.setup(players, rules) as NotepadState;
		const folded = foldLog(notepad, initial, log);
		const [tip, ...more] = await target.snapshots.where('sessionId').equals('long').toArray();
		expect(more).toEqual([]);
		expect(tip).toMatchObject({
			build: SNAPSHOT_FORMAT,
			count: SNAPSHOT_EVERY + 48,
			logSeq: SNAPSHOT_EVERY + 52,
			lastSeq: SNAPSHOT_EVERY + 48
		});
		expect(tip.state).toEqual(folded.state);
		// The two undone rounds can be redone, the earlier one first (the top of the stack is last).
		expect(tip.redoable?.map((e) => e.seq)).toEqual([SNAPSHOT_EVERY + 50, SNAPSHOT_EVERY + 49]);
		// A short game folds fast enough from its log: no snapshot.
		expect(await target.snapshots.where('sessionId').equals('short').count()).toBe(0);

		// The stats read each game's total as its log gives it, without folding it again.
		const summary = await target.summaries.get('long');
		expect(summary).toMatchObject({ build: SUMMARY_FORMAT, eventCount: SNAPSHOT_EVERY + 52 });
		const { totals } = notepad.scoreboard(folded.state);
		expect(summary?.play?.players.map((p) => p.score)).toEqual(totals);
	});
});
