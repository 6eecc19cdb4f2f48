import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { version } from '$app/environment';
import { createSession, db, deleteSession, summariesToken, type SummaryRow } from '$lib/db';
import { exportBackup } from '$lib/db/backup-export';
import { readBackup } from '$lib/db/backup-read';
import { importBackup } from '$lib/db/backup-write';
import { gameCatalogue, loadGame } from '$lib/games/registry';
import { writePlaySummaries } from '$lib/db/play-summaries';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import { loadPlays, versionOfPlays } from './plays';
import { SessionStore } from './session.svelte';

// Random table life on notepad games (a real engine, loaded as the app loads it): entries,
// corrections, undos, redos, the table ending, abandoning, reopening or pausing a game,
// deletions and backup imports that add, extend or copy games. After all of it, the summaries
// the writes kept (the time played too) must equal what folding every log afresh gives.

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bea' }
];
const score = fc.integer({ min: -5, max: 15 });
const at = fc.nat({ max: 7 });
const newGame = fc.record({
	kind: fc.constant('new' as const),
	winBy: fc.constantFrom('highest', 'lowest'),
	target: fc.constantFrom(null, 25),
	rounds: fc.constantFrom(null, 3)
});
const step = fc.oneof(
	{ arbitrary: newGame, weight: 1 },
	{
		arbitrary: fc.record({ kind: fc.constant('round' as const), at, a: score, b: score }),
		weight: 5
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('correct' as const),
			at,
			round: fc.integer({ min: 1, max: 3 }),
			player: fc.constantFrom('a', 'b'),
			value: score
		}),
		weight: 2
	},
	{ arbitrary: fc.record({ kind: fc.constant('undo' as const), at }), weight: 2 },
	{ arbitrary: fc.record({ kind: fc.constant('redo' as const), at }), weight: 1 },
	{
		arbitrary: fc.record({ kind: fc.constant('end' as const), at, ended: fc.boolean() }),
		weight: 1
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('life' as const),
			at,
			step: fc.constantFrom('finish', 'abandon', 'reopen', 'pause', 'resume')
		}),
		weight: 2
	},
	{ arbitrary: fc.record({ kind: fc.constant('delete' as const), at }), weight: 1 },
	{
		arbitrary: fc.record({
			kind: fc.constant('import' as const),
			at,
			how: fc.constantFrom('extend', 'copy', 'new'),
			a: score,
			b: score
		}),
		weight: 1
	}
);
/** Two games to start with, then what the table does. */
const life = fc
	.tuple(
		fc.array(newGame, { minLength: 2, maxLength: 2 }),
		fc.array(step, { minLength: 1, maxLength: 30 })
	)
	.map(([start, steps]) => [...start, ...steps]);
type Step = typeof life extends fc.Arbitrary<(infer T)[]> ? T : never;

let imported = 0;

/** Imports one session of this device as a backup file would bring it back, changed by `how`. */
async function importChanged(id: string, how: 'extend' | 'copy' | 'new', a: number, b: number) {
	const backup = await exportBackup([id], db);
	const [game] = backup.sessions;
	const round = { type: 'round', scores: { a, b } };
	if (how === 'extend')
		game.events.push({ seq: game.events.length + 1, at: Date.now(), event: round });
	else if (how === 'copy') game.events = [{ seq: 1, at: Date.now(), event: round }];
	else game.session.id = `imported-${imported++}`;
	const read = await readBackup(JSON.stringify(backup), gameCatalogue);
	// A change the rules refuse (a round after the game is over) is not imported: nothing changes.
	if (read.ok) await importBackup(read.checked, db);
}

async function live(step: Step, stores: SessionStore[]): Promise<void> {
	if (step.kind === 'new') {
		const { winBy, target, rounds } = step;
		const row = await createSession({
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Hearts', winBy, target, rounds }
		});
		const store = new SessionStore(row.id);
		await store.open();
		stores.push(store);
		return;
	}
	const store = stores[step.at % Math.max(1, stores.length)];
	if (!store) return;
	if (step.kind === 'round')
		await store.dispatch({ type: 'round', scores: { a: step.a, b: step.b } });
	else if (step.kind === 'correct') {
		const { round, player, value } = step;
		await store.dispatch({ type: 'correct', round, player, value });
	} else if (step.kind === 'undo') await store.undo();
	else if (step.kind === 'redo') await store.redo();
	else if (step.kind === 'end') await store.endByTable(step.ended);
	else if (step.kind === 'life') await store.lifeStep(step.step);
	else if (step.kind === 'delete') {
		store.destroy();
		stores.splice(stores.indexOf(store), 1);
		await deleteSession(store.id);
	} else {
		await importChanged(store.id, step.how, step.a, step.b);
		// The screens open afresh after an import, as a person goes back to a game.
		for (const [i, old] of stores.entries()) {
			old.destroy();
			stores[i] = new SessionStore(old.id);
			await stores[i].open();
		}
	}
}

/** The stored summaries of sessions (not the row that marks them changed, keyed ''). */
async function summaryRows(): Promise<SummaryRow[]> {
	return (await db.summaries.toArray()).filter((row) => row.sessionId !== '');
}

async function clearAll() {
	await Promise.all(
		[db.sessions, db.events, db.snapshots, db.summaries, db.drafts].map((t) => t.clear())
	);
}

describe('play summaries', () => {
	it('equal a fresh fold of every log, whatever the table did', async () => {
		await fc.assert(
			fc.asyncProperty(life, async (steps) => {
				await clearAll();
				const stores: SessionStore[] = [];
				try {
					for (const s of steps) await live(s, stores);
				} finally {
					for (const store of stores) store.destroy();
				}
				const kept = new Map((await summaryRows()).map((r) => [r.sessionId, r]));
				const sessions = await db.sessions.toArray();
				// Every session written to since it was created has its summary, and no other row is left.
				for (const row of sessions)
					if (row.eventCount > 0 || row.endedByTable !== undefined)
						expect(kept.has(row.id), `summary of ${row.id}`).toBe(true);
				expect([...kept.keys()].every((id) => sessions.some((row) => row.id === id))).toBe(true);
				await db.summaries.clear();
				const fresh = new Map<string, SummaryRow>(
					(await writePlaySummaries(db, undefined, loadGame)).map((r) => [r.sessionId, r])
				);
				for (const [id, row] of kept) expect(row, `summary of ${id}`).toEqual(fresh.get(id));
			}),
			{ numRuns: 15 }
		);
	}, 60_000);
});

describe('loadPlays', () => {
	it('builds the summaries missing (games stored before them) once, saying how far it got', async () => {
		await clearAll();
		for (let i = 0; i < 3; i++) {
			const store = new SessionStore(
				(
					await createSession({
						game: 'notepad',
						title: '',
						players,
						houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: 1 }
					})
				).id
			);
			await store.open();
			await store.dispatch({ type: 'round', scores: { a: i, b: 2 } });
			store.destroy();
		}
		const written = await summaryRows();
		expect(written).toHaveLength(3);
		// As on a device upgraded from a version without summaries.
		await db.summaries.clear();
		const progress: [number, number][] = [];
		const { plays, version } = await loadPlays(db, loadGame, {
			onProgress: (d, t) => progress.push([d, t])
		});
		expect(plays.map((p) => p.players.map((q) => q.score))).toEqual(
			written.map((r) => r.play!.players.map((q) => q.score))
		);
		expect(progress.at(-1)).toEqual([3, 3]);
		expect(await summaryRows()).toEqual(written);
		// Built on the way, their version is unknown; asked afterwards, it is that of the summaries
		// now stored, so Stats can keep its first view of them on this visit.
		expect(version).toBeUndefined();
		const stored = { token: await summariesToken(db), sessions: 3 };
		expect(stored.token).toBeDefined();
		expect(await versionOfPlays(plays, db)).toEqual(stored);
		// Plays that are no longer what is stored have none.
		const changed = plays.map((p, i) => (i ? p : { ...p, players: p.players.slice(0, 1) }));
		expect(await versionOfPlays(changed, db)).toBeUndefined();
		// Now stored: nothing is built on the next visit.
		progress.length = 0;
		await loadPlays(db, loadGame, { onProgress: (d, t) => progress.push([d, t]) });
		expect(progress).toEqual([]);
	});

	it('builds again the summaries of another format, or of a build before formats', async () => {
		await clearAll();
		const row = await createSession({
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null }
		});
		const store = new SessionStore(row.id);
		await store.open();
		await store.dispatch({ type: 'round', scores: { a: 4, b: 9 } });
		store.destroy();
		const kept = (await db.summaries.get(row.id))!;
		// Older builds wrote their app version where the format is now.
		await db.summaries.put({ ...kept, build: version, play: { ...kept.play!, players: [] } });
		const { plays } = await loadPlays(db, loadGame);
		expect(plays[0].players.map((p) => [p.name, p.score, p.winner])).toEqual([
			['Ada', 4, false],
			['Bea', 9, false]
		]);
		expect((await db.summaries.get(row.id))?.build).toBe(SUMMARY_FORMAT);
	});

	it('builds again a summary of format plays-1, whose notepad win rule was an English sentence', async () => {
		await clearAll();
		const row = await createSession({
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Golf', winBy: 'lowest', target: null, rounds: 1 }
		});
		const store = new SessionStore(row.id);
		await store.open();
		await store.dispatch({ type: 'round', scores: { a: 4, b: 9 } });
		store.destroy();
		const kept = (await db.summaries.get(row.id))!;
		expect(kept.play?.winRule).toEqual({ lowest: true, rounds: 1 });
		// An old phone's row: the rule in English words, of the format before it became data.
		const old = { ...kept.play!, winRule: 'lowest total wins, ends after 1 round' };
		await db.summaries.put({ ...kept, build: 'plays-1', play: old });
		const { plays } = await loadPlays(db, loadGame);
		expect(plays[0].winRule).toEqual({ lowest: true, rounds: 1 });
		expect(await db.summaries.get(row.id)).toMatchObject({
			build: SUMMARY_FORMAT,
			play: { winRule: { lowest: true, rounds: 1 } }
		});
	});

	it('reads again after any change, in this tab or another, and not otherwise', async () => {
		await clearAll();
		const row = await createSession({
			game: 'notepad',
			title: '',
			players,
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null }
		});
		const store = new SessionStore(row.id);
		await store.open();
		await store.dispatch({ type: 'round', scores: { a: 1, b: 2 } });
		const scores = async () =>
			(await loadPlays(db, loadGame)).plays.map((p) => p.players.map((q) => q.score)).sort();
		expect(await scores()).toEqual([[1, 2]]);
		// The same plays are given back while nothing changed.
		const first = await loadPlays(db, loadGame);
		expect(await loadPlays(db, loadGame)).toBe(first);
		await store.dispatch({ type: 'correct', round: 1, player: 'a', value: 5 });
		expect(await scores()).toEqual([[5, 2]]);
		await store.undo();
		expect(await scores()).toEqual([[1, 2]]);
		// A file whose log differs comes in as a copy beside it.
		await importChanged(row.id, 'copy', 7, 8);
		expect(await scores()).toEqual([
			[1, 2],
			[7, 8]
		]);
		store.destroy();
		await deleteSession(row.id);
		expect(await scores()).toEqual([[7, 8]]);
	});

	it('reads again when a game is created, though no summary changed with it', async () => {
		await clearAll();
		const rules = { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null };
		const row = await createSession({ game: 'notepad', title: '', players, houseRules: rules });
		const store = new SessionStore(row.id);
		await store.open();
		await store.dispatch({ type: 'round', scores: { a: 1, b: 2 } });
		store.destroy();
		const first = await loadPlays(db, loadGame);
		expect(first.plays).toHaveLength(1);
		await createSession({ game: 'notepad', title: '', players, houseRules: rules });
		const again = await loadPlays(db, loadGame);
		expect(again).not.toBe(first);
		expect(again.plays).toHaveLength(2);
	});
});
