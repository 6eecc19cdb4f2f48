/**
 * The fold behind Stats after the summaries were dropped (issue 37: under 1 s at 10,000 games on
 * a phone), without the browser: each game's stored log folded into its summary as the rebuild
 * does it (db/play-summaries.ts `summaryOfLog`: the engine's fold, `resolveLog` and the clock,
 * the play), in Node on the app's own modules (loaded through Vite, which the registry needs).
 * A figure to compare a change with on the same machine under the same load, since the browser's
 * bench (`BENCH_ONLY=stats npm run bench instant`) swings with it. `FOLD_RUNS` runs (5), median.
 */
import { createServer, createServerModuleRunner } from 'vite';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { SessionRow } from '../src/lib/db/schema';
import type { LogEntry } from '../src/lib/core/eventlog';
import { loadNow, median, type Figure } from './harness';
import { finishedTransformGames } from './seed-games';
import { watPlugin } from '../scripts/wat.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.FOLD_RUNS ?? 5);
/** `FOLD_ONLY=transform` or `samples`: one of the two sets (to profile it alone). */
const ONLY = process.env.FOLD_ONLY;
const NAMES = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lu'];

type Stored = { row: SessionRow; log: { snapshots: never[]; entries: LogEntry[] } };

/** The Stats bench's 10,000 finished Transform games, as a backup import stores them. */
function transformGames(): Stored[] {
	return finishedTransformGames(Date.UTC(2026, 0, 1), 10_000, NAMES).map(({ session, events }) => ({
		row: { ...session, eventCount: events.length, overMarked: true } as SessionRow,
		log: { snapshots: [], entries: events as LogEntry[] }
	}));
}

/** About 2,000 games of every kind (db/sample-sessions.ts: whole, cut short, ended by the table). */
async function sampleGames(load: (path: string) => Promise<Record<string, unknown>>) {
	const { sampleSessions } = (await load('/src/lib/db/sample-sessions.ts')) as {
		sampleSessions(suffix: string): { row: SessionRow; events: LogEntry[] }[];
	};
	return Array.from({ length: 134 }, (_, i) => sampleSessions(`-${i}`))
		.flat()
		.map(({ row, events }) => ({
			row: { ...row, overMarked: true },
			log: { snapshots: [] as never[], entries: events as LogEntry[] }
		}));
}

export async function run(): Promise<Figure[]> {
	const server = await createServer({
		configFile: false,
		root,
		logLevel: 'error',
		appType: 'custom',
		plugins: [watPlugin()],
		server: { middlewareMode: true, hmr: false, ws: false },
		resolve: { alias: { $lib: `${root}/src/lib` } }
	});
	const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
	try {
		const load = (path: string) => runner.import(path) as Promise<Record<string, unknown>>;
		const { summaryOfLog } = (await load('/src/lib/db/play-summaries.ts')) as {
			summaryOfLog: typeof import('../src/lib/db/play-summaries').summaryOfLog;
		};
		const { loadGame } = (await load('/src/lib/games/registry.ts')) as {
			loadGame: typeof import('../src/lib/games/registry').loadGame;
		};
		const out: Figure[] = [];
		const sets: [string, Stored[]][] = [];
		if (ONLY !== 'samples')
			sets.push(['10,000 Transform games (the Stats bench)', transformGames()]);
		if (ONLY !== 'transform')
			sets.push(['2,010 sample games of every kind', await sampleGames(load)]);
		for (const [name, games] of sets) {
			const engines = new Map<string, Awaited<ReturnType<typeof loadGame>>['engine']>();
			for (const { row } of games) engines.set(row.game, (await loadGame(row.game)).engine);
			const fold = () => {
				let plays = 0;
				for (const { row, log } of games)
					if (summaryOfLog(row, engines.get(row.game), log, 'bench').summary.play) plays++;
				if (plays !== games.length) throw new Error(`only ${plays} of ${games.length} folded`);
			};
			fold(); // warm-up: the first fold compiles
			const times: number[] = [];
			const cpu: number[] = [];
			const load0 = loadNow();
			for (let i = 0; i < RUNS; i++) {
				const start = performance.now();
				const startCpu = process.cpuUsage();
				fold();
				const used = process.cpuUsage(startCpu);
				times.push(performance.now() - start);
				cpu.push((used.user + used.system) / 1000);
			}
			// CPU time too: on a loaded machine the wall clock counts the time others held the core.
			const ms = median(cpu);
			out.push(
				{ name: `fold ${name}, median of ${RUNS}`, value: median(times), unit: 'ms', load: load0 },
				{ name: `fold ${name}, CPU time, median`, value: ms, unit: 'ms', load: load0 },
				{
					name: `fold ${name}, CPU time per game`,
					value: (ms * 1000) / games.length,
					unit: 'µs',
					load: load0
				}
			);
		}
		return out;
	} finally {
		await runner.close();
		await server.close();
	}
}
