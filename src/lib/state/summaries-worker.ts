/**
 * Building missing summaries in Web Workers (db/summaries.worker.ts), so the page stays free
 * while thousands of logs are folded, and several cores fold them side by side (issue 37). The worker stores what it builds; the caller
 * takes the rows it sends. Where no worker can be started, or it stops, the caller folds on the
 * page.
 */
import type { SummaryRow } from '$lib/db';
import type { SummariesReply, SummariesRequest } from '$lib/db/summaries.protocol';
import type { Progress } from '$lib/db/play-summaries';
import type { WorkerPort } from '$lib/workers/lane';

/** The summaries worker as the page uses it (tests stand one in). */
export type SummariesWorker = WorkerPort<SummariesRequest, SummariesReply>;

/** Fewer missing summaries than this are folded on the page: a worker's start costs more. */
export const WORKER_FROM = 100;

function spawnSummariesWorker(): SummariesWorker {
	return new Worker(new URL('../db/summaries.worker.ts', import.meta.url), { type: 'module' });
}

/** Whether this page can start the worker at all (Node, in tests, cannot). */
export function workersAvailable(): boolean {
	return typeof Worker !== 'undefined';
}

/** Sessions a worker is worth starting for: each one loads its code and opens the database. */
export const WORKER_SHARE_FROM = 500;

/** Workers at most: a phone has 4 to 8 cores, and the page and the browser need some. */
export const MOST_WORKERS = 4;

/**
 * How many workers build `missing` summaries: one a core (as the browser counts them), at most
 * MOST_WORKERS, each with WORKER_SHARE_FROM sessions at the least; one at the least.
 */
export function workerCount(missing: number, cores = globalThis.navigator?.hardwareConcurrency) {
	const share = Math.floor(missing / WORKER_SHARE_FROM);
	return Math.max(1, Math.min(MOST_WORKERS, cores || 1, share));
}

/**
 * Builds and stores the summaries, in format `format`, of the sessions `ids` in `workers`
 * workers side by side (each a run of `ids`, in their order, so each reads its logs in a few key
 * ranges), giving `onRows` each batch's rows as they come and telling `onProgress` how far they
 * got together. True once every worker says it is done; false when one could not start, crashed
 * or failed (what they stored and sent stays so: the caller folds only what is still missing).
 */
export async function buildInWorker(
	ids: readonly string[],
	format: string,
	onRows: (rows: SummaryRow[]) => void,
	onProgress?: Progress,
	spawn: () => SummariesWorker = spawnSummariesWorker,
	workers = workerCount(ids.length)
): Promise<boolean> {
	const count = Math.max(1, Math.min(workers, ids.length));
	const size = Math.ceil(ids.length / count);
	const parts = Array.from({ length: count }, (_, i) => ids.slice(i * size, (i + 1) * size));
	const done = parts.map(() => 0);
	const told = (part: number) => (partDone: number) => {
		done[part] = partDone;
		onProgress?.(
			done.reduce((sum, d) => sum + d, 0),
			ids.length
		);
	};
	const built = await Promise.all(
		parts.map((part, i) => buildInOneWorker(part, format, onRows, told(i), spawn))
	);
	return built.every(Boolean);
}

/** buildInWorker with one worker, over the sessions `ids`. */
function buildInOneWorker(
	ids: readonly string[],
	format: string,
	onRows: (rows: SummaryRow[]) => void,
	onProgress: (done: number) => void,
	spawn: () => SummariesWorker
): Promise<boolean> {
	let worker: SummariesWorker;
	try {
		worker = spawn();
	} catch {
		return Promise.resolve(false);
	}
	return new Promise((resolve) => {
		const end = (built: boolean) => {
			worker.onmessage = null;
			worker.onerror = null;
			worker.terminate();
			resolve(built);
		};
		worker.onmessage = ({ data }) => {
			if (data.type === 'rows') onRows(data.rows);
			else if (data.type === 'progress') onProgress(data.done);
			else end(data.type === 'built');
		};
		worker.onerror = () => end(false);
		worker.postMessage({ op: 'build', ids: [...ids], format });
	});
}
