/**
 * Issue 37, "instant on a mid-range phone": each tap timed in Chromium at 360 × 740 with the CPU
 * slowed 4× through the DevTools protocol (`Emulation.setCPUThrottlingRate`; `BENCH_CPU=1` for
 * the unthrottled figures), from the input event to the first painted frame after which no task
 * of the main thread over 50 ms runs for a second (instant-page.ts says how). Median of
 * `BENCH_RUNS` (5) for each action, on data brought in as a person would, through backup files:
 * - importing 1,000 and 10,000 finished games (target 1 s and 5 s, never frozen over 50 ms), with
 *   the CPU each used and the rows it stored (the browser's cost is by the row); the last import
 *   of each is the device the next actions run on;
 * - Stats at 1,000 and 10,000 games, first visit (after the page was loaded) and later visit
 *   (opened again from Home), and switching its period from "All time" to "This year";
 * - Home, from the Tools screen and loaded afresh (from the navigation start); a game of 10 and
 *   of 10,000 entries, from Home just loaded (tapped as it shows, and a second later) and again
 *   from Home reached from the game;
 * - recording a notepad round, and undoing it;
 * - Stats after the stored summaries were dropped (as after an update: every log folded again),
 *   with the longest frozen stretch while they are rebuilt (target 1 s, never over 50 ms).
 * Every tap's target is 100 ms, painted and usable. Figures are printed beside the last quiet
 * run's (bench/record.json, written by `BENCH_RECORD=1 npm run bench instant`). `BENCH_ONLY=stats`
 * gives the Stats rows alone (and the imports, run once each, to fill the device), faster;
 * `BENCH_ONLY=home` Home's rows alone (the 10,000 games imported once).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { backupOf } from '../tests/fixtures/stats-seed';
import { benchPage, dropSummaries, withBuiltApp } from './browser';
import { atMost, loadNow, median, sleep, type Figure } from './harness';
import { colourChangesLog, finishedTransformGames } from './seed-games';
import { arm, timing, watchLongTasks, type Timing, type Watch } from './instant-page';
import { printLongTasks, TRACED } from './trace';
import { cpuUsed, releaseWorkers, throttleWorkers } from './worker-throttle';

const PORT = Number(process.env.BENCH_PORT ?? 4189);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU = Number(process.env.BENCH_CPU ?? 4);
/** How much the page's workers are slowed: the page's rate unless told (1: as DevTools leaves them). */
const WORKER_CPU = Number(process.env.BENCH_WORKER_CPU ?? CPU);
/** `BENCH_ONLY=import`: only the two imports (the rest needs the second as its device). */
const ONLY_IMPORTS = process.env.BENCH_ONLY === 'import';
/** `BENCH_CORES`: the cores the page is told it has (the browser's own count when unset). */
const CORES = Number(process.env.BENCH_CORES ?? 0);
/** `BENCH_ONLY=stats`: only the Stats rows (each import once, to fill the device). */
const STATS_ONLY = process.env.BENCH_ONLY === 'stats';
/** `BENCH_ONLY=home`: only Home's rows, from Tools and loaded afresh (the 10,000 import once). */
const HOME_ONLY = process.env.BENCH_ONLY === 'home';
const TAP = 100;
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
const shown = (n: number) => n.toLocaleString('en');
const either = (n: number) => `(${n}|${shown(n)})`;

/** A Permutations game whose log is `entries` changes of the starting colours, each accepted. */
function longGame(entries: number, now: number) {
	const { players, events } = colourChangesLog(entries, (seq) => now - (entries - seq) * 1000);
	const session = {
		id: `game-of-${entries}`,
		game: 'permutations',
		title: `${shown(entries)} entries`,
		players,
		houseRules: {},
		status: 'active',
		createdAt: now - entries * 1000,
		updatedAt: now
	};
	return { session, events };
}

/** A Hearts game on the notepad, still going, with 20 rounds between four players. */
function notepadGame(now: number) {
	const players = ['Ada', 'Bea', 'Cy', 'Dee'].map((name, i) => ({ id: `n${i}`, name }));
	const events = Array.from({ length: 20 }, (_, r) => ({
		seq: r + 1,
		at: now - (20 - r) * 60_000,
		event: {
			type: 'round',
			scores: Object.fromEntries(players.map((p, i) => [p.id, (r * 7 + i * 3) % 9]))
		}
	}));
	const houseRules = { gameName: 'Hearts', winBy: 'lowest', target: null, rounds: null };
	const session = {
		id: 'notepad-hearts',
		game: 'notepad',
		title: 'Hearts',
		players,
		houseRules,
		status: 'active',
		createdAt: now - 21 * 60_000,
		updatedAt: now
	};
	return { session, events };
}

/** Whether the way the workers are slowed (or not) was printed. */
let told = false;

/** What the actions measured on one device share: its page, and a throttled clock. */
class Device {
	constructor(
		readonly page: Page,
		readonly browser: Browser
	) {}

	static async open(browser: Browser, url: string): Promise<Device> {
		const page = await benchPage(browser, url);
		await page.addInitScript(watchLongTasks);
		// `BENCH_CORES=n`: the cores the page is told of (navigator.hardwareConcurrency), which set
		// how many workers rebuild the summaries; to compare one with several on the same machine.
		if (CORES)
			await page.addInitScript((cores) => {
				Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
			}, CORES);
		return new Device(page, browser);
	}

	/**
	 * Slows the page's CPU `rate` times (1: full speed), and its workers' as well: DevTools'
	 * throttling slows the page's main thread only (worker-throttle.ts), and the import runs in a
	 * worker the Backup screen starts as it opens.
	 */
	async throttle(rate: number) {
		const cdp = await this.page.context().newCDPSession(this.page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate });
		await cdp.detach();
		const workerRate = rate === 1 ? 1 : WORKER_CPU;
		let workers = await throttleWorkers(this.browser, workerRate);
		// The Backup screen's worker may not have started yet: give it a moment.
		for (let i = 0; i < 20 && workers === 0; i++) {
			await new Promise((resolve) => setTimeout(resolve, 100));
			workers = await throttleWorkers(this.browser, workerRate);
		}
		if (rate > 1 && !told) {
			told = true;
			console.log(
				workerRate === 1
					? `Workers left at full speed (BENCH_WORKER_CPU=1), as DevTools leaves them.`
					: workers === null
						? `Workers could not be slowed (it needs root and cgroup v1 "cpu"): the import's worker runs at full speed.`
						: `Workers slowed ${workerRate}x too, by a cgroup CPU quota (DevTools slows only the page's main thread).`
			);
		}
	}

	/** The timing of `act`, which makes the `event` input, until `ready` shows. */
	async time(
		event: string,
		ready: [string, string][],
		act: () => Promise<void>,
		timeout = 60_000,
		complete?: [string, string][]
	) {
		await this.page.evaluate(arm, { event, ready, timeout, complete } satisfies Watch);
		await act();
		return this.page.evaluate(timing);
	}

	/** Taps the link to `href` (the first), timed until `ready` shows. */
	tapLink(href: string, ready: [string, string][]) {
		return this.time('click', ready, () => this.page.locator(`a[href="${href}"]`).first().click());
	}

	/**
	 * Loads `path` in a new tab of the same browser (its stored games, the app's files in its
	 * cache) with the CPU slowed `rate` times, timed from the navigation start until `ready` shows.
	 */
	async coldLoad(path: string, ready: [string, string][], rate: number): Promise<Timing> {
		const tab = new Device(await this.page.context().newPage(), this.browser);
		try {
			await tab.page.addInitScript(watchLongTasks);
			await tab.page.addInitScript(arm, {
				event: 'navigation',
				ready,
				timeout: 60_000
			} satisfies Watch);
			await tab.throttle(rate);
			await tab.page.goto(path);
			return await tab.page.evaluate(timing);
		} finally {
			await tab.page.close();
		}
	}

	/** Loads `path` afresh and waits for `text` on it. */
	async load(path: string, text: RegExp) {
		await this.page.goto(path);
		await this.page.getByText(text).first().waitFor({ timeout: 120_000 });
	}

	/**
	 * Imports the backup file at `path` on the Backup screen, timed until it says so. From a file
	 * on disk, which the browser reads itself: a file given as bytes is decoded by the test
	 * driver's script in the page, a long task of its own that no person's import has.
	 */
	async importBackup(path: string, games: number, timeout = 600_000) {
		await this.load('/backup', /Backup file to import/);
		return this.time(
			'change',
			[['*', `^Imported: ${either(games)} new games?`]],
			() => this.page.getByLabel('Backup file to import').setInputFiles(path),
			timeout
		);
	}
}

const folder = mkdtempSync(join(tmpdir(), 'instant-bench-'));

/** The path of a backup file `name` holding `text`, in a folder of this run's. */
function backupFile(name: string, text: string): string {
	const path = join(folder, name);
	writeFileSync(path, text);
	return path;
}

const HOME: [string, string][] = [['h2', '^Finished$']];
const statsReady = (games: number): [string, string][] => [
	['[role="status"]', `^${either(games)} finished games counted`]
];

/** The figures of one action's timings: painted and usable against `limit`, and the longest task. */
function figures(
	what: string,
	timings: Timing[],
	load: number,
	limit = TAP,
	frozen = false
): Figure[] {
	const m = (pick: (t: Timing) => number) => Math.round(median(timings.map(pick)));
	const workers = WORKER_CPU === CPU ? '' : ` (workers ${WORKER_CPU}x)`;
	const runs = `median of ${timings.length}, CPU ${CPU}x${workers}`;
	const out: Figure[] = [
		{
			...atMost(
				`${what}: painted, ${runs}`,
				m((t) => t.painted),
				'ms',
				limit
			),
			load
		},
		{
			...atMost(
				`${what}: usable, ${runs}`,
				m((t) => t.usable),
				'ms',
				limit
			),
			load
		}
	];
	if (timings.every((t) => t.complete !== undefined))
		out.push({
			name: `${what}: all counted, ${runs}`,
			value: m((t) => t.complete!),
			unit: 'ms',
			load
		});
	if (frozen)
		out.push({
			...atMost(
				`${what}: longest frozen stretch, ${runs}`,
				m((t) => t.longest),
				'ms',
				50
			),
			load
		});
	return out;
}

async function repeat(times: number, run: (i: number) => Promise<Timing>): Promise<Timing[]> {
	const out: Timing[] = [];
	for (let i = 0; i < times; i++) out.push(await run(i));
	return out;
}

/** Runs in the page: how many rows the app's database holds, every table together. */
function storedRows(): Promise<number> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open('tablemate');
		request.onerror = () => reject(new Error('the database did not open'));
		request.onsuccess = () => {
			const database = request.result;
			const names = [...database.objectStoreNames];
			const tx = database.transaction(names, 'readonly');
			let total = 0;
			for (const name of names) {
				const count = tx.objectStore(name).count();
				count.onsuccess = () => (total += count.result);
			}
			tx.oncomplete = () => {
				database.close();
				resolve(total);
			};
			tx.onerror = () => reject(new Error('the rows could not be counted'));
		};
	});
}

/**
 * Imports `games` finished games RUNS times, each on a fresh device, and returns the figures
 * with the last device (which holds them).
 */
async function imports(browser: Browser, url: string, games: number, limit: number) {
	const backup = backupFile(
		`games-${games}.json`,
		backupOf(finishedTransformGames(Date.now(), games, NAMES))
	);
	let device: Device | null = null;
	const load = loadNow();
	const cpu: { renderers: number; browser: number }[] = [];
	const timings = await repeat(STATS_ONLY || HOME_ONLY ? 1 : RUNS, async () => {
		await device?.page.context().close();
		device = await Device.open(browser, url);
		await device.load('/backup', /Backup file to import/);
		await device.throttle(CPU);
		const before = await cpuUsed(browser);
		const timing = await device.importBackup(backup, games);
		const after = await cpuUsed(browser);
		if (before && after)
			cpu.push({
				renderers: after.renderers - before.renderers,
				browser: after.browser - before.browser
			});
		return timing;
	});
	const what = `import a backup of ${shown(games)} games`;
	// The rows the import stored, whatever the machine's load: the browser's cost is by the row.
	const rows = await device!.page.evaluate(storedRows);
	// Where the work was done, in CPU time (which a loaded machine hardly changes, unlike the
	// import's time): the page and its import worker, and the browser storing the rows.
	const used = (part: 'renderers' | 'browser', where: string): Figure[] =>
		cpu.length
			? [
					{
						name: `${what}: CPU of ${where}, median`,
						value: median(cpu.map((c) => c[part])),
						unit: 'ms',
						load
					}
				]
			: [];
	return {
		device: device!,
		figures: [
			...figures(what, timings, load, limit, true),
			...used('renderers', 'the page and its workers'),
			...used('browser', 'the browser process (IndexedDB)'),
			{ name: `${what}: rows stored (IndexedDB)`, value: rows, unit: 'rows', load }
		]
	};
}

/** Stats over the device's `games` games: first visit, later visit, and a switch of period. */
async function statsFigures(device: Device, games: number): Promise<Figure[]> {
	const load = loadNow();
	const first = await repeat(RUNS, async () => {
		await device.load('/', /^Finished$/);
		return traced(device, () => device.tapLink('/stats', statsReady(games)));
	});
	const later = await repeat(RUNS, async () => {
		await device.tapLink('/', HOME);
		return device.tapLink('/stats', statsReady(games));
	});
	const period = (name: string) => device.page.getByRole('radio', { name });
	const year = await repeat(RUNS, async () => {
		await period('All time').check();
		await device.page.getByText(new RegExp(`^${either(games)} finished games counted`)).waitFor();
		return device.time(
			'click',
			[['[role="status"]', `^(?!${either(games)} )\\S+ finished games? counted`]],
			() => period('This year').click()
		);
	});
	return [
		...figures(`Stats, ${shown(games)} games, first visit`, first, load),
		...figures(`Stats, ${shown(games)} games, later visit`, later, load),
		...figures(`Stats, ${shown(games)} games, switch to "This year"`, year, load)
	];
}

/** Home on the device of `games` games (and the three to open): from Tools, and loaded afresh. */
async function homeFigures(device: Device, games: number): Promise<Figure[]> {
	const load = loadNow();
	const home = await repeat(RUNS, async () => {
		await device.load('/tools', /Tools/);
		return traced(device, () => device.tapLink('/', HOME));
	});
	const out = figures(`Home with ${shown(games + 3)} games, from Tools`, home, load);
	const cold = await repeat(RUNS, () => device.coldLoad('/', HOME, CPU));
	out.push(...figures(`Home with ${shown(games + 3)} games, loaded afresh`, cold, loadNow()));
	return out;
}

/** Home, the long games, the notepad round and its undo, on the device of 10,000 games. */
async function gameFigures(device: Device, games: number): Promise<Figure[]> {
	const load = loadNow();
	const out = await homeFigures(device, games);
	for (const entries of [10, 10_000]) {
		const href = `/session?id=game-of-${entries}`;
		const ready: [string, string][] = [
			['[data-game-screen][aria-busy="false"] h2', ''],
			['button', `^History \\(${either(entries)} entr`]
		];
		// Home just loaded: tapped as soon as it shows, or after a second on it (as a person
		// reads it), the game's code not loaded before Home asks for it.
		const afterLoad = async (wait: number) => {
			await device.load('/', /^Finished$/);
			await sleep(wait);
			return device.tapLink(href, ready);
		};
		// The first opening after the import folds the whole log; later ones start from a snapshot.
		await afterLoad(0);
		const game = `open a game of ${shown(entries)} entries`;
		out.push(
			...figures(`${game} from Home`, await repeat(RUNS, () => afterLoad(0)), loadNow()),
			...figures(
				`${game}, a second after Home loaded`,
				await repeat(RUNS, () => afterLoad(1_000)),
				loadNow()
			),
			// Back to Home from the game, and the game again: its code is loaded by then.
			...figures(
				`${game} again, Home reached from it`,
				await repeat(RUNS, async () => {
					await device.tapLink('/', HOME);
					return device.tapLink(href, ready);
				}),
				loadNow()
			)
		);
	}
	const screen = device.page.locator('[data-game-screen]');
	await device.load('/session?id=notepad-hearts', /^Round 21$/);
	const rounds: Timing[] = [];
	const undos: Timing[] = [];
	for (let i = 0; i < RUNS; i++) {
		for (const [s, name] of ['Ada', 'Bea', 'Cy', 'Dee'].entries())
			await screen.getByRole('textbox', { name, exact: true }).fill(String((i + s) % 7));
		rounds.push(
			await device.time('click', [['h3', '^Round 22$']], () =>
				screen.getByRole('button', { name: 'Record round 21' }).click()
			)
		);
		undos.push(
			await device.time('click', [['h3', '^Round 21$']], () =>
				device.page.getByRole('button', { name: 'Undo', exact: true }).click()
			)
		);
	}
	out.push(
		...figures('record a notepad round', rounds, load),
		...figures('undo that round', undos, load)
	);
	return out;
}

/**
 * Slows, every 50 ms until `act` ends, each worker the page starts meanwhile, as `throttle` slows
 * those already running: the Stats screen starts its worker only once it finds summaries missing.
 */
async function slowingNewWorkers<T>(device: Device, act: () => Promise<T>): Promise<T> {
	let acting = true;
	const slowing = (async () => {
		while (acting) {
			await throttleWorkers(device.browser, WORKER_CPU);
			await sleep(50);
		}
	})();
	try {
		return await act();
	} finally {
		acting = false;
		await slowing;
	}
}

/**
 * Stats after the summaries were dropped, on a freshly loaded page each time; the worker that
 * builds them again slowed as the page is. Painted and usable: the first figures (those of the
 * games counted so far, said to be partial); "all counted": the figures of every game.
 * `BENCH_TRACE=1` also prints, of each run, the main thread's tasks over 50 ms with the CPU time
 * each took (a trace's `tdur`): a long task with little CPU is the thread waiting for a core on a
 * loaded machine, not the page's own work.
 */
async function rebuildFigures(device: Device, games: number): Promise<Figure[]> {
	const load = loadNow();
	const firstFigures: [string, string][] = [
		['[role="status"]', `^(Counting your games|${either(games)} finished games counted)`]
	];
	const timings = await repeat(RUNS, async () => {
		await device.page.evaluate(dropSummaries);
		await device.load('/', /^Finished$/);
		return traced(device, () =>
			slowingNewWorkers(device, () =>
				device.time(
					'click',
					firstFigures,
					() => device.page.locator('a[href="/stats"]').first().click(),
					60_000,
					statsReady(games)
				)
			)
		);
	});
	return figures(
		`Stats, ${shown(games)} games, after the summaries were dropped`,
		timings,
		load,
		1_000,
		true
	);
}

const TRACE = process.env.BENCH_TRACE === '1';

/** `act`, traced when `BENCH_TRACE=1`: the main thread's tasks over 50 ms are printed after it. */
async function traced<T>(device: Device, act: () => Promise<T>): Promise<T> {
	if (!TRACE) return act();
	await device.browser.startTracing(device.page, { categories: TRACED });
	let painted: number | undefined;
	try {
		const result = await act();
		if (result && typeof result === 'object' && 'painted' in result)
			painted = (result as Timing).painted;
		return result;
	} finally {
		printLongTasks(await device.browser.stopTracing(), painted);
	}
}

export async function run(): Promise<Figure[]> {
	try {
		return await measure();
	} finally {
		releaseWorkers();
		rmSync(folder, { recursive: true, force: true });
	}
}

function measure(): Promise<Figure[]> {
	return withBuiltApp(PORT, async (browser, url) => {
		const out: Figure[] = [];
		if (!HOME_ONLY) {
			const small = await imports(browser, url, 1_000, 1_000);
			out.push(...small.figures);
			if (!ONLY_IMPORTS) out.push(...(await statsFigures(small.device, 1_000)));
			await small.device.page.context().close();
		}
		const large = await imports(browser, url, 10_000, 5_000);
		out.push(...large.figures);
		if (ONLY_IMPORTS) return out;
		const now = Date.now();
		const extra = backupFile(
			'games-to-open.json',
			JSON.stringify({
				format: 'tablemate-backup',
				version: 1,
				exportedAt: now,
				sessions: [longGame(10, now), longGame(10_000, now), notepadGame(now)]
			})
		);
		await large.device.throttle(1);
		await large.device.importBackup(extra, 3);
		await large.device.throttle(CPU);
		if (HOME_ONLY) return [...out, ...(await homeFigures(large.device, 10_000))];
		out.push(
			...(STATS_ONLY ? [] : await gameFigures(large.device, 10_000)),
			// The three games still going are not counted.
			...(await statsFigures(large.device, 10_000)),
			...(await rebuildFigures(large.device, 10_000))
		);
		return out;
	});
}
