import { describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_EVERY } from '$lib/core/eventlog';
import { appBuild } from './test/app-build';

// An app update, as a phone goes through it: a long game is played with one build, then opened
// by the next, whose modules are loaded afresh with another version name (as a new deployment
// has). Its snapshots were keyed by the app version, so the first opening after every update
// folded the whole log again (issue 37); keyed by their format, they outlive the update.

const build = appBuild;

const ROUNDS = SNAPSHOT_EVERY + 7;

describe('an app update', () => {
	it('opens a long game from its stored snapshot: the log is not folded again', async () => {
		const before = await build('build-of-monday');
		const { id } = await before.createSession({
			game: 'notepad',
			title: '',
			players: [
				{ id: 'a', name: 'Ada' },
				{ id: 'b', name: 'Bea' }
			],
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null }
		});
		const played = new before.SessionStore(id);
		await played.open();
		for (let round = 0; round < ROUNDS; round++)
			await played.dispatch({ type: 'round', scores: { a: 1, b: 2 } });
		const totals = played.state;
		played.destroy();
		expect(await before.db.snapshots.where('sessionId').equals(id).count()).toBeGreaterThan(0);

		const after = await build('build-of-friday');
		expect(after.version).toBe('build-of-friday');
		const { engine } = await after.loadGame('notepad');
		const applied = vi.spyOn(engine, 'apply');
		const opened = new after.SessionStore(id);
		await opened.open();
		expect(opened.error).toBeFalsy();
		expect(opened.state).toEqual(totals);
		// Only the entries after the snapshot are folded (twice: the quick opening from the tip, then
		// the log's folder, which starts from the snapshot too), not the whole log.
		expect(applied.mock.calls.length).toBeLessThanOrEqual(2 * (ROUNDS - SNAPSHOT_EVERY));
		opened.destroy();
	}, 120_000);
});
