import { describe, expect, it } from 'vitest';
import type { GameId } from '$lib/core/engine';
import { appBuild } from './test/app-build';

// An app update, as a phone goes through it: the games are written by one build, then read by
// the next, whose modules are loaded afresh with another version name (as a new deployment has).
// The stored summaries must survive it when their format did not change (issue 37: building them
// again from 10,000 logs took seconds on a phone).

const build = appBuild;

/** A loader that notes each game whose code was asked for: a log is folded only with it. */
function noting(load: (game: GameId) => Promise<unknown>) {
	const asked: GameId[] = [];
	const loader = (game: GameId) => {
		asked.push(game);
		return load(game);
	};
	return { asked, loader: loader as never };
}

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bea' }
];

/** Three games of Hearts on the notepad, played with build `before`'s code. */
async function playedBy(before: Awaited<ReturnType<typeof build>>) {
	await before.db.sessions.clear();
	await before.db.summaries.clear();
	for (let i = 0; i < 3; i++) {
		const { id } = await before.createSession({
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: 1 }
		});
		const store = new before.SessionStore(id);
		await store.open();
		await store.dispatch({ type: 'round', scores: { a: i, b: 2 } });
		store.destroy();
	}
	return before.loadPlays(before.db, before.loadGame);
}

describe('an app update', () => {
	it('keeps every stored summary when their format did not change: Stats folds no log again', async () => {
		const before = await build('build-of-monday');
		const { plays } = await playedBy(before);
		expect(plays).toHaveLength(3);

		const after = await build('build-of-friday');
		expect(after.version).toBe('build-of-friday');
		const { asked, loader } = noting(after.loadGame);
		const progress: number[] = [];
		const read = await after.loadPlays(after.db, loader, {
			onProgress: (done) => progress.push(done)
		});
		expect(read.plays).toEqual(plays);
		expect(asked).toEqual([]);
		expect(progress).toEqual([]);
	});

	it('builds them again from the logs when the format changed', async () => {
		const before = await build('build-of-monday');
		const { plays } = await playedBy(before);

		const after = await build('build-of-friday');
		const { asked, loader } = noting(after.loadGame);
		const read = await after.loadPlays(after.db, loader, { build: 'plays-next' });
		expect(read.plays).toEqual(plays);
		expect(asked).toContain('notepad');
		const rows = await after.db.summaries.where('build').equals('plays-next').count();
		expect(rows).toBe(3);
	});
});
