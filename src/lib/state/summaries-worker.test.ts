import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, type SummaryRow } from '$lib/db';
import { storeSampleSessions } from '$lib/db/sample-sessions';
import { answerSummaries, type SummariesReply } from '$lib/db/summaries.protocol';
import type { SummariesRequest } from '$lib/db/summaries.protocol';
import { loadGame } from '$lib/games/registry';
import { computeStats } from '$lib/core/stats';
import type { Play } from '$lib/core/plays';
import { seededRandom } from '$lib/core/random';
import { loadPlays } from './plays';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import { markSummariesChanged } from '$lib/db/summaries';
import {
	buildInWorker,
	MOST_WORKERS,
	WORKER_FROM,
	WORKER_SHARE_FROM,
	workerCount,
	type SummariesWorker
} from './summaries-worker';

/**
 * A worker as the browser runs db/summaries.worker.ts, in this process: each request answered by
 * the worker's own code, over the app's database, its replies delivered as messages are.
 */
class InProcessWorker implements SummariesWorker {
	static started = 0;
	/** The sessions each worker was asked for, in the order they were started. */
	static asked: string[][] = [];
	onmessage: ((event: MessageEvent<SummariesReply>) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	terminated = false;
	constructor() {
		InProcessWorker.started++;
	}
	postMessage(request: SummariesRequest) {
		InProcessWorker.asked.push(request.ids);
		void answerSummaries(request, db, loadGame, (reply) =>
			setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent<SummariesReply>))
		);
	}
	terminate() {
		this.terminated = true;
	}
}

/** A stand-in that answers each request with `replies`, or fails as a crashed worker does. */
function scripted(replies: SummariesReply[] | 'crash') {
	const worker: SummariesWorker & { terminated: boolean } = {
		onmessage: null,
		onerror: null,
		terminated: false,
		postMessage() {
			setTimeout(() => {
				if (replies === 'crash') return worker.onerror?.({} as ErrorEvent);
				for (const data of replies) worker.onmessage?.({ data } as MessageEvent<SummariesReply>);
			});
		},
		terminate() {
			worker.terminated = true;
		}
	};
	return worker;
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('building summaries in a worker', () => {
	it('passes on the rows and the progress, and whether the worker built them; the worker is let go after', async () => {
		const progress: [number, number][] = [];
		const rows: string[] = [];
		const onRows = (batch: SummaryRow[]) => rows.push(...batch.map((r) => r.sessionId));
		const row = (sessionId: string): SummaryRow => ({
			sessionId,
			build: 'f',
			play: null,
			duration: 0,
			eventCount: 0
		});
		const done = scripted([
			{ type: 'rows', rows: [row('a')] },
			{ type: 'progress', done: 1, total: 2 },
			{ type: 'rows', rows: [row('b')] },
			{ type: 'progress', done: 2, total: 2 },
			{ type: 'built', total: 2 }
		]);
		const told = (d: number, t: number) => progress.push([d, t]);
		expect(await buildInWorker(['a', 'b'], 'f', onRows, told, () => done)).toBe(true);
		expect(rows).toEqual(['a', 'b']);
		expect(progress).toEqual([
			[1, 2],
			[2, 2]
		]);
		expect(done.terminated).toBe(true);
		const failed = scripted([{ type: 'failed', message: 'full' }]);
		expect(await buildInWorker(['a'], 'f', onRows, undefined, () => failed)).toBe(false);
		const crashed = scripted('crash');
		expect(await buildInWorker(['a'], 'f', onRows, undefined, () => crashed)).toBe(false);
		expect(crashed.terminated).toBe(true);
		const none = () => {
			throw new Error('no workers here');
		};
		expect(await buildInWorker(['a'], 'f', onRows, undefined, none)).toBe(false);
	});

	it("gives the Stats screen the same plays as the page's fold, the worker building them", async () => {
		await db.sessions.clear();
		await db.events.clear();
		await db.summaries.clear();
		let stored = 0;
		for (let copy = 0; stored < WORKER_FROM; copy++)
			stored += (await storeSampleSessions(db, `-${copy}`)).length;
		// Node has no Worker: the page folds every log.
		const page = await loadPlays(db, loadGame);
		expect(page.plays).toHaveLength(stored);

		await db.summaries.clear();
		vi.stubGlobal('Worker', InProcessWorker);
		InProcessWorker.started = 0;
		const progress: number[] = [];
		const inWorker = await loadPlays(db, loadGame, { onProgress: (done) => progress.push(done) });
		expect(InProcessWorker.started).toBe(1);
		expect(progress.at(-1)).toBe(stored);
		expect(inWorker.plays).toEqual(page.plays);
		expect(inWorker.unreadable).toBe(page.unreadable);
	});

	it('starts a worker a core, at most four, each for enough sessions to be worth its start', () => {
		expect(workerCount(WORKER_FROM, 8)).toBe(1);
		expect(workerCount(10_000, 8)).toBe(MOST_WORKERS);
		expect(workerCount(10_000, 2)).toBe(2);
		expect(workerCount(2 * WORKER_SHARE_FROM, 8)).toBe(2);
		expect(workerCount(10_000, undefined)).toBe(1);
	});

	it("builds with several workers side by side what the page's fold builds, each a run of the sessions", async () => {
		await db.sessions.clear();
		await db.events.clear();
		await db.summaries.clear();
		let stored = 0;
		for (let copy = 0; stored < WORKER_FROM; copy++)
			stored += (await storeSampleSessions(db, `-${copy}`)).length;
		const page = await loadPlays(db, loadGame);
		// The games' summaries (the token row that marks a change aside).
		const summaries = async () => (await db.summaries.toArray()).filter((r) => r.sessionId);
		const pageRows = await summaries();

		await db.summaries.clear();
		InProcessWorker.started = 0;
		InProcessWorker.asked = [];
		const ids = (await db.sessions.toCollection().primaryKeys()) as string[];
		const sent: SummaryRow[] = [];
		const progress: [number, number][] = [];
		const built = await buildInWorker(
			ids,
			SUMMARY_FORMAT,
			(rows) => sent.push(...rows),
			(done, total) => progress.push([done, total]),
			() => new InProcessWorker(),
			3
		);
		expect(built).toBe(true);
		expect(InProcessWorker.started).toBe(3);
		// Every session asked of exactly one worker, in runs of the sessions' order.
		expect(InProcessWorker.asked.flat()).toEqual(ids);
		expect(InProcessWorker.asked.every((part) => part.length > 0)).toBe(true);
		expect(progress.at(-1)).toEqual([stored, stored]);
		const byId = (a: SummaryRow, b: SummaryRow) => a.sessionId.localeCompare(b.sessionId);
		expect([...sent].sort(byId)).toEqual([...pageRows].sort(byId));
		expect(await summaries()).toEqual(pageRows);
		// The Stats screen then folds nothing and shows the same plays.
		const asked: string[] = [];
		const after = await loadPlays(db, (game) => {
			asked.push(game);
			return loadGame(game);
		});
		expect(asked).toEqual([]);
		expect(after.plays).toEqual(page.plays);
	});

	it('tells the plays read so far while it builds; once done, the plays and figures are those of a full fold', async () => {
		await db.sessions.clear();
		await db.events.clear();
		await db.summaries.clear();
		let stored = 0;
		for (let copy = 0; stored < 2 * WORKER_FROM; copy++)
			stored += (await storeSampleSessions(db, `-${copy}`)).length;
		// A full fold: every summary built on the page, none shown before the end.
		const full = await loadPlays(db, loadGame);
		const options = { range: 'all', now: Date.now(), unfinishedScores: true } as const;
		const figures = computeStats(full.plays, options);
		const summaries = async () => (await db.summaries.toArray()).filter((r) => r.sessionId);
		const ids = (await summaries()).map((r) => r.sessionId);
		const next = seededRandom(37);
		// Some summaries dropped or all of them, folded on the page or by workers.
		for (const [share, workers] of [
			[1, true],
			[0.6, true],
			[1, false],
			[0.3, false]
		] as const) {
			const dropped = ids.filter(() => next() < share);
			// As every deletion of a summary does (the plays kept in memory no longer hold).
			await db.transaction('rw', db.summaries, async () => {
				await db.summaries.bulkDelete(dropped);
				await markSummariesChanged(db);
			});
			if (workers) vi.stubGlobal('Worker', InProcessWorker);
			else vi.unstubAllGlobals();
			const told: { plays: Play[]; done: number; total: number }[] = [];
			const loaded = await loadPlays(db, loadGame, {
				onPartial: (plays, done, total) => told.push({ plays, done, total })
			});
			expect(loaded.plays).toEqual(full.plays);
			expect(loaded.unreadable).toBe(full.unreadable);
			expect(computeStats(loaded.plays, options)).toEqual(figures);
			// Told as batches came (the first batch is small, so the screen has figures soon),
			// each time more, never all: the whole is loadPlays' answer.
			expect(told.length).toBeGreaterThan(0);
			expect(told[0].done).toBeLessThan(stored);
			for (const [i, { plays, done, total }] of told.entries()) {
				expect(total).toBe(stored);
				expect(done).toBeLessThan(total);
				if (i) expect(done).toBeGreaterThan(told[i - 1].done);
				// Plays of the whole, each once, as many as the sessions read but those unreadable.
				const byId = new Map(loaded.plays.map((play) => [play.sessionId, play]));
				expect(new Set(plays.map((p) => p.sessionId)).size).toBe(plays.length);
				for (const play of plays) expect(play).toEqual(byId.get(play.sessionId));
				expect(plays.length).toBeLessThanOrEqual(done);
				expect(plays.length).toBeGreaterThanOrEqual(done - full.unreadable);
			}
		}
		// Up to 26 s on a busy 2-core machine, against the default 30 s.
	}, 60_000);
});
