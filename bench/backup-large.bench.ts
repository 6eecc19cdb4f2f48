/**
 * Large backups on the Backup screen, in Chromium (issue 34: "big files never freeze the page").
 * For each file, from the choice of the file to the result on screen: the longest task of the
 * page's main thread (a PerformanceObserver of long tasks; none means under 50 ms), and the peak
 * JavaScript heap of the page and its workers together (sampled over the Chrome DevTools
 * Protocol every 50 ms). The files:
 * - 69 MB: 2,100 notepad games of 100 rounds between 8 players, each round with a full note;
 * - a roster of 200,000 players (7.8 MB), refused for the 2,000-player limit;
 * - one notepad game of 100,000 moves: 100,000 rounds between 4 players, a correction now and
 *   then taken back and put back.
 * Before the browser, the same long game is replayed in Node as the import's worker replays it,
 * and folded as the app opens it, for their time and heap alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { foldLog, type LogEntry } from '../src/lib/core/eventlog';
import { replayImported } from '../src/lib/games/import-replay';
import { engine as notepad } from '../src/lib/games/notepad/game';
import { benchPage, withBuiltApp } from './browser';
import { atMost, loadNow, type Figure } from './harness';

const PORT = 4188;
const START = Date.UTC(2024, 0, 1);
const MB = 1024 * 1024;

/** A notepad game between `seats` players as a backup holds it, with `events` as its moves. */
function notepadSession(id: string, seats: number, events: unknown[]) {
	return {
		session: {
			id,
			game: 'notepad',
			title: `Long evening ${id}`,
			players: Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` })),
			houseRules: { gameName: 'Hearts', winBy: 'lowest', target: null, rounds: null },
			status: 'active',
			createdAt: START,
			updatedAt: START + events.length * 1000
		},
		events: events.map((event, i) => ({ seq: i + 1, at: START + i * 1000, event }))
	};
}

const round = (seats: number, r: number, note: string) => ({
	type: 'round',
	scores: Object.fromEntries(Array.from({ length: seats }, (_, i) => [`p${i}`, (r * 7 + i) % 26])),
	note
});

function backupText(sessions: unknown[], players: unknown[] = []): string {
	return JSON.stringify({
		format: 'tablemate-backup',
		version: 1,
		exportedAt: START,
		sessions,
		players,
		settings: []
	});
}

/** About 69 MB: 2,100 games of 100 rounds, 8 players, a 200-character note on every round. */
function bigFile(): string {
	const note = 'A long evening at the table, written down round by round. '.repeat(4).slice(0, 200);
	return backupText(
		Array.from({ length: 2_100 }, (_, g) =>
			notepadSession(
				`big-${g}`,
				8,
				Array.from({ length: 100 }, (_, r) => round(8, r, note))
			)
		)
	);
}

/** 200,000 roster players, each as the app exports them. */
function manyPlayersFile(): string {
	const players = Array.from({ length: 200_000 }, (_, i) => ({
		id: `player-${i}`,
		name: `Player ${i}`,
		createdAt: START,
		lastUsedAt: START
	}));
	return backupText([], players);
}

const LONG_GAME_MOVES = 100_000;

/**
 * One game of 100,000 moves, nearly all of them rounds: every 1,000th round is followed by a
 * correction of an earlier round, taken back and put back.
 */
function longGameEvents(): unknown[] {
	const events: unknown[] = [];
	for (let r = 1; events.length < LONG_GAME_MOVES; r++) {
		events.push(round(4, r, r % 500 === 0 ? `Round ${r}` : ''));
		if (r % 1000 === 0 && events.length + 3 <= LONG_GAME_MOVES)
			events.push(
				{ type: 'correct', round: r - 999, player: 'p0', value: 30 },
				{ type: 'undo' },
				{ type: 'redo' }
			);
	}
	return events;
}

/**
 * The long game replayed in Node as the import's worker replays it (entry by entry, each read
 * through the game's schema), then folded as the app folds a stored log to open it: time and the
 * rise of the heap for each.
 */
function replayInNode(events: unknown[]): Figure[] {
	const game = notepadSession('long-game', 4, events);
	// A collection before the base, so the rise is what the replay made (its garbage included).
	setFlagsFromString('--expose-gc');
	const gc = runInNewContext('gc') as () => void;
	const heapNow = () => {
		gc();
		return process.memoryUsage().heapUsed;
	};
	const load = loadNow();
	const base = heapNow();
	let peak = base;
	const replayStart = performance.now();
	const verdict = replayImported(
		{ engine: notepad },
		{ players: game.session.players, houseRules: game.session.houseRules, events: game.events },
		(done) => {
			if (done % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
		}
	);
	const replayMs = performance.now() - replayStart;
	if (!verdict.ok) throw new Error(`the long game did not replay: ${JSON.stringify(verdict)}`);
	const rounds = notepad.scoreboard(verdict.state as never).rounds.length;
	const initial = notepad.setup(game.session.players, game.session.houseRules);
	const foldStart = performance.now();
	const folded = foldLog(notepad, initial, game.events as LogEntry[]);
	const foldMs = performance.now() - foldStart;
	peak = Math.max(peak, process.memoryUsage().heapUsed);
	if (folded.skipped.length) throw new Error('the long game folded with moves skipped');
	return [
		{
			name: `one game of 100,000 moves (${rounds.toLocaleString('en')} rounds): replay in Node, as the import's worker does`,
			value: Math.round(replayMs),
			unit: 'ms',
			load
		},
		{
			name: 'the same: folded as the app opens a stored game',
			value: Math.round(foldMs),
			unit: 'ms',
			load
		},
		{
			name: 'the same: heap risen at most, over the heap before the replay',
			value: Math.round((peak - base) / MB),
			unit: 'MB',
			load
		}
	];
}

/** Runs in the page: records every long task of the main thread from now on. */
function watchLongTasks(): void {
	const w = window as unknown as { longTasks: number[] };
	w.longTasks = [];
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
	}).observe({ type: 'longtask' });
}

/**
 * Samples the used JavaScript heap of the page and of every worker of the browser every 50 ms;
 * `stop` resolves with the highest sum seen, in bytes.
 */
async function sampleHeap(browser: Browser, page: Page): Promise<{ stop(): Promise<number> }> {
	const pageSession = await page.context().newCDPSession(page);
	const browserSession = await browser.newBrowserCDPSession();
	/** Worker sessions (not flattened: their messages go through the browser's session). */
	const workers = new Map<string, string>();
	let id = 0;
	const waiting = new Map<number, (message: { result?: { usedSize: number } }) => void>();
	browserSession.on('Target.receivedMessageFromTarget', (event) => {
		const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } };
		if (message.id !== undefined) waiting.get(message.id)?.(message);
		if (message.id !== undefined) waiting.delete(message.id);
	});
	const workerHeap = (sessionId: string) =>
		new Promise<number>((resolve) => {
			const asked = ++id;
			waiting.set(asked, (message) => resolve(message.result?.usedSize ?? 0));
			browserSession
				.send('Target.sendMessageToTarget', {
					sessionId,
					message: JSON.stringify({ id: asked, method: 'Runtime.getHeapUsage' })
				})
				// A worker that has ended answers nothing: count it as 0.
				.catch(() => resolve(0));
			setTimeout(() => resolve(0), 2000);
		});
	const attachWorkers = async (session: CDPSession) => {
		const { targetInfos } = await session.send('Target.getTargets');
		for (const target of targetInfos) {
			if (target.type !== 'worker' || workers.has(target.targetId)) continue;
			workers.set(target.targetId, '');
			try {
				const { sessionId } = await session.send('Target.attachToTarget', {
					targetId: target.targetId,
					flatten: false
				});
				workers.set(target.targetId, sessionId);
			} catch {
				// Ended before it could be attached.
			}
		}
	};
	let peak = 0;
	let running = true;
	const loop = (async () => {
		while (running) {
			await attachWorkers(browserSession).catch(() => undefined);
			const pageHeap = await pageSession
				.send('Runtime.getHeapUsage')
				.then((r) => r.usedSize)
				.catch(() => 0);
			const heaps = await Promise.all(
				[...workers.values()].filter(Boolean).map((sessionId) => workerHeap(sessionId))
			);
			peak = Math.max(
				peak,
				heaps.reduce((a, b) => a + b, pageHeap)
			);
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	})();
	return {
		async stop() {
			running = false;
			await loop;
			await browserSession.detach().catch(() => undefined);
			return peak;
		}
	};
}

/** What one import measured. */
interface Measured {
	message: string;
	longestTask: number;
	peakHeapMb: number;
	seconds: number;
	/** Distinct values the progress bar showed. */
	progressSteps: number;
}

async function measureImport(browser: Browser, url: string, path: string): Promise<Measured> {
	const page = await benchPage(browser, url);
	try {
		await page.goto('/backup');
		await page.getByLabel('Backup file to import').waitFor();
		await page.evaluate(() => {
			// Each distinct (label, value) the progress showed, to tell a moving bar from a stuck one.
			const w = window as unknown as { progressSeen: Set<string> };
			w.progressSeen = new Set();
			new MutationObserver(() => {
				const bar = document.querySelector('progress');
				if (bar) w.progressSeen.add(`${bar.labels?.[0]?.textContent}|${bar.getAttribute('value')}`);
			}).observe(document.body, {
				subtree: true,
				childList: true,
				characterData: true,
				attributes: true
			});
		});
		await page.evaluate(watchLongTasks);
		// The observer must see a long task when there is one, or its silence proves nothing.
		// (A task of the page's own: one run by the DevTools protocol is not reported.)
		await page.evaluate(() =>
			setTimeout(() => {
				const start = performance.now();
				while (performance.now() - start < 120);
			})
		);
		await page.waitForFunction(
			() => (window as unknown as { longTasks: number[] }).longTasks.length > 0
		);
		await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
		const heap = await sampleHeap(browser, page);
		const started = Date.now();
		await page.getByLabel('Backup file to import').setInputFiles(path);
		const result = page.getByTestId('backup-result');
		await result.waitFor({ timeout: 600_000 });
		const seconds = (Date.now() - started) / 1000;
		const peak = await heap.stop();
		const longestTask = await page.evaluate(() =>
			Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks)
		);
		const progressSteps = await page.evaluate(
			() => (window as unknown as { progressSeen: Set<string> }).progressSeen.size
		);
		return {
			message: (await result.textContent())?.trim() ?? '',
			longestTask: Math.round(longestTask),
			peakHeapMb: Math.round(peak / MB),
			seconds,
			progressSteps
		};
	} finally {
		await page.context().close();
	}
}

export async function run(): Promise<Figure[]> {
	const dir = mkdtempSync(join(tmpdir(), 'tablemate-bench-'));
	try {
		const files = {
			big: join(dir, 'big.json'),
			players: join(dir, 'players.json'),
			long: join(dir, 'long-game.json')
		};
		const big = bigFile();
		writeFileSync(files.big, big);
		writeFileSync(files.players, manyPlayersFile());
		const longGame = longGameEvents();
		writeFileSync(files.long, backupText([notepadSession('long-game', 4, longGame)]));
		const bigMb = Math.round(Buffer.byteLength(big) / MB);
		const inNode = replayInNode(longGame);
		return await withBuiltApp(PORT, async (browser, url) => {
			const figures: Figure[] = [...inNode];
			const cases = [
				{ name: `a ${bigMb} MB file`, path: files.big, expect: /^Imported: 2,?100 new games/ },
				{
					name: 'a roster of 200,000 players',
					path: files.players,
					expect: /it lists 200,000 players; Tablemate keeps at most 2,000/
				},
				{ name: 'one game of 100,000 moves', path: files.long, expect: /^Imported: 1 new game/ }
			];
			for (const c of cases) {
				const load = loadNow();
				const m = await measureImport(browser, url, c.path);
				if (!c.expect.test(m.message))
					throw new Error(`importing ${c.name} ended otherwise: ${m.message}`);
				figures.push(
					{
						...atMost(
							`import ${c.name}: longest main-thread task (0 = none over 50 ms)`,
							m.longestTask,
							'ms',
							100
						),
						load
					},
					{
						name: `the same: peak JS heap, page and workers`,
						value: m.peakHeapMb,
						unit: 'MB',
						load
					},
					{ name: `the same: time to the result`, value: m.seconds, unit: 's', load },
					{
						name: `the same: distinct progress steps shown`,
						value: m.progressSteps,
						unit: '',
						load
					}
				);
				if (c.path === files.long)
					figures.push({
						...atMost(`import ${c.name}: peak JS heap`, m.peakHeapMb, 'MB', 150),
						load
					});
			}
			return figures;
		});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
